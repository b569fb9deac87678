/**
 * Job search (listaempleos) without a reply cache (decision 073). Words are read from the
 * inverted index search_postings (migration 0014) in rank order through its b-tree: title
 * matches (tier 1; first the titles that hold a searched word as written, in either gender or
 * number, tier 0: decision 093) before requirements, skills and category (tier 2), before company, city and
 * responsibilities (tier 3), before the description (tier 4); typo matches after all of those, and
 * within a tier the newer and more complete posting first (rank_key). A search of several words
 * walks the alternatives of its rarest word (term-stats.ts) and checks the others in the job's
 * row of search_docs, one look-up per walked posting. A city named beside other words is the city filter
 * (query-terms.ts). Searches without words read the jobs table through its partial indexes.
 * Counts stop at COUNT_BOUND ("más de 1.000"), at WORDS_COUNT_BOUND for several words; other sorts
 * of a word search order its best matches up to that bound. One named statement per page: the
 * bounded count, the page and its list items.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../core/context';
import { laPazDay } from '../../core/time';
import { queryRows, queryRowsNamed, type DbOrTx } from '../../db/client';
import { intArray, textArray } from '../../db/sql';
import { CITIES } from '../../../shared/catalog';
import { UNPAGED_LIMIT, jobSearchBody, type JobSearch, type JobSort, type JobListItem } from '../../../shared/contract/jobs';
import { listedJobCondition, postingJobCondition } from './visibility';
import { jobListItems, listColumns, toListItem, type JobRow } from './list-items';
import { featuredOfPage } from './featured-search';
import { cachedPublicRead } from './cached-read';
import { QueryAnalyzer, counted, type Alternative, type Analysed, type Unit } from './query-terms';
import { checkedOnRow, docQuery, levelOf } from './search-docs';
import { columnFilter, docFilterTokens, filterConditions, postingFilter } from './search-filters';
import type { Partition } from './filter-stats';
import { filterPaths } from './filter-paths';

export { citiesWithin, cityDistanceKm, filterConditions } from './search-filters';

/** Counts stop here: above it the reply says "más de 1.000". */
export const COUNT_BOUND = 1000;
/**
 * A search of several words checks each match of its rarest word for the others (one index
 * look-up per match), so its count stops sooner: "más de 200".
 */
export const WORDS_COUNT_BOUND = 200;
const MAX_TOKENS = 8;
/** From this many matches up to a page's end (page 11 of 15), its count and its page share one walk. */
const DEEP_PAGE_TAKE = 150;

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

const analyzers = new WeakMap<object, QueryAnalyzer>();
/** One analyzer (synonyms and typo vocabulary in memory) per database. */
export function analyzerOf(db: object): QueryAnalyzer {
  let a = analyzers.get(db);
  if (!a) analyzers.set(db, (a = new QueryAnalyzer()));
  return a;
}

