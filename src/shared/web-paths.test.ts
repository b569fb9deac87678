import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWebPath, WEB_PATHS } from './web-paths';

describe('the web paths the server knows', () => {
  it('are exactly the routes of the web client', () => {
    const router = readFileSync(new URL('../web/router.tsx', import.meta.url), 'utf8');
    const routed = [...router.matchAll(/path: '([^']*)'/g)].map((m) => m[1]).filter((p) => p !== '*');
    expect([...routed, ''].sort()).toEqual([...WEB_PATHS].sort());
  });

  it('match pages with their parameters and refuse the rest', () => {
    for (const ok of ['/', '/home', '/detalletrabajo/ab12', '/blogs/mi-articulo', '/editar-articulo', '/admin/', '/terminos']) expect(isWebPath(ok), ok).toBe(true);
    for (const bad of ['/no-existe', '/detalletrabajo', '/detalletrabajo/a/b', '/homes', '/wp-admin', '/blogs/a/b']) expect(isWebPath(bad), bad).toBe(false);
  });
});
