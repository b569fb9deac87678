/**
 * Featured jobs in the search (issue 39, decision featured-and-confidential.md): a small read of
 * its own beside the tuned search (search.ts), never inside it. The jobs featured now are few
 * (paid, jobs_destacado_idx holds only them); those that pass the search's filters and hold all
 * its words (their row of search_docs, one look-up each) come first on the results page, at most
 * FEATURED_PER_PAGE a page: page n shows the n-th three of them, by relevance among themselves.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import type { JobSearch } from '../../../shared/contract/jobs';
import { counted, type Unit } from './query-terms';
import { docQuery, levelOf } from './search-docs';
import { filterConditions } from './search-filters';
import { listedJobCondition } from './visibility';

export const FEATURED_PER_PAGE = 3;

/** The order of featured jobs among themselves: the search's sort (relevance: words' levels, then the posting's rank). */
function orderOf(q: JobSearch, units: Unit[]): SQL {
  if (q.tcOrden === 'salario') return sql`j.salario desc, j.fecha_publicacion desc, j.id desc`;
  if (q.tcOrden === 'vencimiento') return sql`j.fecha_vencimiento, j.fecha_publicacion desc, j.id desc`;
  if (q.tcOrden === 'recientes' || !units.length) return sql`j.fecha_publicacion desc, j.id desc`;
  const levels = sql.join(units.map((u) => sql`coalesce(${levelOf(u)}, 99)`), sql` + `);
  return sql`${levels}, d.rank_key desc, j.id desc`;
}

/** Ids of the featured jobs of a results page: those matching the search (its city already read from its words), in order. */
export async function featuredOfPage(db: DbOrTx, q: JobSearch, units: Unit[], page: number, now: Date): Promise<number[]> {
  const conds = [sql`j.destacado_hasta > ${now.toISOString()}::timestamptz`, listedJobCondition(now), ...filterConditions(q, now)];
  const words = units.length ? sql`join search_docs d on d.job_id = j.id and d.doc @@ ${docQuery(units.map((u) => counted(u).map((a) => a.term)))}::tsquery` : sql``;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select j.id from jobs j ${words} where ${sql.join(conds, sql` and `)}
        order by ${orderOf(q, units)} limit ${FEATURED_PER_PAGE} offset ${(Math.max(page, 1) - 1) * FEATURED_PER_PAGE}`,
  );
  return rows.map((r) => Number(r.id));
}

/** The public jobs featured now, newest first (the home page's featured row). */
export async function featuredNow(db: DbOrTx, now: Date, limit: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select j.id from jobs j where j.destacado_hasta > ${now.toISOString()}::timestamptz and ${listedJobCondition(now)}
        order by j.fecha_publicacion desc, j.id desc limit ${limit}`,
  );
  return rows.map((r) => Number(r.id));
}
