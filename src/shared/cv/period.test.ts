import { describe, expect, it } from 'vitest';
import { currentPeriod, displayPeriod, formatPeriod, splitPeriod } from './period';

describe('formatPeriod', () => {
  it('shows 8 digits as "YYYY al YYYY"', () => {
    expect(formatPeriod('20192023')).toBe('2019 al 2023');
  });
  it('keeps partial input while typing', () => {
    expect(formatPeriod('')).toBe('');
    expect(formatPeriod('2')).toBe('2');
    expect(formatPeriod('2019')).toBe('2019');
    expect(formatPeriod('20192')).toBe('2019 al 2');
  });
  it('drops everything that is not a digit', () => {
    expect(formatPeriod('2019 al 2023')).toBe('2019 al 2023');
    expect(formatPeriod('ab2019-20x23')).toBe('2019 al 2023');
    expect(formatPeriod(null)).toBe('');
    expect(formatPeriod(undefined)).toBe('');
  });
  it('keeps at most 8 digits (12 characters shown)', () => {
    const out = formatPeriod('2019202320252026');
    expect(out).toBe('2019 al 2023');
    expect(out.length).toBe(12);
  });
  it('accepts numbers', () => {
    expect(formatPeriod(20102015)).toBe('2010 al 2015');
  });
  it('is idempotent', () => {
    expect(formatPeriod(formatPeriod('20192023'))).toBe('2019 al 2023');
  });
});

describe('displayPeriod', () => {
  it('formats digit-only values', () => {
    expect(displayPeriod('20152019')).toBe('2015 al 2019');
  });
  it('shows other values trimmed as they are', () => {
    expect(displayPeriod('  2019 al 2023 ')).toBe('2019 al 2023');
    expect(displayPeriod('2021 -  actualidad')).toBe('2021 - actualidad');
    expect(displayPeriod(undefined)).toBe('');
  });
});

describe('current periods (Actualidad)', () => {
  it('reads "YYYY a la actualidad" from the start year', () => {
    expect(currentPeriod('2021')).toBe('2021 a la actualidad');
    expect(currentPeriod('20215')).toBe('2021 a la actualidad');
    expect(currentPeriod('')).toBe('Actualidad');
    expect(splitPeriod('Actualidad')).toEqual({ digits: '', current: true });
  });
  it('splits a stored period back into digits and the current flag', () => {
    expect(splitPeriod('2021 a la actualidad')).toEqual({ digits: '2021', current: true });
    expect(splitPeriod('2015 al 2019')).toEqual({ digits: '20152019', current: false });
    expect(splitPeriod('')).toEqual({ digits: '', current: false });
  });
  it('is shown as it is', () => {
    expect(displayPeriod('2021 a la actualidad')).toBe('2021 a la actualidad');
  });
});
