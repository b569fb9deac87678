/**
 * Credit packs (issue 39), at 390 and 1280 px: the company opens «Saldo y paquetes», picks a pack,
 * types its payer and billing data key by key, pays the QR on the sandbox page, sees the credits
 * added, publishes a new job with «Usar 1 crédito» (no QR) and the balance shows one less.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, loginAs } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { typeAndTab, typeInto } from './support/forms';
import { confirmOnSandbox } from './support/sandbox';

const SHOTS = '/tmp/shots-pay';

const available = async (page: Page) => Number(await page.locator('.balance-figure strong').innerText());

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height } });

    test(`a company buys a pack by QR and publishes a job with one credit (${width} px)`, async ({ page, context }) => {
      test.setTimeout(240_000);
      await loginAs(page, DEMO.empresa);
      await page.goto('/saldo');
      await expect(page.getByRole('heading', { name: 'Saldo de publicaciones' })).toBeVisible();
      await expect(page.locator('.balance-figure')).toBeVisible();
      const before = await available(page);
      await expectAccessible(page, 'Saldo de publicaciones');

      // The pack is picked with the keyboard: focus the first option, arrow to none, Space selects.
      const three = page.getByRole('radio', { name: /3 publicaciones/ });
      await three.focus();
      await page.keyboard.press('Space');
      await expect(three).toBeChecked();
      await expect(page.getByRole('form', { name: 'Datos de facturación' })).toContainText('Paquete de publicaciones');

      await typeAndTab(page, [
        ['Nombre completo', 'Jorge Vargas Rojas'],
        ['CI/NIT', '1020304025'],
        ['Teléfono', '77712345'],
        ['Correo electrónico', 'empresa@chamba.bo'],
      ]);
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Tipo de documento')).toBeFocused();
      await page.getByLabel('Tipo de documento').selectOption({ label: 'NIT (empresa)' });
      await typeInto(page.getByLabel('Razón social'), 'Chamba Demo S.R.L.');
      await expectAccessible(page, 'Comprar paquete con los datos de facturación');
      await page.screenshot({ path: `${SHOTS}/saldo-comprar-${width}.png`, fullPage: true });

      await page.getByRole('button', { name: 'Generar Qr' }).click();
      await expect(page.getByRole('img', { name: 'Código QR de pago' })).toBeVisible();
      const qrUrl = (await page.getByRole('link', { name: 'abrir la página de pago de prueba' }).getAttribute('href'))!;
      const bank = await context.newPage();
      await bank.goto(qrUrl);
      await expect(bank.getByText('Paquete de publicaciones')).toBeVisible();
      const success = await confirmOnSandbox(bank, page, 15_000);
      await expect(success).toContainText('Sumamos 3 créditos a tu saldo');
      await expectAccessible(page, 'el aviso de pago confirmado del paquete');
      await success.getByRole('button', { name: /Cerrar/ }).first().click();
      await expect(page.locator('.balance-figure strong')).toHaveText(String(before + 3));
      await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('Compra');
      await page.screenshot({ path: `${SHOTS}/saldo-${width}.png`, fullPage: true });

      // The billing data is remembered: the next payment's form comes filled in.
      await page.getByRole('radio', { name: /5 publicaciones/ }).check();
      await expect(page.getByLabel('Razón social')).toHaveValue('Chamba Demo S.R.L.');
      await expect(page.getByLabel('CI/NIT')).toHaveValue('1020304025');

      // A new job with «Usar 1 crédito»: published at once, no QR.
      await page.goto('/crearempleo');
      await expect(page.getByRole('heading', { name: 'Crear Empleo Nuevo' })).toBeVisible();
      const useCredit = page.getByRole('checkbox', { name: /Usar 1 crédito/ });
      await expect(useCredit).not.toBeChecked();
      await useCredit.focus();
      await page.keyboard.press('Space');
      await expect(useCredit).toBeChecked();
      await expectAccessible(page, 'Crear empleo con créditos');
      await page.screenshot({ path: `${SHOTS}/crearempleo-credito-${width}.png`, fullPage: true });
      await typeInto(page.getByLabel('Título del empleo'), `Asistente contable ${width}`);
      await typeInto(page.getByLabel('Descripción corta'), 'Registro de facturas y conciliaciones bancarias mensuales.');
      await page.getByLabel('Tipo de empleo').selectOption({ label: 'Tiempo completo' });
      await page.getByLabel('Categoría').selectOption({ index: 1 });
      await page.getByLabel('Ciudad').selectOption({ label: 'La Paz' });
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await page.getByRole('button', { name: 'Registrar empleo' }).click();
      const done = page.getByRole('dialog', { name: 'Empleo publicado' });
      await expect(done).toContainText('Lo publicamos con 1 crédito.');
      await expectAccessible(page, 'el aviso de empleo publicado con un crédito');
      await done.getByRole('link', { name: 'Ver mi saldo' }).click();

      await expect(page.getByRole('heading', { name: 'Saldo de publicaciones' })).toBeVisible();
      await expect(page.locator('.balance-figure strong')).toHaveText(String(before + 2));
      await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText(`Asistente contable ${width}`);
      await expectAccessible(page, 'Saldo tras publicar con un crédito');
    });
  });
}
