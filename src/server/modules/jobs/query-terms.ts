/**
 * What a search's words mean to the index (decision 073): each word or phrase becomes a unit of
 * alternative index terms, all of which find it: its Spanish stem (contadora = contador), its
 * synonym group's term (RR.HH. = recursos humanos), and for a word the index does not know, the
 * terms of the words within the allowed edits (typos), ranked below exact matches. A single word
 * also ranks first the titles that hold it as written, in either gender or number (decision 093).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { CITIES } from '../../../shared/catalog';
import { applySynonyms, plainPhrase, Synonyms } from './synonyms';
import { TermStats } from './term-stats';
import { FilterStats } from './filter-stats';
import { Vocabulary, plainWord } from './typos';

/** Tier added to matches through a corrected word: below every exact or stem match. */
export const TYPO_PENALTY = 4;
const MAX_CHUNKS = 8;
const STEMS_KEPT = 20_000;
/** A word of letters only (one text-search token) whose plain form unaccent and plainWord agree on. */
const SPANISH_WORD = /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]{4,30}$/;

/**
 * An index term that finds a unit; `fromTier` > 1 reads only its postings from that tier on.
 * `exact`: the word as written in a title (tier 0, migration 0030), which only ranks: its jobs are
 * among those the unit's other alternatives find, so counts and required words leave it out.
 */
export type Alternative = { term: string; penalty: number; fromTier?: number; exact?: true };
export type Unit = { alternatives: Alternative[] };

/** The alternatives that find a unit's jobs (not the `exact` one, which only ranks some of them first). */
export const counted = (u: Unit) => u.alternatives.filter((a) => !a.exact);

/** Words of a title indexed as written (migration 0030): this many letters, as in search_words. */
const TITLE_WORD = /^[a-z0-9]{4,30}$/;

/**
 * A title word's index term as written, its gender and number left out, as search_title_form
 * (migration 0030) writes it: the plain word without its final s, then without its final a, e or o.
 * Contador, contadora, contadores and contadoras are '~contador'; enfermero and enfermera
 * '~enfermer'; jefe and jefa '~jef'; contable '~contabl' and administrativo '~administrativ' stay
 * apart from them. Null for a word too short or too long.
 */
export function titleForm(word: string): string | null {
  const plain = plainWord(word);
  return TITLE_WORD.test(plain) ? `~${plain.replace(/s$/, '').replace(/[aeo]$/, '')}` : null;
}
/**
 * A search's words as units, the catalogue city they name beside other words ("contador La Paz"),
 * and whether they name a city other than the page's city filter (`elsewhere`: "contador Oruro"
 * on Cochabamba's jobs; few of them hold those words, decision 087).
 */
export type Analysed = { units: Unit[]; city: number | null; elsewhere: boolean };

/** Catalogue cities as plain word sequences, longest first ("santa cruz" before a one-word name). */
const CITY_WORDS = CITIES.map((c) => ({ id: c.id, words: plainPhrase(c.nombre).split(' ') })).sort((a, b) => b.words.length - a.words.length);

/** The chunks that spell a catalogue city's whole name, and that city (the first one named). */
export function cityChunks(chunks: string[]): { city: number; at: Set<number> } | null {
  const plain = chunks.map((c) => plainPhrase(c));
  for (let i = 0; i < plain.length; i++) {
    for (const c of CITY_WORDS) {
      if (c.words.every((w, k) => plain[i + k] === w)) return { city: c.id, at: new Set(c.words.map((_, k) => i + k)) };
    }
  }
  return null;
}

