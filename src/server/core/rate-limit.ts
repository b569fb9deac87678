/**
 * Fixed-window counters: in memory for one instance, in Redis (REDIS_URL) when several
 * instances share the limits.
 */
import { HttpError, tooMany, unavailable } from './http/errors';

export interface RateLimiter {
  /** Counts one hit; throws 429 with Retry-After when the key is over its limit. */
  hit(key: string, limit: number, windowSec: number): Promise<void>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Throws when the shared store (Redis) cannot be reached; /readyz asks. */
  ping?(): Promise<void>;
}

export function memoryRateLimiter(enabled = true): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
  }, 60_000);
  sweep.unref();
  return {
    async hit(key, limit, windowSec) {
      if (!enabled) return;
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) {
        w = { count: 0, resetAt: now + windowSec * 1000 };
        windows.set(key, w);
      }
      w.count += 1;
      if (w.count > limit) throw tooMany(Math.max(1, Math.ceil((w.resetAt - now) / 1000)));
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

export async function redisRateLimiter(url: string, enabled = true): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  // ioredis reconnects by itself; without a listener it prints every failed attempt. One line a
  // minute is enough (/readyz names Redis while it is out of reach).
  let warnedAt = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    console.warn(`Redis no responde (${(err as NodeJS.ErrnoException).code ?? err.message}); se reintenta.`);
  });
  return {
    async hit(key, limit, windowSec) {
      if (!enabled) return;
      const k = `chamba:rl:${key}`;
      try {
        const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec()) as [[null, number], [null, number]];
        if (ttl < 0) await redis.pexpire(k, windowSec * 1000);
        if (count > limit) throw tooMany(Math.max(1, Math.ceil((ttl > 0 ? ttl : windowSec * 1000) / 1000)));
      } catch (err) {
        // Redis out of reach: the limit cannot be checked, so the request waits (503), never a 500.
        throw err instanceof HttpError ? err : unavailable();
      }
    },
    async reset(key) {
      try {
        await redis.del(`chamba:rl:${key}`);
      } catch {
        throw unavailable();
      }
    },
    async close() {
      redis.disconnect();
    },
    async ping() {
      await redis.ping();
    },
  };
}
