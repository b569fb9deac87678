/**
 * Searches by filters alone (decision 073, fifth pass). Listed jobs are read through one of their
 * partial indexes, chosen here from the filters' estimated shares (filter-stats.ts): walk the
 * sort's own index and check the filters, or read the jobs of a filter's index (in the sort's
 * order when it gives it, else sorted). The statement is written so that the chosen index is the
 * only one it can use: other columns are compared as `column + 0`, which no index serves. Its
 * generic plan is then the right one for any values and is kept, so no search is planned (a
 * custom plan cost as much as running it). Public postings in their first hour are few: read
 * through their own index (jobs_public_posting_idx).
 */
import { sql, type SQL } from 'drizzle-orm';
import { laPazDay } from '../../core/time';
import type { JobSearch, JobSort } from '../../../shared/contract/jobs';
import type { Column } from './filter-columns';
import type { Factors } from './filter-stats';
import { filtersOf, type Filter } from './search-filters';
import { PUBLIC_POSTING_GRACE_MS } from './visibility';

type Sort = Exclude<JobSort, 'relevancia'>;
type Indexed = Column | 'fecha_vencimiento';

/** A column as an index may serve it, or as none can. */
function columnSql(column: Indexed, indexed: boolean): SQL {
  const c = sql.raw(`j.${column}`);
  if (indexed) return c;
  if (column === 'fecha_publicacion') return sql`(${c} + interval '0 s')`;
  return sql`(${c} + 0)`;
}

/**
 * The partial indexes of listed jobs (jobs_listed_*_idx): the columns they are searched by, in
 * order, and the sort their rows come in after equal values of those (salary and type: by salary).
 * The publication time after a city, category, company or modality and experience serves a
 * filter by days or dates as one range (at a million jobs, 7 days of one modality and experience
 * are 4,000 rows of the 55,000 the pair selects).
 */
type Path = { columns: Indexed[]; order: Sort; whole: boolean };
const PATHS: Path[] = [
  { columns: ['fecha_publicacion'], order: 'recientes', whole: true },
  { columns: ['salario'], order: 'salario', whole: true },
  { columns: ['fecha_vencimiento'], order: 'vencimiento', whole: true },
  { columns: ['ciudad_id', 'fecha_publicacion'], order: 'recientes', whole: false },
  { columns: ['categoria_id', 'fecha_publicacion'], order: 'recientes', whole: false },
  { columns: ['company_id', 'fecha_publicacion'], order: 'recientes', whole: false },
  { columns: ['tipo_empleo_id', 'salario'], order: 'salario', whole: false },
  { columns: ['modalidad_id', 'experiencia_id', 'fecha_publicacion'], order: 'recientes', whole: false },
];

/** The columns a path's index serves for these filters: its leading ones that have a filter, from the first on. */
function servedColumns(path: Path, filters: Filter[]): Indexed[] {
  const served: Indexed[] = [];
  for (const column of path.columns) {
    if (column !== 'fecha_vencimiento' && !filters.some((f) => f.column === column)) break;
    served.push(column);
  }
  return served;
}

/** The column a sort orders by first. */
const SORT_HEAD = { recientes: 'fecha_publicacion', salario: 'salario', vencimiento: 'fecha_vencimiento' } as const;

/** Whether a path gives its rows in `sort` order: its sort, and one value for each column before it. */
function ordered(path: Path, filters: Filter[], sort: Sort): boolean {
  if (path.order !== sort) return false;
  if (path.whole) return true;
  const before = path.columns.filter((c) => c !== SORT_HEAD[sort]);
  return before.every((column) => filters.some((f) => f.column === column && f.single));
}

type Choice = { path: Path; served: Indexed[]; inOrder: boolean };

/**
 * The cheapest path for reading `need` matches (rows read, estimated): an index in the sort's
 * order stops after `need` matches, any other reads the jobs its filters select (and sorts them).
 */
