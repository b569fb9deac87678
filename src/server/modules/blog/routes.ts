import type { FastifyInstance } from 'fastify';
import * as c from '../../../shared/contract/blog';
import { summary160 } from '../../../shared/rules';
import { route } from '../../core/http/route';
import { notFound } from '../../core/http/errors';
import type { FormSpec } from '../../core/http/form';
import type { MetaResolver, PageMeta } from '../../core/web/page-meta';
import { publicUrl } from '../../core/config';
import * as blog from './service';
import { htmlToText, sanitizeArticleHtml } from './sanitize';

const articleForm: FormSpec = {
  files: { foto: { kind: 'image', maxBytes: c.BLOG_LIMITS.photoBytes, tooBig: c.BLOG_MESSAGES.photoSize, wrongKind: c.BLOG_MESSAGES.photoType } },
};

export async function blogRoutes(app: FastifyInstance) {
  const { limiter } = app.deps;

  const listPage = async (page: number, perPage: number, opts: { includeScheduled?: boolean } = {}) => {
    const { items, total } = await blog.listArticles(app.deps, page, perPage, opts);
    return { error: 0, message: '', values: items, Total: total, Pagina: page, PorPagina: perPage };
  };

  /** A published article, or 404 with the spec's message. */
  const found = <T>(row: T | null): T => {
    if (!row) throw notFound(c.BLOG_MESSAGES.notFound);
    return row;
  };

  route(app, c.getListArticulos, async ({ body }) => listPage(body.tnPagina, body.tnPorPagina));

  route(app, c.getListArticulosPagina, async ({ params }) => listPage(params.tnPagina, c.BLOG_LIMITS.perPage));

  route(app, c.getDetalleArticulo, async ({ body, user }) => ({
    error: 0,
    message: '',
    values: blog.toDetail(found(await blog.articleBySlug(app.deps, body.tcSlug, { includeScheduled: user?.role === 'admin' }))),
  }));

  route(app, c.getArticuloPorSlug, async ({ params }) => ({ error: 0, message: '', values: blog.toDetail(found(await blog.articleBySlug(app.deps, params.tcSlug))) }));

  route(
    app,
    c.createArticle,
    async ({ user, req, form }) => {
      await limiter.hit(`blog:write:${user.id}`, 60, 3600);
      const { body, files } = await form();
      const created = await blog.createArticle(app.deps, user, body, files.foto?.[0], req.log);
      return { error: 0, message: c.BLOG_MESSAGES.created, values: { Articulo: created.id, Slug: created.slug } };
    },
    { form: articleForm },
  );

  route(app, c.getArticle, async ({ body }) => {
    const row = await blog.articleById(app.deps, body.tnArticulo);
    return { error: 0, message: '', Datos: blog.toDetail(row) };
  });

  route(
    app,
    c.updateArticle,
    async ({ user, req, params, form }) => {
      await limiter.hit(`blog:write:${user.id}`, 60, 3600);
      // 404 before reading the upload when the article does not exist.
      await blog.articleById(app.deps, params.id);
      const { body, files } = await form();
      const saved = await blog.updateArticle(app.deps, params.id, body, files.foto?.[0], req.log);
      return { error: 0, message: c.BLOG_MESSAGES.updated, values: { Articulo: saved.id, Slug: saved.slug } };
    },
    { form: articleForm },
  );

  route(app, c.listArticlesAdmin, async ({ body }) => listPage(body.tnPagina, body.tnPorPagina, { includeScheduled: true }));

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
        // Expected: a malformed %-escape in the address typed by a visitor reads as no article (404).
        slug = '';
      }
      let row: Awaited<ReturnType<typeof blog.articleBySlug>>;
      try {
        row = await blog.articleBySlug(deps, slug);
      } catch (err) {
        deps.log.error({ err, slug }, 'blog page meta: the article could not be read');
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
