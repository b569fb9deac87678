/**
 * GET /api/servicio/curriculumdocx/{Curriculum} (issue 42): the CV as a Word file for the owner
 * of a paid CV, with the PDF's content and order, real Word headings, the photo and the CV's
 * language. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { beforeAll, describe, expect, it } from 'vitest';
import { longSectionsCv } from '../../../cv/samples';
import { pdfSafeStrings } from '../../../cv/pdf-text';
import { toView } from '../../../cv/view';
import { CV_MESSAGES, DOCX_CONTENT_TYPE } from '../../../shared/contract/cv';
import type { CvDocument } from '../../../shared/cv/document';
import { curriculums, applications } from '../../db/schema';
import { newAdmin, newCandidate, newCompany, type TestAdmin, type TestCandidate, type TestCompany } from '../../test/accounts';
import { cvFormFields, postMultipart, testJpeg } from '../../test/forms';
import { makeJob } from '../../test/jobs';
import { setupTestApp } from '../../test/setup-test-app';

const t = setupTestApp();
let cand: TestCandidate, other: TestCandidate, company: TestCompany, admin: TestAdmin;
let id: number;

const get = (cvId: number | string, token?: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/servicio/curriculumdocx/${cvId}${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

const unescape = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

/** The document's paragraphs: their style (Title, Heading1, Heading2 or '') and text. */
function paragraphs(docx: Buffer) {
  const files = unzipSync(new Uint8Array(docx));
  const xml = strFromU8(files['word/document.xml']);
  const styles = strFromU8(files['word/styles.xml']);
  const list = [...xml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map(([p]) => ({
    style: /<w:pStyle w:val="([^"]+)"/.exec(p)?.[1] ?? '',
    text: unescape([...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('')),
  }));
  return { files, xml, styles, list };
}

async function setDocument(doc: CvDocument, pagado = true) {
  await t.deps.db.update(curriculums).set({ documento: doc, pagado, titulo: 'CV Ingeniera de Sistemas' }).where(eq(curriculums.id, id));
}

beforeAll(async () => {
  [cand, other, company, admin] = [await newCandidate(t.deps), await newCandidate(t.deps), await newCompany(t.deps), await newAdmin(t.deps)];
  const res = await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [{ name: 'foto', filename: 'yo.jpg', contentType: 'image/jpeg', data: await testJpeg(600, 800) }], cand.token);
  id = res.body.values.Curriculum;
}, 120_000);

