/**
 * The suggestions list in memory (decision 084): every key (a label's plain phrase from each of
 * its first four words) sorted in buckets by its first two letters, and the best suggestions of
 * every prefix of 2 to 4 letters kept ready. A keystroke is a binary search in one bucket; a
 * bucket is sorted in a turn of its own while the list is built, so building never holds the
 * server for long.
 */
import type { SUGGESTION_KINDS } from '../../../shared/contract/jobs';
import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { plainPhrase } from './synonyms';

export type Suggestion = { Tipo: (typeof SUGGESTION_KINDS)[number]; Texto: string };
export type Label = { kind: Suggestion['Tipo']; label: string; weight: number };

export const SUGGESTIONS_SHOWN = 8;
/** Prefixes up to this long have their best suggestions kept. */
const SHORT_PREFIX = 4;
/** Words of a label from which its keys start ("auxiliar de mecanico": also "mecanico"). */
const KEY_WORDS = 4;

/** More jobs first, then the shorter label, then the label's order. */
const better = (a: Label, b: Label) => b.weight - a.weight || a.label.length - b.label.length || (a.label < b.label ? -1 : a.label > b.label ? 1 : 0);

type Bucket = { keys: string[]; labels: Label[] };

export class SuggestionIndex {
  private constructor(
    private readonly buckets: Map<string, Bucket>,
    private readonly short: Map<string, Suggestion[]>,
  ) {}

  static readonly empty = new SuggestionIndex(new Map(), new Map());

  /** Builds the index from labels with their job counts; a label given twice (two companies of one name) is one, with its largest count. */
  static async build(labels: Iterable<Label>): Promise<SuggestionIndex> {
    const unique = new Map<string, Label>();
    for (const l of labels) {
      const id = `${l.kind}|${l.label}`;
      const known = unique.get(id);
      if (!known || known.weight < l.weight) unique.set(id, l);
    }
    const byBucket = new Map<string, { key: string; label: Label }[]>();
    let done = 0;
    for (const label of unique.values()) {
      if (++done % 2000 === 0) await yieldToRequests();
      const words = plainPhrase(label.label).split(' ').filter(Boolean);
      const keys = new Set<string>();
      for (let i = 0; i < Math.min(words.length, KEY_WORDS); i++) keys.add(words.slice(i).join(' '));
      for (const key of keys) {
        if (key.length < 2) continue;
        const head = key.slice(0, 2);
        let list = byBucket.get(head);
        if (!list) byBucket.set(head, (list = []));
        list.push({ key, label });
      }
    }
    const buckets = new Map<string, Bucket>();
    const short = new Map<string, Suggestion[]>();
    for (const [head, entries] of byBucket) {
      await yieldToRequests();
      entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : better(a.label, b.label)));
      buckets.set(head, { keys: entries.map((e) => e.key), labels: entries.map((e) => e.label) });
      const byPrefix = new Map<string, Set<Label>>();
      for (const e of entries) {
        for (let n = 2; n <= Math.min(e.key.length, SHORT_PREFIX); n++) {
          const prefix = e.key.slice(0, n);
          let set = byPrefix.get(prefix);
          if (!set) byPrefix.set(prefix, (set = new Set()));
          set.add(e.label);
        }
      }
      for (const [prefix, set] of byPrefix) short.set(prefix, best(set));
    }
    return new SuggestionIndex(buckets, short);
  }

  /** The best suggestions whose keys begin with the text's plain phrase. */
  suggest(text: string): Suggestion[] {
    const key = plainPhrase(text);
    if (key.length < 2) return [];
    if (key.length <= SHORT_PREFIX) return this.short.get(key) ?? [];
    const bucket = this.buckets.get(key.slice(0, 2));
    if (!bucket) return [];
    const found = new Set<Label>();
    for (let i = firstAtLeast(bucket.keys, key); i < bucket.keys.length && bucket.keys[i].startsWith(key); i++) found.add(bucket.labels[i]);
    return best(found);
  }
}

/** The SUGGESTIONS_SHOWN best, in order (one pass: a short prefix may hold thousands). */
function best(labels: Iterable<Label>): Suggestion[] {
  const top: Label[] = [];
  for (const l of labels) {
    if (top.length === SUGGESTIONS_SHOWN && better(l, top[top.length - 1]) >= 0) continue;
    let i = top.length;
    while (i > 0 && better(l, top[i - 1]) < 0) i--;
    top.splice(i, 0, l);
    if (top.length > SUGGESTIONS_SHOWN) top.pop();
  }
  return top.map((l) => ({ Tipo: l.kind, Texto: l.label }));
}

/** The first position whose key is not before `key` (binary search). */
function firstAtLeast(keys: string[], key: string): number {
  let lo = 0;
  let hi = keys.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (keys[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
