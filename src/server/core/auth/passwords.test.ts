import { describe, expect, it } from 'vitest';
import { HashGate, hashPassword, MAX_CONCURRENT_HASHES, passwordGate, verifyPassword } from './passwords';
import { HttpError } from '../http/errors';

describe('the hash gate', () => {
  it('runs at most maxConcurrent at once, in order, and refuses beyond maxWaiting with 429', async () => {
    const gate = new HashGate(2, 3);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const task = (i: number) => () =>
      new Promise<number>((resolve) => {
        active += 1;
        peak = Math.max(peak, active);
        setTimeout(() => {
          active -= 1;
          order.push(i);
          resolve(i);
        }, 20);
      });
    const runs = Array.from({ length: 7 }, (_, i) => gate.run(task(i)).then((v) => ({ ok: v }), (err) => ({ err })));
    const results = await Promise.all(runs);
    expect(peak).toBe(2);
    const refused = results.filter((r): r is { err: HttpError } => 'err' in r);
    expect(refused).toHaveLength(2);
    expect(refused[0].err).toBeInstanceOf(HttpError);
    expect(refused[0].err.statusCode).toBe(429);
    expect(refused[0].err.message).toMatch(/ocupado/);
    expect(order).toEqual([0, 1, 2, 3, 4]);
    expect(gate.active).toBe(0);
    expect(gate.queued).toBe(0);
    // Free again after the burst.
    await expect(gate.run(async () => 'otra vez')).resolves.toBe('otra vez');
  });

  it('frees its slot when the work fails', async () => {
    const gate = new HashGate(1, 1);
    await expect(gate.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(gate.active).toBe(0);
    await expect(gate.run(async () => 1)).resolves.toBe(1);
  });
});

describe('passwords', () => {
  it('hashes through the shared gate, never more than its bound at once', async () => {
    let peak = 0;
    const watch = setInterval(() => (peak = Math.max(peak, passwordGate.active)), 5);
    const hashes = await Promise.all(Array.from({ length: MAX_CONCURRENT_HASHES + 2 }, (_, i) => hashPassword(`Clave${i}abc`)));
    clearInterval(watch);
    expect(peak).toBeLessThanOrEqual(MAX_CONCURRENT_HASHES);
    expect(await verifyPassword('Clave0abc', hashes[0])).toBe(true);
    expect(await verifyPassword('Clave1abc', hashes[0])).toBe(false);
  });

  it('refuses a stored hash that asks for more memory or time than ours, without computing it', async () => {
    const good = await hashPassword('Secreta123');
    const [, , r, p, salt, key] = good.split('$');
    const started = performance.now();
    expect(await verifyPassword('Secreta123', ['scrypt', 2 ** 24, r, p, salt, key].join('$'))).toBe(false);
    expect(await verifyPassword('Secreta123', ['scrypt', 2 ** 17, 64, p, salt, key].join('$'))).toBe(false);
    expect(await verifyPassword('Secreta123', ['scrypt', 'x', r, p, salt, key].join('$'))).toBe(false);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
