/**
 * Public jobs: basic data of the home page, the search (listaempleos) with the filters, sorts and
 * paging the pages need (additions in the spec's style), the job detail, and the plain job list.
 */
import { z } from 'zod';
import { access, endpoint, endpointsFor, publicCode } from './endpoint';
import { codeFields, counts, idFields, servicioList, servicioPage, servicioReply } from './shapes';
import { jobCompanyCard, jobCompanyFields, jobDateFields, jobSummaryFields } from './reply-fields';
import { publicQuestion, sourceField } from './postings';

/** An integer sent as number or numeric string; missing, null or '' is the default. */
export const intParam = (def: number, min: number, max: number, message: string) =>
  z
    .union([z.number(), z.string().max(12, message), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return def;
      const n = typeof v === 'number' ? v : Number(v.trim());
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return n;
    });

const idList = (max: number, message: string) =>
  z.array(z.number({ error: message }).int(message).min(1, message).max(max, message), { error: message }).max(max, message).optional().default([]);

const dateText = (message: string) =>
  z
    .union([z.string().trim().max(10, message), z.null()], { error: message })
    .optional()
    .transform((v, ctx) => {
      if (!v) return '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(`${v}T00:00:00Z`))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return v;
    });

export const SEARCH_MAX = 200;
export const PAGE_SIZE_MAX = 100;
/** A call without paging fields answers this many matches. */
export const UNPAGED_LIMIT = 500;
export const JOB_SORTS = ['relevancia', 'recientes', 'salario', 'vencimiento'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
/** Salary filter values: the upper bound of the SALARY_OPTIONS range (6000 means more than 5,000). */
export const SALARY_FILTERS = [0, 1000, 2000, 3000, 4000, 5000, 6000] as const;

export const jobSearchBody = z.object({
  tcBuscar: z
    .union([z.string(), z.null()], { error: 'La búsqueda debe ser texto.' })
    .optional()
    .transform((v) => v ?? '')
    .pipe(z.string().max(SEARCH_MAX, `La búsqueda admite hasta ${SEARCH_MAX} caracteres.`)),
  tnCategoria: intParam(0, 0, 40, 'La categoría no es válida.'),
  tnCiudad: intParam(0, 0, 10, 'La ciudad no es válida.'),
  // ---- additions ----
  tnTipoEmpleo: intParam(0, 0, 5, 'El tipo de empleo no es válido.'),
  tnSalario: intParam(0, 0, 6000, 'El rango de salario no es válido.').refine(
    (v) => (SALARY_FILTERS as readonly number[]).includes(v),
    'El rango de salario no es válido.',
  ),
  /** Experience level 0-5 (0 is 'Sin experiencia'); -1 or missing: any. */
  tnExperiencia: intParam(-1, -1, 5, 'La experiencia no es válida.'),
  /** Published in the last N days; 0 any. */
  tnDias: intParam(0, 0, 365, 'La fecha de publicación no es válida.'),
  /** Place of work 1 Presencial, 2 Remoto, 3 Híbrido; 0 any. */
  tnModalidad: intParam(0, 0, 3, 'La modalidad no es válida.'),
  /** Several categories, types or places of work (map search checkboxes); combined with OR inside. */
  tnCategorias: idList(40, 'Las categorías no son válidas.'),
  tnTiposEmpleo: idList(5, 'Los tipos de empleo no son válidos.'),
  tnModalidades: idList(3, 'Las modalidades no son válidas.'),
  /** Kilometres around tnCiudad (cities whose centre is within the radius). */
  tnRadio: intParam(0, 0, 2000, 'El radio no es válido.'),
  tcEmpresa: z
    .union([z.string(), z.null()], { error: 'La empresa no es válida.' })
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.union([z.literal(''), publicCode('La empresa no es válida.')], { error: 'La empresa no es válida.' })),
  /** Publication range, La Paz calendar days 'YYYY-MM-DD'. */
  tcDesde: dateText('La fecha inicial no es válida.'),
  tcHasta: dateText('La fecha final no es válida.'),
  tcOrden: z
    .union([z.enum(JOB_SORTS), z.literal(''), z.null()], { error: 'El orden no es válido.' })
    .optional()
    .transform((v) => (v ? v : 'relevancia') as JobSort),
  /** 1-based page; 0 or missing with no tnTamano: the first UNPAGED_LIMIT matches. */
  /** Also answer how many matches each city has (ignoring the city and radius filters): the map search. */
  tlConteoCiudades: z
    .union([z.boolean(), z.literal(0), z.literal(1), z.null()], { error: 'tlConteoCiudades debe ser verdadero o falso.' })
    .optional()
    .transform((v) => v === true || v === 1),
  tnPagina: intParam(0, 0, 100_000, 'La página no es válida.'),
  tnTamano: intParam(0, 0, PAGE_SIZE_MAX, `El tamaño de página va de 1 a ${PAGE_SIZE_MAX}.`),
});
export type JobSearchInput = z.input<typeof jobSearchBody>;
export type JobSearch = z.output<typeof jobSearchBody>;

