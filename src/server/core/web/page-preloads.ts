/**
 * The files a page of the client needs before it can draw, named in its HTML so the browser
 * fetches them beside the main script (decision 095). The web build writes them by route
 * (dist/web/page-preloads.json, scripts/page-preloads.mjs); without that file pages are sent as
 * they are.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeHtmlText } from './page-meta';

type Preloads = Record<string, { js: string[]; css: string[] }>;

/** Only hashed files of the build's assets folder: nothing else ever reaches a page's head. */
const ASSET = /^\/assets\/[A-Za-z0-9._-]+\.(js|css)$/;

/** A function from a URL path to the tags for its page ('' when it has none). */
export function pagePreloadTags(distDir: string): (path: string) => string {
  const file = join(distDir, 'page-preloads.json');
  if (!existsSync(file)) return () => '';
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Preloads;
  const pages = Object.entries(preloads).map(([route, { js, css }]) => {
    const pattern = new RegExp(`^/${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
    const tags = [
      ...css.filter((f) => ASSET.test(f)).map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtmlText(f)}">`),
      ...js.filter((f) => ASSET.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtmlText(f)}">`),
    ].join('\n    ');
    return { pattern, tags };
  });
  return (path) => pages.find((p) => p.pattern.test(path))?.tags ?? '';
}
