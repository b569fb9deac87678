/**
 * Realistic, varied job postings for the search benchmark (issue 14): roles of every category with
 * their feminine forms, specialities, seniority, requirement pools per field and shared ones
 * (years, degrees, licences, software, languages), descriptions from several sentence shapes,
 * and thousands of company names. Deterministic for a seed.
 */
import { SEED_JOBS } from '../src/server/seed/data/jobs';

type Role = { m: string; f?: string; cat: number; specs: string[]; skills: number[] };

/** [masculine, feminine or '', category, specialities, skill ids]. */
const ROLES: [string, string, number, string[], number[]][] = [
  ['Docente', '', 1, ['de Matemáticas', 'de Física', 'de Computación', 'de Inglés', 'de Primaria', 'de Secundaria', 'Universitario'], [31, 32]],
  ['Profesor', 'Profesora', 1, ['de Música', 'de Educación Física', 'de Química', 'de Lenguaje', 'de Inglés'], [31]],
  ['Tutor', 'Tutora', 1, ['Virtual', 'Académico', 'de Nivelación'], [31]],
  ['Mesero', 'Mesera', 2, ['de Restaurante', 'de Eventos', 'de Fin de Semana', 'Bilingüe'], [33]],
  ['Garzón', 'Garzona', 2, ['de Restaurante', 'de Hotel', 'de Cafetería'], [33]],
  ['Barista', '', 2, ['de Cafetería', 'de Especialidad'], [33]],
  ['Ingeniero Civil', 'Ingeniera Civil', 3, ['Residente de Obra', 'Estructural', 'de Supervisión', 'Vial', 'Hidráulico'], [1, 2]],
  ['Ingeniero Electricista', 'Ingeniera Electricista', 3, ['de Mantenimiento', 'de Proyectos', 'de Subestaciones'], [1, 2]],
  ['Ingeniero Industrial', 'Ingeniera Industrial', 3, ['de Procesos', 'de Calidad', 'de Planta', 'de Mejora Continua'], [1, 2]],
  ['Ingeniero Mecánico', 'Ingeniera Mecánica', 3, ['de Mantenimiento', 'de Diseño', 'de Planta'], [1]],
  ['Desarrollador', 'Desarrolladora', 4, ['Full Stack', 'Backend Node.js', 'Backend Python', 'Frontend React', 'Móvil Flutter', 'Java Spring', '.NET', 'PHP Laravel'], [17, 18, 22, 23, 24]],
  ['Programador', 'Programadora', 4, ['Web', 'Junior', 'de Sistemas', 'Python', 'JavaScript'], [17, 18, 22]],
  ['Analista de Sistemas', '', 4, ['', 'Senior', 'Funcional'], [21, 22]],
  ['Administrador de Base de Datos', 'Administradora de Base de Datos', 4, ['PostgreSQL', 'Oracle', 'SQL Server'], [21, 24]],
  ['Analista QA', '', 4, ['Manual', 'Automatizador', 'de Software'], [22, 23]],
  ['Soporte Técnico', '', 4, ['de Sistemas', 'de Mesa de Ayuda', 'en Sitio'], [21]],
  ['Enfermero', 'Enfermera', 5, ['de Emergencias', 'de Terapia Intensiva', 'Quirúrgico', 'de Planta', 'Auxiliar'], [25]],
  ['Licenciado en Enfermería', 'Licenciada en Enfermería', 5, ['', 'de Turno Noche', 'para Clínica'], [25]],
  ['Médico General', 'Médica General', 5, ['de Emergencias', 'de Consulta Externa', 'Ocupacional', 'Rural'], [25]],
  ['Odontólogo', 'Odontóloga', 5, ['General', 'Ortodoncista'], [25]],
  ['Bioquímico', 'Bioquímica', 5, ['de Laboratorio Clínico', 'Farmacéutico'], [25]],
  ['Fisioterapeuta', '', 5, ['', 'Deportivo'], [25]],
  ['Maestro Albañil', '', 6, ['', 'de Acabados', 'de Obra Gruesa'], [2]],
  ['Operador de Maquinaria Pesada', 'Operadora de Maquinaria Pesada', 6, ['Excavadora', 'Retroexcavadora', 'Motoniveladora'], [2]],
  ['Capataz', '', 6, ['de Obra', 'de Construcción'], [2]],
  ['Analista Financiero', 'Analista Financiera', 7, ['', 'de Riesgos', 'de Presupuestos', 'de Inversiones'], [5, 6]],
  ['Auditor', 'Auditora', 7, ['Interno', 'Externo', 'de Sistemas'], [5, 6]],
  ['Analista de Recursos Humanos', '', 8, ['', 'de Selección', 'de Planillas', 'de Capacitación'], [9, 10]],
  ['Psicólogo Organizacional', 'Psicóloga Organizacional', 8, ['', 'de Selección'], [9]],
  ['Jefe de RR.HH.', 'Jefa de RR.HH.', 8, ['', 'Corporativo'], [9, 10]],
  ['Community Manager', '', 9, ['', 'Bilingüe', 'de Marca'], [13, 14]],
  ['Especialista en Marketing Digital', '', 9, ['', 'SEO', 'de Performance'], [13, 14]],
  ['Diseñador Gráfico', 'Diseñadora Gráfica', 9, ['', 'Publicitario', 'de Empaques'], [15]],
  ['Vendedor', 'Vendedora', 10, ['de Ruta', 'de Mostrador', 'de Seguros', 'de Vehículos', 'Preventista', 'de Tienda'], [11, 12]],
  ['Ejecutivo de Ventas', 'Ejecutiva de Ventas', 10, ['Corporativo', 'de Software', 'Institucional', 'de Campo'], [11, 12]],
  ['Asesor Comercial', 'Asesora Comercial', 10, ['Inmobiliario', 'de Planes Móviles', 'Automotriz'], [11, 12]],
  ['Jefe de Logística', 'Jefa de Logística', 11, ['', 'y Despachos', 'de Distribución'], [7, 8]],
  ['Auxiliar de Almacén', '', 11, ['', 'de Inventarios', 'de Despacho'], [7]],
  ['Almacenero', 'Almacenera', 11, ['', 'de Repuestos'], [7]],
  ['Guía de Turismo', '', 12, ['del Salar de Uyuni', 'Bilingüe', 'de Aventura', 'Cultural'], [34]],
  ['Secretaria', 'Secretario', 13, ['Ejecutiva', 'Académica', 'de Gerencia', 'Bilingüe'], [3, 4]],
  ['Asistente Administrativo', 'Asistente Administrativa', 13, ['', 'Contable', 'de Gerencia'], [3, 4]],
  ['Recepcionista', '', 13, ['de Clínica', 'de Oficina', 'de Hotel', 'Bilingüe'], [3, 33]],
  ['Contador General', 'Contadora General', 14, ['', 'con Registro Profesional', 'de Sucursal'], [5, 6]],
  ['Contador', 'Contadora', 14, ['de Costos', 'Tributario', 'Público', 'de Planta'], [5, 6]],
  ['Auxiliar Contable', '', 14, ['', 'de Cuentas por Pagar', 'de Facturación'], [5]],
  ['Cajero', 'Cajera', 15, ['Bancario', 'de Agencia', 'de Supermercado', 'de Restaurante'], [5, 33]],
  ['Oficial de Créditos', '', 15, ['PyME', 'de Consumo', 'Agropecuarios', 'de Vivienda'], [5, 11]],
  ['Asesor de Seguros', 'Asesora de Seguros', 16, ['', 'de Vida', 'Generales', 'de Salud'], [11]],
  ['Abogado', 'Abogada', 17, ['Laboralista', 'Corporativo', 'Tributario', 'Penalista', 'de Contrataciones'], [35]],
  ['Asesor Legal', 'Asesora Legal', 17, ['', 'Corporativo'], [35]],
  ['Ingeniero de Minas', 'Ingeniera de Minas', 18, ['Jefe de Turno', 'de Planeamiento', 'de Seguridad', 'de Mina Subterránea'], [1, 36]],
  ['Geólogo', 'Geóloga', 18, ['de Exploración', 'de Mina', 'de Yacimientos'], [36]],
  ['Ingeniero Petrolero', 'Ingeniera Petrolera', 19, ['de Producción', 'de Perforación', 'de Reservorios'], [1, 36]],
  ['Médico Veterinario', 'Médica Veterinaria', 20, ['', 'de Granja', 'de Pequeños Animales'], [37]],
  ['Ingeniero Agrónomo', 'Ingeniera Agrónoma', 20, ['', 'de Campo', 'de Cultivos'], [37]],
  ['Técnico Mecánico', 'Técnica Mecánica', 21, ['de Planta', 'Industrial', 'de Mantenimiento'], [1]],
  ['Operario de Producción', 'Operaria de Producción', 21, ['', 'de Línea', 'de Frigorífico', 'Textil'], [7]],
  ['Jefe de Producción', 'Jefa de Producción', 21, ['Textil', 'de Alimentos', 'de Planta'], [7, 8]],
  ['Asistente de Comercio Exterior', '', 22, ['', 'de Importaciones', 'de Exportaciones'], [7, 8]],
  ['Encargado de Tienda', 'Encargada de Tienda', 22, ['Mayorista', 'de Barrio', 'de Mall'], [11]],
  ['Ejecutivo de Atención al Cliente', 'Ejecutiva de Atención al Cliente', 23, ['', 'Bilingüe', 'de Plataforma'], [33]],
  ['Agente de Call Center', '', 23, ['', 'Bilingüe', 'de Cobranzas', 'de Ventas'], [33, 11]],
  ['Chofer', '', 24, ['de Camión', 'de Camión de Alto Tonelaje', 'Repartidor', 'de Gerencia', 'de Minibús', 'de Cisterna'], [38]],
  ['Conductor', 'Conductora', 24, ['de Bus Interprovincial', 'de Ambulancia', 'de Volqueta'], [38]],
  ['Repartidor', 'Repartidora', 24, ['en Moto', 'de Paquetería'], [38]],
  ['Recepcionista de Hotel', '', 25, ['', 'Bilingüe', 'Nocturno'], [33, 34]],
  ['Ama de Llaves', '', 25, ['', 'de Hotel'], [33]],
  ['Camarero de Pisos', 'Camarera de Pisos', 25, ['', 'de Hotel'], [33]],
  ['Diseñador UX/UI', 'Diseñadora UX/UI', 26, ['', 'Senior', 'de Producto'], [15, 16]],
  ['Productor Audiovisual', 'Productora Audiovisual', 27, ['', 'de Contenidos', 'de Eventos'], [15]],
  ['Editor de Video', 'Editora de Video', 27, ['', 'para Redes Sociales'], [15]],
  ['Técnico en Telecomunicaciones', 'Técnica en Telecomunicaciones', 28, ['Instalador de Fibra Óptica', 'de Redes', 'de Radioenlaces'], [21]],
  ['Ingeniero de Redes', 'Ingeniera de Redes', 28, ['', 'y Telecomunicaciones', 'de Seguridad Informática'], [21]],
  ['Supervisor de Seguridad Industrial', 'Supervisora de Seguridad Industrial', 29, ['', 'de Obra', 'Minera'], [39]],
  ['Coordinador HSE', 'Coordinadora HSE', 29, ['', 'de Proyecto', 'Corporativo'], [39]],
  ['Personal de Limpieza', '', 30, ['', 'de Oficinas', 'Hospitalaria', 'Industrial'], [40]],
  ['Conserje', '', 30, ['', 'de Edificio', 'Nocturno'], [40]],
  ['Guardia de Seguridad', '', 30, ['', 'Nocturno', 'de Agencia Bancaria'], [40]],
  ['Regente Farmacéutico', 'Regente Farmacéutica', 31, ['', 'de Cadena', 'Hospitalario'], [25]],
  ['Auxiliar de Farmacia', '', 31, ['', 'de Turno', 'de Mostrador'], [25, 33]],
  ['Arquitecto', 'Arquitecta', 32, ['Proyectista', 'de Interiores', 'Residente', 'Paisajista'], [2, 16]],
  ['Dibujante Técnico', '', 32, ['', 'AutoCAD', 'BIM'], [2]],
  ['Investigador', 'Investigadora', 33, ['en Biodiversidad', 'Social', 'de Mercados', 'Agrícola'], [36]],
  ['Técnico de Proyectos', 'Técnica de Proyectos', 34, ['Productivos', 'Sociales', 'de Desarrollo Rural'], [8]],
  ['Consultor', 'Consultora', 35, ['en Gestión Pública', 'Municipal', 'en Planificación', 'de Proyectos de Inversión'], [8]],
  ['Cocinero', 'Cocinera', 36, ['de Línea', 'de Comida Rápida', 'de Hotel', 'de Parrilla'], [33]],
  ['Chef', '', 36, ['de Cocina Boliviana', 'Ejecutivo', 'Pastelero', 'de Partida'], [33]],
  ['Ayudante de Cocina', '', 36, ['', 'de Restaurante'], [33]],
  ['Mecánico Automotriz', 'Mecánica Automotriz', 37, ['de Flota Pesada', 'de Motos', 'Diésel', 'de Concesionario'], [1, 38]],
  ['Electricista', '', 37, ['Industrial', 'Domiciliario', 'de Mantenimiento'], [1]],
  ['Soldador', 'Soldadora', 37, ['', 'Calificado', 'de Estructuras'], [1]],
  ['Costurero', 'Costurera', 37, ['de Prendas de Alpaca', 'Industrial', 'de Confección'], [7]],
  ['Técnico Instalador de Paneles Solares', 'Técnica Instaladora de Paneles Solares', 38, ['', 'Rural'], [1]],
  ['Ingeniero Ambiental', 'Ingeniera Ambiental', 39, ['', 'de Proyectos', 'Minero'], [36, 39]],
  ['Guardaparque', '', 39, ['Comunitario', 'de Área Protegida'], [36]],
  ['Asesor Inmobiliario', 'Asesora Inmobiliaria', 40, ['', 'Corporativo', 'de Alquileres'], [11, 12]],
];