export const jobListItem = z.object({
  ...jobSummaryFields,
  /** The top of the salary range (0: A convenir). */
  SalarioAproximado: z.number(),
  /** Addition: the bottom of the range (0: none). */
  SalarioMinimo: z.number(),
  ...jobCompanyFields,
  Empresa: jobCompanyCard,
  /** Addition (decision trust.md): staff verified the company ("Empresa verificada"). */
  EmpresaVerificada: z.boolean(),
  Ciudad: z.number(),
  NombreCiudad: z.string(),
  TipoEmpleo: z.number(),
  TipoEmpleoNombre: z.string(),
  TiempoExperiencia: z.number(),
  TiempoExperienciaTitulo: z.string(),
  Categoria: z.number().nullable(),
  CategoriaNombre: z.string(),
  Modalidad: z.number(),
  ModalidadNombre: z.string(),
  ...jobDateFields,
  CantidadPostulantes: z.number(),
  /** Addition (issue 39): featured now (paid): first among the results it matches, marked «Destacado». */
  Destacado: z.boolean(),
  /** Addition (issue 39): a confidential posting: EmpresaNombre is «Empresa confidencial», no code, logo or mark. */
  Confidencial: z.boolean(),
  /** Addition (issue 39): the company's sector (company type), shown with «Empresa confidencial»; '' when not given. */
  EmpresaSector: z.string(),
});
export type JobListItem = z.infer<typeof jobListItem>;

export const listJobs = endpoint('POST /api/servicio/listaempleos', access.anyone, {
  summary: 'Búsqueda de empleos públicos: texto, filtros, orden y páginas (total en la respuesta)',
  body: jobSearchBody,
  reply: servicioPage(jobListItem).extend({
    /** Addition (decision 073): true when there are more matches than `total` (counts stop at 1,000, at 200 for several words, or at the matches among the postings a filtered walk may read). */
    totalAcotado: z.boolean().optional(),
    /** Only with tlConteoCiudades. */
    conteoCiudades: z.array(z.object({ Ciudad: z.number(), Cantidad: z.number() })).optional(),
  }),
});

export const cityItem = z.object({
  Ciudad: z.number(),
  Nombre: z.string(),
  Departamento: z.string(),
  Latitud: z.number(),
  Longitud: z.number(),
  CantidadEmpleos: z.number(),
});

export const basicData = endpoint('POST /api/servicio/obtenerdatosbasicos', access.anyone, {
  summary: 'Empleos destacados, ciudades con su cantidad de empleos y cifras de la portada',
  reply: servicioReply(
    z.object({
      DatosDeEmpleo: z.array(jobListItem),
      DatosDeCiudad: z.array(cityItem),
      Cifras: z.object(counts('EmpleosActivos', 'Empresas', 'Candidatos')),
    }),
  ),
});

export const plainJobList = endpoint('GET /api/servicio/listarempleos', access.anyone, {
  summary: 'Lista de empleos públicos (los 500 más recientes)',
  reply: servicioList(jobListItem),
});

const listText = z.object({ Descripcion: z.string() });

export const jobDetail = z.object({
  ...jobSummaryFields,
  DescripcionLarga: z.string(),
  Ubicacion: z.string(),
  Ciudad: z.number(),
  NombreCiudad: z.string(),
  TipoEmpleo: z.number(),
  TipoEmpleoNombre: z.string(),
  Categoria: z.number().nullable(),
  CategoriaNombre: z.string(),
  TiempoExperiencia: z.number(),
  TiempoExperienciaTitulo: z.string(),
  Modalidad: z.number(),
  ModalidadNombre: z.string(),
  SalarioAproximado: z.number(),
  SalarioMinimo: z.number(),
  Vistas: z.number(),
  ...jobDateFields,
  /** 1 Pendiente de pago, 2 Publicado, 3 Vencido (derived from FechaVencimiento); to its company also 4 Cerrado, 5 Oculto por administración. */
  Estado: z.number(),
  /** Addition: the state's name (jobStateLabel). */
  EstadoNombre: z.string(),
  /** Addition: why staff hid it, for its company and staff only ('' otherwise). */
  MotivoOculto: z.string(),
  /** Addition: the screening questions answered at apply time (decision 075). */
  Preguntas: z.array(publicQuestion),
  Publico: z.boolean(),
  Empresa: z.number(),
  ...jobCompanyFields,
  EmpresaLogo: z.string().nullable(),
  /** Addition (decision trust.md): staff verified the company. */
  EmpresaVerificada: z.boolean(),
  CantidadPostulantes: z.number(),
  /** Additions (issue 39): featured now, confidential posting, the company's sector (see jobListItem). */
  Destacado: z.boolean(),
  Confidencial: z.boolean(),
  EmpresaSector: z.string(),
  /** The caller's company owns it (or the caller is staff): owner actions may be shown. */
  EsPropio: z.boolean(),
});
export type JobDetail = z.infer<typeof jobDetail>;

