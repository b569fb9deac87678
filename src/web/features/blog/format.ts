const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

/** '2026-11-12' -> '12 de noviembre de 2026' (a calendar day: no time zone involved). */
export function longDate(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  return `${Number(m[3])} de ${MONTHS[Number(m[2]) - 1]} de ${m[1]}`;
}

/** Today in La Paz (UTC-4) as 'YYYY-MM-DD', for the publication date field. */
export const laPazToday = () => new Date(Date.now() - 4 * 3600 * 1000).toISOString().slice(0, 10);

export const tagList = (etiquetas: string) =>
  etiquetas
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
