/**
 * Better postings and per-job figures (issue 15, decision 075): a company creates a job with a
 * salary range and a screening question (counters, never a silent cut); a candidate on a phone
 * finds it in search and applies answering the question with a cover letter and a salary
 * expectation; the company reads the answers and filters by them, and sees the job's figures;
 * the admin hides the job with a reason and the company sees the state, the reason and the mail.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { registerUnpaidJob } from './support/jobs';
import { waitForMail } from './support/mail';
import { typeInto } from './support/forms';
import { newPage } from './support/session';

const SHOTS = 'test-results/postings-shots';

const uniqueWord = () => Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the screen (a cut or overlapping block at 390 px). */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

/** Pays the job through the sandbox gateway, as the QR's page does. */
async function payJob(page: Page, empleo: number) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const headers = { authorization: `Bearer ${token}` };
  const qr = await (
    await page.request.post('/api/servicio/generarpagoempleo', {
      headers,
      data: { tcNombreUsuario: 'Jorge Vargas Rojas', tnCiNit: '4567890', tnTelefono: '77712345', tcCorreo: 'empresa@chamba.bo', Empleo: empleo },
    })
  ).json();
  const codigo = new URL(qr.Datos.UrlPago).searchParams.get('codigo');
  const paid = await page.request.post('/api/servicio/sandbox/confirmarpago', { data: { tnTransaccionDePago: qr.Datos.TransaccionDePago, tcCodigo: codigo } });
  expect(paid.status()).toBe(200);
}

