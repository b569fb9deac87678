import { describe, expect, it } from 'vitest';
import { levelQueries } from './search-docs';

describe('the levels of a rare match, read from its row of search_docs (tiers as weights A-D, level 0 a title word as written)', () => {
  it('asks each level for the tiers that reach it: typo words four levels lower, a synonym’s word from tier 3', () => {
    const levels = levelQueries([
      { term: '=7', penalty: 0 },
      { term: 'chofer', penalty: 0, fromTier: 3 },
      { term: "o'brien", penalty: 4 },
    ]);
    expect(levels).toEqual([
      "'#ninguno'",
      "'=7':A",
      "'=7':AB",
      "'=7':ABC | 'chofer':C",
      "'=7':ABCD | 'chofer':CD",
      "'=7':ABCD | 'chofer':CD | 'o''brien':A",
      "'=7':ABCD | 'chofer':CD | 'o''brien':AB",
      "'=7':ABCD | 'chofer':CD | 'o''brien':ABC",
      "'=7':ABCD | 'chofer':CD | 'o''brien':ABCD",
    ]);
  });

  it('matches nothing at a level that adds nothing (a word without typos has four levels)', () => {
    const levels = levelQueries([{ term: 'soldador', penalty: 0 }]);
    expect(levels[0]).toBe("'#ninguno'");
    expect(levels.slice(1, 5)).toEqual(["'soldador':A", "'soldador':AB", "'soldador':ABC", "'soldador':ABCD"]);
    expect(levels.slice(5)).toEqual(Array(4).fill("'#ninguno'"));
  });

  it('asks level 0 for the word as written in a title (decision 093), only there', () => {
    const levels = levelQueries([
      { term: '~contador', penalty: 0, fromTier: 0, exact: true },
      { term: '=4', penalty: 0 },
      { term: 'contador', penalty: 0, fromTier: 3 },
    ]);
    expect(levels.slice(0, 5)).toEqual(["'~contador':A", "'=4':A", "'=4':AB", "'=4':ABC | 'contador':C", "'=4':ABCD | 'contador':CD"]);
    expect(levels.slice(5)).toEqual(Array(4).fill("'#ninguno'"));
  });
});
