import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import { DEMO, expectNotice, loginAs } from './support/fixtures';

const FIXTURES = join(process.cwd(), 'src/cv-analysis/fixtures/pdfs');
const pdf = (id: string) => join(FIXTURES, `${id}.pdf`);
const asBuffer = (id: string, name = `${id}.pdf`) => ({ name, mimeType: 'application/pdf', buffer: readFileSync(pdf(id)) });

const EMPTY = 'Aún no hay resultados. Envía CVs para analizarlos.';

async function openAnalysis(page: Page) {
  await loginAs(page, DEMO.empresa);
  await page.getByRole('complementary', { name: 'Menú de la cuenta' }).getByRole('link', { name: 'Análisis automático de CV con IA' }).click();
  await expect(page).toHaveURL(/\/revisioncv$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Análisis automático de CV con IA' })).toBeVisible();
}

async function chooseJob(page: Page, title: RegExp) {
  const select = page.getByLabel('Empleo');
  await expect(select.locator('option', { hasText: title }).first()).toBeAttached();
  const value = await select.locator('option', { hasText: title }).first().getAttribute('value');
  await select.selectOption(value!);
}

/** Drops a file on the drop zone as a person dragging it from the desktop does. */
async function dropFile(page: Page, id: string) {
  const b64 = readFileSync(pdf(id)).toString('base64');
  const transfer = await page.evaluateHandle(
    ({ b64, name }) => {
      const bin = atob(b64);
      const bytes = new Uint8Array(bin.length);
      for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
      const dt = new DataTransfer();
      dt.items.add(new File([bytes], name, { type: 'application/pdf' }));
      return dt;
    },
    { b64, name: `${id}.pdf` },
  );
  const zone = page.getByTestId('dropzone');
  await zone.dispatchEvent('dragenter', { dataTransfer: transfer });
  await zone.dispatchEvent('drop', { dataTransfer: transfer });
}

test('a company uploads five CVs against one of its jobs and gets them ranked by score', async ({ page }) => {
  test.setTimeout(120_000);
  await openAnalysis(page);
  const submit = page.getByRole('button', { name: 'Analizar CVs' });
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expectAccessible(page, 'Análisis automático de CV con IA');
  await expect(submit).toBeDisabled();

  await chooseJob(page, /Desarrollador Full Stack/);
  await expect(submit).toBeDisabled();
  await page.getByLabel('Elegir archivos PDF').setInputFiles([pdf('cv08'), pdf('cv01'), pdf('cv15'), pdf('cv10')]);
  await dropFile(page, 'cv09');
  await expect(page.getByText('5 archivos elegidos')).toBeVisible();
  await typeInto(page.getByLabel('Descripción adicional (opcional)'), 'Valoramos experiencia con React, Node.js y PostgreSQL.');
  await expect(submit).toBeEnabled();

  // Hold the request a moment so the progress can be seen, as on a slow connection.
  await page.route('**/api/servicio/revisarcvs', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await submit.click();
  const progress = page.getByRole('status').filter({ hasText: /(Subiendo|Analizando) 5 CVs/ });
  await expect(progress).toBeVisible();
  await expect(page.getByRole('button', { name: 'Analizando...' })).toBeDisabled();
  await expectNotice(page, 'CVs enviados para análisis');
  await expect(progress).toBeHidden();

  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByText(/^Carpeta: analisis-\d{8}-\d{4}-[0-9a-f]{6}$/)).toBeVisible();
  const totals = results.getByLabel('Totales').getByRole('definition');
  await expect(totals).toHaveText(['5', '5', '0']);
  const rows = results.locator('tbody tr');
  await expect(rows).toHaveCount(5);
  const scores = await results.getByRole('meter').evaluateAll((els) => els.map((e) => Number(e.getAttribute('aria-valuenow'))));
  expect(scores).toHaveLength(5);
  expect(scores).toEqual([...scores].sort((a, b) => b - a));
  // The developers come before the accountant and the nurse.
  const order = await rows.locator('.analysis-file').allTextContents();
  expect(order.indexOf('cv08.pdf')).toBeLessThan(order.indexOf('cv01.pdf'));
  expect(order.indexOf('cv09.pdf')).toBeLessThan(order.indexOf('cv15.pdf'));
  // Matches and gaps, years, stack and summary of the best CV.
  const best = rows.first();
  await expect(best.locator('td[data-label="Coincidencias"] li').first()).toBeVisible();
  await expect(rows.last().locator('td[data-label="Brechas"] li').first()).toBeVisible();
  await expect(best.locator('td[data-label="Extracto"]')).toContainText(/Experiencia: \d+(,\d)? años?/);
  await expect(best.getByRole('list', { name: 'Stack' }).getByRole('listitem').first()).toBeVisible();
  await expect(best.locator('td[data-label="Resumen / Error"]')).not.toBeEmpty();
  await expect(best.getByText(/@/)).toBeVisible();
  await expectAccessible(page, 'los resultados del análisis');

  // The CV link opens the stored PDF (fetched with the session, shown from a blob).
  const popup = page.waitForEvent('popup');
  await best.locator('.analysis-file').click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();

  // The analysis stays listed and reopens after a reload.
  const history = page.getByRole('region', { name: 'Análisis anteriores' });
  await expect(history.getByText('Desarrollador Full Stack (React y Node.js)').first()).toBeVisible();
  await expect(page).toHaveURL(/\?analisis=\d+$/);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Resultados' }).locator('tbody tr')).toHaveCount(5);
  await page.goto('/revisioncv');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await history.getByRole('button', { name: /Ver resultados/ }).first().click();
  await expect(page.getByRole('region', { name: 'Resultados' }).locator('tbody tr')).toHaveCount(5);
});

test('a company deletes a past analysis after confirming, and it stays deleted after a reload', async ({ page }) => {
  await openAnalysis(page);
  await chooseJob(page, /Desarrollador Full Stack/);
  await page.getByLabel('Elegir archivos PDF').setInputFiles([pdf('cv09'), pdf('cv10')]);
  await page.getByRole('button', { name: 'Analizar CVs' }).click();
  await expectNotice(page, 'CVs enviados para análisis');
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.locator('tbody tr')).toHaveCount(2);
  const folder = ((await results.getByText(/^Carpeta: analisis-/).textContent()) ?? '').replace('Carpeta: ', '').trim();
  expect(folder).toMatch(/^analisis-\d{8}-\d{4}-[0-9a-f]{6}$/);
  await expect(page).toHaveURL(/\?analisis=\d+$/);

  const history = page.getByRole('region', { name: 'Análisis anteriores' });
  const entry = history.getByRole('listitem').filter({ hasText: folder });
  await expect(entry).toHaveCount(1);
  const others = await history.getByRole('listitem').count();

  // Cancelling keeps it.
  await entry.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar análisis' });
  await expect(confirm).toContainText('¿Eliminar este análisis? Se borrarán los CV subidos y sus resultados. Esta acción no se puede deshacer.');
  await expectAccessible(page, 'el diálogo Eliminar análisis');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(entry).toHaveCount(1);
  await expect(results.locator('tbody tr')).toHaveCount(2);

  await entry.getByRole('button', { name: /^Eliminar/ }).click();
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expectNotice(page, 'Análisis eliminado.');
  await expect(entry).toHaveCount(0);
  await expect(history.getByRole('listitem')).toHaveCount(others - 1);
  // It was the one shown: the results are cleared and the URL no longer names it.
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page).toHaveURL(/\/revisioncv$/);

  await page.reload();
  await expect(history.getByRole('list').or(history.getByText('Todavía no hiciste ningún análisis.'))).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(others - 1);
  await expect(history.getByText(folder)).toHaveCount(0);
  await expect(page.getByText(EMPTY)).toBeVisible();
});

