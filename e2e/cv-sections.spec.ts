/**
 * The wizard's «Secciones» step (issue 42) at 390 and 1280 px: a section moved with the keyboard
 * (Tab to «Bajar», Space) and the move announced, a custom section added by typing, the CV
 * switched to English; the live preview (the PDF the server draws) follows each change, and
 * the CV is saved with its order, custom section and language.
 */
import { expect, test, type Page, type Response } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import { signUpCandidate, uniqueEmail } from './support/fixtures';
import { tabTo } from './support/keyboard';

const SHOTS = '/tmp/shots-cvsec';
const steps = (page: Page) => page.getByRole('navigation', { name: 'Pasos del currículum' });
const step = (page: Page, name: string) => steps(page).getByRole('button', { name: new RegExp(`^\\d ${name}`) });

type PreviewBody = { ordenSecciones?: string[]; idiomaCv?: string; seccionesPersonalizadas?: { titulo: string; items: unknown[] }[] };

/** The next preview the server draws for a draft that `wanted` accepts. */
const nextPreview = (page: Page, wanted: (body: PreviewBody) => boolean) =>
  page.waitForResponse((r) => r.url().endsWith('/api/servicio/vistapreviacurriculum') && r.status() === 200 && wanted((r.request().postDataJSON() ?? {}) as PreviewBody), { timeout: 30_000 });

async function pdfText(res: Response) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.body())), { mergePages: true });
  return text.replace(/\s+/g, ' ').toLocaleLowerCase('es');
}

/** On a phone the preview is behind «Ver Vista Previa»: open it, read it, close it. */
async function previewText(page: Page, wide: boolean, wanted: (body: PreviewBody) => boolean, what: string) {
  const res = nextPreview(page, wanted);
  if (!wide) {
    await page.getByRole('button', { name: 'Ver Vista Previa' }).click();
    await expect(page.getByRole('dialog', { name: 'Vista previa' })).toBeVisible();
  }
  const text = await pdfText(await res);
  if (!wide) {
    await expectAccessible(page, `la vista previa (${what})`);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Vista previa' })).toBeHidden();
  }
  return text;
}

