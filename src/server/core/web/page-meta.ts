/**
 * Title, description, Open Graph / Twitter tags and JSON-LD injected into the HTML the server
 * sends, so crawlers and link previews (WhatsApp, Facebook) see them without running JavaScript.
 */
import type { AppDeps } from '../context';
import { cut } from '../../../shared/rules';

export type PageMeta = {
  title: string;
  description: string;
  image?: string | null;
  type?: 'website' | 'article';
  jsonLd?: unknown;
  /** 404 for an unknown job, company or article: the SPA still renders its error page. */
  status?: number;
};

export type MetaResolver = {
  pattern: RegExp;
  resolve(match: RegExpMatchArray, deps: AppDeps): Promise<PageMeta | null>;
};

export const DEFAULT_META: PageMeta = {
  title: 'Chamba | Empleos en Bolivia',
  description:
    'Encuentra trabajo en Bolivia: empleos en La Paz, Santa Cruz, Cochabamba y todo el país. Crea tu CV, postula y contrata talento.',
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
/** Text for an HTML text node or a quoted attribute. */
export const escapeHtmlText = (s: string) => s.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
const esc = escapeHtmlText;

const JSON_IN_SCRIPT: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' };
/**
 * JSON for a <script type="application/ld+json"> element: '<', '>' and '&' as \u escapes so that
 * no value can close the element or open a comment, and the two line separators JavaScript
 * parsers choke on. The JSON stays equal to the original once parsed.
 */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => JSON_IN_SCRIPT[ch]);

export function injectMeta(html: string, meta: PageMeta, pageUrl: string, baseUrl: string): string {
  const description = cut(meta.description, 255);
  const image = meta.image ? new URL(meta.image, baseUrl).toString() : `${baseUrl}/icons/icon-512.png`;
  // Open Graph (WhatsApp, Facebook) and Twitter cards say the same thing under their own names.
  const og = { site_name: 'Chamba', locale: 'es_BO', type: meta.type ?? 'website', title: meta.title, description, url: pageUrl, image };
  const twitter = { card: 'summary_large_image', title: meta.title, description, image };
  const tags = [
    `<meta name="description" content="${esc(description)}">`,
    `<link rel="canonical" href="${esc(pageUrl)}">`,
    ...Object.entries(og).map(([key, value]) => `<meta property="og:${key}" content="${esc(value)}">`),
    ...Object.entries(twitter).map(([key, value]) => `<meta name="twitter:${key}" content="${esc(value)}">`),
  ];
  if (meta.jsonLd) {
    tags.push(`<script type="application/ld+json">${jsonForScript(meta.jsonLd)}</script>`);
  }
  // Replacer functions, never replacement strings: a title holding `$&`, `$'` or `$1` is text,
  // not a pattern that copies parts of the page.
  const title = `<title>${esc(meta.title)}</title>`;
  const head = `${tags.join('\n    ')}\n  </head>`;
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => title)
    .replace(/<meta name="description"[^>]*>/, () => '')
    .replace('</head>', () => head);
}