/** The words as typed: split on spaces and separators, at most 8, 40 characters each. */
export const queryChunks = (text: string) =>
  text
    .normalize('NFC')
    .split(/[\s,;/|()"'«»¿?¡!]+/u)
    .map((w) => w.slice(0, 40))
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
    .slice(0, MAX_CHUNKS);

export class QueryAnalyzer {
  readonly synonyms = new Synonyms();
  readonly vocabulary = new Vocabulary();
  readonly stats = new TermStats();
  readonly filters = new FilterStats();
  private readonly stems = new Map<string, string[]>();

  async units(db: DbOrTx, text: string): Promise<Unit[]> {
    return (await this.analyse(db, text, false)).units;
  }

  /**
   * The units of a search's words. With `findCity`, a catalogue city's whole name written beside
   * other words becomes the search's city ("programador Santa Cruz": programmers in Santa Cruz),
   * as job sites read a place in the search box. Where the page's own city filter (`pageCity`) is
   * that city, its name says nothing more and is left out; another city's name stays words
   * (`elsewhere`).
   */
  async analyse(db: DbOrTx, text: string, findCity: boolean, pageCity = 0): Promise<Analysed> {
    let chunks = queryChunks(text);
    let city: number | null = null;
    const named = findCity || pageCity ? cityChunks(chunks) : null;
    if (named && named.at.size < chunks.length && (findCity || named.city === pageCity)) {
      const rest = chunks.filter((_, i) => !named.at.has(i));
      if (rest.some((w) => plainPhrase(w).length > 1)) {
        if (findCity) city = named.city;
        chunks = rest;
      }
    }
    const elsewhere = named !== null && pageCity > 0 && named.city !== pageCity;
    return { units: await this.unitsOf(db, chunks), city, elsewhere };
  }

  /**
   * Each word's index terms (PostgreSQL's Spanish stems, to_tsvector). A word's terms never
   * change, so the words already seen are kept (up to STEMS_KEPT): a search of known words is one
   * statement; a new word costs this one more.
   */
  private async stemsOf(db: DbOrTx, chunks: string[]): Promise<string[][]> {
    // A word of the index's vocabulary has its term there (search_words holds to_tsvector of the
    // plain word, and es_unaccent takes accents off before stemming: the same term).
    const known = (w: string) => {
      const term = SPANISH_WORD.test(w) ? this.vocabulary.termOf(plainWord(w)) : undefined;
      return term ? [term] : this.stems.get(w);
    };
    const found = new Map(chunks.map((w) => [w, known(w)]));
    const missing = [...new Set(chunks.filter((w) => !found.get(w)))];
    if (missing.length) {
      const values = sql.join(missing.map((w, i) => sql`(${i}::int, ${w}::text)`), sql`, `);
      const rows = await queryRows<{ i: number; terms: string[] | null }>(
        db,
        sql`select i, array(select lexeme from unnest(to_tsvector('es_unaccent'::regconfig, w)) order by positions[1]) as terms
            from (values ${values}) as t(i, w)`,
      );
      if (this.stems.size + missing.length > STEMS_KEPT) this.stems.clear();
      for (const r of rows) {
        this.stems.set(missing[Number(r.i)], r.terms ?? []);
        found.set(missing[Number(r.i)], r.terms ?? []);
      }
    }
    return chunks.map((w) => found.get(w) ?? []);
  }

  private async unitsOf(db: DbOrTx, chunks: string[]): Promise<Unit[]> {
    if (chunks.length === 0) return [];
    const stems = await this.stemsOf(db, chunks);
    const groups = await this.synonyms.current(db);
    // The terms in order, each with the word it came from when that word gave a single term.
    const terms: { term: string; word: string | null }[] = [];
    stems.forEach((list, i) => {
      for (const t of list) terms.push({ term: t, word: list.length === 1 ? chunks[i] : null });
    });
    const singleTermGroup = new Map<string, string>();
    for (const g of groups) for (const p of g.phrases) if (p.length === 1) singleTermGroup.set(p[0], g.term);
    const units: Unit[] = [];
    for (const part of applySynonyms(terms.map((t) => t.term), groups)) {
      const alternatives: Alternative[] = part.terms.map((term) => ({ term, penalty: 0 }));
      // One word as typed: the titles that hold it as written, or its other gender or number, first.
      const written = part.to - part.from === 1 ? terms[part.from].word : null;
      const form = written ? titleForm(written) : null;
      if (form) alternatives.unshift({ term: form, penalty: 0, fromTier: 0, exact: true });
      // The group's term is indexed for titles, requirements, skills and categories; a one-word
      // phrase also finds its own word elsewhere (company, description: tiers 3 and 4, as the
      // group's term holds every posting of the word in tiers 1 and 2).
      if (part.synonym && part.to - part.from === 1) alternatives.push({ term: terms[part.from].term, penalty: 0, fromTier: 3 });
      const word = part.synonym ? null : terms[part.from].word;
      if (word) {
        for (const fixed of await this.vocabulary.corrections(db, word)) {
          for (const term of [singleTermGroup.get(fixed), fixed]) {
            if (term && !alternatives.some((a) => a.term === term)) alternatives.push({ term, penalty: TYPO_PENALTY });
          }
        }
      }
      units.push({ alternatives });
    }
    // A lone letter ('categoría C') narrows nothing and costs a long walk: dropped beside other words.
    const meaningful = units.filter((u) => u.alternatives.some((a) => a.term.length > 1));
    return meaningful.length ? meaningful : units;
  }
}
