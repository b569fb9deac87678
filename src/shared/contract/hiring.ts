/**
 * Hiring: job publishing (company and public posting), the company's job lists, applicants and
 * their pipeline status (spec 001 sections 2, 3, 5, 7; spec 000 section 7).
 */
import { z } from 'zod';
import { CATEGORIES, CITIES, EXPERIENCE, JOB_LANGUAGES, JOB_TYPES, SKILLS, WORK_MODES, ALL_APPLICATION_STATES } from '../catalog';
import { access, emailText, endpoint, endpointsFor, intLike, sameCall, pageNumber, phoneText, requiredText } from './endpoint';
import { codeFields, datosList, listCallBody, okReply, servicioList, servicioReply } from './shapes';
import { applicantViewFields, pipelineApplicantFields, singleStatusChangeBody, statusChange } from './pipeline';
import { applicationStatusFields, candidateRefFields, jobCompanyCard, jobCompanyFields, jobDateFields, jobRefFields, jobSummaryFields, jobTitleFields } from './reply-fields';
import { applicantAnswer, checkSalaryRange, POSTING_MESSAGES, screeningFilterFields, questionForEdit, salaryFields, screeningQuestionsField } from './postings';

export const JOB_LIMITS = {
  title: 150,
  description: 1000,
  longDescription: 10_000,
  address: 200,
  listItems: 30,
  listItem: 300,
  /** The expiry date may be at most this many days ahead. */
  maxDaysAhead: 365,
} as const;

export const JOB_MESSAGES = {
  titulo: 'Por favor, coloque el título del empleo.',
  descripcion: 'Por favor, coloque una descripción corta.',
  descripcionLarga: 'Por favor, coloque la descripción larga.',
  fechaVencimiento: 'Por favor, coloque la fecha de vencimiento.',
  fechaInvalida: 'La fecha de vencimiento no es válida.',
  confidencial: 'Indique 1 para un empleo confidencial o 0 para mostrar su empresa.',
  fechaPasada: 'La fecha de vencimiento debe ser posterior a hoy.',
  fechaLejana: `La fecha de vencimiento no puede superar ${JOB_LIMITS.maxDaysAhead} días.`,
  salario: POSTING_MESSAGES.salario,
  salarioRequerido: 'Por favor, indique el salario.',
  tipoEmpleo: 'Por favor, seleccione el tipo de empleo.',
  ciudad: 'Por favor, seleccione la ciudad.',
  categoria: 'Por favor, seleccione la categoría.',
  experiencia: 'Seleccione el tiempo de experiencia de la lista.',
  modalidad: 'Seleccione la modalidad: presencial, remoto o híbrido.',
  habilidades: 'Seleccione habilidades de la lista.',
  idiomas: 'Seleccione idiomas de la lista.',
  nombreUsuario: 'Por favor, coloque su nombre completo.',
  correo: 'Por favor, coloque su correo electrónico.',
  correoInvalido: 'El correo no es válido.',
  telefono: 'Por favor, coloque su teléfono.',
  telefonoInvalido: 'Ingresa un número de teléfono válido.',
} as const;

const oneOf = (ids: readonly number[], message: string) => intLike(message).refine((n) => ids.includes(n), message);

/** An array, or the JSON text of one (multipart-era clients send lists as JSON strings). */
const jsonArray = <T extends z.ZodType>(item: T, max: number, message: string) =>
  z.preprocess(
    (v) => {
      if (typeof v !== 'string') return v;
      if (v.trim() === '') return [];
      try {
        return JSON.parse(v);
      } catch {
        return v;
      }
    },
    z.array(item, { error: message }).max(max, message),
  );

const textList = (what: string) =>
  jsonArray(
    z.string({ error: `Cada ${what} debe ser un texto.` }).max(JOB_LIMITS.listItem, `Cada ${what} tiene como máximo ${JOB_LIMITS.listItem} caracteres.`),
    JOB_LIMITS.listItems,
    `Máximo ${JOB_LIMITS.listItems} elementos en la lista de ${what}s.`,
  )
    .optional()
    .default([])
    // Trimmed; empty input is not added.
    .transform((items) => items.map((s) => s.trim()).filter(Boolean));

const dateText = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, JOB_MESSAGES.fechaInvalida)
    .transform((s) => s.slice(0, 10))
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    }, JOB_MESSAGES.fechaInvalida);

const ids = <T extends { id: number }>(list: T[]) => list.map((i) => i.id);
const LANGUAGE_CODES = JOB_LANGUAGES.map((l) => l.id);

