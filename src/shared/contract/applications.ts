/** Applying to a job and the candidate's own applications (spec 000 sections 2, 3, 7, 8). */
import { z } from 'zod';
import { access, endpoint, endpointsFor, publicCode, sameCall } from './endpoint';
import { datosList, datosReply, idFields, servicioList, servicioReply } from './shapes';
import { applicationStatusFields, jobTitleFields } from './reply-fields';
import { coverLetterFields, screeningAnswersField, sourceField } from './postings';

export const APPLY_MESSAGES = {
  ok: '¡Postulación exitosa!',
  onlyCandidates: 'La postulación a empleos está disponible solo para candidatos.',
  jobNotFound: 'No se encontró el empleo.',
  jobNotOpen: 'Este empleo no está publicado o ya venció; no admite postulaciones.',
  cvNotFound: 'No se encontró el currículum.',
  cvNotPaid: 'Debes activar este currículum (pago único) antes de postular con él.',
  alreadyApplied: 'Ya postulaste a este empleo.',
} as const;

export const applyToJob = endpoint('POST /api/postularempleo', access.signedIn, {
  summary: 'Postular a un empleo con un currículum propio y pagado',
  body: z.object({
    tnCurriculum: z
      .union([z.number(), z.string().trim().regex(/^\d{1,10}$/)], { error: 'Selecciona un currículum.' })
      .transform(Number)
      .pipe(z.number().int('Selecciona un currículum.').min(1, 'Selecciona un currículum.').max(2_147_483_647, 'Selecciona un currículum.')),
    tcCodigoEmpleo: publicCode('Código de empleo inválido.'),
    // ---- additions (decision 075) ----
    /** Answers to the job's screening questions: every question answered. */
    taRespuestas: screeningAnswersField,
    /** Optional cover letter and salary expectation (Bs a month). */
    ...coverLetterFields,
    /** Where the candidate came from to the job page: busqueda, directo, compartido. */
    tcFuente: sourceField,
  }),
  /** Datos 1 means success; otherwise `message` says why. */
  reply: datosReply(z.number()),
});

/** A row of 'Mis Postulaciones' (spec 000 section 3), with the status the company set. */
export const candidateApplication = z.object({
  Postulacion: z.number(),
  ...jobTitleFields,
  TipoEmpleoNombre: z.string(),
  EmpresaNombre: z.string(),
  NombreCiudad: z.string(),
  ...applicationStatusFields,
  /** Null once the candidate deleted that CV (the company keeps the version sent). */
  Curriculum: z.number().nullable(),
  /** The title of the version sent. */
  CurriculumTitulo: z.string(),
  /** The company closed (deleted) the job. */
  EmpleoCerrado: z.boolean(),
});
export type CandidateApplication = z.infer<typeof candidateApplication>;

/** The three names of the candidate's own list: nothing sent, the applications in Datos. */
const ownApplications = sameCall(access.candidates, { reply: datosList(candidateApplication) });

export const listMyApplications = ownApplications('POST /api/servicio/listarempleosbyusuario', 'Postulaciones del candidato de la sesión');
export const listCandidateApplications = ownApplications('POST /api/servicio/listarempleosbycandidato', 'Postulaciones del candidato de la sesión (nombre del dashboard)');
export const listCandidateApplicationsThisMonth = ownApplications(
  'POST /api/servicio/listarempleosbycandidatomes',
  'Postulaciones del candidato de este mes (hora de La Paz)',
);

// ---------- additions (decision 079): withdrawing an application and its timeline ----------

const candidateAddition = endpointsFor(access.candidates, { addition: true });

export const WITHDRAW_MESSAGES = {
  ok: 'Retiraste tu postulación. La empresa la verá como «Retirada».',
  postulacion: 'Postulación inválida.',
  notFound: 'No se encontró la postulación.',
  decided: 'La empresa ya decidió sobre esta postulación; no se puede retirar.',
  already: 'Ya retiraste esta postulación.',
} as const;

const applicationBody = idFields('tnPostulacion', WITHDRAW_MESSAGES.postulacion);

export const withdrawApplication = candidateAddition('POST /api/servicio/retirarpostulacion', {
  summary: 'Retirar una postulación propia que la empresa aún no decidió (Recibido, En revisión, Entrevista)',
  body: applicationBody,
  reply: servicioReply(z.object({ Postulacion: z.number(), Estado: z.number(), EstadoDescripcion: z.string() })),
});

/** What a candidate's timeline tells, oldest first. */
export const TIMELINE_KINDS = ['enviada', 'vista', 'estado', 'mensaje', 'retirada'] as const;

/** One entry of the candidate's timeline: never the company's notes, rating or tags. */
export const timelineEntry = z.object({
  Fecha: z.string(),
  /** enviada, vista (the company opened its applicants after it), estado, mensaje (sent after the undo window), retirada. */
  Tipo: z.enum(TIMELINE_KINDS),
  Texto: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

export const getMyApplicationTimeline = candidateAddition('POST /api/servicio/historialmipostulacion', {
  summary: 'Historial de una postulación propia: enviada, vista por la empresa, cambios de estado y mensajes enviados',
  body: applicationBody,
  reply: servicioList(timelineEntry),
});
