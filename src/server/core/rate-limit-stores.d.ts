/** The two counter stores of @fastify/rate-limit (its package ships no types for them). */
type RateLimitStoreResult = { current: number; ttl: number };
type RateLimitStoreCallback = (err: Error | null, res: RateLimitStoreResult) => void;

interface RateLimitStore {
  incr(key: string, cb: RateLimitStoreCallback, timeWindowMs: number, max: number): void;
  read(key: string, cb: RateLimitStoreCallback, timeWindowMs: number, max: number): void;
}

declare module '@fastify/rate-limit/store/LocalStore.js' {
  class LocalStore implements RateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, cache?: number);
    lru: { delete(key: string): void; clear(): void };
    incr(key: string, cb: RateLimitStoreCallback, timeWindowMs: number, max: number): void;
    read(key: string, cb: RateLimitStoreCallback, timeWindowMs: number, max: number): void;
  }
  export default LocalStore;
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  class RedisStore implements RateLimitStore {
    constructor(continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key?: string);
    incr(key: string, cb: RateLimitStoreCallback, timeWindowMs: number, max: number): void;
    read(key: string, cb: RateLimitStoreCallback, timeWindowMs: number, max: number): void;
  }
  export default RedisStore;
}
