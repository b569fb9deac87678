/**
 * Job search (listaempleos) without a reply cache (decision 073). Words are read from the
 * inverted index search_postings (migration 0014) in rank order through its b-tree: title
 * matches (tier 1) before requirements, skills and category (tier 2), before company, city and
 * responsibilities (tier 3), before the description (tier 4); typo matches after all of those, and within a tier the
 * newer and more complete posting first (rank_key). A search of several words walks the
 * alternatives of one word and checks the others by primary key. Searches without words read
 * the jobs table through its partial indexes. Counts stop at COUNT_BOUND ("más de 1.000"); other
 * sorts of a word search order its COUNT_BOUND best matches. One statement per page.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { laPazDay, laPazDayEnd, laPazDayStart } from '../../core/time';
import { queryRows, type DbOrTx } from '../../db/client';
import { sqlList } from '../../db/sql';
import { CITIES } from '../../../shared/catalog';
import { UNPAGED_LIMIT, jobSearchBody, type JobSearch, type JobSort, type JobListItem } from '../../../shared/contract/jobs';
import { listedJobCondition, postingJobCondition } from './visibility';
import { jobListItems } from './list-items';
import { cachedPublicRead } from './cached-read';
import { QueryAnalyzer, type Unit } from './query-terms';

/** Counts stop here: above it the reply says "más de 1.000". */
export const COUNT_BOUND = 1000;
const MAX_TOKENS = 8;

export type SearchPage = { items: JobListItem[]; total: number; bounded: boolean; page: number; size: number };

/** Words of a text: letters and digits only (used by the candidate search). */
export function searchTokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, 40));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/** Great-circle distance in km between two catalogue cities. */
export function cityDistanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

/** Cities whose centre lies within `radiusKm` of the given city (the city itself included). */
export function citiesWithin(cityId: number, radiusKm: number): number[] {
  const center = CITIES.find((c) => c.id === cityId);
  if (!center) return [];
  return CITIES.filter((c) => cityDistanceKm(center, c) <= radiusKm).map((c) => c.id);
}

/** The filter conditions (everything but visibility and words), on `jobs j`. */
export function filterConditions(q: JobSearch, now: Date): SQL[] {
  const c: SQL[] = [];
  if (q.tnCategoria) c.push(sql`j.categoria_id = ${q.tnCategoria}`);
  if (q.tnCategorias.length) c.push(sql`j.categoria_id in (${sqlList(q.tnCategorias)})`);
  if (q.tnCiudad) {
    if (q.tnRadio > 0) c.push(sql`j.ciudad_id in (${sqlList(citiesWithin(q.tnCiudad, q.tnRadio))})`);
    else c.push(sql`j.ciudad_id = ${q.tnCiudad}`);
  }
  if (q.tnTipoEmpleo) c.push(sql`j.tipo_empleo_id = ${q.tnTipoEmpleo}`);
  if (q.tnTiposEmpleo.length) c.push(sql`j.tipo_empleo_id in (${sqlList(q.tnTiposEmpleo)})`);
  if (q.tnModalidad) c.push(sql`j.modalidad_id = ${q.tnModalidad}`);
  if (q.tnModalidades.length) c.push(sql`j.modalidad_id in (${sqlList(q.tnModalidades)})`);
  if (q.tnSalario) {
    if (q.tnSalario >= 6000) c.push(sql`j.salario > 5000`);
    else c.push(sql`j.salario > ${q.tnSalario - 1000} and j.salario <= ${q.tnSalario}`);
  }
  if (q.tnExperiencia >= 0) c.push(sql`j.experiencia_id = ${q.tnExperiencia}`);
  if (q.tnDias) c.push(sql`j.fecha_publicacion >= ${new Date(now.getTime() - q.tnDias * 86_400_000).toISOString()}::timestamptz`);
  if (q.tcDesde) c.push(sql`j.fecha_publicacion >= ${laPazDayStart(q.tcDesde).toISOString()}::timestamptz`);
  if (q.tcHasta) c.push(sql`j.fecha_publicacion < ${laPazDayEnd(q.tcHasta).toISOString()}::timestamptz`);
  if (q.tcEmpresa) c.push(sql`j.company_id = (select id from companies where codigo = ${q.tcEmpresa})`);
  return c;
}

const analyzers = new WeakMap<object, QueryAnalyzer>();
/** One analyzer (synonyms and typo vocabulary in memory) per database. */
export function analyzerOf(db: object): QueryAnalyzer {
  let a = analyzers.get(db);
  if (!a) analyzers.set(db, (a = new QueryAnalyzer()));
  return a;
}

