import { describe, expect, it } from 'vitest';
import { cvDocumentExperience, experienceYears } from './experience-years.js';

const today = new Date(2026, 5, 15);
const years = (periods: string[], statement = '') => experienceYears({ periods, statement }, today);

describe('experienceYears: the one measure of years of experience', () => {
  it('counts the union of the periods, overlaps once, in years with one decimal', () => {
    // A year-only start is January, a year-only end 1 January: '2018 al 2021' is 3 years.
    expect(years(['2018 al 2021', '2020 al 2023'])).toBe(5);
    expect(years(['2010 al 2012', '2015 al 2016'])).toBe(3);
    // 'actualidad' runs to today; June 2026, not yet over, does not count.
    expect(years(['marzo 2019 – actualidad'])).toBe(7.2); // 87 months: the tie rounds to the even tenth
    expect(years(['2024 al Actualidad'])).toBe(2.4);
    // The CV builder's digits-only value reads as it is shown.
    expect(years(['20182021'])).toBe(years(['2018 al 2021']));
  });

  it('reads a year alone (or the same year twice) as that whole year', () => {
    expect(years(['2022'])).toBe(1);
    expect(years(['2020 al 2020'])).toBe(1);
    expect(years(['Gestión 2019'])).toBe(1);
  });

  it('falls back to the years the profile states, then to nothing', () => {
    expect(years([], 'Contadora con ocho años de experiencia en auditoría.')).toBe(8);
    expect(years(['', 'sin fecha'])).toBeNull();
  });

  it('reads a stored CV document, whatever it holds', () => {
    expect(cvDocumentExperience({ experiencias: [{ periodo: '2019 al 2022' }, { periodo: 5 }, null], perfilProfesional: 'x' })).toEqual({ periods: ['2019 al 2022'], statement: 'x' });
    expect(cvDocumentExperience('nada')).toEqual({ periods: [], statement: '' });
  });
});
