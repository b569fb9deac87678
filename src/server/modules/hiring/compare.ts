/**
 * How an applicant's CV compares with the job (spec 001: skills comparison and experience
 * comparison on the applicant card): the CV's skills against the job's, and the CV's years of
 * experience (experienceYears of src/cv-analysis) against the job's experience level (EXPERIENCE minYears).
 */
import { EXPERIENCE, SKILLS, nameOf } from '../../../shared/catalog';
import { countOf } from '../../../shared/rules';

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

export type ExperienceComparison = { years: number; meets: boolean; text: string };

export function compareExperience(years: number, experienceId: number): ExperienceComparison {
  const level = EXPERIENCE.find((e) => e.id === experienceId) ?? EXPERIENCE[0];
  const meets = years >= level.minYears;
  const yearsText = countOf(years, 'año', 'años');
  return {
    years,
    meets,
    text: `${yearsText} de experiencia · el empleo pide: ${nameOf(EXPERIENCE, level.id).toLowerCase()}${meets ? ' (cumple)' : ' (no cumple)'}`,
  };
}