const before = (text: string, a: string, b: string) => {
  expect(text.indexOf(a), `${a} en la vista previa`).toBeGreaterThanOrEqual(0);
  expect(text.indexOf(b), `${b} en la vista previa`).toBeGreaterThan(text.indexOf(a));
};

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  const wide = width >= 1100;
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height }, ...(wide ? {} : { isMobile: true, hasTouch: true }) });

    test(`orders sections with the keyboard, adds a custom one, switches to English and saves (${width} px)`, async ({ page }) => {
      test.setTimeout(180_000);
      const email = uniqueEmail('secciones');
      await signUpCandidate(page, email, { tcNombre: 'Rosa', tcApellidos: 'Condori Huanca', tnTelefono: '70711223', tcProfesion: 'Ingeniera' });
      await page.goto('/crearcurriculum');

      await typeInto(page.getByLabel('Título del currículum'), 'Ingeniera Ambiental');
      await typeInto(page.getByLabel('Perfil profesional'), 'Ingeniera ambiental con experiencia en monitoreo minero.');
      await typeInto(page.getByLabel('Nombre completo'), 'Rosa Condori Huanca');

      await step(page, 'Experiencia').click();
      await typeInto(page.getByLabel('Cargo'), 'Supervisora ambiental');
      await typeInto(page.getByLabel('Empresa'), 'Minera San Cristóbal');
      await typeInto(page.getByLabel('Periodo'), '20192024');
      await page.getByRole('button', { name: '+ Agregar experiencia' }).click();

      await step(page, 'Secciones').click();
      await expect(page.getByRole('heading', { name: '8. Secciones' })).toBeVisible();
      await expect(steps(page).getByText('Paso 8 de 8: Secciones')).toHaveCount(1);
      await expectAccessible(page, `el paso Secciones (${width} px)`);
      await page.screenshot({ path: `${SHOTS}/secciones-${width}.png`, fullPage: true });

      // The profile goes below the experience: Tab to «Bajar Perfil profesional», Space.
      const list = page.locator('.cv-section-list');
      await expect(list.locator('.cv-section-name').first()).toHaveText('Perfil profesional');
      const down = page.getByRole('button', { name: 'Bajar Perfil profesional' });
      await tabTo(page, down);
      await page.keyboard.press('Space');
      await expect(list.locator('.cv-section-name').nth(0)).toHaveText('Experiencia');
      await expect(list.locator('.cv-section-name').nth(1)).toHaveText('Perfil profesional');
      await expect(page.getByRole('status').filter({ hasText: 'ahora está en la posición' })).toHaveText('«Perfil profesional» ahora está en la posición 2 de 7.');
      // The focus stays on the row that moved, so the next press moves it again.
      await expect(down).toBeFocused();
      let text = await previewText(page, wide, (b) => b.ordenSecciones?.[0] === 'experiencia', 'orden');
      before(text, 'experiencia', 'perfil profesional');
      before(text, 'minera san cristóbal', 'ingeniera ambiental con experiencia');

      // A custom section, typed key by key, with one entry.
      await typeInto(page.getByLabel('Título de la nueva sección'), 'Voluntariado');
      await page.getByRole('button', { name: '+ Agregar sección' }).click();
      const custom = page.getByRole('region', { name: 'Voluntariado' });
      await expect(custom).toBeVisible();
      await typeInto(custom.getByLabel('Título o actividad'), 'Brigadista');
      await typeInto(custom.getByLabel('Institución u organización'), 'Cruz Roja Boliviana');
      await typeInto(custom.getByLabel('Periodo'), '20152017');
      await custom.getByRole('button', { name: '+ Agregar entrada' }).click();
      await expect(custom.locator('.cv-item-list')).toContainText('Brigadista · Cruz Roja Boliviana');
      await expect(list.locator('.cv-section-name').last()).toHaveText('Voluntariado');
      await expectAccessible(page, `la sección personalizada (${width} px)`);

      // English: headings and periods of the preview change, the texts stay as typed.
      await page.getByRole('radio', { name: 'English' }).check();
      text = await previewText(page, wide, (b) => b.idiomaCv === 'en' && (b.seccionesPersonalizadas?.[0]?.items.length ?? 0) > 0, 'inglés');
      before(text, 'experience', 'professional summary');
      before(text, 'professional summary', 'voluntariado');
      expect(text).toContain('2019 – 2024');
      // (pdf.js reads the preview's italic institution line with some letters missing, so the entry is checked by its title.)
      before(text, 'voluntariado', 'brigadista');
      expect(text).not.toContain('perfil profesional');
      await page.screenshot({ path: `${SHOTS}/secciones-ingles-${width}.png`, fullPage: true });
      await expectAccessible(page, `el paso Secciones en inglés (${width} px)`);

      // Saved with its order, custom section and language.
      await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
      await expect(page.getByRole('heading', { name: 'Revisión Final del Currículum' })).toBeVisible();
      await expectAccessible(page, `la revisión final (${width} px)`);
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/servicio/crearcurriculumcandidato') && r.method() === 'POST');
      await page.getByRole('button', { name: 'Confirmar y Crear Currículum' }).click();
      await page.getByRole('dialog', { name: 'Confirmar creación' }).getByRole('button', { name: 'Sí, crear currículum' }).click();
      const body = (await sent).postData() ?? '';
      expect(body).toMatch(/name="tcIdioma"\r\n\r\nen\r\n/);
      expect(body).toContain('"tcTitulo":"Voluntariado"');
      expect(body).toContain('Cruz Roja Boliviana');
      expect(body).toContain('["experiencia","perfil"');
      await expect(page.getByRole('dialog', { name: 'Pago requerido para descargar' })).toBeVisible();
    });
  });
}
