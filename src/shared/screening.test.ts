import { describe, expect, it } from 'vitest';
import { evaluateAnswers, yesNo } from './screening';
import { formatSalaryRange, jobStateLabel, jobStateName } from './rules';
import type { StoredQuestion } from './contract/postings';

const Q: StoredQuestion[] = [
  { pregunta: '¿Licencia?', tipo: 'sino', descarte: 'no', minimo: null },
  { pregunta: '¿Años?', tipo: 'numero', descarte: null, minimo: 2 },
  { pregunta: '¿Zona?', tipo: 'texto', descarte: null, minimo: null },
];
const a = (...t: string[]) => t.map((tcRespuesta, i) => ({ tnPregunta: i + 1, tcRespuesta }));

describe('screening answers', () => {
  it('reads yes and no with or without accents and case', () => {
    expect(['si', 'Sí', 'SÍ', ' sí '].map(yesNo)).toEqual(['si', 'si', 'si', 'si']);
    expect(yesNo('NO')).toBe('no');
    expect(yesNo('quizá')).toBeNull();
  });

  it('marks knock-out answers without refusing them', () => {
    const r = evaluateAnswers(Q, a('no', '1', 'Sur'));
    expect(r).toEqual({
      ok: true,
      pasa: false,
      answers: [
        { pregunta: '¿Licencia?', tipo: 'sino', respuesta: 'No', descarta: true },
        { pregunta: '¿Años?', tipo: 'numero', respuesta: '1', descarta: true },
        { pregunta: '¿Zona?', tipo: 'texto', respuesta: 'Sur', descarta: false },
      ],
    });
    expect(evaluateAnswers(Q, a('sí', '2', 'Sur'))).toMatchObject({ ok: true, pasa: true });
  });

  it('names each missing or wrong answer by its number', () => {
    expect(evaluateAnswers(Q, a('tal vez', '2.5'))).toEqual({ ok: false, errors: { 1: 'Responde «Sí» o «No».', 2: expect.stringContaining('número entero'), 3: 'Responde esta pregunta.' } });
    expect(evaluateAnswers([], [])).toEqual({ ok: true, answers: [], pasa: true });
  });
});

describe('salary range and job states', () => {
  it('prints a range, one amount or A convenir', () => {
    expect(formatSalaryRange(3500, 4500)).toBe('3.500 - 4.500 Bs');
    expect(formatSalaryRange(0, 3000)).toBe('3.000 Bs');
    expect(formatSalaryRange(3000, 3000)).toBe('3.000 Bs');
    expect(formatSalaryRange(0, 0)).toBe('A convenir');
  });

  it('names the states for what they are', () => {
    expect([1, 2, 3, 4, 5, 6].map(jobStateLabel)).toEqual(['Pendiente de pago', 'Publicado', 'Vencido', 'Cerrado', 'Oculto por administración', 'Borrador']);
    expect(jobStateName(1, false)).toBe('Borrador');
    expect(jobStateName(1, true)).toBe('Pendiente de pago');
    expect(jobStateName(2, true)).toBe('Publicado');
  });
});
