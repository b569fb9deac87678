/** Opens the database: PGlite under DATA_DIR by default, PostgreSQL through `pg` with a URL. */
import { createHash } from 'node:crypto';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { acquireDataLock } from './data-lock';
import { describeConnectionError, isDatabaseUnavailable } from './unavailable';
import { pglitePreparedStatements, type NamedRunner } from './pglite-prepared';
import { renderSql } from './render-sql';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A database handle or an open transaction: services that write several rows take either. */
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite only: its directory as a gzipped tar, taken from the open database between statements (decision 100). */
  dumpDataDir?: (compression?: 'gzip' | 'none') => Promise<Blob>;
};

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * PGlite's PostgreSQL buffer cache. PostgreSQL's 128MB default is touched at start and stays in
 * the process's memory; the demo data (about 30 MB) and the operating system's file cache need
 * far less (decision 025). PGLITE_SHARED_BUFFERS changes it for bigger databases.
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

export type OpenOptions = {
  url?: string;
  dataDir?: string;
  memory?: boolean;
  /** PGlite in memory only: start from this dump (PGlite's `loadDataDir`) instead of an empty cluster. */
  loadDataDir?: Blob;
  sharedBuffers?: string;
  /** PostgreSQL not answering at start: keep trying this long (seconds) before giving up. */
  connectTimeoutS?: number;
  /** Where the start's waiting for PostgreSQL is told (one line per attempt). */
  warn?: (message: string) => void;
  /** A read replica (DATABASE_READ_URL): no migrations, the primary applies them. */
  readOnly?: boolean;
  /** Connections of the search's named statements (DB_SEARCH_CONNECTIONS; PostgreSQL only). */
  searchConnections?: number;
};

/**
 * Connections that run the search's named statements. Each prepares every statement shape it
 * runs, once; about two per core of the database server keep it busy (decision 073, fifth pass).
 */
export const SEARCH_CONNECTIONS = 4;

export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) return openPostgres(opts.url, opts.connectTimeoutS ?? 0, opts.warn ?? ((m) => console.warn(m)), opts.readOnly ?? false, opts.searchConnections ?? SEARCH_CONNECTIONS);
  return openPglite(opts.memory ? undefined : join(opts.dataDir ?? './data', 'pg'), opts.sharedBuffers ?? PGLITE_SHARED_BUFFERS, opts.memory ? opts.loadDataDir : undefined);
}

async function openPostgres(url: string, connectTimeoutS: number, warn: (message: string) => void, readOnly: boolean, searchConnections: number): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  // DATE columns as plain 'YYYY-MM-DD' strings, as PGlite gives them.
  pg.types.setTypeParser(1082, (v: string) => v);
  // A server that does not answer (a dropped network rather than a refused port) fails a request
  // after 5 s instead of holding it for ever; the error handler answers 503 (unavailable.ts).
  // No JIT: the app's statements are short, and compiling one (tens of ms) costs more than it saves.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, options: '-c jit=off' });
  // The search's named statements (queryRowsNamed) run on their own connections, where PostgreSQL
  // keeps one generic plan per statement instead of planning each run (decision 073): the
  // search's statements cost as much to plan as to run, and their plans do not depend on the values.
  // No parallel workers: a generic plan guesses a common word's postings and, at a million jobs,
  // chose parallel walks that stop after a thousand rows (24 ms instead of 8, decision 073).
  // No sequential scans: a search by filters compares the columns its chosen index does not serve
  // as `column + 0` (filter-paths.ts), whose shares a generic plan cannot estimate.
  // Fewer than the main pool: each connection prepares every shape it runs (a server that has
  // just started plans each shape once per connection), and a search keeps a core busy while it runs.
  const generic = new pg.Pool({
    connectionString: url,
    max: searchConnections,
    connectionTimeoutMillis: 5000,
    options: '-c jit=off -c plan_cache_mode=force_generic_plan -c max_parallel_workers_per_gather=0 -c enable_seqscan=off',
  });
  // An idle client whose connection the server ends (restart, failover, a dropped test database)
  // emits 'error' on the pool: without a listener that would crash the process.
  // A client in use (a request's query or transaction, the mail worker) whose connection dies
  // also emits 'error' on itself: its query fails (503 for the request, unavailable.ts), and this
  // listener keeps the event from crashing the process. The pool discards the broken client.
  for (const p of [pool, generic]) {
    p.on('error', (err) => console.warn(`PostgreSQL: conexión inactiva cerrada (${err.message})`));
    p.on('connect', (client) => client.on('error', (err) => console.warn(`PostgreSQL: conexión en uso cerrada (${err.message})`)));
  }
  try {
    await waitForPostgres(pool, connectTimeoutS, warn);
    const db = drizzle(pool, { schema });
    if (!readOnly) await migrate(db, { migrationsFolder });
    namedStatementsDb.set(db, drizzle(generic, { schema }) as unknown as Db);
    const poolStats = (name: string, p: import('pg').Pool): PoolStats => ({
      pool: name,
      max: p.options.max ?? 10,
      inUse: p.totalCount - p.idleCount,
      idle: p.idleCount,
      waiting: p.waitingCount,
    });
    statsOf.set(db, () => ({ client: 'postgresql', pools: [poolStats('main', pool), poolStats('search', generic)] }));
    return { db: db as unknown as Db, kind: 'postgres', close: async () => void (await Promise.all([pool.end(), generic.end()])) };
  } catch (err) {
    await Promise.all([pool.end().catch(() => {}), generic.end().catch(() => {})]);
    throw err;
  }
}

