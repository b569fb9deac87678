/**
 * Additions (issue 40, docs/decisions/messages.md): the messages of an application between its
 * candidate and the company's team. The thread is read by those two sides only; reading it marks
 * the other side's messages read. Each new message reaches the other side by e-mail, grouped
 * (one mail for the messages of a few minutes), unless that person turned message e-mails off.
 * The company keeps reply templates with {nombre} and {empleo}.
 */
import { z } from 'zod';
import { access, endpoint, endpointsFor, idNumber } from './endpoint';
import { codeFields, idFields, okReply, servicioList, servicioReply } from './shapes';

export const CONVERSATION_LIMITS = {
  /** Characters of one message. */
  message: 2000,
  /** Messages one user may send in RATE_WINDOW_S. */
  rate: 20,
  rateWindowS: 600,
  templateTitle: 80,
  templateBody: 2000,
  templates: 30,
} as const;

/** Placeholders of a reply template, filled in with the thread's candidate and job. */
export const REPLY_PLACEHOLDERS = ['{nombre}', '{empleo}'] as const;

export const CONVERSATION_MESSAGES = {
  postulacion: 'Postulación inválida.',
  notFound: 'No se encontró la postulación.',
  texto: 'Escribe el mensaje.',
  largo: `El mensaje puede tener hasta ${CONVERSATION_LIMITS.message} caracteres.`,
  sent: 'Mensaje enviado.',
  closed: 'Esta conversación está cerrada: el empleo se cerró o la otra parte eliminó su cuenta.',
  plantilla: 'Plantilla inválida.',
  plantillaNotFound: 'No se encontró la plantilla.',
  titulo: 'Escribe el nombre de la plantilla.',
  cuerpo: 'Escribe el texto de la plantilla.',
  tooManyTemplates: `Puedes guardar hasta ${CONVERSATION_LIMITS.templates} plantillas.`,
  templateSaved: 'Plantilla guardada.',
  templateDeleted: 'Plantilla eliminada.',
  prefsSaved: 'Preferencia guardada.',
  unsubscribed: 'Listo: ya no recibirás correos por mensajes nuevos. Puedes volver a activarlos en Mensajes.',
  badUnsubscribe: 'El enlace para darte de baja no es válido.',
} as const;

