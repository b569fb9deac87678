/**
 * The one measure of a candidate's years of experience (decision 076), used by the CV analysis
 * (periods read from a PDF), the applicants page (the CV as sent), public profiles and candidate
 * search (the latest CV): the months covered by the union of the work periods, in years with one
 * decimal; overlapping jobs count once. Without any readable period, the years the CV states
 * ('8 años de experiencia'); null when there is nothing to read.
 */
import { displayPeriod } from '../shared/cv/period.js';
import { findDateRanges, statedYears, wholeYear, yearsOf, type MonthRange } from './parser/dates.js';

export type ExperienceSource = {
  /** Work periods as written ('2018 al 2023', '2021 al Actualidad', '2023', 'marzo 2019 – hoy') or already read. */
  periods: readonly (string | MonthRange)[];
  /** Text that may state the years ('Contadora con 8 años de experiencia'): the profile. */
  statement?: string;
};

/** The month ranges of one period as written; a year alone ('2023', '2023 al 2023') is that whole year. */
export function periodRanges(text: string, today: Date): MonthRange[] {
  const shown = displayPeriod(text);
  const ranges = findDateRanges(shown, today, { singleYears: true }).flatMap((r) => {
    if (!r.yearsOnly || r.current || r.start !== r.end) return [r];
    const year = wholeYear(Math.floor(r.start / 12), today);
    return year ? [year] : [];
  });
  if (ranges.length > 0) return ranges;
  const lone = shown.match(/^(?:gesti[oó]n\s+)?((?:19|20)\d{2})$/i);
  const year = lone ? wholeYear(Number(lone[1]), today) : null;
  return year ? [year] : [];
}

export function experienceYears(source: ExperienceSource, today: Date): number | null {
  const ranges = source.periods.flatMap((p) => (typeof p === 'string' ? periodRanges(p, today) : [p]));
  if (ranges.length > 0) return yearsOf(ranges);
  return source.statement ? statedYears(source.statement) : null;
}

/** The periods and profile of a stored CV document (CvDocument JSON, whatever it holds). */
export function cvDocumentExperience(doc: unknown): ExperienceSource {
  const d = (doc && typeof doc === 'object' ? doc : {}) as { experiencias?: unknown; perfilProfesional?: unknown };
  const items = Array.isArray(d.experiencias) ? d.experiencias : [];
  const periods = items.map((e) => (e && typeof e === 'object' ? (e as { periodo?: unknown }).periodo : null)).filter((p): p is string => typeof p === 'string' && p.trim() !== '');
  return { periods, statement: typeof d.perfilProfesional === 'string' ? d.perfilProfesional : '' };
}
