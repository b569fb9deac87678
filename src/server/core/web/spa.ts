/** Serves the built web client, uploaded public files and the SPA fallback with page meta. */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { publicUrl } from '../config';
import { envelope, notFound } from '../http/errors';
import { route } from '../http/route';
import { isWebPath } from '../../../shared/web-paths';
import { DEFAULT_META, injectMeta, type MetaResolver } from './page-meta';
import { pagePreloadTags, withPageTags } from './page-preloads';
import { loadPageRenderer, pageRender, withRenderedRoot, type PageRenderOptions } from './page-render';

const MIME: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

const FILE_NOT_FOUND = 'Archivo no encontrado.';
const NOT_FOUND_META = { title: 'Página no encontrada | Chamba', description: 'La página que buscas no existe.', status: 404 };

/** Public uploads (logos, photos, covers) under their storage key: public/<path>. */
const UPLOADS = { method: 'GET', path: '/uploads/*', auth: 'none', hide: true, params: z.object({ '*': z.string() }) } as const;

/**
 * Any other address read with GET: a page of the client. A route rather than the not-found
 * handler, so its HTML leaves compressed like every route's reply (core/http/compression.ts).
 */
const PAGES = { method: 'GET', path: '/*', auth: 'none', hide: true } as const;

/** Addresses that are never pages: the API, uploads and files (a name with an extension). */
const isPageAddress = (path: string) => !path.startsWith('/api/') && !path.startsWith('/uploads/') && !extname(path);

export async function serveWeb(app: FastifyInstance, opts: { distDir: string; resolvers: MetaResolver[]; render?: PageRenderOptions }) {
  const indexFile = join(opts.distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  const template = hasBuild ? readFileSync(indexFile, 'utf8') : null;
  const base = publicUrl(app.deps.config);
  const preloadsOf = pagePreloadTags(opts.distDir);
  const renderOpts = opts.render ?? { pages: [], reads: [] };
  const renderer = renderOpts.renderer !== undefined ? renderOpts.renderer : hasBuild ? await loadPageRenderer(app, opts.distDir) : null;
  const render = pageRender(app, renderer, renderOpts);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: opts.distDir,
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each text file (scripts/build.mjs): sent as they are.
      preCompressed: true,
      // The .br and .gz copies are found beside each file when sent; they need no routes of their own.
      // ssr/: the server's render of pages (decision 115), read by the server, never sent.
      globIgnore: ['index.html', 'page-preloads.json', 'ssr/**', '**/*.br', '**/*.gz'],
      setHeaders(res, path) {
        if (path.includes(`${join(opts.distDir, 'assets')}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'public, max-age=3600');
      },
    });
  }

  route(app, UPLOADS, async ({ params, reply }) => {
    const rest = params['*'];
    if (!/^[A-Za-z0-9/_.-]+$/.test(rest) || rest.includes('..')) throw notFound(FILE_NOT_FOUND);
    const data = await app.deps.storage.get(`public/${rest}`);
    if (!data) throw notFound(FILE_NOT_FOUND);
    return reply
      .header('Content-Type', MIME[extname(rest).toLowerCase()] ?? 'application/octet-stream')
      .header('Cache-Control', 'public, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(data);
  });

  const sendPage = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!template) {
      return reply
        .status(503)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><meta charset="utf-8"><title>Chamba</title><p>El cliente web no está compilado. Ejecute <code>npm run build</code>.</p>');
    }
    const path = req.url.split('?')[0];
    // An address that is no page of the client: the shell shows its not-found page, with a real 404.
    let meta = isWebPath(path) ? DEFAULT_META : NOT_FOUND_META;
    for (const r of opts.resolvers) {
      const m = path.match(r.pattern);
      if (!m) continue;
      try {
        meta = (await r.resolve(m, app.deps)) ?? { ...DEFAULT_META, status: 404 };
      } catch (err) {
        req.log.error({ err }, 'page meta failed');
      }
      break;
    }
    const preloads = preloadsOf(path);
    // A page found: its first screen drawn with its data (decision 115). Not found: the shell,
    // whose client shows the not-found page as before.
    const drawn = (meta.status ?? 200) === 200 ? await render(req, req.url) : null;
    const withMeta = injectMeta(template, meta, `${base}${path}`, base);
    const page = drawn ? withRenderedRoot(withMeta, drawn.html, drawn.data) : withMeta;
    // The page's own chunk and styles fetched beside the main script, not after it (decision 095);
    // the style sheets first (decision 118).
    const html = withPageTags(page, preloads);
    return reply
      .status(meta.status ?? 200)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };

  const nothingHere = (reply: FastifyReply) => reply.status(404).send(envelope('No se encontró lo que buscas.'));
  route(app, PAGES, async ({ req, reply }) => (isPageAddress(req.url.split('?')[0]) ? sendPage(req, reply) : nothingHere(reply)));
  app.setNotFoundHandler(async (_req, reply) => nothingHere(reply));
}
