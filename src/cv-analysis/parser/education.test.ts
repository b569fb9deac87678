import { describe, expect, it } from 'vitest';
import { highestLevel, levelFromTitles, levelOf, parseEducation } from './education.js';
import { toLines } from './lines.js';

const today = new Date(2025, 5, 15);
const parse = (lines: string[]) => parseEducation(toLines(lines), today);

describe('education', () => {
  it.each([
    ['Bachiller en Humanidades', 'bachiller'],
    ['Técnico Superior en Contabilidad', 'tecnico'],
    ['Técnico Medio en Auxiliar de Enfermería', 'tecnico'],
    ['Licenciatura en Contaduría Pública', 'licenciatura'],
    ['Ingeniería de Sistemas', 'licenciatura'],
    ['Licenciado en Derecho', 'licenciatura'],
    ['Bachelor of Science in Computer Science', 'licenciatura'],
    ['Maestría en Tributación', 'maestria'],
    ['MBA', 'maestria'],
    ['Doctorado en Economía', 'doctorado'],
    ['Diplomado en Tributación', 'diplomado'],
    ['Universidad Mayor de San Simón', 'licenciatura'],
    ['Unidad Educativa Ayacucho', 'bachiller'],
  ])('%s -> %s', (text, level) => {
    expect(levelOf(text)).toBe(level);
  });

  it('splits entries written one field per line', () => {
    const entries = parse([
      'Licenciatura en Contaduría Pública',
      'Universidad Mayor de San Andrés (UMSA)',
      '2010 - 2015',
      'Bachiller en Humanidades',
      'Unidad Educativa Ayacucho',
      '2009',
    ]);
    expect(entries.map((e) => [e.nombre, e.nombreInstitucion, e.periodo, e.nivel])).toEqual([
      ['Licenciatura en Contaduría Pública', 'Universidad Mayor de San Andrés (UMSA)', '2010 al 2015', 'licenciatura'],
      ['Bachiller en Humanidades', 'Unidad Educativa Ayacucho', '2009 al 2009', 'bachiller'],
    ]);
  });

  it('splits entries written on one line, and reads "en curso"', () => {
    const entries = parse([
      'Maestría en Auditoría (en curso), Universidad Andina Simón Bolívar, 2024 - en curso',
      'Ingeniería Comercial — UPSA | 2014 - 2018',
      'Licenciatura en Enfermería, cursando 4to año, UPEA',
    ]);
    expect(entries.map((e) => [e.nivel, e.completo])).toEqual([
      ['maestria', false],
      ['licenciatura', true],
      ['licenciatura', false],
    ]);
  });

  it('the highest completed level; studies above secondary imply bachiller', () => {
    const entries = parse(['Licenciatura en Contaduría Pública (en curso)', 'Técnico Superior en Contabilidad, INCOS, 2018 - 2020']);
    expect(highestLevel(entries)).toBe('tecnico');
    expect(highestLevel(parse(['Ingeniería de Sistemas, UPB, 2020 - en curso']))).toBe('bachiller');
    expect(highestLevel(parse(['Diplomado en Docencia Universitaria, 2020']))).toBeNull();
    expect(highestLevel([], levelFromTitles(['lic']))).toBe('licenciatura');
    expect(highestLevel([], levelFromTitles(['msc']))).toBe('maestria');
  });
});
