import { beforeEach, describe, expect, it } from 'vitest';
import { cvBody } from '../../../shared/contract/cv';
import { draftFormData, draftProblems, emptyDraft, loadDraft, looksLikeEmail, missingItemFields, saveDraft, sendableDraft, withoutCustomSection, type CvDraft } from './draft';

const store = new Map<string, string>();
beforeEach(() => {
  store.clear();
  (globalThis as { localStorage?: unknown }).localStorage = {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  };
});

describe('CV draft', () => {
  it('survives a round trip through localStorage', () => {
    const d = { ...emptyDraft(), titulo: 'Contadora', nombreCompleto: 'Lucía Mamani', habilidades: [1, 8], formaciones: [{ nombre: 'Lic.', nombreInstitucion: 'UMSA', periodo: '2010 al 2015', descripcion: '' }] };
    saveDraft('k', d);
    expect(loadDraft('k')).toEqual(d);
  });

  it('reads a broken or hostile stored value defensively', () => {
    store.set('a', '{not json');
    expect(loadDraft('a')).toBeNull();
    store.set('b', JSON.stringify({ titulo: 42, tamanoNombre: 500, plantilla: 'x', foto: 'javascript:alert(1)', habilidades: ['1', 2.5, 3], formaciones: 'nope' }));
    const d = loadDraft('b')!;
    expect(d.titulo).toBe('');
    expect(d.tamanoNombre).toBe(40);
    expect(d.plantilla).toBe(1);
    expect(d.foto).toBeUndefined();
    expect(d.habilidades).toEqual([3]);
    expect(d.formaciones).toEqual([]);
  });

  it('becomes the multipart fields the contract accepts', async () => {
    const d = {
      ...emptyDraft(),
      titulo: 'Contadora Pública',
      nombreCompleto: 'Lucía Mamani Quispe',
      correo: ' lucia@example.bo ',
      plantilla: 3,
      tamanoNombre: 52,
      experiencias: [{ nombre: 'Auditora', nombreInstitucion: 'EY', periodo: '2016 al 2020', descripcion: 'Auditoría' }],
      idiomas: [44],
      foto: 'data:image/jpeg;base64,/9j/4AAQ',
    };
    const form = draftFormData(d);
    const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'));
    const parsed = cvBody.parse(fields);
    expect(parsed.tnPlantilla).toBe(3);
    expect(parsed.tnTamanoNombre).toBe(52);
    expect(parsed.tcCorreo).toBe('lucia@example.bo');
    expect(parsed.taExperiencias[0]).toMatchObject({ nombre: 'Auditora', nombreInstitucion: 'EY', periodo: '2016 al 2020' });
    const foto = form.get('foto') as Blob;
    expect(foto.type).toBe('image/jpeg');
    expect(new Uint8Array(await foto.arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
  });

  it('checks the e-mail shape of the quick CV', () => {
    expect(looksLikeEmail('rosa@example.bo')).toBe(true);
    for (const v of ['', 'rosa', 'rosa@', 'rosa@example', 'ro sa@example.bo']) expect(looksLikeEmail(v)).toBe(false);
  });

  it('names the imported entries that still lack a required field, before the server would refuse them', () => {
    const cert = { nombre: 'Excel avanzado', nombreInstitucion: '', periodo: '', descripcion: '' };
    expect(missingItemFields(cert)).toEqual(['institución', 'periodo']);
    const d = {
      ...emptyDraft(),
      titulo: 'Contadora',
      nombreCompleto: 'Lucía Mamani',
      formaciones: [{ nombre: 'Lic. en Contaduría', nombreInstitucion: 'UMSA', periodo: '2010 al 2015', descripcion: '' }],
      certificaciones: [cert, { ...cert, nombreInstitucion: 'Infocal', periodo: '2019' }, { ...cert, nombre: '', nombreInstitucion: 'CAINCO' }],
    };
    expect(draftProblems(d)).toEqual(['Faltan campos por llenar en Certificaciones: 2 elementos incompletos.']);
    // Nothing is dropped on the way: the server's check stays the last guard.
    const fields = Object.fromEntries([...draftFormData(d).entries()].filter(([, v]) => typeof v === 'string'));
    expect(JSON.parse(fields.taCertificaciones as string)).toHaveLength(3);
    expect(cvBody.safeParse(fields).error?.issues[0].message).toBe('Faltan campos por llenar en Certificaciones.');
    expect(draftProblems({ ...d, certificaciones: [d.certificaciones[1]] })).toEqual([]);
  });
});

describe('sections in the draft (issue 42)', () => {
  const d = {
    ...emptyDraft(),
    titulo: 'Ingeniera',
    nombreCompleto: 'Rosa Condori',
    idiomaCv: 'en' as const,
    seccionesPersonalizadas: [
      { titulo: 'Voluntariado', items: [{ nombre: 'Brigadista', nombreInstitucion: 'Cruz Roja', periodo: '2015 al 2017', descripcion: '' }] },
      { titulo: 'Publicaciones', items: [] },
      { titulo: 'Premios', items: [] },
    ],
    ordenSecciones: ['personalizada-2', 'experiencia', 'personalizada-0', 'perfil', 'personalizada-1'] as CvDraft['ordenSecciones'],
    seccionesOcultas: ['personalizada-1', 'referencias'] as CvDraft['seccionesOcultas'],
  };

  it('keeps order, hidden and custom sections and the language across a reload', () => {
    saveDraft('t:secciones', d);
    expect(loadDraft('t:secciones')).toEqual(d);
    localStorage.setItem('t:secciones', JSON.stringify({ ...d, idiomaCv: 'fr', ordenSecciones: ['<script>', 'perfil', 'perfil'], seccionesPersonalizadas: 'x' }));
    expect(loadDraft('t:secciones')).toMatchObject({ idiomaCv: 'es', ordenSecciones: ['perfil'], seccionesPersonalizadas: [] });
  });

  it('sends them as the API takes them', () => {
    const fields = Object.fromEntries([...draftFormData(d).entries()].filter(([, v]) => typeof v === 'string'));
    const parsed = cvBody.parse(fields);
    expect(parsed.tcIdioma).toBe('en');
    expect(parsed.taOrdenSecciones).toEqual(d.ordenSecciones);
    expect(parsed.taSeccionesOcultas).toEqual(d.seccionesOcultas);
    expect(parsed.taSeccionesPersonalizadas).toEqual(d.seccionesPersonalizadas);
  });

  it('removing a custom section moves the keys after it down; untitled ones are not sent to the preview', () => {
    expect(withoutCustomSection(d, 1)).toEqual({
      seccionesPersonalizadas: [d.seccionesPersonalizadas[0], d.seccionesPersonalizadas[2]],
      ordenSecciones: ['personalizada-1', 'experiencia', 'personalizada-0', 'perfil'],
      seccionesOcultas: ['referencias'],
    });
    const untitled = { ...d, seccionesPersonalizadas: d.seccionesPersonalizadas.map((c, i) => (i === 0 ? { ...c, titulo: ' ' } : c)) };
    expect(sendableDraft(untitled)).toMatchObject({ seccionesPersonalizadas: [{ titulo: 'Publicaciones' }, { titulo: 'Premios' }], ordenSecciones: ['personalizada-1', 'experiencia', 'perfil', 'personalizada-0'] });
    expect(draftProblems(untitled)).toEqual(['Cada sección personalizada necesita un título.']);
  });
});
