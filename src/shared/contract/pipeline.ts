/**
 * The pipeline a recruiter works in (issue 15, decision 074): private notes, a 1-5 rating, tags,
 * rejection reasons, bulk state changes, the status messages' templates and the application's
 * history. All endpoints here are additions except the three the issue names
 * (notapostulacion, calificarpostulacion, cambiarestadopostulaciones), which follow its contract.
 */
import { z } from 'zod';
import { ALL_APPLICATION_STATES, APPLICATION_STATES } from '../catalog';
import { access, endpointsFor, intLike } from './endpoint';
import { servicioList, servicioReply } from './shapes';

export const PIPELINE_LIMITS = {
  note: 2000,
  tag: 30,
  tags: 10,
  reason: 500,
  bulk: 200,
  subject: 150,
  body: 3000,
} as const;

/** Why an applicant was rejected (the list beside the free text). */
export const REJECTION_REASONS = [
  { id: 1, nombre: 'No cumple los requisitos del puesto' },
  { id: 2, nombre: 'Experiencia insuficiente para el puesto' },
  { id: 3, nombre: 'Se eligió a otra persona para el puesto' },
  { id: 4, nombre: 'El puesto ya fue cubierto' },
  { id: 5, nombre: 'La pretensión salarial no se ajusta al puesto' },
  { id: 6, nombre: 'Otro motivo' },
] as const;

/** tnMensaje: what the candidate is told about the change. */
export const MESSAGE_CHOICES = [
  { id: 0, nombre: 'No enviar mensaje' },
  { id: 1, nombre: 'Enviar mensaje (con el motivo, si es un rechazo)' },
  { id: 2, nombre: 'Enviar mensaje sin el motivo' },
] as const;

/** Placeholders of the templates, replaced when the message is scheduled. */
export const TEMPLATE_PLACEHOLDERS = ['{nombre}', '{empleo}', '{empresa}', '{motivo}'] as const;

export const PIPELINE_MESSAGES = {
  postulacion: 'Postulación inválida.',
  postulaciones: 'Seleccione al menos una postulación.',
  demasiadas: `Máximo ${PIPELINE_LIMITS.bulk} postulaciones a la vez.`,
  estado: 'Estado de postulación inválido.',
  nota: 'Escriba la nota.',
  calificacion: 'La calificación va de 1 a 5 (0 la quita).',
  etiqueta: `Cada etiqueta tiene de 1 a ${PIPELINE_LIMITS.tag} caracteres.`,
  etiquetas: `Máximo ${PIPELINE_LIMITS.tags} etiquetas.`,
  motivo: 'Seleccione un motivo de la lista.',
  motivoRequerido: 'Para enviar el motivo, elija uno de la lista o escríbalo.',
  mensaje: 'Elija si se envía el mensaje.',
  asunto: 'Escriba el asunto del mensaje.',
  cuerpo: 'Escriba el texto del mensaje.',
} as const;

/** The states a company moves applications to (Retirada is the candidate's, decision 079). */
const STATE_IDS = APPLICATION_STATES.map((s) => s.id);
const FILTER_STATE_IDS = ALL_APPLICATION_STATES.map((s) => s.id);
export const REJECTED_STATE = 4;

const applicationId = intLike(PIPELINE_MESSAGES.postulacion, (n) => n.positive(PIPELINE_MESSAGES.postulacion).max(2_147_483_647, PIPELINE_MESSAGES.postulacion));
const stateId = intLike(PIPELINE_MESSAGES.estado).refine((n) => STATE_IDS.includes(n), PIPELINE_MESSAGES.estado);
const tagText = z
  .string({ error: PIPELINE_MESSAGES.etiqueta })
  .trim()
  .min(1, PIPELINE_MESSAGES.etiqueta)
  .max(PIPELINE_LIMITS.tag, PIPELINE_MESSAGES.etiqueta)
  // Tags compare without case: 'Finalista' and 'finalista' are one tag.
  .transform((s) => s.replace(/\s+/g, ' ').toLowerCase());
const tagList = z.array(tagText, { error: PIPELINE_MESSAGES.etiquetas }).max(PIPELINE_LIMITS.tags, PIPELINE_MESSAGES.etiquetas);

/** The message and rejection fields of a state change (one application or several). */
export const statusChangeFields = {
  /** Rejection reason from REJECTION_REASONS (0: none). */
  tnMotivo: intLike(PIPELINE_MESSAGES.motivo)
    .refine((n) => n === 0 || REJECTION_REASONS.some((r) => r.id === n), PIPELINE_MESSAGES.motivo)
    .optional()
    .default(0),
  /** The company's own words about the rejection. */
  tcMotivo: z.string({ error: PIPELINE_MESSAGES.motivo }).trim().max(PIPELINE_LIMITS.reason, `Máximo ${PIPELINE_LIMITS.reason} caracteres.`).optional().default(''),
  /** 0 no message, 1 message (with the reason for a rejection), 2 message without the reason. */
  tnMensaje: intLike(PIPELINE_MESSAGES.mensaje)
    .refine((n) => n === 0 || n === 1 || n === 2, PIPELINE_MESSAGES.mensaje)
    .optional()
    .default(1),
};

