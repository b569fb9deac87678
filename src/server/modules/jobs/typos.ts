/**
 * Typo tolerance as search engines do it (decision 073): a word of 5 to 8 letters may be one edit
 * away from a word of the index, a word of 9 or more two edits (an edit: a letter changed, added,
 * removed, or two neighbours swapped). The index's words (titles, company names, skills,
 * categories, cities, requirements) live in search_words; each instance keeps them in memory and
 * reads only the rows added since its last look, so a word written by any instance is known at
 * the next search that needs it.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client';
import { plainPhrase } from './synonyms';

/** Edits allowed for a word of this many letters. */
export const allowedEdits = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/** Optimal string alignment distance (Damerau-Levenshtein with neighbour swaps), stopping above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      row.push(v);
      if (v < best) best = v;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length];
}

/** Lower case, no accents, letters and digits only. */
export const plainWord = (w: string) => plainPhrase(w).replace(/ /g, '');

/** A word cut short is completed from this many letters. */
export const PREFIX_MIN = 4;
const REREAD_MS = 1000;

type Word = { word: string; term: string; letters: number };

/**
 * The letters a word holds, one bit each (digits share six bits). An edit changes at most two
 * bits, so words whose bits differ in more than twice the allowed edits are not measured.
 */
export function letterBits(word: string): number {
  let bits = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    bits |= 1 << (c >= 97 && c <= 122 ? c - 97 : 26 + (c % 6));
  }
  return bits;
}

/** Set bits of a 32-bit number. */
export function bitCount(n: number): number {
  const u = n >>> 0;
  let v = u - ((u >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The first index of `sorted` whose word is not before `word`. */
function lowerBound(sorted: Word[], word: string): number {
  let [lo, hi] = [0, sorted.length];
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid].word < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export class Vocabulary {
  private byLength = new Map<number, Word[]>();
  /** Every word in code-unit order: the words a word begins are one range of it. */
  private sorted: Word[] = [];
  /** Each known word's index term. */
  private known = new Map<string, string>();
  private lastId = 0;
  private readAt = -Infinity;
  private reading: Promise<void> | null = null;

  /** Reads the words added since the last read (one indexed range query). */
  refresh(db: DbOrTx): Promise<void> {
    this.reading ??= (async () => {
      try {
        const rows = await queryRows<{ id: number; word: string; term: string }>(
          db,
          sql`select id, word, term from search_words where id > ${this.lastId} order by id`,
        );
        this.readAt = Date.now();
        for (const r of rows) {
          this.lastId = Math.max(this.lastId, Number(r.id));
          if (this.known.has(r.word)) continue;
          this.known.set(r.word, r.term);
          const entry = { word: r.word, term: r.term, letters: letterBits(r.word) };
          const list = this.byLength.get(r.word.length) ?? [];
          list.push(entry);
          this.byLength.set(r.word.length, list);
          this.sorted.splice(lowerBound(this.sorted, r.word), 0, entry);
        }
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  /** The index term of a word of the index (plain: lower case, no accents), if this instance has read it. */
  termOf(plain: string): string | undefined {
    return this.known.get(plain);
  }

  /**
   * For a word the index does not know: the index terms of the words within the allowed edits
   * (typos), then of the words it begins (a word cut short, from 4 letters), nearest first.
   */
  async corrections(db: DbOrTx, word: string): Promise<string[]> {
    const plain = plainWord(word);
    const max = allowedEdits(plain.length);
    if (plain.length < PREFIX_MIN || this.known.has(plain)) return [];
    // Words read within the last second answer at once; a word that finds nothing in them reads
    // the words added since (as does any word once that second has passed).
    const reread = Date.now() - this.readAt > REREAD_MS;
    if (reread) await this.refresh(db);
    let found = this.known.has(plain) ? [] : this.near(plain, max);
    if (!found.length && !reread && !this.known.has(plain)) {
      await this.refresh(db);
      found = this.known.has(plain) ? [] : this.near(plain, max);
    }
    return found;
  }

  /** The terms of the words within `max` edits, then of the words `plain` begins, nearest first. */
  private near(plain: string, max: number): string[] {
    const found: { term: string; d: number }[] = [];
    // Words of a length within the allowed edits and with nearly the same letters, each measured.
    const letters = letterBits(plain);
    for (let len = plain.length - max; max > 0 && len <= plain.length + max; len++) {
      for (const w of this.byLength.get(len) ?? []) {
        if (bitCount(letters ^ w.letters) > 2 * max) continue;
        const d = editDistance(plain, w.word, max);
        if (d <= max) found.push({ term: w.term, d });
      }
    }
    // Words it begins: one range of the sorted words (a term also found by its edits keeps its nearer place).
    for (let i = lowerBound(this.sorted, plain); i < this.sorted.length && this.sorted[i].word.startsWith(plain); i++) {
      if (this.sorted[i].word.length > plain.length) found.push({ term: this.sorted[i].term, d: max + 1 });
    }
    found.sort((a, b) => a.d - b.d);
    return [...new Set(found.map((f) => f.term))].slice(0, 6);
  }
}
