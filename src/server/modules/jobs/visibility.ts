/**
 * Which jobs the public sees (DESIGN.md departures): paid and not expired, or a visitor's public
 * posting in its first hour; never closed or hidden ones. Bolivia is UTC-4 all year.
 */
import { sql, type SQL } from 'drizzle-orm';

export const PUBLIC_POSTING_GRACE_MS = 60 * 60 * 1000;

/** Today's date in La Paz as 'YYYY-MM-DD'. */
export function laPazDate(now: Date): string {
  return new Date(now.getTime() - 4 * 3600 * 1000).toISOString().slice(0, 10);
}

/** SQL condition on the `jobs` table aliased `j`. */
export function publicJobCondition(now: Date, alias = 'j'): SQL {
  const j = sql.raw(alias);
  const today = laPazDate(now);
  const graceStart = new Date(now.getTime() - PUBLIC_POSTING_GRACE_MS);
  return sql`(not ${j}.cerrado and not ${j}.oculto and ${j}.fecha_vencimiento >= ${today}::date
    and (${j}.estado = 2 or (${j}.publico and ${j}.fecha_publicacion > ${graceStart.toISOString()}::timestamptz)))`;
}

/**
 * The two disjoint halves of `publicJobCondition`, for queries that can use the partial indexes
 * of listed jobs (jobs_listed_*_idx) and of public postings (jobs_public_posting_idx).
 * publicJobCondition(now) = listedJobCondition(now) OR postingJobCondition(now).
 */
export function listedJobCondition(now: Date, alias = 'j'): SQL {
  const j = sql.raw(alias);
  return sql`(${j}.estado = 2 and not ${j}.cerrado and not ${j}.oculto and ${j}.fecha_vencimiento >= ${laPazDate(now)}::date)`;
}

export function postingJobCondition(now: Date, alias = 'j'): SQL {
  const j = sql.raw(alias);
  const graceStart = new Date(now.getTime() - PUBLIC_POSTING_GRACE_MS);
  return sql`(${j}.publico and ${j}.estado <> 2 and not ${j}.cerrado and not ${j}.oculto
    and ${j}.fecha_vencimiento >= ${laPazDate(now)}::date and ${j}.fecha_publicacion > ${graceStart.toISOString()}::timestamptz)`;
}
