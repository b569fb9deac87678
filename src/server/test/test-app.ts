/**
 * API tests build the real app on a fresh database: PGlite in memory, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres. Nothing is mocked but the clock
 * (controllable) and the mail transport (captured in memory). Mail goes through the outbox as in
 * production; `call` and `postMultipart` drain it after each request (the worker's job), so
 * `mails` holds what a request sent. `{ autoDrain: false }` leaves draining to the test.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pino from 'pino';
import { buildApp } from '../app';
import { loadConfig } from '../core/config';
import type { AppDeps } from '../core/context';
import type { Clock } from '../core/time';
import { openDatabase, type Database } from '../db/client';
import { createDeps } from '../core/deps';
import type { Mail } from '../infra/mail/mailer';
import { drainOutbox, type DrainResult } from '../core/mail/outbox';
import { migratedPgliteTemplate } from './pglite-template';

export type TestClock = Clock & { set(d: Date): void; advance(ms: number): void; reset(): void };

export function testClock(): TestClock {
  let fixed: Date | null = null;
  return {
    now: () => fixed ?? new Date(),
    set: (d) => (fixed = d),
    advance: (ms) => (fixed = new Date((fixed ?? new Date()).getTime() + ms)),
    reset: () => (fixed = null),
  };
}

export type TestApp = {
  app: FastifyInstance;
  deps: AppDeps;
  clock: TestClock;
  mails: Mail[];
  dataDir: string;
  /** Sends the due mail of the outbox now, as the worker would. */
  drain(): Promise<DrainResult>;
  close(): Promise<void>;
};

/** The apps whose outbox `call` drains after each request. */
const autoDrained = new WeakMap<FastifyInstance, () => Promise<unknown>>();

/** Lets the outbox of an auto-drained test app send what the last request enqueued. */
export async function settleMail(app: FastifyInstance) {
  await autoDrained.get(app)?.();
}

async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error('TEST_DB=postgres necesita TEST_DATABASE_URL');
    const { freshPostgresDatabase } = await import('./postgres-database');
    const { url, drop } = await freshPostgresDatabase(base);
    return { database: await openDatabase({ url }), drop };
  }
  return { database: await openDatabase({ memory: true, loadDataDir: await migratedPgliteTemplate() }), drop: async () => {} };
}

export async function createTestApp(env: Record<string, string> = {}, opts: { autoDrain?: boolean; captureMail?: boolean } = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', PUBLIC_URL: 'http://localhost:3000', SEARCH_SWEEP_S: '0', ...env });
  const { database, drop } = await openTestDatabase();
  const log = pino({ level: 'silent' });
  const clock = testClock();
  // A read replica for searches (DATABASE_READ_URL): another database, opened as the server opens it.
  const replica = config.DATABASE_READ_URL ? await openDatabase({ url: config.DATABASE_READ_URL, readOnly: true }) : null;
  const deps = await createDeps(config, database.db, log, clock, replica?.db ?? database.db);
  const mails: Mail[] = [];
  // `captureMail: false` keeps the configured transport (e.g. a test SMTP server in SMTP_URL).
  if (opts.captureMail !== false) deps.mailer = { send: async (m) => void mails.push(m) };
  const app = await buildApp({ deps, webDistDir: join(dataDir, 'no-web') });
  await app.ready();
  const drain = () => drainOutbox(deps);
  if (opts.autoDrain !== false) autoDrained.set(app, drain);
  return {
    app,
    deps,
    clock,
    mails,
    dataDir,
    drain,
    async close() {
      await app.close();
      await deps.limiter.close();
      await database.close();
      await replica?.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls the API as the old client does: JSON POST, optional bearer token. */
export async function call(app: FastifyInstance, url: string, body?: unknown, token?: string, opts: Partial<InjectOptions> = {}) {
  const res = await app.inject({
    ...opts,
    method: opts.method ?? 'POST',
    url,
    // The token and any headers of `opts` together (a content type must not drop the token).
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(opts.headers ?? {}) },
    ...(body !== undefined ? { payload: body as InjectOptions['payload'] } : {}),
  } as InjectOptions);
  await settleMail(app);
  let json: any = null;
  try {
    json = res.json();
  } catch {
    // Expected: a reply that is not JSON (a PDF, a page); the test reads `raw`.
    json = null;
  }
  return { status: res.statusCode, body: json, headers: res.headers, raw: res };
}
