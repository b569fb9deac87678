/**
 * Demo job offers. Each one is published by `empresa` in `ciudades` (one job per city listed);
 * the marketplace seed spreads them over dates, states and salaries. Ids are the catalogue's
 * (src/shared/catalog.ts): categoria 1-40, tipo 1-5, experiencia 0-5, modalidad 1-3,
 * habilidades 1-40, idiomas JOB_LANGUAGES codes.
 */
export type SeedJob = {
  empresa: string;
  categoria: number;
  titulo: string;
  descripcion: string;
  requerimientos: string[];
  responsabilidades: string[];
  habilidades: number[];
  idiomas: string[];
  experiencia: number;
  /** Bs per month; 0 is 'A convenir'. */
  salario: number;
  tipo: number;
  modalidad: number;
  ciudades: number[];
};

export const BENEFITS = [
  'seguro de salud a corto plazo y aportes a la Gestora',
  'aguinaldo y doble aguinaldo cuando corresponda por ley',
  'capacitación pagada por la empresa',
  'ambiente de trabajo joven y colaborativo',
  'bono de transporte y refrigerio',
  'estabilidad laboral y contrato indefinido tras el periodo de prueba',
  'horario de lunes a viernes con sábados libres',
  'línea de carrera y evaluaciones semestrales',
  'uniformes y equipo de trabajo',
  'bono por cumplimiento de metas',
];