describe('GET /api/servicio/curriculumdocx/{Curriculum}', () => {
  it('refuses the owner of an unpaid CV exactly like the PDF', async () => {
    const res = await get(id, cand.token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 1, status: false, message: CV_MESSAGES.notPaid });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/generate-pdf2/${id}`, headers: { authorization: `Bearer ${cand.token}` } });
    expect(pdf.statusCode).toBe(403);
    expect(res.json()).toEqual(pdf.json());
  });

  it('gives the owner of a paid CV a Word file: name as Title, sections as Heading 1 in the CV order, entries as Heading 2, the photo', async () => {
    const doc = { ...longSectionsCv(6), foto: undefined };
    await setDocument(doc);
    const res = await get(id, cand.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX_CONTENT_TYPE);
    expect(res.headers['content-disposition']).toBe('attachment; filename="cv-ingeniera-de-sistemas.docx"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');

    const view = pdfSafeStrings(toView(doc));
    const { files, list, xml, styles } = paragraphs(res.rawPayload);
    expect(list[0]).toEqual({ style: 'Title', text: 'María Fernanda Quispe Mamani' });
    expect(list.filter((p) => p.style === 'Heading1').map((p) => p.text)).toEqual(view.sections.map((s) => s.title));
    expect(list.filter((p) => p.style === 'Heading2').map((p) => p.text)).toEqual(view.sections.flatMap((s) => (s.kind === 'entries' ? s.items.map((i) => i.title || i.institution) : [])));
    // Every entry whole, under its section: heading, then institution and period, then the description's lines.
    const texts = list.map((p) => p.text);
    const publications = view.sections.find((s) => s.key === 'personalizada-0')!;
    expect(publications.title).toBe('Publicaciones');
    const at = texts.indexOf('Publicaciones');
    expect(texts.slice(at + 1, at + 4)).toEqual([publications.kind === 'entries' ? publications.items[0].title : '', 'Revista Boliviana de Ingeniería, vol. 12 · 2023', expect.stringContaining('Responsable del análisis')]);
    expect(texts).toContain('Docente de Programación Web');
    expect(texts).not.toContain('Certificaciones'); // hidden
    expect(styles).toMatch(/<w:lang w:val="es-BO"/);
    expect(Object.keys(files).some((f) => /^word\/media\/.+\.(jpg|jpeg|png)$/.test(f))).toBe(true);
    expect(xml).toContain('<pic:pic');

    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    const plain = value.replace(/\s+/g, ' ');
    let from = 0;
    for (const s of view.sections) {
      const i = plain.indexOf(s.title, from);
      expect(i, s.title).toBeGreaterThan(from - 1);
      from = i;
    }
  });

  it('speaks English for an English CV and keeps the PDF texts (no emoji, no control characters)', async () => {
    await setDocument({ ...longSectionsCv(1), idiomaCv: 'en', nombreCompleto: 'María 😀 Quispe\u0007', seccionesOcultas: [] });
    const res = await get(id, cand.token);
    expect(res.statusCode).toBe(200);
    const { list, xml, styles } = paragraphs(res.rawPayload);
    expect(list[0]).toEqual({ style: 'Title', text: 'María Quispe' });
    const h1 = list.filter((p) => p.style === 'Heading1').map((p) => p.text);
    expect(h1).toEqual(['Experience', 'Professional summary', 'Publicaciones', 'Education', 'Languages', 'References', 'Voluntariado', 'Skills', 'Certifications']);
    expect(list.map((p) => p.text)).toContain('Spanish (native)');
    expect(list.some((p) => p.text.includes('2022 – 2024'))).toBe(true);
    expect(list.some((p) => /Email: /.test(p.text) && /Phone: /.test(p.text))).toBe(true);
    expect(styles).toMatch(/<w:lang w:val="en-US"/);
    expect(xml).not.toMatch(/Actualidad|Formación|Teléfono:/);
  });

  it('leaves out a photo that cannot be read, never failing', async () => {
    const [row] = await t.deps.db.select().from(curriculums).where(eq(curriculums.id, id));
    await t.deps.storage.put(row.fotoKey!, Buffer.from('not an image at all'), 'image/jpeg');
    const res = await get(id, cand.token);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(paragraphs(res.rawPayload).files).some((f) => f.startsWith('word/media/'))).toBe(false);
  });

  it('answers another candidate, a company (even one the CV was sent to) and an unknown id with the same 404; a visitor 401', async () => {
    const unknown = await get(999_999, other.token);
    expect(unknown.statusCode).toBe(404);
    const job = await makeJob(t.deps, company.companyId);
    await t.deps.db.insert(applications).values({ jobId: job.id, candidateId: cand.candidateId, curriculumId: id });
    for (const res of [await get(id, other.token), await get(id, company.token)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(unknown.json());
    }
    expect((await get(id)).statusCode).toBe(401);
    expect((await get(id, undefined, `?token=${cand.token}`)).statusCode).toBe(401);
    expect((await get(id, admin.token)).statusCode).toBe(200);
  });

  it('answers a malformed or hostile id with 400/404 and the envelope', async () => {
    for (const bad of ['abc', '-1', '1.5', '99999999999', '..%2F..%2Fetc%2Fpasswd', '1%20or%201=1', 'x'.repeat(5000)]) {
      const res = await get(bad, cand.token);
      expect([400, 404], bad).toContain(res.statusCode);
      expect(res.json().error).toBe(1);
    }
  });
});
