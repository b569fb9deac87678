/**
 * Screening answers against a job's questions (decision 075): every question answered in its
 * type, and which answers are knock-out ones. Shared by the apply form (errors as the user types)
 * and the server (the one that decides).
 */
import type { StoredQuestion } from './contract/postings';
import { POSTING_MESSAGES, SCREENING_LIMITS } from './postings-rules';

export type StoredAnswer = { pregunta: string; tipo: StoredQuestion['tipo']; respuesta: string; descarta: boolean };

/** 'Sí' / 'si' / 'SI' are yes; 'No' is no; anything else is not an answer. */
export const yesNo = (v: string): 'si' | 'no' | null => {
  const s = v.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  return s === 'si' ? 'si' : s === 'no' ? 'no' : null;
};

/**
 * Checks the answers (question number 1-based -> text). Returns the errors by question number,
 * or the answers to store with whether each one knocks the applicant out.
 */
export function evaluateAnswers(
  questions: StoredQuestion[],
  answers: { tnPregunta: number; tcRespuesta: string }[],
): { ok: true; answers: StoredAnswer[]; pasa: boolean } | { ok: false; errors: Record<number, string> } {
  const given = new Map(answers.map((a) => [a.tnPregunta, a.tcRespuesta.trim()]));
  const errors: Record<number, string> = {};
  const stored: StoredAnswer[] = [];
  questions.forEach((q, i) => {
    const n = i + 1;
    const raw = given.get(n) ?? '';
    if (!raw) {
      errors[n] = POSTING_MESSAGES.respuestaFalta;
      return;
    }
    if (q.tipo === 'sino') {
      const yn = yesNo(raw);
      if (!yn) errors[n] = POSTING_MESSAGES.respuestaSiNo;
      else stored.push({ pregunta: q.pregunta, tipo: q.tipo, respuesta: yn === 'si' ? 'Sí' : 'No', descarta: q.descarte === yn });
    } else if (q.tipo === 'numero') {
      const num = /^\d{1,7}$/.test(raw) ? Number(raw) : NaN;
      if (!Number.isInteger(num) || num > SCREENING_LIMITS.number) errors[n] = POSTING_MESSAGES.respuestaNumero;
      else stored.push({ pregunta: q.pregunta, tipo: q.tipo, respuesta: String(num), descarta: q.minimo != null && num < q.minimo });
    } else if (raw.length > SCREENING_LIMITS.textAnswer) errors[n] = POSTING_MESSAGES.respuestaTexto;
    else stored.push({ pregunta: q.pregunta, tipo: q.tipo, respuesta: raw, descarta: false });
  });
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, answers: stored, pasa: stored.every((a) => !a.descarta) };
}
