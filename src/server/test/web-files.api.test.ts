/** The built client as the server sends it: precompressed files, cache headers, and a real 404 for unknown pages. */
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
const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Chamba</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`;

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
  web = await buildApp({ deps: t.deps, webDistDir: dist });
  await web.ready();
});
afterAll(async () => {
  await web?.close();
  await t?.close();
});

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
