/**
 * Issue 37 in the browser: a company uploads a mixed batch (PDF, Word, photos, a scan, a false
 * image, an old .doc) on /revisioncv and reads each row; a candidate imports a Word CV and a photo
 * into the CV wizard. Files are made by the same fixtures as the API tests (one invented CV).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { docxCv, FORMAT_CV, oldDoc, photoCv, scannedCv } from '../src/server/modules/analysis/format-fixtures';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const pdf = (id: string) => ({ name: `${id}.pdf`, mimeType: 'application/pdf', buffer: readFileSync(join(process.cwd(), 'src/cv-analysis/fixtures/pdfs', `${id}.pdf`)) });
const shots = join(process.cwd(), 'test-results', 'screens-formats');

async function chooseJob(page: Page, title: RegExp) {
  const select = page.getByLabel('Empleo');
  await expect(select.locator('option', { hasText: title }).first()).toBeAttached();
  await select.selectOption((await select.locator('option', { hasText: title }).first().getAttribute('value'))!);
}

test('a company analyses a mixed batch: Word, photos, a scan, and files it cannot read', async ({ page }) => {
  test.setTimeout(180_000);
  await loginAs(page, DEMO.empresa);
  await page.getByRole('complementary', { name: 'Menú de la cuenta' }).getByRole('link', { name: 'Análisis automático de CV con IA' }).click();
  await expect(page).toHaveURL(/\/revisioncv$/);
  await expect(page.getByText(/sube los CVs en PDF, Word \(\.docx\), JPEG o PNG/)).toBeVisible();
  await expect(page.getByText(/Hasta 20 archivos PDF, Word \(\.docx\), JPEG o PNG/)).toBeVisible();
  const input = page.getByLabel('Elegir archivos PDF, Word o imágenes');
  await expect(input).toHaveAttribute('accept', /\.docx/);
  await chooseJob(page, /Desarrollador Full Stack/);
  await input.setInputFiles([
    { name: 'rosa.docx', mimeType: DOCX, buffer: docxCv() },
    { name: 'rosa-foto.jpg', mimeType: 'image/jpeg', buffer: await photoCv({ degrees: 2.5 }) },
    { name: 'rosa-escaneo.pdf', mimeType: 'application/pdf', buffer: await scannedCv() },
    { name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('no soy una imagen') },
    { name: 'viejo.doc', mimeType: 'application/msword', buffer: oldDoc() },
    pdf('cv08'),
  ]);
  await expect(page.getByText('6 archivos elegidos')).toBeVisible();
  // The .doc is marked in the list before sending; the rest go.
  await expect(page.locator('.analysis-files li', { hasText: 'viejo.doc' }).getByText('Solo PDF, Word (.docx), JPEG o PNG.')).toBeVisible();
  await page.getByRole('button', { name: 'Analizar CVs' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Analizando 6 CVs...')).toBeVisible();
  // Photos and scans are read by OCR: seconds each on a 2-core machine.
  await expect(page.getByRole('alertdialog')).toBeVisible({ timeout: 120_000 });
  await expectNotice(page, 'CVs enviados para análisis');
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByLabel('Totales').getByRole('definition')).toHaveText(['6', '4', '2']);
  const rows = results.locator('tbody tr');
  for (const name of ['rosa.docx', 'rosa-foto.jpg', 'rosa-escaneo.pdf']) {
    await expect(rows.filter({ hasText: name }).getByRole('link', { name })).toBeVisible();
    await expect(rows.filter({ hasText: name })).toContainText(FORMAT_CV.nombre);
  }
  await expect(rows.filter({ hasText: 'falsa.png' }).locator('td[data-label="Resumen / Error"]')).toHaveText('«falsa.png»: el archivo no es una imagen JPEG o PNG válida. No se analizó.');
  await expect(rows.filter({ hasText: 'viejo.doc' }).locator('td[data-label="Resumen / Error"]')).toHaveText('Los archivos .doc antiguos no se pueden leer; guárdelo como .docx o PDF.');
  await expect(rows.filter({ hasText: 'viejo.doc' }).getByRole('link')).toHaveCount(0);
  await expectAccessible(page, '/revisioncv con un lote mixto');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(shots, 'revisioncv-formatos-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, '/revisioncv con un lote mixto a 390 px');
  await page.screenshot({ path: join(shots, 'revisioncv-formatos-390.png'), fullPage: true });
});

test('a candidate imports a Word CV and then a photo of it into the CV wizard', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO.candidato);
  await page.goto('/crearcurriculum');
  const button = page.getByRole('button', { name: 'Importar desde PDF, Word o foto' });
  await expect(page.getByText(/CV en PDF, Word \(\.docx\) o una foto o escaneo \(JPEG, PNG\)/)).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles({ name: 'rosa.docx', mimeType: DOCX, buffer: docxCv() });
  await expect(page.getByText(/^Importamos: .*nombre.*Revisa los datos importados/)).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveValue(FORMAT_CV.nombre);
  await expect(page.getByLabel('Teléfono')).toHaveValue(FORMAT_CV.telefono);
  await expectAccessible(page, 'Crear Curriculum con un Word importado');

  const chooser2 = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser2).setFiles({ name: 'rosa.jpg', mimeType: 'image/jpeg', buffer: await photoCv({ degrees: -2 }) });
  await expect(page.getByText(/^Importamos: .*nombre/)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByLabel('Correo', { exact: false }).first()).toHaveValue(FORMAT_CV.correo);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: join(shots, 'importar-formatos-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'Crear Curriculum con una foto importada a 390 px');
  await page.screenshot({ path: join(shots, 'importar-formatos-390.png'), fullPage: true });
});