export const getJob = endpoint('POST /api/servicio/getDatosEmpleo', access.anyoneOrSignedIn, {
  summary: 'Detalle de un empleo (cuenta una visita). No públicos: solo su empresa y el personal',
  body: codeFields('tcCodigoEmpleo', 'El código del empleo no es válido.').extend({
    /** Addition: where the visitor came from (the page's `src`): busqueda, directo, compartido. */
    tcFuente: sourceField,
  }),
  reply: servicioReply(
    z.object({
      loEmpleo: jobDetail,
      laEmpleoRequerimiento: z.array(listText),
      laEmpleoResponsabilidades: z.array(listText),
      laEmpleoHabilidades: z.array(listText),
      laEmpleoIdiomas: z.array(listText),
    }),
  ),
});

export type JobDetailReply = z.input<typeof getJob.reply>;
export type JobListReply = z.input<typeof listJobs.reply>;

/** Addition (issue 14, decision 073): what the search box suggests while typing. */
export const SUGGESTION_KINDS = ['titulo', 'empresa', 'habilidad', 'categoria', 'ciudad'] as const;
export const suggestions = endpoint('GET /api/servicio/sugerencias', access.anyone, {
  summary: 'Sugerencias del buscador: títulos, empresas, habilidades, categorías y ciudades que empiezan como lo escrito',
  query: z.object({
    q: z
      .union([z.string(), z.undefined()], { error: 'El texto no es válido.' })
      .transform((v) => v ?? '')
      .pipe(z.string().max(60, 'El texto es demasiado largo (máximo 60 caracteres).')),
  }),
  reply: servicioList(z.object({ Tipo: z.enum(SUGGESTION_KINDS), Texto: z.string() })),
});

/** Additions (decision 073): the synonym groups of the search, edited by staff. */
const staffAddition = endpointsFor(access.staff, { addition: true });
export const SYNONYM_MESSAGES = {
  saved: 'Sinónimos guardados: la búsqueda ya los usa.',
  deleted: 'El grupo de sinónimos se eliminó.',
  notFound: 'El grupo de sinónimos no existe.',
} as const;
export const synonymGroup = z.object({ Sinonimo: z.number(), Palabras: z.string() });
export const adminListSynonyms = staffAddition('POST /api/servicio/admin/sinonimos', {
  summary: 'Grupos de sinónimos de la búsqueda de empleos (staff)',
  reply: servicioList(synonymGroup),
});
export const adminSaveSynonyms = staffAddition('POST /api/servicio/admin/guardarsinonimo', {
  summary: 'Crear (tnSinonimo 0) o cambiar un grupo de sinónimos: palabras o frases separadas por comas; la búsqueda se actualiza (staff)',
  body: z.object({
    tnSinonimo: z.union([z.number(), z.string(), z.null()], { error: 'El grupo no es válido.' }).optional()
      .transform((v) => (v === null || v === undefined || v === '' ? 0 : Number(v)))
      .pipe(z.number({ error: 'El grupo no es válido.' }).int('El grupo no es válido.').min(0, 'El grupo no es válido.').max(2_147_483_647, 'El grupo no es válido.')),
    tcPalabras: z.string({ error: 'Escriba las palabras del grupo.' }).trim().max(500, 'Máximo 500 caracteres.')
      .refine((v) => v.split(',').map((w) => w.trim()).filter(Boolean).length >= 2, 'Escriba al menos dos palabras o frases separadas por comas.')
      .refine((v) => v.split(',').every((w) => w.trim().length <= 60), 'Cada palabra o frase tiene como máximo 60 caracteres.'),
  }),
  reply: servicioReply(synonymGroup),
});
export const adminDeleteSynonyms = staffAddition('POST /api/servicio/admin/eliminarsinonimo', {
  summary: 'Eliminar un grupo de sinónimos (staff)',
  body: idFields('tnSinonimo', 'El grupo no es válido.'),
  reply: servicioReply(z.object({ Sinonimo: z.number() })),
});
