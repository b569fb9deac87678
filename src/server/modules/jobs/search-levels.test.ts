import { describe, expect, it } from 'vitest';
import { levelQueries } from './search-docs';

describe('the levels of a rare match, read from its row of search_docs (tiers as weights A-D)', () => {
  it('asks each level for the tiers that reach it: typo words four levels lower, a synonym’s word from tier 3', () => {
    const levels = levelQueries([
      { term: '=7', penalty: 0 },
      { term: 'chofer', penalty: 0, fromTier: 3 },
      { term: "o'brien", penalty: 4 },
    ]);
    expect(levels).toEqual([
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
    expect(levels.slice(0, 4)).toEqual(["'soldador':A", "'soldador':AB", "'soldador':ABC", "'soldador':ABCD"]);
    expect(levels.slice(4)).toEqual(Array(4).fill("'#ninguno'"));
  });
});
