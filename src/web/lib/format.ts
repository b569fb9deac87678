export { formatDate, formatSalary, isNew, jobStateLabel, categoryLabel } from '../../shared/rules';

/** WhatsApp link for a Bolivian number (+591 and 8 digits), with a prefilled message. */
export function whatsappLink(phone: string, text: string) {
  const digits = phone.replace(/\D/g, '');
  const full = digits.length === 8 ? `591${digits}` : digits;
  return `https://wa.me/${full}?text=${encodeURIComponent(text)}`;
}

/** Absolute URL of an uploaded file path from the API, or the fallback image. */
export const imageUrl = (path: string | null | undefined, fallback: string) => (path && path.trim() ? path : fallback);

/** Badge class of a job state: 1 Pendiente, 2 Completado, 3 Vencido. */
export const jobStateBadge = (estado: number) => (estado === 2 ? 'badge-success' : estado === 3 ? 'badge-danger' : 'badge-warning');