test('salary range, a screening question and a cover letter; answers, filters and figures for the company; hiding with a reason', async ({ browser }) => {
  test.setTimeout(240_000);
  const word = uniqueWord();
  const title = `Repartidor con moto ${word}`;
  const question = '¿Tiene licencia de conducir categoría M?';

  // --- The company creates the job at 1280 px.
  const company = await newPage(browser, 1280);
  await loginAs(company, DEMO.empresa);
  await company.goto('/crearempleo');
  const titleField = company.getByLabel('Título del empleo');
  // A pasted text over the limit is kept and counted, never cut.
  await titleField.click();
  await company.keyboard.insertText('x'.repeat(160)); // a paste: the whole text arrives in one input
  await expect(titleField).toHaveValue('x'.repeat(160));
  await expect(company.getByText('10 caracteres de más (máximo 150)')).toBeVisible();
  await typeInto(titleField, title);
  await expect(company.getByText(`${150 - title.length} caracteres restantes`)).toBeVisible();
  await typeInto(company.getByLabel('Descripción corta'), 'Reparto de pedidos en la zona Sur de La Paz, con moto propia.');
  await typeInto(company.getByLabel('Salario mínimo'), '3500');
  await typeInto(company.getByLabel('Salario máximo'), '3000');
  await company.getByLabel('Salario máximo').blur();
  await expect(company.getByText('El salario mínimo no puede ser mayor que el máximo.')).toBeVisible();
  await typeInto(company.getByLabel('Salario máximo'), '4500');
  await expect(company.getByText('Se mostrará: 3.500 - 4.500 Bs')).toBeVisible();
  await company.getByLabel('Tipo de empleo').selectOption({ label: 'Tiempo completo' });
  await company.getByLabel('Categoría').selectOption({ label: 'Transporte' });
  await company.getByLabel('Ciudad').selectOption({ label: 'La Paz' });
  await company.getByRole('button', { name: 'Redactar descripción larga' }).click();
  await expect(company.getByLabel('Descripción larga')).not.toHaveValue('', { timeout: 15_000 });
  await expect(company.getByRole('status').filter({ hasText: 'Esta es una plantilla armada con los datos del empleo (no la escribió una IA)' })).toBeVisible();
  await company.getByRole('button', { name: 'Siguiente' }).click();

  await company.getByRole('button', { name: 'Agregar pregunta de filtro' }).click();
  const q1 = company.getByRole('listitem', { name: 'Pregunta 1' });
  await typeInto(q1.getByLabel('Pregunta 1'), question);
  await q1.getByLabel('Tipo de respuesta').selectOption({ label: 'Sí / No' });
  await q1.getByLabel('Respuesta que descarta').selectOption({ label: 'Descarta si responde «No»' });
  await shoot(company, 'crearempleo-preguntas-1280');
  await company.getByRole('button', { name: 'Siguiente' }).click();
  const empleo = await registerUnpaidJob(company);
  await payJob(company, empleo);

  await company.goto('/misempleos');
  await typeInto(company.getByLabel('Buscar en mis empleos'), word);
  const card = company.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(card).toContainText('Publicado');
  await expect(card).not.toContainText('Completado');
  await expect(card).toContainText('Salario: 3.500 - 4.500 Bs');
  const code = (await card.getByRole('link', { name: title, exact: true }).getAttribute('href'))!.split('/').pop()!;

  // --- A candidate on a phone finds it in search and applies.
  const candidate = await newPage(browser, 390);
  await loginAs(candidate, DEMO.candidato);
  await candidate.goto(`/busquedatrabajo?keyword=${word}`);
  const result = candidate.getByRole('article').filter({ hasText: title });
  await expect(result).toContainText('3.500 - 4.500 Bs', { timeout: 15_000 });
  await result.getByRole('link', { name: title, exact: true }).click();
  // The address shown is the job's own (the source is kept for the tab).
  await expect(candidate).toHaveURL(new RegExp(`/detalletrabajo/${code}$`));
  await expect(candidate.getByText('3.500 - 4.500 Bs', { exact: true })).toBeVisible();
  await candidate.getByLabel('Elige el currículum para postular').selectOption({ label: 'Contadora Pública' });
  await candidate.getByRole('button', { name: 'Postular', exact: true }).click();
  const modal = candidate.getByRole('dialog', { name: 'Postular' });
  await expect(modal.getByRole('group', { name: question })).toBeVisible();
  // Unanswered, it is not sent.
  await modal.getByRole('button', { name: 'Sí, quiero postular' }).click();
  await expectNotice(candidate, 'Revisa tus respuestas antes de enviar la postulación.');
  await expect(modal.getByText('Responde esta pregunta.')).toBeVisible();
  await modal.getByRole('group', { name: question }).getByLabel('Sí').check();
  await typeInto(modal.getByLabel('Carta de presentación (opcional)'), 'Tengo moto propia y conozco bien la zona Sur.\nPuedo empezar el lunes.');
  await expect(modal.getByText(/caracteres restantes/)).toBeVisible();
  await typeInto(modal.getByLabel('Pretensión salarial mensual en Bs (opcional)'), '4000');
  await shoot(candidate, 'postular-preguntas-390');
  await expectNoSideScroll(candidate);
  await modal.getByRole('button', { name: 'Sí, quiero postular' }).click();
  await expectNotice(candidate, '¡Postulación exitosa!');
  await expect(candidate.getByText('Ya postulaste a este empleo')).toBeVisible();

  // --- The company reads the answers on a phone and filters by them.
  const phone = await newPage(browser, 390);
  await loginAs(phone, DEMO.empresa);
  await phone.goto(`/listarpostulantes/${code}`);
  const applicant = phone.getByRole('listitem').filter({ hasText: 'Lucía Mamani Quispe' });
  await expect(applicant).toContainText('Pasa los filtros');
  await expect(applicant.getByRole('definition')).toHaveText('Sí');
  await expect(applicant).toContainText('Pretensión salarial: 4.000 Bs');
  await expect(applicant).toContainText('Llegó por: Búsqueda');
  await applicant.getByText('Carta de presentación').click();
  await expect(applicant).toContainText('Tengo moto propia y conozco bien la zona Sur.');
  await shoot(phone, 'postulantes-respuestas-390');
  await expectNoSideScroll(phone);
  await phone.getByLabel('Resultado de las preguntas').selectOption({ label: 'No pasan los filtros' });
  await expect(phone.getByText('Ningún postulante coincide con el filtro.')).toBeVisible();
  await phone.getByLabel('Resultado de las preguntas').selectOption({ label: 'Pasan los filtros' });
  await expect(applicant).toBeVisible();
  await phone.getByLabel('Respuesta a').selectOption({ label: question });
  await phone.getByLabel('Respondió').selectOption({ label: 'No' });
  await expect(phone.getByText('Ningún postulante coincide con el filtro.')).toBeVisible();

  // --- The job's figures, from its card, at 390 and 1280 px.
  await phone.goto('/misempleos');
  await typeInto(phone.getByLabel('Buscar en mis empleos'), word);
  await phone.getByRole('link', { name: `Cifras de "${title}"` }).click();
  await expect(phone.getByRole('heading', { name: `Cifras: ${title}` })).toBeVisible();
  const tiles = phone.getByRole('list', { name: 'Resumen del empleo' });
  await expect(tiles.getByRole('listitem').nth(1)).toHaveText('1Postulaciones');
  await expect(tiles).toContainText('Vistas únicas');
  await expect(tiles).toContainText('Conversión');
  await expect(phone.getByRole('row', { name: /Búsqueda/ })).toContainText(/Búsqueda\s*\d+\s*1\s*100,0%/);
  await expect(phone.locator('canvas')).toHaveCount(1);
  await shoot(phone, 'cifras-390');
  await expectNoSideScroll(phone);
  await company.goto(`/cifrasempleo/${code}`);
  await expect(company.getByRole('img', { name: /Vistas y postulaciones por día/ })).toBeVisible();
  await shoot(company, 'cifras-1280');

  // --- The admin hides it with a reason; the company is told and sees it.
  const admin = await newPage(browser, 1280);
  await loginAs(admin, DEMO.admin);
  await admin.goto('/admin?tab=empleos');
  await typeInto(admin.getByLabel('Buscar empleos'), code);
  await admin.getByRole('button', { name: 'Buscar' }).click();
  await admin.getByRole('button', { name: `Ocultar ${title}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Ocultar empleo' });
  await typeInto(dialog.getByLabel('Motivo (se envía a la empresa)'), 'El anuncio pide un pago al postulante.');
  await dialog.getByRole('button', { name: 'Ocultar y avisar a la empresa' }).click();
  await expectNotice(admin, 'El empleo quedó oculto: ya no aparece en la búsqueda ni en su página.');

  const mail = await waitForMail(DEMO.empresa, new RegExp(`Tu empleo «${title}» fue ocultado por la administración`));
  expect(mail.text).toContain('Motivo: El anuncio pide un pago al postulante.');
  await phone.goto('/misempleos');
  await typeInto(phone.getByLabel('Buscar en mis empleos'), word);
  const hidden = phone.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title });
  await expect(hidden).toContainText('Oculto por administración');
  await expect(hidden).toContainText('Motivo: El anuncio pide un pago al postulante.');
  await shoot(phone, 'misempleos-oculto-390');
  await expectNoSideScroll(phone);
  await phone.goto(`/detalletrabajo/${code}`);
  await expect(phone.getByRole('alert')).toContainText('La administración ocultó esta oferta');
  await expect(phone.getByRole('alert')).toContainText('Motivo: El anuncio pide un pago al postulante.');

  for (const p of [company, candidate, phone, admin]) await p.context().close();
});
