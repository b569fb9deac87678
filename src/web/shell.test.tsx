import { describe, expect, it } from 'vitest';
import { renderShell } from './shell';

describe('the page shell every page carries before its JavaScript runs', () => {
  const html = renderShell();

  it('holds the skip link, the header with every link of the site and an empty main', () => {
    expect(html).toContain('<a href="#contenido" class="skip-link">Saltar al contenido</a>');
    expect(html).toContain('aria-label="Chamba, inicio" href="/"');
    for (const [href, label] of [
      ['/', 'Inicio'],
      ['/busquedatrabajo', 'Empleos'],
      ['/contactanos', 'Contactanos'],
      ['/blogs', 'Blogs'],
      ['/crear_mi_cv_rapido', 'Crear mi Cv'],
      ['/publicar-empleo', 'Publicar Empleo'],
    ]) {
      expect(html).toMatch(new RegExp(`href="${href}"[^>]*>${label}</a>`));
    }
    expect(html).toMatch(/<main id="contenido" tabindex="-1"><\/main>/);
  });

  it('marks no page as the current one: the same HTML serves every address', () => {
    expect(html).not.toMatch(/class="[^"]*active/);
    expect(html).not.toContain('aria-current');
  });

  it('keeps the session link out of sight and out of the tab order (who is signed in is known only in the browser)', () => {
    expect(html).toMatch(/<a aria-hidden="true" tabindex="-1" class="btn btn-primary nav-cta shell-pending" href="\/login"/);
    expect(html).not.toContain('Admin / Dashboard');
  });

  it('says the menu button is not ready yet, so a tap before the client runs is not taken for a broken button', () => {
    expect(html).toMatch(/<button type="button" class="menu-toggle" aria-disabled="true"/);
  });
});
