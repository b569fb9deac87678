import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeBase64Utf8, encodeBase64Utf8 } from '../../../shared/contract/blog';
import { call } from '../../test/test-app';
import { setupTestApp } from '../../test/setup-test-app';
import { slugify } from './service';
import { join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { newAdmin, newCandidate, newCompany } from '../../test/accounts';
import { bigPhoto, fetchUpload, postForm } from '../../test/forms';
import { expectFieldErrors } from '../../test/expect-refusal';

const t = setupTestApp();
let admin: { userId: number; token: string };
beforeAll(async () => {
  admin = await newAdmin(t.deps, 'Carla');
});

const today = () => new Date(Date.now() - 4 * 3600 * 1000).toISOString().slice(0, 10);

const article = (over: Record<string, unknown> = {}) => ({
  Titulo: 'Cómo preparar tu CV en Bolivia',
  DescripcionCorta: 'Guía paso a paso para un currículum que sí lee el reclutador.',
  DescripcionLarga: encodeBase64Utf8('<h2>Empieza por lo importante</h2><p>Tu <strong>perfil</strong> va arriba. Año, niñez, acción: UTF-8 ✓</p>'),
  Fecha: today(),
  Categoria: 'Consejos para candidatos',
  Etiquetas: 'cv, empleo , CV,  entrevistas',
  ...over,
});

const create = (fields: Record<string, unknown>, token: string | null = admin.token) =>
  postForm(t.app, '/api/servicio/creararticulo', fields as Parameters<typeof postForm>[2], token ?? undefined);

const bySlug = (slug: string, token?: string) => call(t.app, '/api/servicio/getdetallearticulo', { tcSlug: slug }, token);

describe('slugs', () => {
  it('are made from the title without accents or symbols', () => {
    expect(slugify('Cómo negociar tu salario en 2026: ¡guía!')).toBe('como-negociar-tu-salario-en-2026-guia');
    expect(slugify('Niñez y años')).toBe('ninez-y-anos');
    expect(slugify('¿¿??')).toBe('articulo');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
    expect(slugify('Vacaciones en Bolivia: cuántos días te corresponden según la Ley General del Trabajo')).toBe(
      'vacaciones-en-bolivia-cuantos-dias-te-corresponden-segun-la-ley-general-del',
    );
  });
});

describe('creating, reading and editing articles', () => {
  it('creates an article with a photo; the list, the slug and the id read it back', async () => {
    const res = await create({ ...article(), foto: { filename: 'portada.jpg', data: await bigPhoto() } } as never);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ error: 0, message: 'Artículo creado con éxito' });
    expect(res.body.values.Slug).toBe('como-preparar-tu-cv-en-bolivia');

    const list = await call(t.app, '/api/servicio/getlistarticulos', {});
    expect(list.body.error).toBe(0);
    const item = list.body.values.find((a: { Slug: string }) => a.Slug === 'como-preparar-tu-cv-en-bolivia');
    expect(item).toMatchObject({ Titulo: 'Cómo preparar tu CV en Bolivia', Autor: 'Carla Chamba', Fecha: today(), Etiquetas: 'cv, empleo, entrevistas' });
    expect(item.UrlImagenArticulo).toMatch(/^\/uploads\/blog\/como-preparar-tu-cv-en-bolivia-[a-z0-9]+\.webp$/);
    const cover = await sharp((await fetchUpload(t.app, item.UrlImagenArticulo)).data).metadata();
    expect(cover.width).toBe(800);
    expect(cover.exif).toBeUndefined();

    const detail = await bySlug('como-preparar-tu-cv-en-bolivia');
    expect(detail.status).toBe(200);
    expect(decodeBase64Utf8(detail.body.values.DescripcionLarga)).toBe(
      '<h2>Empieza por lo importante</h2><p>Tu <strong>perfil</strong> va arriba. Año, niñez, acción: UTF-8 ✓</p>',
    );
    expect(detail.body.values.Resumen).toBe('Guía paso a paso para un currículum que sí lee el reclutador.');
    const get = await call(t.app, '/api/servicio/getarticulo', { tnArticulo: res.body.values.Articulo }, admin.token);
    expect(get.body).toMatchObject({ error: 0, Datos: { Slug: 'como-preparar-tu-cv-en-bolivia', Categoria: 'Consejos para candidatos' } });
    // The GET twins used by the installed app answer the same.
    const getList = await t.app.inject({ method: 'GET', url: '/api/servicio/articulos/pagina/1' });
    expect(getList.json().values.map((a: { Slug: string }) => a.Slug)).toContain('como-preparar-tu-cv-en-bolivia');
    const getOne = await t.app.inject({ method: 'GET', url: '/api/servicio/articulos/como-preparar-tu-cv-en-bolivia' });
    expect(getOne.json().values.DescripcionLarga).toBe(detail.body.values.DescripcionLarga);
  });

  it('takes tags and the photo as optional', async () => {
    const res = await create(article({ Titulo: 'Sin etiquetas', Etiquetas: '' }));
    expect(res.body.error).toBe(0);
    const noField = await create(Object.fromEntries(Object.entries(article({ Titulo: 'Sin campo de etiquetas' })).filter(([k]) => k !== 'Etiquetas')));
    expect(noField.body.error).toBe(0);
    const detail = await bySlug(res.body.values.Slug);
    expect(detail.body.values).toMatchObject({ Etiquetas: '', UrlImagenArticulo: null });
  });

  it('keeps slugs unique', async () => {
    const a = await create(article({ Titulo: 'Vacaciones y aguinaldo' }));
    const b = await create(article({ Titulo: 'Vacaciones y aguinaldo' }));
    const c = await create(article({ Titulo: 'Vacaciones y aguinaldo' }));
    expect([a.body.values.Slug, b.body.values.Slug, c.body.values.Slug]).toEqual(['vacaciones-y-aguinaldo', 'vacaciones-y-aguinaldo-2', 'vacaciones-y-aguinaldo-3']);
  });

  it('saves an edit, keeps the slug and the photo when none is sent, replaces it when one is', async () => {
    const created = await create({ ...article({ Titulo: 'Entrevista por video' }), foto: { filename: 'a.png', data: await bigPhoto('png', 400, 300) } } as never);
    const id = created.body.values.Articulo;
    const before = (await call(t.app, '/api/servicio/getarticulo', { tnArticulo: id }, admin.token)).body.Datos;
    const edited = await postForm(
      t.app,
      `/api/servicio/articulo/actualizar/${id}`,
      { ...article({ Titulo: 'Entrevista por videollamada', DescripcionLarga: encodeBase64Utf8('<p>Texto <em>nuevo</em></p>') }), Etiquetas: 'zoom, meet' } as never,
      admin.token,
    );
    expect(edited.body).toMatchObject({ error: 0, message: 'Artículo actualizado con éxito', values: { Articulo: id, Slug: 'entrevista-por-video' } });
    const after = (await call(t.app, '/api/servicio/getarticulo', { tnArticulo: id }, admin.token)).body.Datos;
    expect(after).toMatchObject({ Titulo: 'Entrevista por videollamada', Etiquetas: 'zoom, meet', UrlImagenArticulo: before.UrlImagenArticulo });
    expect(decodeBase64Utf8(after.DescripcionLarga)).toBe('<p>Texto <em>nuevo</em></p>');
    const withPhoto = await postForm(t.app, `/api/servicio/articulo/actualizar/${id}`, { ...article(), foto: { filename: 'b.jpg', data: await bigPhoto() } } as never, admin.token);
    expect(withPhoto.body.error).toBe(0);
    const last = (await call(t.app, '/api/servicio/getarticulo', { tnArticulo: id }, admin.token)).body.Datos;
    expect(last.UrlImagenArticulo).not.toBe(before.UrlImagenArticulo);
    expect((await fetchUpload(t.app, before.UrlImagenArticulo)).status).toBe(404);
    // A JSON body (no photo) is accepted too.
    const json = await call(t.app, `/api/servicio/articulo/actualizar/${id}`, article({ Titulo: 'Por JSON' }), admin.token);
    expect(json.body.error).toBe(0);
  });

  it('pages the list, newest first, and hides articles dated in the future except from staff', async () => {
    const tomorrow = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await create(article({ Titulo: 'Programado para mañana', Fecha: tomorrow }));
    const all = await call(t.app, '/api/servicio/getlistarticulos', { tnPagina: 1, tnPorPagina: 50 });
    expect(all.body.values.map((a: { Slug: string }) => a.Slug)).not.toContain('programado-para-manana');
    expect((await bySlug('programado-para-manana')).status).toBe(404);
    expect((await bySlug('programado-para-manana', admin.token)).status).toBe(200);
    const staff = await call(t.app, '/api/servicio/admin/listararticulos', { tnPorPagina: 50 }, admin.token);
    expect(staff.body.values[0].Slug).toBe('programado-para-manana');
    const page1 = await call(t.app, '/api/servicio/getlistarticulos', { tnPagina: 1, tnPorPagina: 2 });
    const page2 = await call(t.app, '/api/servicio/getlistarticulos', { tnPagina: 2, tnPorPagina: 2 });
    expect(page1.body).toMatchObject({ Pagina: 1, PorPagina: 2, Total: all.body.Total });
    expect(page1.body.values).toHaveLength(2);
    expect(page2.body.values[0].Articulo).not.toBe(page1.body.values[0].Articulo);
    const noBody = await call(t.app, '/api/servicio/getlistarticulos', []);
    expect(noBody.body.PorPagina).toBe(9);
    expect((await call(t.app, '/api/servicio/getlistarticulos', { tnPorPagina: 51 })).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/servicio/articulos/pagina/0' })).statusCode).toBe(400);
  });
});