test('the file checks of the spec: 21 files, a file that is not a PDF, a file over 10 MB', async ({ page }) => {
  await openAnalysis(page);
  await chooseJob(page, /Desarrollador/);
  const submit = page.getByRole('button', { name: 'Analizar CVs' });
  const input = page.getByLabel('Elegir archivos PDF');
  await input.setInputFiles(Array.from({ length: 20 }, (_, i) => asBuffer('cv02', `cv-${i + 1}.pdf`)));
  await expect(page.getByText('20 archivos elegidos')).toBeVisible();
  await expect(page.getByText('Máximo 20 archivos.')).toBeHidden();
  await expect(submit).toBeEnabled();
  await input.setInputFiles([asBuffer('cv03', 'cv-21.pdf')]);
  await expect(page.getByText('21 archivos elegidos')).toBeVisible();
  await expect(page.getByText('Máximo 20 archivos.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Quitar cv-21.pdf' }).click();
  await expect(page.getByText('Máximo 20 archivos.')).toBeHidden();
  await expect(submit).toBeEnabled();

  // A file that is not a PDF, or over 10 MB, does not stop the batch: it is marked and reported alone.
  await page.getByRole('button', { name: 'Quitar todos' }).click();
  await input.setInputFiles([{ name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') }]);
  await expect(page.locator('.analysis-files li', { hasText: 'notas.txt' }).getByText('Solo PDF, Word (.docx), JPEG o PNG.')).toBeVisible();
  await expect(page.getByText('1 archivo no es PDF, Word, JPEG ni PNG o supera 10 MB: aparecerá como error y se analizarán los demás.')).toBeVisible();
  await expect(submit).toBeEnabled();
  await page.getByRole('button', { name: 'Quitar todos' }).click();
  await input.setInputFiles([{ name: 'grande.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1)]) }]);
  await expect(page.locator('.analysis-files li', { hasText: 'grande.pdf' }).getByText('Supera 10 MB.')).toBeVisible();
  await expect(submit).toBeEnabled();
  await page.getByRole('button', { name: 'Quitar grande.pdf' }).click();

  // Without a job the button stays disabled too.
  await input.setInputFiles([pdf('cv08')]);
  await expect(submit).toBeEnabled();
  await page.getByLabel('Empleo').selectOption('');
  await expect(submit).toBeDisabled();
});

test('one bad file is one error row naming it; the rest of the batch is analysed', async ({ page }) => {
  await openAnalysis(page);
  await chooseJob(page, /Desarrollador/);
  const input = page.getByLabel('Elegir archivos PDF');
  // A broken PNG renamed to .pdf passes the browser check; the server refuses that file alone.
  await input.setInputFiles([
    { name: 'foto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex') },
    { name: 'notas.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') },
    asBuffer('escaneado', 'escaneado.pdf'),
    asBuffer('cv09', 'cv09.pdf'),
  ]);
  await page.getByRole('button', { name: 'Analizar CVs' }).click();
  await expectNotice(page, 'CVs enviados para análisis');
  const results = page.getByRole('region', { name: 'Resultados' });
  await expect(results.getByLabel('Totales').getByRole('definition')).toHaveText(['4', '1', '3']);
  const rows = results.locator('tbody tr');
  await expect(rows.first().locator('.analysis-file')).toHaveText('cv09.pdf');
  await expect(rows.filter({ hasText: 'foto.pdf' }).locator('td[data-label="Resumen / Error"]')).toHaveText('El archivo no es una imagen JPEG o PNG válida.');
  await expect(rows.filter({ hasText: 'notas.txt' }).locator('td[data-label="Resumen / Error"]')).toHaveText('«notas.txt» no es un PDF, un Word (.docx) ni una imagen JPEG o PNG: no se analizó.');
  await expect(rows.filter({ hasText: 'escaneado.pdf' }).locator('td[data-label="Resumen / Error"]')).toHaveText(/No se encontró texto legible/);
  // A refused file was never stored: its name is not a link.
  await expect(rows.filter({ hasText: 'foto.pdf' }).getByRole('link', { name: 'foto.pdf' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'escaneado.pdf' }).getByRole('link', { name: 'escaneado.pdf' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await results.screenshot({ path: '/tmp/revisioncv-errores-390.png' });
});

test('a candidate imports a CV in PDF into the CV wizard and sees the fields filled', async ({ page }) => {
  await loginAs(page, DEMO.candidato);
  await page.goto('/crearcurriculum');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar desde PDF' }).click();
  await (await chooser).setFiles(pdf('cv01'));
  await expect(page.getByText(/^Importamos: .*nombre.*Revisa los datos importados/)).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('María Fernanda Quispe Mamani');
  await expect(page.getByLabel('Correo', { exact: false }).first()).toHaveValue('mfquispe.contadora@gmail.com');
  await expect(page.getByLabel('Teléfono')).toHaveValue('+591 71234567');
  await expect(page.getByLabel('Perfil profesional')).not.toHaveValue('');
  await page.getByRole('navigation', { name: 'Pasos del currículum' }).getByRole('button', { name: /Experiencia/ }).click();
  await expect(page.getByText(/Contador|Contadora/).first()).toBeVisible();
  await page.getByRole('navigation', { name: 'Pasos del currículum' }).getByRole('button', { name: /Habilidades/ }).click();
  await expect(page.getByRole('button', { name: 'Contabilidad', pressed: true })).toBeVisible();
  await expectAccessible(page, 'Crear Curriculum con un CV importado');
  const dir = join(process.cwd(), 'test-results', 'screens-analysis');
  await page.getByRole('navigation', { name: 'Pasos del currículum' }).getByRole('button', { name: /Información Personal/ }).click();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, 'importar-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, 'importar-390.png'), fullPage: true });
});

test('a visitor imports a CV in PDF into the quick CV wizard', async ({ page }) => {
  await page.goto('/crear_mi_cv_rapido');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar desde PDF' }).click();
  await (await chooser).setFiles(pdf('cv08'));
  await expect(page.getByText(/^Importamos: /)).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).not.toHaveValue('');
  const chooser2 = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar desde PDF' }).click();
  await (await chooser2).setFiles(pdf('escaneado'));
  await expect(page.getByText(/No se encontró texto legible/)).toBeVisible();
  await expectAccessible(page, 'Crea tu CV rápido tras importar un PDF escaneado');
});

test('screenshots of /revisioncv at 1280 and 390 px', async ({ page }) => {
  await openAnalysis(page);
  await chooseJob(page, /Desarrollador Full Stack/);
  await page.getByLabel('Elegir archivos PDF').setInputFiles([pdf('cv08'), pdf('cv10'), pdf('escaneado')]);
  await page.getByRole('button', { name: 'Analizar CVs' }).click();
  await expectNotice(page, 'CVs enviados para análisis');
  const dir = join(process.cwd(), 'test-results', 'screens-analysis');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, 'revisioncv-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: join(dir, 'revisioncv-390.png'), fullPage: true });
  await page.getByLabel('Elegir archivos PDF').setInputFiles(Array.from({ length: 21 }, (_, i) => asBuffer('cv02', `cv-${i + 1}.pdf`)));
  await page.getByText('Máximo 20 archivos.').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(dir, 'revisioncv-390-limite.png') });
});