/** Sort keys of the jobs table: the columns each sort reads, and its order (matching the partial indexes). */
const ORDER: Record<Exclude<JobSort, 'relevancia'>, SQL> = {
  recientes: sql`fecha_publicacion desc nulls last, id desc nulls last`,
  salario: sql`salario desc nulls last, fecha_publicacion desc nulls last, id desc nulls last`,
  vencimiento: sql`fecha_vencimiento, fecha_publicacion desc nulls last, id desc nulls last`,
};
/** The same sorts over matches of the index (job_id for id). */
const MATCH_ORDER: Record<JobSort, SQL> = {
  relevancia: sql`t, rank_key desc, job_id desc`,
  recientes: sql`fecha_publicacion desc, job_id desc`,
  salario: sql`salario desc, fecha_publicacion desc, job_id desc`,
  vencimiento: sql`fecha_vencimiento, fecha_publicacion desc, job_id desc`,
};

const whereOf = (visibility: SQL, conds: SQL[]) => sql.join([visibility, ...conds], sql` and `);

/** Public now, on search_postings aliased j (listed jobs have no posting_until). */
function indexVisible(now: Date): SQL {
  return sql`j.fecha_vencimiento >= ${laPazDay(now)}::date and (j.posting_until is null or j.posting_until > ${now.toISOString()}::timestamptz)`;
}

/** The matches of one unit's alternatives, each walk bounded, with every other unit required. */
function unitMatches(driver: Unit, others: Unit[], where: SQL, take: number): SQL {
  const required = others.map(
    (u) => sql`exists (select 1 from search_postings o where o.job_id = j.job_id and o.term in (${sqlList(u.alternatives.map((a) => a.term))}))`,
  );
  const branches = driver.alternatives.map(
    (a) => sql`(select j.job_id, j.tier + ${a.penalty} as t, j.rank_key, j.salario, j.fecha_publicacion, j.fecha_vencimiento
      from search_postings j where j.term = ${a.term} and ${whereOf(where, required)}
      order by j.tier, j.rank_key desc, j.job_id desc limit ${take})`,
  );
  return sql`select distinct on (job_id) * from (${sql.join(branches, sql` union all `)}) m order by job_id, t, rank_key desc`;
}

/** The unit whose alternatives have the fewest postings (at most 5,000 counted each). */
async function rarestUnit(db: DbOrTx, units: Unit[]): Promise<number> {
  if (units.length === 1) return 0;
  const counts = units.map(
    (u) => sql`(select count(*) from (select 1 from search_postings where term in (${sqlList(u.alternatives.map((a) => a.term))}) limit 5000) c)::int`,
  );
  const [row] = await queryRows<{ n: number[] }>(db, sql`select array[${sql.join(counts, sql`, `)}] as n`);
  const n = row.n.map(Number);
  return n.indexOf(Math.min(...n));
}

type Found = { total: number; ids: number[] };

async function wordSearch(db: DbOrTx, q: JobSearch, units: Unit[], now: Date, offset: number, limit: number): Promise<Found> {
  const d = await rarestUnit(db, units);
  const where = whereOf(indexVisible(now), filterConditions(q, now));
  const ranked = q.tcOrden === 'relevancia';
  // Relevance walks as far as the page; other sorts order the COUNT_BOUND best matches.
  const take = ranked ? Math.max(COUNT_BOUND + 1, offset + limit) : COUNT_BOUND + 1;
  const matches = unitMatches(units[d], units.filter((_, i) => i !== d), where, take);
  const [row] = await queryRows<{ n: number; ids: number[] | null }>(
    db,
    sql`with m as (${matches}), best as (select * from m order by t, rank_key desc, job_id desc limit ${take})
        select (select count(*) from m)::int as n,
               array(select job_id from best order by ${MATCH_ORDER[q.tcOrden]} limit ${limit} offset ${offset}) as ids`,
  );
  return { total: Number(row.n), ids: (row.ids ?? []).map(Number) };
}

async function filterSearch(db: DbOrTx, q: JobSearch, now: Date, offset: number, limit: number): Promise<Found> {
  const conds = filterConditions(q, now);
  const sort = q.tcOrden === 'relevancia' ? 'recientes' : q.tcOrden;
  const take = offset + limit;
  const half = (visibility: SQL) =>
    sql`(select j.id, j.fecha_publicacion, j.salario, j.fecha_vencimiento from jobs j where ${whereOf(visibility, conds)} order by ${ORDER[sort]} limit ${take})`;
  const bounded = (visibility: SQL) => sql`(select count(*) from (select 1 from jobs j where ${whereOf(visibility, conds)} limit ${COUNT_BOUND + 1}) c)`;
  const [row] = await queryRows<{ n: number; ids: number[] | null }>(
    db,
    sql`select (${bounded(listedJobCondition(now))} + ${bounded(postingJobCondition(now))})::int as n,
          array(select id from (${half(listedJobCondition(now))} union all ${half(postingJobCondition(now))}) u
                order by ${ORDER[sort]} limit ${limit} offset ${offset}) as ids`,
  );
  return { total: Number(row.n), ids: (row.ids ?? []).map(Number) };
}

