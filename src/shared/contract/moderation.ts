/**
 * Moderation (issue 38, docs/decisions/moderation.md): postings the rules hold "En revisión",
 * reports by anyone, staff's queue, approval and the rules staff edit. All endpoints are additions.
 * Rejection is the existing admin/ocultarempleo with its reason.
 */
import { z } from 'zod';
import { access, endpoint, endpointsFor, intLike, publicCode } from './endpoint';
import { flag, idFields, okReply, servicioReply } from './shapes';

import { REPORT_DETAIL_MAX, REPORT_REASONS, type ReportReason } from '../moderation-rules';

// The report's reasons and limit live without zod (the job page loads them, decision 094).
export * from '../moderation-rules';

const staffAddition = endpointsFor(access.staff, { addition: true });

export const RULE_CODES = ['dinero', 'contacto_externo', 'salario_alto', 'enlaces', 'palabras'] as const;

export const STAFF_WORDS_MAX = 200;

export const MODERATION_MESSAGES = {
  reported: 'Gracias por avisarnos. El equipo de Chamba revisará este empleo.',
  reportedSignedIn: 'Gracias por avisarnos. El equipo de Chamba revisará este empleo y te escribiremos cuando decida.',
  jobNotFound: 'El empleo no existe.',
  notInQueue: 'Este empleo no está en revisión ni tiene denuncias pendientes.',
  approved: 'El empleo quedó aprobado y vuelve a ser público.',
  rulesSaved: 'Las reglas de moderación quedaron guardadas.',
  reasonRequired: 'Elige un motivo de la lista.',
  detailRequired: 'Cuéntanos el motivo en el detalle.',
  detailTooLong: `El detalle admite hasta ${REPORT_DETAIL_MAX} caracteres.`,
} as const;

export const reportJobBody = z
  .object({
    tcCodigoEmpleo: publicCode('Código de empleo inválido.'),
    tcMotivo: z.enum(REPORT_REASONS.map((r) => r.id) as [ReportReason, ...ReportReason[]], { error: MODERATION_MESSAGES.reasonRequired }),
    tcDetalle: z
      .union([z.string(), z.null()], { error: MODERATION_MESSAGES.detailTooLong })
      .optional()
      .transform((v) => (v ?? '').trim())
      .pipe(z.string().max(REPORT_DETAIL_MAX, MODERATION_MESSAGES.detailTooLong)),
  })
  .superRefine((b, ctx) => {
    if (b.tcMotivo === 'otro' && b.tcDetalle.length < 5) ctx.addIssue({ code: 'custom', path: ['tcDetalle'], message: MODERATION_MESSAGES.detailRequired });
  });

export const reportJob = endpoint('POST /api/servicio/denunciarempleo', access.anyoneOrSignedIn, {
  addition: true,
  summary: 'Denunciar un empleo (visitantes y usuarios): una denuncia por persona y empleo; varias distintas lo ocultan hasta que el equipo lo revise',
  body: reportJobBody,
  reply: okReply,
});

export const queueReport = z.object({ Motivo: z.string(), Detalle: z.string(), Fecha: z.string() });
export const queueItem = z.object({
  Empleo: z.number(),
  CodigoEmpleo: z.string(),
  Titulo: z.string(),
  EmpresaNombre: z.string(),
  /** 1 held (hidden) until staff decide. */
  EnRevision: flag,
  Oculto: flag,
  /** 'reglas' or 'denuncias' for a held job, '' for a public one with pending reports. */
  Origen: z.string(),
  Puntaje: z.number(),
  /** The reasons in plain words (the rules' findings). */
  Motivos: z.array(z.string()),
  Denuncias: z.array(queueReport),
  /** ISO: the newest of its hold and its reports. */
  Fecha: z.string(),
  Pagado: flag,
});
export type QueueItem = z.infer<typeof queueItem>;

export const adminModerationQueue = staffAddition('POST /api/servicio/admin/moderacion', {
  summary: 'Cola de moderación: empleos en revisión y empleos denunciados, los más recientes primero, con sus motivos (staff)',
  reply: servicioReply(z.object({ Items: z.array(queueItem), Total: z.number() })),
});

export const adminApproveJob = staffAddition('POST /api/servicio/admin/aprobarempleo', {
  summary: 'Aprobar un empleo en revisión o denunciado: vuelve a ser público y sus denuncias quedan desestimadas (staff)',
  body: idFields('tnEmpleo', 'Identificador de empleo inválido.'),
  reply: servicioReply(z.object({ Empleo: z.number(), Oculto: flag })),
});

export const moderationRules = z.object({
  Umbral: z.number(),
  DenunciasParaOcultar: z.number(),
  Reglas: z.array(z.object({ Codigo: z.string(), Nombre: z.string(), Descripcion: z.string(), Peso: z.number(), Activa: flag })),
  Palabras: z.array(z.string()),
});
export type ModerationRulesView = z.infer<typeof moderationRules>;

export const adminModerationRules = staffAddition('POST /api/servicio/admin/reglasmoderacion', {
  summary: 'Las reglas de moderación: pesos, umbral, activas, denuncias para ocultar y la lista de palabras (staff)',
  reply: servicioReply(moderationRules),
});

const weight = (message: string, max: number) => intLike(message, (n) => n.min(0, message).max(max, message));

export const saveModerationRulesBody = z.object({
  tnUmbral: intLike('El umbral va de 1 a 1000.', (n) => n.min(1, 'El umbral va de 1 a 1000.').max(1000, 'El umbral va de 1 a 1000.')),
  tnDenunciasParaOcultar: intLike('Las denuncias para ocultar van de 1 a 50.', (n) => n.min(1, 'Las denuncias para ocultar van de 1 a 50.').max(50, 'Las denuncias para ocultar van de 1 a 50.')),
  taReglas: z
    .array(
      z.object({
        tcCodigo: z.enum(RULE_CODES, { error: 'Regla desconocida.' }),
        tnPeso: weight('El peso va de 0 a 1000.', 1000),
        tlActiva: z.boolean({ error: 'tlActiva debe ser verdadero o falso.' }),
      }),
      { error: 'Las reglas deben ser una lista.' },
    )
    .max(RULE_CODES.length, 'Demasiadas reglas.'),
  taPalabras: z
    .array(z.string({ error: 'Cada palabra debe ser texto.' }).trim().min(2, 'Cada palabra tiene al menos 2 letras.').max(80, 'Cada palabra admite hasta 80 caracteres.'), {
      error: 'Las palabras deben ser una lista.',
    })
    .max(STAFF_WORDS_MAX, `La lista admite hasta ${STAFF_WORDS_MAX} palabras.`),
});
export type SaveModerationRulesInput = z.input<typeof saveModerationRulesBody>;

export const adminSaveModerationRules = staffAddition('POST /api/servicio/admin/guardarreglasmoderacion', {
  summary: 'Guardar las reglas de moderación (staff)',
  body: saveModerationRulesBody,
  reply: servicioReply(moderationRules),
});
