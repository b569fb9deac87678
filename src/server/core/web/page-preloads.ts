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
/** A page's tags: its style sheets, and its modules to fetch beside the main script. */
export type PageTags = { css: string; js: string };
const NONE: PageTags = { css: '', js: '' };

/** Only hashed files of the build's assets folder: nothing else ever reaches a page's head. */
const ASSET = /^\/assets\/[A-Za-z0-9._-]+\.(js|css)$/;

/** A function from a URL path to the tags for its page (empty when it has none). */
export function pagePreloadTags(distDir: string): (path: string) => PageTags {
  const file = join(distDir, 'page-preloads.json');
  if (!existsSync(file)) return () => NONE;
  const preloads = JSON.parse(readFileSync(file, 'utf8')) as Preloads;
  const pages = Object.entries(preloads).map(([route, { js, css }]) => {
    const pattern = new RegExp(`^/${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);
    const tags: PageTags = {
      css: css.filter((f) => ASSET.test(f)).map((f) => `<link rel="stylesheet" crossorigin href="${escapeHtmlText(f)}">`).join('\n    '),
      js: js.filter((f) => ASSET.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="${escapeHtmlText(f)}">`).join('\n    '),
    };
    return { pattern, tags };
  });
  return (path) => pages.find((p) => p.pattern.test(path))?.tags ?? NONE;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*>\s*/g;
const FIRST_MODULE = '<script type="module"';

/**
 * The page's HTML with every style sheet (the build's and the page's `css`) before the main
 * script and the modules it preloads, and the page's modules (`js`) at the end of the head.
 * A phone on slow 4G opens a handful of connections: the style sheets, which the first paint
 * waits for, are asked for first instead of queuing behind a dozen scripts (decision 118).
 */
export function withPageTags(html: string, tags: PageTags): string {
  const head = html.indexOf('</head>');
  const module = html.indexOf(FIRST_MODULE);
  if (head < 0 || module < 0 || module > head) {
    // No main script in the head (a test's template): the tags at its end, as before.
    const all = [tags.css, tags.js].filter(Boolean).join('\n    ');
    return all ? html.replace('</head>', () => `  ${all}\n  </head>`) : html;
  }
  const before = html.slice(0, module);
  const sheets: string[] = [];
  const rest = html.slice(module, head).replace(STYLESHEET, (tag) => (sheets.push(tag.trim()), ''));
  if (tags.css) sheets.push(tags.css);
  const js = tags.js ? `  ${tags.js}\n  ` : '';
  return `${before}${sheets.map((t) => `${t}\n    `).join('')}${rest}${js}${html.slice(head)}`;
}
