import { expect, test } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, expectNotice, loginAs, uniqueEmail } from './support/fixtures';
import { waitForMail } from './support/mail';
import { expectAccessible } from './support/a11y';
import { fillNewAccount, typeInto } from './support/forms';

test('a candidate registers and lands on the dashboard with the candidate menu', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Crear cuenta de candidato' }).click();
  const panel = page.getByRole('tabpanel');
  const submit = panel.getByRole('button', { name: 'Crear cuenta de candidato' });
  await expect(submit).toHaveAttribute('aria-disabled', 'true');
  await fillNewAccount(panel, { Nombre: 'Rosa', Apellidos: 'Condori Huanca', 'Correo electrónico': uniqueEmail('rosa'), Teléfono: '76543210', Profesión: 'Enfermera' });
  await expect(submit).toHaveAttribute('aria-disabled', 'false');
  await submit.click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  const menu = page.getByRole('complementary', { name: 'Menú de la cuenta' });
  await expect(menu.getByRole('link', { name: 'Mis Postulaciones' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Crear Currículum' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Admin / Dashboard' })).toBeVisible();
});

test('a company registers and sees the company menu', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Crear cuenta de empresa' }).click();
  const panel = page.getByRole('tabpanel');
  await fillNewAccount(panel, {
    'Nombre de la empresa': 'Transportes Illimani S.R.L.',
    'Descripción de la empresa': 'Transporte de carga entre La Paz y Santa Cruz.',
    'Año de fundación': '2005',
    'Nombre del responsable': 'Carlos',
    Apellidos: 'Mendoza',
    'Correo electrónico': uniqueEmail('illimani'),
    Teléfono: '22123456',
    Profesión: 'Administrador',
  });
  await panel.getByRole('button', { name: 'Crear cuenta de empresa' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  const menu = page.getByRole('complementary', { name: 'Menú de la cuenta' });
  await expect(menu.getByRole('link', { name: 'Mis Empleos' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Crear Empleo' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Análisis automático de CV con IA' })).toBeVisible();
});

test('validation messages appear as the spec says', async ({ page }) => {
  await page.goto('/login');
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel('Correo electrónico').click();
  await panel.getByLabel('Contraseña').click();
  await panel.getByLabel('Correo electrónico').click();
  await expect(panel.getByText('Por favor, coloque su correo.')).toBeVisible();
  await expect(panel.getByText('Por favor, coloque su contraseña.')).toBeVisible();
  await typeInto(panel.getByLabel('Correo electrónico'), 'no-es-correo');
  await expect(panel.getByText('El correo no es válido.')).toBeVisible();
  // The message is the field's description: a screen reader reads it with the field.
  await expect(panel.getByLabel('Correo electrónico')).toHaveAccessibleDescription('El correo no es válido.');
  await expectAccessible(page, 'el ingreso con errores');

  await page.getByRole('tab', { name: 'Crear cuenta de candidato' }).click();
  await typeInto(panel.getByLabel('Contraseña', { exact: true }), 'Secreta123');
  await typeInto(panel.getByLabel('Confirmar contraseña'), 'Otra12345');
  await panel.getByLabel('Confirmar contraseña').blur();
  await expect(panel.getByText('Las contraseñas no coinciden.')).toBeVisible();
  // The submit button stays disabled; pressing Enter in a field is the attempt that raises the alert.
  await panel.getByLabel('Confirmar contraseña').press('Enter');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Por favor, coloque su nombre.');
  await expect(alert).toContainText('Por favor, coloque su profesión.');
  await expectAccessible(page, 'el aviso de campos faltantes');
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await expect(panel.getByText('Por favor, coloque sus apellidos.')).toBeVisible();

  await page.getByRole('tab', { name: 'Crear cuenta de empresa' }).click();
  await panel.getByLabel('Nombre de la empresa').press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText('Por favor, coloque el nombre de la empresa.');
  await expect(page.getByRole('alertdialog')).not.toContainText('mensajeError');
});

test('logs out and in; the guard sends a visitor from /Dashboard to /login', async ({ page }) => {
  await page.goto('/Dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, DEMO.candidato);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/misempleos');
  await expect(page).toHaveURL(/\/login$/);
  const panel = page.getByRole('tabpanel');
  await typeInto(panel.getByLabel('Correo electrónico'), DEMO.candidato);
  await typeInto(panel.getByLabel('Contraseña'), 'Incorrecta99');
  await panel.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expectNotice(page, 'Correo o contraseña incorrectos.');
  await loginAs(page, DEMO.candidato);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('a reload that lost the user data gets it back: the menu of the role is there', async ({ page }) => {
  await loginAs(page, DEMO.candidato);
  // As if the page had been reloaded before the user data arrived: only the token is stored.
  await page.evaluate(() => ['usuario', 'candidato', 'empresa'].forEach((k) => localStorage.removeItem(k)));
  await page.goto('/crearcurriculum');
  const menu = page.getByRole('complementary', { name: 'Menú de la cuenta' });
  await expect(menu.getByRole('link', { name: 'Mis Postulaciones' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Crear Curriculum' })).toBeVisible();
  await expect(page.getByText('Solo los candidatos pueden crear currículums')).toHaveCount(0);
});

test('recovers a password with the code from the e-mail, then logs in with it', async ({ page }) => {
  const email = uniqueEmail('recupera');
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Crear cuenta de candidato' }).click();
  const panel = page.getByRole('tabpanel');
  await typeInto(panel.getByLabel('Nombre'), 'Mario');
  await typeInto(panel.getByLabel('Apellidos'), 'Flores');
  await typeInto(panel.getByLabel('Correo electrónico'), email);
  await typeInto(panel.getByLabel('Teléfono'), '70011223');
  await typeInto(panel.getByLabel('Profesión'), 'Chofer');
  await typeInto(panel.getByLabel('Contraseña', { exact: true }), 'Original123');
  await typeInto(panel.getByLabel('Confirmar contraseña'), 'Original123');
  await panel.getByRole('button', { name: 'Crear cuenta de candidato' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  // As a person would, the next address is typed once the logout has landed on /login: a page
  // opened while it is still on its way still holds the revoked session, which sends to /login.
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/recuperarcuenta');
  await expectAccessible(page, 'recuperar cuenta');
  await page.getByRole('button', { name: 'Enviar Código' }).click();
  await expectNotice(page, 'Por favor ingresa tu correo electrónico.');
  await typeInto(page.getByLabel('Correo electrónico'), email);
  await page.getByRole('button', { name: 'Enviar Código' }).click();
  await expectNotice(page, '¡Código enviado! Revisa tu correo electrónico.');
  await expect(page.getByLabel('Correo electrónico')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Enviar Código' })).toBeDisabled();
  const mail = await waitForMail(email, /recuperar/i);
  const code = /\b(\d{6})\b/.exec(mail.text)![1];

  await page.getByRole('button', { name: 'Actualizar Contraseña' }).click();
  await expectNotice(page, 'Por favor ingresa el código y la nueva contraseña.');
  await typeInto(page.getByLabel('Código de verificación'), code === '000000' ? '111111' : '000000');
  await typeInto(page.getByLabel('Nueva contraseña'), 'NuevaClave123');
  await page.getByRole('button', { name: 'Actualizar Contraseña' }).click();
  await expectNotice(page, 'Código de verificación incorrecto o expirado');
  await typeInto(page.getByLabel('Código de verificación'), code);
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page.getByLabel('Nueva contraseña')).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Actualizar Contraseña' }).click();
  await expectNotice(page, 'Contraseña actualizada correctamente.');
  await loginAs(page, email, 'NuevaClave123');
});

test('the shell works at 390 px: menu toggle, footer, theme switcher', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Empleos' })).toBeHidden();
  await page.getByRole('button', { name: /Menú/ }).click();
  await expect(nav.getByRole('link', { name: 'Empleos' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Publicar Empleo' })).toBeVisible();
  await expectAccessible(page, 'el menú abierto en el teléfono');
  await expect(page.getByRole('contentinfo')).toContainText(`© 2015-${new Date().getFullYear()}`);
  await page.getByRole('radio', { name: 'Tema Azul' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'azul');
  await expectAccessible(page, 'el inicio con el tema azul');
  await expect(page.getByRole('link', { name: 'Escríbenos por WhatsApp' })).toHaveAttribute('href', /wa\.me\/591/);
  void DEMO_PASSWORD;
});
