import { expect, type Page } from '@playwright/test';

/**
 * Confirms a payment on the sandbox page the QR opened (`bank`), closes it and goes back to the
 * payment page, which checks the payment at once (focus), not after 10 s. Returns the success dialog.
 */
export async function confirmOnSandbox(bank: Page, page: Page, timeout = 5_000) {
  await bank.getByRole('button', { name: 'Confirmar pago' }).click();
  await expect(bank.getByText('PAGO REALIZADO CON EXITO')).toBeVisible();
  await bank.close();
  await page.bringToFront();
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const success = page.getByRole('dialog', { name: 'PAGO REALIZADO CON EXITO' });
  await expect(success).toBeVisible({ timeout });
  return success;
}
