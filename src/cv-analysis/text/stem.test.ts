import { describe, expect, it } from 'vitest';
import { stem } from './stem.js';
import { foldAccents, normalizeForMatch, titleCaseName } from './normalize.js';

/** Each pair of words has one stem. */
function expectSameStems(pairs: [string, string][]) {
  for (const [a, b] of pairs) expect(stem(a), `${a} ~ ${b}`).toBe(stem(b));
}

describe('stem (light Spanish stemmer)', () => {
  it('removes plural and gender endings', () => {
    expectSameStems([
      ['contadores', 'contador'],
      ['contadora', 'contador'],
      ['enfermeras', 'enfermero'],
      ['clientes', 'cliente'],
      ['profesionales', 'profesional'],
    ]);
  });

  it('handles -ción/-ciones, -dor/-dora/-dores and -ía', () => {
    expectSameStems([
      ['facturación', 'facturaciones'],
      ['programación', 'programador'],
      ['programadoras', 'programador'],
      ['enfermería', 'enfermera'],
      ['ingeniería', 'ingeniero'],
      ['auditoría', 'auditora'],
      ['administración', 'administrativo'],
      ['declaraciones', 'declarar'],
    ]);
  });

  it('folds accents and case and leaves short words and tech names alone', () => {
    expect(stem('GESTIÓN')).toBe(stem('gestion'));
    expect(stem('sql')).toBe('sql');
    expect(stem('node.js')).toBe('node.js');
    expect(stem('c#')).toBe('c#');
  });
});

describe('normalisation', () => {
  it('folds accents but keeps letters', () => {
    expect(foldAccents('Peñaranda Núñez')).toBe('Penaranda Nunez');
    expect(normalizeForMatch('  FORMACIÓN   Académica ')).toBe('formacion academica');
  });

  it('title-cases names written in capitals, keeping particles and ñ', () => {
    expect(titleCaseName('JOSÉ LUIS PEÑARANDA NÚÑEZ')).toBe('José Luis Peñaranda Núñez');
    expect(titleCaseName('MARÍA DE LOS ÁNGELES DE LA CRUZ')).toBe('María de los Ángeles de la Cruz');
    expect(titleCaseName('Ñusta Condori')).toBe('Ñusta Condori');
  });
});
