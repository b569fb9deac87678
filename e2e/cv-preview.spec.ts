/**
 * Issue 12: the CV preview works on every phone. Its pages are drawn on canvases (pdf.js), not
 * shown in an iframe (Android has no inline PDF viewer), with 'VISTA PREVIA' across each page;
 * emoji never print as '=' and a long e-mail stays whole.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import sharp from 'sharp';

const SHOTS = 'test-results/cv-shots';
const EMAIL = 'rosa.elena.condori.huanca.tecnica.electricista@correo-bolivia.bo';
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };

const step = (page: Page, name: string) => page.getByRole('navigation', { name: 'Pasos del currículum' }).getByRole('button', { name: new RegExp(`^\\d ${name}$`) });

async function openQuickCv(page: Page) {
  await page.goto('/crear_mi_cv_rapido');
  await page.evaluate(() => localStorage.removeItem('chamba:cv-rapido-borrador'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Crea tu CV rápido' })).toBeVisible();
}

async function fillPersonal(page: Page, name: string) {
  await typeInto(page.getByLabel('Título del currículum'), 'Técnica en Electricidad');
  await typeInto(page.getByLabel('Perfil profesional'), 'Técnica electricista con 8 años en instalaciones domiciliarias e industriales ✅ en La Paz y El Alto.');
  await typeInto(page.getByLabel('Nombre completo'), name);
  await typeInto(page.getByLabel('Teléfono'), '+591 71234567');
  // From the phone to the e-mail by Tab, as a keyboard user goes; both keep every character.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  await page.keyboard.type(EMAIL);
  await expect(page.getByLabel('Teléfono')).toHaveValue('+591 71234567');
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(EMAIL);
}

/** Three long jobs: the CV needs a second page. */
async function addLongExperience(page: Page) {
  await step(page, 'Experiencia').click();
  const description = Array.from({ length: 16 }, (_, i) => `Mantenimiento preventivo y correctivo de tableros eléctricos en la planta ${i + 1}, con informes semanales al jefe de obra.`).join(' ');
  for (const company of ['Electropaz S.A.', 'Cooperativa Minera Huanuni', 'ENDE Transmisión']) {
    await typeInto(page.getByLabel('Cargo'), 'Electricista de mantenimiento');
    await typeInto(page.getByLabel('Empresa'), company);
    // A long description is pasted, as people paste one from a document.
    await page.getByLabel('Descripción').click();
    await page.keyboard.insertText(description);
    await expect(page.getByLabel('Descripción')).toHaveValue(description);
    await page.getByRole('button', { name: '+ Agregar experiencia' }).click();
  }
}

/** The preview's text (each drawn page carries its text for screen readers). */
const previewText = async (pages: Locator) => ((await pages.textContent().catch(() => null)) ?? '').replace(/\s+/g, ' ');

/** Per canvas: its pixel width, its width on screen and how many sampled pixels are not white. */
function canvases(pages: Locator) {
  return pages.locator('canvas').evaluateAll((list: HTMLCanvasElement[]) =>
    list.map((canvas) => {
      const copy = document.createElement('canvas');
      copy.width = 120;
      copy.height = 170;
      const ctx = copy.getContext('2d')!;
      ctx.drawImage(canvas, 0, 0, copy.width, copy.height);
      const data = ctx.getImageData(0, 0, copy.width, copy.height).data;
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i] < 235 || data[i + 1] < 235 || data[i + 2] < 235) inked++;
      return { pixels: canvas.width, shown: canvas.getBoundingClientRect().width, inked, label: canvas.getAttribute('aria-label') };
    }),
  );
}