/** A rejection whose message carries the reason needs a reason. */
const reasonGiven = (b: { tnEstado: number; tnMotivo: number; tcMotivo: string; tnMensaje: number }) =>
  !(b.tnEstado === REJECTED_STATE && b.tnMensaje === 1 && b.tnMotivo === 0 && b.tcMotivo === '');
const reasonIssue = { message: PIPELINE_MESSAGES.motivoRequerido, path: ['tcMotivo'] };

export const singleStatusChangeBody = z.object({ tnPostulacion: applicationId, tnEstado: stateId, ...statusChangeFields }).refine(reasonGiven, reasonIssue);

/** One change as the reply reports it. */
export const statusChange = z.object({
  Postulacion: z.number(),
  Estado: z.number(),
  EstadoAnterior: z.number(),
  EstadoDescripcion: z.string(),
  /** When the message will leave (the end of the undo window); null when none is waiting. */
  MensajeEnvio: z.string().nullable(),
});
export type StatusChange = z.infer<typeof statusChange>;

export const applicationNote = z.object({
  Nota: z.number(),
  Texto: z.string(),
  Autor: z.string(),
  Fecha: z.string(),
});
export type ApplicationNote = z.infer<typeof applicationNote>;

/** What getpostulantesEmpleo adds to each applicant for the pipeline. */
export const pipelineApplicantFields = {
  /** 1-5, null until rated. */
  Calificacion: z.number().nullable(),
  Etiquetas: z.array(z.string()),
  MotivoRechazoId: z.number().nullable(),
  MotivoRechazo: z.string(),
  /** The private notes, oldest first. */
  Notas: z.array(applicationNote),
  /** 0-100 from the CV's comparison with the job (skills and experience); null without the CV sent. */
  Puntaje: z.number().nullable(),
  /** Applied after the company last opened this page. */
  Nuevo: z.boolean(),
  /** The status message waiting out its undo window. */
  MensajePendiente: z.object({ Estado: z.number(), Envio: z.string() }).nullable(),
};

/** The list's filters and order (the screening answers' filter joins here, issue 15). */
export const APPLICANT_ORDERS = ['fecha', 'calificacion', 'puntaje'] as const;
export const applicantViewFields = {
  tnEstado: intLike(PIPELINE_MESSAGES.estado).refine((n) => n === 0 || FILTER_STATE_IDS.includes(n), PIPELINE_MESSAGES.estado).optional().default(0),
  tnCalificacionMinima: intLike(PIPELINE_MESSAGES.calificacion, (n) => n.min(0, PIPELINE_MESSAGES.calificacion).max(5, PIPELINE_MESSAGES.calificacion)).optional().default(0),
  tcEtiqueta: z.string({ error: PIPELINE_MESSAGES.etiqueta }).trim().max(PIPELINE_LIMITS.tag, PIPELINE_MESSAGES.etiqueta).optional().default('').transform((s) => s.toLowerCase()),
  tcOrden: z.enum(APPLICANT_ORDERS, { error: 'Orden inválido: fecha, calificacion o puntaje.' }).optional().default('fecha'),
};

const companyOrStaff = endpointsFor(access.companiesAndStaff);
const companyOrStaffAddition = endpointsFor(access.companiesAndStaff, { addition: true });
const companyAddition = endpointsFor(access.companies, { addition: true });

/** Addition (issue 39): a confidential job's company tells one applicant its name. */
export const REVEAL_MESSAGES = {
  revealed: 'Le contamos al postulante el nombre de tu empresa.',
  notConfidential: 'Este empleo no es confidencial: el postulante ya ve el nombre de tu empresa.',
} as const;
export const revealCompany = companyAddition('POST /api/servicio/revelarempresa', {
  summary: 'Empleo confidencial: revelar el nombre de la empresa a un postulante (su correo, sus postulaciones, mensajes y entrevistas lo muestran desde entonces)',
  body: z.object({ tnPostulacion: applicationId }),
  reply: servicioReply(z.object({ Postulacion: z.number(), EmpresaRevelada: z.boolean() })),
});

export const addApplicationNote = companyOrStaff('POST /api/servicio/notapostulacion', {
  summary: 'Nota privada de la empresa sobre una postulación (autor y fecha)',
  body: z.object({ tnPostulacion: applicationId, tcNota: z.string({ error: PIPELINE_MESSAGES.nota }).trim().min(1, PIPELINE_MESSAGES.nota).max(PIPELINE_LIMITS.note, `Máximo ${PIPELINE_LIMITS.note} caracteres.`) }),
  reply: servicioReply(applicationNote),
});

