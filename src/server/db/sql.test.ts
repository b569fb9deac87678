/**
 * Lists as one array parameter (sql.ts): PostgreSQL reads back exactly the values given, however
 * hostile the text (quotes, backslashes, braces, commas, NULL as a word, empty strings).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './client';
import { intArray, textArray } from './sql';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 60_000);
afterAll(async () => database?.close());

describe('textArray and intArray', () => {
  it('give PostgreSQL back the same texts and numbers', async () => {
    const texts = ['ingenier', 'o"brien', 'back\\slash', '{llaves}', 'a,b', 'NULL', '', "d'os", 'ñandú', ' espacio '];
    const [row] = await queryRows<{ t: string[]; n: number[] }>(database.db, sql`select ${textArray(texts)}::text[] as t, ${intArray([3, 0, -2, 7.9])}::int[] as n`);
    expect(row.t).toEqual(texts);
    expect(row.n).toEqual([3, 0, -2, 7]);
  });

  it('an empty list is an empty array', async () => {
    const [row] = await queryRows<{ t: string[]; n: number }>(database.db, sql`select ${textArray([])}::text[] as t, cardinality(${intArray([])}::int[]) as n`);
    expect(row).toEqual({ t: [], n: 0 });
  });
});
