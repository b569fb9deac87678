/**
 * Confidential postings (issue 39, decision featured-and-confidential.md) as a caller sees them:
 * the company's name, code, logo and page appear in no public reply (searched for in the raw
 * bodies: search, detail, home row, suggestions, company pages, the job's HTML with its JSON-LD,
 * the sitemap, the RSS feed, a search by tcEmpresa); its owner sees them; applicants see
 * «Empresa confidencial» until revelarempresa tells that one applicant the name.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { PageRenderer } from '../../core/web/page-render';
import { companies } from '../../db/schema';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { newCandidate, newCompany, type TestCandidate, type TestCompany } from '../../test/accounts';
import { createJob, jobPayload, newCv, payJob } from '../../test/jobs';
import { REVEAL_MESSAGES } from '../../../shared/contract/pipeline';
import { JOB_MESSAGES } from '../../../shared/contract/hiring';
import { pipelineRound } from './pipeline-worker';

const NAME = 'Minera Secreta Huanuni';
const LOGO = '/uploads/logos/huanuni-secreta.png';
const CONFIDENTIAL = 'Empresa confidencial';
const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Chamba</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`;

const t = setupTestApp({ RATE_LIMITS: 'off' });
let web: FastifyInstance;
let secret: TestCompany;
let open: TestCompany;
let ana: TestCandidate;
let luis: TestCandidate;
let job: { Empleo: number; CodigoEmpleo: string };
let edited: { Empleo: number; CodigoEmpleo: string };
let plain: { Empleo: number; CodigoEmpleo: string };
const app = {} as Record<'ana' | 'luis' | 'plain', number>;

const page = (url: string) => web.inject({ method: 'GET', url });
/** The raw text of a reply, asserted to carry nothing of the hidden company. */
function expectNoCompany(text: string, where: string) {
  expect(text, where).not.toContain(NAME);
  expect(text, where).not.toContain(secret.companyCode);
  expect(text, where).not.toContain('huanuni-secreta');
  expect(text, where).not.toContain(`/detalleempresa/${secret.companyCode}`);
}
const myApplications = async (token: string) => (await call(t.app, '/api/servicio/listarempleosbyusuario', [], token)).raw.body;
const reveal = (tnPostulacion: unknown, token?: string) => call(t.app, '/api/servicio/revelarempresa', { tnPostulacion }, token);

beforeAll(async () => {
  const dist = join(t.dataDir, 'web');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  // The web client's own server render (src/web/ssr.tsx), as page-render.api.test.ts loads it.
  const renderer = (await import(pathToFileURL(join(process.cwd(), 'src', 'web', 'ssr.tsx')).href)) as PageRenderer;
  web = await buildApp({ deps: t.deps, webDistDir: dist, pageRender: { renderer, timeoutMs: 20_000 } });
  await web.ready();

  secret = await newCompany(t.deps, `${NAME} S.A.`);
  await t.deps.db.update(companies).set({ urlImagen: LOGO, tipoEmpresaId: 3 }).where(eq(companies.id, secret.companyId));
  open = await newCompany(t.deps, 'Transportes Abiertos S.R.L.');
  job = await createJob(t, secret.token, { tcTitulo: 'Jefe de mina subterránea', tlConfidencial: 1 });
  // Published in the open, then made confidential by an edit.
  const before = await createJob(t, secret.token, { tcTitulo: 'Geólogo de exploración' });
  const res = await call(t.app, '/api/servicio/actualizarempleo', { ...jobPayload(t, { tcTitulo: 'Geólogo de exploración', tlConfidencial: 1 }), tcCodigoEmpleo: before.CodigoEmpleo }, secret.token);
  expect(res.body.error, JSON.stringify(res.body)).toBe(0);
  edited = before;
  plain = await createJob(t, open.token, { tcTitulo: 'Chofer de volqueta' });
  for (const j of [job, edited, plain]) await payJob(t.deps, j.Empleo);

  ana = await newCandidate(t.deps, 'Ana');
  luis = await newCandidate(t.deps, 'Luis');
  for (const [who, c] of [['ana', ana], ['luis', luis]] as const) {
    const cv = await newCv(t.deps, c.candidateId);
    expect((await call(t.app, '/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: job.CodigoEmpleo }, c.token)).body.Datos).toBe(1);
    if (who === 'ana') expect((await call(t.app, '/api/postularempleo', { tnCurriculum: cv, tcCodigoEmpleo: plain.CodigoEmpleo }, c.token)).body.Datos).toBe(1);
  }
  const applicants = (await call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo }, secret.token)).body.values as { Postulacion: number; Nombre: string }[];
  app.ana = applicants.find((a) => a.Nombre.startsWith('Ana'))!.Postulacion;
  app.luis = applicants.find((a) => a.Nombre.startsWith('Luis'))!.Postulacion;
  app.plain = (await call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: plain.CodigoEmpleo }, open.token)).body.values[0].Postulacion;
}, 120_000);
afterAll(async () => {
  await web?.close();
});

