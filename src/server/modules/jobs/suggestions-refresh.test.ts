import { describe, expect, it } from 'vitest';
import { IN_PROCESS_REFRESH_DUTY, nextRefreshMs, REFRESH_DUTY } from './suggestions';

describe('nextRefreshMs', () => {
  it('waits SUGGESTIONS_REFRESH_S after a quick rebuild', () => {
    expect(nextRefreshMs(120, 300)).toBe(120_000);
  });

  it('waits longer after a slow one, so rebuilding takes at most 1/REFRESH_DUTY of the time', () => {
    // A million jobs: a 26 s rebuild is followed by 520 s without one.
    expect(nextRefreshMs(120, 26_000)).toBe(REFRESH_DUTY * 26_000);
    expect(26_000 / (26_000 + nextRefreshMs(120, 26_000))).toBeLessThanOrEqual(1 / REFRESH_DUTY);
  });

  it('on PGlite, whose rebuild stops every request, at most 1/IN_PROCESS_REFRESH_DUTY of the time', () => {
    // 100,000 jobs on PGlite: a 5 s rebuild is followed by 1,000 s without one; the demo's 50 ms one by 120 s.
    expect(nextRefreshMs(120, 5_000, IN_PROCESS_REFRESH_DUTY)).toBe(1_000_000);
    expect(5_000 / (5_000 + nextRefreshMs(120, 5_000, IN_PROCESS_REFRESH_DUTY))).toBeLessThanOrEqual(0.005);
    expect(nextRefreshMs(120, 50, IN_PROCESS_REFRESH_DUTY)).toBe(120_000);
  });
});
