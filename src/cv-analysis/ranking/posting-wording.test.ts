/** How Bolivian postings word requirements and places, with invented examples (issue 37). */
import { describe, expect, it } from 'vitest';
import { parseCvText } from '../parser/index.js';
import { rankCv } from '../ranking.js';
import type { JobForRanking } from '../types.js';
import { residenceRequirement, sameArea, statesRelocation } from './place.js';
import { readRequirement, splitRequirement } from './requirement-text.js';

const today = new Date(2025, 5, 15);

describe('splitRequirement: a clause may be the only optional part', () => {
  it('splits "; deseable …" and ", de preferencia …," off a required head', () => {
    expect(splitRequirement('Mínimo 3 años en atención de farmacia; deseable manejo de Kardex.')).toEqual(['Mínimo 3 años en atención de farmacia', 'Deseable manejo de Kardex']);
    expect(splitRequirement('Experiencia de 2 años en ventas, de preferencia en seguros, y manejo de cartera propia.')).toEqual([
      'Experiencia de 2 años en ventas, y manejo de cartera propia.',
      'De preferencia en seguros',
    ]);
    expect(splitRequirement('Inglés avanzado (excluyente); deseable portugués.').map((r) => readRequirement(r).importance)).toEqual(['indispensable', 'deseable']);
  });

  it('keeps whole a requirement that is optional from its start or in brackets', () => {
    expect(splitRequirement('Deseable: curso de primeros auxilios, vigente.')).toEqual(['Deseable: curso de primeros auxilios, vigente.']);
    expect(splitRequirement('Licencia de moto (deseable) para visitas a clientes.')).toEqual(['Licencia de moto (deseable) para visitas a clientes.']);
  });

  it('drops the bracket left by "(indispensable)" in the middle', () => {
    expect(readRequirement('Título en provisión nacional (indispensable) y matrícula vigente.').core).toBe('Título en provisión nacional y matrícula vigente');
  });
});

describe('places', () => {
  it('La Paz and El Alto are one area; relocation is read as written', () => {
    expect(sameArea('El Alto', 'La Paz')).toBe(true);
    expect(sameArea('Oruro', 'La Paz')).toBe(false);
    expect(statesRelocation('Disponibilidad para trasladarme a otra ciudad.')).toBe(true);
    expect(statesRelocation('Dispuesta a mudarme de inmediato')).toBe(true);
    expect(statesRelocation('Willing to relocate')).toBe(true);
    expect(statesRelocation('Disponibilidad inmediata.')).toBe(false);
  });

  it('reads residence requirements', () => {
    expect(residenceRequirement('Residir en Oruro o estar dispuesto/a a mudarse.')).toEqual({ cities: ['Oruro'], relocation: true });
    expect(residenceRequirement('Vivir en La Paz o El Alto')).toEqual({ cities: ['La Paz', 'El Alto'], relocation: false });
    expect(residenceRequirement('Manejo de caja chica')).toBeNull();
  });
});

const almacenJob: JobForRanking = {
  titulo: 'Encargado/a de Bodega',
  descripcion: 'Ferretería de Oruro busca encargado/a de bodega.',
  descripcionLarga: '',
  requerimientos: ['Mínimo 2 años en almacenes o bodegas; deseable manejo de montacargas.', 'Residir en Oruro o estar dispuesto/a a mudarse.'],
  responsabilidades: [],
  habilidades: [],
  experienciaMinAnios: 2,
  ciudad: 'Oruro',
};
const cv = (city: string, extra: string[] = []) =>
  parseCvText(['Rodrigo Salvatierra Ayala', `${city} · Cel. 71234567`, 'Jefe de Almacenes', 'EXPERIENCIA', 'Jefe de Almacenes – Importadora Andina', 'enero 2019 – actualidad', ...extra], { today });

describe('rankCv on a posting worded the Bolivian way', () => {
  it('a warehouse title meets a "bodega" post; the optional clause is not a gap that damps', () => {
    const r = rankCv(almacenJob, cv('Oruro'));
    expect(r.match.some((m) => m.startsWith('Profesión: Jefe de Almacenes'))).toBe(true);
    expect(r.match.some((m) => m.startsWith('Requisito: Mínimo 2 años en almacenes o bodegas'))).toBe(true);
    expect(r.gap).toContain('Deseable: manejo de montacargas');
  });

  it('another city meets the residence requirement only when the CV states relocation', () => {
    const stays = rankCv(almacenJob, cv('Sucre'));
    const moves = rankCv(almacenJob, cv('Sucre', ['OTROS', 'Disponibilidad para trasladarme a cualquier ciudad del país.']));
    expect(stays.gap).toContain('Requisito: Residir en Oruro o estar dispuesto/a a mudarse');
    expect(moves.match).toContain('Requisito: Residir en Oruro o estar dispuesto/a a mudarse (cumple con: disponibilidad para trasladarse)');
    expect(moves.score).toBeGreaterThan(stays.score);
  });
});

