/** Spanish wording of the ranking: years, levels and the one- or two-sentence summary. */
import type { EducationLevel, ParsedCv } from '../types.js';

const LEVEL_LABEL: Record<EducationLevel, string> = {
  bachiller: 'Bachiller',
  tecnico: 'Técnico',
  licenciatura: 'Licenciatura',
  maestria: 'Maestría',
  doctorado: 'Doctorado',
};

export function levelLabel(level: EducationLevel | null): string {
  return level ? LEVEL_LABEL[level] : 'sin dato';
}

/** 6 -> '6 años', 6.5 -> '6,5 años', 1 -> '1 año', 0.5 -> '6 meses'. */
export function yearsLabel(years: number): string {
  if (years <= 0) return '0 años';
  if (years < 1) {
    const months = Math.max(1, Math.round(years * 12));
    return months === 1 ? '1 mes' : `${months} meses`;
  }
  const n = Math.round(years * 10) / 10;
  const text = Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ',');
  return n === 1 ? '1 año' : `${text} años`;
}

/** The candidate's profession for the summary: the headline's first part. */
export function professionLabel(cv: ParsedCv): string {
  const title = cv.titulo ?? cv.experiencias[0]?.nombre ?? '';
  const first = title.split(/\s+[|–—-]\s+|,\s+/)[0]?.trim() ?? '';
  return first.length >= 3 && first.length <= 60 ? first : 'Candidato/a';
}

export function summaryText(cv: ParsedCv, met: number, total: number, missing: string[]): string {
  const who = professionLabel(cv);
  const exp = cv.anios > 0 ? `con ${yearsLabel(cv.anios)} de experiencia` : 'sin experiencia laboral registrada';
  const reqs = total > 0 ? `; cumple ${met} de ${total} requisitos` : '';
  const first = `${who} ${exp}${reqs}.`;
  if (missing.length === 0) return first;
  const shown = missing.slice(0, 3).join(', ');
  return `${first} Le falta: ${shown}${missing.length > 3 ? '…' : ''}.`;
}
