import { describe, expect, it } from 'vitest';
import { parseCvText } from '../parser/index.js';
import { rankCv } from '../ranking.js';
import type { JobForRanking } from '../types.js';
import { readRequirement } from './requirement-text.js';

const today = new Date(2025, 5, 15);

describe('readRequirement', () => {
  it('reads importance, alternatives and related fields as written', () => {
    expect(readRequirement('Licenciatura en Contabilidad o afines')).toMatchObject({ importance: 'normal', related: true, core: 'Licenciatura en Contabilidad' });
    expect(readRequirement('Ingeniería de Sistemas, Informática o carreras afines')).toMatchObject({
      related: true,
      core: 'Ingeniería de Sistemas, Informática',
      anyOf: ['Sistemas', 'Informática'],
    });
    expect(readRequirement('Manejo de Excel y/o SAP')).toMatchObject({ anyOf: ['Excel', 'SAP'], related: false });
    expect(readRequirement('Inglés intermedio (deseable)')).toMatchObject({ importance: 'deseable', core: 'Inglés intermedio' });
    expect(readRequirement('Deseable: licencia de conducir categoría B')).toMatchObject({ importance: 'deseable', core: 'licencia de conducir categoría B' });
    expect(readRequirement('Matrícula profesional vigente (indispensable)')).toMatchObject({ importance: 'indispensable', core: 'Matrícula profesional vigente' });
    expect(readRequirement('Experiencia mínima de 2 años, excluyente')).toMatchObject({ importance: 'indispensable', core: 'Experiencia mínima de 2 años' });
    expect(readRequirement('Es indispensable contar con título en provisión nacional')).toMatchObject({ importance: 'indispensable' });
    expect(readRequirement('Experiencia con React y JavaScript o TypeScript')).toMatchObject({ all: ['Experiencia con React'], anyOf: ['JavaScript', 'TypeScript'] });
    // Inflections are not alternatives.
    expect(readRequirement('Contador/a con experiencia')).toMatchObject({ anyOf: [], all: ['Contador con experiencia'] });
    expect(readRequirement('Licenciado(a) en Enfermería')).toMatchObject({ anyOf: [] });
  });
});

const job: JobForRanking = {
  titulo: 'Contador/a',
  descripcion: 'Contabilidad de la empresa.',
  descripcionLarga: '',
  requerimientos: [],
  responsabilidades: [],
  habilidades: [],
  experienciaMinAnios: 0,
};

const economista = parseCvText(
  [
    'Luis Vargas Torrez',
    'Economista',
    'EXPERIENCIA',
    'Analista financiero – Banco Sol',
    'marzo 2019 – actualidad',
    '• Informes en Excel y presupuestos.',
    'FORMACIÓN',
    'Licenciatura en Economía, Universidad Mayor de San Andrés, 2012 - 2017',
  ],
  { today },
);

const enfermera = parseCvText(['Eva Cruz Mita', 'Licenciada en Enfermería', 'FORMACIÓN', 'Licenciatura en Enfermería, UMSA, 2010 - 2015'], { today });

describe('requirements in the ranking', () => {
  it("'o afines' accepts a degree of the same family and says which; another family is a gap", () => {
    const j = { ...job, requerimientos: ['Licenciatura en Contabilidad o afines'] };
    expect(rankCv(j, economista).match).toContain('Requisito: Licenciatura en Contabilidad (formación afín: Licenciatura en Economía)');
    expect(rankCv(j, enfermera).gap).toContain('Requisito: Licenciatura en Contabilidad');
    // Without 'o afines' the economist does not meet it.
    expect(rankCv({ ...job, requerimientos: ['Licenciatura en Contabilidad'] }, economista).gap).toContain('Requisito: Licenciatura en Contabilidad');
  });

  it("'y/o' and 'o' need one of the options, and the match names it", () => {
    const j = { ...job, requerimientos: ['Manejo de SAP y/o Excel'] };
    expect(rankCv(j, economista).match).toContain('Requisito: Manejo de SAP y/o Excel (cumple con: Excel)');
    expect(rankCv(j, enfermera).gap).toContain('Requisito: Manejo de SAP y/o Excel (ninguna de las opciones)');
  });

  it("'indispensable' is shown as such and costs more than a plain requirement; 'deseable' costs less", () => {
    const must = rankCv({ ...job, requerimientos: ['Experiencia en SAP (indispensable)', 'Excel'] }, economista);
    const plain = rankCv({ ...job, requerimientos: ['Experiencia en SAP', 'Excel'] }, economista);
    const nice = rankCv({ ...job, requerimientos: ['Experiencia en SAP (deseable)', 'Excel'] }, economista);
    expect(must.gap).toContain('Requisito indispensable: Experiencia en SAP');
    expect(nice.gap).toContain('Deseable: Experiencia en SAP');
    expect(must.score).toBeLessThan(plain.score);
    expect(plain.score).toBeLessThan(nice.score);
    // A nice-to-have is not counted among the requirements met.
    expect(nice.resumen).toMatch(/cumple 1 de 1 requisitos/);
    expect(must.resumen).toMatch(/cumple 1 de 2 requisitos.*Le falta: SAP/);
  });
});

describe('lists inside an alternative', () => {
  it('names the item met in «Titulado o egresado de Ingeniería de Sistemas, Informática o carreras afines»', () => {
    const informatico = parseCvText(['Ana Soria Paz', 'Desarrolladora web', 'FORMACIÓN', 'Licenciatura en Informática, UMSA, 2012 - 2017'], { today });
    const j = { ...job, requerimientos: ['Titulado o egresado de Ingeniería de Sistemas, Informática o carreras afines'] };
    expect(rankCv(j, informatico).match).toContain('Requisito: Titulado o egresado de Ingeniería de Sistemas, Informática (cumple con: Informática)');
  });
});
