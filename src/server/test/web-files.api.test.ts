/**
 * The built client as the server sends it: precompressed files, cache headers, a real 404 for
 * unknown pages, and dynamic replies (pages, API JSON) compressed by what the client accepts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
let web: FastifyInstance;
const SCRIPT = `console.log(${JSON.stringify('Chamba '.repeat(400))});`;
const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Chamba</title><meta name="description" content="x"></head><body><div id="root"></div><noscript>${'<p>Chamba: empleos en Bolivia. Activa JavaScript para buscar empleos.</p>'.repeat(20)}</noscript></body></html>`;

beforeAll(async () => {
  t = await createTestApp();
  const dist = join(t.dataDir, 'web');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  // As scripts/build.mjs leaves a hashed asset: the file and its .br and .gz copies.
  const file = join(dist, 'assets', 'index-Ab12Cd34.js');
  writeFileSync(file, SCRIPT);
  writeFileSync(`${file}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${file}.gz`, gzipSync(SCRIPT));
  // As the web build names each lazy page's files (scripts/page-preloads.mjs); one hostile name.
  writeFileSync(
    join(dist, 'page-preloads.json'),
    JSON.stringify({
      'busquedatrabajo': { js: ['/assets/ArticlePage-Zx9.js', '/assets/rich-Qq1.js'], css: ['/assets/ArticlePage-Zx9.css'] },
      terminos: { js: ['/assets/"><script>alert(1)</script>.js'], css: [] },
    }),
  );
  // Uploaded public files: a PDF and an image are sent as stored, whatever the client accepts.
  await t.deps.storage.put('public/prueba/folleto.pdf', PDF, 'application/pdf');
  await t.deps.storage.put('public/prueba/logo.png', PNG, 'image/png');
  web = await buildApp({ deps: t.deps, webDistDir: dist });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

const PDF = Buffer.from(`%PDF-1.4\n${'1 0 obj << /Type /Catalog >> endobj\n'.repeat(100)}%%EOF\n`);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(4000, 7)]);

const get = (url: string, encoding?: string) => web.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('static files of the build', () => {
  it('sends the brotli copy to a browser that takes it, gzip to one that takes only gzip, the plain file otherwise', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);

    const gz = await get('/assets/index-Ab12Cd34.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-Ab12Cd34.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('lets browsers keep hashed assets for a year', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', 'br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });
});

describe('pages', () => {
  it('answers a page of the client with 200, the terms and privacy pages included', async () => {
    for (const url of ['/', '/busquedatrabajo', '/terminos', '/privacidad', '/login?volver=/home']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('answers an unknown address with 404 and the not-found title, in Spanish', async () => {
    for (const url of ['/no-existe', '/wp-login.php/x', '/detalletrabajo', '/blogs/a/b']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('<title>Página no encontrada | Chamba</title>');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('keeps the envelope for an unknown API route and a missing file', async () => {
    const api = await get('/api/no-existe');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: false, message: 'No se encontró lo que buscas.' });
    expect((await get('/assets/no-existe.js')).statusCode).toBe(404);
  });
});

/** The reply's body as the client reads it, decoded by its Content-Encoding. */
function decoded(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

describe("a page's own files, named in its head", () => {
  it("lists the page's chunk, the chunks it imports and its styles, fetched beside the main script", async () => {
    const res = await get('/busquedatrabajo?q=contador');
    expect(res.statusCode).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/ArticlePage-Zx9.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/rich-Qq1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/ArticlePage-Zx9.css">');
  });

  it('names nothing for a page of the main script or an unknown address, and never a name outside the assets', async () => {
    for (const url of ['/', '/blogs', '/no-existe', '/busquedatrabajo/otra', '/terminos']) {
      const res = await get(url);
      expect(res.body, url).not.toContain('modulepreload" crossorigin href="/assets/ArticlePage');
      expect(res.body, url).not.toContain('<script>alert(1)</script>');
    }
    expect((await get('/page-preloads.json')).statusCode).toBe(404);
  });
});

describe('dynamic replies, compressed by Accept-Encoding', () => {
  it('sends a page with its meta tags in brotli, in gzip, or plain, the same HTML each time', async () => {
    const plain = await get('/busquedatrabajo');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get('/busquedatrabajo', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['content-type']).toMatch(/text\/html/);
    expect(decoded(br)).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await get('/busquedatrabajo', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decoded(gz)).toBe(plain.body);
  });

  it('compresses the not-found page too, keeping its 404', async () => {
    const res = await get('/no-existe', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBe('br');
    expect(decoded(res)).toContain('<title>Página no encontrada | Chamba</title>');
  });

  it('sends API JSON compressed, decodable to the same reply, with a Content-Length that matches', async () => {
    const plain = await get('/api/docs');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['br', 'gzip']) {
      const res = await get('/api/docs', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      if (res.headers['content-length'] !== undefined) expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
  });

  it('leaves small replies as they are: compressing them would cost more than it saves', async () => {
    const res = await get('/api/no-existe', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: false, message: 'No se encontró lo que buscas.' });
    expect(res.rawPayload.length).toBeLessThan(1024);
  });

  it('sends PDFs and images byte for byte, never re-encoded', async () => {
    for (const [url, bytes, type] of [
      ['/uploads/prueba/folleto.pdf', PDF, 'application/pdf'],
      ['/uploads/prueba/logo.png', PNG, 'image/png'],
    ] as const) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toBe(type);
      expect(res.headers['content-encoding'], url).toBeUndefined();
      expect(Buffer.compare(res.rawPayload, bytes), url).toBe(0);
    }
  });
});