test.describe('on a 390 px phone', () => {
  test.use(PHONE);

  test('a visitor fills the quick CV and sees its pages drawn, watermarked, emoji-free, with the whole e-mail', async ({ page }) => {
    test.setTimeout(240_000);
    await openQuickCv(page);
    await expectAccessible(page, 'Crea tu CV rápido');
    await fillPersonal(page, 'Rosa 😀 Elena Condori ✅ ★');
    await addLongExperience(page);
    await page.getByRole('button', { name: 'Ver Vista Previa' }).click();
    const modal = page.getByRole('dialog', { name: 'Vista previa' });
    const pages = modal.getByTestId('cv-preview');
    await expect(pages.locator('canvas')).toHaveCount(2, { timeout: 30_000 });
    await expect(modal.getByText('Página 1 de 2')).toBeVisible();
    await expect(modal.getByText('Página 2 de 2')).toBeAttached();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectAccessible(page, 'el diálogo Vista previa con dos páginas');

    const drawn = await canvases(pages);
    for (const [i, c] of drawn.entries()) {
      expect(c.label).toBe(`Vista previa del currículum, página ${i + 1} de 2`);
      expect(c.inked).toBeGreaterThan(200); // text, rules and the watermark, not a blank sheet
      expect(c.shown).toBeGreaterThan(300);
      expect(c.pixels).toBeGreaterThanOrEqual(Math.floor(c.shown * 3) - 2); // sharp at 3 device pixels per CSS pixel
    }

    const text = await previewText(pages);
    expect(text.match(/VISTA PREVIA/g)?.length).toBe(2);
    expect(text).toContain('Rosa Elena Condori');
    expect(text).not.toContain('=');
    expect(text.replace(/\s/g, '')).toContain(EMAIL);
    await page.screenshot({ path: `${SHOTS}/preview-390.png` });
    await pages.locator('canvas').nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/preview-390-pagina-2.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The final review draws the same pages in the page itself.
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await step(page, 'Idiomas').click();
    await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
    const review = page.getByTestId('cv-preview');
    await expect(review.locator('canvas')).toHaveCount(2, { timeout: 30_000 });
    await expect.poll(() => previewText(review)).toContain('Electropaz S.A.');
    await page.screenshot({ path: `${SHOTS}/review-390.png`, fullPage: true });
    await expectAccessible(page, 'la revisión final del CV rápido');
  });

  test('pdf.js is not downloaded with the page: only once the person reaches for the preview', async ({ page }) => {
    const pdfJs: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (/^\/assets\/pdf(?:-(?!pages-)[\w-]+\.js$|\.worker)/.test(path)) pdfJs.push(path);
    });
    await openQuickCv(page);
    await typeInto(page.getByLabel('Nombre completo'), 'Rosa Elena Condori');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    expect(pdfJs).toEqual([]);

    await page.getByRole('button', { name: 'Ver Vista Previa' }).click();
    const pages = page.getByRole('dialog', { name: 'Vista previa' }).getByTestId('cv-preview');
    await expect(pages.locator('canvas')).toHaveCount(1, { timeout: 30_000 });
    // The library and its worker (the .mjs thread itself), once each.
    expect(pdfJs.filter((p) => !/worker/.test(p))).toHaveLength(1);
    expect(pdfJs.filter((p) => /worker.*\.mjs$/.test(p))).toHaveLength(1);
  });

  test('a phone without the newest JavaScript built-ins gets the legacy pdf.js and still sees the pages', async ({ page }) => {
    await page.addInitScript(() => {
      delete (Map.prototype as unknown as Record<string, unknown>).getOrInsertComputed;
      delete (Promise as unknown as Record<string, unknown>).try;
    });
    const workers: Promise<string>[] = [];
    page.on('response', (r) => {
      if (/pdf\.worker[^/]*\.mjs$/.test(new URL(r.url()).pathname)) workers.push(r.text());
    });
    await openQuickCv(page);
    await typeInto(page.getByLabel('Nombre completo'), 'Rosa Elena Condori Huanca');
    await page.getByRole('button', { name: 'Ver Vista Previa' }).click();
    const pages = page.getByRole('dialog', { name: 'Vista previa' }).getByTestId('cv-preview');
    await expect(pages.locator('canvas')).toHaveCount(1, { timeout: 30_000 });
    expect((await canvases(pages))[0].inked).toBeGreaterThan(100);
    await expect.poll(() => previewText(pages)).toContain('Rosa Elena Condori Huanca');
    // One worker, the legacy build's (the one that carries core-js polyfills).
    expect(workers).toHaveLength(1);
    expect(await workers[0]).toContain('core-js');
  });
});

