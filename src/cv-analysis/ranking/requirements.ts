/**
 * Whether a CV meets one requirement of a job: years, education level, language, or terms; with
 * its importance, alternatives and related fields as written (requirement-text.ts).
 */
import { degreeLevel, LEVEL_ORDER } from '../parser/education.js';
import { findLanguages } from '../parser/languages.js';
import { normalizeForMatch } from '../text/normalize.js';
import { familiesOf } from '../text/related-fields.js';
import type { EducationLevel, ParsedCv } from '../types.js';
import type { CvTerms } from './cv-terms.js';
import { residenceRequirement, sameArea, statesRelocation } from './place.js';
import { readRequirement, type Importance } from './requirement-text.js';
import { TermIndex, termsOf, uniqueTerms } from './terms.js';

export interface RequirementCheck {
  met: boolean;
  /** Nice to have ('deseable'): weighs half and is not counted among the requirements met. */
  optional: boolean;
  importance: Importance;
  /** The requirement without its importance words ('Licenciatura en Contabilidad o afines' keeps 'o afines' out). */
  core: string;
  /** The alternative the CV meets, when there were several ('Auditoría'). */
  via: string | null;
  /** The CV's degree or title of a related field that met an 'o afines' requirement. */
  related: string | null;
  /** Alternatives were offered and none was met. */
  hadOptions: boolean;
  /** Only an availability a CV does not show ('Disponibilidad para turnos rotativos'): not scored, to confirm. */
  toConfirm?: boolean;
}
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

const AVAILABILITY = /(?:^|[,;]?\s+(?:y|e)\s+|[,;]\s*)disponibilidad\s+(?:para|de)\s+(?!traslad|mudar|radicar)[^,;.]*/gi;
const STUDENTS_ACCEPTED = /\b(?:estudiantes?|egresad[oa]s?|cursando|universitari[oa]s?|ultimo ano|ultimos semestres)\b/;
const IGNORED = /^(deseabl|opcional|valor|vigent|disponibil|tecnic|intermedi|basic|avanzad|indispens|excluyent|imprescind|obligatori|afin|carrer|categor)/;

export function checkRequirement(requirement: string, cv: ParsedCv, terms: CvTerms): RequirementCheck {
  const shape = readRequirement(requirement);
  const norm = normalizeForMatch(requirement);
  const optional = shape.importance === 'deseable';
  const base = { optional, importance: shape.importance, core: shape.core, via: null, related: null, hadOptions: false };
  let met = true;

  // 'y disponibilidad para trabajo de campo': availability is agreed at the interview, a CV rarely states it.
  const checkable = requirement.replace(AVAILABILITY, ' ').trim();
  if (!/[a-z]{3}/i.test(checkable.replace(/^(?:deseable|indispensable)\W*/i, ''))) return { ...base, met: false, toConfirm: true };
  if (checkable !== requirement.trim()) {
    const rest = checkRequirement(checkable, cv, terms);
    return { ...rest, optional, importance: shape.importance, core: shape.core };
  }
  const place = residenceRequirement(requirement);
  if (place) {
    const lives = place.cities.some((c) => sameArea(cv.ciudad, c));
    const moves = !lives && place.relocation && statesRelocation(cv.texto);
    return { ...base, met: lives || moves, via: moves ? 'disponibilidad para trasladarse' : lives ? cv.ciudad : null };
  }

  const years = norm.match(/\b(\d{1,2})\s*\+?\s*(?:anos|years)\b/);
  if (years) met &&= cv.anios >= Number(years[1]);

  const level = degreeLevel(requirement);
  const wantsLevel = level !== null && level !== 'diplomado';
  if (wantsLevel) {
    const wanted = LEVEL_ORDER.indexOf(level as EducationLevel);
    // 'Estudiante universitario', 'egresado', '(se aceptan egresados)': a degree in progress is enough.
    const inProgress = STUDENTS_ACCEPTED.test(norm) && cv.educacion.some((e) => levelRank(e.nivel) >= wanted);
    met &&= levelRank(cv.nivelEstudios) >= wanted || inProgress;
  }

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
    return { ...base, met: met && ok };
  }

  const termsOfPart = (part: string) => uniqueTerms(part).filter((t) => !(wantsLevel && t === 'licenciatura') && !IGNORED.test(t));
  // A degree asked for ('Licenciatura en Ingeniería Industrial o afines') is read in the degrees, not anywhere in the text.
  const index = wantsLevel ? terms.degrees : terms.all;
  const allMet = shape.all.every((part) => termsMet(termsOfPart(part), index, false));
  let via: string | null = null;
  let anyMet = shape.anyOf.length === 0;
  // An option that is itself a list ('egresado de Ingeniería de Sistemas, Informática') offers each item too.
  const options = shape.anyOf.flatMap((o) => (o.includes(',') ? [o, ...o.split(/\s*,\s*/).filter(Boolean)] : [o]));
  for (const option of options) {
    const optionTerms = termsOfPart(option);
    if (optionTerms.length > 0 && termsMet(optionTerms, index, false)) {
      via = option;
      anyMet = true;
      break;
    }
  }
  let related: string | null = null;
  if (!(allMet && anyMet) && shape.related) related = relatedField(cv, [...shape.all, ...shape.anyOf].flatMap(termsOfPart));
  const termsOk = (allMet && anyMet) || related !== null;
  return {
    ...base,
    met: met && termsOk,
    via: shape.anyOf.length > 1 && anyMet ? via : null,
    related,
    hadOptions: shape.anyOf.length > 1 && !anyMet,
  };
}

/** A degree or job title of the CV in the same family as the requirement ('Economía' for 'Contabilidad o afines'). */
function relatedField(cv: ParsedCv, wanted: string[]): string | null {
  const families = familiesOf(wanted);
  if (families.length === 0) return null;
  const named = [...cv.educacion.map((e) => e.nombre), cv.titulo ?? '', ...cv.experiencias.map((e) => e.nombre)].filter(Boolean);
  for (const name of named) {
    const own = new TermIndex(termsOf(name));
    if (families.some((f) => [...f].some((t) => own.has(t)))) return name;
  }
  return null;
}