/** This instance changed the synonym groups: its searches re-read them at once. */
export function synonymsChanged(deps: Pick<AppDeps, 'db' | 'readDb'>) {
  analyzerOf(deps.db).synonyms.stale();
  analyzerOf(deps.readDb).synonyms.stale();
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

/** Public now, on search_postings aliased j or search_docs aliased d (listed jobs have no posting_until). */
function indexVisible(now: Date, alias: 'j' | 'd' = 'j'): SQL {
  const c = (column: string) => sql.raw(`${alias}.${column}`);
  return sql`${c('fecha_vencimiento')} >= ${laPazDay(now)}::date and (${c('posting_until')} is null or ${c('posting_until')} > ${now.toISOString()}::timestamptz)`;
}

/**
 * The other units, each required: one look-up per walked posting of the job's row in search_docs
 * (its terms, migration 0025) matched against one tsquery of every other unit's terms, "(a | b) &
 * c". A scalar subquery per posting, never a join of whole posting lists: a walk that stops after n
 * matches costs about n look-ups however common the words are. One place whatever the number of
 * words (none for a search of one word), so a statement's shape does not depend on it.
 */
function requiredUnits(others: Unit[]): SQL[] {
  if (!others.length) return [];
  return [sql`(select d.doc from search_docs d where d.job_id = j.job_id) @@ ${docQuery(termsOf(others))}::tsquery`];
}

/** The other units, each required, checked on a row of search_docs d already read (filterFirst). */
function requiredOnRow(others: Unit[]): SQL[] {
  return others.length ? [sql`d.doc @@ ${docQuery(termsOf(others))}::tsquery`] : [];
}

/** Each unit's alternatives' terms, a group per unit (those that find its jobs: not the ranking-only `exact` one). */
const termsOf = (units: Unit[]) => units.map((u) => counted(u).map((a) => a.term));

/** A match's columns; its tier is the posting's plus the alternative's penalty (typos rank lower). */
const matchColumns = (penalty: SQL) => sql`j.job_id, j.tier + ${penalty} as t, j.rank_key, j.salario, j.fecha_publicacion, j.fecha_vencimiento`;
const MATCH_COLUMNS = (a: Alternative) => matchColumns(sql`${a.penalty}::int`);
/** The columns of a match found through the row `a` of `alternativesTable`. */
const TABLE_MATCH_COLUMNS = matchColumns(sql`a.penalty`);

const RANK_ORDER = sql`j.tier, j.rank_key desc, j.job_id desc`;

/**
 * What a walk reads: the postings of its `scope` (all, or one city's or one category's: migration
 * 0024, the same rank order) that pass `where` (visibility, filters, the other words).
 */
type Walk = { where: SQL; scope: SQL };
/** A walk that may be capped, with `docs`: its units, filters and visibility as a condition on search_docs d (rareMatches). */
type CappedWalk = Walk & { docs: SQL };

/** The walk of a search that keeps to one city or category reads only its postings. */
function scopeOf(part: Partition | null): SQL {
  return part ? sql`and ${sql.raw(part.column === 'ciudad_id' ? 'j.ciudad_id' : 'j.categoria_id')} = ${part.value}::int` : sql``;
}

/**
 * Postings of a term from a tier on, in rank order: all of them, or (with `cap`) the first `cap`
 * only (the walk then checks no more postings than that, however few pass its conditions).
 */
function postingsOf(term: SQL, fromTier: SQL, scope: SQL, cap: number): { from: SQL; where: SQL } {
  if (!cap) return { from: sql`search_postings j`, where: sql`j.term = ${term} ${scope} and j.tier >= ${fromTier} and` };
  return { from: sql`(select * from search_postings j where j.term = ${term} ${scope} and j.tier >= ${fromTier} order by ${RANK_ORDER} limit ${cap}) j`, where: sql`` };
}

/** One alternative's postings that pass the walk's conditions, in rank order, the first `take` of them (among the first `cap`). */
function walk(a: Alternative, w: Walk, columns: SQL, take: number, cap = 0): SQL {
  const p = postingsOf(sql`${a.term}::text`, sql`${a.fromTier ?? 1}::int`, w.scope, cap);
  return sql`(select ${columns} from ${p.from} where ${p.where} ${w.where} order by ${RANK_ORDER} limit ${take})`;
}

/** Alternatives as rows a(term, penalty, from_tier) from three array parameters: one shape for any number of them. */
function alternativesTable(alternatives: Alternative[]): SQL {
  return sql`unnest(${textArray(alternatives.map((a) => a.term))}::text[], ${intArray(alternatives.map((a) => a.penalty))}::int[],
    ${intArray(alternatives.map((a) => a.fromTier ?? 1))}::int[]) as a(term, penalty, from_tier)`;
}

/** `walk` of each alternative (`columns` may name a.penalty), their rows together. */
function walkEach(alternatives: Alternative[], w: Walk, columns: SQL, take: number, cap = 0): SQL {
  const p = postingsOf(sql`a.term`, sql`a.from_tier`, w.scope, cap);
  return sql`(select w.* from ${alternativesTable(alternatives)} cross join lateral (select ${columns} from ${p.from}
    where ${p.where} ${w.where} order by ${RANK_ORDER} limit ${take}) w)`;
}

/**
 * A unit's alternatives find different jobs when they are a synonym group's term (tiers 1-2) and
 * its word's own term from tier 3 on: each job has one posting per term, at its best tier.
 */
const disjoint = (u: Unit) => {
  const found = counted(u);
  return found.length === 2 && found.every((a) => a.penalty === 0) && found.some((a) => a.fromTier);
};

/**
 * The matches of one unit's alternatives, each walk bounded, one row per job at its best rank.
 * `exactCap`: the postings the walk of the `exact` alternative may read (0: all), when other than
 * `cap`. Its jobs are among the others' (it only ranks them first), so where a capped count
 * found the matches common, the page reads no more of its list than the count did: a title that
 * holds the word past those postings keeps its title's rank, one level lower.
 */
function unitMatches(driver: Unit, w: Walk, take: number, cap = 0, exactCap = cap): SQL {
  if (driver.alternatives.length === 1) return walk(driver.alternatives[0], w, MATCH_COLUMNS(driver.alternatives[0]), take, cap);
  const exact = driver.alternatives.find((a) => a.exact);
  const walks =
    exact && exactCap !== cap
      ? sql`(select * from ${walkEach(counted(driver), w, TABLE_MATCH_COLUMNS, take, cap)} f union all select * from ${walk(exact, w, MATCH_COLUMNS(exact), take, exactCap)} e)`
      : walkEach(driver.alternatives, w, TABLE_MATCH_COLUMNS, take, cap);
  return sql`select distinct on (job_id) * from ${walks} m order by job_id, t, rank_key desc`;
}

/** Matches counted up to `bound` + 1: walks of job ids only (the `exact` alternative finds no other jobs). */
function boundedCount(driver: Unit, w: Walk, bound: number, cap = 0): SQL {
  const found = counted(driver);
  if (found.length === 1) return sql`select count(*) as n from ${walk(found[0], w, sql`j.job_id`, bound + 1, cap)} c`;
  return sql`select count(distinct job_id) as n from ${walkEach(found, w, sql`j.job_id`, bound + 1, cap)} c`;
}

/**
 * A capped walk that found fewer matches than this among its postings reads them all instead
 * (filters that pass few of a word's jobs): a count of "más de 3" would say little, and a page
 * could come out empty.
 */
const MIN_CAPPED_MATCHES = 20;

/** A rare combination is read through search_docs when at most this many jobs hold all its units and filters. */
const DOCS_MAX = 1000;

/**
 * The first `keep` matches in rank order when `needed` (a capped walk found few: filters or other
 * words pass few of the word's postings). The public jobs that hold every unit and filter are
 * asked of search_docs (migration 0025: an intersection of compressed lists, however long the
 * word's list is), and each is ranked by its own row there (migration 0029: its level from the
 * tiers its terms are weighted by, its rank key), so the matches are the whole walk's without a
 * look-up of its postings. When more than DOCS_MAX jobs match, the whole walk answers instead.
 * search_docs is asked when `ask` (by default when `needed`; decision 087: before the walk).
 */
function rareMatches(name: string, driver: Unit, w: CappedWalk, keep: number, needed: SQL, ask: SQL = needed) {
  const [docs, ok] = [sql.raw(`${name}_docs`), sql.raw(`${name}_ok`)];
  return {
    ctes: sql`${docs} as materialized (select d.job_id, ${levelOf(driver)} as t, d.rank_key, d.salario, d.fecha_publicacion, d.fecha_vencimiento
        from search_docs d where ${ask} and ${w.docs} limit ${DOCS_MAX + 1}),
      ${ok} as (select count(*) <= ${DOCS_MAX} as yes from ${docs}),`,
    matches: sql`(select * from ${docs} m where (select yes from ${ok}) and m.t is not null order by m.t, m.rank_key desc, m.job_id desc limit ${keep})
      union all (select * from (${unitMatches(driver, w, keep)}) u where ${needed} and not (select yes from ${ok}))`,
    /** search_docs answered: at most DOCS_MAX jobs matched there. */
    answered: sql`(select yes from ${ok})`,
  };
}

/**
 * The relevance order's count through a capped walk (decision 073, fourth pass; only words with
 * more than twice `cap` postings are capped, so postings are always left past it): exact when
 * it passed the bound; "más de N" (`more`) with N >= MIN_CAPPED_MATCHES; else the whole walk's.
 * With `docsFirst` (words that name another city than the filter's, decision 087) search_docs is
 * asked first, and the capped walk runs only when more than DOCS_MAX jobs match there.
 */
function cappedCount(driver: Unit, w: CappedWalk, bound: number, take: number, cap: number, docsFirst: boolean) {
  const n = sql`(select n from cc)`;
  // Too few matches among the capped postings: all of them give the count and the page.
  const rare = rareMatches('cw', driver, w, Math.max(take, bound + 1), sql`${n} < ${MIN_CAPPED_MATCHES}`, docsFirst ? sql`true` : undefined);
  const capped = boundedCount(driver, w, bound, cap);
  const counted = docsFirst
    ? sql`${rare.ctes} cc as (select n from (${capped}) c where not ${rare.answered} union all select 0 where ${rare.answered}),`
    : sql`cc as (${capped}), ${rare.ctes}`;
  return {
    ctes: sql`${counted} whole as materialized (${rare.matches}),`,
    count: sql`(case when ${n} >= ${MIN_CAPPED_MATCHES} then ${n} else (select count(*) from whole) end)`,
    matches: sql`select * from (${unitMatches(driver, w, take, 0, cap)}) w where ${n} >= ${MIN_CAPPED_MATCHES} union all select * from whole`,
    more: sql`(${n} between ${MIN_CAPPED_MATCHES} and ${bound})`,
  };
}

/** The set other sorts order (up to `keep` matches in rank order), through a capped walk as in cappedCount. */
function cappedMatches(driver: Unit, w: CappedWalk, bound: number, keep: number, cap: number, docsFirst: boolean) {
  const n = sql`(select count(*) from mwc)`;
  const rare = rareMatches('mr', driver, w, keep, sql`not (select yes from usec)`, docsFirst ? sql`true` : undefined);
  const capped = unitMatches(driver, w, keep, cap);
  const rest = sql`usec as (select ${n} >= ${MIN_CAPPED_MATCHES} as yes),`;
  const all = sql`mw as (select * from mwc where (select yes from usec) union all ${rare.matches}),`;
  return {
    ctes: docsFirst
      ? sql`${rare.ctes} mwc as (select * from (${capped}) m where not ${rare.answered}), ${rest} ${all}`
      : sql`mwc as (${capped}), ${rest} ${rare.ctes} ${all}`,
    count: sql`(select count(*) from mw)`,
    matches: sql`select * from mw`,
    more: sql`(${n} between ${MIN_CAPPED_MATCHES} and ${bound})`,
  };
}

/**
 * How many postings a walk of the driver may read for its count (0: all). A capped walk costs
 * about twice as much per posting (a sub-query passes each on), so it pays only where the whole
 * walk would read far more: a word with more than four times the cap's postings beside other
 * words (whose co-occurrence no statistic tells; each posting costs look-ups), or with more than
 * twice the cap's postings and filters that pass too few of its jobs to reach the bound before
 * twice the cap.
 */
async function walkCapOf(db: DbOrTx, q: JobSearch, now: Date, each: number[], several: boolean, bound: number, walkCap: number, part: Partition | null): Promise<number> {
  const cap = several ? Math.floor(walkCap / LOOKUP_COST) : walkCap;
  // A walk kept to one city or category reads that many of the word's postings at most (a word
  // may be found mostly in one category), and its other filters pass a larger share of them.
  const most = Math.max(...each);
  if (several) return most > 4 * cap ? cap : 0;
  if (most <= 2 * cap) return 0;
  const share = await analyzerOf(db).filters.share(db, q, now);
  return share !== null && (share / (part?.share ?? 1)) * 2 * cap < bound ? cap : 0;
}

/**
 * The page's walk first, then the count: a walk that found fewer matches than the page takes read
 * all of the word's postings, so it is the count (filters that pass few or none of a word's jobs
 * read its list once, not twice); else the count walks job ids up to the bound.
 */
function pageFirst(driver: Unit, w: Walk, bound: number, take: number) {
  const found = sql`(select count(*) from pw)`;
  return {
    ctes: sql`pw as materialized (${unitMatches(driver, w, take)}),`,
    count: sql`(case when ${found} < ${take} then ${found} else (${boundedCount(driver, w, bound)}) end)`,
    matches: sql`select * from pw`,
  };
}

/**
 * A synonym word's two walks (its group's term in tiers 1-2, then its own term from tier 3): the
 * second one's matches all rank after the first one's and are other jobs, so it runs only when the
 * first found fewer than needed, for the count as for the page. The titles that hold the word as
 * written (`exact`, tier 0) are among the first walk's jobs: walked for the page only, each job
 * kept at its best rank.
 */
function chainedWalks(driver: Unit, w: Walk, bound: number, take: number) {
  const [first, second] = [...counted(driver)].sort((a, b) => (a.fromTier ?? 1) - (b.fromTier ?? 1));
  const exact = driver.alternatives.find((a) => a.exact);
  const pages = sql`select * from p1 union all select * from p2`;
  return {
    ctes: sql`c1 as (select count(*) as n from ${walk(first, w, sql`j.job_id`, bound + 1)} w),
      c2 as (select count(*) as n from ${walk(second, w, sql`j.job_id`, bound + 1)} w where (select n from c1) <= ${bound}),
      p1 as materialized ${walk(first, w, MATCH_COLUMNS(first), take)},
      p2 as (select * from ${walk(second, w, MATCH_COLUMNS(second), take)} w where (select count(*) from p1) < ${take}),`,
    count: sql`((select n from c1) + coalesce((select n from c2), 0))`,
    matches: exact
      ? sql`select distinct on (job_id) * from (select * from ${walk(exact, w, MATCH_COLUMNS(exact), take)} p0 union all ${pages}) m order by job_id, t, rank_key desc`
      : pages,
  };
}

/**
 * Filters that select few jobs (decision 073, second access path): the jobs they select (read
 * through the jobs table's partial indexes, at most `few` of them) and, for each, its row of
 * search_docs by primary key, which tells whether it holds the driver's common alternatives and
 * at which level, and holds the other words (decision 090: one look-up per job, not one per
 * alternative in search_postings and another for the other words); its rare alternatives (typo
 * words) are walked, as they are short. `fa` holds up to `few` jobs; when it is full the filters
 * are not selective and the walks of the word's postings answer instead (each path is gated on
 * `small`).
 */
function filterFirst(q: JobSearch, now: Date, conds: SQL[], driver: Unit, probed: Set<string>, others: Unit[], few: number, scope: SQL) {
  const half = (visibility: SQL) => sql`(select j.id from jobs j where ${whereOf(visibility, conds)} limit ${few})`;
  const gated = [sql`(select yes from small)`, ...requiredUnits(others)];
  const [looked, walked] = [driver.alternatives.filter((a) => probed.has(a.term)), driver.alternatives.filter((a) => !probed.has(a.term))];
  // Each job's row of search_docs by primary key, ranked by the looked-up alternatives' tiers
  // there (the same level as its best posting's, levelOf); the others' postings walked. Either
  // list may be empty (no looked-up alternative: no level, no row).
  const onRow = [sql`(select yes from small)`, ...requiredOnRow(others)];
  const branches = [
    sql`select w.* from fa cross join lateral (select d.job_id, ${levelOf({ alternatives: looked })} as t, d.rank_key, d.salario, d.fecha_publicacion, d.fecha_vencimiento
      from search_docs d where d.job_id = fa.id and ${sql.join(onRow, sql` and `)}) w where w.t is not null`,
    sql`select * from ${walkEach(walked, { where: whereOf(indexVisible(now), [postingFilter(q, now), ...gated]), scope }, TABLE_MATCH_COLUMNS, few)} w`,
  ];
  return {
    ctes: sql`fa as materialized (select id from (${half(listedJobCondition(now))} union all ${half(postingJobCondition(now))}) f limit ${few}),
      small as (select count(*) < ${few} as yes from fa),
      fm as materialized (select distinct on (job_id) * from (${sql.join(branches, sql` union all `)}) m order by job_id, t, rank_key desc),`,
    count: sql`(select count(*) from fm)`,
    matches: sql`select * from fm`,
    /** The walks' extra condition: the filters select too many jobs for this path. */
    otherwise: sql`not (select yes from small)`,
  };
}

const LOOKUP_COST = 8;
/** At most this many jobs selected by filters are checked one by one; fewer than FEW_MIN is not worth it. */
const FEW_MAX = 5000;
const FEW_MIN = 10;

/**
 * Whether filters may be the cheaper way in (filterFirst): up to how many jobs they select are
 * checked one by one, and which alternatives are looked up. A look-up by primary key costs about
 * as much as walking LOOKUP_COST postings; an alternative with far fewer postings than the others
 * is walked instead.
 */
async function filterFirstPlan(db: DbOrTx, q: JobSearch, now: Date, driver: Unit, each: number[], part: Partition | null) {
  const total = each.reduce((x, y) => x + y, 0);
  const isMajor = (i: number) => each[i] * 2 * each.length >= total;
  const major = counted(driver).filter((_, i) => isMajor(i));
  // A walk kept to one city or category reads about its share of the postings.
  const majorPostings = each.filter((_, i) => isMajor(i)).reduce((x, y) => x + y, 0) * (part?.share ?? 1);
  const few = Math.min(FEW_MAX, Math.floor(majorPostings / (LOOKUP_COST * major.length)));
  if (few < FEW_MIN) return null;
  // The statistics' estimate of the jobs selected rules out filters that are plainly too broad;
  // the statement still checks the real number (`small`), so a low estimate costs no result.
  const selected = await analyzerOf(db).filters.selected(db, q, now);
  // The word as written in a title is read on the same row of search_docs (its level 0), never walked.
  const exact = driver.alternatives.filter((a) => a.exact);
  return selected === null || selected < few / 2 ? { few, probed: new Set([...major, ...exact].map((a) => a.term)) } : null;
}

/** `more`: the count stopped short of the bound at the postings a walk may read ("más de total"). */
type Found = { total: number; bound: number; more: boolean; items: JobListItem[] };

/**
 * One statement: `ctes` (each ending in a comma), the bounded count, and the page's list items
 * read by the ids `ordered` answers (a select of `id`, in page order).
 */
async function readPage(db: DbOrTx, now: Date, bound: number, ctes: SQL, count: SQL, ordered: SQL, plans: 'generic' | 'custom' = 'generic', more: SQL = sql`false`): Promise<Found> {
  // A named statement (decision 073): a word search's plan is the same for any values (walks of
  // the index; the filters' jobs read first are read unordered, up to `few`), as is a search by
  // filters through the index chosen for it (filter-paths.ts), so one generic plan is kept.
  // One row: the count and the page's list items as one JSON array, one field for the driver to
  // read instead of twenty per item (on PGlite each field is copied out of the database's memory
  // and parsed in JavaScript: 12 % of a search there).
  const statement = sql`with ${ctes} page as (select id, row_number() over () as ord from (${ordered}) p)
        select (${count})::int as n, (${more})::bool as more, (select coalesce(json_agg(x order by x.ord), '[]'::json) from (
          select ${listColumns}, page.ord from page join jobs j on j.id = page.id join companies c on c.id = j.company_id) x) as items`;
  type Row = { n: number; more: boolean; items: JobRow[] };
  const [row] = plans === 'custom' ? await queryRows<Row>(db, statement) : await queryRowsNamed<Row>(db, statement);
  return { total: Number(row?.n ?? 0), bound, more: row?.more === true, items: (row?.items ?? []).map((r) => toListItem(r, now)) };
}

async function wordSearch(db: DbOrTx, q: JobSearch, words: Omit<Analysed, 'city'>, now: Date, offset: number, limit: number, walkCap: number): Promise<Found> {
  const { units, elsewhere } = words;
  const conds = filterConditions(q, now);
  const filtered = conds.length > 0;
  const stats = analyzerOf(db).stats;
  // Postings per unit (statistics in memory, decision 073): the rarest unit drives the walk.
  const postings = units.length > 1 || filtered ? await stats.postings(db, termsOf(units)) : [0];
  const d = postings.indexOf(Math.min(...postings));
  const driver = units[d];
  const others = units.filter((_, i) => i !== d);
  const bound = units.length > 1 ? WORDS_COUNT_BOUND : COUNT_BOUND;
  const take = offset + limit;
  // The driver's postings per alternative, for the two choices below.
  const each = filtered || others.length ? await stats.postings(db, counted(driver).map((a) => [a.term])) : [];
  // A search kept to one city or category walks only its postings.
  const part = filtered ? await analyzerOf(db).filters.partition(db, q) : null;
  const scope = scopeOf(part);
  // Filters may select fewer jobs than the word has postings: then they are the cheaper way in.
  const plan = filtered ? await filterFirstPlan(db, q, now, driver, each, part) : null;
  const first = plan ? filterFirst(q, now, conds, driver, plan.probed, others, plan.few, scope) : null;
  // The filters most jobs pass are checked on search_docs' rows, not asked of its index.
  const tokens = docFilterTokens(q, now, filtered ? ((await analyzerOf(db).filters.factors(db, q, now))?.shares ?? {}) : {});
  const docs = sql`d.doc @@ ${docQuery([...termsOf(units), ...tokens.asked])}::tsquery
    and ${indexVisible(now, 'd')} and ${columnFilter(q, now, 'd')} and ${checkedOnRow(tokens.checked)}`;
  const w: CappedWalk = { where: whereOf(indexVisible(now), [...(filtered ? [postingFilter(q, now)] : []), ...requiredUnits(others), ...(first ? [first.otherwise] : [])]), scope, docs };
  const plus = (walked: { ctes: SQL; count: SQL; matches: SQL }) =>
    first
      ? { ctes: sql`${first.ctes} ${walked.ctes}`, count: sql`${first.count} + ${walked.count}`, matches: sql`${first.matches} union all ${walked.matches}` }
      : walked;
  const byRank = sql`t, rank_key desc, job_id desc`;
  // A walk that checks filters or other words reads at most `cap` postings for the count (the
  // words' checks cost a look-up each); only words that have that many are capped. Reading the
  // filters' jobs first has no such walk.
  const cap = !first && (filtered || others.length) ? await walkCapOf(db, q, now, each, others.length > 0, bound, walkCap, part) : 0;
  // Words that name a city other than the city filter's are held by few of its jobs (a capped
  // walk would check its postings for nothing): search_docs is asked first (decision 087).
  const docsFirst = cap > 0 && elsewhere;
  // A deep page of the relevance order reads about as many matches as its count: one walk for both.
  const deep = take > DEEP_PAGE_TAKE && !disjoint(driver);
  if (q.tcOrden === 'relevancia' && !deep) {
    // The page walks only as far as itself; the count walks job ids to bound + 1.
    const ordered = (matches: SQL) => sql`select job_id as id from (${matches}) m order by ${byRank} limit ${limit} offset ${offset}`;
    if (cap) {
      const counted = cappedCount(driver, w, bound, take, cap, docsFirst);
      const all = plus(counted);
      return readPage(db, now, bound, all.ctes, all.count, ordered(all.matches), 'generic', counted.more);
    }
    const all = plus(disjoint(driver) ? chainedWalks(driver, w, bound, take) : pageFirst(driver, w, bound, take));
    return readPage(db, now, bound, all.ctes, all.count, ordered(all.matches));
  }
  // Other sorts order the `bound` best matches; a deep page of relevance keeps as many as it reaches.
  const keep = q.tcOrden === 'relevancia' ? Math.max(take, bound + 1) : bound + 1;
  const set = cap
    ? cappedMatches(driver, w, bound, keep, cap, docsFirst)
    : { ctes: sql`mw as (${unitMatches(driver, w, keep)}),`, count: sql`(select count(*) from mw)`, matches: sql`select * from mw`, more: sql`false` };
  const all = plus(set);
  return readPage(
    db,
    now,
    bound,
    sql`${all.ctes} best as (select * from (${all.matches}) m order by ${byRank} limit ${keep}),`,
    all.count,
    sql`select job_id as id from best order by ${MATCH_ORDER[q.tcOrden]} limit ${limit} offset ${offset}`,
    'generic',
    set.more,
  );
}

async function filterSearch(db: DbOrTx, q: JobSearch, now: Date, offset: number, limit: number): Promise<Found> {
  const sort = q.tcOrden === 'relevancia' ? 'recientes' : q.tcOrden;
  const take = offset + limit;
  // Each half through the index chosen for the filters' estimated shares: one kept plan per shape.
  const factors = await analyzerOf(db).filters.factors(db, q, now);
  if (factors) {
    const paths = filterPaths(q, now, factors, sort, take, COUNT_BOUND);
    return readPage(db, now, COUNT_BOUND, sql``, paths.count, sql`select id from (${paths.first}) u order by ${ORDER[sort]} limit ${limit} offset ${offset}`);
  }
  // Without statistics (a new database, few jobs): planned by PostgreSQL for the values.
  const conds = filterConditions(q, now);
  const half = (visibility: SQL) =>
    sql`(select j.id, j.fecha_publicacion, j.salario, j.fecha_vencimiento from jobs j where ${whereOf(visibility, conds)} order by ${ORDER[sort]} limit ${take})`;
  const bounded = (visibility: SQL) => sql`(select count(*) from (select 1 from jobs j where ${whereOf(visibility, conds)} limit ${COUNT_BOUND + 1}) c)`;
  return readPage(
    db,
    now,
    COUNT_BOUND,
    sql``,
    sql`${bounded(listedJobCondition(now))} + ${bounded(postingJobCondition(now))}`,
    sql`select id from (${half(listedJobCondition(now))} union all ${half(postingJobCondition(now))}) u
        order by ${ORDER[sort]} limit ${limit} offset ${offset}`,
    'custom',
  );
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

/** The search with a city its words name (see QueryAnalyzer.analyse) as its city filter. */
async function analysed(deps: AppDeps, q: JobSearch): Promise<{ q: JobSearch; words: Omit<Analysed, 'city'> }> {
  const db = deps.readDb;
  const { city, ...words } = await analyzerOf(db).analyse(db, q.tcBuscar, !q.tnCiudad, q.tnRadio > 0 ? 0 : q.tnCiudad);
  return { q: city ? { ...q, tnCiudad: city, tnRadio: 0 } : q, words };
}

/** Total (bounded) and the list items of one page. */
export async function searchPage(deps: AppDeps, search: JobSearch, offset: number, limit: number) {
  const { q, words } = await analysed(deps, search);
  return analysedPage(deps, q, words, offset, limit);
}

async function analysedPage(deps: AppDeps, q: JobSearch, words: Omit<Analysed, 'city'>, offset: number, limit: number) {
  const now = deps.clock.now();
  const db = deps.readDb;
  const found = words.units.length ? await wordSearch(db, q, words, now, offset, limit, deps.config.SEARCH_WALK_CAP) : await filterSearch(db, q, now, offset, limit);
  const over = found.total > found.bound;
  return { total: over ? found.bound : found.total, bounded: over || found.more, items: found.items };
}

/** Total (bounded) and the ids of one page. */
export async function searchJobIds(deps: AppDeps, q: JobSearch, offset: number, limit: number) {
  const { total, bounded, items } = await searchPage(deps, q, offset, limit);
  return { total, bounded, ids: items.map((i) => i.Empleo) };
}

/** Matches per city of a search without its city and radius (the map's markers). */
export async function cityCounts(deps: AppDeps, q: JobSearch): Promise<{ Ciudad: number; Cantidad: number }[]> {
  const anyCity: JobSearch = { ...q, tnCiudad: 0, tnRadio: 0 };
  const rows = await cachedPublicRead(deps, `ciudades|${pageCacheKey({ ...anyCity, tnPagina: 0, tnTamano: 0, tlConteoCiudades: false })}`, async () => {
    const now = deps.clock.now();
    // A city named in the words counts like the city filter: left out of the markers' search.
    const { units } = await analyzerOf(deps.readDb).analyse(deps.readDb, anyCity.tcBuscar, true);
    const conds = filterConditions(anyCity, now);
    if (units.length) {
      const d = await analyzerOf(deps.readDb).stats.rarest(deps.readDb, termsOf(units));
      // The walk reads search_postings (j): its filters in the postings' one shape.
      const where = whereOf(indexVisible(now), [...(conds.length ? [postingFilter(anyCity, now)] : []), ...requiredUnits(units.filter((_, i) => i !== d))]);
      const matches = unitMatches({ alternatives: counted(units[d]) }, { where, scope: sql`` }, 100_000);
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

/**
 * A results page: the featured jobs of the page first (featured-search.ts: up to three, those that
 * match), then the page of the search; a featured job also found on the same page is shown once.
 * Totals and paging are the search's own (featured jobs are among its matches).
 */
export async function searchJobs(deps: AppDeps, search: JobSearch): Promise<SearchPage & { cities?: { Ciudad: number; Cantidad: number }[] }> {
  const { page, size, offset } = pageOf(search);
  const { q, words } = await analysed(deps, search);
  const [{ total, bounded, items }, featured] = await Promise.all([
    analysedPage(deps, q, words, offset, size),
    featuredOfPage(deps.readDb, q, words.units, page, deps.clock.now()).then((ids) => (ids.length ? jobListItems(deps.readDb, ids, deps.clock.now()) : [])),
  ]);
  const first = new Set(featured.map((i) => i.Empleo));
  const rest = first.size ? items.filter((i) => !first.has(i.Empleo)) : items;
  return { items: [...featured, ...rest], total, bounded, page, size, ...(search.tlConteoCiudades ? { cities: await cityCounts(deps, search) } : {}) };
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
  return (await searchPage(deps, jobSearchBody.parse({ tcOrden: 'recientes' }), 0, limit)).items;
}
