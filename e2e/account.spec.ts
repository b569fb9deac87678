/**
 * An account people trust, on a phone (390 px): change the password, download one's data, delete
 * the account; the quick CV's mail brings a single-use link to choose a password; a quick CV
 * with an e-mail that has an account keeps its draft until the person logs in; logging in from a
 * job goes back to applying.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import { DEMO, expectNotice, loginAs, uniqueEmail } from './support/fixtures';
import { waitForMail } from './support/mail';

const SHOTS = 'test-results/account-shots';
const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** A new candidate made through the registration call (its own journey is in auth.spec.ts). */
async function newCandidate(page: Page, email: string, password = 'Secreta123') {
  const res = await page.request.post('/api/servicio/crearcandidato', {
    data: { tcNombre: 'Lucía', tcApellidos: 'Mamani Quispe', tcCorreo: email, tnTelefono: '71234567', tcContraseña: password, confirmPassword: password, tcProfesion: 'Contadora' },
  });
  expect((await res.json()).error).toBe(0);
}

async function submitLogin(page: Page, email: string, password: string) {
  await typeInto(page.getByLabel('Correo electrónico'), email);
  await typeInto(page.getByLabel('Contraseña'), password);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
}

const step = (page: Page, name: string) => page.getByRole('navigation', { name: 'Pasos del currículum' }).getByRole('button', { name: new RegExp(`^\\d ${name}$`) });

/** The quick CV's first step, then straight to saving it. */
async function saveQuickCv(page: Page, o: { title: string; name: string; email: string }) {
  await page.goto('/crear_mi_cv_rapido');
  await typeInto(page.getByLabel('Título del currículum'), o.title);
  await typeInto(page.getByLabel('Nombre completo'), o.name);
  await typeInto(page.getByLabel('Teléfono'), '71234567');
  await typeInto(page.getByLabel('Correo electrónico'), o.email);
  await step(page, 'Idiomas').click();
  await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
  await page.getByRole('button', { name: 'Guardar y Registrarse' }).click();
  await page.getByRole('dialog', { name: 'Guardar mi currículum' }).getByRole('button', { name: 'Sí, quiero guardar mi currículum' }).click();
}

