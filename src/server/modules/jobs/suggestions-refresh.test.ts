import { describe, expect, it } from 'vitest';
import { nextRefreshMs, REFRESH_DUTY } from './suggestions';

describe('nextRefreshMs', () => {
  it('waits SUGGESTIONS_REFRESH_S after a quick rebuild', () => {
    expect(nextRefreshMs(120, 300)).toBe(120_000);
  });

  it('waits longer after a slow one, so rebuilding takes at most 1/REFRESH_DUTY of the time', () => {
    // A million jobs: a 26 s rebuild is followed by 520 s without one.
    expect(nextRefreshMs(120, 26_000)).toBe(REFRESH_DUTY * 26_000);
    expect(26_000 / (26_000 + nextRefreshMs(120, 26_000))).toBeLessThanOrEqual(1 / REFRESH_DUTY);
  });
});
