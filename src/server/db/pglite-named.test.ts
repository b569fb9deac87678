/**
 * Named statements on PGlite (pglite-named.ts): the same rows as queryRows, errors that leave the
 * database usable, and the plan kept between runs.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, queryRowsNamed, runsInProcess, type Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
}, 60_000);
afterAll(async () => database?.close());

const statement = (n: number | null, text: string | null) =>
  sql`select ${n}::int as n, ${text}::text as t, '2026-05-04'::date as d, '2026-05-04T15:00:00Z'::timestamptz as ts,
        array[1, 2]::int[] as list, g from generate_series(1, 2) g`;

describe('queryRowsNamed on PGlite', () => {
  it('is known to run in this process (its long maintenance is rarer, suggestions.ts)', () => {
    expect(runsInProcess(database.db)).toBe(true);
  });

  it('answers the rows queryRows answers, values bound each run', async () => {
    for (const [n, text] of [[1, 'uno'], [2, "d'os"], [null, null]] as const) {
      const named = await queryRowsNamed(database.db, statement(n, text));
      expect(named).toEqual(await queryRows(database.db, statement(n, text)));
      expect(named[0]).toMatchObject({ n, t: text, d: '2026-05-04', list: [1, 2], g: 1 });
    }
  });

  it('keeps the database usable after a failing statement', async () => {
    await expect(queryRowsNamed(database.db, sql`select 1 / ${0}::int as x`)).rejects.toThrow(/division by zero/);
    await expect(queryRowsNamed(database.db, sql`select 1 / ${0}::int as x`)).rejects.toThrow(/division by zero/);
    expect(await queryRowsNamed(database.db, sql`select 6 / ${3}::int as x`)).toEqual([{ x: 2 }]);
    await expect(queryRowsNamed(database.db, sql`select * from no_such_table where id = ${1}`)).rejects.toThrow(/no_such_table/);
    expect(await queryRows(database.db, sql`show plan_cache_mode`)).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('runs inside a transaction on the transaction', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table seen (n int)`);
      await tx.execute(sql`insert into seen values (7)`);
      expect(await queryRowsNamed(tx, sql`select n from seen where n = ${7}`)).toEqual([{ n: 7 }]);
    });
  });
});
