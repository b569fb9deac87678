import { describe, expect, it } from 'vitest';
import { HashGate } from './hash-gate';
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
