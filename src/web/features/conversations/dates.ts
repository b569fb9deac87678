/** A message's instant as people in Bolivia read it: '2 mar 2026, 10:05'. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString('es-BO', { timeZone: 'America/La_Paz', dateStyle: 'medium', timeStyle: 'short' });
