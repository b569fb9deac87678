/** Whether a CV meets one requirement of a job: years, education level, language, or terms. */
import { degreeLevel, LEVEL_ORDER } from '../parser/education.js';
import { findLanguages } from '../parser/languages.js';
import { normalizeForMatch } from '../text/normalize.js';
import type { EducationLevel, ParsedCv } from '../types.js';
import type { CvTerms } from './cv-terms.js';
import { uniqueTerms } from './terms.js';

export interface RequirementCheck {
  met: boolean;
  optional: boolean;
}

const OPTIONAL = /\b(deseable|opcional|valorable|plus|preferible|de preferencia|preferentemente|nice to have)\b/;
const LANGUAGE_RANK: Record<string, number> = { básico: 1, intermedio: 2, avanzado: 3, nativo: 4 };

export function levelRank(level: string | null | undefined): number {
  if (!level) return -1;
  const direct = LEVEL_ORDER.indexOf(level as EducationLevel);
  if (direct >= 0) return direct;
  const parsed = degreeLevel(level);
  return parsed && parsed !== 'diplomado' ? LEVEL_ORDER.indexOf(parsed) : -1;
}

/** Coverage needed: every term of one or two, 60% of longer lists; alternatives ('o') need one. */
function termsMet(terms: string[], index: CvTerms['all'], hasAlternatives: boolean): boolean {
  if (terms.length === 0) return true;
  const cov = index.coverage(terms);
  if (hasAlternatives) return cov >= 0.5 - 1e-9;
  if (terms.length <= 2) return cov === 1;
  return cov >= 0.6;
}

export function checkRequirement(requirement: string, cv: ParsedCv, terms: CvTerms): RequirementCheck {
  const norm = normalizeForMatch(requirement);
  const optional = OPTIONAL.test(norm);
  const alternatives = /\s(o|u|or)\s|\//.test(norm);
  let met = true;

  const years = norm.match(/\b(\d{1,2})\s*\+?\s*(?:anos|years)\b/);
  if (years) met &&= cv.anios >= Number(years[1]);

  const level = degreeLevel(requirement);
  const wantsLevel = level !== null && level !== 'diplomado';
  if (wantsLevel) met &&= levelRank(cv.nivelEstudios) >= LEVEL_ORDER.indexOf(level as EducationLevel);

  const languages = findLanguages(requirement);
  if (languages.length > 0) {
    const have = findLanguages(cv.idiomas.join(', '));
    const ok = languages.some((want) => {
      const [name, wantLevel] = want.nombre.split(' ');
      const got = have.find((h) => h.nombre.startsWith(name));
      if (!got) return false;
      const gotLevel = got.nombre.split(' ')[1];
      return (LANGUAGE_RANK[gotLevel] ?? 1) >= (LANGUAGE_RANK[wantLevel] ?? 1);
    });
    return { met: met && ok, optional };
  }

  const rest = uniqueTerms(requirement).filter(
    (t) => !(wantsLevel && t === 'licenciatura') && !/^(deseabl|opcional|valor|vigent|disponibil|tecnic|intermedi|basic|avanzad)/.test(t),
  );
  met &&= termsMet(rest, terms.all, alternatives);
  return { met, optional };
}