describe('a confidential job in public replies', () => {
  it('rejects a tlConfidencial that is neither 0 nor 1', async () => {
    for (const tlConfidencial of [2, 'x', [1]]) {
      const res = await call(t.app, '/api/servicio/registrarempleo', { ...jobPayload(t), tlConfidencial }, secret.token);
      expect(res.status).toBe(400);
      expect(res.body.errores.tlConfidencial).toBe(JOB_MESSAGES.confidencial);
    }
  });

  it('search list items: «Empresa confidencial», no code, logo or mark; the sector stays', async () => {
    for (const tcBuscar of ['jefe de mina', 'geólogo', 'huanuni', '']) {
      const res = await call(t.app, '/api/servicio/listaempleos', { tcBuscar, tnTamano: 50, tnPagina: 1 });
      expectNoCompany(res.raw.body, `search «${tcBuscar}»`);
    }
    const res = await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'jefe de mina', tnTamano: 10, tnPagina: 1 });
    const item = res.body.values.find((i: { Empleo: number }) => i.Empleo === job.Empleo);
    expect(item).toMatchObject({ EmpresaNombre: CONFIDENTIAL, EmpresaCodigo: '', EmpresaVerificada: false, Confidencial: true });
    expect(item.Empresa.Logo || '').toBe('');
    expect(item.EmpresaSector).not.toBe('');
    // The company's name finds neither job.
    expect((await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'huanuni', tnTamano: 10, tnPagina: 1 })).body.total).toBe(0);
    expectNoCompany((await call(t.app, '/api/servicio/listarempleos', undefined, undefined, { method: 'GET' })).raw.body, 'listarempleos');
  });

  it('a search by tcEmpresa does not find them', async () => {
    const res = await call(t.app, '/api/servicio/listaempleos', { tcEmpresa: secret.companyCode, tnTamano: 10, tnPagina: 1 });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(0);
    expect(res.body.values).toEqual([]);
    // With words too (the index's walk), and a public company's search still finds its job.
    for (const tcBuscar of ['jefe de mina', 'geólogo', 'mina']) {
      const worded = await call(t.app, '/api/servicio/listaempleos', { tcBuscar, tcEmpresa: secret.companyCode, tnTamano: 10, tnPagina: 1 });
      expect(worded.status, tcBuscar).toBe(200);
      expect(worded.body.total, tcBuscar).toBe(0);
    }
    for (const tcBuscar of ['', 'chofer']) {
      const theirs = await call(t.app, '/api/servicio/listaempleos', { tcBuscar, tcEmpresa: open.companyCode, tnTamano: 10, tnPagina: 1 });
      expect(theirs.body.values.map((i: { Empleo: number }) => i.Empleo), tcBuscar).toEqual([plain.Empleo]);
    }
  });

  it('the detail to a visitor and to a candidate; its owner reads it as its own', async () => {
    for (const code of [job.CodigoEmpleo, edited.CodigoEmpleo]) {
      for (const token of [undefined, ana.token, luis.token, open.token]) {
        const res = await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: code }, token);
        expect(res.status).toBe(200);
        expect(res.raw.body).toContain(CONFIDENTIAL);
        expect(res.body.values.loEmpleo).toMatchObject({ Empresa: 0, EmpresaCodigo: '', EmpresaLogo: null, Confidencial: true });
        expectNoCompany(res.raw.body, `detail ${code} ${token ? 'signed in' : 'anonymous'}`);
      }
    }
    // Its owner reads it as its candidates do, with its own id and EsPropio (the decision: Empresa 0 except for its owner).
    const own = await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo }, secret.token);
    expect(own.body.values.loEmpleo).toMatchObject({ Empresa: secret.companyId, EsPropio: true, Confidencial: true });
    const mine = await call(t.app, '/api/servicio/listarempleosbyempresa', {}, secret.token);
    expect(mine.raw.body).toContain('Jefe de mina subterránea');
  });

  it('the home row, the suggestions, the companies list and the company page', async () => {
    const basic = await call(t.app, '/api/servicio/obtenerdatosbasicos', {});
    expect(basic.body.values.DatosDeEmpleo.map((j: { Empleo: number }) => j.Empleo)).toContain(job.Empleo);
    expectNoCompany(basic.raw.body, 'home');
    for (const q of ['min', 'huan', 'Minera Sec', 'jefe', 'geó']) {
      const res = await call(t.app, `/api/servicio/sugerencias?q=${encodeURIComponent(q)}`, undefined, undefined, { method: 'GET' });
      expect(res.status).toBe(200);
      expectNoCompany(res.raw.body, `suggestions ${q}`);
    }
    const list = await call(t.app, '/api/servicio/listarempresas', undefined, undefined, { method: 'GET' });
    const listed = (list.body.values as { EmpresaCodigo: string; CantidadEmpleos: number }[]).find((c) => c.EmpresaCodigo === secret.companyCode);
    expect(listed?.CantidadEmpleos ?? 0).toBe(0);
    const detail = await call(t.app, '/api/servicio/getDatosEmpresa', { tcCodigoEmpresa: secret.companyCode });
    expect(detail.status).toBe(200);
    expect(detail.body.values.laEmpleos).toEqual([]);
    expect(detail.body.values.loEmpresa.CantidadEmpleos).toBe(0);
    for (const text of [job.CodigoEmpleo, edited.CodigoEmpleo, 'Jefe de mina', 'Geólogo']) expect(detail.raw.body).not.toContain(text);
  });

  it('the job page HTML and its JSON-LD, the sitemap and the RSS feed', async () => {
    const html = await page(`/detalletrabajo/${job.CodigoEmpleo}`);
    expect(html.statusCode).toBe(200);
    expectNoCompany(html.body, 'job page');
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html.body);
    expect(ld, 'JSON-LD').not.toBeNull();
    const posting = JSON.parse(ld![1]);
    expect(posting.hiringOrganization.name).toBe(CONFIDENTIAL);
    expect(posting.hiringOrganization.sameAs).toBeUndefined();
    expect(posting.hiringOrganization.logo).toBeUndefined();
    const root = html.body.slice(html.body.indexOf('<div id="root">'));
    expect(root).toContain('Jefe de mina subterránea');
    expect(root).toContain(CONFIDENTIAL);
    for (const url of ['/', '/busquedatrabajo', '/busquedatrabajo?q=mina', `/detalletrabajo/${edited.CodigoEmpleo}`]) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expectNoCompany(res.body, url);
    }
    const sitemap = await page('/sitemap.xml');
    const parts = [...sitemap.body.matchAll(/<loc>http:\/\/localhost:3000(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1]);
    const xml = [sitemap.body, ...(await Promise.all(parts.map(async (p) => (await page(p)).body)))].join('\n');
    expect(xml).toContain(job.CodigoEmpleo);
    expect(xml).not.toContain(NAME);
    expect(xml).not.toContain('huanuni-secreta');
    for (const url of ['/empleos.rss', '/empleos.rss?q=mina']) {
      const rss = await page(url);
      expect(rss.statusCode, url).toBe(200);
      expectNoCompany(rss.body, url);
    }
    expect((await page('/empleos.rss')).body).toContain('Jefe de mina subterránea');
  });

  it('featured, it comes first and still names no company', async () => {
    const payer = { tcNombreUsuario: 'Marco Quispe', tnCiNit: '1020304', tnTelefono: '77712345', tcCorreo: 'pagos@huanuni.bo' };
    const qr = await call(t.app, '/api/servicio/destacarempleo', { ...payer, tnEmpleo: job.Empleo, tnDias: 7 }, secret.token);
    expect(qr.body.codigoerror, JSON.stringify(qr.body)).toBe(0);
    const { TransaccionDePago, UrlPago } = qr.body.Datos;
    await call(t.app, '/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: TransaccionDePago, tcCodigo: new URL(UrlPago).searchParams.get('codigo') });
    const basic = await call(t.app, '/api/servicio/obtenerdatosbasicos', {});
    expect(basic.body.values.DatosDeEmpleo[0]).toMatchObject({ Empleo: job.Empleo, Destacado: true, EmpresaNombre: CONFIDENTIAL });
    expectNoCompany(basic.raw.body, 'featured home');
    const found = await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'jefe', tnTamano: 10, tnPagina: 1 });
    expect(found.body.values[0]).toMatchObject({ Empleo: job.Empleo, Destacado: true });
    expectNoCompany(found.raw.body, 'featured search');
  });
});

