/** What /metrics reads of a database's connections (decision 098), on PGlite's one connection. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseStats, openDatabase, type Database } from './client';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ memory: true });
});
afterAll(async () => database?.close());

describe('databaseStats on PGlite', () => {
  it('one connection: idle when nothing runs; one call in use and the others waiting while they queue', async () => {
    const { db } = database;
    expect(databaseStats(db)).toEqual({ client: 'pglite', pools: [{ pool: 'main', max: 1, inUse: 0, idle: 1, waiting: 0 }] });
    let queued: Promise<unknown>[] = [];
    let during: unknown;
    // A transaction holds the connection; three statements sent meanwhile wait for it.
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      queued = [1, 2, 3].map(() => Promise.resolve(db.execute(sql`select 1`)));
      await new Promise((resolve) => setTimeout(resolve, 20));
      during = databaseStats(db)!.pools[0];
    });
    expect(during).toEqual({ pool: 'main', max: 1, inUse: 1, idle: 0, waiting: 3 });
    await Promise.all(queued);
    expect(databaseStats(db)!.pools[0]).toMatchObject({ inUse: 0, idle: 1, waiting: 0 });
  });

  it('a failed statement is no longer counted', async () => {
    const { db } = database;
    await expect(db.execute(sql`select * from no_existe`)).rejects.toThrow();
    expect(databaseStats(db)!.pools[0]).toMatchObject({ inUse: 0, waiting: 0 });
  });
});