/**
 * At start PostgreSQL may not be up yet (both started together, a restart, a failover): retry
 * `select 1` every 2 s, one log line per attempt, until `timeoutS` has passed. Any other error
 * (a wrong password, a database that does not exist) stops the start at once.
 */
async function waitForPostgres(pool: import('pg').Pool, timeoutS: number, warn: (message: string) => void) {
  const until = Date.now() + timeoutS * 1000;
  for (let attempt = 1; ; attempt++) {
    try {
      await pool.query('select 1');
      if (attempt > 1) warn(`PostgreSQL responde (intento ${attempt}).`);
      return;
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      const left = Math.ceil((until - Date.now()) / 1000);
      if (left <= 0) {
        throw new Error(
          `PostgreSQL no responde (${describeConnectionError(err)}) después de ${attempt} intento(s) en ${timeoutS} s. ` +
            'Revise que el servidor esté en marcha y que DATABASE_URL sea correcto, o aumente DB_CONNECT_TIMEOUT_S.',
          { cause: err },
        );
      }
      warn(`PostgreSQL no responde (${describeConnectionError(err)}): intento ${attempt}, se reintenta en 2 s (se esperan ${left} s más).`);
      await new Promise((r) => setTimeout(r, Math.min(2000, left * 1000)));
    }
  }
}

/** The types drizzle's PGlite driver keeps as text: dates, timestamps, intervals, numeric[] and their arrays. */
const AS_TEXT = (t: typeof import('@electric-sql/pglite').types) => [t.TIMESTAMP, t.TIMESTAMPTZ, t.INTERVAL, t.DATE, 1231, 1115, 1185, 1187, 1182];