test('a candidate changes the password on a phone, downloads the data, and logs in with the new password', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('clave');
  await newCandidate(page, email);
  await loginAs(page, email, 'Secreta123');
  await page.getByRole('complementary', { name: 'Menú de la cuenta' }).getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/micuenta$/);
  await expect(page.getByRole('heading', { name: 'Mi cuenta', level: 1 })).toBeVisible();
  await expect(page.getByText(`Correo de tu cuenta: ${email}`)).toBeVisible();
  await shoot(page, 'mi-cuenta-390');
  await expectAccessible(page, 'Mi cuenta');

  // The three passwords typed with Tab between them: each keeps every character typed.
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await typeInto(form.getByLabel('Contraseña actual'), 'Secreta123');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Nueva contraseña', { exact: true })).toBeFocused();
  await page.keyboard.type('NuevaClave2026');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Confirmar nueva contraseña')).toBeFocused();
  await page.keyboard.type('OtraCosa2026');
  await expect(form.getByLabel('Contraseña actual')).toHaveValue('Secreta123');
  await expect(form.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('NuevaClave2026');
  await expect(form.getByLabel('Confirmar nueva contraseña')).toHaveValue('OtraCosa2026');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await expectAccessible(page, 'Mi cuenta con un error en el formulario');
  await typeInto(form.getByLabel('Confirmar nueva contraseña'), 'NuevaClave2026');
  await typeInto(form.getByLabel('Contraseña actual'), 'Equivocada1');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'el aviso La contraseña actual no es correcta');
  await expectNotice(page, 'La contraseña actual no es correcta.');
  await typeInto(form.getByLabel('Contraseña actual'), 'Secreta123');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expectNotice(page, 'Tu contraseña fue cambiada. Cerramos tus otras sesiones.');
  await expect(form.getByLabel('Contraseña actual')).toHaveValue('');
  const notice = await waitForMail(email, /Tu contraseña de Chamba fue cambiada/);
  expect(notice.text).toContain('Cerramos las demás sesiones');

  // Download my data: a JSON file with this account in it.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Descargar mis datos' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^chamba-mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(data.Cuenta.Correo).toBe(email);
  expect(data.Candidato.nombre).toBe('Lucía');

  // Out, then in with the new password (the old one no longer works).
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitLogin(page, email, 'Secreta123');
  await expectNotice(page, 'Correo o contraseña incorrectos.');
  await submitLogin(page, email, 'NuevaClave2026');
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('a quick CV with a new e-mail: the mail brings a link (no password), the link sets the password and signs in', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('enlace');
  await saveQuickCv(page, { title: 'Técnica en Enfermería', name: 'Rosa Elena Condori Huanca', email });
  // Decision trust.md: no password and no session on screen; the e-mailed link is the way in.
  const done = page.getByRole('dialog', { name: 'Revisa tu correo' });
  await expect(done).toContainText(`Te enviamos un correo a ${email.toLowerCase()}. Sigue el enlace del correo para crear tu contraseña y entrar a tu cuenta`);
  await expect(done).not.toContainText('contraseña temporal');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await shoot(page, 'cv-rapido-guardado-390');
  await expectAccessible(page, 'el diálogo Revisa tu correo');

  const mail = await waitForMail(email, /Tu currículum está guardado: crea tu contraseña de Chamba/);
  const link = new URL(/https?:\/\/\S+\/crear-contrasena#[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
  // Another browser (the phone's mail app opens a new one): no session yet.
  const phone = await page.context().browser()!.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const other = await phone.newPage();
  await other.goto(`${link.pathname}${link.hash}`);
  await expect(other.getByRole('heading', { name: 'Crea tu contraseña' })).toBeVisible();
  // The secret leaves the address bar.
  expect(other.url()).not.toContain('#');
  await expectAccessible(other, 'Crea tu contraseña');
  await typeInto(other.getByLabel('Nueva contraseña', { exact: true }), 'MiClave2026');
  await other.keyboard.press('Tab');
  await expect(other.getByLabel('Confirmar nueva contraseña')).toBeFocused();
  await other.keyboard.type('MiClave2026');
  await expect(other.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('MiClave2026');
  await expect(other.getByLabel('Confirmar nueva contraseña')).toHaveValue('MiClave2026');
  await shoot(other, 'crear-contrasena-390');
  await other.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(other).toHaveURL(/\/Dashboard$/);
  await expectNotice(other, 'Tu contraseña fue guardada. Ya iniciaste sesión.');
  await shoot(other, 'crear-contrasena-dashboard-390');
  await expectAccessible(other, 'el panel del candidato');

  // Single use: the same link again is refused, with the way out.
  await other.evaluate(() => localStorage.clear());
  await other.goto(`${link.pathname}${link.hash}`);
  await typeInto(other.getByLabel('Nueva contraseña', { exact: true }), 'OtraClave2026');
  await typeInto(other.getByLabel('Confirmar nueva contraseña'), 'OtraClave2026');
  await other.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(other.getByRole('alert')).toContainText('El enlace para crear tu contraseña no es válido, ya se usó o venció.');
  await expect(other.getByRole('link', { name: 'Recuperar cuenta' })).toHaveAttribute('href', '/recuperarcuenta');
  await shoot(other, 'crear-contrasena-usado-390');
  await expectAccessible(other, 'Crea tu contraseña con un enlace ya usado');
  await other.goto('/login');
  await submitLogin(other, email, 'MiClave2026');
  await expect(other).toHaveURL(/\/Dashboard$/);
  await phone.close();
});

test('a quick CV with an e-mail that has an account reads the same, mails its owner, keeps the draft; after login it waits in Crear Currículum', async ({ page }) => {
  test.setTimeout(120_000);
  await saveQuickCv(page, { title: 'Contadora Auditora Borrador', name: 'Carla Rojas Vaca', email: DEMO.candidato });
  // The same dialog as for a new e-mail: the page does not tell that the e-mail is registered.
  const done = page.getByRole('dialog', { name: 'Revisa tu correo' });
  await expect(done).toContainText(`Te enviamos un correo a ${DEMO.candidato}.`);
  await shoot(page, 'cv-rapido-cuenta-existente-390');
  await expectAccessible(page, 'el diálogo Revisa tu correo (correo registrado)');
  const mail = await waitForMail(DEMO.candidato, /Alguien usó tu correo para crear un currículum en Chamba/);
  expect(mail.text).toContain('No lo agregamos a tu cuenta.');
  // The draft stays in this browser.
  await done.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login\?volver=%2Flistacurriculum$/);
  await submitLogin(page, DEMO.candidato, 'Chamba2026!');
  await expect(page).toHaveURL(/\/listacurriculum$/);
  await page.goto('/crearcurriculum');
  await expect(page.getByLabel('Título del currículum')).toHaveValue('Contadora Auditora Borrador');
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Carla Rojas Vaca');
  await shoot(page, 'borrador-recuperado-390');
  await expectAccessible(page, 'Crear Curriculum con el borrador recuperado');
  // Moved, not copied: the visitor's copy is gone from the browser.
  expect(await page.evaluate(() => localStorage.getItem('chamba:cv-rapido-borrador'))).toBeNull();
});

