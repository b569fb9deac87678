/**
 * AI help (additions; DESIGN decision 10): improve a CV professional profile, write a job's long
 * description from its fields. Always server-side; a token is optional (the quick CV and the
 * public job posting are used by visitors); rate limited per address and per user.
 */
import { z } from 'zod';
import { access, endpointsFor, intLike } from './endpoint';
import { servicioReply } from './shapes';

/** The messages the spec shows around the AI helpers (document 001). */
export const AI_TEXT_MESSAGES = {
  /** Profile improvement asked with an empty draft (validation). */
  profileDraftRequired: 'Por favor, escribe un borrador de tu perfil profesional antes de mejorarlo con IA.',
  /** Profile improvement: the provider gave no text. */
  profileNoText: 'La IA no pudo generar una mejora en este momento. Por favor, inténtalo de nuevo.',
  /** Profile improvement: the provider failed. */
  profileFailure: 'Ocurrió un error al intentar mejorar el texto. Por favor, revisa la consola para más detalles.',
  /** Long description asked without a short description (validation; the spec's wording). */
  jobShortDescriptionRequired: 'introducir descripcion corta par asi generar la descripcion larga',
  /** Long description: the provider gave no text. */
  jobNoText: 'No se recibió texto de la IA.',
  /** Long description: the provider failed. */
  jobFailure: 'Ocurrió un error al procesar el texto.',
} as const;

export const AI_PROFILE_MAX = 3000;

const aiHelp = endpointsFor(access.anyoneOrSignedIn, { addition: true });

const text = (max: number) =>
  z.preprocess((v) => (v == null ? '' : typeof v === 'number' ? String(v) : v), z.string({ error: 'Debe ser un texto.' }).trim().max(max, `Máximo ${max} caracteres.`));

const required = (message: string, max: number) =>
  z.preprocess((v) => v ?? '', z.string({ error: message }).trim().min(1, message).max(max, `Máximo ${max} caracteres.`));

/** A catalogue id sent as number or string; 0 / empty means not chosen. */
const optionalId = z.preprocess((v) => (v === '' || v == null ? 0 : v), intLike('Identificador inválido.', (n) => n.min(0, 'Identificador inválido.').max(1_000_000, 'Identificador inválido.')));

/** A list of strings or of {Descripcion} items, as the job forms keep them. */
const textList = z
  .array(z.union([z.string().max(500), z.object({ Descripcion: z.string().max(500) }), z.object({ descripcion: z.string().max(500) })]), { error: 'Lista inválida.' })
  .max(40, 'Máximo 40 elementos.')
  .optional()
  .default([])
  .transform((list) => list.map((v) => (typeof v === 'string' ? v : 'Descripcion' in v ? v.Descripcion : v.descripcion)));

export const improveProfile = aiHelp('POST /api/servicio/mejorarperfilia', {
  summary: 'Mejorar con IA el perfil profesional de un currículum',
  body: z.object({ tcTexto: required(AI_TEXT_MESSAGES.profileDraftRequired, AI_PROFILE_MAX) }),
  reply: servicioReply(z.object({ texto: z.string() })),
});

/** The job form's own fields (same names as registrarempleo); only the short description is required. */
export const jobDescriptionBody = z.object({
  tcTitulo: text(200),
  tcDescripcion: required(AI_TEXT_MESSAGES.jobShortDescriptionRequired, 2000),
  tcEmpresa: text(200),
  tcDireccion: text(200),
  tnCategoria: optionalId,
  tnCiudad: optionalId,
  tnTipoEmpleo: optionalId,
  tnTiempoExperiencia: optionalId,
  tnModalidad: optionalId,
  tnSalario: optionalId,
  /** Addition: the bottom of the salary range. */
  tnSalarioMinimo: optionalId,
  taRequerimientos: textList,
  taResponsabilidades: textList,
  taHabilidades: z
    .array(z.union([z.number(), z.string().max(20), z.object({ id: z.union([z.number(), z.string()]) })]), { error: 'Lista inválida.' })
    .max(40, 'Máximo 40 elementos.')
    .optional()
    .default([]),
  taIdiomas: z
    .array(z.union([z.string().max(20), z.number(), z.object({ id: z.union([z.number(), z.string()]) })]), { error: 'Lista inválida.' })
    .max(20, 'Máximo 20 elementos.')
    .optional()
    .default([]),
});

export const writeJobDescription = aiHelp('POST /api/servicio/generardescripcionempleo', {
  summary: 'Escribir con IA la descripción larga de un empleo a partir de sus campos (sin IA configurada: una plantilla para editar)',
  body: jobDescriptionBody,
  /** plantilla (addition): true when no AI is configured and the text is a template built from the fields, to be edited. */
  reply: servicioReply(z.object({ texto: z.string(), plantilla: z.boolean() })),
});
