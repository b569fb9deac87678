import { expect, type Page } from '@playwright/test';
import { typeInto } from './forms';

export const DEMO_PASSWORD = 'Chamba2026!';
export const DEMO = { candidato: 'candidato@chamba.bo', empresa: 'empresa@chamba.bo', admin: 'admin@chamba.bo' };

/** A unique e-mail for data a test creates itself. */
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.bo`;

/** Logs in through the real form, typing key by key, and waits for the dashboard. */
export async function loginAs(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await typeInto(page.getByLabel('Correo electrónico'), email);
  await typeInto(page.getByLabel('Contraseña'), password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
}

export type NewCandidate = { tcNombre: string; tcApellidos: string; tnTelefono: string; tcProfesion: string };

/** A new candidate account of the journey's own, registered through the API (password Secreta123), then signed in on `page`. */
export async function signUpCandidate(page: Page, tcCorreo: string, who: NewCandidate) {
  const reg = await page.request.post('/api/servicio/crearcandidato', { data: { ...who, tcCorreo, tcContraseña: 'Secreta123', confirmPassword: 'Secreta123' } });
  expect(reg.status()).toBe(200);
  expect((await reg.json()).error).toBe(0);
  await loginAs(page, tcCorreo, 'Secreta123');
}

/** Closes the in-page alert dialog after checking its text. */
export async function expectNotice(page: Page, text: string | RegExp) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
}
