/**
 * Interviews (issue 40) at 1280 and 390 px: the demo company proposes two times for the demo
 * candidate's application (typed as La Paz time in the "Proponer entrevista" dialog, by video
 * call), she reads them in "Mis Postulaciones", picks one by keyboard and confirms; both get the
 * confirmation mail, both dashboards list it under "Próximas entrevistas", the application is in
 * Entrevista, and she cancels it with a reason.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { applicationOnFreshJob } from './support/jobs';
import { waitForMail } from './support/mail';
import { newPage } from './support/session';

const SHOTS = 'test-results/interviews-shots';
const DAY = 86_400_000;

/** A fresh paid job of the demo company to which the demo candidate applied with a paid CV. */
async function freshApplication(request: APIRequestContext, titulo: string) {
  const { job, company, applicant } = await applicationOnFreshJob(request, titulo);
  // The company's mails go to its contact address (as its daily digest does), which an earlier
  // journey may have changed from the login e-mail.
  const profile = await company<{ values: { Correo: string } }>('/api/servicio/getmiempresa', {});
  return { job, nombre: applicant.Nombre, companyMail: profile.values.Correo || DEMO.empresa };
}

/** A La Paz calendar day `days` ahead: its parts as a datetime-local field takes them, and in words. */
function laPazDay(days: number) {
  const d = new Date(Date.now() - 4 * 3_600_000 + days * DAY);
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  const months = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  return { dd, mm, yyyy: String(d.getUTCFullYear()), words: `${d.getUTCDate()} de ${months[d.getUTCMonth()]} de ${d.getUTCFullYear()}` };
}

/** Types a date and time into a datetime-local field key by key, segment after segment. */
async function typeDateTime(page: Page, label: string, day: ReturnType<typeof laPazDay>, hhmm: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await field.press('ArrowLeft');
  await field.press('ArrowLeft');
  await field.press('ArrowLeft');
  await field.press('ArrowLeft');
  // Chromium's datetime-local here shows mm/dd/yyyy, hh:mm a.m./p.m. (its own order, not the page's).
  await page.keyboard.type(`${day.mm}${day.dd}${day.yyyy}`);
  await page.keyboard.press('ArrowRight');
  const [h, m] = hhmm.split(':').map(Number);
  await page.keyboard.type(`${String(h % 12 || 12).padStart(2, '0')}${String(m).padStart(2, '0')}${h < 12 ? 'a' : 'p'}`);
  await expect(field).toHaveValue(`${day.yyyy}-${day.mm}-${day.dd}T${hhmm}`);
}

