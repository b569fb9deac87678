export { formatDate, formatSalary, formatSalaryRange, isNew, jobStateLabel, categoryLabel } from '../../shared/rules';

/** WhatsApp link for a Bolivian number (+591 and 8 digits), with a prefilled message. */
export function whatsappLink(phone: string, text: string) {
  const digits = phone.replace(/\D/g, '');
  const full = digits.length === 8 ? `591${digits}` : digits;
  return `https://wa.me/${full}?text=${encodeURIComponent(text)}`;
}

/** Absolute URL of an uploaded file path from the API, or the fallback image. */
export const imageUrl = (path: string | null | undefined, fallback: string) => (path && path.trim() ? path : fallback);

/** Badge class of a job state: 2 Publicado green, 3 Vencido and 5 Oculto por administración red, the others (Borrador, Pendiente de pago, Cerrado) amber. */
export const jobStateBadge = (estado: number) => (estado === 2 ? 'badge-success' : estado === 3 || estado === 5 ? 'badge-danger' : 'badge-warning');

/** Seconds in words: '10 minutos', '1 minuto', '45 segundos', '2 horas'. */
export function durationText(seconds: number): string {
  const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (seconds % 3600 === 0 && seconds >= 3600) return unit(seconds / 3600, 'hora', 'horas');
  if (seconds % 60 === 0 && seconds >= 60) return unit(seconds / 60, 'minuto', 'minutos');
  return unit(seconds, 'segundo', 'segundos');
}