const seguridadJob: JobForRanking = {
  titulo: 'Supervisor/a de Seguridad Industrial',
  descripcion: '',
  descripcionLarga: '',
  requerimientos: [
    'Licenciatura en Ingeniería Industrial o afines.',
    'Diplomado o especialidad en Seguridad Industrial (indispensable).',
    'Disponibilidad para trabajar en turnos de 10x4.',
  ],
  responsabilidades: [],
  habilidades: [],
  experienciaMinAnios: 0,
};

describe('degrees, shared objects, students and availability', () => {
  const parse = (lines: string[]) => parseCvText(lines, { today });
  it('a degree requirement is read in the degrees, not in any word of the text', () => {
    const nurse = parse(['Daniela Rojas Terceros', 'Licenciada en Enfermería', 'EXPERIENCIA', 'Enfermera – Planta industrial de cemento', '2019 – actualidad', 'FORMACIÓN', 'Licenciatura en Enfermería, UMSA, 2012 - 2017']);
    const engineer = parse(['Franz Quiroga Mena', 'Ingeniero Industrial', 'FORMACIÓN', 'Licenciatura en Ingeniería Industrial, UTO, 2010 - 2015', 'Diplomado en Seguridad Industrial, UTO, 2017']);
    expect(rankCv(seguridadJob, nurse).gap.some((g) => g.startsWith('Requisito: Licenciatura en Ingeniería Industrial'))).toBe(true);
    const r = rankCv(seguridadJob, engineer);
    expect(r.match.some((m) => m.startsWith('Requisito: Licenciatura en Ingeniería Industrial'))).toBe(true);
    // 'Diplomado o especialidad en X': the diplomado is in X too.
    expect(r.match).toContain('Requisito indispensable: Diplomado o especialidad en Seguridad Industrial (cumple con: Diplomado en Seguridad Industrial)');
  });

  it('an availability is to confirm at the interview, neither met nor a missing requirement', () => {
    const r = rankCv(seguridadJob, parse(['Franz Quiroga Mena', 'Ingeniero Industrial']));
    expect(r.gap).toContain('Por confirmar en la entrevista: Disponibilidad para trabajar en turnos de 10x4');
    expect(r.match.some((m) => m.includes('10x4'))).toBe(false);
  });

  it('"estudiante universitario" or "egresado" accepts a degree in progress', () => {
    const job: JobForRanking = { ...seguridadJob, titulo: 'Cajero/a', requerimientos: ['Estudiante universitario/a o egresado/a en Economía o afines.'] };
    const student = parse(['Gonzalo Vaca Saucedo', 'Cajero', 'FORMACIÓN', 'Licenciatura en Economía (cursando 8.º semestre), UAGRM', 'Bachiller en Humanidades, 2016']);
    expect(rankCv(job, student).match.some((m) => m.startsWith('Requisito: Estudiante universitario'))).toBe(true);
  });
});

describe('contact fields the Bolivian way', () => {
  it('a street named after a city is not the city; towns read as their department city', async () => {
    const { findCity } = await import('../parser/contact.js');
    expect(findCity('Av. Oruro N° 455, Zona Central, Tarija')?.nombre).toBe('Tarija');
    expect(findCity('Calle Beni esquina Pando, Tupiza')?.nombre).toBe('Potosí');
  });

  it('a degree the profile says is being studied is not a level', () => {
    const cv = parseCvText(['Mirna Gutiérrez Roca', 'Vendedora', 'PERFIL', 'Vendedora con dos años en tiendas. Estudio Contaduría Pública en la UMSS.'], { today });
    expect(cv.nivelEstudios).toBeNull();
    const lic = parseCvText(['Mirna Gutiérrez Roca', 'Vendedora', 'PERFIL', 'Licenciada en Contaduría Pública con dos años en tiendas.'], { today });
    expect(lic.nivelEstudios).toBe('licenciatura');
  });

  it('a language named in the profile does not hide its level in the list', async () => {
    const { findLanguages } = await import('../parser/languages.js');
    expect(findLanguages('Atiendo a turistas en inglés y aymara.\nInglés: Avanzado\nAymara: Básico', true).map((l) => l.nombre)).toEqual(['Inglés avanzado', 'Aymara básico']);
  });
});
