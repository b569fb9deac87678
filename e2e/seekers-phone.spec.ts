/**
 * The job seeker's tools on a 390 px phone (issue 16): a visitor's heart asks to log in and comes
 * back to the job, saved; 'Empleos guardados' lists it as Abierto; 'Crear alerta' on a search; a
 * company publishes a matching job; the alert mail arrives (SMTP sink) with the job's link and a
 * one-click unsubscribe link that works logged out; the RSS feed of the search lists the job;
 * 'Empleos para ti' on the dashboard.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import { DEMO, DEMO_PASSWORD, expectNotice } from './support/fixtures';
import { publishPaidJob } from './support/jobs';
import { waitForMail } from './support/mail';

test.use({ viewport: { width: 390, height: 844 } });

/** An accounting job the demo company publishes and pays through the sandbox, as its pages do. */
const publishAccountingJob = (request: APIRequestContext, titulo: string, tnCiudad = 4) =>
  publishPaidJob(request, titulo, {
    tcDescripcion: 'Registro de operaciones contables y conciliaciones bancarias.',
    tcDescripcionLarga: 'Responsable de la contabilidad general.',
    tnSalario: 5000,
    tnTiempoExperiencia: 2,
    taHabilidades: [5, 8],
    tnCiudad,
    taResponsabilidades: ['Conciliaciones bancarias'],
  });

test('a phone: save a job, create an alert, receive it, unsubscribe logged out, RSS and Empleos para ti', async ({ page, request, context }) => {
  test.setTimeout(240_000);
  const word = `Zafiro${Date.now().toString(36)}`;
  const saved = await publishAccountingJob(request, `Analista contable ${word}`);

  // A visitor hearts the job on the search page: log in, back on the job, saved.
  await page.goto(`/busquedatrabajo?keyword=${word}`);
  const card = page.getByRole('article', { name: `Analista contable ${word}` });
  await card.getByRole('link', { name: `Inicia sesión para guardar «Analista contable ${word}»` }).click();
  await expect(page).toHaveURL(/\/login\?/);
  await typeInto(page.getByLabel('Correo electrónico'), DEMO.candidato);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(DEMO.candidato);
  await expect(page.getByLabel('Contraseña')).toHaveValue(DEMO_PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`/detalletrabajo/${saved.CodigoEmpleo}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Analista contable ${word}` })).toBeVisible();
  await expectNotice(page, 'Empleo guardado.');
  await expect(page.getByRole('button', { name: `Quitar «Analista contable ${word}» de mis empleos guardados` })).toHaveAttribute('aria-pressed', 'true');

  // Empleos guardados: the job, Abierto.
  await page.goto('/Dashboard');
  await page.getByRole('complementary', { name: 'Menú de la cuenta' }).getByRole('link', { name: 'Empleos guardados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Empleos guardados' })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `Analista contable ${word}` });
  await expect(item).toContainText('Abierto');
  await page.screenshot({ path: '/tmp/seekers-saved-390.png', fullPage: true });
  await expectAccessible(page, 'Empleos guardados');

  // Crear alerta on a search for the word in La Paz.
  await page.goto(`/busquedatrabajo?keyword=${word}&city=4`);
  await page.getByRole('button', { name: 'Crear alerta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Crear alerta de empleo' });
  await expect(dialog).toContainText(`«${word}» · La Paz`);
  await dialog.getByLabel('Diaria').check();
  await page.screenshot({ path: '/tmp/seekers-alert-modal-390.png' });
  await expectAccessible(page, 'el diálogo Crear alerta de empleo');
  await dialog.getByRole('button', { name: 'Crear alerta' }).click();
  await expectNotice(page, 'Alerta creada. Te escribiremos cuando haya empleos nuevos.');

  // Mis alertas lists it.
  await page.goto('/misalertas');
  const alertRow = page.getByRole('listitem', { name: `Alerta «${word}» · La Paz` });
  await expect(alertRow).toContainText('Activa');
  await expect(alertRow).toContainText('Diaria');
  await expectAccessible(page, 'Mis alertas');
  // Pause, resume, and edit its frequency.
  await alertRow.getByRole('button', { name: 'Pausar' }).click();
  await expect(alertRow).toContainText('Pausada');
  await alertRow.getByRole('button', { name: 'Reanudar' }).click();
  await expect(alertRow).toContainText('Activa');
  await alertRow.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar alerta' });
  await expect(edit.getByLabel('Palabras')).toHaveValue(word);
  await expectAccessible(page, 'el diálogo Editar alerta');
  await edit.getByLabel('Frecuencia').selectOption('semanal');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectNotice(page, 'Alerta actualizada.');
  await expect(alertRow).toContainText('Semanal');
  await page.screenshot({ path: '/tmp/seekers-alerts-390.png', fullPage: true });

  // A company publishes a matching job: the alert mail comes with its link and the unsubscribe link.
  const fresh = await publishAccountingJob(request, `Contador ${word}`);
  const mail = await waitForMail(DEMO.candidato, new RegExp(`para tu alerta: «${word}» · La Paz`), 40_000);
  expect(mail.text).toContain(`Contador ${word}`);
  expect(mail.text).toContain(`/detalletrabajo/${fresh.CodigoEmpleo}`);
  expect(mail.listUnsubscribe).toMatch(/^List-Unsubscribe:\s+<http:\/\/127\.0\.0\.1:\d+\/alertas\/baja\/[A-Za-z0-9_-]{32}>$/);
  const jobLink = /(http:\/\/\S+\/detalletrabajo\/\S+)/.exec(mail.text)![1];
  const unsubscribe = /(http:\/\/\S+\/baja-alerta\/[A-Za-z0-9_-]+)/.exec(mail.text)![1];
  await page.goto(jobLink);
  await expect(page.getByRole('heading', { level: 1, name: `Contador ${word}` })).toBeVisible();

  // The RSS feed of the same search lists both jobs, newest first.
  const rss = await request.get(`/empleos.rss?keyword=${word}&city=4`);
  expect(rss.headers()['content-type']).toContain('application/rss+xml');
  const xml = await rss.text();
  expect(xml).toContain('<rss version="2.0"');
  expect(xml.indexOf(`<title>Contador ${word}</title>`)).toBeGreaterThan(0);
  expect(xml.indexOf(`<title>Contador ${word}</title>`)).toBeLessThan(xml.indexOf(`<title>Analista contable ${word}</title>`));

  // Empleos para ti on the dashboard.
  await page.goto('/Dashboard');
  const forYou = page.getByRole('region', { name: 'Empleos para ti' });
  await expect(forYou).toBeVisible();
  await expect(forYou.getByRole('listitem').first()).toBeVisible();
  await page.screenshot({ path: '/tmp/seekers-dashboard-390.png', fullPage: true });
  await expectAccessible(page, 'el panel del candidato con Empleos para ti');

  // The unsubscribe link works logged out (another browser context, no session).
  const stranger = await context.browser()!.newContext({ viewport: { width: 390, height: 844 } });
  const out = await stranger.newPage();
  await out.goto(unsubscribe);
  await expect(out.getByText(`Listo: ya no recibirás la alerta «${word}» · La Paz.`)).toBeVisible();
  await out.screenshot({ path: '/tmp/seekers-unsubscribe-390.png' });
  await expectAccessible(out, 'la baja de una alerta');
  await out.reload();
  await expect(out.getByText('El enlace para darse de baja no es válido o la alerta ya fue eliminada.')).toBeVisible();
  await expectAccessible(out, 'la baja de una alerta con un enlace ya usado');
  await stranger.close();
  await page.goto('/misalertas');
  await expect(page.getByText('Aún no tienes alertas.')).toBeVisible();
});

