/**
 * The files each page of the client needs before it can draw (decision 095): its lazy chunk,
 * the chunks that chunk imports, and their styles, by route path as router.tsx writes it. The
 * server puts them in the page's <head> (modulepreload, stylesheet), so a phone fetches them
 * with the main script instead of after it (one round trip less on slow 4G).
 *
 * Written by the web build as dist/web/page-preloads.json: { "detalletrabajo/:code": { js, css } }.
 */
import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The routes whose element is a lazy page (not the catch-all '*'): `path: 'blogs/:slug', element: page(() => import('./features/blog/ArticlePage'))`. */
export function lazyRoutes(routerSource) {
  const routes = {};
  for (const m of routerSource.matchAll(/path: '([^']*)', element: page\(\(\) => import\('\.\/([^']+)'\)\)/g)) if (m[1] !== '*') routes[m[1]] = m[2];
  return routes;
}

/**
 * From Vite's build output (rollup chunks) and the router's source: each lazy route's chunk, the
 * chunks it imports that the entry does not already load, and their CSS, as URLs under `/`.
 */
export function pagePreloads(output, webRoot, routerFile) {
  const chunks = output.filter((o) => o.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const loaded = new Set();
  const walk = (file, into) => {
    if (into.has(file)) return;
    into.add(file);
    for (const i of byFile.get(file)?.imports ?? []) walk(i, into);
  };
  if (entry) walk(entry.fileName, loaded);
  const byModule = new Map();
  for (const c of chunks) {
    if (!c.facadeModuleId) continue;
    const id = relative(webRoot, c.facadeModuleId.split('?')[0]).split(sep).join('/').replace(/\.(tsx?|jsx?)$/, '');
    byModule.set(id, c);
  }
  const result = {};
  for (const [path, module] of Object.entries(lazyRoutes(readFileSync(routerFile, 'utf8')))) {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`La página ${module} (ruta '${path}') no tiene un chunk propio en la compilación.`);
    const files = new Set();
    walk(chunk.fileName, files);
    const js = [...files].filter((f) => !loaded.has(f));
    const css = js.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]);
    result[path] = { js: js.map((f) => `/${f}`), css: [...new Set(css)].map((f) => `/${f}`) };
  }
  return result;
}

export const routerFileOf = (root) => join(root, 'src', 'web', 'router.tsx');
