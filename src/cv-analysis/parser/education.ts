/**
 * Education entries and the highest completed level. Levels: bachiller, técnico,
 * licenciatura (ingeniería and licenciado count), maestría, doctorado; diplomados are kept
 * but do not raise the level. 'En curso', 'cursando', 'actualidad'... mean not completed.
 */
import { normalizeForMatch } from '../text/normalize.js';
import type { EducationEntry, EducationLevel } from '../types.js';
import { findDateRanges, formatPeriodo, type MonthRange } from './dates.js';
import { isBullet, stripBullet, type Line } from './lines.js';

export const LEVEL_ORDER: EducationLevel[] = ['bachiller', 'tecnico', 'licenciatura', 'maestria', 'doctorado'];

const LEVEL_PATTERNS: [EducationEntry['nivel'], RegExp][] = [
  ['doctorado', /\b(doctorado|doctor en|ph\.?\s?d|doctorate)\b/],
  ['maestria', /\b(maestria|magister|master|msc|m\.\s?sc|mba|mgr|maestrante)\b/],
  ['diplomado', /\b(diplomado|diplomatura|especialidad|especializacion|posgrado|postgrado|postitulo)\b/],
  ['licenciatura', /\b(licenciatura|licenciad[oa]|lic\. en|ingenieria|ingenier[oa]|bachelor|abogad[oa]|medicina|arquitectura|derecho|odontologia|bioquimica|psicologia|economia|contaduria publica|titulo profesional|carrera de)\b/],
  ['tecnico', /\b(tecnic[oa]|tecnologo|tec\. sup|tecnicatura|auxiliar de enfermeria)\b/],
  ['bachiller', /\b(bachiller|bachillerato|secundaria|high school|humanidades|educacion media)\b/],
];
const INSTITUTION = /\b(universidad|university|univ\.|instituto|institute|colegio|unidad educativa|u\.?\s?e\.|escuela|academia|facultad|college|school|umsa|umss|uagrm|ucb|upsa|upb|univalle|emi|unifranz|usfx|uajms|utepsa|upea|uatf|uto|upds|unitepc|udabol|nur|infocal|incos|normal)\b/;
const NOT_COMPLETED = /\b(en curso|cursando|actualidad|actualmente|presente|present|in progress|current|estudiante|semestre|inconclus[oa]|sin concluir|no concluid[oa])\b/;
const LABEL = /^(titulo|grado|carrera|institucion|universidad|centro de estudios|gestion|ano|anos|periodo|fecha|nivel|estado)\s*:\s*/;

/** Level named by a degree keyword ('Licenciatura', 'Técnico Superior'...), if any. */
export function degreeLevel(text: string): EducationEntry['nivel'] {
  const s = normalizeForMatch(text);
  for (const [level, re] of LEVEL_PATTERNS) if (re.test(s)) return level;
  return null;
}

/** Level of an entry: its degree keyword, else what its institution implies. */
export function levelOf(text: string): EducationEntry['nivel'] {
  const byDegree = degreeLevel(text);
  if (byDegree) return byDegree;
  const s = normalizeForMatch(text);
  if (/\b(universidad|university|umsa|umss|uagrm|ucb|upsa|upb|univalle|usfx|uajms|upea|uatf|uto)\b/.test(s)) return 'licenciatura';
  if (/\b(instituto|institute|infocal|incos)\b/.test(s)) return 'tecnico';
  if (/\b(colegio|unidad educativa)\b/.test(s)) return 'bachiller';
  return null;
}

interface Draft {
  degree: string;
  institution: string;
  extra: string[];
  ranges: MonthRange[];
  years: number[];
  text: string[];
}

const emptyDraft = (): Draft => ({ degree: '', institution: '', extra: [], ranges: [], years: [], text: [] });

