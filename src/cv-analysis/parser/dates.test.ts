import { describe, expect, it } from 'vitest';
import { coveredMonths, findDateRanges, formatMonth, formatPeriodo, statedYears, yearsOf } from './dates.js';

const today = new Date(2025, 5, 15); // 15 June 2025
const ranges = (text: string) =>
  findDateRanges(text, today, { singleYears: true }).map((r) => `${formatMonth(r.start)}..${formatMonth(r.end)}${r.current ? '*' : ''}`);

describe('findDateRanges', () => {
  it.each([
    ['enero 2019 – actualidad', '2019-01..2025-06*'],
    ['Enero 2019 - Actualidad', '2019-01..2025-06*'],
    ['ene. 2019 - mar. 2021', '2019-01..2021-03'],
    ['Sept. 2017 – Dic. 2018', '2017-09..2018-12'],
    ['enero de 2019 a marzo de 2021', '2019-01..2021-03'],
    ['de marzo de 2018 a la fecha', '2018-03..2025-06*'],
    ['2012 al 2017', '2012-07..2017-07'],
    ['2012 - 2017', '2012-07..2017-07'],
    ['2012-2017', '2012-07..2017-07'],
    ['03/2020 - 06/2023', '2020-03..2023-06'],
    ['03/2020 - a la fecha', '2020-03..2025-06*'],
    ['Desde 2021', '2021-07..2025-06*'],
    ['desde mayo de 2022', '2022-05..2025-06*'],
    ['Mayo/2018 – Agosto/2020', '2018-05..2020-08'],
    ['Jan 2019 – Present', '2019-01..2025-06*'],
    ['Since 2020', '2020-07..2025-06*'],
    ['2019 - Actual', '2019-07..2025-06*'],
    ['Gestión 2018', '2018-01..2018-12'],
    ['Contadora — Hotel Real Audiencia (Desde 2021)', '2021-07..2025-06*'],
    ['marzo 2019 hasta la actualidad', '2019-03..2025-06*'],
    ['Marzo de 2019 a la actualidad', '2019-03..2025-06*'],
    ['2019/03 - 2021/05', '2019-03..2021-05'],
    ['Feb 2020 – to date', '2020-02..2025-06*'],
  ])('%s', (text, expected) => {
    expect(ranges(text)).toEqual([expected]);
  });

  it('ignores single dates, birth dates and future or reversed ranges', () => {
    expect(ranges('Fecha de nacimiento: 14/05/1999')).toEqual([]);
    expect(ranges('Promoción 2010')).toEqual([]);
    expect(ranges('2021 - 2019')).toEqual([]);
    expect(ranges('2026 - 2028')).toEqual([]);
  });

  it('finds several ranges in one line', () => {
    expect(ranges('2015 - 2016; 2018 - 2019')).toEqual(['2015-07..2016-07', '2018-07..2019-07']);
  });
});

describe('years of experience', () => {
  it('counts overlapping periods once', () => {
    const r = [...findDateRanges('01/2018 - 12/2020', today), ...findDateRanges('06/2019 - 06/2021', today)];
    expect(coveredMonths(r)).toBe(42);
    expect(yearsOf(r)).toBe(3.5);
  });

  it('adds disjoint periods and uses the injected today', () => {
    const r = [...findDateRanges('enero 2020 – diciembre 2020', today), ...findDateRanges('enero 2024 - actualidad', today)];
    expect(coveredMonths(r)).toBe(12 + 18);
    const later = findDateRanges('enero 2024 - actualidad', new Date(2026, 0, 10));
    expect(coveredMonths(later)).toBe(25);
  });

  it('formats the CV builder period', () => {
    expect(formatPeriodo(findDateRanges('03/2019 - 06/2023', today))).toBe('2019 al 2023');
  });

  it('reads years stated in words or digits', () => {
    expect(statedYears('Contadora con más de ocho años de experiencia en tributación')).toBe(8);
    expect(statedYears('5+ years of experience with React')).toBe(5);
    expect(statedYears('Experiencia en ventas')).toBeNull();
  });
});
