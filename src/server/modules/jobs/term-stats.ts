/**
 * Which word of a search has the fewest postings (decision 073): a search of several words walks
 * that word's postings and checks the others. PostgreSQL's own statistics of search_postings.term
 * (pg_stats: its 1,000 most common terms and their shares, migration 0020) answer it with no query
 * per search; they are read at most once a minute. A term outside that list is rarer than the
 * least common one in it. Without statistics (a database before its first ANALYZE) each word's
 * postings are counted, up to 5,000.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { sqlList } from '../../db/sql';
import { PeriodicRead } from './periodic-read';

const READ_EVERY_MS = 60_000;
const COUNT_CAP = 5000;

type Snapshot = { shares: Map<string, number>; rest: number; rows: number } | null;

async function readSnapshot(db: DbOrTx): Promise<Snapshot> {
  const [r] = await queryRows<{ vals: string[] | null; freqs: number[] | null; rows: number | null }>(
    db,
    sql`select s.most_common_vals::text::text[] as vals, s.most_common_freqs::float8[] as freqs,
          (select reltuples from pg_class where oid = 'search_postings'::regclass)::float8 as rows
        from (select 1) one left join pg_stats s
          on s.schemaname = current_schema() and s.tablename = 'search_postings' and s.attname = 'term'`,
  );
  const vals = r?.vals ?? [];
  const freqs = (r?.freqs ?? []).map(Number);
  const rows = Number(r?.rows ?? 0);
  return vals.length && rows > 0 ? { shares: new Map(vals.map((v, i) => [v, freqs[i]])), rest: Math.min(...freqs), rows } : null;
}

export class TermStats {
  private readonly stats = new PeriodicRead(READ_EVERY_MS, readSnapshot);

  /** Postings of each unit (the sum over its alternative terms), estimated or counted. */
  async postings(db: DbOrTx, units: string[][]): Promise<number[]> {
    const s = await this.stats.get(db);
    if (s) return units.map((terms) => terms.reduce((sum, t) => sum + (s.shares.get(t) ?? s.rest) * s.rows, 0));
    const counts = units.map(
      (terms) => sql`(select count(*) from (select 1 from search_postings where term in (${sqlList(terms)}) limit ${COUNT_CAP}) c)::int`,
    );
    const [row] = await queryRows<{ n: number[] }>(db, sql`select array[${sql.join(counts, sql`, `)}] as n`);
    return row.n.map(Number);
  }

  /** Index of the unit with the fewest postings. */
  async rarest(db: DbOrTx, units: string[][]): Promise<number> {
    if (units.length === 1) return 0;
    const n = await this.postings(db, units);
    return n.indexOf(Math.min(...n));
  }
}