async function openPglite(dir: string | undefined, sharedBuffers: string, loadDataDir?: Blob): Promise<Database> {
  const { PGlite, types } = await import('@electric-sql/pglite');
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const release = dir ? acquireDataLock(dir) : () => {};
  try {
    const { client, calls } = countingCalls(
      await PGlite.create({
        dataDir: dir,
        loadDataDir,
        extensions: { unaccent, pg_trgm },
        startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`],
        // Dates, timestamps, intervals and numeric arrays as text, as drizzle reads them: the
        // statements run through PGlite's own `exec` (pglite-prepared.ts) answer as drizzle does.
        parsers: Object.fromEntries(AS_TEXT(types).map((oid) => [oid, (value: string) => value])),
      }),
    );
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder });
    pgliteNamed.set(db, pglitePreparedStatements(client));
    // One connection in this process: one call runs, the others wait for it (PGlite's own lock).
    statsOf.set(db, () => ({ client: 'pglite', pools: [{ pool: 'main', max: 1, inUse: Math.min(calls.inFlight, 1), idle: calls.inFlight ? 0 : 1, waiting: Math.max(calls.inFlight - 1, 0) }] }));
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      dumpDataDir: (compression = 'gzip') => client.dumpDataDir(compression),
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

/** A pool's connections now (PGlite: its one connection): what /metrics reports. */
export type PoolStats = { pool: string; max: number; inUse: number; idle: number; waiting: number };
export type DatabaseStats = { client: 'pglite' | 'postgresql'; pools: PoolStats[] };

const statsOf = new WeakMap<object, () => DatabaseStats>();

/** The connections of a database opened by openDatabase, read now (cheap: counters, no query). */
export const databaseStats = (db: Db): DatabaseStats | null => statsOf.get(db)?.() ?? null;

/** The PGlite calls that queue on its one connection (its public methods that run statements). */
const QUEUED_CALLS = new Set<PropertyKey>(['query', 'exec', 'sql', 'transaction', 'execProtocol', 'execProtocolStream', 'execProtocolRaw', 'execProtocolRawStream']);

/**
 * PGlite exposes no queue depth: the client is wrapped so that its calls that run statements are
 * counted while they run or wait (everything else passes straight through to the client).
 */
function countingCalls(pg: import('@electric-sql/pglite').PGlite) {
  const calls = { inFlight: 0 };
  const bound = new Map<PropertyKey, unknown>();
  const client = new Proxy(pg, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (!bound.has(prop)) {
        const fn = value as (...args: unknown[]) => unknown;
        bound.set(
          prop,
          QUEUED_CALLS.has(prop)
            ? (...args: unknown[]) => {
                calls.inFlight++;
                return Promise.resolve(fn.apply(target, args)).finally(() => calls.inFlight--);
              }
            : fn.bind(target),
        );
      }
      return bound.get(prop);
    },
  });
  return { client, calls };
}

/** Runs raw SQL and returns its rows (PGlite and pg both answer `{ rows }`). */
export async function queryRows<T>(db: DbOrTx, query: import('drizzle-orm').SQL): Promise<T[]> {
  // What db.execute does, with the text rendered in one pass where it can be (render-sql.ts).
  const built = renderSql(query);
  const result = (built ? await (db as unknown as Internals).session.prepareQuery(built, undefined, undefined, false).execute() : await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

type Internals = {
  dialect: { sqlToQuery(q: import('drizzle-orm').SQL): { sql: string; params: unknown[] } };
  session: { prepareQuery(q: { sql: string; params: unknown[] }, fields: undefined, name: string | undefined, arrayMode: false): { execute(): Promise<unknown> } };
};

/** Where a PostgreSQL database runs its named statements (connections that keep generic plans). */
const namedStatementsDb = new WeakMap<object, Db>();
/** How a PGlite database runs them (pglite-prepared.ts). */
const pgliteNamed = new WeakMap<object, NamedRunner>();

/**
 * The database runs in this process (PGlite): while one of its statements runs, no request is
 * served at all, so long maintenance there must be rarer than on a PostgreSQL server.
 */
export const runsInProcess = (db: DbOrTx) => pgliteNamed.has(db);

/**
 * Statement shapes kept prepared (each on every connection that runs it), the first ones seen:
 * the benchmark's mix of searches makes about 190 in 5,000 searches (filtered word searches most
 * of them). With SEARCH_CONNECTIONS connections, as many prepared plans as 256 shapes on ten.
 */
const NAMED_SHAPES = 512;
/** The kept shapes' names by their text (a look-up costs less than hashing the text again). */
const named = new Map<string, string>();

/**
 * queryRows as a named statement (decision 073), for statements whose best plan does not depend
 * on their values (the walks of the search index, a search by filters through the index chosen
 * for it): it runs on PostgreSQL connections that plan each statement once, generically, and keep
 * that plan (the search's statements took as long to plan as to run). The name is the text's
 * hash, one per shape of statement; past NAMED_SHAPES shapes the rest run unnamed. A transaction
 * runs it on its own connection, as queryRows does; PGlite through SQL's PREPARE and EXECUTE
 * (pglite-prepared.ts).
 */
export async function queryRowsNamed<T>(db: DbOrTx, query: import('drizzle-orm').SQL): Promise<T[]> {
  const d = (namedStatementsDb.get(db) || db) as unknown as Internals;
  const built = renderSql(query) ?? d.dialect.sqlToQuery(query);
  let name = named.get(built.sql);
  if (!name && named.size < NAMED_SHAPES) named.set(built.sql, (name = `q${createHash('sha1').update(built.sql).digest('hex').slice(0, 30)}`));
  const runner = pgliteNamed.get(db);
  if (runner && name) return (await runner(name, built.sql, built.params, true)) as T[];
  const result = (await d.session.prepareQuery(built, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}
