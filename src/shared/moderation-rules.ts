/**
 * The report form's reasons and limit (issue 38), without zod: the job page loads them, and a
 * public page ships no zod (decision 094). The moderation contract re-exports them.
 */
export const REPORT_REASONS = [
  { id: 'estafa', nombre: 'Estafa o cobro' },
  { id: 'datos_personales', nombre: 'Pide datos personales' },
  { id: 'discriminacion', nombre: 'Discriminación' },
  { id: 'inexistente', nombre: 'Empleo inexistente' },
  { id: 'otro', nombre: 'Otro' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['id'];
export const reportReasonName = (id: string) => REPORT_REASONS.find((r) => r.id === id)?.nombre ?? id;

export const REPORT_DETAIL_MAX = 1000;