describe('sanitising bodies', () => {
  it('strips <script>, event handlers, javascript: links, iframes and <svg onload>, keeping the article', async () => {
    const hostile = [
      '<p>Antes<script>alert("xss")</script> después</p>',
      '<img src="/uploads/x.webp" onerror="alert(1)" alt="foto">',
      '<p onclick="alert(2)">Párrafo</p>',
      '<a href="javascript:alert(3)">enlace malo</a> <a href="JAVASCRIPT:alert(4)">otro</a>',
      '<a href="https://www.mintrabajo.gob.bo">Ministerio de Trabajo</a>',
      '<svg onload="alert(5)"><circle r="4"/></svg>',
      '<iframe src="https://evil.example"></iframe>',
      '<p style="background:url(javascript:alert(6))">estilo</p>',
      '<math><mi xlink:href="javascript:alert(7)">x</mi></math>',
    ].join('');
    const res = await create(article({ Titulo: 'Artículo con trampas', DescripcionLarga: encodeBase64Utf8(hostile) }));
    expect(res.body.error).toBe(0);
    const body = decodeBase64Utf8((await bySlug(res.body.values.Slug)).body.values.DescripcionLarga)!;
    expect(body).not.toMatch(/<script|onerror|onclick|onload|javascript:|<iframe|<svg|<math|style=/i);
    expect(body).toContain('<p>Antes después</p>');
    expect(body).toContain('<img src="/uploads/x.webp" alt="foto" />');
    expect(body).toContain('<p>Párrafo</p>');
    expect(body).toContain('<a>enlace malo</a>');
    expect(body).toContain('<a href="https://www.mintrabajo.gob.bo" target="_blank" rel="noopener noreferrer nofollow">Ministerio de Trabajo</a>');
  });

  it('refuses a body that is nothing but dangerous parts, and bad base64', async () => {
    const empty = await create(article({ DescripcionLarga: encodeBase64Utf8('<script>alert(1)</script><iframe></iframe>') }));
    expect(empty.status).toBe(400);
    expect(empty.body.errores.DescripcionLarga).toBe('Por favor, escriba el contenido del artículo.');
    const notB64 = await create(article({ DescripcionLarga: '<p>no es base64</p>' }));
    expect(notB64.status).toBe(400);
    expect(notB64.body.errores.DescripcionLarga).toBe('El contenido del artículo no está codificado correctamente.');
    const latin1 = await create(article({ DescripcionLarga: Buffer.from([0x3c, 0x70, 0x3e, 0xf1, 0x3c, 0x2f, 0x70, 0x3e]).toString('base64') }));
    expect(latin1.status).toBe(400);
  });

  it('titles stay text: hostile titles are escaped in the page meta', async () => {
    const res = await create(article({ Titulo: '"><script>alert(1)</script> Derechos', DescripcionCorta: '<img src=x onerror=alert(1)>' }));
    expect(res.body.error).toBe(0);
    expect(res.body.values.Slug).toBe('script-alert-1-script-derechos');
    const detail = await bySlug(res.body.values.Slug);
    expect(detail.body.values.Titulo).toBe('"><script>alert(1)</script> Derechos');
  });
});