export const rateApplication = companyOrStaff('POST /api/servicio/calificarpostulacion', {
  summary: 'Calificación de 1 a 5 de una postulación (0 la quita)',
  body: z.object({
    tnPostulacion: applicationId,
    tnCalificacion: intLike(PIPELINE_MESSAGES.calificacion, (n) => n.min(0, PIPELINE_MESSAGES.calificacion).max(5, PIPELINE_MESSAGES.calificacion)),
  }),
  reply: servicioReply(z.object({ Postulacion: z.number(), Calificacion: z.number().nullable() })),
});

/** Several applications at once (all or none): 1 to PIPELINE_LIMITS.bulk ids, each once. */
const applicationIds = z
  .array(applicationId, { error: PIPELINE_MESSAGES.postulaciones })
  .min(1, PIPELINE_MESSAGES.postulaciones)
  .max(PIPELINE_LIMITS.bulk, PIPELINE_MESSAGES.demasiadas)
  .transform((ids) => [...new Set(ids)]);

export const changeApplicationStates = companyOrStaff('POST /api/servicio/cambiarestadopostulaciones', {
  summary: 'Cambiar el estado de varias postulaciones a la vez: todas o ninguna (una transacción)',
  body: z
    .object({
      taPostulaciones: applicationIds,
      tnEstado: stateId,
      ...statusChangeFields,
    })
    .refine(reasonGiven, reasonIssue),
  reply: servicioReply(z.array(statusChange)),
});

export const tagApplications = companyOrStaffAddition('POST /api/servicio/etiquetarpostulaciones', {
  summary: 'Agregar o quitar etiquetas de una o varias postulaciones (todas o ninguna)',
  body: z
    .object({
      taPostulaciones: applicationIds,
      taAgregar: tagList.optional().default([]),
      taQuitar: tagList.optional().default([]),
    })
    .refine((b) => b.taAgregar.length + b.taQuitar.length > 0, { message: 'Indique una etiqueta para agregar o quitar.', path: ['taAgregar'] }),
  reply: servicioReply(z.array(z.object({ Postulacion: z.number(), Etiquetas: z.array(z.string()) }))),
});

export const applicationEvent = z.object({
  /** estado, nota, calificacion, etiquetas, mensaje_programado, mensaje_enviado, mensaje_cancelado. */
  Tipo: z.string(),
  Descripcion: z.string(),
  Autor: z.string(),
  Fecha: z.string(),
});
export type ApplicationEvent = z.infer<typeof applicationEvent>;

export const getApplicationHistory = companyOrStaffAddition('POST /api/servicio/historialpostulacion', {
  summary: 'Historial de una postulación: estados, notas, calificación, etiquetas y mensajes, el más reciente primero',
  body: z.object({ tnPostulacion: applicationId }),
  reply: servicioList(applicationEvent),
});

export const statusTemplate = z.object({
  Estado: z.number(),
  EstadoNombre: z.string(),
  Asunto: z.string(),
  Cuerpo: z.string(),
  /** The company wrote its own; false: the default text. */
  Personalizada: z.boolean(),
});
export type StatusTemplate = z.infer<typeof statusTemplate>;

export const listStatusTemplates = companyAddition('POST /api/servicio/plantillasmensajes', {
  summary: 'Plantillas de los mensajes de estado de la empresa (el texto por defecto donde no escribió uno)',
  reply: servicioList(statusTemplate),
});

export const saveStatusTemplate = companyAddition('POST /api/servicio/guardarplantillamensaje', {
  summary: 'Guardar la plantilla del mensaje de un estado (tlRestablecer vuelve al texto por defecto)',
  body: z.object({
    tnEstado: stateId,
    tcAsunto: z.string({ error: PIPELINE_MESSAGES.asunto }).trim().max(PIPELINE_LIMITS.subject, `Máximo ${PIPELINE_LIMITS.subject} caracteres.`).optional().default(''),
    tcCuerpo: z.string({ error: PIPELINE_MESSAGES.cuerpo }).trim().max(PIPELINE_LIMITS.body, `Máximo ${PIPELINE_LIMITS.body} caracteres.`).optional().default(''),
    tlRestablecer: z.boolean({ error: 'tlRestablecer debe ser verdadero o falso.' }).optional().default(false),
  }).refine((b) => b.tlRestablecer || b.tcAsunto !== '', { message: PIPELINE_MESSAGES.asunto, path: ['tcAsunto'] })
    .refine((b) => b.tlRestablecer || b.tcCuerpo !== '', { message: PIPELINE_MESSAGES.cuerpo, path: ['tcCuerpo'] }),
  reply: servicioReply(statusTemplate),
});
