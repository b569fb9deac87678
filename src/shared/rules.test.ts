import { describe, expect, it } from 'vitest';
import { countOf, formatSalary } from './rules';

describe('countOf', () => {
  it('says one in the singular and every other number in the plural, with the thousands of Bolivia', () => {
    expect(countOf(1, 'postulación', 'postulaciones')).toBe('1 postulación');
    expect(countOf(0, 'postulación', 'postulaciones')).toBe('0 postulaciones');
    expect(countOf(3, 'empleo publicado', 'empleos publicados')).toBe('3 empleos publicados');
    expect(countOf(1500, 'empleo', 'empleos')).toBe('1.500 empleos');
  });
});

describe('formatSalary', () => {
  it('says A convenir for a missing or zero salary', () => {
    expect(formatSalary(0)).toBe('A convenir');
    expect(formatSalary('0')).toBe('A convenir');
    expect(formatSalary(3500)).toBe('3.500 Bs');
  });
});
