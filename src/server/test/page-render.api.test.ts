/**
 * Public pages drawn on the server with their data (decision 115): each page's HTML carries its
 * content and the answers it was drawn with; what the API would not show is not there; a render
 * that fails or is slow sends the shell. The renderer is src/web/ssr.tsx itself (the module the
 * web build compiles for the server), on PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { articles, jobs } from '../db/schema';
import type { PageRenderer } from '../core/web/page-render';
import { laPazDayFrom } from '../core/time';
import { makeCompany } from './accounts';
import { makeJob } from './jobs';
import { call, createTestApp, type TestApp } from './test-app';
import { eq } from 'drizzle-orm';

const SHELL = '<a href="#contenido" class="skip-link">Saltar al contenido</a><main id="contenido" tabindex="-1"></main>';
const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Chamba</title><meta name="description" content="x"></head><body><div id="root">${SHELL}</div></body></html>`;
const NOW = new Date('2026-03-10T15:00:00.000Z');
/** The web client's own render, loaded as the web build loads it (a path, not an import of the web from the server). */
const SSR_SOURCE = pathToFileURL(join(process.cwd(), 'src', 'web', 'ssr.tsx')).href;

let t: TestApp;
let web: FastifyInstance;
let dist = '';
const code: Record<string, string> = {};
let companyCode = '';

/** The JSON the page carries for the client, parsed. */
function pageData(html: string): { key: unknown[]; data: unknown }[] {
  const m = /<script id="chamba-datos" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('la página no trae datos');
  return JSON.parse(m[1]) as { key: unknown[]; data: unknown }[];
}
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</body>'));

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  dist = join(t.dataDir, 'web');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  const renderer = (await import(SSR_SOURCE)) as PageRenderer;
  // A generous limit: the first render of each page loads its modules through Vite here.
  web = await buildApp({ deps: t.deps, webDistDir: dist, pageRender: { renderer, timeoutMs: 20_000 } });
  await web.ready();

  const company = await makeCompany(t.deps, { nombre: 'Minera Andina S.A.', descripcion: 'Minería responsable en Potosí.', ciudadId: 5 });
  companyCode = company.codigo;
  const base = { fechaPublicacion: new Date(NOW.getTime() - 86_400_000), fechaVencimiento: laPazDayFrom(NOW, 30) };
  code.job = (await makeJob(t.deps, company.id, { ...base, titulo: 'Contador General de Planta', salario: 7500, requerimientos: ['Licenciatura en Contaduría Pública'] })).codigo;
  code.second = (await makeJob(t.deps, company.id, { ...base, titulo: 'Contador Junior', salario: 4200 })).codigo;
  code.hostile = (await makeJob(t.deps, company.id, { ...base, titulo: 'Operario </script><script>alert(1)</script> turno noche' })).codigo;
  const hidden = await makeJob(t.deps, company.id, { ...base, titulo: 'Geólogo Oculto Secreto' });
  await t.deps.db.update(jobs).set({ oculto: true, motivoOculto: 'Motivo interno' }).where(eq(jobs.id, hidden.id));
  code.hidden = hidden.codigo;
  // Held by moderation (Estado 7, En revisión), as the rules hold one (jobs' setJobReview).
  const held = await makeJob(t.deps, company.id, { ...base, titulo: 'Vigilante Retenido Revisión' });
  await t.deps.db.update(jobs).set({ oculto: true, enRevision: true, motivoOculto: 'Pide dinero' }).where(eq(jobs.id, held.id));
  code.held = held.codigo;
  code.expired = (await makeJob(t.deps, company.id, { titulo: 'Perforista Vencido Antiguo', fechaVencimiento: laPazDayFrom(NOW, -3) })).codigo;
  code.unpaid = (await makeJob(t.deps, company.id, { titulo: 'Topógrafo Sin Pagar', estado: 1 })).codigo;
  await t.deps.db.insert(articles).values({ slug: 'como-preparar-tu-entrevista', titulo: 'Cómo preparar tu entrevista de trabajo', fecha: '2026-03-01', descripcionLarga: '<p>Llega temprano y lleva tu CV.</p>' });
  await t.deps.db.insert(articles).values({ slug: 'articulo-programado', titulo: 'Artículo Programado Futuro', fecha: '2999-01-01' });
});

