/** Term indexes of a parsed CV, computed once per CV (a CV may be ranked against many jobs). */
import type { ParsedCv } from '../types.js';
import { TermIndex, termsOf } from './terms.js';

export interface CvTerms {
  /** Whole text. */
  all: TermIndex;
  /** Headline and current job title: what the candidate is now. */
  current: TermIndex;
  /** Earlier job titles and degrees. */
  past: TermIndex;
  /** First sentence of the profile ('Contadora con ocho años...'). */
  profile: TermIndex;
  /** Degrees, certifications and the headline: what a degree requirement is checked against. */
  degrees: TermIndex;
}

const cache = new WeakMap<ParsedCv, CvTerms>();

export function cvTerms(cv: ParsedCv): CvTerms {
  const hit = cache.get(cv);
  if (hit) return hit;
  const firstSentence = cv.perfil.split(/(?<=[.;])\s/)[0] ?? '';
  const terms: CvTerms = {
    all: new TermIndex(termsOf(`${cv.texto}\n${cv.habilidades.join('\n')}`)),
    current: new TermIndex(termsOf(`${cv.titulo ?? ''}\n${cv.experiencias[0]?.nombre ?? ''}`)),
    past: new TermIndex(termsOf([...cv.experiencias.slice(1).map((e) => e.nombre), ...cv.educacion.map((e) => e.nombre)].join('\n'))),
    profile: new TermIndex(termsOf(firstSentence)),
    degrees: new TermIndex(termsOf([cv.titulo ?? '', ...cv.educacion.map((e) => e.nombre), ...cv.certificaciones.map((c) => c.nombre)].join('\n'))),
  };
  cache.set(cv, terms);
  return terms;
}