for (const width of [1280, 390]) {
  test(`a recruiter proposes interview times and the candidate chooses one at ${width} px`, async ({ browser, request }) => {
    test.setTimeout(240_000);
    const titulo = `Analista de créditos ${width} ${Date.now().toString(36)}`;
    const { job, nombre, companyMail } = await freshApplication(request, titulo);
    const first = laPazDay(3);
    const second = laPazDay(4);
    const link = 'https://meet.example.com/chamba-entrevista';

    // The recruiter proposes two times by video call from the applicant's card.
    const company = await newPage(browser, width);
    await loginAs(company, DEMO.empresa);
    await company.goto(`/listarpostulantes/${job.CodigoEmpleo}`);
    const card = company.locator('.applicant-card').filter({ has: company.getByRole('heading', { name: nombre, exact: true }) });
    await card.getByRole('button', { name: 'Proponer entrevista' }).click();
    const dialog = company.getByRole('dialog', { name: `Proponer entrevista a ${nombre}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Horario 1', { exact: true })).toBeFocused();
    await typeDateTime(company, 'Horario 1', first, '10:00');
    await dialog.getByRole('button', { name: 'Agregar otro horario' }).click();
    await typeDateTime(company, 'Horario 2', second, '15:30');
    await dialog.getByLabel('Duración').selectOption({ label: '1 hora' });
    await dialog.getByLabel('En línea (videollamada)').check();
    await typeInto(dialog.getByLabel('Enlace de la videollamada (https://...)'), link);
    await company.keyboard.press('Tab');
    await expect(dialog.getByLabel('Notas para el candidato (opcional)')).toBeFocused();
    await company.keyboard.type('Ten a mano tu carnet de identidad.');
    await expect(dialog.getByLabel('Enlace de la videollamada (https://...)')).toHaveValue(link);
    await company.screenshot({ path: `${SHOTS}/proponer-${width}.png` });
    if (width === 1280) await expectAccessible(company, 'el diálogo Proponer entrevista');
    await dialog.getByRole('button', { name: 'Enviar propuesta' }).click();
    await expectNotice(company, 'Propusimos los horarios al candidato. Te avisaremos cuando elija uno.');
    await expect(card.getByText(`Entrevista propuesta: esperando que ${nombre} elija un horario.`)).toBeVisible();
    await expect(card.getByText(`${first.words}, 10:00 (hora de Bolivia)`)).toBeVisible();
    await company.screenshot({ path: `${SHOTS}/postulante-propuesta-${width}.png`, fullPage: width < 500 });
    const proposalMail = await waitForMail(DEMO.candidato, new RegExp(`te propone una entrevista para ${titulo}`));
    expect(proposalMail.text).toContain(`${second.words}, 15:30 (hora de Bolivia)`);

    // The candidate picks the second time by keyboard and confirms it.
    const candidate = await newPage(browser, width);
    await loginAs(candidate, DEMO.candidato);
    await candidate.goto('/mispostulaciones');
    await typeInto(candidate.getByLabel('Buscar'), titulo);
    const row = candidate.locator('.application-row').filter({ has: candidate.getByRole('heading', { name: titulo }) });
    const block = row.getByRole('region', { name: /te propone una entrevista/ });
    await expect(block).toBeVisible();
    await expect(block.getByText(`Enlace: ${link}`)).toBeVisible();
    const firstChoice = block.getByRole('radio', { name: new RegExp(`${first.words}, 10:00`) });
    const secondChoice = block.getByRole('radio', { name: new RegExp(`${second.words}, 15:30`) });
    await firstChoice.focus();
    await candidate.keyboard.press('Space');
    await expect(firstChoice).toBeChecked();
    await candidate.keyboard.press('ArrowDown');
    await expect(secondChoice).toBeChecked();
    await candidate.screenshot({ path: `${SHOTS}/elegir-${width}.png`, fullPage: width < 500 });
    if (width === 1280) await expectAccessible(candidate, 'Mis Postulaciones con una entrevista propuesta');
    await block.getByRole('button', { name: 'Confirmar horario' }).click();
    await expectNotice(candidate, 'Entrevista confirmada. Te enviamos la invitación por correo.');
    const confirmed = row.getByRole('region', { name: 'Entrevista confirmada' });
    await expect(confirmed.getByText(`${second.words}, 15:30 (hora de Bolivia)`)).toBeVisible();
    await expect(row.getByLabel('Estado: Entrevista')).toBeVisible();
    await candidate.screenshot({ path: `${SHOTS}/confirmada-${width}.png`, fullPage: width < 500 });
    await waitForMail(DEMO.candidato, new RegExp(`Entrevista confirmada: ${titulo}`));
    await waitForMail(companyMail, new RegExp(`Entrevista confirmada con .*: ${titulo}`));

    // Both dashboards list it.
    await candidate.goto('/Dashboard');
    const mine = candidate.getByRole('region', { name: 'Próximas entrevistas' });
    await expect(mine.getByRole('listitem').filter({ hasText: titulo })).toContainText(`${second.words}, 15:30 (hora de Bolivia)`);
    await mine.screenshot({ path: `${SHOTS}/panel-candidato-${width}.png` });
    await expectAccessible(candidate, 'el panel del candidato');
    await company.goto('/Dashboard');
    const theirs = company.getByRole('region', { name: 'Próximas entrevistas' });
    await expect(theirs.getByRole('listitem').filter({ hasText: titulo })).toContainText(nombre);
    await theirs.screenshot({ path: `${SHOTS}/panel-empresa-${width}.png` });
    await expectAccessible(company, 'el panel de la empresa');

    // She cancels it with a reason; the company is told.
    await candidate.goto('/mispostulaciones');
    await typeInto(candidate.getByLabel('Buscar'), titulo);
    await row.getByRole('button', { name: 'Cancelar entrevista' }).click();
    const ask = candidate.getByRole('dialog', { name: 'Cancelar entrevista' });
    await expect(ask.getByLabel('Motivo')).toBeFocused();
    await candidate.keyboard.type('Me surgió un viaje de trabajo.');
    await ask.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expectNotice(candidate, 'Entrevista cancelada. Avisamos a la otra parte.');
    await expect(row.getByRole('region', { name: 'Entrevista confirmada' })).toHaveCount(0);
    const cancelMail = await waitForMail(companyMail, new RegExp(`Entrevista cancelada con .*: ${titulo}`));
    expect(cancelMail.text).toContain('Motivo: Me surgió un viaje de trabajo.');
  });
}
