import { describe, expect, it } from 'vitest';
import { CV_LIMITS, cvDocumentSchema, defaultCvItem, emptyCv, isSafePhotoUrl } from '../shared/cv/document';
import { catalogNames, initialsOf, toView } from './view';
import { SKILLS } from '../shared/catalog';

describe('cvDocumentSchema', () => {
  it('gives an empty CV with the defaults', () => {
    const cv = emptyCv();
    expect(cv).toMatchObject({ titulo: '', plantilla: 1, nombreCompleto: '', tamanoNombre: 40, formaciones: [], habilidades: [], idiomas: [] });
    expect(cv.foto).toBeUndefined();
    expect(defaultCvItem).toEqual({ nombre: '', nombreInstitucion: '', periodo: '', descripcion: '' });
  });

  it('fills item defaults and trims texts', () => {
    const cv = cvDocumentSchema.parse({ nombreCompleto: '  Juan Pérez ', experiencias: [{ nombre: 'Cajero' }] });
    expect(cv.nombreCompleto).toBe('Juan Pérez');
    expect(cv.experiencias[0]).toEqual({ nombre: 'Cajero', nombreInstitucion: '', periodo: '', descripcion: '' });
  });

  it('rejects out-of-range values', () => {
    const bad = [
      { tamanoNombre: 9 },
      { tamanoNombre: 101 },
      { tamanoNombre: 40.5 },
      { habilidades: [0] },
      { habilidades: [41] },
      { idiomas: [40] },
      { idiomas: [70] },
      { nombreCompleto: 'x'.repeat(CV_LIMITS.name + 1) },
      { formaciones: Array.from({ length: CV_LIMITS.items + 1 }, () => ({})) },
      { experiencias: [{ descripcion: 'x'.repeat(CV_LIMITS.text + 1) }] },
      { foto: 'javascript:alert(1)' },
      { foto: 'data:image/svg+xml;base64,PHN2Zz4=' },
    ];
    for (const input of bad) expect(cvDocumentSchema.safeParse(input).success, JSON.stringify(input).slice(0, 60)).toBe(false);
  });

  it('accepts photo URLs, site paths and PNG/JPEG data URLs only', () => {
    expect(isSafePhotoUrl('https://cdn.chamba.bo/fotos/1.jpg')).toBe(true);
    expect(isSafePhotoUrl('/uploads/fotos/1.jpg')).toBe(true);
    expect(isSafePhotoUrl('data:image/jpeg;base64,/9j/4AAQ')).toBe(true);
    expect(isSafePhotoUrl('//evil.example/x.png')).toBe(false);
    expect(isSafePhotoUrl('https://x.bo/a.jpg" onerror="alert(1)')).toBe(false);
    expect(isSafePhotoUrl('data:text/html;base64,PHNjcmlwdD4=')).toBe(false);
  });
});

describe('toView', () => {
  it('resolves catalogue ids to names in order, skipping unknown ids and repeats', () => {
    expect(catalogNames(SKILLS, [5, 1, 5, 99])).toEqual(['Microsoft Excel', 'Comunicación efectiva']);
    const view = toView({ ...emptyCv(), habilidades: [18], idiomas: [44, 62] });
    expect(view.skills).toEqual(['JavaScript']);
    expect(view.languages).toEqual(['Español nativo', 'Quechua básico']);
  });

  it('drops empty items, formats digit periods and collapses spaces', () => {
    const view = toView({
      ...emptyCv(),
      formaciones: [{ nombre: '', nombreInstitucion: '', periodo: '', descripcion: '' }, { nombre: 'Bachiller', nombreInstitucion: 'U.E.  Ayacucho', periodo: '20062011', descripcion: 'a  b\r\n\n\n\nc' }],
    });
    expect(view.education).toEqual([{ title: 'Bachiller', institution: 'U.E. Ayacucho', period: '2006 al 2011', description: 'a b\n\nc' }]);
  });

  it('converts the name size to points and makes initials', () => {
    expect(toView({ ...emptyCv(), tamanoNombre: 40 }).nameSizePt).toBe(30);
    expect(toView({ ...emptyCv(), tamanoNombre: 500 }).nameSizePx).toBe(100);
    expect(initialsOf('María Fernanda Quispe Mamani')).toBe('MQ');
    expect(initialsOf('Ángel Ríos')).toBe('ÁR');
    expect(initialsOf('')).toBe('');
  });
});
