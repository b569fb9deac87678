import { describe, expect, it } from 'vitest';
import { DEFAULT_APPLICANT_VIEW, viewApplicants } from './applicant-view';

const a = (Postulacion: number, over: Partial<{ Estado: number; Calificacion: number | null; Etiquetas: string[]; Puntaje: number | null; FechaPostulacion: string }> = {}) => ({
  Postulacion,
  Estado: 1,
  Calificacion: null,
  Etiquetas: [],
  Puntaje: null,
  FechaPostulacion: `2026-01-0${Postulacion}T10:00:00.000Z`,
  ...over,
});

describe('viewApplicants', () => {
  const list = [a(1, { Calificacion: 3, Puntaje: 80 }), a(2, { Estado: 4, Etiquetas: ['finalista'] }), a(3, { Calificacion: 5, Puntaje: 40, Etiquetas: ['finalista'] }), a(4, { Calificacion: 3 })];
  const ids = (xs: { Postulacion: number }[]) => xs.map((x) => x.Postulacion);

  it('newest first by default; rating and score descending with the unrated or unscored last, ties newest first', () => {
    expect(ids(viewApplicants(list, DEFAULT_APPLICANT_VIEW))).toEqual([4, 3, 2, 1]);
    expect(ids(viewApplicants(list, { ...DEFAULT_APPLICANT_VIEW, orden: 'calificacion' }))).toEqual([3, 4, 1, 2]);
    expect(ids(viewApplicants(list, { ...DEFAULT_APPLICANT_VIEW, orden: 'puntaje' }))).toEqual([1, 3, 4, 2]);
  });

  it('filters by state, minimum rating and tag (any case), together', () => {
    expect(ids(viewApplicants(list, { ...DEFAULT_APPLICANT_VIEW, estado: 4 }))).toEqual([2]);
    expect(ids(viewApplicants(list, { ...DEFAULT_APPLICANT_VIEW, calificacionMinima: 4 }))).toEqual([3]);
    expect(ids(viewApplicants(list, { ...DEFAULT_APPLICANT_VIEW, etiqueta: 'Finalista' }))).toEqual([3, 2]);
    expect(ids(viewApplicants(list, { estado: 1, calificacionMinima: 3, etiqueta: 'finalista', orden: 'fecha' }))).toEqual([3]);
  });
});
