import { describe, expect, it } from 'vitest';
import { stem } from './stem.js';
import { foldAccents, normalizeForMatch, titleCaseName } from './normalize.js';

describe('stem (light Spanish stemmer)', () => {
  it('removes plural and gender endings', () => {
    expect(stem('contadores')).toBe(stem('contador'));
    expect(stem('contadora')).toBe(stem('contador'));
    expect(stem('enfermeras')).toBe(stem('enfermero'));
    expect(stem('clientes')).toBe(stem('cliente'));
    expect(stem('profesionales')).toBe(stem('profesional'));
  });

  it('handles -ción/-ciones, -dor/-dora/-dores and -ía', () => {
    expect(stem('facturación')).toBe(stem('facturaciones'));
    expect(stem('programación')).toBe(stem('programador'));
    expect(stem('programadoras')).toBe(stem('programador'));
    expect(stem('enfermería')).toBe(stem('enfermera'));
    expect(stem('ingeniería')).toBe(stem('ingeniero'));
    expect(stem('auditoría')).toBe(stem('auditora'));
    expect(stem('administración')).toBe(stem('administrativo'));
    expect(stem('declaraciones')).toBe(stem('declarar'));
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