test('a candidate deletes the account on a phone: warned, confirmed with the password, then cannot log in', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('borrar');
  await newCandidate(page, email);
  await loginAs(page, email, 'Secreta123');
  await page.goto('/micuenta');
  const danger = page.getByRole('region', { name: 'Eliminar mi cuenta' });
  await expect(danger).toContainText('Las empresas a las que postulaste verán «Candidato eliminado», sin tus datos ni tu CV.');
  await expect(danger).toContainText('Tus pagos quedan registrados (monto, fecha y concepto) sin tus datos personales. Esta acción no se puede deshacer.');
  await danger.getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  const modal = page.getByRole('dialog', { name: '¿Eliminar tu cuenta?' });
  await expect(modal).toBeVisible();
  await expectAccessible(page, 'el diálogo ¿Eliminar tu cuenta?');
  await typeInto(modal.getByLabel('Escribe tu contraseña para confirmar'), 'Equivocada1');
  await modal.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(modal.getByText('La contraseña no es correcta. Tu cuenta no fue eliminada.')).toBeVisible();
  await shoot(page, 'eliminar-cuenta-390');
  await expectAccessible(page, 'el diálogo ¿Eliminar tu cuenta? con su error');
  await typeInto(modal.getByLabel('Escribe tu contraseña para confirmar'), 'Secreta123');
  await modal.getByRole('button', { name: 'Sí, eliminar mi cuenta' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alertdialog')).toContainText('Tu cuenta fue eliminada.');
  await shoot(page, 'cuenta-eliminada-inicio-390');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Aceptar' }).click();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  const mail = await waitForMail(email, /Tu cuenta de Chamba fue eliminada/);
  expect(mail.text).toContain('Tu correo queda libre');
  await page.goto('/login');
  await submitLogin(page, email, 'Secreta123');
  await expectNotice(page, 'Correo o contraseña incorrectos.');
});

test('logging in from a job on a phone comes back to the job with the apply block in view', async ({ page }) => {
  await page.goto('/busquedatrabajo');
  const first = page.locator('.job-card').first();
  await first.getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/detalletrabajo\/[a-z0-9]+$/);
  const jobPath = new URL(page.url()).pathname;
  await page.getByRole('complementary', { name: 'Postulación y empresa' }).getByRole('link', { name: 'Iniciar sesión' }).click();
  await submitLogin(page, DEMO.candidato, 'Chamba2026!');
  await expect(page).toHaveURL(new RegExp(`${jobPath}#postular$`));
  const block = page.locator('#postular');
  await expect(block.getByRole('heading', { name: 'Postular a este empleo' })).toBeVisible();
  await expect(block.getByRole('button', { name: 'Postular' }).or(block.getByText('Ya postulaste a este empleo'))).toBeInViewport();
  await shoot(page, 'volver-al-empleo-390');
  await expectAccessible(page, 'el empleo, de vuelta tras iniciar sesión');
});
