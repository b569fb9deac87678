/**
 * The job seeker's tools (issue 16, decision 078), all additions: saved jobs ('Empleos
 * guardados'), job alerts by e-mail ('Mis alertas', one-click unsubscribe) and 'Empleos para ti'.
 */
import { z } from 'zod';
import { access, endpoint, idNumber } from './endpoint';
import { jobListItem, jobSearchBody } from './jobs';
import { codeFields, idFields, okReply, servicioList, servicioReply } from './shapes';

export const SEEKER_MESSAGES = {
  saved: 'Empleo guardado.',
  unsaved: 'Quitaste el empleo de tus guardados.',
  jobNotFound: 'No se encontró el empleo.',
  tooManySaved: 'Puedes guardar hasta 200 empleos. Quita alguno para guardar otro.',
  alertCreated: 'Alerta creada. Te escribiremos cuando haya empleos nuevos.',
  alertUpdated: 'Alerta actualizada.',
  alertPaused: 'Alerta pausada.',
  alertResumed: 'Alerta reanudada.',
  alertDeleted: 'Alerta eliminada.',
  alertNotFound: 'No se encontró la alerta.',
  tooManyAlerts: 'Puedes tener hasta 20 alertas. Elimina alguna para crear otra.',
  unsubscribed: 'Listo: ya no recibirás esta alerta.',
  badUnsubscribe: 'El enlace para darse de baja no es válido o la alerta ya fue eliminada.',
} as const;

export const SAVED_JOBS_MAX = 200;
export const ALERTS_MAX = 20;

// ---------- saved jobs ----------
const jobCode = codeFields('tcEmpleo', 'El código del empleo no es válido.');

export const saveJob = endpoint('POST /api/servicio/guardarempleo', access.candidates, {
  addition: true,
  summary: 'Guarda un empleo público en los empleos guardados del candidato (repetir no duplica)',
  body: jobCode,
  reply: okReply,
});

export const unsaveJob = endpoint('POST /api/servicio/quitarempleoguardado', access.candidates, {
  addition: true,
  summary: 'Quita un empleo de los guardados del candidato',
  body: jobCode,
  reply: okReply,
});

/** 'abierto': public now; 'vencido': its expiry passed; 'no_disponible': closed or hidden since. */
export const SAVED_JOB_STATES = { abierto: 'Abierto', vencido: 'Vencido', no_disponible: 'No disponible' } as const;
export const savedJobItem = jobListItem.extend({
  EstadoGuardado: z.enum(['abierto', 'vencido', 'no_disponible']),
  EstadoNombre: z.string(),
  FechaGuardado: z.string(),
});
export type SavedJobItem = z.infer<typeof savedJobItem>;

export const listSavedJobs = endpoint('POST /api/servicio/listarempleosguardados', access.candidates, {
  addition: true,
  summary: 'Empleos guardados del candidato, el último primero, con su estado (abierto, vencido)',
  reply: servicioList(savedJobItem),
});

// ---------- alerts ----------
export const ALERT_FREQUENCIES = ['diaria', 'semanal'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
const frequency = z.enum(ALERT_FREQUENCIES, { error: 'Elige la frecuencia: diaria o semanal.' });

export { ALERT_SEARCH_FIELDS, alertSearchOf, alertSummary, type AlertSearch } from '../job-search-url';

export const alertItem = z.object({
  Alerta: z.number(),
  Resumen: z.string(),
  Frecuencia: frequency,
  Activa: z.boolean(),
  /** The search page's query string of the alert's search (open its results, edit it). */
  Consulta: z.string(),
  Busqueda: z.record(z.string(), z.unknown()),
  Enviados: z.number(),
  /** The last e-mail sent (null: none yet). */
  UltimoEnvio: z.string().nullable(),
  /** When the next e-mail is due (null while paused). */
  ProximoEnvio: z.string().nullable(),
  FechaCreacion: z.string(),
});
export type AlertItem = z.infer<typeof alertItem>;

export const createAlert = endpoint('POST /api/servicio/crearalerta', access.candidates, {
  addition: true,
  summary: 'Crea una alerta por correo de una búsqueda (los campos de listaempleos y tcFrecuencia: diaria o semanal)',
  body: jobSearchBody.extend({ tcFrecuencia: frequency }),
  reply: servicioReply(alertItem),
});

export const updateAlert = endpoint('POST /api/servicio/editaralerta', access.candidates, {
  addition: true,
  summary: 'Cambia la búsqueda o la frecuencia de una alerta propia',
  body: jobSearchBody.extend({ tnAlerta: idNumber('La alerta no es válida.'), tcFrecuencia: frequency }),
  reply: servicioReply(alertItem),
});

export const pauseAlert = endpoint('POST /api/servicio/pausaralerta', access.candidates, {
  addition: true,
  summary: 'Pausa (tlActiva false) o reanuda (true) una alerta propia',
  body: z.object({
    tnAlerta: idNumber('La alerta no es válida.'),
    tlActiva: z.boolean({ error: 'tlActiva debe ser verdadero o falso.' }),
  }),
  reply: servicioReply(alertItem),
});

export const deleteAlert = endpoint('POST /api/servicio/eliminaralerta', access.candidates, {
  addition: true,
  summary: 'Elimina una alerta propia',
  body: idFields('tnAlerta', 'La alerta no es válida.'),
  reply: okReply,
});

export const listAlerts = endpoint('POST /api/servicio/listaralertas', access.candidates, {
  addition: true,
  summary: 'Alertas del candidato, la última primero',
  reply: servicioList(alertItem),
});

export const unsubscribeAlert = endpoint('POST /api/servicio/bajaalerta', access.anyone, {
  addition: true,
  summary: 'Baja de una alerta con el código de su correo (sin sesión)',
  body: z.object({
    tcToken: z
      .string({ error: 'El enlace no es válido.' })
      .trim()
      .min(20, 'El enlace no es válido.')
      .max(64, 'El enlace no es válido.')
      .regex(/^[A-Za-z0-9_-]+$/, 'El enlace no es válido.'),
  }),
  reply: servicioReply(z.object({ Resumen: z.string() })),
});

// ---------- Empleos para ti ----------
export const jobForYouItem = jobListItem.extend({
  /** 0-100: the CV ranking's score against this job. */
  Puntaje: z.number(),
  /** One line saying why: 'Coincide: Excel, contabilidad; en tu ciudad'. */
  Motivo: z.string(),
});
export type JobForYouItem = z.infer<typeof jobForYouItem>;

export const jobsForYou = endpoint('POST /api/servicio/empleosparati', access.candidates, {
  addition: true,
  summary: 'Empleos abiertos ordenados por afinidad con el último currículum del candidato, cada uno con su motivo',
  reply: servicioReply(
    z.object({
      Empleos: z.array(jobForYouItem),
      /** The CV the ranking read (null: the candidate has none yet). */
      CurriculumTitulo: z.string().nullable(),
    }),
  ),
});
