/**
 * Public pages' first screen drawn on the server with their data (decision 115). The web build
 * writes the client's own pages as a Node module (dist/web/ssr/ssr.js, from src/web/ssr.tsx);
 * the server imports it at start and, for the pages it is told to draw, gives it a transport
 * that answers the client's calls from this server's own routes in its process (app.inject: the
 * same validation, services and replies as the API, without HTTP). Only the reads it is given
 * are answered; every other call is refused and the page draws that part as the client first
 * draws it. The page's HTML then carries the page itself and the answers it was drawn with
 * (escaped JSON), which the client's first render uses.
 *
 * Never at a page's expense: no build, an error, or data slower than the time limit sends the
 * page shell as before (decision 096), with a warning in the log.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonForScript } from './page-meta';

/** What src/web/ssr.tsx exports. */
export type PageRenderer = {
  renderPage(url: string, transport: (url: string, init: RequestInit) => Promise<Response>): Promise<{ html: string; data: unknown[] } | null>;
};

/** A read the server's render may make: its method and path as the contract declares them. */
export type PageRead = { method: string; path: string };

export type PageRenderOptions = {
  /** The pages drawn on the server (URL paths); others are sent with the shell. */
  pages: RegExp[];
  /** The calls their render may make. */
  reads: PageRead[];
  /** How long the page's data may take, in ms (150 by default). */
  timeoutMs?: number;
  /** The renderer; by default the build's dist/web/ssr/ssr.js. */
  renderer?: PageRenderer | null;
};

export const SSR_MODULE = join('ssr', 'ssr.js');
const RENDER_HEADER = 'x-chamba-page-render';
/** Known only to this process: a request that carries it is the server's own render. */
const RENDER_SECRET = randomBytes(24).toString('hex');
const DEFAULT_TIMEOUT_MS = 150;

/**
 * True for a read made by the server's own render of a page: not a visit (a job's page counts
 * its view when the visitor's browser asks for the job, as it always did).
 */
export function isPageRender(req: FastifyRequest): boolean {
  const sent = req.headers[RENDER_HEADER];
  if (typeof sent !== 'string' || sent.length !== RENDER_SECRET.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(RENDER_SECRET));
}

/** The build's renderer, or null (no build of it, or it does not load: warned). */
export async function loadPageRenderer(app: FastifyInstance, distDir: string): Promise<PageRenderer | null> {
  const file = join(distDir, SSR_MODULE);
  if (!existsSync(file)) return null;
  try {
    const mod = (await import(pathToFileURL(file).href)) as Partial<PageRenderer>;
    if (typeof mod.renderPage !== 'function') throw new Error(`${SSR_MODULE} no exporta renderPage`);
    return mod as PageRenderer;
  } catch (err) {
    app.log.warn({ err }, 'server render of pages not loaded: pages are sent with the shell');
    return null;
  }
}

const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/?#]+')}$`);

class TimeLimit extends Error {}

/** `render(url)`: the page's HTML and data, or null when it is to be sent with the shell. */
export function pageRender(app: FastifyInstance, renderer: PageRenderer | null, opts: PageRenderOptions) {
  const reads = opts.reads.map((r) => ({ method: r.method, pattern: pathPattern(r.path) }));
  const timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.split('?')[0];
    if (!reads.some((r) => r.method === method && r.pattern.test(path))) {
      return Response.json({ error: 1, message: 'No disponible al dibujar la página.' }, { status: 404 });
    }
    const res = await app.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: { [RENDER_HEADER]: RENDER_SECRET, ...(typeof init.body === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') } });
  };

  return async function render(req: FastifyRequest, url: string): Promise<{ html: string; data: string } | null> {
    if (!renderer) return null;
    const path = url.split('?')[0];
    if (!opts.pages.some((p) => p.test(path))) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const limit = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimeLimit()), timeoutMs);
      });
      const page = await Promise.race([renderer.renderPage(url, transport), limit]);
      if (!page) return null;
      return { html: page.html, data: jsonForScript(page.data) };
    } catch (err) {
      if (err instanceof TimeLimit) req.log.warn({ url: path, timeoutMs }, 'page render over its time limit: sent with the shell');
      else req.log.warn({ err, url: path }, 'page render failed: sent with the shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

const ROOT_OPEN = '<div id="root">';

/**
 * `template` with the root's content (the shell) replaced by `html`, and the data script after
 * the root. The root is the last element before </body> (the build's index.html).
 */
export function withRenderedRoot(template: string, html: string, data: string): string {
  const start = template.indexOf(ROOT_OPEN);
  const bodyEnd = template.lastIndexOf('</body>');
  const rootEnd = template.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || rootEnd < start) return template;
  return `${template.slice(0, start + ROOT_OPEN.length)}${html}</div><script id="chamba-datos" type="application/json">${data}</script>${template.slice(rootEnd + '</div>'.length)}`;
}
