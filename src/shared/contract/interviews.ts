/**
 * Interviews (addition, issue 40): the company proposes one to five times for an application, the
 * candidate confirms one; both get an iCalendar invitation; the company may reprogram, either side
 * may cancel with a reason. Times travel as ISO 8601 with an offset and are shown in La Paz time.
 */
import { z } from 'zod';
import { access, endpointsFor, idNumber, intLike, optionalText, requiredText } from './endpoint';
import { listCallBody, servicioList, servicioReply } from './shapes';

export const INTERVIEW_LIMITS = { maxTimes: 5, minDuration: 15, maxDuration: 240, place: 200, link: 500, notes: 1000, reason: 500, maxDaysAhead: 365 } as const;

export const INTERVIEW_STATES = ['propuesta', 'confirmada', 'cancelada'] as const;
export type InterviewState = (typeof INTERVIEW_STATES)[number];

export const INTERVIEW_MESSAGES = {
  postulacion: 'Postulación inválida.',
  entrevista: 'Entrevista inválida.',
  notFound: 'No se encontró la entrevista.',
  applicationNotFound: 'No se encontró la postulación.',
  horarios: `Propón entre 1 y ${INTERVIEW_LIMITS.maxTimes} horarios.`,
  horario: 'Cada horario debe ser una fecha y hora ISO 8601 con zona horaria (por ejemplo 2026-12-08T10:00:00-04:00).',
  repetido: 'Hay horarios repetidos.',
  pasado: 'Los horarios deben ser futuros.',
  lejano: `Los horarios no pueden superar ${INTERVIEW_LIMITS.maxDaysAhead} días.`,
  duracion: `La duración debe estar entre ${INTERVIEW_LIMITS.minDuration} y ${INTERVIEW_LIMITS.maxDuration} minutos.`,
  lugarOEnlace: 'Indica el lugar o el enlace de la entrevista (solo uno de los dos).',
  enlace: 'El enlace debe ser una dirección https:// válida.',
  motivo: 'Indica el motivo.',
  noPropuesto: 'Ese horario no está entre los propuestos.',
  cancelada: 'Esta entrevista fue cancelada.',
  yaConfirmada: 'Esta entrevista ya tiene un horario confirmado.',
  sinConfirmar: 'El candidato aún no eligió un horario: cancela la propuesta y propone otros horarios.',
  enCurso: 'Esta postulación ya tiene una entrevista en curso: reprográmala o cancélala.',
  postulacionCerrada: 'Esta postulación fue retirada, rechazada o ya se decidió: no admite entrevistas.',
  mismoHorario: 'La entrevista ya está en ese horario.',
  proposed: 'Propusimos los horarios al candidato. Te avisaremos cuando elija uno.',
  confirmed: 'Entrevista confirmada. Te enviamos la invitación por correo.',
  reprogrammed: 'Entrevista reprogramada. Enviamos la invitación actualizada a ambos.',
  cancelledOk: 'Entrevista cancelada. Avisamos a la otra parte.',
} as const;

/** An instant as ISO 8601 with an offset ('Z' or ±hh:mm), seconds optional. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
export const instantText = z
  .string({ error: INTERVIEW_MESSAGES.horario })
  .trim()
  .max(40, INTERVIEW_MESSAGES.horario)
  .regex(ISO_WITH_OFFSET, INTERVIEW_MESSAGES.horario)
  .refine((s) => !Number.isNaN(Date.parse(s)), INTERVIEW_MESSAGES.horario)
  /** The same instant in UTC: what is stored and compared. */
  .transform((s) => new Date(s).toISOString());

const duration = intLike(INTERVIEW_MESSAGES.duracion, (n) => n.min(INTERVIEW_LIMITS.minDuration, INTERVIEW_MESSAGES.duracion).max(INTERVIEW_LIMITS.maxDuration, INTERVIEW_MESSAGES.duracion));

const httpsLink = z
  .string({ error: INTERVIEW_MESSAGES.enlace })
  .trim()
  .max(INTERVIEW_LIMITS.link, INTERVIEW_MESSAGES.enlace)
  .refine((s) => s === '' || isHttpsUrl(s), INTERVIEW_MESSAGES.enlace)
  .optional()
  .default('');