test('at 1280 px a visitor sees the hearts, Crear alerta and the RSS link; a company sees no heart', async ({ browser, request }) => {
  const word = `Topacio${Date.now().toString(36)}`;
  const job = await publishAccountingJob(request, `Auditor ${word}`, 8);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`/busquedatrabajo?keyword=${word}`);
  const card = page.getByRole('article', { name: `Auditor ${word}` });
  await expect(card.getByRole('link', { name: `Inicia sesión para guardar «Auditor ${word}»` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear alerta' })).toHaveAttribute('href', `/login?volver=${encodeURIComponent(`/busquedatrabajo?keyword=${word}`)}`);
  await expect(page.getByRole('link', { name: 'RSS de esta búsqueda' })).toHaveAttribute('href', `/empleos.rss?keyword=${word}`);
  await page.screenshot({ path: '/tmp/seekers-search-1280.png' });
  await page.goto(`/detalletrabajo/${job.CodigoEmpleo}`);
  await expect(page.getByRole('link', { name: `Inicia sesión para guardar «Auditor ${word}»` })).toContainText('Guardar');
  await page.screenshot({ path: '/tmp/seekers-job-1280.png' });
  await context.close();

  // A company: no heart, no alert button.
  const company = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const cp = await company.newPage();
  await cp.goto('/login');
  await typeInto(cp.getByLabel('Correo electrónico'), DEMO.empresa);
  await typeInto(cp.getByRole('tabpanel').getByLabel('Contraseña', { exact: true }), DEMO_PASSWORD);
  await cp.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(cp).toHaveURL(/\/Dashboard$/);
  await cp.goto(`/busquedatrabajo?keyword=${word}`);
  await expect(cp.getByRole('article', { name: `Auditor ${word}` })).toBeVisible();
  await expect(cp.getByRole('button', { name: /Guardar el empleo/ })).toHaveCount(0);
  await expect(cp.getByRole('link', { name: /Inicia sesión para guardar/ })).toHaveCount(0);
  await expect(cp.getByRole('button', { name: 'Crear alerta' })).toHaveCount(0);
  await company.close();
});
