/**
 * Sample CVs (realistic Bolivian data) for template previews, tests and benchmarks.
 */
import { cvDocumentSchema, type CvDocument, type CvItem } from '../shared/cv/document';

export function sampleCv(plantilla = 1): CvDocument {
  return cvDocumentSchema.parse({
    titulo: 'CV Ingeniera de Sistemas',
    plantilla,
    nombreCompleto: 'María Fernanda Quispe Mamani',
    tamanoNombre: 40,
    perfilProfesional:
      'Ingeniera de Sistemas con 6 años de experiencia en desarrollo de aplicaciones web y gestión de bases de datos para banca y comercio. Me especializo en soluciones con React, Node.js y PostgreSQL, con enfoque en la calidad del código, la seguridad de la información y la atención al usuario. Busco aportar a un equipo que impulse la transformación digital en Bolivia.',
    correo: 'maria.quispe@gmail.com',
    telefono: '+591 71234567',
    direccion: 'Av. América #1250, Cochabamba',
    experiencias: [
      {
        nombre: 'Desarrolladora Full Stack Senior',
        nombreInstitucion: 'Banco Unión S.A.',
        periodo: '2021 al 2024',
        descripcion:
          'Desarrollo y mantenimiento de la banca por internet para más de 200.000 usuarios. Migración de servicios a Node.js con reducción del 40 % en tiempos de respuesta. Mentoría de 4 desarrolladores junior.',
      },
      {
        nombre: 'Analista Programadora',
        nombreInstitucion: 'Tigo Bolivia',
        periodo: '2018 al 2021',
        descripcion:
          'Implementación de reportes en Power BI para el área comercial y automatización de procesos de facturación electrónica según la normativa del SIN.',
      },
    ],
    formaciones: [
      {
        nombre: 'Licenciatura en Ingeniería de Sistemas',
        nombreInstitucion: 'Universidad Mayor de San Simón',
        periodo: '2012 al 2017',
        descripcion: 'Tesis: «Sistema de información para la gestión de cooperativas de ahorro», aprobada con distinción.',
      },
      {
        nombre: 'Bachiller en Humanidades',
        nombreInstitucion: 'Unidad Educativa Señor de Malta',
        periodo: '2006 al 2011',
        descripcion: '',
      },
    ],
    certificaciones: [
      {
        nombre: 'AWS Certified Cloud Practitioner',
        nombreInstitucion: 'Amazon Web Services',
        periodo: '2023',
        descripcion: '',
      },
      {
        nombre: 'Diplomado en Seguridad de la Información',
        nombreInstitucion: 'Universidad Católica Boliviana «San Pablo»',
        periodo: '2019 al 2020',
        descripcion: '',
      },
    ],
    habilidades: [17, 18, 23, 24, 21, 27, 25, 2, 4, 1],
    idiomas: [44, 43, 62],
  });
}

const JOBS: [string, string][] = [
  ['Jefa de Proyectos de Tecnología', 'Cooperativa Jesús Nazareno R.L.'],
  ['Desarrolladora Full Stack Senior', 'Banco Unión S.A.'],
  ['Analista de Sistemas', 'Empresa Nacional de Telecomunicaciones (ENTEL)'],
  ['Consultora en Transformación Digital', 'Fundación Jubileo'],
  ['Docente de Programación Web', 'Universidad Privada del Valle'],
  ['Desarrolladora Backend', 'Yanbal Bolivia'],
  ['Soporte Técnico y Redes', 'Alcaldía de Quillacollo'],
  ['Pasante de Desarrollo', 'Señor de la Exaltación S.R.L.'],
];

const LONG_TEXT =
  'Responsable del análisis, diseño e implementación de sistemas de información para las áreas de créditos, cajas y contabilidad. Coordinación con usuarios de Cochabamba, La Paz y Santa Cruz para levantar requerimientos y priorizar el trabajo del equipo. Definición de estándares de código, revisiones entre pares y pruebas automatizadas; reducción de incidencias en producción en un 35 %. Capacitación al personal en el uso de las nuevas herramientas y elaboración de manuales en español y quechua.';

