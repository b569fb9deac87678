/**
 * CV share link on a phone (390 px, issue 16, decision 077): the candidate shares a paid CV from
 * «Mis Currículums», opens the link logged out and sees the CV drawn with a download button; after
 * deactivating it, the link shows a clear «no disponible» page; the owner sees the opens.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, expectNotice, loginAs } from './support/fixtures';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a candidate shares a CV link and it opens logged out; deactivated, it is gone', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await loginAs(page, DEMO.candidato);
  await page.goto('/listacurriculum');
  const row = page.locator('tbody tr', { hasText: 'Pagado' }).first();
  await expect(row).toBeVisible();
  await expectAccessible(page, 'Mis currículums');
  await row.getByRole('button', { name: /^Compartir / }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Vigencia')).toBeVisible();
  await expectAccessible(page, 'el diálogo Compartir currículum');
  await dialog.getByLabel('Vigencia').selectOption('30');
  await dialog.getByRole('button', { name: 'Crear enlace' }).click();
  await expectNotice(page, 'Enlace creado. Compártelo por WhatsApp o cópialo.');
  const url = await dialog.getByLabel('Enlace para compartir').inputValue();
  expect(url).toMatch(/\/cv-compartido\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByRole('link', { name: 'Compartir por WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  await page.screenshot({ path: '/tmp/cv-share-modal-390.png' });
  await expectAccessible(page, 'el diálogo Compartir currículum con su enlace');

  // Someone without an account opens it on a phone.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const other = await visitor.newPage();
  await other.goto(new URL(url).pathname);
  // The page shows a spinner while the server renders the PDF and pdf.js draws it: as in
  // cv-preview.spec.ts, that may take well over the default 10 s on a busy machine.
  await expect(other.getByRole('button', { name: 'Descargar PDF' })).toBeVisible({ timeout: 30_000 });
  await expect(other.locator('.shared-cv-page canvas').first()).toBeVisible();
  await expect(other.getByRole('img', { name: /Página 1 de/ })).toBeVisible();
  await other.screenshot({ path: '/tmp/cv-shared-page-390.png', fullPage: true });
  await expectAccessible(other, 'el currículum compartido');
  const [download] = await Promise.all([other.waitForEvent('download'), other.getByRole('button', { name: 'Descargar PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^curriculum-.*\.pdf$/);

  // The owner sees it was opened, and deactivates it.
  await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
  await row.getByRole('button', { name: /^Compartir / }).click();
  const item = page.getByRole('dialog').locator('.share-links li').first();
  await expect(item).toContainText('Abierto 1 vez');
  await item.getByRole('button', { name: 'Desactivar' }).click();
  await expectNotice(page, 'Enlace desactivado. Quien lo abra verá que ya no está disponible.');
  await expect(item).toContainText('Desactivado');
  await page.getByRole('dialog').getByRole('button', { name: 'Cerrar' }).last().click();
  // «Mis Currículums» shows the opens under the CV's title.
  await expect(row).toContainText('Enlace compartido · abierto 1 vez');
  await page.screenshot({ path: '/tmp/cv-list-shared-390.png' });

  await other.reload();
  await expect(other.getByRole('heading', { name: 'Currículum no disponible' })).toBeVisible();
  await expect(other.getByRole('alert')).toHaveText('Este enlace ya no está disponible: su dueño lo desactivó o venció.');
  await expectAccessible(other, 'Currículum no disponible');
  await visitor.close();
});
