/** Display rules of the spec, shared by the web client and the server. */
import { JOB_STATES } from './catalog';
import { formatNumber } from './format-number';

/** Salary 'A convenir' when missing, 0 or '0'; otherwise the amount with Bs. */
export function formatSalary(value: number | string | null | undefined): string {
  const n = typeof value === 'string' ? Number(value) : value;
  if (!n || Number.isNaN(n)) return 'A convenir';
  return `${formatNumber(n)} Bs`;
}

/** A salary range: 'A convenir' without a maximum, '3.000 Bs' without a minimum, '2.500 - 3.000 Bs' with both. */
export function formatSalaryRange(min: number | null | undefined, max: number | null | undefined): string {
  const top = Number(max) || 0;
  const bottom = Number(min) || 0;
  if (!top) return 'A convenir';
  if (!bottom || bottom >= top) return formatSalary(top);
  return `${formatNumber(bottom)} - ${formatNumber(top)} Bs`;
}

/**
 * Job Estado label (decision 075): 1 Pendiente de pago, 2 Publicado, 3 Vencido, 4 Cerrado,
 * 5 Oculto por administración, 6 Borrador, 7 En revisión (issue 38); anything else Desconocido.
 */
export function jobStateLabel(estado: number | null | undefined): string {
  return JOB_STATES.find((s) => s.id === estado)?.nombre ?? 'Desconocido';
}

/** The state a company reads: an unpaid job whose payment was never started is a Borrador. */
export const jobStateName = (estado: number, paymentStarted: boolean) => (estado === 1 && !paymentStarted ? jobStateLabel(6) : jobStateLabel(estado));

/** Bolivia is UTC-4 all year: the La Paz calendar day of an instant, 'YYYY-MM-DD'. */
export function laPazDay(d: Date | string): string {
  const t = typeof d === 'string' ? new Date(d) : d;
  return new Date(t.getTime() - 4 * 3600 * 1000).toISOString().slice(0, 10);
}

/** 'Nuevo' only when published on today's La Paz calendar day. */
export function isNew(fechaPublicacion: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!fechaPublicacion) return false;
  return laPazDay(fechaPublicacion) === laPazDay(now);
}

/** Meta descriptions are cut at 255 characters. */
export function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : clean.slice(0, max);
}

/** Article summary fallback: 160 characters, trimmed to 157 plus '...'. */
export function summary160(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= 160 ? clean : `${clean.slice(0, 157)}...`;
}

/** dd/MM/yyyy in La Paz time. */
export function formatDate(d: string | Date | null | undefined): string {
  if (!d) return '';
  const day = typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) ? d : laPazDay(d);
  const [y, m, dd] = day.split('-');
  return `${dd}/${m}/${y}`;
}

/** Category falls back to 'No especificada'. */
export const categoryLabel = (name: string | null | undefined) => (name && name.trim() ? name : 'No especificada');

/**
 * A count with its noun in the right number: countOf(1, 'postulación', 'postulaciones') is
 * '1 postulación', countOf(1500, 'empleo', 'empleos') is '1.500 empleos'.
 */
export function countOf(n: number, singular: string, plural: string): string {
  return `${formatNumber(n)} ${n === 1 ? singular : plural}`;
}

/** Issue 39: what candidates and the public read instead of a confidential posting's company. */
export const CONFIDENTIAL_COMPANY = 'Empresa confidencial';
