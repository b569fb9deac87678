/**
 * How an applicant's CV compares with the job (spec 001: skills comparison and experience
 * comparison on the applicant card): the CV's skills against the job's, and the years of the
 * CV's experience periods against the job's experience level (EXPERIENCE minYears).
 */
import { EXPERIENCE, SKILLS, nameOf } from '../../../shared/catalog';

export type SkillComparison = { matched: string[]; missing: string[]; text: string };

export function compareSkills(jobSkillIds: number[], cvSkillIds: number[]): SkillComparison {
  const cv = new Set(cvSkillIds);
  const wanted = [...new Set(jobSkillIds)];
  const matched = wanted.filter((id) => cv.has(id)).map((id) => nameOf(SKILLS, id));
  const missing = wanted.filter((id) => !cv.has(id)).map((id) => nameOf(SKILLS, id));
  if (wanted.length === 0) {
    return { matched, missing, text: 'El empleo no pide habilidades específicas.' };
  }
  return { matched, missing, text: `Cumple ${matched.length} de ${wanted.length} habilidades requeridas` };
}

const ONGOING = /(actual|presente|hoy|fecha|curso)/i;

/**
 * Whole years covered by the experience periods ('2018 al 2023', '2021' or '2021 al actualidad'),
 * overlapping periods counted once. A single year with no end counts up to the current year.
 * Null when no period can be read.
 */
export function yearsFromPeriods(periods: string[], currentYear: number): number | null {
  const spans: [number, number][] = [];
  for (const p of periods) {
    const years = (p.match(/\b(19[5-9]\d|20\d\d)\b/g) ?? []).map(Number).filter((y) => y <= currentYear + 1);
    if (years.length === 0) continue;
    const start = Math.min(...years);
    let end = years.length > 1 ? Math.max(...years) : ONGOING.test(p) || /\bal\s*$/i.test(p.trim()) || years.length === 1 ? currentYear : start;
    end = Math.min(end, currentYear);
    // '2020 al 2020' is some months of work: count it as one year.
    spans.push([start, Math.max(end, start + 1)]);
  }
  if (spans.length === 0) return null;
  spans.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [curStart, curEnd] = spans[0];
  for (const [s, e] of spans.slice(1)) {
    if (s <= curEnd) curEnd = Math.max(curEnd, e);
    else {
      total += curEnd - curStart;
      [curStart, curEnd] = [s, e];
    }
  }
  return total + (curEnd - curStart);
}

export type ExperienceComparison = { years: number; meets: boolean; text: string };

export function compareExperience(years: number, experienceId: number): ExperienceComparison {
  const level = EXPERIENCE.find((e) => e.id === experienceId) ?? EXPERIENCE[0];
  const meets = years >= level.minYears;
  const yearsText = years === 1 ? '1 año' : `${years} años`;
  return {
    years,
    meets,
    text: `${yearsText} de experiencia · el empleo pide: ${nameOf(EXPERIENCE, level.id).toLowerCase()}${meets ? ' (cumple)' : ' (no cumple)'}`,
  };
}
