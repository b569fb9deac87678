/**
 * Fixed-window counters on the stores of @fastify/rate-limit: its LRU map in memory for one
 * instance, its Redis store (one Lua script: INCR and PEXPIRE together) when REDIS_URL is set,
 * so that several instances share every limit. The areas call `hit` with their own keys and
 * limits (an e-mail, an IP, an account and an IP together), which a per-route plugin config
 * cannot express; decision 066 explains the choice.
 */
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { HttpError, tooMany, unavailable } from './http/errors';

export interface RateLimiter {
  /** Counts one hit; throws 429 with Retry-After when the key is over its limit. */
  hit(key: string, limit: number, windowSec: number): Promise<void>;
  /** Counts one hit and answers the hits of the window so far (this one included); never throws 429. */
  count(key: string, windowSec: number): Promise<number>;
  /** The hits of the key's current window, without counting one. */
  peek(key: string, windowSec: number): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
  /** Throws when the shared store (Redis) cannot be reached; /readyz asks. */
  ping?(): Promise<void>;
}

/** The plugin's store contract (callback style), as a promise. */
type Store = {
  incr(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindowMs: number, max: number): void;
  read(key: string, cb: (err: Error | null, res: { current: number; ttl: number }) => void, timeWindowMs: number, max: number): void;
};
/** A store out of reach (Redis down): the limit cannot be checked, so the request waits (503), never a 500. */
const unreachable = (err: unknown) => (err instanceof HttpError ? err : unavailable());
const call = (store: Store, op: 'incr' | 'read', key: string, windowSec: number, max: number) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store[op](key, (err, res) => (err ? reject(unreachable(err)) : resolve(res)), windowSec * 1000, max),
  );

function limiterOn(store: Store, enabled: boolean, del: (key: string) => Promise<void>, close: () => Promise<void>): RateLimiter {
  return {
    async hit(key, limit, windowSec) {
      if (!enabled) return;
      const { current, ttl } = await call(store, 'incr', key, windowSec, limit);
      if (current > limit) throw tooMany(Math.max(1, Math.ceil((ttl > 0 ? ttl : windowSec * 1000) / 1000)));
    },
    async count(key, windowSec) {
      if (!enabled) return 0;
      return (await call(store, 'incr', key, windowSec, Number.MAX_SAFE_INTEGER)).current;
    },
    async peek(key, windowSec) {
      if (!enabled) return 0;
      return (await call(store, 'read', key, windowSec, Number.MAX_SAFE_INTEGER)).current;
    },
    reset: del,
    close,
  };
}

/** Counters of this process only: up to `maxKeys` keys, the least recently used dropped first. */
export function memoryRateLimiter(enabled = true, maxKeys = 50_000): RateLimiter {
  const store = new LocalStore(false, false, maxKeys);
  return limiterOn(store, enabled, async (key) => store.lru.delete(key), async () => store.lru.clear());
}

export const REDIS_KEY_PREFIX = 'chamba:rl:';

/** Counters in Redis, shared by every instance that uses the same REDIS_URL (and prefix). */
export async function redisRateLimiter(url: string, enabled = true, prefix = REDIS_KEY_PREFIX): Promise<RateLimiter> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { maxRetriesPerRequest: 2, connectTimeout: 5000, lazyConnect: false });
  // ioredis reconnects by itself; without a listener it prints every failed attempt. One line a
  // minute is enough (/readyz names Redis while it is out of reach).
  let warnedAt = 0;
  redis.on('error', (err: Error) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    console.warn(`Redis no responde (${(err as NodeJS.ErrnoException).code ?? err.message}); se reintenta.`);
  });
  const store = new RedisStore(false, false, redis, prefix);
  const limiter = limiterOn(
    store,
    enabled,
    async (key) => {
      await redis.del(`${prefix}${key}`).catch((err: unknown) => {
        throw unreachable(err);
      });
    },
    async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  );
  return {
    ...limiter,
    async ping() {
      await redis.ping();
    },
  };
}

/**
 * The address as a rate-limit key: an IPv4 address as it is (an IPv4-mapped IPv6 address too),
 * an IPv6 address as its /64 network, since one subscriber usually holds a whole /64 and could
 * otherwise take a fresh address for every attempt.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!ip.includes(':')) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups.slice(0, 4).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
