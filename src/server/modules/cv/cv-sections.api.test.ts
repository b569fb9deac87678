/**
 * Section order, hidden and custom sections, English CVs (issue 42, decision cv-sections.md)
 * through the API: creation, edition, quick CV, preview, the owner's read-back, the PDF, and
 * «Duplicar como versión en inglés».
 */
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { curriculums } from '../../db/schema';
import { newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { expectFieldErrors } from '../../test/expect-refusal';
import { cvFormFields, postMultipart } from '../../test/forms';
import { setupTestApp } from '../../test/setup-test-app';
import { call } from '../../test/test-app';
import type { CvDocument } from '../../../shared/cv/document';
import { CV_PATHS } from '../../test/cv-paths';

const t = setupTestApp();
let cand: TestCandidate, other: TestCandidate, company: TestCompany;

beforeAll(async () => {
  [cand, other, company] = [await newCandidate(t.deps), await newCandidate(t.deps), await newCompany(t.deps)];
});

const { CREATE, UPDATE, QUICK, DUPLICATE, FOR_EDIT, PREVIEW } = CV_PATHS;

const VOLUNTEERING = [
  {
    tcTitulo: 'Voluntariado',
    taItems: [{ Nombre: 'Brigadista', NombreInstitucion: 'Cruz Roja Boliviana', Periodo: '20152017', Descripcion: 'Primeros auxilios en ferias y entradas folklóricas.' }],
  },
  { tcTitulo: 'Publicaciones', taItems: [{ Nombre: 'Guía tributaria para pymes', NombreInstitucion: 'Colegio de Contadores', Periodo: '2022' }] },
];

const sectionFields = (over: Record<string, string> = {}) =>
  cvFormFields({
    taSeccionesPersonalizadas: JSON.stringify(VOLUNTEERING),
    taOrdenSecciones: JSON.stringify(['personalizada-1', 'experiencia', 'formacion', 'idiomas', 'personalizada-0']),
    taSeccionesOcultas: JSON.stringify(['certificaciones']),
    ...over,
  });

const row = async (id: number) => (await t.deps.db.select().from(curriculums).where(eq(curriculums.id, id)))[0];
const doc = async (id: number) => (await row(id)).documento as CvDocument;
const pay = (id: number) => t.deps.db.update(curriculums).set({ pagado: true }).where(eq(curriculums.id, id));

async function textOf(payload: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text.replace(/\s+/g, ' ').toLocaleLowerCase('es');
}
async function pdfText(id: number, token: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${id}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return textOf(res.rawPayload);
}
/** The words appear in this order (each found). */
function expectOrder(text: string, words: string[]) {
  const at = words.map((w) => text.indexOf(w.toLocaleLowerCase('es')));
  expect(at.every((p) => p >= 0), `${words.join(', ')} in ${text.slice(0, 300)}`).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
}

async function create(fields: Record<string, string>, token = cand.token) {
  const res = await postMultipart(t.app, CREATE, fields, [], token);
  expect(res.body.error, JSON.stringify(res.body)).toBe(0);
  return res.body.values.Curriculum as number;
}

describe('section order, hidden and custom sections', () => {
  it('creation keeps them in the document, the owner reads them back and the PDF prints them in that order', async () => {
    const id = await create(sectionFields({ tnPlantilla: '1' }));
    const stored = await doc(id);
    expect(stored.ordenSecciones).toEqual(['personalizada-1', 'experiencia', 'formacion', 'idiomas', 'personalizada-0']);
    expect(stored.seccionesOcultas).toEqual(['certificaciones']);
    expect(stored.seccionesPersonalizadas).toEqual([
      { titulo: 'Voluntariado', items: [{ nombre: 'Brigadista', nombreInstitucion: 'Cruz Roja Boliviana', periodo: '2015 al 2017', descripcion: 'Primeros auxilios en ferias y entradas folklóricas.' }] },
      { titulo: 'Publicaciones', items: [{ nombre: 'Guía tributaria para pymes', nombreInstitucion: 'Colegio de Contadores', periodo: '2022', descripcion: '' }] },
    ]);
    expect(stored.idiomaCv).toBe('es');

    const back = await call(t.app, FOR_EDIT, { tnCurriculum: id }, cand.token);
    expect(back.body.values.Documento).toMatchObject({
      ordenSecciones: stored.ordenSecciones,
      seccionesOcultas: ['certificaciones'],
      seccionesPersonalizadas: stored.seccionesPersonalizadas,
      idiomaCv: 'es',
    });

    await pay(id);
    const text = await pdfText(id, cand.token);
    expectOrder(text, ['Publicaciones', 'Guía tributaria', 'Experiencia', 'Auditora Junior', 'Formación', 'Idiomas', 'Voluntariado', 'Cruz Roja Boliviana', 'Perfil profesional', 'Habilidades']);
    expect(text).not.toContain('certificaciones');
    expect(text).not.toContain('tributación en bolivia'); // the hidden section's entry
  });

  it('edition with a JSON body changes the order, shows a hidden section again and renames a custom one', async () => {
    const id = await create(sectionFields({ tnPlantilla: '2' }));
    const res = await call(
      t.app,
      UPDATE,
      {
        ...cvFormFields(),
        tnCurriculum: id,
        tnPlantilla: 2,
        taSeccionesPersonalizadas: [{ tcTitulo: 'Proyectos', taItems: [{ Nombre: 'Sistema de inventarios', NombreInstitucion: 'Ferretería El Alto', Periodo: '2023' }] }],
        taOrdenSecciones: ['personalizada-0', 'certificaciones', 'perfil'],
        taSeccionesOcultas: [],
      },
      cand.token,
    );
    expect(res.body).toMatchObject({ error: 0 });
    const stored = await doc(id);
    expect(stored.seccionesPersonalizadas.map((s) => s.titulo)).toEqual(['Proyectos']);
    expect(stored.seccionesOcultas).toEqual([]);
    await pay(id);
    const text = await pdfText(id, cand.token);
    // Moderno: skills and languages in the side column, the rest in the main one, in order.
    expectOrder(text, ['Proyectos', 'Sistema de inventarios', 'Certificaciones', 'Tributación en Bolivia', 'Perfil profesional', 'Experiencia', 'Formación']);
    expect(text).not.toContain('voluntariado');
  });

  it('a CV without these fields keeps the default order (older clients)', async () => {
    const id = await create(cvFormFields({ tnPlantilla: '3' }));
    expect(await doc(id)).toMatchObject({ ordenSecciones: [], seccionesOcultas: [], seccionesPersonalizadas: [], idiomaCv: 'es' });
    await pay(id);
    expectOrder(await pdfText(id, cand.token), ['Perfil profesional', 'Experiencia', 'Formación', 'Certificaciones', 'Habilidades', 'Idiomas']);
  });

  it('the quick CV accepts them too', async () => {
    const email = `rapido.${Date.now()}@example.bo`;
    const res = await postMultipart(t.app, QUICK, sectionFields({ tcCorreo: email, tcIdioma: 'en' }));
    expect(res.body.error).toBe(0);
    const mine = (await t.deps.db.select().from(curriculums)).find((c) => (c.documento as CvDocument).correo === email);
    expect(mine?.documento).toMatchObject({ idiomaCv: 'en', seccionesOcultas: ['certificaciones'], ordenSecciones: ['personalizada-1', 'experiencia', 'formacion', 'idiomas', 'personalizada-0'] });
  });

  it('refuses bad keys, too many sections, oversize or empty titles and wrong types with Spanish messages (400), writing nothing', async () => {
    const id = await create(cvFormFields());
    const tooMany = Array.from({ length: 9 }, (_, i) => ({ tcTitulo: `Sección ${i + 1}`, taItems: [] }));
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ taOrdenSecciones: JSON.stringify(['experiencia', '<script>alert(1)</script>']) }, { taOrdenSecciones: 'Hay secciones que no existen en el orden o en las secciones ocultas.' }],
      [{ taOrdenSecciones: JSON.stringify(['personalizada-99']) }, { taOrdenSecciones: 'Hay secciones que no existen en el orden o en las secciones ocultas.' }],
      [{ taSeccionesOcultas: JSON.stringify(["perfil' OR 1=1 --"]) }, { taSeccionesOcultas: 'Hay secciones que no existen en el orden o en las secciones ocultas.' }],
      [{ taSeccionesOcultas: JSON.stringify(['../../etc/passwd']) }, { taSeccionesOcultas: 'Hay secciones que no existen en el orden o en las secciones ocultas.' }],
      [{ taOrdenSecciones: JSON.stringify([{ key: 'perfil' }]) }, { 'taOrdenSecciones.0': 'Hay secciones que no existen en el orden o en las secciones ocultas.' }],
      [{ taOrdenSecciones: 'no es JSON' }, { taOrdenSecciones: 'Orden de secciones: formato inválido.' }],
      [{ taOrdenSecciones: JSON.stringify(Array.from({ length: 19 }, () => 'perfil')) }, { taOrdenSecciones: 'Orden de secciones: máximo 18 elementos.' }],
      [{ taSeccionesPersonalizadas: JSON.stringify(tooMany) }, { taSeccionesPersonalizadas: 'Secciones personalizadas: máximo 8 elementos.' }],
      [{ taSeccionesPersonalizadas: JSON.stringify([{ tcTitulo: 'x'.repeat(61), taItems: [] }]) }, { 'taSeccionesPersonalizadas.0.tcTitulo': 'Máximo 60 caracteres.' }],
      [{ taSeccionesPersonalizadas: JSON.stringify([{ tcTitulo: '   ', taItems: [] }]) }, { 'taSeccionesPersonalizadas.0.tcTitulo': 'Cada sección personalizada necesita un título.' }],
      [{ taSeccionesPersonalizadas: JSON.stringify([{ tcTitulo: 'Proyectos', taItems: [{ Nombre: 'y'.repeat(121) }] }]) }, { 'taSeccionesPersonalizadas.0.taItems.0.Nombre': 'Máximo 120 caracteres.' }],
      [{ taSeccionesPersonalizadas: JSON.stringify([{ tcTitulo: 'Proyectos', taItems: 'nada' }]) }, { 'taSeccionesPersonalizadas.0.taItems': 'Secciones personalizadas: formato inválido.' }],
      [{ taSeccionesPersonalizadas: JSON.stringify({ tcTitulo: 'Proyectos' }) }, { taSeccionesPersonalizadas: 'Secciones personalizadas: formato inválido.' }],
      [{ tcIdioma: 'fr' }, { tcIdioma: 'Elige el idioma del currículum: es (español) o en (inglés).' }],
      [{ tcIdioma: '<script>' }, { tcIdioma: 'Elige el idioma del currículum: es (español) o en (inglés).' }],
    ];
    for (const [over, errores] of cases) {
      expectFieldErrors(await postMultipart(t.app, UPDATE, cvFormFields({ tnCurriculum: String(id), tcTituloCurriculum: 'Cambiado', ...over }), [], cand.token), errores);
    }
    expectFieldErrors(await call(t.app, UPDATE, { ...cvFormFields(), tnCurriculum: id, taOrdenSecciones: 42 }, cand.token), { taOrdenSecciones: 'Orden de secciones: formato inválido.' });
    expectFieldErrors(await call(t.app, UPDATE, { ...cvFormFields(), tnCurriculum: id, tcIdioma: ['en'] }, cand.token), { tcIdioma: 'Elige el idioma del currículum: es (español) o en (inglés).' });
    expect((await row(id)).titulo).toBe('Contadora Pública');
  });

  it('stores hostile custom titles as text and prints them as text', async () => {
    const hostile = `<b>O'Brien</b> "; DROP TABLE x; --`;
    const id = await create(cvFormFields({ taSeccionesPersonalizadas: JSON.stringify([{ tcTitulo: hostile, taItems: [{ Nombre: '{{correo}} $&' }] }]) }));
    expect((await doc(id)).seccionesPersonalizadas[0]).toMatchObject({ titulo: hostile, items: [{ nombre: '{{correo}} $&' }] });
    await pay(id);
    expect(await pdfText(id, cand.token)).toContain(`<b>o'brien</b>`);
  });
});