/** Fields of the job payload (registrarEmpleo, spec 001 section 7), plus tnModalidad. */
export const jobFields = {
  tcTitulo: requiredText(JOB_MESSAGES.titulo, JOB_LIMITS.title),
  tcDescripcion: requiredText(JOB_MESSAGES.descripcion, JOB_LIMITS.description),
  tcDescripcionLarga: z.string({ error: JOB_MESSAGES.descripcionLarga }).trim().max(JOB_LIMITS.longDescription, `Máximo ${JOB_LIMITS.longDescription} caracteres.`).optional().default(''),
  tcFechaVencimiento: dateText(JOB_MESSAGES.fechaVencimiento),
  // ---- addition: the salary range (tnSalario is its maximum) ----
  ...salaryFields,
  tnTipoEmpleo: oneOf(ids(JOB_TYPES), JOB_MESSAGES.tipoEmpleo),
  tcDireccion: z.string({ error: 'La dirección debe ser un texto.' }).trim().max(JOB_LIMITS.address, `Máximo ${JOB_LIMITS.address} caracteres.`).optional().default(''),
  tnCategoria: oneOf(ids(CATEGORIES), JOB_MESSAGES.categoria),
  tnTiempoExperiencia: oneOf(ids(EXPERIENCE), JOB_MESSAGES.experiencia).optional().default(0),
  taHabilidades: jsonArray(oneOf(ids(SKILLS), JOB_MESSAGES.habilidades), SKILLS.length, JOB_MESSAGES.habilidades).optional().default([]),
  taIdiomas: jsonArray(z.string({ error: JOB_MESSAGES.idiomas }).refine((c) => LANGUAGE_CODES.includes(c), JOB_MESSAGES.idiomas), LANGUAGE_CODES.length, JOB_MESSAGES.idiomas)
    .optional()
    .default([]),
  tnCiudad: oneOf(ids(CITIES), JOB_MESSAGES.ciudad),
  taResponsabilidades: textList('responsabilidad'),
  taRequerimientos: textList('requerimiento'),
  tnModalidad: oneOf(ids(WORK_MODES), JOB_MESSAGES.modalidad).optional().default(1),
  // ---- addition: up to 5 screening questions (decision 075) ----
  taPreguntas: screeningQuestionsField,
  // ---- addition (issue 39): 1 a confidential posting: candidates and the public never see the company ----
  tlConfidencial: z
    .preprocess(
      (v) => (v === true || v === '1' || v === 'true' ? 1 : v === false || v === '0' || v === 'false' || v === null ? 0 : v),
      z.union([z.literal(0), z.literal(1)], { error: JOB_MESSAGES.confidencial }),
    )
    .optional()
    .default(0),
};

export const jobBody = z.object(jobFields).superRefine(checkSalaryRange);
export type JobBody = z.output<typeof jobBody>;
export type JobInput = z.input<typeof jobBody>;

/** The public job payload: the poster's name, e-mail and phone, and every step-1 field required. */
export const publicJobBody = z.object({
  tcNombreUsuario: requiredText(JOB_MESSAGES.nombreUsuario, 120),
  tcCorreo: emailText(JOB_MESSAGES.correo, JOB_MESSAGES.correoInvalido),
  tcTelefono: phoneText(JOB_MESSAGES.telefono),
  ...jobFields,
  tcDescripcionLarga: requiredText(JOB_MESSAGES.descripcionLarga, JOB_LIMITS.longDescription),
  tnSalario: salaryFields.tnSalario.refine((n) => n !== 0, JOB_MESSAGES.salarioRequerido),
}).superRefine(checkSalaryRange);
export type PublicJobInput = z.input<typeof publicJobBody>;

const companyCall = endpointsFor(access.companiesAndStaff);
const companyAddition = endpointsFor(access.companiesAndStaff, { addition: true });

const jobRef = codeFields('tcCodigoEmpleo', 'Código de empleo inválido.');

const savedJob = z.object(jobRefFields);

/** Addition (issue 39): `tlUsarCredito: 1` publishes the new job with one of the company's credits instead of a QR. */
const useCreditMessage = 'tlUsarCredito debe ser 0 o 1.';
export const registerJobBody = z
  .object({
    ...jobFields,
    tlUsarCredito: z
      .preprocess((v) => (v === true ? 1 : v === false || v === '' || v == null ? 0 : v), intLike(useCreditMessage, (n) => n.min(0, useCreditMessage).max(1, useCreditMessage)))
      .optional()
      .default(0),
  })
  .superRefine(checkSalaryRange);
export type RegisterJobInput = z.input<typeof registerJobBody>;

