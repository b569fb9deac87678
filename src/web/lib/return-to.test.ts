import { describe, expect, it } from 'vitest';
import { loginLink, safeReturnPath } from './return-to';

describe('safeReturnPath', () => {
  it('accepts a page of the site, with its query and anchor', () => {
    expect(safeReturnPath('/detalletrabajo/ab12#postular')).toBe('/detalletrabajo/ab12#postular');
    expect(safeReturnPath('/busquedatrabajo?q=contador')).toBe('/busquedatrabajo?q=contador');
    expect(safeReturnPath('/mispostulaciones')).toBe('/mispostulaciones');
  });

  it('refuses other origins, unknown pages, the login itself and anything that is not a path', () => {
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '/no-existe', '/login', 'detalletrabajo/ab12', '', null, 42, { from: '/' }]) {
      expect(safeReturnPath(bad), String(bad)).toBeNull();
    }
  });

  it('builds the login link of a page', () => {
    expect(loginLink('/detalletrabajo/ab12#postular')).toBe('/login?volver=%2Fdetalletrabajo%2Fab12%23postular');
    expect(loginLink('/detalletrabajo/ab12', 'candidato')).toBe('/login?tab=candidato&volver=%2Fdetalletrabajo%2Fab12');
  });
});
