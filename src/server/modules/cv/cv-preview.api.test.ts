/**
 * POST /api/servicio/vistapreviacurriculum: the wizard's preview PDF rendered on the server for
 * anyone (visitors build a quick CV too), always watermarked, never stored, bounded in size, rate
 * and concurrency. The clean PDF still needs the payment (generate-pdf2).
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { curriculums } from '../../db/schema';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newAdmin, newCandidate, newCompany, type TestAdmin, type TestCandidate, type TestCompany } from '../../test/accounts';
import { cvFormFields, postMultipart, testJpeg } from '../../test/forms';
import { CV_MESSAGES, CV_PREVIEW_BUSY } from '../../../shared/contract/cv';
import { previewGate } from './service';
import { CV_PATHS } from '../../test/cv-paths';

const t = setupTestApp();
let cand: TestCandidate, company: TestCompany, admin: TestAdmin;

beforeAll(async () => {
  [cand, company, admin] = [await newCandidate(t.deps), await newCompany(t.deps), await newAdmin(t.deps)];
});

const { PREVIEW } = CV_PATHS;
let ipCount = 0;
/** Each test from its own address, so the per-address limit of one test never reaches another. */
const freshIp = () => `10.9.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

const draft = (over: Record<string, unknown> = {}) => ({
  titulo: 'Contadora Pública',
  plantilla: 2,
  nombreCompleto: 'Lucía Mamani Quispe',
  perfilProfesional: 'Contadora con experiencia en auditoría y tributación en La Paz.',
  correo: 'lucia.mamani@example.bo',
  telefono: '+591 71234567',
  experiencias: [{ nombre: 'Auditora Junior', nombreInstitucion: 'Ernst & Young Bolivia', periodo: '2016 al 2020', descripcion: 'Auditoría de estados financieros.' }],
  habilidades: [1, 2],
  idiomas: [41],
  ...over,
});

const preview = (body: unknown, opts: { token?: string; ip?: string } = {}) =>
  call(t.app, PREVIEW, body, opts.token, { remoteAddress: opts.ip ?? freshIp() });

async function pdfText(raw: { rawPayload: Buffer }) {
  const doc = await getDocumentProxy(new Uint8Array(raw.rawPayload));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

const countCvs = async () => (await t.deps.db.select().from(curriculums)).length;

const expectEnvelope = (res: { status: number; body: any }, status: number) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ error: 1, codigoerror: 1, status: false });
  expect(res.body.message).toMatch(/\S/);
};

describe('vistapreviacurriculum', () => {
  it('answers the watermarked PDF of the draft, not cached, and stores nothing', async () => {
    const before = await countCvs();
    const res = await preview(draft());
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.raw);
    expect(text).toContain('Lucía Mamani Quispe');
    expect(text).toContain('VISTA PREVIA');
    expect(await countCvs()).toBe(before);
  });

  it('renders an empty draft and every template', async () => {
    expect((await preview({})).status).toBe(200);
    for (const plantilla of [1, 2, 3, 4]) {
      const res = await preview(draft({ plantilla }));
      expect(res.status, `plantilla ${plantilla}`).toBe(200);
      expect(await pdfText(res.raw)).toContain('VISTA PREVIA');
    }
  });

  it('is open to visitors and every role alike', async () => {
    for (const token of [cand.token, company.token, admin.token]) {
      const res = await preview(draft(), { token });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
  });

  it('draws the small preview photo; a forged photo is a 400 on foto; a URL is not fetched', async () => {
    const jpeg = await testJpeg(240, 240);
    const withPhoto = await preview(draft({ foto: `data:image/jpeg;base64,${jpeg.toString('base64')}` }));
    expect(withPhoto.status).toBe(200);
    expect(withPhoto.raw.rawPayload.length).toBeGreaterThan((await preview(draft())).raw.rawPayload.length);

    const forged = await preview(draft({ foto: `data:image/png;base64,${Buffer.from('no soy una imagen').toString('base64')}` }));
    expectEnvelope(forged, 400);
    expect(forged.body.errores.foto).toBe(CV_MESSAGES.photoType);

    const url = await preview(draft({ foto: 'http://169.254.169.254/latest/meta-data' }));
    expect(url.status).toBe(200);
  });

  it('refuses an invalid document with the 400 envelope and Spanish field messages', async () => {
    const cases: Record<string, unknown>[] = [
      { nombreCompleto: 'x'.repeat(121) },
      { plantilla: 'moderna' },
      { tamanoNombre: 500 },
      { color: 'chartreuse' },
      { habilidades: [9999] },
      { experiencias: 'ninguna' },
      { experiencias: Array.from({ length: 31 }, () => ({ nombre: 'x' })) },
      { foto: 'javascript:alert(1)' },
      { correo: 42 },
    ];
    for (const over of cases) {
      const res = await preview(draft(over));
      expectEnvelope(res, 400);
      const field = Object.keys(over)[0];
      expect(res.body.errores?.[field], JSON.stringify(over)).toBeTruthy();
      // Spanish messages (zod's Spanish locale, or the schema's own).
      expect(res.body.errores[field]).not.toMatch(/\b(Too|Invalid input|expected)\b/);
    }
  });

  it('refuses wrong types of body', async () => {
    for (const body of [[], 'texto', 42, null]) {
      const res = await call(t.app, PREVIEW, JSON.stringify(body), undefined, { remoteAddress: freshIp(), headers: { 'content-type': 'application/json' } });
      expectEnvelope(res, 400);
    }
    const notJson = await call(t.app, PREVIEW, '{"nombreCompleto":', undefined, { remoteAddress: freshIp(), headers: { 'content-type': 'application/json' } });
    expectEnvelope(notJson, 400);
  });

  it('refuses a body over 400 KB with 413 and the envelope', async () => {
    const big = Buffer.alloc(420 * 1024, 1).toString('base64');
    const res = await preview(draft({ foto: `data:image/jpeg;base64,${big}` }));
    expectEnvelope(res, 413);
  });

  it('renders hostile strings as text, never a 500', async () => {
    const hostile = [
      '<script>alert("x")</script>',
      "'; DROP TABLE curriculums; --",
      '\u202Eevil\u202C \u0000 \uFFFF \uD800',
      '😀👩🏽‍💻✅★ Ñandú ő',
      '{{nombreCompleto}} ${process.env} %s%n',
      'a'.repeat(120),
    ];
    for (const s of hostile) {
      const res = await preview(draft({ nombreCompleto: s.slice(0, 120), perfilProfesional: s, direccion: s.slice(0, 200), referencias: [{ nombre: s.slice(0, 120), correo: s.slice(0, 254) }] }));
      expect(res.status, s).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
    }
    expect(await pdfText((await preview(draft({ nombreCompleto: '<b>Ana</b> Ñandú' }))).raw)).toContain('<b>Ana</b> Ñandú');
  });

  it('answers 429 with Retry-After after 90 previews in 10 minutes from one address', async () => {
    const ip = freshIp();
    // A forged photo is refused after the limiter counted the request, without a render.
    const cheap = draft({ foto: `data:image/png;base64,${Buffer.from('x').toString('base64')}` });
    for (let i = 0; i < 90; i++) expect((await preview(cheap, { ip })).status).toBe(400);
    const refused = await preview(draft(), { ip });
    expectEnvelope(refused, 429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await preview(draft())).status).toBe(200);
  });

  it('answers 429 after 90 previews in 10 minutes from one account, whatever the address', async () => {
    const other = await newCandidate(t.deps);
    const cheap = draft({ foto: `data:image/png;base64,${Buffer.from('x').toString('base64')}` });
    for (let i = 0; i < 90; i++) expect((await preview(cheap, { token: other.token })).status).toBe(400);
    expectEnvelope(await preview(draft(), { token: other.token }), 429);
  });

  it('renders at most two at once; past a short queue it answers 503 "try again", never a 500', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Two renders running and a full queue behind them.
    const hogs = Array.from({ length: previewGate.maxConcurrent + previewGate.maxWaiting }, () => previewGate.run(() => held));
    expect(previewGate.active).toBe(2);
    const busy = await preview(draft());
    expectEnvelope(busy, 503);
    expect(busy.body.message).toBe(CV_PREVIEW_BUSY);
    expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    release();
    await Promise.all(hogs);
    // A burst that fits the queue waits its turn and is drawn.
    const burst = await Promise.all(Array.from({ length: 6 }, () => preview(draft())));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(previewGate.active).toBe(0);
  });

  it('does not open the clean PDF: an unpaid CV is still refused by generate-pdf2', async () => {
    const created = await postMultipart(t.app, '/api/servicio/crearcurriculumcandidato', cvFormFields(), [], cand.token);
    expect(created.body.error).toBe(0);
    const res = await call(t.app, `/api/generate-pdf2/${created.body.values.Curriculum}`, undefined, cand.token, { method: 'GET' });
    expectEnvelope(res, 403);
    expect(res.body.message).toBe(CV_MESSAGES.notPaid);
  });
});
