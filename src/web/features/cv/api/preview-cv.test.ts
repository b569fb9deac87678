import { describe, expect, it } from 'vitest';
import { retryAfterMs } from './preview-cv';

describe('retryAfterMs', () => {
  it("reads the server's Retry-After seconds as milliseconds", () => {
    expect(retryAfterMs('5')).toBe(5000);
    expect(retryAfterMs('60')).toBe(60_000);
  });

  it('is 0 when the header is absent, empty, zero or not seconds; an hour at most', () => {
    for (const h of [null, '', '0', '-3', 'abc', 'Wed, 21 Oct 2026 07:28:00 GMT']) expect(retryAfterMs(h), String(h)).toBe(0);
    expect(retryAfterMs('999999')).toBe(3_600_000);
  });
});
