/**
 * Catalogues of the spec (documents 000 and 001). The same rows are seeded into the
 * database by migration; this file is the single source for both.
 */
export type CatalogItem = { id: number; nombre: string };

const items = (start: number, names: string[]): CatalogItem[] =>
  names.map((nombre, i) => ({ id: start + i, nombre }));

/** Cities 1-10, with the coordinates of the city (department capital) for the map. */
export const CITIES: (CatalogItem & { lat: number; lon: number; departamento: string })[] = [
  { id: 1, nombre: 'Beni', departamento: 'Beni', lat: -14.833, lon: -64.9 },
  { id: 2, nombre: 'Sucre', departamento: 'Chuquisaca', lat: -19.047, lon: -65.26 },
  { id: 3, nombre: 'Cochabamba', departamento: 'Cochabamba', lat: -17.394, lon: -66.157 },
  { id: 4, nombre: 'La Paz', departamento: 'La Paz', lat: -16.5, lon: -68.15 },
  { id: 5, nombre: 'Oruro', departamento: 'Oruro', lat: -17.966, lon: -67.106 },
  { id: 6, nombre: 'Pando', departamento: 'Pando', lat: -11.026, lon: -68.769 },
  { id: 7, nombre: 'Potosí', departamento: 'Potosí', lat: -19.584, lon: -65.754 },
  { id: 8, nombre: 'Santa Cruz', departamento: 'Santa Cruz', lat: -17.784, lon: -63.182 },
  { id: 9, nombre: 'Tarija', departamento: 'Tarija', lat: -21.535, lon: -64.73 },
  { id: 10, nombre: 'El Alto', departamento: 'La Paz', lat: -16.504, lon: -68.163 },
];

export const JOB_TYPES: CatalogItem[] = items(1, [
  'Tiempo completo',
  'Medio tiempo',
  'Freelance',
  'Prácticas',
  'Contrato temporal',
]);

export const CATEGORIES: CatalogItem[] = items(1, [
  'Educación', 'Restaurante', 'Ingeniería', 'Tecnología', 'Salud',
  'Construcción', 'Finanzas', 'Recursos Humanos', 'Marketing', 'Ventas',
  'Logística', 'Turismo', 'Administración', 'Contabilidad', 'Banca',
  'Seguros', 'Legal', 'Minería', 'Hidrocarburos', 'Agropecuario',
  'Manufactura', 'Comercio', 'Atención al Cliente', 'Transporte', 'Hotelería',
  'Diseño', 'Comunicación y Medios', 'Telecomunicaciones', 'Seguridad', 'Limpieza y Mantenimiento',
  'Farmacia', 'Arquitectura', 'Investigación', 'ONG y Cooperación', 'Sector Público',
  'Gastronomía', 'Moda y Textil', 'Energía', 'Medio Ambiente', 'Inmobiliario',
]);

/** Experience 0-5 with the minimum years each one means (used by ranking and filters). */
export const EXPERIENCE: (CatalogItem & { minYears: number })[] = [
  { id: 0, nombre: 'Sin experiencia', minYears: 0 },
  { id: 1, nombre: 'Menos de 1 año', minYears: 0 },
  { id: 2, nombre: '1-2 años', minYears: 1 },
  { id: 3, nombre: '3-5 años', minYears: 3 },
  { id: 4, nombre: '6-10 años', minYears: 6 },
  { id: 5, nombre: 'Más de 10 años', minYears: 10 },
];

/** Salary options: the value is the upper bound of the range in Bs (6000 = more than 5,000). */
export const SALARY_OPTIONS: CatalogItem[] = [
  { id: 0, nombre: 'Sin definir' },
  { id: 1000, nombre: 'Hasta Bs 1.000' },
  { id: 2000, nombre: 'Bs 1.000 - 2.000' },
  { id: 3000, nombre: 'Bs 2.000 - 3.000' },
  { id: 4000, nombre: 'Bs 3.000 - 4.000' },
  { id: 5000, nombre: 'Bs 4.000 - 5.000' },
  { id: 6000, nombre: 'Más de Bs 5.000' },
];

