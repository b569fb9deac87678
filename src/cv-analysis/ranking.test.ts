import { describe, expect, it } from 'vitest';
import { parseCvText } from './parser/index.js';
import { rankCv } from './ranking.js';
import type { JobForRanking } from './types.js';

const today = new Date(2025, 5, 15);

const contadorJob: JobForRanking = {
  titulo: 'Contador/a General',
  descripcion: 'Empresa comercial busca contador/a para llevar la contabilidad y los impuestos.',
  descripcionLarga: 'Cierres mensuales, estados financieros y cumplimiento tributario ante el Servicio de Impuestos Nacionales.',
  requerimientos: ['Licenciatura en Contaduría Pública', 'Experiencia mínima de 3 años', 'Manejo del SIN y facturación', 'Experiencia en SAP', 'Inglés intermedio (deseable)'],
  responsabilidades: ['Elaborar estados financieros', 'Presentar declaraciones de IVA'],
  habilidades: ['Contabilidad', 'Microsoft Excel'],
  experienciaMinAnios: 3,
  ciudad: 'Cochabamba',
  nivelEstudios: 'licenciatura',
};

const contadora = parseCvText(
  [
    'Lic. Rosa Quiroga Flores',
    'Contadora Pública',
    'Cochabamba · 71234567 · rosa.quiroga@gmail.com',
    'EXPERIENCIA LABORAL',
    'Contadora General – Comercial Andina S.R.L.',
    'marzo 2020 – actualidad',
    '• Estados financieros, declaraciones de IVA e IT ante el SIN, facturación electrónica.',
    '• Reportes en Excel.',
    'FORMACIÓN ACADÉMICA',
    'Licenciatura en Contaduría Pública, Universidad Mayor de San Simón, 2013 - 2018',
    'IDIOMAS',
    'Inglés: básico',
  ],
  { today },
);

/** Shares many words with the job (taxes, SIN, facturación, SAP) but is a lawyer. */
const abogado = parseCvText(
  [
    'Abog. Mario Salinas Rojas',
    'Abogado tributarista',
    'Cochabamba · 72345678 · mario.salinas@gmail.com',
    'PERFIL',
    'Abogado con ocho años en derecho tributario: impuestos, facturación, SIN, fiscalizaciones, SAP y estados financieros de clientes.',
    'EXPERIENCIA',
    'Asesor legal tributario – Bufete Salinas',
    'enero 2017 – actualidad',
    '• Defensa ante el Servicio de Impuestos Nacionales y revisión de declaraciones de IVA.',
    'FORMACIÓN',
    'Licenciatura en Derecho, Universidad Mayor de San Simón, 2010 - 2015',
  ],
  { today },
);

const auxiliar = parseCvText(
  [
    'Pablo Céspedes Arnez',
    'Auxiliar contable',
    'EXPERIENCIA',
    'Auxiliar contable – Ferretería Central',
    'enero 2024 – actualidad',
    '• Registro de facturas en el sistema del SIN y contabilidad diaria en Excel.',
    'FORMACIÓN',
    'Licenciatura en Contaduría Pública (en curso), UMSS',
  ],
  { today },
);

describe('rankCv', () => {
  it('ranks the right profession with the years above a CV that merely shares words', () => {
    const a = rankCv(contadorJob, contadora);
    const b = rankCv(contadorJob, abogado);
    const c = rankCv(contadorJob, auxiliar);
    expect(a.score).toBeGreaterThan(b.score);
    expect(a.score).toBeGreaterThan(c.score);
    expect(b.gap).toContain('Profesión: el perfil no corresponde a «Contador/a General»');
  });

  it('names the requirement or skill behind each match and gap', () => {
    const r = rankCv(contadorJob, contadora);
    expect(r.match).toEqual(
      expect.arrayContaining([
        'Requisito: Licenciatura en Contaduría Pública',
        'Requisito: Experiencia mínima de 3 años',
        'Requisito: Manejo del SIN y facturación',
        'Habilidad: Contabilidad',
        'Habilidad: Microsoft Excel',
        'Experiencia: 5,2 años (mínimo 3 años)',
        'Estudios: Licenciatura',
        'Ciudad: Cochabamba',
      ]),
    );
    expect(r.gap).toEqual(expect.arrayContaining(['Requisito: Experiencia en SAP', 'Deseable: Inglés intermedio']));
    expect(r.resumen).toBe('Contadora Pública con 5,2 años de experiencia; cumple 3 de 4 requisitos. Le falta: SAP.');
  });

  it('puts years below the minimum in the gaps', () => {
    const r = rankCv(contadorJob, auxiliar);
    expect(r.gap).toContain('Experiencia: 1,4 años (se piden 3 años)');
    expect(r.gap).toContain('Estudios: Bachiller (se pide Licenciatura)');
  });

  it('returns an integer score in 0-100, the extract, and is deterministic', () => {
    const r1 = rankCv(contadorJob, contadora, 'Se valora experiencia en empresas comerciales');
    const r2 = rankCv(contadorJob, contadora, 'Se valora experiencia en empresas comerciales');
    expect(r1).toEqual(r2);
    expect(Number.isInteger(r1.score)).toBe(true);
    expect(r1.score).toBeGreaterThanOrEqual(0);
    expect(r1.score).toBeLessThanOrEqual(100);
    expect(r1.extract).toMatchObject({
      anios: 5.2,
      nombre: 'Rosa Quiroga Flores',
      correo: 'rosa.quiroga@gmail.com',
      telefono: '+591 71234567',
      ciudad: 'Cochabamba',
      nivelEstudios: 'licenciatura',
      idiomas: ['Inglés básico'],
    });
    expect(r1.extract.stack).toEqual(expect.arrayContaining(['SIN', 'excel', 'facturación']));
  });

  it('checks language levels', () => {
    const job = { ...contadorJob, requerimientos: ['Inglés intermedio'] };
    expect(rankCv(job, contadora).gap).toContain('Requisito: Inglés intermedio');
    const fluent = parseCvText(['Ana Rojas Paz', 'IDIOMAS', 'Inglés avanzado'], { today });
    expect(rankCv(job, fluent).match).toContain('Requisito: Inglés intermedio');
  });

  it('uses synonyms: programador ~ desarrollador ~ developer, enfermera ~ enfermería', () => {
    const dev = parseCvText(['Carla Méndez Soria', 'Web Developer', 'EXPERIENCE', 'Frontend developer — Startup X', 'Jan 2021 – Present'], { today });
    const job: JobForRanking = { ...contadorJob, titulo: 'Programador/a', requerimientos: [], habilidades: [], nivelEstudios: undefined, ciudad: undefined, experienciaMinAnios: 2 };
    expect(rankCv(job, dev).match[0]).toMatch(/^Profesión: /);
    const nurse = parseCvText(['Lic. Eva Cruz Mita', 'Licenciada en Enfermería'], { today });
    expect(rankCv({ ...job, titulo: 'Enfermera/o' }, nurse).match[0]).toMatch(/^Profesión: /);
  });
});