describe('English CVs', () => {
  it('prints headings, periods, contact labels and catalogue names in English', async () => {
    const id = await create(sectionFields({ tcIdioma: 'en', taSeccionesOcultas: '[]', tnPlantilla: '3' }));
    expect((await doc(id)).idiomaCv).toBe('en');
    await pay(id);
    const text = await pdfText(id, cand.token);
    for (const w of ['Professional summary', 'Experience', 'Education', 'Certifications', 'Skills', 'Languages', 'Email', 'Phone', '2016 – 2020', '2015 – 2017', 'English (basic)', 'Effective communication'])
      expect(text, w).toContain(w.toLocaleLowerCase('es'));
    for (const w of ['Perfil profesional', 'Habilidades', 'Idiomas', '2016 al 2020', 'Comunicación efectiva']) expect(text, w).not.toContain(w.toLocaleLowerCase('es'));
  });

  it('the preview follows the language, order and hidden sections of the draft; bad keys are refused with 400', async () => {
    const draft = {
      titulo: 'CV', plantilla: 4, nombreCompleto: 'Lucía Mamani Quispe', perfilProfesional: 'Contadora en La Paz.',
      experiencias: [{ nombre: 'Auditora Junior', nombreInstitucion: 'Ernst & Young Bolivia', periodo: '2016 al 2020' }],
      habilidades: [1], idiomas: [41],
      seccionesPersonalizadas: [{ titulo: 'Volunteering', items: [{ nombre: 'Cruz Roja Boliviana' }] }],
      ordenSecciones: ['idiomas', 'personalizada-0', 'experiencia'], seccionesOcultas: ['perfil'], idiomaCv: 'en',
    };
    const res = await call(t.app, PREVIEW, draft, undefined, { remoteAddress: '10.42.0.1' });
    expect(res.status).toBe(200);
    const text = await textOf(res.raw.rawPayload);
    expectOrder(text, ['Languages', 'English (basic)', 'Volunteering', 'Cruz Roja Boliviana', 'Experience', '2016 – 2020', 'Skills']);
    expect(text).not.toContain('contadora en la paz');
    for (const bad of [{ ordenSecciones: ['<script>'] }, { idiomaCv: 'fr' }, { seccionesPersonalizadas: [{ titulo: '', items: [] }] }]) {
      const refused = await call(t.app, PREVIEW, { ...draft, ...bad }, undefined, { remoteAddress: '10.42.0.2' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
    }
  });
});

describe('duplicarcurriculum with tlIngles («Duplicar como versión en inglés»)', () => {
  it('makes an unpaid English copy titled "(English)" with the same sections and photo', async () => {
    const id = await create(sectionFields({ tcTituloCurriculum: 'Contadora' }));
    await pay(id);
    const res = await call(t.app, DUPLICATE, { tnCurriculum: id, tlIngles: true }, cand.token);
    expect(res.body).toMatchObject({ error: 0, message: 'Versión en inglés creada: traduce sus textos en el asistente. La copia está pendiente de pago.' });
    const copyId = res.body.values.Curriculum as number;
    const [original, copy] = [await row(id), await row(copyId)];
    expect(copy).toMatchObject({ titulo: 'Contadora (English)', pagado: false, candidateId: cand.candidateId, fotoKey: original.fotoKey });
    expect(copy.documento).toEqual({ ...(original.documento as CvDocument), titulo: 'Contadora (English)', idiomaCv: 'en' });
    expect((original.documento as CvDocument).idiomaCv).toBe('es');
    // Unpaid: its PDF is refused like any unpaid CV.
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${copyId}`, headers: { authorization: `Bearer ${cand.token}` } });
    expect(pdf.statusCode).toBe(403);
    // Without the flag (or false) it is the plain copy.
    const plain = await call(t.app, DUPLICATE, { tnCurriculum: id, tlIngles: 'false' }, cand.token);
    expect((await row(plain.body.values.Curriculum)).titulo).toBe('Contadora (copia)');
    expect(((await row(plain.body.values.Curriculum)).documento as CvDocument).idiomaCv).toBe('es');
  });

  it('keeps the title within its limit', async () => {
    const id = await create(cvFormFields({ tcTituloCurriculum: 'T'.repeat(120) }));
    const copyId = (await call(t.app, DUPLICATE, { tnCurriculum: id, tlIngles: 1 }, cand.token)).body.values.Curriculum;
    const copy = await row(copyId);
    expect(copy.titulo).toHaveLength(120);
    expect(copy.titulo.endsWith(' (English)')).toBe(true);
  });

  it("answers another candidate's CV like an unknown one (404), a company 403, no token 401, a bad flag 400", async () => {
    const id = await create(cvFormFields());
    const unknown = await call(t.app, DUPLICATE, { tnCurriculum: 999_999, tlIngles: true }, other.token);
    expect(unknown.status).toBe(404);
    const notYours = await call(t.app, DUPLICATE, { tnCurriculum: id, tlIngles: true }, other.token);
    expect(notYours.status).toBe(404);
    expect(notYours.body).toEqual(unknown.body);
    expect((await call(t.app, DUPLICATE, { tnCurriculum: id, tlIngles: true }, company.token)).status).toBe(403);
    expect((await call(t.app, DUPLICATE, { tnCurriculum: id, tlIngles: true })).status).toBe(401);
    for (const bad of ['quizás', '<script>', 2, { si: true }]) {
      expectFieldErrors(await call(t.app, DUPLICATE, { tnCurriculum: id, tlIngles: bad }, cand.token), { tlIngles: 'tlIngles debe ser verdadero o falso.' });
    }
    expect((await call(t.app, '/api/servicio/listarcurriculumbycandidato', [], other.token)).body.Datos).toHaveLength(0);
  });
});