describe('validation and permissions', () => {
  it('gives the spec messages for missing fields', async () => {
    expectFieldErrors(await create({}), {
      Titulo: 'Por favor, coloque el título del artículo.',
      DescripcionCorta: 'Por favor, coloque una descripción corta.',
      DescripcionLarga: 'Por favor, escriba el contenido del artículo.',
      Fecha: 'Por favor, coloque la fecha de publicación.',
      Categoria: 'Por favor, seleccione una categoría.',
    });
    const badDate = await create(article({ Fecha: '2026-02-30' }));
    expect(badDate.body.errores.Fecha).toBe('La fecha de publicación no es válida.');
    const tags = await create(article({ Etiquetas: Array.from({ length: 11 }, (_, i) => `e${i}`).join(',') }));
    expect(tags.body.errores.Etiquetas).toMatch(/hasta 10 etiquetas/);
    const longTitle = await create(article({ Titulo: 'a'.repeat(201) }));
    expect(longTitle.body.errores.Titulo).toBe('Máximo 200 caracteres.');
    const wrongTypes = await call(t.app, '/api/servicio/creararticulo', { ...article(), Titulo: { $gt: '' }, Etiquetas: ['a'] }, admin.token);
    expect(wrongTypes.status).toBe(400);
    const hugeField = await create(article({ DescripcionLarga: 'A'.repeat(600 * 1024) }));
    expect(hugeField.status).toBe(413);
    const notImage = await create({ ...article(), foto: { filename: 'x.jpg', data: Buffer.from('<?php echo 1; ?>') } } as never);
    expect(notImage.status).toBe(400);
    expect(notImage.body.errores.foto).toBe('La foto debe ser una imagen JPG, PNG o WEBP.');
  });

  it('refuses writing to anyone but staff (401/403) and answers 404 for unknown ids and slugs', async () => {
    const cand = await newCandidate(t.deps);
    const comp = await newCompany(t.deps);
    expect((await create(article(), null)).status).toBe(401);
    for (const token of [cand.token, comp.token]) {
      expect((await create(article(), token)).status).toBe(403);
      expect((await postForm(t.app, '/api/servicio/articulo/actualizar/1', article() as never, token)).status).toBe(403);
      expect((await call(t.app, '/api/servicio/getarticulo', { tnArticulo: 1 }, token)).status).toBe(403);
      expect((await call(t.app, '/api/servicio/admin/eliminararticulo', { tnArticulo: 1 }, token)).status).toBe(403);
      expect((await call(t.app, '/api/servicio/admin/listararticulos', {}, token)).status).toBe(403);
    }
    expect((await call(t.app, '/api/servicio/getarticulo', { tnArticulo: 999999 }, admin.token)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/getarticulo', { tnArticulo: 'uno' }, admin.token)).status).toBe(400);
    expect((await postForm(t.app, '/api/servicio/articulo/actualizar/999999', article() as never, admin.token)).status).toBe(404);
    expect((await postForm(t.app, '/api/servicio/articulo/actualizar/abc', article() as never, admin.token)).status).toBe(400);
    for (const slug of ['no-existe', "'; drop table articles;--", '../../etc/passwd', '%', '<script>']) {
      const res = await bySlug(slug);
      expect(res.status, slug).toBe(404);
      expect(res.body).toMatchObject({ error: 1, message: 'Artículo no encontrado' });
    }
    expect((await bySlug('')).status).toBe(400);
    const oversize = await bySlug('a'.repeat(121));
    expect(oversize.status).toBe(400);
    expect(oversize.body.message).toBe('Artículo no encontrado');
    expect((await call(t.app, '/api/servicio/getdetallearticulo', { tcSlug: 5 })).status).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/servicio/articulos/%27%20or%201%3D1' })).statusCode).toBe(404);
  });

  it('lets staff delete an article and its photo', async () => {
    const created = await create({ ...article({ Titulo: 'Para borrar' }), foto: { filename: 'a.png', data: await bigPhoto('png', 100, 100) } } as never);
    const { Datos } = (await call(t.app, '/api/servicio/getarticulo', { tnArticulo: created.body.values.Articulo }, admin.token)).body;
    const del = await call(t.app, '/api/servicio/admin/eliminararticulo', { tnArticulo: created.body.values.Articulo }, admin.token);
    expect(del.body).toMatchObject({ error: 0, message: 'Artículo eliminado.' });
    expect((await bySlug('para-borrar')).status).toBe(404);
    expect((await fetchUpload(t.app, Datos.UrlImagenArticulo)).status).toBe(404);
    expect((await call(t.app, '/api/servicio/admin/eliminararticulo', { tnArticulo: created.body.values.Articulo }, admin.token)).status).toBe(404);
  });
});

describe('server-rendered meta of blog pages', () => {
  it('injects the article title, 160-character summary, image and JSON-LD; falls back for unknown slugs', async () => {
    const dist = join(t.dataDir, 'web');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Chamba</title><meta name="description" content="x"></head><body></body></html>');
    const { buildApp } = await import('../../app');
    const app = await buildApp({ deps: t.deps, webDistDir: dist });
    try {
      const long = 'Palabra '.repeat(40).trim();
      const created = await create({ ...article({ Titulo: 'Aguinaldo <2026> & "doble"', DescripcionCorta: long }), foto: { filename: 'a.png', data: await bigPhoto('png', 100, 100) } } as never);
      const page = await app.inject({ method: 'GET', url: `/blogs/${created.body.values.Slug}` });
      expect(page.statusCode).toBe(200);
      const html = page.body;
      expect(html).toContain('<title>Aguinaldo &lt;2026&gt; &amp; &quot;doble&quot; | Blog de Chamba</title>');
      const summary = `${long.slice(0, 157)}...`;
      expect(summary).toHaveLength(160);
      expect(html).toContain(`<meta name="description" content="${summary}">`);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(html).toMatch(/<meta property="og:image" content="http:\/\/localhost:3000\/uploads\/blog\/[^"]+\.webp">/);
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).not.toMatch(/<script type="application\/ld\+json">[^<]*<2026/);
      const missing = await app.inject({ method: 'GET', url: '/blogs/no-existe' });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<title>Artículo no encontrado</title>');
      const list = await app.inject({ method: 'GET', url: '/blogs' });
      expect(list.body).toContain('<title>Blog | Chamba</title>');
    } finally {
      await app.close();
    }
  });
});
