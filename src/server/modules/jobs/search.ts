/**
 * Job search (listaempleos): PostgreSQL full-text search (Spanish stemming + unaccent, the
 * generated jobs.search tsvector) with trigram similarity on titles for typos, filters combined
 * with AND, four sorts and SQL paging. Relevance ranks a bounded candidate set (the newest
 * RANK_BOUND matches); matches beyond it follow in date order (DESIGN.md decision 11).
 *
 * Public jobs are read as two disjoint halves (visibility.ts): listed (paid) jobs through the
 * partial indexes jobs_listed_*_idx, and visitors' public postings in their first hour. Counts
 * and the first pages of each search are cached (cached-read.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { laPazDayEnd, laPazDayStart } from '../../core/time';
import { queryRows, type DbOrTx } from '../../db/client';
import { sqlList } from '../../db/sql';
import { CITIES } from '../../../shared/catalog';
import { UNPAGED_LIMIT, jobSearchBody, type JobSearch, type JobSort, type JobListItem } from '../../../shared/contract/jobs';
import { listedJobCondition, postingJobCondition } from './visibility';
import { jobListItems } from './list-items';
import { cachedPublicRead } from './cached-read';

/** Relevance is computed over this many matches at most (the newest ones). */
export const RANK_BOUND = 1000;
/** Fewer exact matches than this: typo-tolerant matching (trigram similarity on titles) is added. */
export const FUZZY_BELOW = 3;
/** Word similarity (pg_trgm) a title word must reach to count as a typo of a searched word. */
export const TYPO_SIMILARITY = 0.5;
/** Ids kept per cached search: the first pages (10 pages of 15). */
export const PREFETCH_IDS = 150;
const MAX_TOKENS = 8;

export type SearchPage = { items: JobListItem[]; total: number; page: number; size: number };

/** Words of the query: letters and digits only (quotes, %, \ and operators never reach SQL syntax). */
export function searchTokens(text: string): string[] {
  const words = text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .map((w) => w.slice(0, 40));
  return [...new Set(words)].slice(0, MAX_TOKENS);
}

/**
 * tsquery text: every word required, each reduced to its Spanish stem by to_tsquery. No prefix
 * matching: a stem used as a prefix ('min' of 'minas') would also find 'minera'; words cut short
 * ('desarro') are found by the title similarity instead.
 */
export const tsqueryText = (tokens: string[], joiner = ' & ') => tokens.join(joiner);

const toTsquery = (text: string) => sql`to_tsquery('es_unaccent'::regconfig, ${text})`;

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

type TextMatch = { condition: SQL; rank: SQL } | null;
type Mode = 'none' | 'exact' | 'fuzzy';

/** Every word must match the indexed text, or (fuzzy) be similar to a word of the title. */
function textMatch(tokens: string[], mode: Mode): TextMatch {
  if (mode === 'none' || tokens.length === 0) return null;
  const title = sql`f_unaccent(lower(j.titulo))`;
  if (mode === 'exact') {
    const tsq = toTsquery(tsqueryText(tokens));
    return { condition: sql`j.search @@ ${tsq}`, rank: sql`ts_rank(j.search, ${tsq})` };
  }
  const parts = tokens.map((t) =>
    t.length >= 3 ? sql`(j.search @@ ${toTsquery(t)} or f_unaccent(${t}) <% ${title})` : sql`j.search @@ ${toTsquery(t)}`,
  );
  return {
    condition: sql.join(parts, sql` and `),
    rank: sql`(ts_rank(j.search, ${toTsquery(tsqueryText(tokens, ' | '))}) + word_similarity(f_unaccent(${tokens.join(' ')}), ${title}))`,
  };
}

/** Sort keys: the columns each sort reads, and its order (matching the partial indexes). */
const ORDER: Record<Exclude<JobSort, 'relevancia'>, SQL> = {
  recientes: sql`fecha_publicacion desc nulls last, id desc nulls last`,
  salario: sql`salario desc nulls last, fecha_publicacion desc nulls last, id desc nulls last`,
  vencimiento: sql`fecha_vencimiento, fecha_publicacion desc nulls last, id desc nulls last`,
};

type Query = { db: DbOrTx; now: Date; conds: SQL[]; match: TextMatch };

const whereOf = (visibility: SQL, conds: SQL[]) => sql.join([visibility, ...conds], sql` and `);

