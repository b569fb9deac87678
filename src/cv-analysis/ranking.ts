/**
 * Local, deterministic and explainable ranking of a parsed CV against a job. The score
 * (0-100) weighs the profession (job title vs headline, job titles, degrees), requirements,
 * skills, years against the minimum, the description, education level and city; a CV whose
 * profession does not match the job is damped, so sharing words is not enough to rank high.
 */
import { mentionsSkill } from './parser/skills.js';
import { cvTerms } from './ranking/cv-terms.js';
import { sameArea, statesRelocation } from './ranking/place.js';
import { importanceLabel, splitRequirement } from './ranking/requirement-text.js';
import { checkRequirement, levelRank } from './ranking/requirements.js';
import { levelLabel, summaryText, yearsLabel } from './ranking/summary.js';
import { uniqueTerms } from './ranking/terms.js';
import type { JobForRanking, ParsedCv, RankResult } from './types.js';

const WEIGHTS = { profession: 0.3, requirements: 0.25, skills: 0.15, years: 0.15, description: 0.1, education: 0.05, city: 0.03 };
/** Score factor for a CV whose profession does not match the job title. */
const OFF_PROFESSION = 0.75;
/** Score factor for each 'indispensable' requirement the CV does not meet. */
const MISSING_MUST = 0.9;
/** Title words that say the rank or the place, not the profession ('Jefe/a de Bodega', 'Cajero/a de Agencia', '… de Campo'). */
const GENERIC_TITLE_TERMS = new Set(['general', 'ayudant', 'asistent', 'auxiliar', 'encargad', 'jefe', 'gerent', 'especialist', 'supervisor', 'responsabl', 'agenc', 'sucursal', 'camp', 'plant', 'bilingu', 'senior', 'junior']);