export const SEED_JOBS: SeedJob[] = [
  // ---------- Andes Tecnología (demo company) ----------
  {
    empresa: 'andes', categoria: 4, titulo: 'Desarrollador Full Stack (React y Node.js)',
    descripcion: 'Buscamos un desarrollador full stack para construir el nuevo portal de facturación electrónica de nuestros clientes.',
    requerimientos: ['Titulado o egresado de Ingeniería de Sistemas, Informática o afines', 'Dos años de experiencia con React y Node.js', 'Manejo de PostgreSQL y APIs REST', 'Conocimiento de Git y trabajo con ramas'],
    responsabilidades: ['Desarrollar pantallas en React con TypeScript', 'Diseñar y mantener servicios REST en Node.js', 'Escribir pruebas automatizadas', 'Participar en revisiones de código y planificación del sprint'],
    habilidades: [17, 18, 22, 23, 24, 21], idiomas: ['es', 'en'], experiencia: 3, salario: 9500, tipo: 1, modalidad: 3, ciudades: [4, 3, 8],
  },
  {
    empresa: 'andes', categoria: 4, titulo: 'Desarrollador Backend Python',
    descripcion: 'Se requiere desarrollador backend para integrar sistemas bancarios con el Servicio de Impuestos Nacionales.',
    requerimientos: ['Licenciatura en Ingeniería de Sistemas o Informática', 'Experiencia con Python, Django o FastAPI', 'Conocimientos de SQL y modelado de datos', 'Deseable experiencia con facturación en línea del SIN'],
    responsabilidades: ['Implementar servicios de integración con el SIN', 'Optimizar consultas y procesos batch', 'Documentar las APIs', 'Dar soporte a los equipos de implementación'],
    habilidades: [17, 19, 21, 32, 4], idiomas: ['es', 'en'], experiencia: 3, salario: 10000, tipo: 1, modalidad: 2, ciudades: [4],
  },
  {
    empresa: 'andes', categoria: 4, titulo: 'Analista QA / Tester de Software',
    descripcion: 'Incorporamos un analista de calidad para probar aplicaciones web y móviles antes de cada entrega.',
    requerimientos: ['Estudiante de últimos semestres o egresado de Ingeniería de Sistemas', 'Conocimientos de pruebas funcionales y de regresión', 'Deseable manejo de Playwright o Selenium', 'Atención al detalle'],
    responsabilidades: ['Diseñar y ejecutar casos de prueba', 'Reportar y dar seguimiento a defectos', 'Automatizar pruebas de regresión', 'Validar entregas con los clientes'],
    habilidades: [17, 18, 4, 2], idiomas: ['es'], experiencia: 2, salario: 6000, tipo: 1, modalidad: 1, ciudades: [4],
  },
  {
    empresa: 'andes', categoria: 4, titulo: 'Pasante de Desarrollo Web',
    descripcion: 'Programa de prácticas de seis meses para estudiantes de sistemas con ganas de aprender desarrollo web profesional.',
    requerimientos: ['Estudiante de Ingeniería de Sistemas o Informática (desde sexto semestre)', 'Nociones de HTML, CSS y JavaScript', 'Disponibilidad de medio tiempo por las mañanas'],
    responsabilidades: ['Apoyar en el desarrollo de interfaces web', 'Corregir errores menores bajo supervisión', 'Documentar componentes'],
    habilidades: [18, 22, 2], idiomas: ['es'], experiencia: 0, salario: 2500, tipo: 4, modalidad: 1, ciudades: [4],
  },
  {
    empresa: 'andes', categoria: 4, titulo: 'Administrador de Base de Datos PostgreSQL',
    descripcion: 'Buscamos DBA para administrar bases de datos PostgreSQL de alta disponibilidad de clientes financieros.',
    requerimientos: ['Ingeniero de Sistemas titulado', 'Tres años administrando PostgreSQL en producción', 'Conocimiento de replicación, respaldos y tuning', 'Disponibilidad para turnos de guardia'],
    responsabilidades: ['Monitorear el rendimiento de las bases de datos', 'Planificar respaldos y pruebas de restauración', 'Optimizar índices y consultas', 'Atender incidentes de producción'],
    habilidades: [21, 4, 26], idiomas: ['es', 'en'], experiencia: 3, salario: 0, tipo: 1, modalidad: 3, ciudades: [4],
  },
  {
    empresa: 'andes', categoria: 26, titulo: 'Diseñador UX/UI',
    descripcion: 'Diseñador de experiencia de usuario para aplicaciones móviles de banca y comercio.',
    requerimientos: ['Licenciatura en Diseño Gráfico o afines', 'Portafolio con proyectos de aplicaciones', 'Manejo de Figma', 'Conocimientos de accesibilidad'],
    responsabilidades: ['Investigar a los usuarios y diseñar flujos', 'Elaborar prototipos navegables', 'Trabajar con los desarrolladores en la implementación'],
    habilidades: [14, 15, 1], idiomas: ['es'], experiencia: 2, salario: 7000, tipo: 1, modalidad: 2, ciudades: [4],
  },
  {
    empresa: 'andes', categoria: 10, titulo: 'Ejecutivo de Ventas de Software',
    descripcion: 'Ejecutivo comercial para ofrecer nuestras soluciones de facturación electrónica a empresas.',
    requerimientos: ['Licenciatura en Ingeniería Comercial, Administración o afines', 'Experiencia en venta consultiva B2B', 'Licencia de conducir'],
    responsabilidades: ['Prospectar y visitar clientes', 'Preparar propuestas y cotizaciones', 'Cumplir metas mensuales de ventas'],
    habilidades: [10, 11, 1, 36], idiomas: ['es'], experiencia: 2, salario: 5500, tipo: 1, modalidad: 1, ciudades: [4, 8],
  },

  // ---------- Banco Illimani ----------
  {
    empresa: 'illimani', categoria: 15, titulo: 'Cajero Bancario',
    descripcion: 'Cajeros para agencias del banco, con atención al público de lunes a sábado.',
    requerimientos: ['Estudiante o egresado de Auditoría, Contaduría, Administración o Economía', 'Experiencia en manejo de efectivo', 'Disponibilidad para trabajar sábados por la mañana'],
    responsabilidades: ['Atender depósitos, retiros y pagos de servicios', 'Cuadrar caja al cierre del día', 'Orientar a los clientes sobre los productos del banco'],
    habilidades: [9, 5, 1], idiomas: ['es'], experiencia: 1, salario: 3800, tipo: 1, modalidad: 1, ciudades: [4, 10, 3, 8, 5],
  },
  {
    empresa: 'illimani', categoria: 15, titulo: 'Oficial de Créditos PyME',
    descripcion: 'Oficial de créditos para evaluar y colocar créditos a pequeñas y medianas empresas.',
    requerimientos: ['Licenciatura en Economía, Administración o Ingeniería Comercial', 'Dos años de experiencia en créditos', 'Conocimiento de la normativa ASFI', 'Motocicleta o licencia de conducir'],
    responsabilidades: ['Evaluar la capacidad de pago de los clientes', 'Visitar negocios y verificar garantías', 'Dar seguimiento a la cartera y la mora'],
    habilidades: [5, 11, 26, 36], idiomas: ['es'], experiencia: 3, salario: 6500, tipo: 1, modalidad: 1, ciudades: [4, 3, 8, 9],
  },
  {
    empresa: 'illimani', categoria: 7, titulo: 'Analista de Riesgos Financieros',
    descripcion: 'Analista para la gerencia de riesgos, a cargo de modelos de riesgo de crédito y liquidez.',
    requerimientos: ['Licenciatura en Economía, Ingeniería Financiera o Estadística', 'Manejo avanzado de Excel y Power BI', 'Deseable conocimiento de Python o R'],
    responsabilidades: ['Elaborar reportes de riesgo para el directorio', 'Mantener modelos de pérdida esperada', 'Responder requerimientos de la ASFI'],
    habilidades: [5, 26, 27, 19], idiomas: ['es', 'en'], experiencia: 3, salario: 9000, tipo: 1, modalidad: 3, ciudades: [4],
  },
  {
    empresa: 'illimani', categoria: 23, titulo: 'Ejecutivo de Atención al Cliente',
    descripcion: 'Atención en plataforma de agencias: apertura de cuentas, reclamos y orientación.',
    requerimientos: ['Estudiante universitario de áreas económicas', 'Excelente trato con el público', 'Experiencia previa en atención al cliente'],
    responsabilidades: ['Abrir cuentas y emitir tarjetas de débito', 'Atender consultas y reclamos', 'Ofrecer productos del banco'],
    habilidades: [9, 1, 10], idiomas: ['es'], experiencia: 1, salario: 4200, tipo: 1, modalidad: 1, ciudades: [4, 2, 7],
  },
  {
    empresa: 'illimani', categoria: 16, titulo: 'Asesor de Seguros y Microseguros',
    descripcion: 'Asesores para ofrecer seguros de vida, salud y desgravamen a clientes del banco.',
    requerimientos: ['Bachiller con estudios universitarios', 'Experiencia en ventas', 'Facilidad de palabra'],
    responsabilidades: ['Ofrecer pólizas a clientes', 'Acompañar el proceso de siniestros', 'Cumplir metas de colocación'],
    habilidades: [10, 11, 9], idiomas: ['es'], experiencia: 1, salario: 3500, tipo: 1, modalidad: 1, ciudades: [8, 3],
  },

  // ---------- Clínica Santa María ----------
  {
    empresa: 'santamaria', categoria: 5, titulo: 'Licenciada en Enfermería',
    descripcion: 'Enfermeras para los servicios de emergencias, internación y terapia intensiva.',
    requerimientos: ['Licenciatura en Enfermería con título en provisión nacional', 'Matrícula profesional vigente', 'Disponibilidad para turnos rotativos'],
    responsabilidades: ['Administrar medicamentos y tratamientos', 'Registrar signos vitales y notas de enfermería', 'Coordinar con el equipo médico'],
    habilidades: [33, 2, 1], idiomas: ['es'], experiencia: 2, salario: 5200, tipo: 1, modalidad: 1, ciudades: [8, 1],
  },
  {
    empresa: 'santamaria', categoria: 5, titulo: 'Médico General de Emergencias',
    descripcion: 'Médico general para el servicio de emergencias las 24 horas.',
    requerimientos: ['Título de Médico Cirujano', 'Matrícula del Colegio Médico', 'Curso ACLS vigente'],
    responsabilidades: ['Atender pacientes en emergencias', 'Estabilizar y derivar a especialistas', 'Elaborar historias clínicas'],
    habilidades: [33, 4, 1], idiomas: ['es'], experiencia: 2, salario: 12000, tipo: 1, modalidad: 1, ciudades: [8],
  },
  {
    empresa: 'santamaria', categoria: 5, titulo: 'Técnico de Laboratorio Clínico',
    descripcion: 'Técnico para el laboratorio de análisis clínicos, turno noche.',
    requerimientos: ['Técnico superior en Laboratorio Clínico', 'Experiencia en hematología y química sanguínea', 'Disponibilidad nocturna'],
    responsabilidades: ['Tomar y procesar muestras', 'Calibrar equipos', 'Registrar resultados en el sistema'],
    habilidades: [2, 4], idiomas: ['es'], experiencia: 1, salario: 4000, tipo: 1, modalidad: 1, ciudades: [8],
  },
  {
    empresa: 'santamaria', categoria: 13, titulo: 'Recepcionista de Clínica',
    descripcion: 'Recepcionista para admisión de pacientes y manejo de citas.',
    requerimientos: ['Bachiller', 'Experiencia en atención al público', 'Manejo de Word y Excel'],
    responsabilidades: ['Registrar pacientes', 'Agendar citas médicas', 'Cobrar consultas y emitir facturas'],
    habilidades: [9, 6, 5, 32], idiomas: ['es'], experiencia: 1, salario: 3000, tipo: 2, modalidad: 1, ciudades: [8],
  },

  // ---------- Constructora Piraí ----------
  {
    empresa: 'pirai', categoria: 3, titulo: 'Ingeniero Civil Residente de Obra',
    descripcion: 'Ingeniero civil para residencia de un edificio de 14 pisos.',
    requerimientos: ['Título de Ingeniero Civil', 'Registro en la Sociedad de Ingenieros de Bolivia', 'Tres años como residente de obra', 'Manejo de AutoCAD y S10'],
    responsabilidades: ['Dirigir la ejecución diaria de la obra', 'Controlar avance, calidad y costos', 'Elaborar planillas de avance', 'Supervisar la seguridad en obra'],
    habilidades: [16, 25, 3, 38], idiomas: ['es'], experiencia: 3, salario: 11000, tipo: 1, modalidad: 1, ciudades: [8, 3, 9],
  },
  {
    empresa: 'pirai', categoria: 6, titulo: 'Maestro Albañil',
    descripcion: 'Maestros albañiles con experiencia en obra gruesa y acabados.',
    requerimientos: ['Cinco años de experiencia comprobada', 'Lectura de planos', 'Referencias de trabajos anteriores'],
    responsabilidades: ['Dirigir cuadrillas de albañiles', 'Ejecutar vaciados, muros y revoques', 'Cuidar herramientas y materiales'],
    habilidades: [3, 2, 38], idiomas: ['es'], experiencia: 4, salario: 5000, tipo: 5, modalidad: 1, ciudades: [8, 3],
  },
  {
    empresa: 'pirai', categoria: 6, titulo: 'Operador de Maquinaria Pesada',
    descripcion: 'Operadores de excavadora, retroexcavadora y motoniveladora para obras viales.',
    requerimientos: ['Licencia de conducir categoría C', 'Dos años de experiencia operando maquinaria', 'Disponibilidad para trabajar en provincias'],
    responsabilidades: ['Operar la maquinaria asignada', 'Realizar el mantenimiento preventivo diario', 'Cumplir las normas de seguridad'],
    habilidades: [36, 37, 38], idiomas: ['es'], experiencia: 2, salario: 6000, tipo: 5, modalidad: 1, ciudades: [8, 9, 1],
  },
  {
    empresa: 'pirai', categoria: 32, titulo: 'Arquitecto Proyectista',
    descripcion: 'Arquitecto para diseño de proyectos residenciales y comerciales.',
    requerimientos: ['Licenciatura en Arquitectura', 'Dominio de AutoCAD, Revit y SketchUp', 'Portafolio de proyectos'],
    responsabilidades: ['Elaborar anteproyectos y proyectos ejecutivos', 'Preparar renders y presentaciones', 'Tramitar aprobaciones municipales'],
    habilidades: [16, 14, 25], idiomas: ['es'], experiencia: 2, salario: 7500, tipo: 1, modalidad: 3, ciudades: [8],
  },
  {
    empresa: 'pirai', categoria: 29, titulo: 'Supervisor de Seguridad Industrial',
    descripcion: 'Supervisor de seguridad y salud ocupacional para obras en ejecución.',
    requerimientos: ['Técnico o licenciado en Seguridad Industrial', 'Conocimiento de la Ley 16998 y normas del Ministerio de Trabajo', 'Experiencia en construcción'],
    responsabilidades: ['Inspeccionar frentes de trabajo', 'Dar charlas de cinco minutos', 'Investigar incidentes'],
    habilidades: [38, 33, 1], idiomas: ['es'], experiencia: 2, salario: 6500, tipo: 1, modalidad: 1, ciudades: [8, 3],
  },

  // ---------- Minera Cerro Rico ----------
  {
    empresa: 'cerrorico', categoria: 18, titulo: 'Ingeniero de Minas Jefe de Turno',
    descripcion: 'Ingeniero de minas para jefatura de turno en mina subterránea.',
    requerimientos: ['Título de Ingeniero de Minas', 'Cuatro años en minería subterránea', 'Conocimiento de perforación y voladura', 'Disponibilidad para sistema de turnos 20x10'],
    responsabilidades: ['Planificar y controlar la producción del turno', 'Supervisar la seguridad del personal', 'Reportar indicadores de producción'],
    habilidades: [3, 38, 25, 4], idiomas: ['es'], experiencia: 4, salario: 14000, tipo: 1, modalidad: 1, ciudades: [7],
  },
  {
    empresa: 'cerrorico', categoria: 18, titulo: 'Geólogo de Exploración',
    descripcion: 'Geólogo para campañas de exploración y mapeo en el sur de Potosí.',
    requerimientos: ['Licenciatura en Geología', 'Experiencia en logueo de sondajes', 'Manejo de software minero (Leapfrog o similar)'],
    responsabilidades: ['Mapeo geológico de superficie e interior mina', 'Logueo y muestreo de testigos', 'Actualizar modelos geológicos'],
    habilidades: [26, 4, 2], idiomas: ['es', 'en'], experiencia: 3, salario: 12000, tipo: 1, modalidad: 1, ciudades: [7, 5],
  },
  {
    empresa: 'cerrorico', categoria: 21, titulo: 'Técnico Mecánico de Planta Concentradora',
    descripcion: 'Mecánico para mantenimiento de chancadoras, molinos y celdas de flotación.',
    requerimientos: ['Técnico superior en Mecánica Industrial', 'Experiencia en mantenimiento de plantas', 'Conocimiento de soldadura'],
    responsabilidades: ['Ejecutar mantenimiento preventivo y correctivo', 'Registrar órdenes de trabajo', 'Cumplir procedimientos de bloqueo y etiquetado'],
    habilidades: [37, 38, 4], idiomas: ['es'], experiencia: 2, salario: 7000, tipo: 1, modalidad: 1, ciudades: [7],
  },
  {
    empresa: 'cerrorico', categoria: 39, titulo: 'Especialista en Medio Ambiente Minero',
    descripcion: 'Especialista ambiental para el monitoreo de aguas, suelos y relaves.',
    requerimientos: ['Ingeniero Ambiental o Químico', 'Conocimiento de la Ley 1333 y reglamentos', 'Experiencia en minería'],
    responsabilidades: ['Ejecutar el plan de monitoreo ambiental', 'Elaborar informes para la autoridad ambiental', 'Relacionamiento con comunidades'],
    habilidades: [26, 39, 1], idiomas: ['es'], experiencia: 3, salario: 9000, tipo: 1, modalidad: 1, ciudades: [7],
  },

  // ---------- Transportes Altiplano ----------
  {
    empresa: 'altiplano', categoria: 24, titulo: 'Chofer de Camión de Alto Tonelaje',
    descripcion: 'Choferes para rutas nacionales e internacionales (Arica, Iquique).',
    requerimientos: ['Licencia de conducir categoría C o T', 'Tres años de experiencia en carretera', 'Certificado de antecedentes (FELCC)'],
    responsabilidades: ['Transportar carga de forma segura', 'Controlar documentos de aduana', 'Reportar el estado del vehículo'],
    habilidades: [36, 37], idiomas: ['es'], experiencia: 3, salario: 6500, tipo: 1, modalidad: 1, ciudades: [10, 5, 8],
  },
  {
    empresa: 'altiplano', categoria: 11, titulo: 'Jefe de Logística y Despachos',
    descripcion: 'Responsable de planificar rutas, despachos y control de flota.',
    requerimientos: ['Licenciatura en Ingeniería Industrial o Comercial', 'Experiencia en logística de transporte', 'Manejo de Excel avanzado'],
    responsabilidades: ['Planificar viajes y asignar unidades', 'Controlar costos de combustible y peajes', 'Coordinar con clientes y agencias aduaneras'],
    habilidades: [30, 5, 3, 25], idiomas: ['es'], experiencia: 3, salario: 8500, tipo: 1, modalidad: 1, ciudades: [10],
  },
  {
    empresa: 'altiplano', categoria: 11, titulo: 'Auxiliar de Almacén',
    descripcion: 'Auxiliar para recepción, almacenamiento y despacho de mercadería.',
    requerimientos: ['Bachiller', 'Experiencia en almacenes', 'Buena condición física'],
    responsabilidades: ['Recibir y verificar mercadería', 'Ordenar el almacén', 'Preparar despachos'],
    habilidades: [31, 30, 2], idiomas: ['es'], experiencia: 1, salario: 2800, tipo: 1, modalidad: 1, ciudades: [10, 4],
  },
  {
    empresa: 'altiplano', categoria: 37, titulo: 'Mecánico Automotriz de Flota Pesada',
    descripcion: 'Mecánico diésel para el taller de la empresa en El Alto.',
    requerimientos: ['Técnico en Mecánica Automotriz', 'Experiencia en motores diésel', 'Herramientas propias (deseable)'],
    responsabilidades: ['Diagnosticar y reparar camiones', 'Realizar mantenimientos programados', 'Controlar repuestos'],
    habilidades: [37, 4], idiomas: ['es'], experiencia: 2, salario: 5500, tipo: 1, modalidad: 1, ciudades: [10],
  },

  // ---------- Hoteles Chiquitanos ----------
  {
    empresa: 'chiquitanos', categoria: 25, titulo: 'Recepcionista de Hotel Bilingüe',
    descripcion: 'Recepcionistas con inglés para hoteles de la cadena.',
    requerimientos: ['Técnico o licenciado en Turismo u Hotelería', 'Inglés intermedio o avanzado', 'Disponibilidad para turnos rotativos'],
    responsabilidades: ['Realizar check-in y check-out', 'Gestionar reservas', 'Atender solicitudes de huéspedes'],
    habilidades: [9, 1], idiomas: ['es', 'en'], experiencia: 1, salario: 4000, tipo: 1, modalidad: 1, ciudades: [8, 2, 7],
  },
  {
    empresa: 'chiquitanos', categoria: 12, titulo: 'Guía de Turismo del Salar de Uyuni',
    descripcion: 'Guías para excursiones de uno a tres días por el salar y las lagunas.',
    requerimientos: ['Licencia de guía de turismo', 'Inglés avanzado; deseable francés o portugués', 'Conocimiento de la región'],
    responsabilidades: ['Guiar grupos de turistas', 'Velar por la seguridad del grupo', 'Coordinar con choferes y cocineros'],
    habilidades: [1, 40, 33], idiomas: ['es', 'en', 'fr'], experiencia: 2, salario: 4500, tipo: 5, modalidad: 1, ciudades: [7],
  },
  {
    empresa: 'chiquitanos', categoria: 25, titulo: 'Ama de Llaves',
    descripcion: 'Ama de llaves para supervisar la limpieza de 120 habitaciones.',
    requerimientos: ['Experiencia en hoteles de cuatro o cinco estrellas', 'Liderazgo de equipos', 'Manejo de inventarios de blancos'],
    responsabilidades: ['Supervisar al personal de limpieza', 'Controlar inventarios', 'Verificar habitaciones'],
    habilidades: [3, 31, 2], idiomas: ['es'], experiencia: 3, salario: 4800, tipo: 1, modalidad: 1, ciudades: [8],
  },
  {
    empresa: 'chiquitanos', categoria: 36, titulo: 'Cocinero de Línea',
    descripcion: 'Cocineros para el restaurante del hotel, cocina nacional e internacional.',
    requerimientos: ['Formación en gastronomía', 'Dos años de experiencia en cocina de hotel o restaurante', 'Carnet sanitario vigente'],
    responsabilidades: ['Preparar platos según recetas estándar', 'Mantener la limpieza de la estación', 'Controlar insumos'],
    habilidades: [35, 2], idiomas: ['es'], experiencia: 2, salario: 3800, tipo: 1, modalidad: 1, ciudades: [8, 2],
  },

  // ---------- Instituto Túpac Katari ----------
  {
    empresa: 'katari', categoria: 1, titulo: 'Docente de Electricidad Industrial',
    descripcion: 'Docente para la carrera de Electricidad Industrial, turno noche.',
    requerimientos: ['Ingeniero Eléctrico o Técnico Superior en Electricidad', 'Diplomado en educación superior (deseable)', 'Experiencia en industria'],
    responsabilidades: ['Dictar clases teóricas y prácticas', 'Elaborar planes de asignatura', 'Evaluar a los estudiantes'],
    habilidades: [34, 40, 37], idiomas: ['es'], experiencia: 2, salario: 4500, tipo: 2, modalidad: 1, ciudades: [10],
  },
  {
    empresa: 'katari', categoria: 1, titulo: 'Profesor de Inglés',
    descripcion: 'Profesor de inglés técnico para todas las carreras del instituto.',
    requerimientos: ['Licenciatura en Lingüística e Idiomas', 'Inglés avanzado certificado', 'Experiencia docente'],
    responsabilidades: ['Dictar clases de inglés técnico', 'Preparar material didáctico', 'Organizar clubes de conversación'],
    habilidades: [34, 40, 1], idiomas: ['es', 'en'], experiencia: 2, salario: 3500, tipo: 2, modalidad: 3, ciudades: [10, 4],
  },
  {
    empresa: 'katari', categoria: 13, titulo: 'Secretaria Académica',
    descripcion: 'Secretaria para la dirección académica del instituto.',
    requerimientos: ['Técnico en Secretariado Ejecutivo', 'Manejo de paquete Office', 'Buena redacción'],
    responsabilidades: ['Atender a estudiantes y docentes', 'Redactar notas y certificados', 'Archivar documentación'],
    habilidades: [6, 5, 39, 9], idiomas: ['es'], experiencia: 1, salario: 3000, tipo: 1, modalidad: 1, ciudades: [10],
  },

  // ---------- Sabores del Valle ----------
  {
    empresa: 'sabores', categoria: 2, titulo: 'Mesero / Mesera',
    descripcion: 'Meseros para restaurantes de comida típica, fines de semana y feriados.',
    requerimientos: ['Mayor de 18 años', 'Buena presencia y trato amable', 'Disponibilidad fines de semana'],
    responsabilidades: ['Atender mesas y tomar pedidos', 'Servir platos y bebidas', 'Cobrar y emitir facturas'],
    habilidades: [9, 2], idiomas: ['es'], experiencia: 0, salario: 2500, tipo: 2, modalidad: 1, ciudades: [3, 4],
  },
  {
    empresa: 'sabores', categoria: 36, titulo: 'Chef de Cocina Boliviana',
    descripcion: 'Chef para liderar la cocina de nuestro restaurante principal en Cochabamba.',
    requerimientos: ['Título en Gastronomía', 'Cuatro años liderando cocinas', 'Dominio de la cocina tradicional boliviana'],
    responsabilidades: ['Dirigir al equipo de cocina', 'Diseñar el menú y estandarizar recetas', 'Controlar costos y calidad'],
    habilidades: [35, 3, 31], idiomas: ['es'], experiencia: 4, salario: 7000, tipo: 1, modalidad: 1, ciudades: [3],
  },
  {
    empresa: 'sabores', categoria: 2, titulo: 'Ayudante de Cocina',
    descripcion: 'Ayudantes de cocina para turno tarde en la zona de la Recoleta.',
    requerimientos: ['Experiencia mínima en cocina', 'Carnet sanitario', 'Puntualidad'],
    responsabilidades: ['Preparar ingredientes', 'Apoyar al cocinero de línea', 'Mantener la limpieza de la cocina'],
    habilidades: [35, 2], idiomas: ['es'], experiencia: 0, salario: 2300, tipo: 1, modalidad: 1, ciudades: [3],
  },
  {
    empresa: 'sabores', categoria: 23, titulo: 'Cajero de Restaurante',
    descripcion: 'Cajero para restaurante con alta afluencia de clientes.',
    requerimientos: ['Bachiller', 'Experiencia en caja', 'Manejo de facturación electrónica'],
    responsabilidades: ['Cobrar consumos', 'Emitir facturas', 'Cuadrar caja al cierre'],
    habilidades: [9, 32, 5], idiomas: ['es'], experiencia: 1, salario: 2700, tipo: 1, modalidad: 1, ciudades: [3],
  },

  // ---------- Agroindustrias del Beni ----------
  {
    empresa: 'agrobeni', categoria: 20, titulo: 'Médico Veterinario',
    descripcion: 'Veterinario para el programa sanitario y reproductivo del hato ganadero.',
    requerimientos: ['Título de Médico Veterinario Zootecnista', 'Experiencia en ganado bovino de carne', 'Disponibilidad para vivir en estancia'],
    responsabilidades: ['Ejecutar calendarios de vacunación', 'Realizar inseminación artificial', 'Llevar registros sanitarios'],
    habilidades: [26, 4], idiomas: ['es'], experiencia: 2, salario: 7500, tipo: 1, modalidad: 1, ciudades: [1],
  },
  {
    empresa: 'agrobeni', categoria: 20, titulo: 'Ingeniero Agrónomo',
    descripcion: 'Ingeniero agrónomo para el cultivo de arroz bajo riego en San Borja.',
    requerimientos: ['Título de Ingeniero Agrónomo', 'Experiencia en cultivos de arroz o soya', 'Manejo de maquinaria agrícola'],
    responsabilidades: ['Planificar siembra y cosecha', 'Controlar plagas y fertilización', 'Supervisar al personal de campo'],
    habilidades: [25, 3, 26], idiomas: ['es'], experiencia: 3, salario: 8000, tipo: 1, modalidad: 1, ciudades: [1],
  },
  {
    empresa: 'agrobeni', categoria: 21, titulo: 'Operario de Frigorífico',
    descripcion: 'Operarios para la línea de faenado y despiece del frigorífico en Trinidad.',
    requerimientos: ['Bachiller', 'Carnet sanitario', 'Disponibilidad inmediata'],
    responsabilidades: ['Trabajar en la línea de producción', 'Cumplir normas de inocuidad', 'Mantener limpio el puesto de trabajo'],
    habilidades: [2, 38], idiomas: ['es'], experiencia: 0, salario: 2800, tipo: 1, modalidad: 1, ciudades: [1],
  },

  // ---------- Gas y Energía del Chaco ----------
  {
    empresa: 'chaco', categoria: 19, titulo: 'Ingeniero Petrolero de Producción',
    descripcion: 'Ingeniero de producción para campos gasíferos del Chaco tarijeño.',
    requerimientos: ['Título de Ingeniero Petrolero', 'Tres años en operaciones de producción', 'Disponibilidad para rotación 14x14'],
    responsabilidades: ['Optimizar la producción de pozos', 'Analizar pruebas de pozo', 'Elaborar reportes diarios de producción'],
    habilidades: [26, 4, 38, 25], idiomas: ['es', 'en'], experiencia: 3, salario: 16000, tipo: 1, modalidad: 1, ciudades: [9, 2],
  },
  {
    empresa: 'chaco', categoria: 38, titulo: 'Técnico Instalador de Paneles Solares',
    descripcion: 'Técnicos para instalar sistemas fotovoltaicos en comunidades rurales.',
    requerimientos: ['Técnico en Electricidad o Electrónica', 'Experiencia en instalaciones eléctricas', 'Trabajo en altura'],
    responsabilidades: ['Instalar paneles, baterías e inversores', 'Capacitar a los usuarios', 'Realizar mantenimiento'],
    habilidades: [37, 38, 36], idiomas: ['es'], experiencia: 1, salario: 4500, tipo: 5, modalidad: 1, ciudades: [9, 2, 7, 6],
  },
  {
    empresa: 'chaco', categoria: 3, titulo: 'Ingeniero Electricista de Mantenimiento',
    descripcion: 'Ingeniero eléctrico para mantenimiento de plantas de procesamiento de gas.',
    requerimientos: ['Ingeniero Eléctrico o Electromecánico', 'Experiencia en media tensión', 'Conocimiento de normas de seguridad eléctrica'],
    responsabilidades: ['Planificar el mantenimiento eléctrico', 'Supervisar contratistas', 'Analizar fallas'],
    habilidades: [37, 38, 25], idiomas: ['es'], experiencia: 3, salario: 13000, tipo: 1, modalidad: 1, ciudades: [9],
  },
  {
    empresa: 'chaco', categoria: 29, titulo: 'Coordinador HSE',
    descripcion: 'Coordinador de salud, seguridad y medio ambiente para operaciones de campo.',
    requerimientos: ['Ingeniero Industrial o Ambiental', 'Certificación en ISO 45001', 'Experiencia en el sector de hidrocarburos'],
    responsabilidades: ['Implementar el sistema de gestión HSE', 'Auditar contratistas', 'Capacitar al personal'],
    habilidades: [38, 3, 40], idiomas: ['es', 'en'], experiencia: 4, salario: 0, tipo: 1, modalidad: 1, ciudades: [9],
  },

  // ---------- Farmacias Vida Sana ----------
  {
    empresa: 'vidasana', categoria: 31, titulo: 'Regente Farmacéutico',
    descripcion: 'Bioquímico farmacéutico para regencia de sucursales.',
    requerimientos: ['Licenciatura en Bioquímica y Farmacia', 'Matrícula profesional', 'Experiencia en farmacias'],
    responsabilidades: ['Dispensar medicamentos', 'Controlar medicamentos controlados', 'Cumplir la normativa de AGEMED'],
    habilidades: [9, 31, 1], idiomas: ['es'], experiencia: 2, salario: 6000, tipo: 1, modalidad: 1, ciudades: [3, 4, 8, 5, 2],
  },
  {
    empresa: 'vidasana', categoria: 31, titulo: 'Auxiliar de Farmacia',
    descripcion: 'Auxiliares para atención en mostrador, turnos de día y de noche.',
    requerimientos: ['Técnico en Farmacia (deseable)', 'Experiencia en atención al cliente', 'Disponibilidad para turnos'],
    responsabilidades: ['Atender a los clientes', 'Ordenar productos', 'Cobrar y facturar'],
    habilidades: [9, 31, 32], idiomas: ['es'], experiencia: 1, salario: 2600, tipo: 1, modalidad: 1, ciudades: [3, 4, 5],
  },
  {
    empresa: 'vidasana', categoria: 9, titulo: 'Community Manager',
    descripcion: 'Responsable de las redes sociales y campañas digitales de la cadena.',
    requerimientos: ['Licenciatura en Comunicación o Marketing', 'Portafolio de campañas', 'Manejo de Meta Business y TikTok'],
    responsabilidades: ['Planificar contenidos', 'Responder mensajes y comentarios', 'Medir resultados de campañas'],
    habilidades: [12, 13, 14, 39], idiomas: ['es'], experiencia: 2, salario: 4500, tipo: 1, modalidad: 3, ciudades: [3],
  },

  // ---------- Textiles Oruro ----------
  {
    empresa: 'textiles', categoria: 37, titulo: 'Costurera de Prendas de Alpaca',
    descripcion: 'Costureras con experiencia en máquinas remalladoras y rectas.',
    requerimientos: ['Experiencia en confección textil', 'Manejo de máquinas industriales', 'Responsabilidad y puntualidad'],
    responsabilidades: ['Confeccionar prendas según fichas técnicas', 'Controlar la calidad de las costuras', 'Cuidar las máquinas'],
    habilidades: [2], idiomas: ['es'], experiencia: 1, salario: 2600, tipo: 1, modalidad: 1, ciudades: [5],
  },
  {
    empresa: 'textiles', categoria: 21, titulo: 'Jefe de Producción Textil',
    descripcion: 'Jefe de producción para la planta de hilados y tejidos.',
    requerimientos: ['Ingeniero Industrial o Textil', 'Experiencia en gestión de plantas', 'Conocimiento de Lean Manufacturing'],
    responsabilidades: ['Planificar la producción', 'Controlar la eficiencia de las líneas', 'Liderar al personal de planta'],
    habilidades: [3, 25, 26, 5], idiomas: ['es', 'en'], experiencia: 4, salario: 9000, tipo: 1, modalidad: 1, ciudades: [5],
  },
  {
    empresa: 'textiles', categoria: 22, titulo: 'Asistente de Comercio Exterior',
    descripcion: 'Asistente para exportaciones: documentos, navieras y certificados de origen.',
    requerimientos: ['Licenciatura en Comercio Internacional', 'Inglés intermedio', 'Conocimiento de trámites en SENASAG y Aduana'],
    responsabilidades: ['Preparar documentos de exportación', 'Coordinar con agentes de carga', 'Dar seguimiento a embarques'],
    habilidades: [5, 30, 1], idiomas: ['es', 'en'], experiencia: 1, salario: 4200, tipo: 1, modalidad: 1, ciudades: [5, 4],
  },

  // ---------- Fundación Amazonía Viva ----------
  {
    empresa: 'amazonia', categoria: 34, titulo: 'Técnico de Proyectos Productivos',
    descripcion: 'Técnico para acompañar a comunidades castañeras en proyectos productivos.',
    requerimientos: ['Ingeniero Agrónomo, Forestal o afín', 'Experiencia con comunidades rurales', 'Disponibilidad para viajar'],
    responsabilidades: ['Capacitar a productores', 'Dar seguimiento a indicadores del proyecto', 'Elaborar informes para el financiador'],
    habilidades: [25, 34, 39, 36], idiomas: ['es'], experiencia: 2, salario: 6500, tipo: 5, modalidad: 1, ciudades: [6, 1],
  },
  {
    empresa: 'amazonia', categoria: 33, titulo: 'Investigador en Biodiversidad',
    descripcion: 'Investigador para el monitoreo de fauna en áreas protegidas de Pando.',
    requerimientos: ['Licenciatura en Biología', 'Experiencia en trabajo de campo', 'Manejo de SIG (QGIS)'],
    responsabilidades: ['Diseñar protocolos de monitoreo', 'Analizar datos de cámaras trampa', 'Publicar resultados'],
    habilidades: [26, 39, 19], idiomas: ['es', 'en', 'pt'], experiencia: 2, salario: 7000, tipo: 5, modalidad: 1, ciudades: [6],
  },
  {
    empresa: 'amazonia', categoria: 39, titulo: 'Guardaparque Comunitario',
    descripcion: 'Guardaparques para la vigilancia de la reserva comunal en el norte amazónico.',
    requerimientos: ['Bachiller', 'Conocimiento del bosque amazónico', 'Buena condición física'],
    responsabilidades: ['Patrullar la reserva', 'Registrar avistamientos', 'Apoyar en la prevención de incendios'],
    habilidades: [33, 2], idiomas: ['es'], experiencia: 0, salario: 3000, tipo: 5, modalidad: 1, ciudades: [6],
  },

  // ---------- Charcas Consultores ----------
  {
    empresa: 'charcas', categoria: 17, titulo: 'Abogado Laboralista',
    descripcion: 'Abogado para patrocinio de procesos laborales y asesoría a empresas.',
    requerimientos: ['Título de Abogado con matrícula del Ministerio de Justicia', 'Experiencia en derecho laboral', 'Redacción jurídica impecable'],
    responsabilidades: ['Patrocinar procesos ante juzgados laborales', 'Elaborar contratos y reglamentos internos', 'Asesorar en inspecciones del Ministerio de Trabajo'],
    habilidades: [39, 40, 11], idiomas: ['es'], experiencia: 3, salario: 7500, tipo: 1, modalidad: 1, ciudades: [2, 7],
  },
  {
    empresa: 'charcas', categoria: 14, titulo: 'Contador General',
    descripcion: 'Contador para la cartera de clientes del área contable y tributaria.',
    requerimientos: ['Licenciatura en Contaduría Pública o Auditoría', 'Registro en el Colegio de Contadores', 'Manejo del SIAT y Facilito', 'Experiencia en cierres de gestión'],
    responsabilidades: ['Llevar la contabilidad de clientes', 'Presentar declaraciones juradas', 'Elaborar estados financieros'],
    habilidades: [8, 32, 5], idiomas: ['es'], experiencia: 3, salario: 6000, tipo: 1, modalidad: 3, ciudades: [2, 9, 4],
  },
  {
    empresa: 'charcas', categoria: 14, titulo: 'Auxiliar Contable',
    descripcion: 'Auxiliar contable para registro de comprobantes y conciliaciones bancarias.',
    requerimientos: ['Estudiante de Contaduría Pública', 'Manejo de Excel', 'Conocimiento de facturación'],
    responsabilidades: ['Registrar comprobantes', 'Conciliar cuentas bancarias', 'Archivar documentación contable'],
    habilidades: [8, 5, 32], idiomas: ['es'], experiencia: 1, salario: 3200, tipo: 1, modalidad: 1, ciudades: [2],
  },
  {
    empresa: 'charcas', categoria: 8, titulo: 'Psicólogo Organizacional',
    descripcion: 'Psicólogo para procesos de selección, evaluación y clima laboral.',
    requerimientos: ['Licenciatura en Psicología', 'Experiencia en selección de personal', 'Manejo de pruebas psicométricas'],
    responsabilidades: ['Conducir entrevistas y evaluaciones', 'Elaborar informes de selección', 'Medir el clima laboral de clientes'],
    habilidades: [29, 1, 39], idiomas: ['es'], experiencia: 2, salario: 5000, tipo: 1, modalidad: 3, ciudades: [2, 4],
  },
  {
    empresa: 'charcas', categoria: 35, titulo: 'Consultor en Gestión Pública Municipal',
    descripcion: 'Consultor por producto para fortalecer la gestión de gobiernos municipales.',
    requerimientos: ['Licenciatura en Administración Pública, Economía o Derecho', 'Conocimiento del SIGEP y normas SABS', 'Experiencia con municipios'],
    responsabilidades: ['Diagnosticar procesos administrativos', 'Elaborar reglamentos', 'Capacitar a servidores públicos'],
    habilidades: [28, 39, 34], idiomas: ['es'], experiencia: 4, salario: 0, tipo: 3, modalidad: 3, ciudades: [2, 7],
  },

  // ---------- Distribuidora Chapaca ----------
  {
    empresa: 'chapaco', categoria: 10, titulo: 'Vendedor de Ruta (Preventista)',
    descripcion: 'Preventistas para visitar tiendas y mercados con nuestro catálogo.',
    requerimientos: ['Bachiller', 'Experiencia en ventas de consumo masivo', 'Motocicleta propia con licencia'],
    responsabilidades: ['Visitar la ruta asignada', 'Tomar pedidos en la aplicación móvil', 'Cobrar créditos a clientes'],
    habilidades: [10, 9, 36, 11], idiomas: ['es'], experiencia: 1, salario: 3500, tipo: 1, modalidad: 1, ciudades: [9, 2, 7],
  },
  {
    empresa: 'chapaco', categoria: 22, titulo: 'Encargado de Tienda Mayorista',
    descripcion: 'Encargado para administrar la tienda mayorista de la zona del Mercado Campesino.',
    requerimientos: ['Experiencia administrando tiendas', 'Manejo de inventarios', 'Liderazgo'],
    responsabilidades: ['Administrar la tienda y su personal', 'Controlar inventarios y caja', 'Atender a clientes mayoristas'],
    habilidades: [31, 3, 9, 28], idiomas: ['es'], experiencia: 2, salario: 4500, tipo: 1, modalidad: 1, ciudades: [9],
  },
  {
    empresa: 'chapaco', categoria: 30, titulo: 'Personal de Limpieza y Mantenimiento',
    descripcion: 'Personal para limpieza de almacenes y oficinas.',
    requerimientos: ['Responsabilidad', 'Disponibilidad inmediata'],
    responsabilidades: ['Limpiar almacenes y oficinas', 'Realizar reparaciones menores', 'Reportar desperfectos'],
    habilidades: [37, 2], idiomas: ['es'], experiencia: 0, salario: 2362, tipo: 2, modalidad: 1, ciudades: [9],
  },
  {
    empresa: 'chapaco', categoria: 13, titulo: 'Asistente Administrativo',
    descripcion: 'Asistente para el área administrativa y de cobranzas.',
    requerimientos: ['Estudiante o egresado de Administración de Empresas', 'Manejo de Excel intermedio', 'Buena redacción'],
    responsabilidades: ['Gestionar cobranzas', 'Preparar reportes', 'Atender proveedores'],
    habilidades: [28, 5, 6], idiomas: ['es'], experiencia: 1, salario: 3300, tipo: 1, modalidad: 1, ciudades: [9, 2],
  },

  // ---------- ConectaBol ----------
  {
    empresa: 'conecta', categoria: 28, titulo: 'Técnico Instalador de Fibra Óptica',
    descripcion: 'Técnicos para instalación de internet por fibra óptica en domicilios.',
    requerimientos: ['Técnico en Telecomunicaciones, Electrónica o Electricidad', 'Experiencia en fusión de fibra (deseable)', 'Licencia de conducir de motocicleta'],
    responsabilidades: ['Instalar servicios en domicilios', 'Configurar equipos ONT y routers', 'Atender averías'],
    habilidades: [37, 36, 9], idiomas: ['es'], experiencia: 1, salario: 4000, tipo: 1, modalidad: 1, ciudades: [4, 10, 3, 8],
  },
  {
    empresa: 'conecta', categoria: 28, titulo: 'Ingeniero de Redes',
    descripcion: 'Ingeniero de redes para el núcleo de la red de fibra y el centro de datos.',
    requerimientos: ['Ingeniero en Telecomunicaciones o Sistemas', 'Certificación CCNA o superior', 'Experiencia con BGP, MPLS y GPON'],
    responsabilidades: ['Administrar routers y switches del núcleo', 'Atender incidentes de red', 'Planificar la capacidad'],
    habilidades: [4, 25, 37], idiomas: ['es', 'en'], experiencia: 3, salario: 11000, tipo: 1, modalidad: 3, ciudades: [4],
  },
  {
    empresa: 'conecta', categoria: 23, titulo: 'Agente de Call Center',
    descripcion: 'Agentes para soporte técnico y atención telefónica a clientes.',
    requerimientos: ['Bachiller', 'Buena dicción', 'Conocimientos básicos de computación'],
    responsabilidades: ['Atender llamadas y chats', 'Resolver consultas de primer nivel', 'Registrar casos en el sistema'],
    habilidades: [9, 1, 4], idiomas: ['es'], experiencia: 0, salario: 2800, tipo: 2, modalidad: 2, ciudades: [4, 10],
  },
  {
    empresa: 'conecta', categoria: 27, titulo: 'Productor Audiovisual',
    descripcion: 'Productor para contenidos de la televisión digital y campañas publicitarias.',
    requerimientos: ['Licenciatura en Comunicación Social o Cine', 'Manejo de Premiere y After Effects', 'Portafolio'],
    responsabilidades: ['Producir y editar videos', 'Coordinar grabaciones', 'Gestionar el archivo audiovisual'],
    habilidades: [14, 15, 13], idiomas: ['es'], experiencia: 2, salario: 5500, tipo: 3, modalidad: 3, ciudades: [4],
  },
  {
    empresa: 'conecta', categoria: 40, titulo: 'Asesor Comercial Inmobiliario Corporativo',
    descripcion: 'Asesor para negociar permisos de instalación en edificios y condominios.',
    requerimientos: ['Licenciatura en Administración, Derecho o afín', 'Experiencia en el rubro inmobiliario', 'Habilidad de negociación'],
    responsabilidades: ['Contactar administradores de edificios', 'Negociar convenios de acceso', 'Coordinar con el área técnica'],
    habilidades: [11, 10, 1], idiomas: ['es'], experiencia: 2, salario: 5000, tipo: 1, modalidad: 1, ciudades: [8, 3],
  },
  {
    empresa: 'conecta', categoria: 8, titulo: 'Analista de Recursos Humanos',
    descripcion: 'Analista para planillas, contratos y bienestar del personal.',
    requerimientos: ['Licenciatura en Administración, Psicología o Ingeniería Comercial', 'Manejo de planillas y aportes', 'Conocimiento de la Ley General del Trabajo'],
    responsabilidades: ['Elaborar planillas de sueldos', 'Gestionar altas y bajas', 'Coordinar capacitaciones'],
    habilidades: [29, 5, 28], idiomas: ['es'], experiencia: 2, salario: 5200, tipo: 1, modalidad: 1, ciudades: [4],
  },
];
