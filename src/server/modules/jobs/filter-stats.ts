/**
 * About how many jobs a search's filters select (decision 073), from PostgreSQL's own statistics
 * of the jobs table (pg_stats: each column's common values and their shares, its histogram), read
 * at most once a minute: no query per search. Shares of several filters are multiplied, as the
 * planner does. It only chooses the cheaper way into a word search with filters (search.ts), so
 * an estimate off by a few times costs time, never results. Without statistics it answers null.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { laPazDayEnd, laPazDayStart } from '../../core/time';
import type { JobSearch } from '../../../shared/contract/jobs';
import { allowed, searchCities } from './search-filters';
import { PeriodicRead } from './periodic-read';
import { FILTER_COLUMNS, type Column } from './filter-columns';

const READ_EVERY_MS = 60_000;

/** One column's statistics: common values with their shares, the share of each other value, histogram bounds. */
type ColumnStats = { common: Map<string, number>; other: number; rest: number; bounds: string[] };
type Snapshot = { rows: number; columns: Map<Column, ColumnStats> } | null;

/** The filters' shares of the jobs, by the column each compares (the product: all of them). */
export type Factors = { rows: number; shares: Partial<Record<Column, number>> };

/** A city or a category, with the share of jobs it holds. */
export type Partition = { column: 'ciudad_id' | 'categoria_id'; value: number; share: number };

type Row = { attname: Column; vals: string[] | null; freqs: number[] | null; bounds: string[] | null; null_frac: number; n_distinct: number; rows: number };

function columnStats(r: Row): ColumnStats {
  const vals = r.vals ?? [];
  const freqs = (r.freqs ?? []).map(Number);
  const rest = Math.max(0, 1 - Number(r.null_frac) - freqs.reduce((a, b) => a + b, 0));
  const distinct = Number(r.n_distinct) < 0 ? -Number(r.n_distinct) * Number(r.rows) : Number(r.n_distinct);
  return { common: new Map(vals.map((v, i) => [v, freqs[i]])), other: rest / Math.max(1, distinct - vals.length), rest, bounds: r.bounds ?? [] };
}

/** Share of the rows whose value is one of `values`. */
function shareOf(c: ColumnStats, values: number[]): number {
  return Math.min(1, values.reduce((sum, v) => sum + (c.common.get(String(v)) ?? c.other), 0));
}

/** Share of the rows within (above, upTo], the values compared by `key`. */
function shareBetween(c: ColumnStats, key: (text: string) => number, above: number | null, upTo: number | null): number {
  const inside = (v: number) => (above === null || v > above) && (upTo === null || v <= upTo);
  let share = 0;
  for (const [v, f] of c.common) if (inside(key(v))) share += f;
  if (c.bounds.length > 1) {
    const buckets = c.bounds.length - 1;
    let hit = 0;
    for (let i = 0; i < buckets; i++) if (inside(key(c.bounds[i])) || inside(key(c.bounds[i + 1]))) hit++;
    share += (c.rest * hit) / buckets;
  }
  return Math.min(1, share);
}

const asNumber = (text: string) => Number(text);
const asTime = (text: string) => new Date(text).getTime();

async function readSnapshot(db: DbOrTx): Promise<Snapshot> {
  const rows = await queryRows<Row>(
    db,
    sql`select s.attname::text as attname, s.most_common_vals::text::text[] as vals, s.most_common_freqs::float8[] as freqs,
          s.histogram_bounds::text::text[] as bounds, s.null_frac::float8 as null_frac, s.n_distinct::float8 as n_distinct,
          (select reltuples from pg_class where oid = 'jobs'::regclass)::float8 as rows
        from pg_stats s where s.schemaname = current_schema() and s.tablename = 'jobs'
          and s.attname in ('ciudad_id', 'categoria_id', 'tipo_empleo_id', 'modalidad_id', 'experiencia_id', 'salario', 'fecha_publicacion', 'company_id')`,
  );
  const total = Number(rows[0]?.rows ?? 0);
  return rows.length === FILTER_COLUMNS.length && total > 0 ? { rows: total, columns: new Map(rows.map((r) => [r.attname, columnStats(r)])) } : null;
}

