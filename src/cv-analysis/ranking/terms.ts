/** Text -> concept terms for matching: synonyms first, then Spanish stems. */
import { normalizeForMatch, tokenize } from '../text/normalize.js';
import { stem } from '../text/stem.js';
import { STOPWORDS } from '../text/stopwords.js';
import { PHRASES, STEM_TO_CONCEPT } from '../text/synonyms.js';

/** Marks a phrase's concept in the text; a prefix no Spanish word starts with, kept whole by the tokenizer. */
const CONCEPT_MARK = 'qxc';

/** Concept terms of a text, in order (with repeats). */
export function termsOf(text: string): string[] {
  // 'SIN' in capitals is the tax office; in lower case it is the preposition.
  let s = normalizeForMatch(text.replace(/\bSIN\b/g, ' impuestos '));
  s = s.replace(/\b([a-z]+)\s*\/\s*(?:a|o|as|os|es)\b/g, '$1').replace(/\((?:a|o|as|os)\)/g, '');
  for (const { re, concept } of PHRASES) s = s.replace(re, ` ${CONCEPT_MARK}${concept} `);
  const out: string[] = [];
  for (const token of tokenize(s)) {
    if (token.startsWith(CONCEPT_MARK)) {
      out.push(token.slice(CONCEPT_MARK.length));
      continue;
    }
    if (STOPWORDS.has(token) || token.length < 2 || /^\d+$/.test(token)) continue;
    const st = stem(token);
    out.push(STEM_TO_CONCEPT.get(token) ?? STEM_TO_CONCEPT.get(st) ?? st);
  }
  return out;
}

export function uniqueTerms(text: string): string[] {
  return [...new Set(termsOf(text))];
}

/** A set of terms that also answers prefix matches between long stems. */
export class TermIndex {
  private readonly terms: Set<string>;
  private readonly byPrefix = new Map<string, string[]>();

  constructor(terms: Iterable<string>) {
    this.terms = new Set(terms);
    for (const t of this.terms) {
      if (t.length < 5) continue;
      const key = t.slice(0, 5);
      const list = this.byPrefix.get(key);
      if (list) list.push(t);
      else this.byPrefix.set(key, [t]);
    }
  }

  has(term: string): boolean {
    if (this.terms.has(term)) return true;
    if (term.length < 5) return false;
    return (this.byPrefix.get(term.slice(0, 5)) ?? []).some((t) => t.startsWith(term) || term.startsWith(t));
  }

  /** Share of `terms` present (0 when `terms` is empty). */
  coverage(terms: string[]): number {
    if (terms.length === 0) return 0;
    return terms.filter((t) => this.has(t)).length / terms.length;
  }
}
