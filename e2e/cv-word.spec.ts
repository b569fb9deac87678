/**
 * Issue 42: the demo candidate downloads the Word file of her paid CV from "Mis currículums",
 * at 390 and 1280 px, with the keyboard; the file is a .docx with her name as its Title. The
 * wizard's template chooser shows every template (at least 8) with its thumbnail.
 */
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible } from './support/a11y';
import { DEMO, expectNotice, loginAs } from './support/fixtures';

const SHOTS = '/tmp/shots-cvword';
mkdirSync(SHOTS, { recursive: true });

async function downloadWord(page: Page, width: number) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.goto('/listacurriculum');
  const row = page.getByRole('row').filter({ hasText: 'Contadora Pública' });
  await expect(row.getByText('Pagado')).toBeVisible();
  const button = row.getByRole('button', { name: 'Descargar Word' });
  await expect(button).toBeVisible();
  await expectAccessible(page, `Mis currículums (${width} px)`);
  await page.screenshot({ path: `${SHOTS}/lista-${width}.png`, fullPage: true });
  // From the PDF button, Tab reaches the Word button beside it; Enter downloads.
  await row.getByRole('button', { name: 'Descargar PDF' }).focus();
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe('contadora-publica.docx');
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(strFromU8(files['[Content_Types].xml'])).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml');
  const xml = strFromU8(files['word/document.xml']);
  expect(xml).toMatch(/<w:pStyle w:val="Title"\/>[\s\S]*?Lucía Mamani Quispe/);
  expect(xml).toContain('<w:pStyle w:val="Heading1"/>');
}

test('the demo candidate downloads her paid CV as a Word file at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO.candidato);
  await downloadWord(page, 1280);
  await downloadWord(page, 390);
  // The unpaid CV offers to pay, never a Word download.
  const pending = page.getByRole('row').filter({ hasText: 'CV para auditoría' });
  await expect(pending.getByRole('button', { name: 'Pagar' })).toBeVisible();
  await expect(pending.getByRole('button', { name: 'Descargar Word' })).toHaveCount(0);

  // «Versión en inglés» makes an unpaid English copy to translate (issue 42); the journey then removes it.
  const paid = page.getByRole('row').filter({ hasText: 'Contadora Pública' }).first();
  await paid.getByRole('button', { name: /^Versión en inglés de / }).focus();
  await page.keyboard.press('Enter');
  await expectNotice(page, /inglés|duplicado/i);
  const english = page.getByRole('row').filter({ hasText: 'Contadora Pública (English)' });
  await expect(english).toHaveCount(1);
  await expect(english.getByRole('button', { name: 'Pagar' })).toBeVisible();
  await english.getByRole('button', { name: /^Eliminar / }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(english).toHaveCount(0);
});

test('the wizard offers every template with its thumbnail at 390 and 1280 px', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO.candidato);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto('/crearcurriculum');
    const chooser = page.getByRole('group', { name: 'Plantilla', exact: true });
    const options = chooser.getByRole('radio');
    await expect(options).toHaveCount(9);
    for (const name of ['ATS', 'Hoja de vida', 'Compacto', 'Creativo', 'Académico']) await expect(chooser.getByText(name, { exact: true })).toBeVisible();
    const images = chooser.locator('img');
    for (let i = 0; i < 9; i++) {
      await images.nth(i).scrollIntoViewIfNeeded();
      await expect.poll(() => images.nth(i).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(100);
    }
    // The keyboard moves through the templates: arrow keys pick the next one.
    await options.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(options.nth(1)).toBeChecked();
    await chooser.scrollIntoViewIfNeeded();
    await expectAccessible(page, `el selector de plantillas (${width} px)`);
    await chooser.screenshot({ path: `${SHOTS}/plantillas-${width}.png` });
  }
});
