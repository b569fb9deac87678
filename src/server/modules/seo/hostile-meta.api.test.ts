/**
 * Titles that look like replacement patterns (`$&`, `$'`, `` $` ``, `$1`), close the script
 * element or carry quotes are injected as text: one doctype, one <title>, the escaped text, and
 * JSON-LD that parses back to the title as written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { articles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { makeCompany } from '../../test/accounts';
import { makeJob } from '../../test/jobs';
import { injectMeta } from '../../core/web/page-meta';

const HOSTILE = `Cajero $& $\` $' $1 $$ </script><script>alert(1)</script> "comillas" 'simples' & <b>`;
const TEMPLATE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Chamba</title><meta name="description" content="x"></head><body><div id="root"></div></body></html>`;
const ESCAPED = `Cajero $&amp; $\` $&#39; $1 $$ &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;comillas&quot; &#39;simples&#39; &amp; &lt;b&gt;`;

let t: TestApp;
let web: FastifyInstance;
let jobCode = '';

beforeAll(async () => {
  t = await createTestApp();
  const dist = join(t.dataDir, 'web');
  mkdirSync(dist, { recursive: true });
  writeFileSync(join(dist, 'index.html'), TEMPLATE);
  web = await buildApp({ deps: t.deps, webDistDir: dist });
  await web.ready();
  const company = await makeCompany(t.deps, { nombre: `Empresa $' "Uno"` });
  jobCode = (await makeJob(t.deps, company.id, { titulo: HOSTILE, descripcion: `Descripción $& </script> $\`` })).codigo;
  await t.deps.db.insert(articles).values({ slug: 'articulo-hostil', titulo: HOSTILE, descripcionCorta: `Resumen $' $& </script>`, fecha: '2026-01-01' });
});

afterAll(async () => {
  await web?.close();
  await t?.close();
});

function expectOneDocument(html: string) {
  expect(html.match(/<!doctype html>/gi)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  expect(html.match(/<\/title>/g)).toHaveLength(1);
  expect(html.match(/<\/head>/g)).toHaveLength(1);
  expect(html.match(/<html/g)).toHaveLength(1);
  expect(html).not.toContain('<script>alert(1)</script>');
  // Only the JSON-LD element may open a script, and it closes exactly once.
  expect((html.match(/<script/g) ?? []).length).toBe((html.match(/<\/script>/g) ?? []).length);
}

function jsonLdOf(html: string): any {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m).not.toBeNull();
  return JSON.parse(m![1]);
}

describe('hostile titles in server-rendered meta', () => {
  it('a job title is escaped text in the title, the meta tags and the JSON-LD', async () => {
    const res = await web.inject({ method: 'GET', url: `/detalletrabajo/${jobCode}` });
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expectOneDocument(html);
    const title = /<title>([^<]*)<\/title>/.exec(html)![1];
    expect(title.startsWith(ESCAPED)).toBe(true);
    expect(/<meta property="og:title" content="([^"]*)">/.exec(html)![1]).toBe(title);
    const ld = jsonLdOf(html);
    expect(ld.title).toBe(HOSTILE);
    expect(ld['@type']).toBe('JobPosting');
    // The raw JSON holds no '<' at all.
    expect(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]).not.toMatch(/[<>]/);
  });

  it('an article title is escaped text too', async () => {
    const res = await web.inject({ method: 'GET', url: '/blogs/articulo-hostil' });
    expect(res.statusCode).toBe(200);
    expectOneDocument(res.body);
    expect(/<title>([^<]*)<\/title>/.exec(res.body)![1]).toBe(`${ESCAPED} | Blog de Chamba`);
    expect(res.body).toContain('Resumen $&#39; $&amp; &lt;/script&gt;');
  });

  it('injectMeta never reads $-patterns in any value', () => {
    const html = injectMeta(TEMPLATE, { title: `$& $\` $' $1 $<x>`, description: `$' $&`, jsonLd: { name: `$& </script><!--` } }, 'http://x/$&', 'http://x');
    expectOneDocument(html);
    expect(/<title>([^<]*)<\/title>/.exec(html)![1]).toBe(`$&amp; $\` $&#39; $1 $&lt;x&gt;`);
    expect(html).toContain('<meta name="description" content="$&#39; $&amp;">');
    expect(jsonLdOf(html).name).toBe('$& </script><!--');
    expect(html).not.toContain('<!--');
  });
});
