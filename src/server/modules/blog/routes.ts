import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as c from '../../../shared/contract/blog';
import { summary160 } from '../../../shared/rules';
import { route } from '../../http/route';
import { badRequest, notFound } from '../../http/errors';
import type { MetaResolver, PageMeta } from '../../web/page-meta';
import { publicUrl } from '../../config';
import { parseFields, readForm } from '../profiles/uploads';
import * as blog from './service';
import { htmlToText, sanitizeArticleHtml } from './sanitize';

const photo = { foto: { maxBytes: c.BLOG_LIMITS.photoBytes, tooBig: c.BLOG_MESSAGES.photoSize } };
const pageParam = z.object({ tnPagina: z.coerce.number().int().min(1).max(100_000) });

export async function blogRoutes(app: FastifyInstance) {
  const { limiter } = app.deps;

  const listPage = async (page: number, perPage: number) => {
    const { items, total } = await blog.listArticles(app.deps, page, perPage);
    return { error: 0, message: '', values: items, Total: total, Pagina: page, PorPagina: perPage };
  };

  route(app, c.getListArticulos, async ({ body }) => listPage(body.tnPagina, body.tnPorPagina));

  route(app, c.getListArticulosPagina, async ({ req }) => {
    const parsed = pageParam.safeParse(req.params);
    if (!parsed.success) throw badRequest('Página inválida.', { tnPagina: 'Página inválida.' });
    return listPage(parsed.data.tnPagina, c.BLOG_LIMITS.perPage);
  });

  route(app, c.getDetalleArticulo, async ({ body, user }) => {
    const row = await blog.articleBySlug(app.deps, body.tcSlug, { includeScheduled: user?.role === 'admin' });
    if (!row) throw notFound(c.BLOG_MESSAGES.notFound);
    return { error: 0, message: '', values: blog.toDetail(row) };
  });

  route(app, c.getArticuloPorSlug, async ({ req }) => {
    const slug = (req.params as { tcSlug?: string }).tcSlug ?? '';
    const row = await blog.articleBySlug(app.deps, slug);
    if (!row) throw notFound(c.BLOG_MESSAGES.notFound);
    return { error: 0, message: '', values: blog.toDetail(row) };
  });

  route(app, c.createArticle, async ({ user, req }) => {
    await limiter.hit(`blog:write:${user.id}`, 60, 3600);
    const form = await readForm(req, photo);
    const fields = parseFields(c.articleFields, form.fields);
    const created = await blog.createArticle(app.deps, user, fields, form.files.foto, req.log);
    return { error: 0, message: c.BLOG_MESSAGES.created, values: { Articulo: created.id, Slug: created.slug } };
  });

  route(app, c.getArticle, async ({ body }) => {
    const row = await blog.articleById(app.deps, body.tnArticulo);
    return { error: 0, message: '', Datos: blog.toDetail(row) };
  });

  route(app, c.updateArticle, async ({ user, req }) => {
    const params = c.articleIdParam.safeParse(req.params);
    if (!params.success) throw badRequest('Identificador de artículo inválido.', { id: 'Identificador de artículo inválido.' });
    await limiter.hit(`blog:write:${user.id}`, 60, 3600);
    // 404 before reading the upload when the article does not exist.
    await blog.articleById(app.deps, params.data.id);
    const form = await readForm(req, photo);
    const fields = parseFields(c.articleFields, form.fields);
    const saved = await blog.updateArticle(app.deps, params.data.id, fields, form.files.foto, req.log);
    return { error: 0, message: c.BLOG_MESSAGES.updated, values: { Articulo: saved.id, Slug: saved.slug } };
  });

  route(app, c.listArticlesAdmin, async ({ body }) => {
    const { items, total } = await blog.listArticles(app.deps, body.tnPagina, body.tnPorPagina, { includeScheduled: true });
    return { error: 0, message: '', values: items, Total: total, Pagina: body.tnPagina, PorPagina: body.tnPorPagina };
  });

  route(app, c.deleteArticle, async ({ body, req }) => {
    await blog.deleteArticle(app.deps, body.tnArticulo, req.log);
    return { error: 0, message: c.BLOG_MESSAGES.deleted };
  });
}

const BLOG_META: PageMeta = {
  title: 'Blog | Chamba',
  description:
    'Consejos para encontrar trabajo en Bolivia: cómo hacer tu CV, prepararte para una entrevista, negociar tu salario y conocer tus derechos laborales.',
};

/** Title, description, Open Graph tags and BlogPosting JSON-LD of /blogs and /blogs/{slug}. */
export const blogPageMeta: MetaResolver[] = [
  { pattern: /^\/blogs\/?$/, resolve: async () => BLOG_META },
  {
    pattern: /^\/blogs\/([^/]+)\/?$/,
    async resolve(match, deps) {
      let slug: string;
      try {
        slug = decodeURIComponent(match[1]);
      } catch {
        slug = '';
      }
      let row: Awaited<ReturnType<typeof blog.articleBySlug>>;
      try {
        row = await blog.articleBySlug(deps, slug);
      } catch {
        return { title: c.BLOG_MESSAGES.loadError, description: c.BLOG_MESSAGES.loadErrorDescription, status: 503 };
      }
      if (!row) return { title: c.BLOG_MESSAGES.notFound, description: c.BLOG_MESSAGES.notFoundDescription, status: 404 };
      const description = summary160(row.descripcionCorta || htmlToText(sanitizeArticleHtml(row.descripcionLarga)));
      const base = publicUrl(deps.config);
      const image = row.urlImagen ? new URL(row.urlImagen, base).toString() : null;
      return {
        title: `${row.titulo} | Blog de Chamba`,
        description,
        image,
        type: 'article',
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: row.titulo,
          description,
          datePublished: row.fecha,
          dateModified: row.updatedAt.toISOString(),
          author: { '@type': 'Person', name: row.autor || 'Equipo Chamba' },
          publisher: { '@type': 'Organization', name: 'Chamba', logo: { '@type': 'ImageObject', url: `${base}/icons/icon-512.png` } },
          mainEntityOfPage: `${base}/blogs/${row.slug}`,
          ...(image ? { image } : {}),
          ...(row.etiquetas ? { keywords: row.etiquetas } : {}),
          ...(row.categoria ? { articleSection: row.categoria } : {}),
        },
      };
    },
  },
];