function isHttpsUrl(s: string) {
  try {
    const u = new URL(s);
    return u.protocol === 'https:' && u.hostname.includes('.') && !/[\s<>"]/.test(s);
  } catch {
    return false;
  }
}

const interviewId = { tnEntrevista: idNumber(INTERVIEW_MESSAGES.entrevista) };

export const proposeInterviewBody = z
  .object({
    tnPostulacion: idNumber(INTERVIEW_MESSAGES.postulacion),
    taHorarios: z.array(instantText, { error: INTERVIEW_MESSAGES.horarios }).min(1, INTERVIEW_MESSAGES.horarios).max(INTERVIEW_LIMITS.maxTimes, INTERVIEW_MESSAGES.horarios),
    tnDuracion: duration,
    tcLugar: optionalText(INTERVIEW_LIMITS.place),
    tcEnlace: httpsLink,
    tcNotas: optionalText(INTERVIEW_LIMITS.notes),
  })
  .superRefine((b, ctx) => {
    if (new Set(b.taHorarios).size !== b.taHorarios.length) ctx.addIssue({ code: 'custom', path: ['taHorarios'], message: INTERVIEW_MESSAGES.repetido });
    if ((b.tcLugar === '') === (b.tcEnlace === '')) ctx.addIssue({ code: 'custom', path: ['tcLugar'], message: INTERVIEW_MESSAGES.lugarOEnlace });
  });
export type ProposeInterviewInput = z.input<typeof proposeInterviewBody>;

/** An interview as both sides see it (the company also sees the candidate's name). */
export const interviewItem = z.object({
  Entrevista: z.number(),
  Postulacion: z.number(),
  Estado: z.enum(INTERVIEW_STATES),
  /** The proposed times, ISO instants in UTC, earliest first. */
  Horarios: z.array(z.string()),
  /** The same in words, La Paz time ("martes 8 de diciembre de 2026, 10:00 (hora de Bolivia)"). */
  HorariosTexto: z.array(z.string()),
  /** The confirmed time, null while proposed. */
  Inicio: z.string().nullable(),
  InicioTexto: z.string().nullable(),
  Duracion: z.number(),
  Lugar: z.string(),
  Enlace: z.string(),
  Notas: z.string(),
  Titulo: z.string(),
  CodigoEmpleo: z.string(),
  Empresa: z.string(),
  Candidato: z.string(),
});
export type InterviewItem = z.infer<typeof interviewItem>;

const interviewReply = servicioReply(interviewItem);
const companyAddition = endpointsFor(access.companies, { addition: true });
const candidateAddition = endpointsFor(access.candidates, { addition: true });
const bothSides = endpointsFor(access.candidatesAndCompanies, { addition: true });

export const proposeInterview = companyAddition('POST /api/servicio/proponerentrevista', {
  summary: 'Proponer de 1 a 5 horarios de entrevista a un postulante de un empleo propio',
  body: proposeInterviewBody,
  reply: interviewReply,
});

export const chooseInterviewTime = candidateAddition('POST /api/servicio/elegirhorario', {
  summary: 'Confirmar uno de los horarios propuestos para una entrevista propia (la postulación pasa a Entrevista)',
  body: z.object({ ...interviewId, tcHorario: instantText }),
  reply: interviewReply,
});

export const rescheduleInterview = companyAddition('POST /api/servicio/reprogramarentrevista', {
  summary: 'Cambiar el horario de una entrevista confirmada: invitación actualizada (mismo UID, SEQUENCE mayor)',
  body: z.object({ ...interviewId, tcHorario: instantText, tnDuracion: duration.optional(), tcMotivo: optionalText(INTERVIEW_LIMITS.reason) }),
  reply: interviewReply,
});

export const cancelInterview = bothSides('POST /api/servicio/cancelarentrevista', {
  summary: 'Cancelar una entrevista (la empresa o el candidato) con un motivo: METHOD:CANCEL si estaba confirmada',
  body: z.object({ ...interviewId, tcMotivo: requiredText(INTERVIEW_MESSAGES.motivo, INTERVIEW_LIMITS.reason) }),
  reply: interviewReply,
});

export const listInterviews = bothSides('POST /api/servicio/listarentrevistas', {
  summary: 'Próximas entrevistas propuestas o confirmadas del candidato o de la empresa de la sesión (de una postulación si se indica)',
  body: listCallBody(z.object({ tnPostulacion: idNumber(INTERVIEW_MESSAGES.postulacion).optional() })),
  reply: servicioList(interviewItem),
});

const DAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** An instant in words on La Paz clocks (UTC-4 all year): "martes 8 de diciembre de 2026, 10:00 (hora de Bolivia)". */
export function laPazLongText(iso: string | Date): string {
  const local = new Date(new Date(iso).getTime() - 4 * 3_600_000);
  const hh = String(local.getUTCHours()).padStart(2, '0');
  const mm = String(local.getUTCMinutes()).padStart(2, '0');
  return `${DAYS[local.getUTCDay()]} ${local.getUTCDate()} de ${MONTHS[local.getUTCMonth()]} de ${local.getUTCFullYear()}, ${hh}:${mm} (hora de Bolivia)`;
}

/** A `datetime-local` value ('2026-12-08T10:00') read as La Paz time, as ISO with its offset. */
export const laPazLocalToIso = (local: string) => `${local.length === 16 ? `${local}:00` : local}-04:00`;
