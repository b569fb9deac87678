/**
 * Read-through cache of the aggregate reads that scan a company's applications
 * (graficasdashboard, listarpostulantesbyempresa): each answer is kept with a fingerprint of
 * the tables it reads, taken from the database before computing it, and reused only while the
 * fingerprint is unchanged and for at most a minute (time moves figures too: expiry dates, the
 * public posting's hour, month boundaries). The fingerprint comes from the database, so several
 * instances behind a load balancer never serve an answer older than the last write they can see;
 * this instance's own writes also clear it at once. Concurrent misses share one computation.
 * The fingerprint itself is read at most once a second per instance: another instance's write
 * shows here within a second; this instance's writes at once.
 */
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context';
import { queryRows, type Db } from '../../db/client';

export const CACHE_TTL_MS = 60_000;
const FINGERPRINT_REUSE_MS = 1000;
const MAX_ENTRIES = 2000;

type Entry = { fingerprint: string; at: number; value: Promise<unknown> };
type Cache = { entries: Map<string, Entry>; generation: number; fingerprint: { at: number; generation: number; value: Promise<string> } | null };

const caches = new WeakMap<Db, Cache>();

function cacheOf(db: Db): Cache {
  let c = caches.get(db);
  if (!c) caches.set(db, (c = { entries: new Map(), generation: 0, fingerprint: null }));
  return c;
}

/** The fingerprint, read again after a second or after a write of this instance. */
function currentFingerprint(cache: Cache, db: Db): Promise<string> {
  const t = performance.now();
  const f = cache.fingerprint;
  if (f && f.generation === cache.generation && t - f.at < FINGERPRINT_REUSE_MS) return f.value;
  const generation = cache.generation;
  const value = readFingerprint(db).then((v) => `${generation}#${v}`);
  cache.fingerprint = { at: t, generation, value };
  value.catch(() => {
    if (cache.fingerprint?.value === value) cache.fingerprint = null;
  });
  return value;
}

/** Cheap (index-only) summary of the last writes to applications and jobs. */
async function readFingerprint(db: Db): Promise<string> {
  const [row] = await queryRows<{ a: number | null; au: string | null; j: number | null; ju: string | null }>(
    db,
    sql`select (select max(id) from applications) as a,
      (select to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') from applications) as au,
      (select max(id) from jobs) as j,
      (select to_char(max(updated_at) at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') from jobs) as ju`,
  );
  return `${row?.a ?? 0}|${row?.au ?? ''}|${row?.j ?? 0}|${row?.ju ?? ''}`;
}

export async function cached<T>(deps: AppDeps, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = cacheOf(deps.db);
  const fp = await currentFingerprint(cache, deps.db);
  const now = deps.clock.now().getTime();
  const hit = cache.entries.get(key);
  if (hit && hit.fingerprint === fp && Math.abs(now - hit.at) < CACHE_TTL_MS) {
    // Most recently used last: the oldest entries are evicted first.
    cache.entries.delete(key);
    cache.entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const value = compute();
  const entry: Entry = { fingerprint: fp, at: now, value };
  cache.entries.delete(key);
  cache.entries.set(key, entry);
  value.catch(() => {
    if (cache.entries.get(key) === entry) cache.entries.delete(key);
  });
  while (cache.entries.size > MAX_ENTRIES) {
    const oldest = cache.entries.keys().next().value;
    if (oldest === undefined) break;
    cache.entries.delete(oldest);
  }
  return value;
}

/** Called by this instance's writes to jobs and applications. */
export function invalidateFigures(deps: AppDeps) {
  const cache = cacheOf(deps.db);
  cache.generation++;
  cache.entries.clear();
  cache.fingerprint = null;
}
