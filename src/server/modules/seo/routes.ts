import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { publicUrl } from '../../core/config';
import { notFound } from '../../core/http/errors';
import { route } from '../../core/http/route';
import type { MetaResolver } from '../../core/web/page-meta';
import { robots, sitemap, sitemapFile } from './service';

/** Crawlers' files: outside the API contract, so left out of its document. */
const page = <P extends string>(path: P) => ({ method: 'GET', path, auth: 'none', hide: true }) as const;
const XML = 'application/xml; charset=utf-8';

export async function seoRoutes(app: FastifyInstance) {
  const base = publicUrl(app.deps.config);

  route(app, page('/sitemap.xml'), async ({ reply }) => reply.type(XML).header('Cache-Control', 'public, max-age=3600').send(await sitemap(app.deps, base)));

  route(app, { ...page('/sitemaps/{file}'), params: z.object({ file: z.string() }) }, async ({ params, reply }) => {
    const body = await sitemapFile(app.deps, base, params.file);
    if (!body) throw notFound();
    return reply.type(XML).header('Cache-Control', 'public, max-age=3600').send(body);
  });

  route(app, page('/robots.txt'), async ({ reply }) => reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=86400').send(robots(base)));
}

const home = {
  title: 'Chamba | Empleos en Bolivia',
  description:
    'Encuentra trabajo en Bolivia: miles de ofertas de empleo en La Paz, Santa Cruz, Cochabamba, El Alto y todo el país. Crea tu CV, postula y contrata talento.',
};

/** Server-rendered meta of the home page. */
export const seoPageMeta: MetaResolver[] = [{ pattern: /^\/(home)?\/?$/, resolve: async () => home }];