test.describe('on a 390 px phone, drawn from the server', () => {
  test.use(PHONE);

  test('no PDF engine or font is downloaded, the photo travels small, and a failed update keeps the pages and retries', async ({ page }) => {
    test.setTimeout(90_000);
    const downloaded: string[] = [];
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      downloaded.push(new URL(r.url()).pathname);
      if (r.request().resourceType() === 'script') scripts.push(r.text().catch(() => ''));
    });
    const sent: Record<string, unknown>[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/servicio/vistapreviacurriculum')) sent.push(r.postDataJSON() as Record<string, unknown>);
    });
    await openQuickCv(page);
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 120, g: 90, b: 200 } } }).jpeg().toBuffer();
    await page.getByLabel('Foto de perfil').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByAltText('Tu foto')).toBeVisible();
    await typeInto(page.getByLabel('Nombre completo'), 'Rosa Elena Condori');
    await page.getByRole('button', { name: 'Ver Vista Previa' }).click();
    const modal = page.getByRole('dialog', { name: 'Vista previa' });
    const pages = modal.getByTestId('cv-preview');
    await expect.poll(() => previewText(pages), { timeout: 30_000 }).toContain('Rosa Elena Condori');
    expect(await previewText(pages)).toContain('VISTA PREVIA');

    // The photo sent is the small copy; the draft keeps the 800 px one.
    const foto = String(sent.at(-1)?.foto ?? '');
    expect(foto).toMatch(/^data:image\/jpeg;base64,/);
    const meta = await sharp(Buffer.from(foto.split(',')[1], 'base64')).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(240);
    // The draft is saved a moment after the change (debounced): wait for it as a person would.
    const draftPhotoLength = () => page.evaluate(() => ((JSON.parse(localStorage.getItem('chamba:cv-rapido-borrador') ?? '{}') as { foto?: string }).foto ?? '').length);
    await expect.poll(draftPhotoLength, { timeout: 10_000 }).toBeGreaterThan(foto.length);

    // Neither react-pdf nor the templates' fonts: the server renders the PDF.
    expect(downloaded.filter((p) => /\.(woff2?|ttf)$/.test(p))).toEqual([]);
    for (const code of await Promise.all(scripts)) expect(code.slice(0, 2000)).not.toMatch(/@react-pdf|react-pdf\.browser|yoga/);

    // Offline: the pages stay, a short status says it is retrying; back online, the newest draft shows.
    await page.route('**/api/servicio/vistapreviacurriculum', (route) => route.abort('internetdisconnected'));
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await typeInto(page.getByLabel('Nombre completo'), 'Rosa Elena Condori Huanca');
    await page.getByRole('button', { name: 'Ver Vista Previa' }).click();
    await expect(modal.getByRole('status')).toHaveText('No se pudo actualizar la vista previa. Reintentando...', { timeout: 10_000 });
    await expect(pages.locator('canvas')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/preview-390-reintentando.png` });
    await page.unroute('**/api/servicio/vistapreviacurriculum');
    await expect.poll(() => previewText(pages), { timeout: 20_000 }).toContain('Rosa Elena Condori Huanca');
    await expect(modal.getByRole('status')).toHaveCount(0);
  });
});

test('at 1280 px the side panel draws the pages and follows the typing (newest draft wins)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openQuickCv(page);
  await fillPersonal(page, 'Rosa Elena Condori');
  const side = page.getByRole('complementary', { name: 'Vista previa' });
  const pages = side.getByTestId('cv-preview');
  await expect.poll(() => previewText(pages), { timeout: 30_000 }).toContain('Rosa Elena Condori');
  for (const name of ['Rosa E', 'Rosa Elena Condori H', 'Rosa Elena Condori Huanca']) await typeInto(page.getByLabel('Nombre completo'), name);
  await expect.poll(() => previewText(pages), { timeout: 10_000 }).toContain('Rosa Elena Condori Huanca');
  const text = await previewText(pages);
  expect(text).toContain('VISTA PREVIA');
  expect(text).toContain(EMAIL);
  expect(text).not.toContain('=');
  const [first] = await canvases(pages);
  expect(first.inked).toBeGreaterThan(200);
  expect(first.pixels).toBeGreaterThanOrEqual(Math.floor(first.shown) - 2);
  await expect(side.getByText('Página 1 de 1')).toBeVisible();
  await expectAccessible(page, 'Crea tu CV rápido con la vista previa al lado');
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/preview-1280.png` });
});