function cheapest(filters: Filter[], factors: Factors, sort: Sort | null, need: number): Choice {
  const share = (columns: Indexed[]) => columns.reduce((p, c) => p * (c === 'fecha_vencimiento' ? 1 : (factors.shares[c] ?? 1)), 1);
  const all = share(filters.map((f) => f.column));
  let best: Choice & { cost: number } = { path: PATHS[0], served: [], inOrder: false, cost: Infinity };
  for (const path of PATHS) {
    const served = servedColumns(path, filters);
    if (!path.whole && served.length === 0) continue;
    // A count reads no order: of the whole indexes, the one its visibility condition is served by.
    if (sort === null && path.whole && path.order !== 'vencimiento') continue;
    const range = factors.rows * share(served);
    const rest = all / share(served);
    const inOrder = sort === null || ordered(path, filters, sort);
    const cost = inOrder ? Math.min(range, need / Math.max(rest, 1e-9)) : range * 1.2;
    if (cost < best.cost) best = { path, served, inOrder, cost };
  }
  return best;
}

/** The conditions of listed jobs read through `choice` (the index serves its columns only). */
function listedWhere(filters: Filter[], now: Date, served: Indexed[]): SQL {
  const c = (column: Indexed) => columnSql(column, served.includes(column));
  const conds = [sql`j.estado = 2 and not j.cerrado and not j.oculto and ${c('fecha_vencimiento')} >= ${laPazDay(now)}::date`, ...filters.map((f) => f.on(c(f.column)))];
  return sql.join(conds, sql` and `);
}

/** The conditions of public postings in their first hour (their index serves the publication time only). */
function postingWhere(filters: Filter[], now: Date): SQL {
  const c = (column: Indexed) => columnSql(column, column === 'fecha_publicacion');
  const grace = new Date(now.getTime() - PUBLIC_POSTING_GRACE_MS).toISOString();
  const conds = [
    sql`j.publico and j.estado <> 2 and not j.cerrado and not j.oculto and ${c('fecha_vencimiento')} >= ${laPazDay(now)}::date and j.fecha_publicacion > ${grace}::timestamptz`,
    ...filters.map((f) => f.on(c(f.column))),
  ];
  return sql.join(conds, sql` and `);
}

/** A sort's order, its first key as the index gives it or (`indexed` false) as none can. */
function orderSql(sort: Sort, indexed: boolean): SQL {
  const head = columnSql(SORT_HEAD[sort], indexed);
  if (sort === 'recientes') return sql`${head} desc nulls last, j.id desc nulls last`;
  if (sort === 'salario') return sql`${head} desc nulls last, j.fecha_publicacion desc nulls last, j.id desc nulls last`;
  return sql`${head}, j.fecha_publicacion desc nulls last, j.id desc nulls last`;
}

/**
 * The statement's parts for a search by filters: the count of matches up to `bound` + 1 and the
 * first `take` in `sort` order, each half through its chosen index.
 */
export function filterPaths(q: JobSearch, now: Date, factors: Factors, sort: Sort, take: number, bound: number) {
  const filters = filtersOf(q, now);
  const page = cheapest(filters, factors, sort, take);
  const count = cheapest(filters, factors, null, bound + 1);
  const pageHalf = (where: SQL, inOrder: boolean) =>
    sql`(select j.id, j.fecha_publicacion, j.salario, j.fecha_vencimiento from jobs j where ${where} order by ${orderSql(sort, inOrder)} limit ${take})`;
  const countHalf = (where: SQL) => sql`(select count(*) from (select 1 from jobs j where ${where} limit ${bound + 1}) c)`;
  return {
    count: sql`${countHalf(listedWhere(filters, now, count.served))} + ${countHalf(postingWhere(filters, now))}`,
    first: sql`${pageHalf(listedWhere(filters, now, page.served), page.inOrder)} union all ${pageHalf(postingWhere(filters, now), true)}`,
  };
}
