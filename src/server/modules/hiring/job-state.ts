/**
 * Job Estado as users see it (spec 000 section 4): 1 Pendiente (not paid), 2 Completado (paid),
 * 3 Vencido (FechaVencimiento past, paid or not). Only 1 and 2 are stored; 3 is derived.
 */
import { sql, type SQL } from 'drizzle-orm';
import { laPazDate } from '../jobs/visibility';

/** SQL: the displayed Estado of the `jobs` row aliased `alias`. */
export function jobStateSql(now: Date, alias = 'j'): SQL {
  const j = sql.raw(alias);
  return sql`(case when ${j}.fecha_vencimiento < ${laPazDate(now)}::date then 3 else ${j}.estado end)`;
}

/** SQL: an instant as an ISO-8601 UTC string, the same on PGlite and PostgreSQL. */
export function isoSql(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** First instant of the La Paz calendar month containing `now`, `monthsBack` months earlier. */
export function laPazMonthStart(now: Date, monthsBack = 0): Date {
  const local = new Date(now.getTime() - 4 * 3600 * 1000);
  const start = Date.UTC(local.getUTCFullYear(), local.getUTCMonth() - monthsBack, 1, 4, 0, 0);
  return new Date(start);
}

/** 'YYYY-MM' of the La Paz month `monthsBack` months before the one containing `now`. */
export function laPazMonthKey(now: Date, monthsBack = 0): string {
  return laPazMonthStart(now, monthsBack).toISOString().slice(0, 7);
}

/** SQL: 'YYYY-MM' of an instant in La Paz (UTC-4 all year). */
export function laPazMonthSql(column: SQL): SQL {
  return sql`to_char((${column} at time zone 'UTC') - interval '4 hours', 'YYYY-MM')`;
}