export const MESSAGE_SIDES = ['candidato', 'empresa'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

const applicationId = idNumber(CONVERSATION_MESSAGES.postulacion);
const threadBody = z.object({ tnPostulacion: applicationId });

/** One message as both sides read it. */
export const threadMessage = z.object({
  Mensaje: z.number(),
  /** The side that wrote it. */
  Lado: z.enum(MESSAGE_SIDES),
  /** Who wrote it (the candidate's or the recruiter's name). */
  Autor: z.string(),
  /** Plain text: shown as text, links made clickable, nothing else rendered. */
  Texto: z.string(),
  Fecha: z.string(),
  /** The other side opened the thread after it. */
  Leido: z.boolean(),
  FechaLeido: z.string().nullable(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

export const thread = z.object({
  Postulacion: z.number(),
  /** The caller's side of the thread. */
  MiLado: z.enum(MESSAGE_SIDES),
  Empleo: z.string(),
  CodigoEmpleo: z.string(),
  Empresa: z.string(),
  /** The candidate's first name and full name (the templates' {nombre} is the first). */
  CandidatoNombre: z.string(),
  Candidato: z.string(),
  /** Messages can be sent (the job is open and both accounts exist). */
  Abierta: z.boolean(),
  Mensajes: z.array(threadMessage),
});
export type Thread = z.infer<typeof thread>;

export const conversationSummary = z.object({
  Postulacion: z.number(),
  Empleo: z.string(),
  /** The other side: the company for a candidate, the candidate for a company. */
  Contraparte: z.string(),
  NoLeidos: z.number(),
  Mensajes: z.number(),
  UltimoMensaje: z.string(),
  UltimaFecha: z.string(),
});
export type ConversationSummary = z.infer<typeof conversationSummary>;

export const replyTemplate = z.object({ Plantilla: z.number(), Titulo: z.string(), Cuerpo: z.string() });
export type ReplyTemplate = z.infer<typeof replyTemplate>;

const people = endpointsFor(access.candidatesAndCompanies, { addition: true });
const company = endpointsFor(access.companies, { addition: true });

export const sendMessage = people('POST /api/servicio/enviarmensaje', {
  summary: 'Enviar un mensaje en la conversación de una postulación (su candidato o la empresa del empleo)',
  body: z.object({
    tnPostulacion: applicationId,
    tcMensaje: z
      .string({ error: CONVERSATION_MESSAGES.texto })
      .trim()
      .min(1, CONVERSATION_MESSAGES.texto)
      .max(CONVERSATION_LIMITS.message, CONVERSATION_MESSAGES.largo),
  }),
  reply: servicioReply(threadMessage),
});

export const listMessages = people('POST /api/servicio/listarmensajes', {
  summary: 'La conversación de una postulación, la más antigua primero; marca leídos los mensajes de la otra parte',
  body: threadBody,
  reply: servicioReply(thread),
});

export const unreadMessages = people('POST /api/servicio/mensajesnoleidos', {
  summary: 'Mensajes sin leer: el total y las conversaciones del usuario, la más reciente primero',
  reply: servicioReply(z.object({ Total: z.number(), Conversaciones: z.array(conversationSummary) })),
});

export const getMessagePreferences = people('POST /api/servicio/preferenciasmensajes', {
  summary: 'Si el usuario recibe correos por mensajes nuevos',
  reply: servicioReply(z.object({ RecibirCorreos: z.boolean() })),
});

export const saveMessagePreferences = people('POST /api/servicio/guardarpreferenciasmensajes', {
  summary: 'Recibir o no correos por mensajes nuevos',
  body: z.object({ tlRecibirCorreos: z.boolean({ error: 'tlRecibirCorreos debe ser verdadero o falso.' }) }),
  reply: servicioReply(z.object({ RecibirCorreos: z.boolean() })),
});

export const unsubscribeMessageMail = endpoint('POST /api/servicio/bajacorreosmensajes', access.anyone, {
  addition: true,
  summary: 'Dejar de recibir correos por mensajes nuevos con el enlace del correo (sin sesión)',
  body: codeFields('tcToken', CONVERSATION_MESSAGES.badUnsubscribe),
  reply: okReply,
});

export const listReplyTemplates = company('POST /api/servicio/plantillasrespuesta', {
  summary: 'Las plantillas de respuesta de la empresa ({nombre} y {empleo} se completan al usarlas)',
  reply: servicioList(replyTemplate),
});

export const saveReplyTemplate = company('POST /api/servicio/guardarplantillarespuesta', {
  summary: 'Crear (sin tnPlantilla) o editar una plantilla de respuesta',
  body: z.object({
    tnPlantilla: idNumber(CONVERSATION_MESSAGES.plantilla).optional(),
    tcTitulo: z
      .string({ error: CONVERSATION_MESSAGES.titulo })
      .trim()
      .min(1, CONVERSATION_MESSAGES.titulo)
      .max(CONVERSATION_LIMITS.templateTitle, `Máximo ${CONVERSATION_LIMITS.templateTitle} caracteres.`),
    tcCuerpo: z
      .string({ error: CONVERSATION_MESSAGES.cuerpo })
      .trim()
      .min(1, CONVERSATION_MESSAGES.cuerpo)
      .max(CONVERSATION_LIMITS.templateBody, `Máximo ${CONVERSATION_LIMITS.templateBody} caracteres.`),
  }),
  reply: servicioReply(replyTemplate),
});

export const deleteReplyTemplate = company('POST /api/servicio/eliminarplantillarespuesta', {
  summary: 'Eliminar una plantilla de respuesta',
  body: idFields('tnPlantilla', CONVERSATION_MESSAGES.plantilla),
  reply: okReply,
});

/** A template filled in for one thread (the browser does it before the message is edited and sent). */
export const fillReplyTemplate = (text: string, values: { nombre: string; empleo: string }) =>
  text.replaceAll('{nombre}', values.nombre).replaceAll('{empleo}', values.empleo);
