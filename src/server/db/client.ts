/** Opens the database: PGlite under DATA_DIR by default, PostgreSQL through `pg` with a URL. */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services that write several rows take either. */
export type DbOrTx = Db | Tx;

export type Database = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite's PostgreSQL buffer cache. PostgreSQL's 128MB default is touched at start and stays in
 * the process's memory; the demo data (about 30 MB) and the operating system's file cache need
 * far less (decision 025). PGLITE_SHARED_BUFFERS changes it for bigger databases.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export async function openDatabase(opts: { url?: string; dataDir?: string; memory?: boolean; sharedBuffers?: string }): Promise<Database> {
  if (opts.url) return openPostgres(opts.url);
  return openPglite(opts.memory ? undefined : join(opts.dataDir ?? './data', 'pg'), opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS);
}

async function openPostgres(url: string): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // DATE columns as plain 'YYYY-MM-DD' strings, as PGlite gives them.
  pg.types.setTypeParser(1082, (v: string) => v);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client whose connection the server ends (restart, failover, a dropped test database)
  // emits 'error' on the pool: without a listener that would crash the process.
  pool.on('error', (err) => console.warn(`PostgreSQL: conexión inactiva cerrada (${err.message})`));
  const db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
}

async function openPglite(dir: string | undefined, sharedBuffers: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = dir ? acquireLock(dir) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: dir,
      extensions: { unaccent, pg_trgm },
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
    });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** Only one process may open a PGlite directory: a second one would corrupt it. */
function acquireLock(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = join(dir, '..', 'chamba.lock');
  try {
    const pid = Number(readFileSync(lockFile, 'utf8'));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(
        `La base de datos en ${dir} ya está abierta por otro proceso (pid ${pid}). Detenga ese servidor o use otro DATA_DIR.`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Runs raw SQL and returns its rows (PGlite and pg both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: import('drizzle-orm').SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
