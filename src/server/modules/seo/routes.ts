import type { FastifyInstance } from 'fastify';
import { publicUrl } from '../../config';
import { envelope } from '../../http/errors';
import type { MetaResolver } from '../../web/page-meta';
import { robots, sitemap, sitemapFile } from './service';

export async function seoRoutes(app: FastifyInstance) {
  const base = publicUrl(app.deps.config);
  const xml = 'application/xml; charset=utf-8';

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.type(xml).header('Cache-Control', 'public, max-age=3600').send(await sitemap(app.deps, base)),
  );

  app.get('/sitemaps/:file', { schema: { hide: true } }, async (req, reply) => {
    const body = await sitemapFile(app.deps, base, String((req.params as { file: string }).file));
    if (!body) return reply.status(404).send(envelope('No se encontró lo que buscas.'));
    return reply.type(xml).header('Cache-Control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(robots(base)),
  );
}

const home = {
  title: 'Chamba | Empleos en Bolivia',
  description:
    'Encuentra trabajo en Bolivia: miles de ofertas de empleo en La Paz, Santa Cruz, Cochabamba, El Alto y todo el país. Crea tu CV, postula y contrata talento.',
};

/** Server-rendered meta of the home page. */
export const seoPageMeta: MetaResolver[] = [{ pattern: /^\/(home)?\/?$/, resolve: async () => home }];
