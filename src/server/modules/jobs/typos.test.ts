import { describe, expect, it } from 'vitest';
import { bitCount, editDistance, letterBits } from './typos';

/** Deterministic pseudo-random numbers (the test is the same every run). */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s % n;
  };
}

describe('the letters filter of typo matching', () => {
  it('never rules out a word within the allowed edits (an edit changes at most two letter bits)', () => {
    const rand = random(7);
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';
    const edit = (w: string) => {
      const i = rand(w.length);
      const c = alphabet[rand(alphabet.length)];
      switch (rand(4)) {
        case 0: return w.slice(0, i) + c + w.slice(i + 1);
        case 1: return w.slice(0, i) + c + w.slice(i);
        case 2: return w.length > 1 ? w.slice(0, i) + w.slice(i + 1) : w;
        default: return i > 0 ? w.slice(0, i - 1) + w[i] + w[i - 1] + w.slice(i + 1) : w;
      }
    };
    for (let n = 0; n < 20_000; n++) {
      const word = Array.from({ length: 3 + rand(12) }, () => alphabet[rand(alphabet.length)]).join('');
      const typo = n % 2 ? edit(word) : edit(edit(word));
      const d = editDistance(word, typo, 2);
      if (d <= 2) expect(bitCount(letterBits(word) ^ letterBits(typo)), `${word} ${typo}`).toBeLessThanOrEqual(2 * d);
    }
  });

  it('counts bits of any 32-bit pattern', () => {
    expect(bitCount(0)).toBe(0);
    expect(bitCount(0b1011)).toBe(3);
    expect(bitCount(-1)).toBe(32);
    expect(bitCount(1 << 31)).toBe(1);
    expect(bitCount(letterBits('camion') ^ letterBits('camoin'))).toBe(0);
  });
});
