/**
 * What a real site has: terms and privacy linked from the footer and the registration form, the
 * contact numbers from the server's configuration, a real not-found page, compressed scripts.
 */
import { expect, test, type Locator } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';

const SHOTS = 'test-results/site-shots';

test('the footer links the terms and the privacy policy; the registration form too', async ({ page }) => {
  await page.goto('/');
  await expectAccessible(page, 'el inicio');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: '+591 71234567' })).toHaveAttribute('href', 'tel:+59171234567');
  await footer.getByRole('link', { name: 'Términos y condiciones' }).click();
  await expect(page).toHaveURL(/\/terminos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Términos y condiciones' })).toBeVisible();
  // The prices come from the server's configuration.
  await expect(page.getByText('una activación única de Bs. 25 por currículum')).toBeVisible();
  await expect(page.getByText('Publicar una oferta cuesta Bs. 50.')).toBeVisible();
  await expect(page).toHaveTitle('Términos y condiciones | Chamba');
  await expectAccessible(page, 'los términos');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Política de privacidad' }).click();
  await expect(page).toHaveURL(/\/privacidad$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Quién ve tus datos' })).toBeVisible();
  await expectAccessible(page, 'la privacidad');

  await page.goto('/login');
  await page.getByRole('tab', { name: 'Crear cuenta de candidato' }).click();
  const form = page.getByRole('form', { name: 'Crear cuenta de candidato' });
  await expect(form.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute('href', '/terminos');
  await expect(form.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute('href', '/privacidad');
  await expectAccessible(page, 'crear cuenta de candidato');
});

test('an unknown address shows the not-found page with a real 404', async ({ page }) => {
  const res = await page.goto('/esta-pagina-no-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expectAccessible(page, 'la página no encontrada');
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('scripts arrive compressed with brotli and cached for a year; the legal pages fit a 390 px phone', async ({ page }) => {
  const scripts: { url: string; encoding?: string; cache?: string }[] = [];
  page.on('response', (r) => {
    if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push({ url: r.url(), encoding: r.headers()['content-encoding'], cache: r.headers()['cache-control'] });
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/privacidad');
  await expect(page.getByRole('heading', { level: 1, name: 'Política de privacidad' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.encoding, s.url).toBe('br');
    expect(s.cache, s.url).toBe('public, max-age=31536000, immutable');
  }
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/privacidad-390.png`, fullPage: true });
  await page.goto('/terminos');
  await page.screenshot({ path: `${SHOTS}/terminos-390.png`, fullPage: true });
});

/** The boxes overlap (the floating button over a text or a control). */
async function overlaps(a: Locator, b: Locator) {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the WhatsApp button covers no text and no form control', async ({ page }) => {
    await page.goto('/contactanos');
    // The floating button (the contact page also has a WhatsApp link in its text).
    const whatsapp = page.getByLabel('Escríbenos por WhatsApp');
    await expect(whatsapp).toBeVisible();
    await expectAccessible(page, 'el contacto');
    // While a field is being typed in, the button steps aside.
    const message = page.getByLabel('Mensaje');
    await typeInto(message, 'Quiero publicar dos vacantes.');
    await expect(whatsapp).toBeHidden();
    for (const field of await page.locator('main').locator('input, textarea, select, button').all()) {
      if (await field.isVisible()) expect(await overlaps(whatsapp, field)).toBe(false);
    }
    await message.blur();
    await expect(whatsapp).toBeVisible();
    // At the very end of the page it sits below the footer's last line, over nothing.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByText(/Todos los derechos reservados/)).toBeInViewport();
    expect(await overlaps(whatsapp, page.getByText(/Todos los derechos reservados/))).toBe(false);
    for (const link of await page.getByRole('contentinfo').locator('a:not(.whatsapp-float)').all()) {
      if (await link.isVisible()) expect(await overlaps(whatsapp, link), await link.textContent() ?? '').toBe(false);
    }
    expect(await overlaps(whatsapp, page.getByRole('radiogroup', { name: 'Color del sitio' }))).toBe(false);
    await page.screenshot({ path: `${SHOTS}/whatsapp-390.png` });
  });
});

test.describe('before its JavaScript runs', () => {
  test.use({ javaScriptEnabled: false });

  test('a page already shows the header, and its links lead to the other pages', async ({ page }) => {
    await page.goto('/blogs');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(page.getByRole('link', { name: 'Chamba, inicio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Empleos' })).toBeVisible();
    // Who is signed in is known only once the client runs: no session link yet.
    await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/shell-1280.png` });
    await nav.getByRole('link', { name: 'Empleos' }).click();
    await expect(page).toHaveURL(/\/busquedatrabajo$/);
    await expect(page.getByRole('link', { name: 'Chamba, inicio' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Menú' })).toBeDisabled();
    await page.screenshot({ path: `${SHOTS}/shell-390.png` });
  });
});

test('on a phone the shell gives way to the working header: the menu opens and lists the session link', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/blogs');
  const menu = page.getByRole('button', { name: 'Menú' });
  await expect(menu).toBeEnabled();
  await menu.click();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expectAccessible(page, 'el menú abierto');
});