/** Paging: both fields missing answers the first UNPAGED_LIMIT matches. */
export function pageOf(q: Pick<JobSearch, 'tnPagina' | 'tnTamano'>, defaultSize = 15) {
  if (!q.tnPagina && !q.tnTamano) return { page: 1, size: UNPAGED_LIMIT, offset: 0 };
  const size = q.tnTamano || defaultSize;
  const page = q.tnPagina || 1;
  return { page, size, offset: (page - 1) * size };
}

/** Cache key of a whole reply (the search with its page). */
export const pageCacheKey = (q: JobSearch) => `page|${JSON.stringify({ ...q, tcBuscar: q.tcBuscar.trim().toLowerCase() })}`;

/** Total (bounded) and the ids of one page. */
export async function searchJobIds(deps: AppDeps, q: JobSearch, offset: number, limit: number) {
  const now = deps.clock.now();
  const db = deps.readDb;
  const units = await analyzerOf(db).units(db, q.tcBuscar);
  const found = units.length ? await wordSearch(db, q, units, now, offset, limit) : await filterSearch(db, q, now, offset, limit);
  const bounded = found.total > COUNT_BOUND;
  return { total: bounded ? COUNT_BOUND : found.total, bounded, ids: found.ids };
}

/** Matches per city of a search without its city and radius (the map's markers). */
export async function cityCounts(deps: AppDeps, q: JobSearch): Promise<{ Ciudad: number; Cantidad: number }[]> {
  const anyCity: JobSearch = { ...q, tnCiudad: 0, tnRadio: 0 };
  const rows = await cachedPublicRead(deps, `ciudades|${pageCacheKey({ ...anyCity, tnPagina: 0, tnTamano: 0, tlConteoCiudades: false })}`, async () => {
    const now = deps.clock.now();
    const units = await analyzerOf(deps.readDb).units(deps.readDb, anyCity.tcBuscar);
    const conds = filterConditions(anyCity, now);
    if (units.length) {
      const d = await rarestUnit(deps.readDb, units);
      const matches = unitMatches(units[d], units.filter((_, i) => i !== d), whereOf(indexVisible(now), conds), 100_000);
      return queryRows<{ k: number; n: number }>(
        deps.readDb,
        sql`select j.ciudad_id as k, count(*)::int as n from (${matches}) m join jobs j on j.id = m.job_id group by 1`,
      );
    }
    return queryRows<{ k: number; n: number }>(
      deps.readDb,
      sql`select k, count(*)::int as n from (
            select j.ciudad_id as k from jobs j where ${whereOf(listedJobCondition(now), conds)}
            union all select j.ciudad_id as k from jobs j where ${whereOf(postingJobCondition(now), conds)}) u
          group by k`,
    );
  });
  const byCity = new Map(rows.map((r) => [Number(r.k), Number(r.n)]));
  return CITIES.map((c) => ({ Ciudad: c.id, Cantidad: byCity.get(c.id) ?? 0 }));
}

export async function searchJobs(deps: AppDeps, q: JobSearch): Promise<SearchPage & { cities?: { Ciudad: number; Cantidad: number }[] }> {
  const { page, size, offset } = pageOf(q);
  const { total, bounded, ids } = await searchJobIds(deps, q, offset, size);
  const items = await jobListItems(deps.readDb, ids);
  return { items, total, bounded, page, size, ...(q.tlConteoCiudades ? { cities: await cityCounts(deps, q) } : {}) };
}

/** Public jobs per value of a column (ciudad_id, categoria_id), cached like searches. */
export async function publicCountsBy(deps: AppDeps, column: 'ciudad_id' | 'categoria_id'): Promise<Map<number, number>> {
  const rows = await cachedPublicRead(deps, `counts|${column}`, () => {
    const now = deps.clock.now();
    const col = sql.raw(`j.${column}`);
    return queryRows<{ k: number | null; n: number }>(
      deps.db,
      sql`select k, count(*)::int as n from (
            select ${col} as k from jobs j where ${listedJobCondition(now)}
            union all select ${col} as k from jobs j where ${postingJobCondition(now)}) u
          group by k`,
    );
  });
  return new Map(rows.filter((r) => r.k !== null).map((r) => [Number(r.k), Number(r.n)]));
}

/** The newest public jobs (home page's featured jobs, the plain list). */
export async function newestPublicJobs(deps: AppDeps, limit: number): Promise<JobListItem[]> {
  const { ids } = await searchJobIds(deps, jobSearchBody.parse({ tcOrden: 'recientes' }), 0, limit);
  return jobListItems(deps.readDb, ids);
}