async function countMatches({ db, now, conds }: Query): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select ((select count(*) from jobs j where ${whereOf(listedJobCondition(now), conds)})
              + (select count(*) from jobs j where ${whereOf(postingJobCondition(now), conds)}))::int as n`,
  );
  return Number(row?.n ?? 0);
}

/** The first `take` ids of one half (listed or postings) in the given order. */
const half = (visibility: SQL, conds: SQL[], order: SQL, take: number, forRank = false) =>
  sql`(select j.id, j.fecha_publicacion, j.salario, j.fecha_vencimiento${forRank ? sql`, j.search, j.titulo` : sql``}
       from jobs j where ${whereOf(visibility, conds)} order by ${order} limit ${take})`;

async function orderedIds(q: Query, sort: Exclude<JobSort, 'relevancia'>, offset: number, limit: number): Promise<number[]> {
  if (limit <= 0) return [];
  const take = offset + limit;
  const rows = await queryRows<{ id: number }>(
    q.db,
    sql`select id from (${half(listedJobCondition(q.now), q.conds, ORDER[sort], take)}
          union all ${half(postingJobCondition(q.now), q.conds, ORDER[sort], take)}) u
        order by ${ORDER[sort]} limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => Number(r.id));
}

/** Ids by relevance: the newest RANK_BOUND matches ranked, the rest in date order. */
async function rankedIds(q: Query, offset: number, limit: number): Promise<number[]> {
  if (!q.match) return orderedIds(q, 'recientes', offset, limit);
  const ids: number[] = [];
  const inBound = Math.max(0, Math.min(limit, RANK_BOUND - offset));
  if (inBound > 0) {
    const rows = await queryRows<{ id: number }>(
      q.db,
      // The rank is computed on the bounded set only (the CTE is named j so the rank reads its columns).
      sql`with j as (
            select * from (${half(listedJobCondition(q.now), q.conds, ORDER.recientes, RANK_BOUND, true)}
              union all ${half(postingJobCondition(q.now), q.conds, ORDER.recientes, RANK_BOUND, true)}) u
            order by ${ORDER.recientes} limit ${RANK_BOUND})
          select j.id from j order by ${q.match.rank} desc, ${ORDER.recientes} limit ${inBound} offset ${offset}`,
    );
    ids.push(...rows.map((r) => Number(r.id)));
  }
  const rest = limit - inBound;
  if (rest > 0) ids.push(...(await orderedIds(q, 'recientes', Math.max(offset, RANK_BOUND), rest)));
  return ids;
}

function pageIds(q: Query, sort: JobSort, offset: number, limit: number) {
  return sort === 'relevancia' ? rankedIds(q, offset, limit) : orderedIds(q, sort, offset, limit);
}

/** Paging: both fields missing answers the first UNPAGED_LIMIT matches. */
export function pageOf(q: Pick<JobSearch, 'tnPagina' | 'tnTamano'>, defaultSize = 15) {
  if (!q.tnPagina && !q.tnTamano) return { page: 1, size: UNPAGED_LIMIT, offset: 0 };
  const size = q.tnTamano || defaultSize;
  const page = q.tnPagina || 1;
  return { page, size, offset: (page - 1) * size };
}

/** The words that are not Spanish stop words (to_tsquery drops those). */
async function withoutStopWords(db: DbOrTx, tokens: string[]): Promise<string[]> {
  const values = sql.join(tokens.map((t, i) => sql`(${i}::int, ${t}::text)`), sql`, `);
  const rows = await queryRows<{ i: number; n: number }>(
    db,
    sql`select i, numnode(to_tsquery('es_unaccent'::regconfig, w))::int as n from (values ${values}) as t(i, w)`,
  );
  const kept = new Set(rows.filter((r) => Number(r.n) > 0).map((r) => Number(r.i)));
  return tokens.filter((_, i) => kept.has(i));
}

