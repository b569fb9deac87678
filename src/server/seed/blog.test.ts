import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/test-app';
import { setupTestApp } from '../test/setup-test-app';
import { decodeBase64Utf8 } from '../../shared/contract/blog';
import { seedAccounts } from './accounts';
import { seedBlog, SEED_ARTICLES } from './blog';

const t = setupTestApp();
beforeAll(async () => {
  await seedAccounts(t.deps);
});

describe('demo blog', () => {
  it('publishes the articles once, by the admin, with covers and formatted bodies', async () => {
    expect(await seedBlog(t.deps)).toEqual({ articulos: SEED_ARTICLES.length });
    expect(await seedBlog(t.deps)).toEqual({});
    const list = await call(t.app, '/api/servicio/getlistarticulos', { tnPorPagina: 50 });
    expect(list.body.Total).toBe(SEED_ARTICLES.length);
    expect(SEED_ARTICLES.length).toBeGreaterThanOrEqual(6);
    for (const a of list.body.values) {
      expect(a.Autor).toBe('Equipo Chamba');
      const cover = await t.app.inject({ method: 'GET', url: a.UrlImagenArticulo });
      const meta = await sharp(cover.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', 800]);
      const detail = await call(t.app, '/api/servicio/getdetallearticulo', { tcSlug: a.Slug });
      const html = decodeBase64Utf8(detail.body.values.DescripcionLarga)!;
      expect(html).toMatch(/<h2>/);
      expect(html.length).toBeGreaterThan(1500);
    }
  });
});
