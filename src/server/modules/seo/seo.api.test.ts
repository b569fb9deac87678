import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { laPazDayFrom } from '../../core/time';
import { makeCandidate, makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';

let t: TestApp;
let web: FastifyInstance;
const NOW = new Date('2026-03-10T15:00:00.000Z');
const code: Record<string, string> = {};
let company: Awaited<ReturnType<typeof makeCompany>>;
let candidateCode = '';
let privateCode = '';

const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Chamba</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  // A second app on the same database, serving a built client (a minimal index.html).
  const dist = join(t.dataDir, 'web');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  web = await buildApp({ deps: t.deps, webDistDir: dist });
  await web.ready();

  company = await makeCompany(t.deps, { nombre: 'Gas & Energía "Chaco" S.A.', descripcion: 'Servicios petroleros en Tarija.', ciudadId: 9, urlImagen: '/uploads/logos/chaco.png', anioFundacion: 2006 });
  const job = await makeJob(t.deps, company.id, {
    titulo: 'Ingeniero Petrolero de Producción',
    descripcion: 'Optimizar la producción de pozos </script><script>alert(1)</script>.',
    descripcionLarga: 'x'.repeat(600),
    ubicacion: 'Calle Ingavi 845',
    ciudadId: 9,
    tipoEmpleoId: 1,
    categoriaId: 19,
    salario: 16000,
    modalidadId: 1,
    fechaPublicacion: new Date(NOW.getTime() - 86_400_000),
    fechaVencimiento: laPazDayFrom(NOW, 30),
    requerimientos: ['Título de Ingeniero Petrolero'],
  });
  code.job = job.codigo;
  code.remote = (await makeJob(t.deps, company.id, { titulo: 'Analista remoto', tipoEmpleoId: 4, modalidadId: 2, salario: 0 })).codigo;
  code.unpaid = (await makeJob(t.deps, company.id, { titulo: 'Sin pagar', estado: 1 })).codigo;
  code.expired = (await makeJob(t.deps, company.id, { titulo: 'Vencido', fechaVencimiento: laPazDayFrom(NOW, -3) })).codigo;
  await t.deps.db.insert(articles).values({ slug: 'como-hacer-un-buen-cv', titulo: 'Cómo hacer un buen CV', fecha: '2026-03-01' });
  await t.deps.db.insert(articles).values({ slug: 'articulo-programado', titulo: 'Artículo programado', fecha: '2999-01-01' });
  candidateCode = (await makeCandidate(t.deps, { nombre: 'Lucía', apellidos: 'Mamani', profesion: 'Contadora', acercade: 'Contadora pública.', correo: 'lucia.secreta@example.bo', telefono: '71234567', visible: true })).codigo;
  privateCode = (await makeCandidate(t.deps, { nombre: 'Rosa', apellidos: 'Privada', profesion: 'Auditora', telefono: '70000009' })).codigo;
});

afterAll(async () => {
  await web?.close();
  await t?.close();
});

const page = (url: string) => web.inject({ method: 'GET', url });
const tag = (html: string, re: RegExp) => re.exec(html)?.[1];

