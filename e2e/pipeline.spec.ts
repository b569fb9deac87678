/**
 * The recruiter's pipeline (issue 15, decision 074), at 1280 and 390 px: the demo company moves
 * two applicants at once and undoes it, writes a private note, rates, rejects one with the
 * rejection template (the message reaches the candidate after the undo window, 20 s in these
 * runs), downloads the CV as sent, reads the history, and the CV viewer fits the phone.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { waitForMail } from './support/mail';
import { typeInto } from './support/forms';
import { expectAccessible } from './support/a11y';
import { newPage, signedPost as api } from './support/session';

const SHOTS = 'test-results/pipeline-shots';

type ApplicantRow = { Postulacion: number; Nombre: string; Correo: string; Estado: number; EstadoDescripcion: string };
type JobRow = { CodigoEmpleo: string; Titulo: string; CantidadPostulantes: number };

/**
 * A job of the demo company with three applicants other than the demo candidate, a different
 * one per width (the `nth` such job, so a retry in a new worker takes the same one); the three
 * start from Recibido (set through the API, with no message).
 */
async function pickJob(page: Page, nth: number) {
  const jobs = (await api<{ Datos: JobRow[] }>(page, '/api/servicio/listarempleosbyempresa', [])).Datos.filter((j) => j.CantidadPostulantes >= 3);
  let seen = 0;
  for (const job of jobs) {
    const list = (await api<{ values: ApplicantRow[] }>(page, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo })).values;
    const others = list.filter((a) => a.Correo !== DEMO.candidato).slice(0, 3);
    if (others.length < 3 || seen++ < nth) continue;
    await api(page, '/api/servicio/cambiarestadopostulaciones', { taPostulaciones: others.map((a) => a.Postulacion), tnEstado: 1, tnMensaje: 0 });
    return { job, applicants: others.map((a) => ({ ...a, Estado: 1, EstadoDescripcion: 'Recibido' })) };
  }
  throw new Error('No hay un empleo de demostración con tres postulantes');
}