const SENIORITY = ['', '', '', '', 'Senior ', 'Junior ', 'Practicante de ', 'Jefe de ', 'Coordinador de ', 'Supervisor de ', 'Auxiliar de ', 'Asistente de '];
const CONTEXT = ['', '', '', '', '', ' para Sucursal', ' (turno mañana)', ' (turno noche)', ' con Experiencia', ' - Proyecto Nuevo', ' para Zona Norte', ' Medio Tiempo', ' por Reemplazo'];
const DEGREES = ['Titulado', 'Egresado', 'Técnico superior', 'Licenciado', 'Bachiller', 'Estudiante de últimos semestres'];
const SOFTWARE = ['Excel avanzado', 'AutoCAD', 'SAP', 'Word y Excel', 'Power BI', 'sistemas contables', 'Office', 'Photoshop e Illustrator', 'Git', 'SQL', 'Canva', 'Revit', 'Civil 3D', 'QuickBooks'];
const GENERIC_REQS = [
  (n: number) => `Experiencia mínima de ${n} años en cargos similares`,
  (n: number) => `Al menos ${n} años de experiencia comprobada`,
  () => 'Licencia de conducir categoría B',
  () => 'Licencia de conducir categoría C',
  () => 'Disponibilidad para viajar al interior del país',
  () => 'Disponibilidad inmediata',
  () => 'Inglés intermedio',
  () => 'Inglés avanzado (hablado y escrito)',
  () => 'Quechua o aymara deseable',
  () => 'Vivir cerca de la zona de trabajo',
  () => 'Certificado de antecedentes (FELCC)',
  () => 'Libreta de servicio militar',
  () => 'Trabajo en equipo y bajo presión',
  () => 'Buena presencia y trato amable',
  () => 'Moto propia',
  () => 'Carnet de sanidad vigente',
];
const FIELD_OF: Record<number, string> = {
  1: 'Ciencias de la Educación', 2: 'Gastronomía u Hotelería', 3: 'Ingeniería Civil, Eléctrica o Industrial', 4: 'Ingeniería de Sistemas, Informática o afines',
  5: 'Medicina, Enfermería o Bioquímica', 6: 'Construcción Civil', 7: 'Economía, Finanzas o Contaduría', 8: 'Psicología o Administración de Empresas',
  9: 'Marketing, Comunicación o Diseño', 10: 'Administración de Empresas o Ingeniería Comercial', 11: 'Ingeniería Industrial o Logística', 12: 'Turismo',
  13: 'Secretariado Ejecutivo o Administración', 14: 'Contaduría Pública o Auditoría', 15: 'Economía, Contaduría o Administración', 16: 'Administración o Seguros',
  17: 'Derecho', 18: 'Ingeniería de Minas o Geología', 19: 'Ingeniería Petrolera o Química', 20: 'Agronomía o Veterinaria', 21: 'Mecánica Industrial',
  22: 'Comercio Internacional', 23: 'Administración o Comunicación', 24: 'Transporte', 25: 'Hotelería y Turismo', 26: 'Diseño Gráfico o Sistemas',
  27: 'Comunicación Audiovisual', 28: 'Telecomunicaciones o Electrónica', 29: 'Seguridad Industrial', 30: 'Servicios generales', 31: 'Farmacia y Bioquímica',
  32: 'Arquitectura', 33: 'Biología o Ciencias Ambientales', 34: 'Economía o Desarrollo Rural', 35: 'Administración Pública o Economía', 36: 'Gastronomía',
  37: 'Mecánica o Electricidad', 38: 'Electricidad o Energías Renovables', 39: 'Ingeniería Ambiental', 40: 'Ingeniería Comercial o Administración',
};
const DESC_SHAPES = [
  (t: string, c: string, city: string) => `${c} busca ${t.toLowerCase()} para su equipo en ${city}.`,
  (t: string, c: string, city: string) => `Importante empresa de ${city} requiere ${t.toLowerCase()} con ganas de crecer.`,
  (t: string, _c: string, city: string) => `Se necesita ${t.toLowerCase()} para incorporación inmediata en ${city}.`,
  (t: string, c: string) => `${c} abre convocatoria para el cargo de ${t.toLowerCase()}.`,
  (t: string, _c: string, city: string) => `Buscamos ${t.toLowerCase()} responsable y proactivo; el trabajo es en ${city}.`,
];
const COMPANY_A = ['Andina', 'Illimani', 'Sajama', 'Chiquitana', 'Amazónica', 'del Sur', 'Oriental', 'Altiplánica', 'Valluna', 'Chapaca', 'Paceña', 'Cruceña', 'Potosina', 'Orureña', 'Beniana', 'Tunari', 'Huayna', 'Mamoré', 'Pilcomayo', 'Titicaca', 'Uyuni', 'Yungueña', 'Guaraní', 'Kallawaya'];
const COMPANY_B = ['Servicios', 'Comercial', 'Constructora', 'Consultora', 'Distribuidora', 'Industrias', 'Transportes', 'Tecnología', 'Agroindustrias', 'Inversiones', 'Clínica', 'Farmacias', 'Hotel', 'Restaurante', 'Minera', 'Textiles', 'Importadora', 'Seguros', 'Cooperativa', 'Colegio', 'Software', 'Logística', 'Energía', 'Alimentos'];
const COMPANY_C = ['S.R.L.', 'S.A.', 'Ltda.', '', '', 'Bolivia', 'Group', '& Asociados'];