export function rankCv(job: JobForRanking, cv: ParsedCv, extraDescription = ''): RankResult {
  const terms = cvTerms(cv);
  const match: string[] = [];
  const gap: string[] = [];
  const parts: [keyof typeof WEIGHTS, number][] = [];

  // Profession: the job title's terms in what the candidate is (now, before, anywhere).
  const titleTerms = uniqueTerms(job.titulo).filter((t) => !GENERIC_TITLE_TERMS.has(t));
  const profession =
    titleTerms.length === 0
      ? 0.5
      : Math.max(
          terms.current.coverage(titleTerms),
          0.6 * terms.past.coverage(titleTerms),
          0.45 * terms.profile.coverage(titleTerms),
          0.25 * terms.all.coverage(titleTerms),
        );
  parts.push(['profession', profession]);
  if (profession >= 0.6) match.push(`Profesión: ${cv.titulo ?? cv.experiencias[0]?.nombre ?? 'acorde'} (acorde a «${job.titulo}»)`);
  else if (profession < 0.3) gap.push(`Profesión: el perfil no corresponde a «${job.titulo}»`);

  // Requirements: 'indispensable' ones weigh more and damp the score when missing; 'deseable' ones
  // weigh half and are not counted among the requirements met; alternatives and 'o afines' are read.
  let met = 0;
  let total = 0;
  let reqScore = 0;
  let reqWeight = 0;
  let missingMust = 0;
  const missing: string[] = [];
  // A clause such as '; deseable SAP' is an optional requirement of its own.
  for (const requirement of job.requerimientos.flatMap(splitRequirement)) {
    const check = checkRequirement(requirement, cv, terms);
    if (check.toConfirm) {
      gap.push(`Por confirmar en la entrevista: ${check.core}`);
      continue;
    }
    const w = check.importance === 'deseable' ? 0.5 : check.importance === 'indispensable' ? 1.5 : 1;
    const label = `${importanceLabel(check.importance)}: ${check.core}`;
    reqWeight += w;
    if (!check.optional) total++;
    if (check.met) {
      reqScore += w;
      if (!check.optional) met++;
      const how = check.related ? ` (formación afín: ${check.related})` : check.via ? ` (cumple con: ${check.via})` : '';
      match.push(`${label}${how}`);
    } else {
      gap.push(`${label}${check.hadOptions ? ' (ninguna de las opciones)' : ''}`);
      if (check.importance === 'indispensable') missingMust++;
      if (!check.optional) missing.push(shortName(check.core));
    }
  }
  if (reqWeight > 0) parts.push(['requirements', reqScore / reqWeight]);

  // Skills.
  const skills = job.habilidades.map((s) => s.trim()).filter(Boolean);
  if (skills.length > 0) {
    let have = 0;
    for (const skill of skills) {
      if (cv.habilidades.includes(skill) || mentionsSkill(cv.texto, skill)) {
        have++;
        match.push(`Habilidad: ${skill}`);
      } else {
        gap.push(`Habilidad: ${skill}`);
        missing.push(skill);
      }
    }
    parts.push(['skills', have / skills.length]);
  }

  // Years against the minimum.
  const min = Math.max(0, job.experienciaMinAnios || 0);
  parts.push(['years', min === 0 ? 1 : Math.min(1, cv.anios / min)]);
  if (min === 0 || cv.anios >= min) match.push(`Experiencia: ${yearsLabel(cv.anios)}${min > 0 ? ` (mínimo ${yearsLabel(min)})` : ''}`);
  else gap.push(`Experiencia: ${yearsLabel(cv.anios)} (se piden ${yearsLabel(min)})`);

  // Description, responsibilities and the company's extra description.
  const descTerms = uniqueTerms([job.descripcion, job.descripcionLarga, ...job.responsabilidades, extraDescription].join('\n'));
  if (descTerms.length > 0) parts.push(['description', Math.min(1, terms.all.coverage(descTerms) / 0.6)]);

  // Education level.
  const wanted = levelRank(job.nivelEstudios);
  if (wanted >= 0) {
    const have = levelRank(cv.nivelEstudios);
    parts.push(['education', have >= wanted ? 1 : have === wanted - 1 ? 0.5 : have < 0 ? 0.3 : 0]);
    if (have >= wanted) match.push(`Estudios: ${levelLabel(cv.nivelEstudios)}`);
    else gap.push(`Estudios: ${levelLabel(cv.nivelEstudios)} (se pide ${levelLabel(job.nivelEstudios as never) === 'sin dato' ? job.nivelEstudios : levelLabel(job.nivelEstudios as never)})`);
  }

  // City.
  if (job.ciudad) {
    // La Paz and El Alto are one area; a stated willingness to relocate nearly makes up for another city.
    const same = sameArea(cv.ciudad, job.ciudad);
    const moves = !same && statesRelocation(cv.texto);
    parts.push(['city', same ? 1 : moves ? 0.8 : 0]);
    if (same) match.push(`Ciudad: ${cv.ciudad}`);
    else if (moves) match.push(`Ciudad: ${cv.ciudad ?? 'otra'}, con disponibilidad para trasladarse a ${job.ciudad}`);
    else if (cv.ciudad) gap.push(`Ciudad: ${cv.ciudad} (el empleo es en ${job.ciudad})`);
  }

  const weightSum = parts.reduce((s, [k]) => s + WEIGHTS[k], 0);
  let score = parts.reduce((s, [k, v]) => s + WEIGHTS[k] * v, 0) / weightSum;
  if (profession < 0.3) score *= OFF_PROFESSION;
  // Each missing must-have requirement costs a tenth of the score, whatever else matches.
  score *= Math.pow(MISSING_MUST, missingMust);

  return {
    score: Math.max(0, Math.min(100, Math.round(score * 100))),
    match,
    gap,
    extract: {
      anios: cv.anios,
      stack: cv.stack,
      nombre: cv.nombre,
      correo: cv.correo,
      telefono: cv.telefono,
      ciudad: cv.ciudad,
      nivelEstudios: cv.nivelEstudios,
      idiomas: cv.idiomas,
    },
    resumen: summaryText(cv, met, total, missing),
  };
}

/** 'Experiencia en SAP' -> 'SAP'; other requirements keep their words. */
function shortName(requirement: string): string {
  return requirement.replace(/^(experiencia|conocimiento|conocimientos|manejo)\s+(en|de|del|con)\s+/i, '').trim();
}
