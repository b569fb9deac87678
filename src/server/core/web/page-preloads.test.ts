import { describe, expect, it } from 'vitest';
import { withPageTags } from './page-preloads';

/** The head as the web build writes it: the main script, its preloads, then its style sheet. */
const BUILT = `<!doctype html><html><head>
    <meta charset="UTF-8" />
    <title>Chamba</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
  </head><body><div id="root"></div></body></html>`;

const order = (html: string) => [...html.matchAll(/(?:src|href)="\/assets\/([^"]+)"/g)].map((m) => m[1]);

describe('a page head with its own files (decision 118)', () => {
  it('asks for every style sheet before the main script, and the page modules after its preloads', () => {
    const html = withPageTags(BUILT, { css: '<link rel="stylesheet" crossorigin href="/assets/jobs-D.css">', js: '<link rel="modulepreload" crossorigin href="/assets/JobDetailPage-E.js">' });
    expect(order(html)).toEqual(['index-C.css', 'jobs-D.css', 'index-A.js', 'react-B.js', 'JobDetailPage-E.js']);
    expect(html.match(/index-C\.css/g)).toHaveLength(1);
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('moves the build style sheet first for a page with no files of its own', () => {
    expect(order(withPageTags(BUILT, { css: '', js: '' }))).toEqual(['index-C.css', 'index-A.js', 'react-B.js']);
  });

  it('puts the tags at the end of a head that has no module script', () => {
    const plain = '<html><head><title>x</title></head><body></body></html>';
    expect(withPageTags(plain, { css: '', js: '' })).toBe(plain);
    expect(withPageTags(plain, { css: '<link rel="stylesheet" href="/assets/a.css">', js: '' })).toContain('<link rel="stylesheet" href="/assets/a.css">\n  </head>');
  });
});
