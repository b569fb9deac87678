/**
 * The rate limiter on @fastify/rate-limit's stores. In Redis (the real server of TEST_REDIS_URL,
 * default redis://127.0.0.1:6379) two instances share every limit; in memory each counts alone.
 * The Redis tests are skipped, with a note, only when no Redis server answers.
 */
import { randomBytes } from 'node:crypto';
import { createConnection } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { clientKey, memoryRateLimiter, redisRateLimiter, type RateLimiter } from '../core/rate-limit';
import { HttpError } from '../core/http/errors';
import { call, createTestApp, type TestApp } from './test-app';
import { newCandidate, TEST_PASSWORD } from './accounts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisUp = await new Promise<boolean>((resolve) => {
  const u = new URL(REDIS_URL);
  const socket = createConnection({ host: u.hostname, port: Number(u.port || 6379) });
  socket.setTimeout(1000);
  socket.once('connect', () => (socket.destroy(), resolve(true)));
  socket.once('error', () => resolve(false));
  socket.once('timeout', () => (socket.destroy(), resolve(false)));
});
if (!redisUp) console.warn(`Redis no responde en ${REDIS_URL}: se omiten las pruebas del limitador compartido.`);

const refusal = async (p: Promise<unknown>) => p.then(() => null, (err: unknown) => err as HttpError);
const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function suite(name: string, make: () => Promise<[RateLimiter, RateLimiter]>, shared: boolean) {
  describe(name, () => {
    it(shared ? 'two instances share one count' : 'each instance counts alone', async () => {
      const [a, b] = await make();
      const key = `prueba:${randomBytes(6).toString('hex')}`;
      for (let i = 0; i < 3; i++) await a.hit(key, 5, 60);
      await b.hit(key, 5, 60);
      await b.hit(key, 5, 60);
      const sixth = await refusal(b.hit(key, 5, 60));
      if (shared) {
        expect(sixth).toBeInstanceOf(HttpError);
        expect(sixth!.statusCode).toBe(429);
        expect(sixth!.retryAfterSec).toBeGreaterThan(0);
        expect(sixth!.retryAfterSec).toBeLessThanOrEqual(60);
        expect(await refusal(a.hit(key, 5, 60))).toBeInstanceOf(HttpError);
      } else {
        expect(sixth).toBeNull();
      }
    });

    it('count and peek never refuse; reset clears the key for every instance', async () => {
      const [a, b] = await make();
      const key = `prueba:${randomBytes(6).toString('hex')}`;
      expect(await a.peek(key, 60)).toBe(0);
      expect(await a.count(key, 60)).toBe(1);
      expect(await a.count(key, 60)).toBe(2);
      expect(await a.peek(key, 60)).toBe(2);
      expect(await b.peek(key, 60)).toBe(shared ? 2 : 0);
      await b.reset(key);
      expect(await a.peek(key, 60)).toBe(shared ? 0 : 2);
    });

    it('the window ends: a key over its limit is free again after windowSec', async () => {
      const [a] = await make();
      const key = `prueba:${randomBytes(6).toString('hex')}`;
      await a.hit(key, 1, 1);
      expect(await refusal(a.hit(key, 1, 1))).toBeInstanceOf(HttpError);
      await new Promise((r) => setTimeout(r, 1100));
      expect(await refusal(a.hit(key, 1, 1))).toBeNull();
    });
  });
}

describe('clientKey', () => {
  it('keeps IPv4 (also IPv4-mapped) and reduces IPv6 to its /64', () => {
    expect(clientKey('190.129.7.7')).toBe('190.129.7.7');
    expect(clientKey('::ffff:190.129.7.7')).toBe('190.129.7.7');
    expect(clientKey('2800:cd0:1234:5678:aaaa:bbbb:cccc:dddd')).toBe('2800:cd0:1234:5678::/64');
    expect(clientKey('2800:0cd0:1234:5678::1')).toBe('2800:cd0:1234:5678::/64');
    expect(clientKey('2800:cd0:1234:5678::2')).toBe(clientKey('2800:cd0:1234:5678:ffff::9'));
    expect(clientKey('2800:cd0::1')).toBe('2800:cd0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

await suite('in memory', async () => {
  const pair: [RateLimiter, RateLimiter] = [memoryRateLimiter(), memoryRateLimiter()];
  closers.push(...pair.map((l) => () => l.close()));
  return pair;
}, false);

describe.runIf(redisUp)('in Redis', async () => {
  await suite('two limiters on one Redis', async () => {
    const prefix = `chamba:rl:test:${randomBytes(4).toString('hex')}:`;
    const pair: [RateLimiter, RateLimiter] = [await redisRateLimiter(REDIS_URL, true, prefix), await redisRateLimiter(REDIS_URL, true, prefix)];
    closers.push(...pair.map((l) => () => l.close()));
    return pair;
  }, true);

  describe('two app instances with one REDIS_URL', () => {
    let a: TestApp;
    let b: TestApp;
    afterAll(async () => {
      await a?.close();
      await b?.close();
    });

    it('share the login limit of an account and IP: 10 tries on both together, then 429 on either', async () => {
      a = await createTestApp({ REDIS_URL, RATE_LIMITS: 'on' });
      b = await createTestApp({ REDIS_URL, RATE_LIMITS: 'on' });
      const email = (await newCandidate(a.deps)).email;
      // A fresh address: no other test run shares these keys.
      const ip = `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
      const login = (t: TestApp, password: string) => call(t.app, '/api/login', { email, password }, undefined, { remoteAddress: ip });
      for (let i = 0; i < 5; i++) expect((await login(a, 'Incorrecta1')).status).toBe(200);
      for (let i = 0; i < 5; i++) expect((await login(b, 'Incorrecta1')).status).toBe(200);
      const blocked = await login(b, TEST_PASSWORD);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(a, TEST_PASSWORD)).status).toBe(429);
    });
  });
});