/** Runs `fn` where typo matching can be used (similarity threshold set for that transaction). */
function withMode<T>(db: DbOrTx, mode: Mode, fn: (db: DbOrTx) => Promise<T>): Promise<T> {
  if (mode !== 'fuzzy') return fn(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`);
    return fn(tx);
  });
}

type Head = { mode: Mode; words: string[]; total: number; ids: number[] };

/**
 * How the words match and the first ids: by stem; when that finds fewer than FUZZY_BELOW jobs,
 * words may also match title words by similarity (typos); words that are all stop words
 * ('de la') leave the filters alone.
 */
async function searchHead(db: DbOrTx, q: JobSearch, now: Date, take: number): Promise<Head> {
  const conds = filterConditions(q, now);
  const tokens = searchTokens(q.tcBuscar);
  const run = (mode: Mode, words: string[]) =>
    withMode(db, mode, async (d): Promise<Head> => {
      const query: Query = { db: d, now, conds: [], match: textMatch(words, mode) };
      query.conds = query.match ? [...conds, query.match.condition] : conds;
      const total = await countMatches(query);
      return { mode, words, total, ids: total ? await pageIds(query, q.tcOrden, 0, Math.min(take, total)) : [] };
    });
  if (tokens.length === 0) return run('none', []);
  const exact = await run('exact', tokens);
  if (exact.total >= FUZZY_BELOW) return exact;
  const words = await withoutStopWords(db, tokens);
  if (words.length === 0) return run('none', []);
  if (!words.some((t) => t.length >= 3)) return exact;
  const fuzzy = await run('fuzzy', words);
  return fuzzy.total > exact.total ? fuzzy : exact;
}

/** Cache key of a whole reply (the search with its page). */
export const pageCacheKey = (q: JobSearch) => `page|${JSON.stringify({ ...q, tcBuscar: searchTokens(q.tcBuscar).join(' ') })}`;

/** Cache key of a search: every field but the paging ones. */
const searchKey = (q: JobSearch) => {
  const { tnPagina: _p, tnTamano: _t, tlConteoCiudades: _c, ...rest } = q;
  return `search|${JSON.stringify({ ...rest, tcBuscar: searchTokens(q.tcBuscar).join(' ') })}`;
};

/** Total and the ids of one page. */
export async function searchJobIds(deps: AppDeps, q: JobSearch, offset: number, limit: number) {
  const now = deps.clock.now();
  const key = searchKey(q);
  const head = await cachedPublicRead(deps, key, () => searchHead(deps.db, q, now, PREFETCH_IDS));
  if (offset >= head.total) return { total: head.total, ids: [] as number[] };
  if (offset + limit <= head.ids.length || head.ids.length === head.total) {
    return { total: head.total, ids: head.ids.slice(offset, offset + limit) };
  }
  // A page past the cached ones: read it (and keep it for the next reader).
  const ids = await cachedPublicRead(deps, `${key}|${offset}|${limit}`, () =>
    withMode(deps.db, head.mode, (db) => {
      const match = textMatch(head.words, head.mode);
      const conds = filterConditions(q, now);
      return pageIds({ db, now, conds: match ? [...conds, match.condition] : conds, match }, q.tcOrden, offset, limit);
    }),
  );
  return { total: head.total, ids };
}

/** Matches per city of a search without its city and radius (the map's markers). */
export async function cityCounts(deps: AppDeps, q: JobSearch): Promise<{ Ciudad: number; Cantidad: number }[]> {
  const anyCity: JobSearch = { ...q, tnCiudad: 0, tnRadio: 0 };
  const now = deps.clock.now();
  const head = await cachedPublicRead(deps, searchKey(anyCity), () => searchHead(deps.db, anyCity, now, PREFETCH_IDS));
  const rows = await cachedPublicRead(deps, `${searchKey(anyCity)}|ciudades`, () =>
    withMode(deps.db, head.mode, (db) => {
      const match = textMatch(head.words, head.mode);
      const conds = filterConditions(anyCity, now);
      const where = match ? [...conds, match.condition] : conds;
      return queryRows<{ k: number; n: number }>(
        db,
        sql`select k, count(*)::int as n from (
              select j.ciudad_id as k from jobs j where ${whereOf(listedJobCondition(now), where)}
              union all select j.ciudad_id as k from jobs j where ${whereOf(postingJobCondition(now), where)}) u
            group by k`,
      );
    }),
  );
  const byCity = new Map(rows.map((r) => [Number(r.k), Number(r.n)]));
  return CITIES.map((c) => ({ Ciudad: c.id, Cantidad: byCity.get(c.id) ?? 0 }));
}

export async function searchJobs(deps: AppDeps, q: JobSearch): Promise<SearchPage & { cities?: { Ciudad: number; Cantidad: number }[] }> {
  const { page, size, offset } = pageOf(q);
  const { total, ids } = await searchJobIds(deps, q, offset, size);
  const items = await jobListItems(deps.db, ids);
  return { items, total, page, size, ...(q.tlConteoCiudades ? { cities: await cityCounts(deps, q) } : {}) };
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
  return jobListItems(deps.db, ids);
}