for (const width of [1280, 390]) {
  test(`a recruiter moves applicants, writes a note, rejects with a template and downloads a CV at ${width} px`, async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await newPage(browser, width);
    await loginAs(page, DEMO.empresa);
    const { job, applicants } = await pickJob(page, width > 500 ? 0 : 1);
    const [first, second, third] = applicants;
    const stamp = `${width}-${Date.now().toString(36)}`;

    // The company menu leads to candidate search and to the message templates.
    if (width > 500) {
      await expect(page.getByRole('link', { name: 'Buscar candidatos' })).toHaveAttribute('href', '/busquedacandidato');
      await page.getByRole('link', { name: 'Mensajes a candidatos' }).click();
    } else {
      await page.goto('/plantillas-mensajes');
    }
    await expect(page.getByRole('heading', { name: 'Mensajes a candidatos' })).toBeVisible();
    // The server's undo window (STATUS_MAIL_DELAY_S, 20 s in these tests), not a fixed figure.
    await expect(page.getByText('el candidato recibe el mensaje de ese estado 20 segundos después')).toBeVisible();
    // axe checks 390 and 1280 px at once: the 1280 px run covers both.
    if (width === 1280) await expectAccessible(page, 'los mensajes a candidatos');
    const rejected = page.getByRole('region', { name: 'Rechazado' });
    await typeInto(rejected.getByLabel('Asunto'), `Tu postulación a {empleo} en {empresa} (${stamp})`);
    await rejected.getByRole('button', { name: 'Guardar plantilla' }).click();
    await expectNotice(page, 'Plantilla guardada.');
    await expect(rejected.getByText('Texto propio')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/plantillas-${width}.png`, fullPage: true });

    await page.goto(`/listarpostulantes/${job.CodigoEmpleo}`);
    await expect(page.getByRole('heading', { name: `Postulantes: ${job.Titulo}` })).toBeVisible();
    const card = (a: ApplicantRow) => page.locator('.applicant-card').filter({ has: page.getByRole('heading', { name: a.Nombre, exact: true }) });
    const badge = (a: ApplicantRow) => card(a).locator('.applicant-badges .badge').first();

    // --- Move two at once, undo, move again.
    await page.getByRole('checkbox', { name: `Seleccionar a ${first.Nombre}` }).check();
    await page.getByRole('checkbox', { name: `Seleccionar a ${second.Nombre}` }).check();
    if (width === 1280) await expectAccessible(page, 'los postulantes con dos seleccionados');
    await expect(page.getByText('2 seleccionados')).toBeVisible();
    await page.getByLabel('Mover los seleccionados a').selectOption({ label: 'Entrevista' });
    await page.getByRole('button', { name: 'Mover', exact: true }).click();
    const banner = page.getByRole('status').filter({ hasText: '2 postulantes: Entrevista.' });
    await expect(banner).toContainText('El mensaje al candidato se enviará a las');
    await expect(badge(first)).toHaveText('Entrevista');
    await expect(badge(second)).toHaveText('Entrevista');
    await banner.getByRole('button', { name: 'Deshacer' }).click();
    await expectNotice(page, 'Cambio deshecho: no se envió ningún mensaje.');
    await expect(badge(first)).toHaveText(first.EstadoDescripcion);
    await expect(badge(second)).toHaveText(second.EstadoDescripcion);
    await page.getByRole('checkbox', { name: `Seleccionar a ${first.Nombre}` }).check();
    await page.getByRole('checkbox', { name: `Seleccionar a ${second.Nombre}` }).check();
    await page.getByLabel('Mover los seleccionados a').selectOption({ label: 'Entrevista' });
    await page.getByRole('button', { name: 'Mover', exact: true }).click();
    await expect(badge(first)).toHaveText('Entrevista');
    await expect(badge(second)).toHaveText('Entrevista');

    // --- A private note and a rating on the first.
    await card(first).getByText('Notas privadas (0)').click();
    await typeInto(card(first).getByLabel('Nueva nota (solo la ve tu empresa)'), `Buena experiencia en el rubro ${stamp}`);
    await card(first).getByRole('button', { name: 'Guardar nota' }).click();
    await expect(card(first).getByText('Notas privadas (1)')).toBeVisible();
    await expect(card(first).locator('.notes')).toContainText(`Buena experiencia en el rubro ${stamp}`);
    await card(first).getByRole('button', { name: 'Calificar con 4 de 5' }).click();
    await expect(card(first).getByText('4 de 5', { exact: true })).toBeVisible();
    await typeInto(card(first).getByPlaceholder('Nueva etiqueta'), 'Finalista');
    await card(first).getByRole('button', { name: 'Agregar etiqueta' }).click();
    await expect(card(first).getByRole('button', { name: 'Quitar etiqueta finalista' })).toBeVisible();

    // --- Reject the third with a reason and the company's template.
    await card(third).getByLabel('Estado de la postulación').selectOption({ label: 'Rechazado' });
    const dialog = page.getByRole('dialog', { name: `Rechazar a ${third.Nombre}` });
    await dialog.getByLabel('Motivo del rechazo').selectOption({ label: 'Experiencia insuficiente para el puesto' });
    await typeInto(dialog.getByLabel('Detalle del motivo (opcional)'), 'Buscamos al menos 3 años en el puesto.');
    await expect(dialog.getByLabel('Enviar el mensaje con el motivo')).toBeChecked();
    await expect(dialog.getByLabel('Vista previa del mensaje')).toContainText(`(${stamp})`);
    await expect(dialog.getByLabel('Vista previa del mensaje')).toContainText('Motivo: Experiencia insuficiente para el puesto. Buscamos al menos 3 años en el puesto.');
    await expect(dialog.getByText('Se envía al terminar el plazo para deshacer el cambio (20 segundos)')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/rechazar-${width}.png` });
    if (width === 1280) await expectAccessible(page, 'el diálogo Rechazar');
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await expect(dialog).toBeHidden();
    await expect(badge(third)).toHaveText('Rechazado');
    await expect(page.getByRole('status')).toContainText(`${third.Nombre}: Rechazado. El mensaje al candidato se enviará a las`);
    await expect(card(third)).toContainText('Motivo del rechazo: Experiencia insuficiente para el puesto. Buscamos al menos 3 años en el puesto.');

    // --- The CV as sent, as a PDF file.
    const [download] = await Promise.all([page.waitForEvent('download'), card(first).getByRole('button', { name: 'Descargar CV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');

    // --- The history of the first: the note, the rating and the state changes.
    await card(first).getByText('Historial').click();
    const history = card(first).locator('.history');
    await expect(history).toContainText(`Nota: Buena experiencia en el rubro ${stamp}`);
    await expect(history).toContainText('Calificación: 4 de 5');
    await expect(history).toContainText(`Estado: ${first.EstadoDescripcion} → Entrevista`);
    await expect(history).toContainText(`Estado: Entrevista → ${first.EstadoDescripcion}`);
    await expect(history).toContainText('Mensaje «Entrevista» cancelado antes de enviarse');

    // --- Filters: rating 4 or more shows the first only.
    await page.getByLabel('Calificación', { exact: true }).selectOption({ label: '4 estrellas o más' });
    await expect(page.locator('.applicant-card')).toHaveCount(1);
    await page.getByLabel('Calificación', { exact: true }).selectOption({ label: 'Cualquiera' });
    await page.getByLabel('Ordenar por').selectOption({ label: 'Calificación' });
    await expect(page.locator('.applicant-card').first().getByRole('heading', { name: first.Nombre, exact: true })).toBeVisible();

    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // The cards line up with the filters: nothing in them pushes them wider than the column.
    const edges = await page.evaluate(() => [...document.querySelectorAll('.applicant-filters, .applicant-card')].map((el) => Math.round(el.getBoundingClientRect().right)));
    expect(new Set(edges).size, `bordes derechos: ${edges.join(', ')}`).toBe(1);
    await page.screenshot({ path: `${SHOTS}/postulantes-${width}.png`, fullPage: true });

    // --- The CV viewer fits the screen.
    await card(second).getByRole('button', { name: 'Ver CV' }).click();
    const viewer = page.getByRole('dialog', { name: `Currículum de ${second.Nombre}` });
    await expect(viewer.frameLocator('iframe').locator('body')).toBeVisible();
    await page.waitForTimeout(300);
    const fit = await viewer.locator('iframe').evaluate((el: HTMLIFrameElement) => {
      const root = el.contentDocument!.documentElement;
      const zoom = Number(root.style.zoom || 1);
      return { frame: el.getBoundingClientRect().right, room: el.clientWidth, page: root.scrollWidth * zoom };
    });
    expect(fit.frame).toBeLessThanOrEqual(width);
    expect(fit.page).toBeLessThanOrEqual(fit.room + 2);
    await page.screenshot({ path: `${SHOTS}/ver-cv-${width}.png` });
    await viewer.getByRole('button', { name: 'Cerrar' }).click();

    // --- After the undo window the rejected candidate gets the company's template with the reason.
    const mail = await waitForMail(third.Correo, new RegExp(`\\(${stamp}\\)`), 45_000);
    expect(mail.subject).toBe(`Tu postulación a ${job.Titulo} en Andes Tecnología S.R.L. (${stamp})`);
    expect(mail.text).toContain('Motivo: Experiencia insuficiente para el puesto. Buscamos al menos 3 años en el puesto.');

    // The template goes back to the default text.
    await page.goto('/plantillas-mensajes');
    await page.getByRole('region', { name: 'Rechazado' }).getByRole('button', { name: 'Restablecer texto por defecto' }).click();
    await expectNotice(page, 'Se restableció el texto por defecto.');
    await page.context().close();
  });
}
