import { describe, expect, it } from 'vitest';
import { every } from './repeat';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('every', () => {
  it('runs at once, then every interval, never two runs at once', async () => {
    let runs = 0;
    let overlapping = 0;
    let inside = 0;
    const stop = every(10, async () => {
      runs++;
      inside++;
      if (inside > 1) overlapping++;
      await sleep(25);
      inside--;
    }, () => undefined);
    expect(runs).toBe(1);
    await sleep(120);
    await stop();
    expect(runs).toBeGreaterThan(1);
    expect(runs).toBeLessThan(8);
    expect(overlapping).toBe(0);
  });

  it('waits at first with now: false, and goes on after a failed run', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const stop = every(10, async () => {
      runs++;
      throw new Error(`run ${runs}`);
    }, (err) => errors.push(err), { now: false });
    expect(runs).toBe(0);
    await sleep(60);
    await stop();
    expect(runs).toBeGreaterThan(1);
    expect(errors.length).toBe(runs);
  });

  it('stop tells the run in progress to end and waits for it', async () => {
    let seenStopping = false;
    let finished = false;
    const stop = every(1000, async (stopping) => {
      while (!stopping()) await sleep(5);
      seenStopping = true;
      await sleep(20);
      finished = true;
    }, () => undefined);
    await sleep(15);
    await stop();
    expect(seenStopping).toBe(true);
    expect(finished).toBe(true);
  });
});