export const COMPANY_COUNT = 3000;
export function companyName(i: number) {
  const a = COMPANY_A[i % COMPANY_A.length];
  const b = COMPANY_B[Math.floor(i / COMPANY_A.length) % COMPANY_B.length];
  const c = COMPANY_C[Math.floor(i / (COMPANY_A.length * COMPANY_B.length)) % COMPANY_C.length];
  return `${b} ${a} ${c}`.trim();
}

export type CorpusJob = { titulo: string; descripcion: string; categoria: number; requerimientos: string[]; responsabilidades: string[]; habilidades: number[]; experiencia: number; salario: number; tipo: number; modalidad: number };

const templatesByCat = new Map<number, typeof SEED_JOBS>();
for (const t of SEED_JOBS) templatesByCat.set(t.categoria, [...(templatesByCat.get(t.categoria) ?? []), t]);

/** One posting (rand: a seeded generator in [0, 1)). */
export function corpusJob(rand: () => number, companyLabel: string, cityName: string): CorpusJob {
  const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)];
  const [m, f, cat, specs, skills] = pick(ROLES);
  const role: Role = { m, f: f || undefined, cat, specs, skills };
  const base = role.f && rand() < 0.35 ? role.f : role.m;
  const spec = pick(role.specs);
  const senior = rand() < 0.3 ? pick(SENIORITY) : '';
  const title = `${senior}${senior.endsWith('de ') ? base.toLowerCase() : base}${spec ? ` ${spec}` : ''}${pick(CONTEXT)}`.replace(/\s+/g, ' ').trim();
  const years = Math.floor(rand() * 6);
  const templates = templatesByCat.get(cat) ?? [];
  const tpl = templates.length ? pick(templates) : null;
  const reqs = new Set<string>();
  reqs.add(`${pick(DEGREES)} en ${FIELD_OF[cat] ?? 'el área'}`);
  if (years > 0) reqs.add(pick(GENERIC_REQS.slice(0, 2))(years));
  if (rand() < 0.6) reqs.add(`Manejo de ${pick(SOFTWARE)}`);
  if (tpl && rand() < 0.7) reqs.add(pick(tpl.requerimientos));
  while (reqs.size < 3 + Math.floor(rand() * 3)) reqs.add(pick(GENERIC_REQS.slice(2))(0));
  const resps = tpl ? tpl.responsabilidades.slice(0, 2 + Math.floor(rand() * 3)) : ['Cumplir las tareas asignadas por su jefe inmediato', 'Elaborar informes semanales'];
  const salary = rand() < 0.2 ? 0 : Math.round((2500 + rand() * 9000 * (cat === 4 || cat === 18 || cat === 19 ? 1.5 : 1)) / 100) * 100;
  return {
    titulo: title,
    descripcion: pick(DESC_SHAPES)(title, companyLabel, cityName),
    categoria: cat,
    requerimientos: [...reqs],
    responsabilidades: resps,
    habilidades: [...new Set([...role.skills, ...(tpl?.habilidades.slice(0, 2) ?? [])])].slice(0, 5),
    experiencia: Math.min(5, years),
    salario: salary,
    tipo: rand() < 0.7 ? 1 : 1 + Math.floor(rand() * 5),
    modalidad: rand() < 0.75 ? 1 : 2 + Math.floor(rand() * 2),
  };
}

/** The title words the corpus uses most (for precision@10). */
export const ROLE_TITLES = ROLES.map((r) => r[0]);
