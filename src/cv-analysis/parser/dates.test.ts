import { describe, expect, it } from 'vitest';
import { coveredMonths, findDateRanges, formatMonth, formatPeriodo, statedYears, yearsOf } from './dates.js';

const today = new Date(2025, 5, 15); // 15 June 2025
const ranges = (text: string) =>
  findDateRanges(text, today, { singleYears: true }).map((r) => `${formatMonth(r.start)}..${formatMonth(r.end)}${r.current ? '*' : ''}`);

describe('findDateRanges', () => {
  it.each([
    ['enero 2019 – actualidad', '2019-01..2025-05*'],
    ['Enero 2019 - Actualidad', '2019-01..2025-05*'],
    ['ene. 2019 - mar. 2021', '2019-01..2021-03'],
    ['Sept. 2017 – Dic. 2018', '2017-09..2018-12'],
    ['enero de 2019 a marzo de 2021', '2019-01..2021-03'],
    ['de marzo de 2018 a la fecha', '2018-03..2025-05*'],
    ['2012 al 2017', '2012-01..2016-12'],
    ['2012 - 2017', '2012-01..2016-12'],
    ['2012-2017', '2012-01..2016-12'],
    ['03/2020 - 06/2023', '2020-03..2023-06'],
    ['03/2020 - a la fecha', '2020-03..2025-05*'],
    ['Desde 2021', '2021-01..2025-05*'],
    ['desde mayo de 2022', '2022-05..2025-05*'],
    ['Mayo/2018 – Agosto/2020', '2018-05..2020-08'],
    ['Jan 2019 – Present', '2019-01..2025-05*'],
    ['Since 2020', '2020-01..2025-05*'],
    ['2019 - Actual', '2019-01..2025-05*'],
    ['Gestión 2018', '2018-01..2018-12'],
    ['Contadora — Hotel Real Audiencia (Desde 2021)', '2021-01..2025-05*'],
    ['marzo 2019 hasta la actualidad', '2019-03..2025-05*'],
    ['Marzo de 2019 a la actualidad', '2019-03..2025-05*'],
    ['2019/03 - 2021/05', '2019-03..2021-05'],
    ['Feb 2020 – to date', '2020-02..2025-05*'],
    // Date styles of Bolivian CVs (issue 37).
    ['De octubre de 2014 a enero de 2017', '2014-10..2017-01'],
    ['Desde febrero de 2020 a la fecha', '2020-02..2025-05*'],
    ['Abr. 2021 - Actual', '2021-04..2025-05*'],
    ['2016 al 2018', '2016-01..2017-12'],
    ['2022 a la fecha', '2022-01..2025-05*'],
    ['2023-actualidad', '2023-01..2025-05*'],
  ])('%s', (text, expected) => {
    expect(ranges(text)).toEqual([expected]);
  });

  it('ignores single dates, birth dates and future or reversed ranges', () => {
    expect(ranges('Fecha de nacimiento: 14/05/1999')).toEqual([]);
    expect(ranges('Promoción 2010')).toEqual([]);
    expect(ranges('2021 - 2019')).toEqual([]);
    expect(ranges('2026 - 2028')).toEqual([]);
  });

  it('a job that began this month counts that month; the same year twice is that whole year', () => {
    expect(ranges('junio 2025 - actualidad')).toEqual(['2025-06..2025-06*']);
    expect(ranges('2017 al 2017')).toEqual(['2017-01..2017-12']);
  });

  it('finds several ranges in one line', () => {
    expect(ranges('2015 - 2016; 2018 - 2019')).toEqual(['2015-01..2015-12', '2018-01..2018-12']);
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
    expect(coveredMonths(r)).toBe(12 + 17);
    const later = findDateRanges('enero 2024 - actualidad', new Date(2026, 0, 10));
    expect(coveredMonths(later)).toBe(24);
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