export const registerJob = endpoint('POST /api/servicio/registrarempleo', access.companies, {
  summary: 'Registrar un empleo de la empresa (queda Pendiente hasta el pago; con tlUsarCredito 1 se paga con un crédito en la misma operación)',
  body: registerJobBody,
  /** Additions (issue 39): Pagado 1 when a credit paid it, and the credits left. */
  reply: servicioReply(savedJob.extend({ Pagado: z.number().int().min(0).max(1).optional(), CreditosDisponibles: z.number().optional() })),
});

export const registerPublicJob = endpoint('POST /api/servicio/registrarempleoPublico', access.anyone, {
  summary: 'Publicar un empleo sin cuenta: crea la cuenta de empresa y le envía por correo el enlace para crear su contraseña',
  body: publicJobBody,
  /**
   * Changed (decision trust.md): no token, ClaveTemporal, CodigoEmpleo or Empleo any more. The
   * reply is the same whether the e-mail had an account or not; the e-mailed link is the only way in.
   */
  reply: servicioReply(z.object({ Correo: z.string() })),
});

export const updateJob = companyAddition('POST /api/servicio/actualizarempleo', {
  summary: 'Actualizar un empleo propio',
  body: z.object({ ...jobFields, ...jobRef.shape }).superRefine(checkSalaryRange),
  reply: servicioReply(savedJob),
});

export const deleteJob = companyAddition('POST /api/servicio/eliminarempleo', {
  summary: 'Eliminar (cerrar) un empleo propio; las postulaciones se conservan',
  body: jobRef,
  reply: okReply,
});

/** The job as the edit form needs it: the payload's field names. */
export const jobForEdit = z.object({
  ...jobRefFields,
  Estado: z.number(),
  EstadoNombre: z.string(),
  Pagado: z.number(),
  tcTitulo: z.string(),
  tcDescripcion: z.string(),
  tcDescripcionLarga: z.string(),
  tcFechaVencimiento: z.string(),
  tnSalario: z.number(),
  tnSalarioMinimo: z.number(),
  tnTipoEmpleo: z.number(),
  tcDireccion: z.string(),
  tnCategoria: z.number(),
  tnTiempoExperiencia: z.number(),
  taHabilidades: z.array(z.number()),
  taIdiomas: z.array(z.string()),
  tnCiudad: z.number(),
  taResponsabilidades: z.array(z.string()),
  taRequerimientos: z.array(z.string()),
  tnModalidad: z.number(),
  taPreguntas: z.array(questionForEdit),
  /** Addition (issue 39): 1 a confidential posting. */
  tlConfidencial: z.number(),
  /** Why staff hid it ('' when not hidden). */
  MotivoOculto: z.string(),
});
export type JobForEdit = z.infer<typeof jobForEdit>;

export const getJobForEdit = companyAddition('POST /api/servicio/getempleoedicion', {
  summary: 'Datos de un empleo propio para editarlo',
  body: jobRef,
  reply: servicioReply(jobForEdit),
});

/** A job of the company's lists (spec 000 section 3, job list item, plus state and counts). */
export const companyJob = z.object({
  ...jobSummaryFields,
  Categoria: z.number().nullable(),
  CategoriaNombre: z.string(),
  NombreCiudad: z.string(),
  TipoEmpleoNombre: z.string(),
  TiempoExperienciaTitulo: z.string(),
  ModalidadNombre: z.string(),
  SalarioAproximado: z.number(),
  SalarioMinimo: z.number(),
  ...jobDateFields,
  /** 1 Pendiente de pago (EstadoNombre 'Borrador' before any payment was started), 2 Publicado, 3 Vencido, 5 Oculto por administración. */
  Estado: z.number(),
  EstadoNombre: z.string(),
  /** Why staff hid it ('' when not hidden). */
  MotivoOculto: z.string(),
  /** 1 when paid. */
  Pagado: z.number(),
  /** Posted through /publicar-empleo. */
  Publico: z.boolean(),
  /** Seen by the public right now (paid and not expired, or a public posting in its first hour). */
  Visible: z.boolean(),
  CantidadPostulantes: z.number(),
  /** Applications since its company last opened the applicants page (decision 074). */
  PostulantesNuevos: z.number(),
  ...jobCompanyFields,
  Empresa: jobCompanyCard,
  /** Additions (issue 39): featured now, until when (ISO-8601, null: never featured), and a confidential posting. */
  Destacado: z.boolean(),
  DestacadoHasta: z.string().nullable(),
  Confidencial: z.boolean(),
});
export type CompanyJob = z.infer<typeof companyJob>;

/** The company's job lists: nothing sent, the jobs in Datos. */
const companyJobs = sameCall(access.companiesAndStaff, { reply: datosList(companyJob) });

