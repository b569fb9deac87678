import { describe, expect, it } from 'vitest';
import { cvDocumentSchema } from '../shared/cv/document';
import { resolveSectionOrder, visibleSections } from '../shared/cv/sections';
import { periodIn } from './labels';
import { toView } from './view';

describe('section order', () => {
  it('keeps the CV order, drops unknown keys and repeats, appends what was left out', () => {
    expect(resolveSectionOrder(['idiomas', 'perfil', 'idiomas', 'nada', 'personalizada-3'], 1)).toEqual([
      'idiomas', 'perfil', 'experiencia', 'formacion', 'certificaciones', 'habilidades', 'referencias', 'personalizada-0',
    ]);
  });

  it('leaves hidden sections out', () => {
    expect(visibleSections(['referencias'], ['perfil', 'referencias'], 0)).toEqual(['experiencia', 'formacion', 'certificaciones', 'habilidades', 'idiomas']);
  });

  it('refuses keys that are not sections', () => {
    expect(cvDocumentSchema.safeParse({ ordenSecciones: ['<script>'] }).success).toBe(false);
    expect(cvDocumentSchema.safeParse({ ordenSecciones: ['personalizada-99'] }).success).toBe(false);
    expect(cvDocumentSchema.safeParse({ seccionesPersonalizadas: [{ titulo: '', items: [] }] }).success).toBe(false);
    expect(cvDocumentSchema.safeParse({ idiomaCv: 'fr' }).success).toBe(false);
  });
});

describe('toView sections', () => {
  const cv = cvDocumentSchema.parse({
    perfilProfesional: 'Contadora',
    experiencias: [{ nombre: 'Contadora', nombreInstitucion: 'Banco Unión', periodo: '2021 a la actualidad' }],
    habilidades: [1],
    idiomas: [41],
    seccionesPersonalizadas: [{ titulo: 'Voluntariado', items: [{ nombre: 'Cruz Roja', periodo: '20182019' }] }],
    ordenSecciones: ['personalizada-0', 'experiencia'],
    seccionesOcultas: ['perfil'],
  });

  it('draws the sections in the CV order, without hidden or empty ones', () => {
    const view = toView(cv);
    expect(view.sections.map((s) => s.title)).toEqual(['Voluntariado', 'Experiencia', 'Habilidades', 'Idiomas']);
    expect(view.sections[0]).toMatchObject({ kind: 'entries', items: [{ title: 'Cruz Roja', period: '2018 al 2019' }] });
  });

  it('speaks English when the CV is in English', () => {
    const view = toView({ ...cv, idiomaCv: 'en' });
    expect(view.sections.map((s) => s.title)).toEqual(['Voluntariado', 'Experience', 'Skills', 'Languages']);
    expect(view.experience[0].period).toBe('2021 – Present');
    expect(view.skills).toEqual(['Effective communication']);
    expect(view.languages).toEqual(['English (basic)']);
    expect(view.contacts).toEqual([]);
    expect(toView({ ...cv, idiomaCv: 'en', correo: 'a@b.bo' }).contacts[0].label).toBe('Email');
  });

  it('turns Spanish periods into English ones and leaves free text alone', () => {
    expect(periodIn('en', '2019 al 2023')).toBe('2019 – 2023');
    expect(periodIn('en', 'Actualidad')).toBe('Present');
    expect(periodIn('en', 'desde marzo')).toBe('desde marzo');
    expect(periodIn('es', '2019 al 2023')).toBe('2019 al 2023');
  });
});