function splitParts(text: string): string[] {
  return text
    // '(en curso)' and '(2010 - 2015)' are parts of their own; '(UMSA)' stays with its name.
    .split(/\s+\|\s+|\s+[—–·•-]\s+|,\s+|\s*\((?![\p{Lu}.]{2,10}\))\s*|(?<!\([\p{Lu}.]{2,10})\s*\)\s*/u)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

export function parseEducation(lines: Line[], today: Date): EducationEntry[] {
  const drafts: Draft[] = [];
  let cur = emptyDraft();
  const flush = () => {
    if (cur.degree || cur.institution) drafts.push(cur);
    cur = emptyDraft();
  };
  for (const line of lines) {
    const raw = isBullet(line.text) ? stripBullet(line.text) : line.text;
    const norm = normalizeForMatch(raw);
    const labelled = norm.match(LABEL);
    const ranges = findDateRanges(raw, today);
    const years = [...norm.matchAll(/\b(19[5-9]\d|20[0-4]\d)\b/g)].map((m) => Number(m[1]));
    let degree = '';
    let institution = '';
    const extra: string[] = [];
    const parts = labelled ? [raw.replace(/^[^:]*:\s*(\|\s*)?/, '')] : splitParts(raw);
    for (const part of parts) {
      const p = normalizeForMatch(part);
      if (/^[\d\s/.-]*$/.test(p) || /^(en curso|present|actual|actualidad|gestion \d{4})$/.test(p)) continue;
      if (labelled) {
        if (/^(institucion|universidad|centro)/.test(labelled[1])) institution ||= part;
        else if (/^(titulo|grado|carrera)/.test(labelled[1])) degree ||= part;
        continue;
      }
      const isDegree = degreeLevel(p) !== null;
      const isInstitution = INSTITUTION.test(p);
      const institutionFirst = isInstitution && INSTITUTION.test(p.split(' ').slice(0, 2).join(' '));
      if (isInstitution && (!isDegree || institutionFirst) && !institution) institution = part;
      else if (isDegree && !degree) degree = part;
      else extra.push(part);
    }
    const hasDate = ranges.length > 0 || years.length > 0 || NOT_COMPLETED.test(norm);
    const clash =
      (degree && cur.degree) || (institution && cur.institution) || (hasDate && (cur.ranges.length > 0 || cur.years.length > 0) && !degree && !institution);
    if (clash) flush();
    if (degree) cur.degree = degree;
    if (institution) cur.institution = institution;
    if (!degree && !institution && extra.length && !cur.degree && !cur.institution) cur.degree = extra.shift() as string;
    cur.extra.push(...extra);
    cur.ranges.push(...ranges);
    cur.years.push(...years);
    cur.text.push(raw);
  }
  flush();
  return drafts.map((d) => toEntry(d));
}

function toEntry(d: Draft): EducationEntry {
  const all = normalizeForMatch(d.text.join(' '));
  const nivel = levelOf(d.degree) ?? levelOf(`${d.degree} ${d.institution}`) ?? levelOf(all);
  const ongoing = NOT_COMPLETED.test(all) || d.ranges.some((r) => r.current);
  const years = [...d.years].sort();
  const periodo = d.ranges.length
    ? formatPeriodo(d.ranges)
    : years.length
      ? `${years[0]} al ${years[years.length - 1]}`
      : '';
  return {
    nombre: d.degree || d.institution,
    nombreInstitucion: d.degree ? d.institution : '',
    periodo,
    descripcion: d.extra.filter((e) => !/^\d{4}$/.test(e)).join(', '),
    nivel,
    completo: !ongoing,
  };
}

/** Highest completed level; any study above secondary implies 'bachiller'. */
export function highestLevel(entries: EducationEntry[], implied: EducationLevel[] = []): EducationLevel | null {
  let best = -1;
  for (const e of entries) {
    if (e.nivel === null || e.nivel === 'diplomado') continue;
    const rank = LEVEL_ORDER.indexOf(e.nivel);
    best = Math.max(best, e.completo ? rank : Math.min(rank, 0));
  }
  for (const level of implied) best = Math.max(best, LEVEL_ORDER.indexOf(level));
  return best >= 0 ? LEVEL_ORDER[best] : null;
}

/** Level implied by the titles on the name (Lic., Ing., MSc., PhD...). */
export function levelFromTitles(titles: string[]): EducationLevel[] {
  const out: EducationLevel[] = [];
  for (const t of titles) {
    if (/^(phd|ph\.\s?d)$/.test(t)) out.push('doctorado');
    else if (/^(msc|m\.\s?sc|mgr|mgs|mg|mba)$/.test(t)) out.push('maestria');
    else if (/^(lic|lcdo|lcda|licdo|licda|ing|dr|dra|abog|arq|econ|psic|odont|cpa)$/.test(t)) out.push('licenciatura');
  }
  return out;
}
