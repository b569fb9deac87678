/**
 * Withdrawing an application and its timeline on a 390 px phone (issue 16, decision 079): the
 * demo candidate applies to a fresh job of the demo company, which lists its applicants and moves
 * her to En revisión; in "Mis Postulaciones" she opens the application's Historial (sent, seen,
 * the change), withdraws it after confirming, and the company's applicants page shows "Retirada"
 * with no way to change it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { applicationOnFreshJob } from './support/jobs';

test.use({ viewport: { width: 390, height: 844 }, locale: 'es-BO', timezoneId: 'America/La_Paz' });

const SHOTS = 'test-results/withdraw-shots';

/** A fresh paid job to which the demo candidate applied; the company has seen her application and moved it to En revisión, with no message. */
async function reviewedApplication(request: APIRequestContext, titulo: string) {
  const { job, company, applicant } = await applicationOnFreshJob(request, titulo);
  await company('/api/servicio/cambiarestadopostulacion', { tnPostulacion: applicant.Postulacion, tnEstado: 2, tnMensaje: 0 });
  return { job, nombre: applicant.Nombre };
}

test('a phone: the candidate reads the timeline of an application and withdraws it; the company sees «Retirada»', async ({ page, request, browser }) => {
  test.setTimeout(240_000);
  const titulo = `Cajero de sucursal ${Date.now().toString(36)}`;
  const { job, nombre } = await reviewedApplication(request, titulo);

  await loginAs(page, DEMO.candidato);
  await page.goto('/mispostulaciones');
  await expect(page.getByRole('heading', { name: 'Mis Postulaciones' })).toBeVisible();
  await expectAccessible(page, 'Mis Postulaciones');
  await typeInto(page.getByLabel('Buscar'), titulo);
  await expect(page.getByLabel('Buscar')).toHaveValue(titulo);
  const row = page.locator('.application-row').filter({ has: page.getByRole('heading', { name: titulo }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByLabel('Estado: En revisión')).toBeVisible();

  // The timeline: sent, seen by the company, the change of state.
  await row.getByText('Historial').click();
  const timeline = row.locator('.timeline');
  await expect(timeline.getByText('Enviada')).toBeVisible();
  await expect(timeline.getByText(/^Enviaste tu postulación con el currículum «.+»\.$/)).toBeVisible();
  await expect(timeline.getByText('Vista por la empresa')).toBeVisible();
  await expect(timeline.getByText('Tu postulación pasó a «En revisión».')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/historial-390.png`, fullPage: true });
  await expectAccessible(page, 'Mis Postulaciones con el historial abierto');

  // Withdraw, after confirming.
  await row.getByRole('button', { name: `Retirar postulación a "${titulo}"` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Retirar postulación' });
  await expect(confirm).toContainText('La empresa la verá como «Retirada» y no podrás volver a postular a este empleo. Si tienes una entrevista pendiente, se cancelará y avisaremos a la empresa.');
  await page.screenshot({ path: `${SHOTS}/confirmar-390.png` });
  await expectAccessible(page, 'el diálogo Retirar postulación');
  await confirm.getByRole('button', { name: 'Sí, retirar' }).click();
  await expectNotice(page, 'Retiraste tu postulación. La empresa la verá como «Retirada».');
  await expect(row.getByLabel('Estado: Retirada')).toBeVisible();
  await expect(row.getByRole('button', { name: /Retirar postulación/ })).toHaveCount(0);
  await expect(timeline.getByText('Retiraste tu postulación.')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/retirada-390.png`, fullPage: true });
  await expectAccessible(page, 'Mis Postulaciones con la postulación retirada');

  // The company's applicants page.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-BO', timezoneId: 'America/La_Paz' });
  const companyPage = await context.newPage();
  await loginAs(companyPage, DEMO.empresa);
  await companyPage.goto(`/listarpostulantes/${job.CodigoEmpleo}`);
  await expect(companyPage.getByRole('heading', { name: `Postulantes: ${titulo}` })).toBeVisible();
  const card = companyPage.locator('.applicant-card').filter({ has: companyPage.getByRole('heading', { name: nombre, exact: true }) });
  await expect(card.locator('.applicant-badges .badge').first()).toHaveText('Retirada');
  await expect(card.getByText('El candidato retiró su postulación: su estado ya no se puede cambiar.')).toBeVisible();
  await expect(card.getByLabel('Estado de la postulación')).toHaveCount(0);
  await companyPage.screenshot({ path: `${SHOTS}/empresa-390.png`, fullPage: true });
  await expectAccessible(companyPage, 'los postulantes del empleo');
  // The dashboard counts it under its own state.
  await companyPage.goto('/Dashboard');
  await expect(companyPage.locator('.status-legend li').filter({ hasText: /^Retirada: [1-9]\d* \(/ })).toHaveCount(1, { timeout: 15_000 });
  await companyPage.locator('.status-legend').scrollIntoViewIfNeeded();
  await companyPage.screenshot({ path: `${SHOTS}/dashboard-retirada-390.png` });
  await expectAccessible(companyPage, 'el panel de la empresa');
  await context.close();
});