export class FilterStats {
  private readonly stats = new PeriodicRead(READ_EVERY_MS, readSnapshot);

  /**
   * Each filter of `q` with the share of jobs it passes, estimated, and the jobs (of all states)
   * they are shares of; null without statistics.
   */
  async factors(db: DbOrTx, q: JobSearch, now: Date): Promise<Factors | null> {
    const s = await this.stats.get(db);
    if (!s) return null;
    const col = (name: Column) => s.columns.get(name) as ColumnStats;
    const list = (one: number, many: number[]) => allowed(one, many) ?? [];
    const shares: Factors['shares'] = {};
    if (q.tnCiudad) shares.ciudad_id = shareOf(col('ciudad_id'), searchCities(q) ?? []);
    if (q.tnCategoria || q.tnCategorias.length) shares.categoria_id = shareOf(col('categoria_id'), list(q.tnCategoria, q.tnCategorias));
    if (q.tnTipoEmpleo || q.tnTiposEmpleo.length) shares.tipo_empleo_id = shareOf(col('tipo_empleo_id'), list(q.tnTipoEmpleo, q.tnTiposEmpleo));
    if (q.tnModalidad || q.tnModalidades.length) shares.modalidad_id = shareOf(col('modalidad_id'), list(q.tnModalidad, q.tnModalidades));
    if (q.tnExperiencia >= 0) shares.experiencia_id = shareOf(col('experiencia_id'), [q.tnExperiencia]);
    if (q.tnSalario) shares.salario = shareBetween(col('salario'), asNumber, q.tnSalario >= 6000 ? 5000 : q.tnSalario - 1000, q.tnSalario >= 6000 ? null : q.tnSalario);
    const from = Math.max(q.tnDias ? now.getTime() - q.tnDias * 86_400_000 : -Infinity, q.tcDesde ? laPazDayStart(q.tcDesde).getTime() - 1 : -Infinity);
    const to = q.tcHasta ? laPazDayEnd(q.tcHasta).getTime() : null;
    if (from > -Infinity || to !== null) shares.fecha_publicacion = shareBetween(col('fecha_publicacion'), asTime, from > -Infinity ? from : null, to);
    if (q.tcEmpresa) shares.company_id = col('company_id').other || 1 / s.rows;
    return { rows: s.rows, shares };
  }

  /** Jobs (of all states) the filters of `q` select, estimated; null without statistics. */
  async selected(db: DbOrTx, q: JobSearch, now: Date): Promise<number | null> {
    const f = await this.factors(db, q, now);
    return f && Object.values(f.shares).reduce((a, b) => a * b, f.rows);
  }

  /**
   * The one city or category a search keeps to (the rarer of the two when it sets both; null when
   * it sets neither as a single value): a word's walk may read only its postings (migration 0024).
   * `share`: the share of jobs it holds, estimated (1 without statistics).
   */
  async partition(db: DbOrTx, q: JobSearch): Promise<Partition | null> {
    const cities = searchCities(q) ?? [];
    const categories = allowed(q.tnCategoria, q.tnCategorias) ?? [];
    const s = await this.stats.get(db);
    const shareIn = (column: Column, value: number) => (s ? shareOf(s.columns.get(column) as ColumnStats, [value]) : 1);
    const options: Partition[] = [
      ...(categories.length === 1 ? [{ column: 'categoria_id' as const, value: categories[0], share: shareIn('categoria_id', categories[0]) }] : []),
      ...(cities.length === 1 ? [{ column: 'ciudad_id' as const, value: cities[0], share: shareIn('ciudad_id', cities[0]) }] : []),
    ];
    return options.sort((a, b) => a.share - b.share)[0] ?? null;
  }

  /** The share of jobs the filters of `q` select, estimated; null without statistics. */
  async share(db: DbOrTx, q: JobSearch, now: Date): Promise<number | null> {
    const s = await this.stats.get(db);
    const selected = await this.selected(db, q, now);
    return s && selected !== null ? selected / s.rows : null;
  }
}
