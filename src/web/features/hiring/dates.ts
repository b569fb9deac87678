/** Calendar days in La Paz (UTC-4 all year) for the job forms' date inputs. */
export function laPazToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 4 * 3600 * 1000).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus `days` days. */
export function plusDays(day: string, days: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole days from today (La Paz) to `day`; negative when past. */
export function daysUntil(day: string, now: Date = new Date()): number {
  const a = Date.parse(`${laPazToday(now)}T00:00:00Z`);
  const b = Date.parse(`${day.slice(0, 10)}T00:00:00Z`);
  return Math.round((b - a) / 86_400_000);
}

/** 'HH:MM' of an instant on La Paz clocks. */
export const timeOfDay = (iso: string) => new Date(Date.parse(iso) - 4 * 3600 * 1000).toISOString().slice(11, 16);

/** 'DD/MM/YYYY HH:MM' of an instant on La Paz clocks. */
export function dateTime(iso: string) {
  const local = new Date(Date.parse(iso) - 4 * 3600 * 1000).toISOString();
  return `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)} ${local.slice(11, 16)}`;
}
