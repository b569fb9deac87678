/**
 * Jobs leave the public site by the calendar, with no write that would update the search index:
 * a paid job past its expiry day, a visitor's public posting past its first hour. Searches skip
 * their postings (the walks check visibility), but on a live site they pile up (after a year, most
 * of a common word's postings would belong to expired jobs) and every walk would read past them.
 * The sweep deletes them, found through the jobs table's partial indexes: at start and every
 * SEARCH_SWEEP_S seconds the jobs that left since the sweep before (with a day's margin), once a
 * day all of them. A later write of such a job (renewed, paid) indexes it again (the trigger of
 * migration 0014).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { intArray } from '../../db/sql';
import { laPazDay } from '../../core/time';
import { repeat } from '../../core/repeat';
import { PUBLIC_POSTING_GRACE_MS } from './visibility';

const BATCH = 1000;
const DAY_MS = 86_400_000;

/** Deletes the postings of indexed jobs that are no longer public by the calendar (since `since`, or all); how many jobs. */
export async function sweepSearchIndex(db: DbOrTx, now: Date, since: Date | null = null): Promise<number> {
  const graceStart = (at: Date) => new Date(at.getTime() - PUBLIC_POSTING_GRACE_MS).toISOString();
  const expiredFrom = since ? sql`and j.fecha_vencimiento >= ${laPazDay(new Date(since.getTime() - DAY_MS))}::date` : sql``;
  const postedFrom = since ? sql`and j.fecha_publicacion > ${graceStart(new Date(since.getTime() - DAY_MS))}::timestamptz` : sql``;
  let swept = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`select gone.id from (
            select j.id from jobs j where j.estado = 2 and not j.cerrado and not j.oculto and j.fecha_vencimiento < ${laPazDay(now)}::date ${expiredFrom}
            union all
            select j.id from jobs j where j.publico and j.estado <> 2 and j.fecha_publicacion <= ${graceStart(now)}::timestamptz ${postedFrom}) gone
          where exists (select 1 from search_docs d where d.job_id = gone.id)
          limit ${BATCH}`,
    );
    if (!rows.length) return swept;
    const ids = intArray(rows.map((r) => Number(r.id)));
    await db.execute(sql`delete from search_postings where job_id = any(${ids}::int[])`);
    await db.execute(sql`delete from search_docs where job_id = any(${ids}::int[])`);
    swept += rows.length;
  }
}

/** Sweeps now and every `seconds` (0: never) until the returned stop is called. */
export function keepSearchIndexSwept(db: DbOrTx, now: () => Date, seconds: number, onError: (err: unknown) => void) {
  if (seconds <= 0) return async () => undefined;
  let since: Date | null = null;
  let wholeAt = 0;
  const sweep = async () => {
    const at = now();
    const whole = at.getTime() - wholeAt >= DAY_MS;
    await sweepSearchIndex(db, at, whole ? null : since);
    if (whole) wholeAt = at.getTime();
    since = at;
  };
  return repeat(sweep, () => seconds * 1000, onError);
}