describe('applicants of a confidential job and revelarempresa', () => {
  it('the company gets the applications as usual; the candidates see «Empresa confidencial»', async () => {
    const applicants = await call(t.app, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo }, secret.token);
    expect(applicants.body.values).toHaveLength(2);
    for (const c of [ana, luis]) {
      const mine = await myApplications(c.token);
      expect(mine).toContain('Jefe de mina subterránea');
      expect(mine).toContain(CONFIDENTIAL);
      expectNoCompany(mine, 'Mis postulaciones');
    }
    // A status change reaches the candidate (its mail and timeline) without the name.
    t.mails.length = 0;
    expect((await call(t.app, '/api/servicio/cambiarestadopostulacion', { tnPostulacion: app.ana, tnEstado: 3 }, secret.token)).status).toBe(200);
    // The status mail leaves once the undo window ends (hiring's pipeline worker).
    t.clock.advance(600_000);
    await pipelineRound(t.deps);
    await t.drain();
    const toAna = t.mails.filter((m) => m.to === ana.correo);
    expect(toAna.length).toBeGreaterThan(0);
    for (const m of toAna) expectNoCompany(`${m.subject}\n${m.text}\n${m.html ?? ''}`, 'status mail');
    const history = await call(t.app, '/api/servicio/historialmipostulacion', { tnPostulacion: app.ana }, ana.token);
    expect(history.status).toBe(200);
    expect(history.body.values.length).toBeGreaterThan(0);
    expectNoCompany(history.raw.body, 'historial');
  });

  it('refuses visitors (401), candidates (403), another company (404) and bad ids (400)', async () => {
    expect((await reveal(app.ana)).status).toBe(401);
    expect((await reveal(app.ana, ana.token)).status).toBe(403);
    const foreign = await reveal(app.ana, open.token);
    expect(foreign.status).toBe(404);
    expectNoCompany(foreign.raw.body, 'foreign reveal');
    expect((await reveal(999_999, secret.token)).status).toBe(404);
    for (const bad of [undefined, 'x', -1, 0, 1.5, "1' OR '1'='1", [1], 1e30, '9'.repeat(5000)]) {
      const res = await reveal(bad, secret.token);
      expect(res.status, String(bad).slice(0, 30)).toBe(400);
      expect(res.body).toMatchObject({ error: 1, status: false });
    }
    expectNoCompany(await myApplications(ana.token), 'after refusals');
  });

  it('answers a non-confidential job with its message', async () => {
    const res = await reveal(app.plain, open.token);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REVEAL_MESSAGES.notConfidential);
    expect(res.body.values?.EmpresaRevelada ?? false).toBe(false);
  });

  it('reveals the name to that applicant only, with a mail, once', async () => {
    t.mails.length = 0;
    const res = await reveal(app.ana, secret.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: REVEAL_MESSAGES.revealed, values: { Postulacion: app.ana, EmpresaRevelada: true } });
    expect(await myApplications(ana.token)).toContain(NAME);
    expectNoCompany(await myApplications(luis.token), 'the other applicant');
    const mail = t.mails.filter((m) => m.to === ana.correo);
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain(NAME);
    expect((await reveal(app.ana, secret.token)).status).toBe(200);
    expect(t.mails.filter((m) => m.to === ana.correo)).toHaveLength(1);
    // The public still does not see it.
    expectNoCompany((await call(t.app, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo }, luis.token)).raw.body, 'detail after reveal');
    expectNoCompany((await call(t.app, '/api/servicio/listaempleos', { tcBuscar: 'jefe de mina', tnTamano: 10, tnPagina: 1 })).raw.body, 'search after reveal');
  });
});
