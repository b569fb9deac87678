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
