import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

const intl = (n: number, min?: number, max?: number) => n.toLocaleString('es-BO', min === undefined ? undefined : { minimumFractionDigits: min, maximumFractionDigits: max });

describe('formatNumber writes numbers as toLocaleString("es-BO") does', () => {
  const samples = [0, 1, 7, 12, 999, 1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 1234567, 25000000, 1.5, 2.25, 1234.5, 0.1234, 12.3456, 99.9995, 1.05, 3500.75, -1, -1500, -1234.56];
  it.each(samples)('%s', (n) => expect(formatNumber(n)).toBe(intl(n)));
  it.each([0, 1, 2.25, 12.34, 99.96, 1234.5, 50])('%s with one decimal, always', (n) => expect(formatNumber(n, 1, 1)).toBe(intl(n, 1, 1)));
  it('keeps the minus of a negative that rounds to zero, as Intl', () => expect(formatNumber(-0.0001)).toBe(intl(-0.0001)));
});
