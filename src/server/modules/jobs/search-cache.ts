/**
 * Read-through cache of the public job reads (search counts and pages, category and city counts,
 * job details). Each entry is stored with the jobs' change counter (search_versions 'jobs',
 * bumped by a trigger on every job write, by any module or instance) and is used only while the
 * counter is unchanged, and for at most SEARCH_CACHE_TTL_MS (time changes what is public too:
 * expiry at midnight, a public posting's first hour); keys carry the La Paz day.
 *
 * The counter is read from the database at most once per VERSION_REUSE_MS per instance, and
 * again at once after any request of this instance that may have written (every request but the
 * public reads, see `watchWrites`): another instance's write is seen within a second, this
 * instance's at once. Under the test runner (VITEST) it is read on every call, since tests also
 * write to the database directly. Concurrent misses of one key share one computation.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { queryRows, type Db, type DbOrTx } from '../../db/client';
import { laPazDate } from './visibility';

export const SEARCH_CACHE_TTL_MS = 30_000;
export const VERSION_REUSE_MS = process.env.VITEST ? 0 : 1000;
const MAX_ENTRIES = 5000;

type Entry = { version: number; at: number; value: Promise<unknown> };
type State = {
  entries: Map<string, Entry>;
  /** Bumped by this instance's possibly-writing requests. */
  generation: number;
  version: { value: Promise<number>; readAt: number; generation: number } | null;
};

const states = new WeakMap<Db, State>();
let disabled = process.env.SEARCH_CACHE === 'off';

/** For measurements of the uncached path (bench). */
export const setSearchCacheEnabled = (on: boolean) => void (disabled = !on);

function stateOf(db: Db): State {
  let s = states.get(db);
  if (!s) states.set(db, (s = { entries: new Map(), generation: 0, version: null }));
  return s;
}

export async function jobsVersion(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ version: number }>(db, sql`select version from search_versions where name = 'jobs'`);
  return Number(row?.version ?? -1);
}

function currentVersion(db: Db, s: State): Promise<number> {
  const t = performance.now();
  const v = s.version;
  if (v && v.generation === s.generation && t - v.readAt < VERSION_REUSE_MS) return v.value;
  const value = jobsVersion(db);
  s.version = { value, readAt: t, generation: s.generation };
  value.catch(() => {
    if (s.version?.value === value) s.version = null;
  });
  return value;
}

/** This instance may have changed jobs: read the counter again before the next cached read. */
export function jobsMayHaveChanged(db: Db) {
  stateOf(db).generation++;
}

/**
 * Marks the cache after every finished request that may write (any request outside `readOnly`).
 * Listens on the HTTP server, so it sees the requests of every module.
 */
export function watchWrites(app: FastifyInstance, readOnly: Set<string>) {
  app.server.on('request', (req, res) => {
    const path = (req.url ?? '').split('?')[0];
    if (req.method === 'GET' || req.method === 'HEAD' || readOnly.has(path)) return;
    res.on('finish', () => jobsMayHaveChanged(app.deps.db));
  });
}

export async function cachedSearch<T>(deps: AppDeps, key: string, compute: () => Promise<T>): Promise<T> {
  if (disabled) return compute();
  const s = stateOf(deps.db);
  const version = await currentVersion(deps.db, s);
  const now = deps.clock.now();
  const fullKey = `${laPazDate(now)}|${key}`;
  const hit = s.entries.get(fullKey);
  if (hit && hit.version === version && Math.abs(now.getTime() - hit.at) < SEARCH_CACHE_TTL_MS) {
    s.entries.delete(fullKey);
    s.entries.set(fullKey, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  const entry: Entry = { version, at: now.getTime(), value };
  s.entries.delete(fullKey);
  s.entries.set(fullKey, entry);
  value.catch(() => {
    if (s.entries.get(fullKey) === entry) s.entries.delete(fullKey);
  });
  while (s.entries.size > MAX_ENTRIES) {
    const oldest = s.entries.keys().next().value;
    if (oldest === undefined) break;
    s.entries.delete(oldest);
  }
  return value;
}

/** Drops the entries whose key (without the day) starts with one of the prefixes. */
export function dropCached(db: Db, prefixes: string[]) {
  if (prefixes.length === 0) return;
  const s = stateOf(db);
  for (const key of [...s.entries.keys()]) {
    const bare = key.slice(key.indexOf('|') + 1);
    if (prefixes.some((p) => bare.startsWith(p))) s.entries.delete(key);
  }
}
