import { describe, expect, it } from 'vitest';
import { toLines } from './lines.js';
import { headingKind, splitSections } from './sections.js';

describe('section titles', () => {
  it.each([
    ['Experiencia laboral', 'experiencia'],
    ['EXPERIENCIA PROFESIONAL', 'experiencia'],
    ['TRAYECTORIA', 'experiencia'],
    ['Historial laboral', 'experiencia'],
    ['Antecedentes laborales:', 'experiencia'],
    ['WORK EXPERIENCE', 'experiencia'],
    ['Formación académica', 'educacion'],
    ['ESTUDIOS REALIZADOS', 'educacion'],
    ['Educación', 'educacion'],
    ['EDUCATION', 'educacion'],
    ['Competencias', 'habilidades'],
    ['Habilidades y competencias', 'habilidades'],
    ['Conocimientos técnicos:', 'habilidades'],
    ['Herramientas informáticas', 'habilidades'],
    ['SKILLS', 'habilidades'],
    ['Idiomas', 'idiomas'],
    ['LANGUAGES', 'idiomas'],
    ['Cursos y seminarios', 'certificaciones'],
    ['Certificaciones', 'certificaciones'],
    ['Perfil profesional', 'perfil'],
    ['Sobre mí', 'perfil'],
    ['Objetivo', 'perfil'],
    ['PROFILE', 'perfil'],
    ['Datos personales', 'contacto'],
    ['Referencias personales', 'referencias'],
    ['E X P E R I E N C I A', null],
    ['3. FORMACIÓN ACADÉMICA', 'educacion'],
    ['EXPERIENCIA EN AUDITORÍA', 'experiencia'],
  ])('%s', (text, kind) => {
    expect(headingKind(text)).toBe(kind);
  });

  it('does not take content lines for titles', () => {
    expect(headingKind('Experiencia en SAP y Excel avanzado.')).toBeNull();
    expect(headingKind('experiencia laboral')).toBeNull(); // lower-case start: running text
    expect(headingKind('Trabajo en equipo')).toBeNull();
    expect(headingKind('Licenciatura en Contaduría Pública')).toBeNull();
    expect(headingKind('Contador General 2019 - 2021')).toBeNull();
    expect(headingKind('Experiencia en auditoría')).toBeNull(); // needs a layout hint
    expect(headingKind('Experiencia en auditoría', { bold: true })).toBe('experiencia');
  });

  it('splits lines into sections, letter-spaced titles included', () => {
    const sections = splitSections(
      toLines(['Juan Pérez', 'P E R F I L', 'Texto del perfil', 'EXPERIENCIA', 'Contador', 'Idiomas:', 'Inglés básico']),
      10,
    );
    expect(sections.map((s) => s.kind)).toEqual(['encabezado', 'perfil', 'experiencia', 'idiomas']);
    expect(sections[2].lines.map((l) => l.text)).toEqual(['Contador']);
  });

  it('reads a title in the first cell of a table row', () => {
    const sections = splitSections(toLines(['Experiencia | 2019 - 2021 | Contador']), 10);
    expect(sections.map((s) => s.kind)).toEqual(['experiencia']);
    expect(sections[0].lines[0].text).toBe('2019 - 2021 | Contador');
  });
});
