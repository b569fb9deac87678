/**
 * Moderation (issue 38), at 390 and 1280 px: the demo company registers two postings that ask
 * candidates for money; both are held «En revisión» (the company reads why in its list); staff
 * open the moderation queue, approve one and reject the other with a reason, and the queue is
 * clear. A visitor reports a public posting from its page: the dialog with the reasons, a detail
 * typed key by key, and the thank-you.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import { activate } from './support/keyboard';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { publishPaidJob, registerJob } from './support/jobs';

const SHOTS = 'test-results/moderation-shots';
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

async function heldPosting(request: APIRequestContext, titulo: string, tcDescripcion: string) {
  const { res } = await registerJob(request, titulo, {
    tcDescripcion,
    tcDescripcionLarga: '',
    tnSalario: 3500,
    taResponsabilidades: ['Venta por catálogo'],
    taRequerimientos: ['Ganas de trabajar'],
  });
  const body = await res.json();
  expect(body.message).toContain('Quedó en revisión');
  return body.values as { Empleo: number; CodigoEmpleo: string };
}

for (const width of [390, 1280]) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('staff clear the moderation queue: approve one held posting, reject another with a reason', async ({ page, request, browser }) => {
      test.setTimeout(240_000);
      const a = `Promotora de ventas ${width}`;
      const b = `Asesor comercial ${width}`;
      await heldPosting(request, a, 'Para empezar debes realizar un depósito de 150 Bs por el material.');
      await heldPosting(request, b, '¡Invierte 500 Bs y gana 5000 al mes!');

      // The company reads why in its list of jobs.
      const companyCtx = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-BO', timezoneId: 'America/La_Paz' });
      const company = await companyCtx.newPage();
      await loginAs(company, DEMO.empresa);
      await company.goto('/misempleos');
      const card = company.getByRole('listitem').filter({ hasText: a });
      await expect(card.getByText('En revisión', { exact: true })).toBeVisible();
      await expect(card.getByRole('note')).toContainText('La oferta pide dinero a los postulantes («realizar un depósito»).');
      await expectAccessible(company, 'la lista de empleos de la empresa con uno en revisión');
      await shoot(company, `empresa-en-revision-${width}`);
      await card.screenshot({ path: `${SHOTS}/empresa-tarjeta-${width}.png` });
      await companyCtx.close();

      await loginAs(page, DEMO.admin);
      await page.goto('/admin?tab=moderacion');
      await expect(page.getByRole('heading', { name: 'Cola de moderación' })).toBeVisible();
      const queue = page.getByRole('list', { name: 'Empleos por revisar' });
      const itemA = queue.getByRole('listitem').filter({ hasText: a }).first();
      await expect(itemA).toContainText('Retenido por las reglas');
      await expect(itemA).toContainText('La oferta pide dinero a los postulantes («realizar un depósito»).');
      await expect(page.getByRole('heading', { name: 'Reglas de moderación' })).toBeVisible();
      await expect(page.getByLabel('Umbral')).toHaveValue('50');
      await expectAccessible(page, 'la cola de moderación');
      await shoot(page, `cola-${width}`);

      await activate(page, page.getByRole('button', { name: `Aprobar «${a}»` }));
      await expectNotice(page, 'El empleo quedó aprobado y vuelve a ser público.');
      await expect(queue.getByText(a)).toHaveCount(0);

      await activate(page, page.getByRole('button', { name: `Rechazar «${b}»` }));
      const dialog = page.getByRole('dialog', { name: 'Rechazar empleo' });
      const reason = dialog.getByLabel('Motivo (se envía a la empresa)');
      await expect(reason).toBeFocused();
      await typeInto(reason, 'La oferta cobra a los postulantes.');
      await expect(reason).toBeFocused();
      await expectAccessible(page, 'el diálogo de rechazo');
      await shoot(page, `rechazo-${width}`);
      await dialog.getByRole('button', { name: 'Rechazar y avisar a la empresa' }).click();
      await expectNotice(page, 'El empleo quedó oculto');
      // Both left the queue (a posting reported by the other journey may still be there).
      await expect(page.getByText(b)).toHaveCount(0);
      await expect(page.getByText(a)).toHaveCount(0);
      await shoot(page, `cola-despejada-${width}`);
    });

    test('a visitor reports a posting from its page and is thanked', async ({ page, request }) => {
      test.setTimeout(180_000);
      const titulo = `Cajero de sucursal ${width}`;
      const job = await publishPaidJob(request, titulo);
      await page.goto(`/detalletrabajo/${job.CodigoEmpleo}`);
      await expect(page.getByRole('heading', { level: 1, name: titulo })).toBeVisible();
      await activate(page, page.getByRole('button', { name: 'Denunciar este empleo' }), { max: 200 });
      const dialog = page.getByRole('dialog', { name: 'Denunciar este empleo' });
      await expect(dialog).toContainText(`¿Qué problema tiene «${titulo}»?`);
      const first = dialog.getByRole('radio', { name: 'Estafa o cobro' });
      await expect(first).toBeFocused();
      for (const name of ['Estafa o cobro', 'Pide datos personales', 'Discriminación', 'Empleo inexistente', 'Otro']) await expect(dialog.getByRole('radio', { name })).toBeVisible();
      // Sending without a reason says what is missing.
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Elige un motivo de la lista.');
      await first.check();
      const detail = dialog.getByLabel('Detalle (opcional)');
      await typeInto(detail, 'Por teléfono me pidieron 200 Bs para la entrevista.');
      await expect(detail).toBeFocused();
      await expect(detail).toHaveValue('Por teléfono me pidieron 200 Bs para la entrevista.');
      await expectAccessible(page, 'el diálogo de denuncia');
      await shoot(page, `denuncia-${width}`);
      await dialog.getByRole('button', { name: 'Enviar denuncia' }).click();
      const thanks = page.getByRole('dialog', { name: 'Gracias por tu denuncia' });
      await expect(thanks.getByRole('status')).toHaveText('Gracias por avisarnos. El equipo de Chamba revisará este empleo.');
      await shoot(page, `denuncia-gracias-${width}`);
      await thanks.getByRole('button', { name: 'Cerrar', exact: true }).last().click();
      await expect(thanks).toHaveCount(0);
    });
  });
}
