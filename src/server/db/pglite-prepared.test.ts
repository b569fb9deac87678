/**
 * Named statements on PGlite (pglite-prepared.ts: PREPARE and EXECUTE through its public API):
 * the same rows as queryRows, hostile values kept as values, errors that leave the database
 * usable, and the plan kept between runs.
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
    for (const [n, text] of [[1, 'uno'], [2, "d'os"], [3, 'Técnico en señalización 🚧'], [null, null]] as const) {
      const named = await queryRowsNamed(database.db, statement(n, text));
      expect(named).toEqual(await queryRows(database.db, statement(n, text)));
      expect(named[0]).toMatchObject({ n, t: text, d: '2026-05-04', list: [1, 2], g: 1 });
    }
  });

  it('keeps quotes, backslashes and SQL in a value as the value itself', async () => {
    for (const hostile of ["'); drop table jobs; --", 'a\\\'b', "\\x41", '$1 $$ E\'\'', '<script>alert(1)</script>', '\\']) {
      expect(await queryRowsNamed(database.db, sql`select ${hostile}::text as t, length(${hostile}::text) as n`)).toEqual([{ t: hostile, n: hostile.length }]);
    }
    expect(await queryRows(database.db, sql`select to_regclass('jobs') is not null as kept`)).toEqual([{ kept: true }]);
  });

  it('refuses text holding NUL as PostgreSQL does, the database usable after it', async () => {
    await expect(queryRowsNamed(database.db, sql`select ${'a\0b'}::text as t`)).rejects.toThrow();
    expect(await queryRowsNamed(database.db, sql`select ${'ab'}::text as t`)).toEqual([{ t: 'ab' }]);
  });

  it('prepares a shape once and keeps its generic plan between runs', async () => {
    const shape = (n: number) => sql`select ${n}::int + 0 as kept_plan_probe`;
    for (const n of [1, 2, 3]) expect(await queryRowsNamed(database.db, shape(n))).toEqual([{ kept_plan_probe: n }]);
    const plans = await queryRows(database.db, sql`select generic_plans::int as generic_plans, custom_plans::int as custom_plans from pg_prepared_statements where statement like '%kept_plan_probe%' and statement not like '%pg_prepared_statements%'`);
    expect(plans).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
  });

  it('binds binary values', async () => {
    const bytes = sql`select encode(${new Uint8Array([0, 1, 255])}::bytea, 'hex') as hex, ${'ñ'}::text as t`;
    expect(await queryRowsNamed(database.db, bytes)).toEqual([{ hex: '0001ff', t: 'ñ' }]);
  });

  it('reads a JSON field whole, however long', async () => {
    const json = sql`select json_agg(json_build_object('i', g, 'texto', repeat('ñandú ', 50))) as items, ${5}::int as n from generate_series(1, ${400}::int) g`;
    const [row] = await queryRowsNamed<{ items: { i: number; texto: string }[]; n: number }>(database.db, json);
    expect(row.n).toBe(5);
    expect(row.items).toHaveLength(400);
    expect(row.items[399]).toEqual({ i: 400, texto: 'ñandú '.repeat(50) });
  });

  it('keeps the database usable after a failing statement', async () => {
    await expect(queryRowsNamed(database.db, sql`select 1 / ${0}::int as x`)).rejects.toMatchObject({ code: '22012', message: expect.stringMatching(/division by zero/) });
    await expect(queryRowsNamed(database.db, sql`select 1 / ${0}::int as x`)).rejects.toThrow(/division by zero/);
    expect(await queryRowsNamed(database.db, sql`select 6 / ${3}::int as x`)).toEqual([{ x: 2 }]);
    await expect(queryRowsNamed(database.db, sql`select * from no_such_table where id = ${1}`)).rejects.toThrow(/no_such_table/);
    expect(await queryRows(database.db, sql`show plan_cache_mode`)).toEqual([{ plan_cache_mode: 'auto' }]);
  });

  it('runs its statement with generic plans and no sequential scans, then restores the settings', async () => {
    const settings = sql`select current_setting('plan_cache_mode') as mode, current_setting('enable_seqscan') as seqscan, ${1}::int as n`;
    expect(await queryRowsNamed(database.db, settings)).toEqual([{ mode: 'force_generic_plan', seqscan: 'off', n: 1 }]);
    expect(await queryRows(database.db, settings)).toEqual([{ mode: 'auto', seqscan: 'on', n: 1 }]);
  });

  it("waits for another caller's open transaction instead of running inside it", async () => {
    await queryRows(database.db, sql`create table held (n int)`);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let opened!: () => void;
    const open = new Promise<void>((resolve) => (opened = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into held values (1)`);
      opened();
      await gate;
      await tx.execute(sql`insert into held values (2)`);
    });
    await open;
    let answered = false;
    const read = queryRowsNamed(database.db, sql`select count(*)::int as n from held where n > ${0}::int`).finally(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(answered).toBe(false);
    release();
    await transaction;
    expect(await read).toEqual([{ n: 2 }]);
  });

  it('runs inside a transaction on the transaction', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`create temporary table seen (n int)`);
      await tx.execute(sql`insert into seen values (7)`);
      expect(await queryRowsNamed(tx, sql`select n from seen where n = ${7}`)).toEqual([{ n: 7 }]);
    });
  });
});
