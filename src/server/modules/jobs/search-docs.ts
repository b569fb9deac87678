/**
 * The queries of search_docs (migrations 0025 and 0029: each indexed job's terms weighted by
 * tier, its filter values and publication day as tokens): what a rare combination of words and
 * filters asks of its GIN index, checks on its rows, and ranks them by (search.ts, rareMatches).
 */
import { sql, type SQL } from 'drizzle-orm';
import { TYPO_PENALTY, type Alternative, type Unit } from './query-terms';

/**
 * Token groups as one tsquery: every group, any token of each ("(a | b) & c"); a statement of one
 * shape whatever the words and filters. An empty group matches nothing.
 */
export function docQuery(groups: string[][]): string {
  return groups.map((g) => `(${(g.length ? g : [NOTHING]).map(quoteLexeme).join(' | ')})`).join(' & ');
}

/** A token no job holds: a group or level that must match nothing. */
const NOTHING = '#ninguno';
const quoteLexeme = (token: string) => `'${token.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
/** search_docs' weights of tiers 1 to 4 (migration 0029); tier 0, a title's word as written, is A too (migration 0030). */
const TIER_WEIGHTS = 'ABCD';
/** Rank levels of a match (its tier plus its alternative's penalty): 0 the word as written in the title, 1 to 4, typo matches 5 to 8. */
const LEVELS = TIER_WEIGHTS.length + TYPO_PENALTY;

/**
 * For each level t from 0, a tsquery of search_docs that a job matches when it holds one of the
 * unit's alternatives at a tier from the alternative's own first tier up to t minus its penalty:
 * the first that matches is the job's level, its best posting's tier plus penalty. Level 0 is the
 * `exact` alternative's (its terms are only in titles, weighted A). A level that adds nothing to
 * the one before matches nothing (its jobs matched already).
 */
export function levelQueries(alternatives: Alternative[]): string[] {
  const exact = alternatives.filter((a) => a.exact).map((a) => `${quoteLexeme(a.term)}:A`).join(' | ');
  const at = (level: number) =>
    alternatives.filter((a) => !a.exact).flatMap((a) => {
      const [from, to] = [a.fromTier ?? 1, Math.min(TIER_WEIGHTS.length, level - a.penalty)];
      return to >= from ? [`${quoteLexeme(a.term)}:${TIER_WEIGHTS.slice(from - 1, to)}`] : [];
    }).join(' | ');
  const levels = Array.from({ length: LEVELS }, (_, i) => {
    const query = at(i + 1);
    return query && query !== at(i) ? query : quoteLexeme(NOTHING);
  });
  return [exact || quoteLexeme(NOTHING), ...levels];
}

/**
 * Token groups checked on each row search_docs' index gives: ts_match_vq is the function of @@,
 * which the planner cannot make an index condition (one shape, null when there are none).
 */
export function checkedOnRow(groups: string[][]): SQL {
  const query = groups.length ? docQuery(groups) : null;
  return sql`(${query}::text is null or ts_match_vq(d.doc, ${query}::tsquery))`;
}

/** A job's level for the unit, read from its row of search_docs d (null: it holds none of its alternatives where they count). */
export function levelOf(driver: Unit): SQL {
  const whens = levelQueries(driver.alternatives).map((q, i) => sql`when d.doc @@ ${q}::tsquery then ${i}::int`);
  return sql`(case ${sql.join(whens, sql` `)} end)`;
}