describe('job pages for crawlers and link previews', () => {
  it('injects title, description, Open Graph and Twitter tags', async () => {
    const res = await page(`/detalletrabajo/${code.job}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const title = 'Ingeniero Petrolero de Producción en Tarija - Gas &amp; Energía &quot;Chaco&quot; S.A. | Chamba';
    expect(tag(html, /<title>([^<]*)<\/title>/)).toBe(title);
    expect(tag(html, /<meta property="og:title" content="([^"]*)">/)).toBe(title);
    expect(tag(html, /<meta name="twitter:title" content="([^"]*)">/)).toBe(title);
    expect(tag(html, /<meta property="og:image" content="([^"]*)">/)).toBe('http://localhost:3000/uploads/logos/chaco.png');
    const description = tag(html, /<meta name="description" content="([^"]*)">/)!;
    expect(description.startsWith('Optimizar la producción de pozos &lt;/script&gt;')).toBe(true);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('<script>alert(1)</script>');
  });

  it('carries valid schema.org JobPosting JSON-LD', async () => {
    const html = (await page(`/detalletrabajo/${code.job}`)).body;
    const raw = tag(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!;
    expect(raw).not.toContain('</script>');
    const ld = JSON.parse(raw);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org/',
      '@type': 'JobPosting',
      title: 'Ingeniero Petrolero de Producción',
      datePosted: new Date(NOW.getTime() - 86_400_000).toISOString(),
      validThrough: `${laPazDayFrom(NOW, 30)}T23:59:59-04:00`,
      employmentType: 'FULL_TIME',
      identifier: { '@type': 'PropertyValue', name: 'Gas & Energía "Chaco" S.A.', value: code.job },
      hiringOrganization: { '@type': 'Organization', name: 'Gas & Energía "Chaco" S.A.', logo: 'http://localhost:3000/uploads/logos/chaco.png' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', streetAddress: 'Calle Ingavi 845', addressLocality: 'Tarija', addressRegion: 'Tarija', addressCountry: 'BO' } },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'BOB', value: { '@type': 'QuantitativeValue', value: 16000, unitText: 'MONTH' } },
    });
    expect(ld.description).toContain('<li>Título de Ingeniero Petrolero</li>');
    expect(ld.description).toContain('&lt;/script&gt;');
  });

  it('maps job types and remote work; no salary when it is to be agreed', async () => {
    const ld = JSON.parse(tag((await page(`/detalletrabajo/${code.remote}`)).body, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!);
    expect(ld).toMatchObject({ employmentType: 'INTERN', jobLocationType: 'TELECOMMUTE', applicantLocationRequirements: { '@type': 'Country', name: 'Bolivia' } });
    expect(ld.baseSalary).toBeUndefined();
  });

  it('answers the spec error title with 404 for unknown, unpaid and malformed codes', async () => {
    for (const url of ['/detalletrabajo/noexiste', `/detalletrabajo/${code.unpaid}`, '/detalletrabajo/%3Cscript%3E', `/detalletrabajo/${'a'.repeat(300)}`]) {
      const res = await page(url);
      expect(res.statusCode, url.slice(0, 40)).toBe(404);
      expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe('Error al cargar Empleo');
      expect(res.body).toContain('No se pudo cargar la información de la oferta de empleo.');
      expect(res.body).not.toContain('application/ld+json');
    }
    // An expired job is still a page (shown as Vencido).
    expect((await page(`/detalletrabajo/${code.expired}`)).statusCode).toBe(200);
  });

  it('does not count crawler visits as views', async () => {
    await page(`/detalletrabajo/${code.job}`);
    const res = await web.inject({ method: 'POST', url: '/api/servicio/getDatosEmpleo', payload: { tcCodigoEmpleo: code.job } });
    expect(res.json().values.loEmpleo.Vistas).toBe(1);
  });
});

describe('company, candidate and static pages', () => {
  it('injects the company meta and Organization JSON-LD', async () => {
    const res = await page(`/detalleempresa/${company.codigo}`);
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe('Gas &amp; Energía &quot;Chaco&quot; S.A. | Empleos y perfil de la empresa | Chamba');
    expect(tag(res.body, /<meta property="og:description" content="([^"]*)">/)).toBe('Servicios petroleros en Tarija.');
    const ld = JSON.parse(tag(res.body, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/)!);
    expect(ld).toMatchObject({ '@type': 'Organization', foundingDate: '2006', address: { addressLocality: 'Tarija', addressCountry: 'BO' } });
    expect((await page('/detalleempresa/noexiste')).statusCode).toBe(404);
  });

  it('shows only the professional profile of a candidate to crawlers', async () => {
    const res = await page(`/detallecandidato/${candidateCode}`);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe('Lucía Mamani - Contadora | Chamba');
    expect(res.body).not.toContain('lucia.secreta@example.bo');
    expect(res.body).not.toContain('71234567');
    // A private profile (the default, decision 071) does not exist for crawlers.
    const hidden = await page(`/detallecandidato/${privateCode}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toMatch(/Rosa|Privada|Auditora|70000009/);
  });

  it('gives a shared CV page a neutral title: a chat preview shows no personal data (decision 077)', async () => {
    const res = await page(`/cv-compartido/${'A'.repeat(43)}`);
    expect(res.statusCode).toBe(200);
    expect(tag(res.body, /<title>([^<]*)<\/title>/)).toBe('Currículum compartido | Chamba');
  });

  it('titles the home, search and contact pages', async () => {
    expect(tag((await page('/')).body, /<title>([^<]*)<\/title>/)).toBe('Chamba | Empleos en Bolivia');
    expect(tag((await page('/busquedatrabajo?keyword=x')).body, /<title>([^<]*)<\/title>/)).toBe('Buscar empleos en Bolivia | Chamba');
    expect(tag((await page('/contactanos')).body, /<title>([^<]*)<\/title>/)).toBe('Contáctanos | Chamba');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists public jobs, companies, articles and public pages', async () => {
    const res = await page('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/xml/);
    const xml = res.body;
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain(`<loc>http://localhost:3000/detalletrabajo/${code.job}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/detalletrabajo/${code.remote}</loc>`);
    expect(xml).not.toContain(code.unpaid);
    expect(xml).not.toContain(code.expired);
    expect(xml).toContain(`<loc>http://localhost:3000/detalleempresa/${company.codigo}</loc>`);
    expect(xml).toContain('<loc>http://localhost:3000/blogs/como-hacer-un-buen-cv</loc>');
    expect(xml).not.toContain('articulo-programado');
    expect(xml).toContain('<loc>http://localhost:3000/busquedatrabajo</loc>');
    expect(xml).not.toContain('detallecandidato');
    expect(xml.match(/<url>/g)!.length).toBe(8 + 2 + 1 + 1);
  });

  it('serves the parts of the sitemap index and 404 for unknown ones', async () => {
    const part = await page('/sitemaps/empleos-1.xml');
    expect(part.statusCode).toBe(200);
    expect(part.body).toContain(code.job);
    for (const bad of ['/sitemaps/empleos-2.xml', '/sitemaps/otros-1.xml', '/sitemaps/..%2F..%2Fetc%2Fpasswd', '/sitemaps/empleos-0.xml']) {
      expect((await page(bad)).statusCode, bad).toBe(404);
    }
  });

  it('points robots.txt to the sitemap', async () => {
    const res = await page('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /cv-compartido/');
  });
});
