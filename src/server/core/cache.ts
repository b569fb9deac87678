/**
 * One read-through cache for answers computed from the database: search pages and counts, job
 * details, dashboards and applicant lists. Each entry names the tags it was computed from
 * ('jobs', 'applications'); each tag has a version read from the database, whichever module or
 * instance wrote (see readCacheVersions). An entry is used only while its tags have the versions
 * it was computed under, and for at most its time to live (time changes answers too: expiry at
 * midnight, a public posting's first hour, month ends).
 *
 * The versions are read at most once per `versionReuseMs` per instance, and again before the
 * next answer after any request of this instance that may have written (`recheck`): another
 * instance's write is seen within a second, this instance's at once. Concurrent misses of one
 * key share one computation; failures are not kept; the least recently used entries go first.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../db/client';
import type { Clock } from './time';

/** The tables whose writes invalidate cached answers: an entry is kept under the tags it read. */
export const CACHE_TAGS = { jobs: 'jobs', applications: 'applications' } as const;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/** What an answer was computed from, and how long it may be reused at most. */
export type CacheUse = { tags: readonly CacheTag[]; ttlMs: number };

/** Public job reads: time changes what is public too (a public posting's first hour). */
export const PUBLIC_JOB_READS: CacheUse = { tags: [CACHE_TAGS.jobs], ttlMs: 30_000 };

/** Aggregates over applications (dashboards, applicant lists): expiry dates and month ends move them too. */
export const APPLICATION_FIGURES: CacheUse = { tags: [CACHE_TAGS.jobs, CACHE_TAGS.applications], ttlMs: 60_000 };

type Versions = Map<string, string>;

/**
 * The tags' versions, in one query: counters that triggers bump on every write of the table
 * (search_versions; 'jobs' on the columns search reads, migration 0006; 'applications' on any
 * write, migration 0009).
 */
export async function readCacheVersions(db: DbOrTx): Promise<Versions> {
  const rows = await queryRows<{ name: string; version: string }>(
    db,
    sql`select name, version::text as version from search_versions where name in (${CACHE_TAGS.jobs}, ${CACHE_TAGS.applications})`,
  );
  const byName = new Map(rows.map((r) => [r.name, r.version]));
  return new Map([
    [CACHE_TAGS.jobs, byName.get(CACHE_TAGS.jobs) ?? ''],
    [CACHE_TAGS.applications, byName.get(CACHE_TAGS.applications) ?? ''],
  ]);
}

type Entry = { stamp: string; at: number; ttlMs: number; value: Promise<unknown> };

export type CacheOptions = {
  readVersions: () => Promise<Versions>;
  clock: Clock;
  versionReuseMs: number;
  maxEntries: number;
  enabled?: boolean;
};

export class TaggedCache {
  private entries = new Map<string, Entry>();
  /** Bumped by this instance's possibly-writing requests. */
  private generation = 0;
  private versions: { value: Promise<Versions>; readAt: number; generation: number } | null = null;
  private enabled: boolean;

  constructor(private readonly opts: CacheOptions) {
    this.enabled = opts.enabled ?? true;
  }

  async get<T>(key: string, use: CacheUse, compute: () => Promise<T>): Promise<T> {
    if (!this.enabled) return compute();
    const versions = await this.currentVersions();
    const stamp = use.tags.map((t) => versions.get(t) ?? '').join(',');
    const now = this.opts.clock.now().getTime();
    const hit = this.entries.get(key);
    // Re-inserted on every use: the Map's order is the eviction order.
    this.entries.delete(key);
    if (hit && hit.stamp === stamp && Math.abs(now - hit.at) < hit.ttlMs) {
      this.entries.set(key, hit);
      return hit.value as Promise<T>;
    }
    const value = compute();
    const entry: Entry = { stamp, at: now, ttlMs: use.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.opts.maxEntries) break;
      this.entries.delete(oldest);
    }
    return value;
  }

  /** This instance may have written: read the versions again before the next answer. */
  recheck() {
    this.generation++;
  }

  /** For measurements of the uncached path (bench). */
  setEnabled(on: boolean) {
    this.enabled = on;
  }

  private currentVersions(): Promise<Versions> {
    const t = performance.now();
    const v = this.versions;
    if (v && v.generation === this.generation && t - v.readAt < this.opts.versionReuseMs) return v.value;
    const value = this.opts.readVersions();
    this.versions = { value, readAt: t, generation: this.generation };
    value.catch(() => {
      if (this.versions?.value === value) this.versions = null;
    });
    return value;
  }
}