export const SKILLS: CatalogItem[] = items(1, [
  'Comunicación efectiva', 'Trabajo en equipo', 'Liderazgo', 'Resolución de problemas', 'Microsoft Excel',
  'Microsoft Word', 'PowerPoint', 'Contabilidad', 'Atención al cliente', 'Ventas',
  'Negociación', 'Marketing digital', 'Redes sociales', 'Diseño gráfico', 'Photoshop',
  'AutoCAD', 'Programación', 'JavaScript', 'Python', 'Java',
  'SQL', 'Desarrollo web', 'React', 'Node.js', 'Gestión de proyectos',
  'Análisis de datos', 'Power BI', 'Administración', 'Recursos humanos', 'Logística',
  'Manejo de inventarios', 'Facturación e impuestos (SIN)', 'Primeros auxilios', 'Enseñanza', 'Cocina',
  'Licencia de conducir', 'Mantenimiento', 'Seguridad industrial', 'Redacción', 'Oratoria',
]);

export const LANGUAGES: CatalogItem[] = items(41, [
  'Inglés básico', 'Inglés intermedio', 'Inglés avanzado', 'Español nativo', 'Español avanzado',
  'Francés básico', 'Francés intermedio', 'Francés avanzado', 'Alemán básico', 'Alemán intermedio',
  'Alemán avanzado', 'Italiano básico', 'Italiano intermedio', 'Italiano avanzado', 'Portugués básico',
  'Portugués intermedio', 'Portugués avanzado', 'Chino básico', 'Chino intermedio', 'Japonés básico',
  'Japonés intermedio', 'Quechua básico', 'Quechua avanzado', 'Aymara básico', 'Aymara avanzado',
  'Guaraní básico', 'Guaraní avanzado', 'Coreano básico', 'Ruso básico',
]);

export const COMPANY_TYPES: CatalogItem[] = items(1, [
  'Servicios Profesionales', 'Retail Online', 'Medioambiente', 'Gastronomía', 'Arte y Cultura',
  'Consultoría', 'Ciberseguridad', 'Automotriz', 'Transporte y Logística', 'Agricultura',
  'Energía', 'Medios y Entretenimiento', 'Industria', 'Turismo', 'Retail',
  'Finanzas', 'Construcción', 'Educación', 'Salud', 'Tecnología',
]);

export const COMPANY_SIZES: CatalogItem[] = items(1, [
  'Microempresa', 'Pequeña', 'Mediana', 'Gran Empresa',
  'Corporación Nacional', 'Corporación Global', 'Gran Corporación', 'Multinacional',
]);

/** Languages a job posting may ask for (code and name). */
export const JOB_LANGUAGES: { id: string; nombre: string }[] = [
  { id: 'es', nombre: 'Español' }, { id: 'en', nombre: 'Inglés' }, { id: 'fr', nombre: 'Francés' },
  { id: 'de', nombre: 'Alemán' }, { id: 'it', nombre: 'Italiano' }, { id: 'pt', nombre: 'Portugués' },
  { id: 'ja', nombre: 'Japonés' }, { id: 'zh', nombre: 'Chino' }, { id: 'ru', nombre: 'Ruso' },
  { id: 'ar', nombre: 'Árabe' },
];

/** Place of work (addition: the map search filters by it). */
export const WORK_MODES: CatalogItem[] = items(1, ['Presencial', 'Remoto', 'Híbrido']);

/** Job Estado as the spec labels it. */
export const JOB_STATES: CatalogItem[] = items(1, ['Pendiente', 'Completado', 'Vencido']);

/** Application pipeline (departure: replaces the applicant delete icon). */
export const APPLICATION_STATES: CatalogItem[] = items(1, [
  'Recibido', 'En revisión', 'Entrevista', 'Rechazado', 'Contratado',
]);

export const SEXES: CatalogItem[] = items(1, ['Masculino', 'Femenino', 'Otro']);

export function nameOf(list: { id: number | string; nombre: string }[], id: number | string | null | undefined, fallback = ''): string {
  return list.find((it) => it.id === id)?.nombre ?? fallback;
}