afterAll(async () => {
  await web?.close();
  await t?.close();
});

const page = (url: string) => web.inject({ method: 'GET', url });

describe('public pages drawn on the server with their data (decision 115)', () => {
  it('a job page carries the title, company, salary and requirements, and its data for the client', async () => {
    const res = await page(`/detalletrabajo/${code.job}`);
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).not.toContain(SHELL);
    expect(root).toContain('Contador General de Planta');
    expect(root).toContain('Minera Andina S.A.');
    expect(root).toMatch(/7[.,]?500/);
    expect(root).toContain('Licenciatura en Contaduría Pública');
    // The session's link keeps its room out of sight, as in the shell (the server draws a visitor).
    expect(root).toContain('shell-pending');
    const data = pageData(res.body);
    const job = data.find((d) => d.key.includes('detalle'));
    expect((job?.data as { loEmpleo: { Titulo: string } }).loEmpleo.Titulo).toBe('Contador General de Planta');
  });

  it('the server drawing a job page is no view: the browser’s read counts it', async () => {
    const before = await call(web, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: code.second, tcFuente: 'directo' });
    const seen = before.body.values.loEmpleo.Vistas as number;
    await page(`/detalletrabajo/${code.second}`);
    await page(`/detalletrabajo/${code.second}`);
    const after = await call(web, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: code.second, tcFuente: 'directo' }, undefined, { remoteAddress: '10.0.0.9' });
    expect(after.body.values.loEmpleo.Vistas).toBe(seen + 1);
  });

  it('a hidden, held, unpaid or unknown job is the shell with a 404, and its title is nowhere', async () => {
    for (const [c, title] of [
      [code.hidden, 'Geólogo Oculto Secreto'],
      [code.held, 'Vigilante Retenido Revisión'],
      [code.unpaid, 'Topógrafo Sin Pagar'],
      ['NOEXISTE123', ''],
    ] as const) {
      const res = await page(`/detalletrabajo/${c}`);
      expect(res.statusCode).toBe(404);
      expect(rootOf(res.body)).toContain(SHELL);
      expect(res.body).not.toContain('chamba-datos');
      if (title) expect(res.body).not.toContain(title);
    }
  });

  it('an expired job shows as the API shows it (Vencido), drawn with its data', async () => {
    const api = await call(web, '/api/servicio/getDatosEmpleo', { tcCodigoEmpleo: code.expired, tcFuente: 'directo' });
    const res = await page(`/detalletrabajo/${code.expired}`);
    if (api.status === 404) {
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Perforista Vencido Antiguo');
    } else {
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toContain('Perforista Vencido Antiguo');
      expect(rootOf(res.body)).toContain('venció');
    }
  });

  it('a title holding </script> cannot leave the data script', async () => {
    const res = await page(`/detalletrabajo/${code.hostile}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert(1)</script>');
    const scripts = res.body.match(/<script/g) ?? [];
    expect(scripts).toHaveLength(2); // the JSON-LD and the data; nothing from the title
    const job = pageData(res.body).find((d) => d.key.includes('detalle'));
    expect((job?.data as { loEmpleo: { Titulo: string } }).loEmpleo.Titulo).toBe('Operario </script><script>alert(1)</script> turno noche');
  });

  it('the search page carries the results of the query string', async () => {
    const res = await page('/busquedatrabajo?keyword=contador');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Contador General de Planta');
    expect(root).toContain('Contador Junior');
    expect(root).not.toContain('Geólogo Oculto Secreto');
    expect(root).not.toContain('Vigilante Retenido Revisión');
    expect(root).not.toContain('Topógrafo Sin Pagar');
    const search = pageData(res.body).find((d) => d.key.includes('busqueda'));
    expect(search).toBeDefined();
  });

  it('a hostile query string is drawn as the client draws it, never a 500', async () => {
    for (const q of ['keyword=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'category=abc&page=-5&size=9999', `keyword=${'x'.repeat(3000)}`, 'keyword=%27%20OR%201%3D1--', 'city=%00']) {
      const res = await page(`/busquedatrabajo?${q}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('<script>alert(1)</script>');
    }
  });

  it('the company page carries the company and its description', async () => {
    const res = await page(`/detalleempresa/${companyCode}`);
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain('Minera Andina S.A.');
    expect(rootOf(res.body)).toContain('Minería responsable en Potosí.');
  });

  it('the blog and an article carry their titles; a scheduled article is not there', async () => {
    const list = await page('/blogs');
    expect(list.statusCode).toBe(200);
    expect(rootOf(list.body)).toContain('Cómo preparar tu entrevista de trabajo');
    expect(list.body).not.toContain('Artículo Programado Futuro');
    const article = await page('/blogs/como-preparar-tu-entrevista');
    expect(article.statusCode).toBe(200);
    expect(rootOf(article.body)).toContain('Cómo preparar tu entrevista de trabajo');
    expect(rootOf(article.body)).toContain('Llega temprano y lleva tu CV.');
    const scheduled = await page('/blogs/articulo-programado');
    expect(scheduled.statusCode).toBe(404);
    expect(scheduled.body).not.toContain('Artículo Programado Futuro');
  });

  it('the home page carries its content', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).not.toContain(SHELL);
    expect(res.body).toContain('chamba-datos');
  });

  it('pages behind a login and other pages keep the shell', async () => {
    for (const url of ['/Dashboard', '/login', '/crearcurriculum']) {
      const res = await page(url);
      expect(rootOf(res.body)).toContain(SHELL);
      expect(res.body).not.toContain('chamba-datos');
    }
  });
});

