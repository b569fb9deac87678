/**
 * Time: the clock every area reads (tests control it), and the La Paz calendar. Bolivia is UTC-4
 * all year (no daylight saving), so a La Paz day or month is a fixed offset from UTC. The day
 * itself is src/shared/rules.ts' laPazDay, the one the web client shows.
 */
import { sql, type SQL } from 'drizzle-orm';
import { laPazDay } from '../../shared/rules';

export { laPazDay };

export type Clock = { now(): Date };
export const systemClock: Clock = { now: () => new Date() };

const OFFSET_MS = 4 * 3600_000;
export const DAY_MS = 86_400_000;

/** The La Paz day `days` days after the one containing `now` ('YYYY-MM-DD'). */
export const laPazDayFrom = (now: Date, days: number) => laPazDay(new Date(now.getTime() + days * DAY_MS));

/** The instant a La Paz day ('YYYY-MM-DD') starts. */
export const laPazDayStart = (day: string) => new Date(`${day}T04:00:00.000Z`);

/** The instant the La Paz day after `day` starts: the exclusive end of `day`. */
export const laPazDayEnd = (day: string) => new Date(laPazDayStart(day).getTime() + DAY_MS);

/** 'HH:MM' of an instant on La Paz clocks. */
export const laPazTime = (d: Date) => new Date(d.getTime() - OFFSET_MS).toISOString().slice(11, 16);

/** First instant of the La Paz calendar month containing `now`, `monthsBack` months earlier. */
export function laPazMonthStart(now: Date, monthsBack = 0): Date {
  const local = new Date(now.getTime() - OFFSET_MS);
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1, 4, 0, 0));
}

/** 'YYYY-MM' of the La Paz month `monthsBack` months before the one containing `now`. */
export const laPazMonthKey = (now: Date, monthsBack = 0) => laPazMonthStart(now, monthsBack).toISOString().slice(0, 7);

/** SQL: 'YYYY-MM' of an instant column in La Paz. */
export const laPazMonthSql = (column: SQL): SQL => sql`to_char((${column} at time zone 'UTC') - interval '4 hours', 'YYYY-MM')`;