export const listCompanyJobs = companyJobs('POST /api/servicio/listarempleosbyempresa', 'Empleos de la empresa de la sesión (todos los empleos para el administrador)');
export const listCompanyJobsThisMonth = companyJobs('POST /api/servicio/listarempleosbyempresames', 'Empleos de la empresa publicados este mes (hora de La Paz)');

// ---------- applicants ----------

/** Every state, Retirada included (decision 079): the applicants' filter. */
export const APPLICATION_STATE_IDS = ALL_APPLICATION_STATES.map((s) => s.id);

/** One applicant of a job (spec 001 section 3), with the comparisons and the pipeline status. */
export const applicant = z.object({
  Postulacion: z.number(),
  Candidato: z.number(),
  CandidatoCodigo: z.string(),
  /** Null once the candidate deleted that CV; the version sent stays (html, cvpostulacion/{Postulacion}). */
  Curriculum: z.number().nullable(),
  /** The title of the version sent. */
  CurriculumTitulo: z.string(),
  Nombre: z.string(),
  Profesion: z.string(),
  Telefono: z.string(),
  Correo: z.string(),
  ...applicationStatusFields,
  ComparacionHabilidades: z.string(),
  ComparacionExperiencia: z.string(),
  HabilidadesCoinciden: z.array(z.string()),
  HabilidadesFaltan: z.array(z.string()),
  AniosExperiencia: z.number(),
  CumpleExperiencia: z.boolean(),
  /** The CV in its template, as a self-contained HTML page. */
  html: z.string(),
  ...pipelineApplicantFields,
  // ---- additions (decision 075) ----
  /** Answers to the job's screening questions, in their order. */
  Respuestas: z.array(applicantAnswer),
  /** No answer is a knock-out one. */
  PasaFiltros: z.boolean(),
  /** Cover letter ('' none) and salary expectation in Bs (0 none). */
  Carta: z.string(),
  PretensionSalarial: z.number(),
  /** busqueda, directo or compartido. */
  Fuente: z.string(),
  /** Addition (issue 39): who of the company last changed the state ('' never changed). */
  EstadoPor: z.string(),
  /** Addition (issue 39): a confidential job: whether this applicant was told the company's name (absent: not confidential). */
  EmpresaRevelada: z.boolean().optional(),
});
export type Applicant = z.infer<typeof applicant>;

export const getJobApplicants = companyCall('POST /api/servicio/getpostulantesEmpleo', {
  summary: 'Postulantes de un empleo propio, con notas, calificación y etiquetas; filtros (también por respuestas de las preguntas de filtro) y orden opcionales (adición)',
  body: jobRef.extend(applicantViewFields).extend(screeningFilterFields),
  reply: servicioList(applicant).extend({
    empleo: z.object({ ...jobTitleFields, EmpresaNombre: z.string(), Confidencial: z.boolean().optional() }).optional(),
  }),
});

/** The company's applicants across its jobs, newest first, paged (the old client sends `[]`). */
export const companyApplicant = z.object({
  Postulacion: z.number(),
  ...jobRefFields,
  TituloEmpleo: z.string(),
  ...candidateRefFields,
  Profesion: z.string(),
  /** Null once the candidate deleted that CV (the version sent stays at cvpostulacion/{Postulacion}). */
  Curriculum: z.number().nullable(),
  ...applicationStatusFields,
});
export type CompanyApplicant = z.infer<typeof companyApplicant>;

export const APPLICANTS_PAGE_MAX = 100;

export const listCompanyApplicants = companyCall('POST /api/servicio/listarpostulantesbyempresa', {
  summary: 'Postulantes a los empleos de la empresa, los más recientes primero',
  body: listCallBody(
    z.object({
      tnPagina: pageNumber(),
      tnCantidad: intLike('Cantidad inválida.', (n) => n.min(1, 'Cantidad inválida.').max(APPLICANTS_PAGE_MAX, `Máximo ${APPLICANTS_PAGE_MAX} por página.`))
        .optional()
        .default(50),
      tnEstado: oneOf([0, ...APPLICATION_STATE_IDS], 'Estado de postulación inválido.').optional().default(0),
    }),
  ),
  reply: datosList(companyApplicant).extend({ Total: z.number().optional() }),
});

export const changeApplicationStatus = companyAddition('POST /api/servicio/cambiarestadopostulacion', {
  summary: 'Cambiar el estado de una postulación (Recibido, En revisión, Entrevista, Rechazado, Contratado); el mensaje al candidato sale tras la ventana para deshacer',
  body: singleStatusChangeBody,
  reply: servicioReply(statusChange),
});