describe('a render that fails or is slow never breaks the page', () => {
  const withRenderer = async (renderer: PageRenderer, timeoutMs = 150) => {
    const app = await buildApp({ deps: t.deps, webDistDir: dist, pageRender: { renderer, timeoutMs } });
    await app.ready();
    return app;
  };

  it('an error in the render sends the shell', async () => {
    const app = await withRenderer({ renderPage: async () => Promise.reject(new Error('boom')) });
    const res = await app.inject({ method: 'GET', url: `/detalletrabajo/${code.job}` });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toContain(SHELL);
    expect(res.body).toContain('Contador General de Planta'); // the meta tags, as before
    await app.close();
  });

  it('data slower than the time limit sends the shell at once', async () => {
    const app = await withRenderer({ renderPage: () => new Promise((resolve) => setTimeout(() => resolve({ html: '<p>tarde</p>', data: [] }), 1_000)) }, 100);
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/blogs' });
    expect(Date.now() - started).toBeLessThan(900);
    expect(rootOf(res.body)).toContain(SHELL);
    expect(res.body).not.toContain('tarde');
    await app.close();
  });

  it('the render reaches only the public reads it is given', async () => {
    const seen: number[] = [];
    const app = await withRenderer({
      async renderPage(_url, transport) {
        for (const [url, method] of [['/api/servicio/listarusuarios', 'POST'], ['/api/servicio/getDatosEmpresa', 'POST'], ['/api/servicio/obtenerperfil', 'GET']] as const) {
          seen.push((await transport(url, { method, body: JSON.stringify({ tcCodigoEmpresa: companyCode }) })).status);
        }
        return { html: '<p>ok</p>', data: [] };
      },
    }, 5_000);
    await app.inject({ method: 'GET', url: '/blogs' });
    expect(seen).toEqual([404, 200, 404]);
    await app.close();
  });
});