/** A long CV: many items with long descriptions, several pages in every template. */
export function longCv(plantilla = 1): CvDocument {
  const base = sampleCv(plantilla);
  const year = (i: number) => 2024 - i * 2;
  const item = (nombre: string, nombreInstitucion: string, i: number, descripcion: string): CvItem => ({
    nombre,
    nombreInstitucion,
    periodo: `${year(i) - 2}${year(i)}`,
    descripcion,
  });
  return cvDocumentSchema.parse({
    ...base,
    titulo: 'CV completo',
    perfilProfesional: `${base.perfilProfesional}\n\n${LONG_TEXT}`,
    experiencias: Array.from({ length: 12 }, (_, i) =>
      item(JOBS[i % JOBS.length][0], JOBS[i % JOBS.length][1], i, `${LONG_TEXT}\n${LONG_TEXT.slice(0, 240)}`),
    ),
    formaciones: [
      ...base.formaciones,
      item('Maestría en Ingeniería de Software', 'Universidad Mayor de San Andrés', 1, LONG_TEXT),
      item('Diplomado en Educación Superior', 'Universidad Privada Boliviana', 3, LONG_TEXT.slice(0, 300)),
    ],
    certificaciones: Array.from({ length: 8 }, (_, i) =>
      item(`Certificación profesional ${i + 1}: Gestión ágil de proyectos`, 'Instituto Boliviano de Normalización y Calidad (IBNORCA)', i, ''),
    ),
    habilidades: Array.from({ length: 40 }, (_, i) => i + 1),
    idiomas: Array.from({ length: 29 }, (_, i) => i + 41),
  });
}

const PUBLICATIONS: [string, string][] = [
  ['Gestión de cooperativas de ahorro con software libre', 'Revista Boliviana de Ingeniería, vol. 12'],
  ['Facturación electrónica en línea: lecciones de la normativa del SIN', 'Congreso Nacional de Informática, Sucre'],
  ['Bases de datos para el registro de productores de quinua', 'Revista de Investigación UMSS, n.º 31'],
  ['Enseñanza de la programación en quechua: una experiencia en Cochabamba', 'Memorias de la Jornada de Educación Intercultural'],
];

/**
 * A long CV in the shape issue 42 asks for: 8 jobs with long descriptions, 6 educations,
 * references and two custom sections (Publicaciones, Voluntariado), in an order of its own
 * (experience first, the profile after it, skills last) with certifications hidden.
 */
export function longSectionsCv(plantilla = 1): CvDocument {
  const base = longCv(plantilla);
  const item = (nombre: string, nombreInstitucion: string, periodo: string, descripcion: string): CvItem => ({ nombre, nombreInstitucion, periodo, descripcion });
  return cvDocumentSchema.parse({
    ...base,
    titulo: 'CV con secciones propias',
    experiencias: base.experiencias.slice(0, 8),
    formaciones: [
      ...base.formaciones,
      item('Técnico Superior en Redes', 'Instituto Tecnológico Sud América', '2010 al 2012', LONG_TEXT.slice(0, 200)),
      item('Curso de Inglés Técnico', 'Centro Boliviano Americano', '2015 al 2016', 'Nivel B2, con énfasis en documentación técnica.'),
    ],
    referencias: [
      { nombre: 'Lic. Carla Rojas Vargas', cargo: 'Gerente de Sistemas, Banco Unión S.A.', telefono: '+591 70711223', correo: 'carla.rojas@bancounion.com.bo' },
      { nombre: 'Ing. Jorge Mamani Choque', cargo: 'Jefe de Proyectos, Tigo Bolivia', telefono: '+591 76543210', correo: '' },
    ],
    seccionesPersonalizadas: [
      { titulo: 'Publicaciones', items: PUBLICATIONS.map(([t, where], i) => item(t, where, String(2023 - i), i % 2 ? '' : LONG_TEXT.slice(0, 180))) },
      { titulo: 'Voluntariado', items: [item('Docente voluntaria de computación', 'Fundación Hogar de Niñas, Quillacollo', '2016 al 2019', LONG_TEXT.slice(0, 260))] },
    ],
    ordenSecciones: ['experiencia', 'perfil', 'personalizada-0', 'formacion', 'idiomas', 'referencias', 'personalizada-1', 'habilidades'],
    seccionesOcultas: ['certificaciones'],
    habilidades: Array.from({ length: 18 }, (_, i) => i + 1),
    idiomas: [44, 43, 62, 46],
  });
}
