/**
 * Synonym groups of the Bolivian job market, kept as data staff edit (search_synonyms, decision
 * 073): every phrase of a group finds the jobs of every other. The index stores the group's term
 * ('=<id>') wherever one of its phrases occurs (migration 0014); a search replaces a phrase it
 * contains by that term. Groups are read into memory and re-read when their version changes.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';

export const SYNONYMS_VERSION = 'synonyms';

/** A group and its phrases as sequences of index terms (stop words left out). */
export type SynonymGroup = { id: number; term: string; phrases: string[][] };

/** Other instances' changes are seen within this long (this instance's own at once, `stale`). */
const CHECK_EVERY_MS = 2000;

export class Synonyms {
  private version = -1;
  private checkedAt = -Infinity;
  private groups: SynonymGroup[] = [];

  /** This instance changed the groups: check their version at the next search. */
  stale() {
    this.checkedAt = -Infinity;
  }

  /** The groups, re-read when their version changed (checked at most every 2 s). */
  async current(db: DbOrTx): Promise<SynonymGroup[]> {
    if (Date.now() - this.checkedAt < CHECK_EVERY_MS) return this.groups;
    const [row] = await queryRows<{ v: number }>(db, sql`select version as v from search_versions where name = ${SYNONYMS_VERSION}`);
    this.checkedAt = Date.now();
    const version = Number(row?.v ?? 0);
    if (version === this.version) return this.groups;
    const rows = await queryRows<{ id: number; phrase: string; terms: string[] | null }>(
      db,
      sql`select s.id, p.phrase, array(select lexeme from unnest(to_tsvector('es_unaccent'::regconfig, p.phrase)) order by positions[1]) as terms
          from search_synonyms s cross join lateral regexp_split_to_table(s.palabras, '\s*,\s*') as p(phrase)
          where p.phrase <> '' order by s.id`,
    );
    const byId = new Map<number, SynonymGroup>();
    for (const r of rows) {
      const id = Number(r.id);
      const group = byId.get(id) ?? { id, term: `=${id}`, phrases: [] };
      if (r.terms?.length) group.phrases.push(r.terms);
      byId.set(id, group);
    }
    this.groups = [...byId.values()];
    this.version = version;
    return this.groups;
  }
}

/**
 * Replaces the phrases of groups found in a sequence of terms by the groups' terms (longest
 * phrase first). Answers one entry per word or phrase: the group's term, or the word's own.
 */
export function applySynonyms(terms: string[], groups: SynonymGroup[]): { terms: string[]; synonym: boolean; from: number; to: number }[] {
  const out: { terms: string[]; synonym: boolean; from: number; to: number }[] = [];
  let i = 0;
  while (i < terms.length) {
    let best: { group: SynonymGroup; length: number } | null = null;
    for (const g of groups) {
      for (const p of g.phrases) {
        if (p.length > terms.length - i || (best && p.length <= best.length)) continue;
        if (p.every((t, k) => terms[i + k] === t)) best = { group: g, length: p.length };
      }
    }
    if (best) {
      out.push({ terms: [best.group.term], synonym: true, from: i, to: i + best.length });
      i += best.length;
    } else {
      out.push({ terms: [terms[i]], synonym: false, from: i, to: i + 1 });
      i += 1;
    }
  }
  return out;
}

/** Lower case, no accents, words of letters and digits separated by one space. */
export const plainPhrase = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * For text searches that match words as typed (the candidate search): each word or phrase of
 * `text` with the phrases of its synonym group, all as plain phrases ("rr hh", "recursos humanos").
 */
export async function plainSynonymUnits(db: DbOrTx, text: string): Promise<string[][]> {
  const words = plainPhrase(text).split(' ').filter(Boolean).slice(0, 8);
  if (!words.length) return [];
  const rows = await queryRows<{ palabras: string }>(db, sql`select palabras from search_synonyms`);
  const groups = rows.map((r) => r.palabras.split(',').map(plainPhrase).filter(Boolean));
  const units: string[][] = [];
  for (let i = 0; i < words.length; ) {
    let best: { group: string[]; length: number } | null = null;
    for (const g of groups) {
      for (const p of g) {
        const pw = p.split(' ');
        if (pw.length > words.length - i || (best && pw.length <= best.length)) continue;
        if (pw.every((w, k) => words[i + k] === w)) best = { group: g, length: pw.length };
      }
    }
    units.push(best ? [...new Set(best.group)] : [words[i]]);
    i += best ? best.length : 1;
  }
  return units;
}
