/**
 * A company is a team (issue 39), at 1280 and 390 px: the demo company's administrator invites a
 * recruiter from the «Equipo» page, the invitation mail arrives with its link, the recruiter
 * creates the account on /invitacion/<token> (typing key by key), logs in, sees the company area
 * without the administrators' items and moves an applicant to another state; the history and the
 * card say it was the recruiter; the administrator then makes them an administrator from the
 * keyboard. axe on every page and dialog.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO, expectNotice, loginAs, uniqueEmail } from './support/fixtures';
import { waitForMail } from './support/mail';
import { typeInto } from './support/forms';
import { expectAccessible } from './support/a11y';

const SHOTS = process.env.SHOTS_DIR ?? 'test-results/company-team-shots';
const PASSWORD = 'Reclutar2026!';

type ApplicantRow = { Postulacion: number; Nombre: string; Estado: number };
type JobRow = { CodigoEmpleo: string; Titulo: string; CantidadPostulantes: number };

async function newPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale: 'es-BO', timezoneId: 'America/La_Paz' });
  return context.newPage();
}

const api = async <T,>(page: Page, url: string, data: unknown): Promise<T> => {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  return (await res.json()) as T;
};

/** A job of the demo company with an applicant still in Recibido or En revisión (a different one per width). */
async function pickApplicant(page: Page, nth: number) {
  const jobs = (await api<{ Datos: JobRow[] }>(page, '/api/servicio/listarempleosbyempresa', [])).Datos.filter((j) => j.CantidadPostulantes > 0);
  let seen = 0;
  for (const job of jobs) {
    const list = (await api<{ values: ApplicantRow[] }>(page, '/api/servicio/getpostulantesEmpleo', { tcCodigoEmpleo: job.CodigoEmpleo })).values;
    for (const a of list) {
      if (a.Estado > 2 || seen++ < nth) continue;
      return { job, applicant: a };
    }
  }
  throw new Error('No hay un postulante de demostración para mover');
}

for (const width of [1280, 390]) {
  test(`an administrator invites a recruiter who accepts, logs in and moves an applicant at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const admin = await newPage(browser, width);
    await loginAs(admin, DEMO.empresa);
    const { job, applicant } = await pickApplicant(admin, width > 500 ? 0 : 1);
    const email = uniqueEmail(`reclutador${width}`);

    // --- The administrator's «Equipo» page.
    if (width > 500) await admin.getByRole('navigation').getByRole('link', { name: 'Equipo', exact: true }).click();
    else await admin.goto('/equipo');
    await expect(admin.getByRole('heading', { level: 1, name: /^Equipo de / })).toBeVisible();
    await expect(admin.getByRole('region', { name: /Miembros/ })).toContainText(DEMO.empresa);
    await expectAccessible(admin, 'la página Equipo');

    // An invalid e-mail is announced on its field.
    const correo = admin.getByLabel('Correo electrónico');
    await typeInto(correo, 'no-es-correo');
    await admin.getByRole('button', { name: 'Enviar invitación' }).click();
    await expect(correo).toHaveAttribute('aria-invalid', 'true');
    await expect(correo).toHaveAccessibleDescription('Ingresa un correo electrónico válido.');
    await typeInto(correo, email);
    await admin.getByLabel('Rol', { exact: true }).selectOption({ label: 'Reclutador' });
    await expect(admin.getByRole('group', { name: 'Empleos del reclutador (opcional)' })).toBeVisible();
    // Submitted from the keyboard.
    await admin.getByRole('button', { name: 'Enviar invitación' }).focus();
    await admin.keyboard.press('Enter');
    await expectNotice(admin, 'Enviamos la invitación por correo. El enlace vence en 7 días.');
    const invitations = admin.getByRole('region', { name: /Invitaciones pendientes/ });
    await expect(invitations).toContainText(email);
    await admin.screenshot({ path: `${SHOTS}/equipo-${width}.png`, fullPage: true });

    // The confirmation dialog of a cancellation, dismissed.
    const pendingRow = invitations.getByRole('listitem').filter({ hasText: email });
    await expect(pendingRow.getByRole('button', { name: 'Cancelar invitación' })).toHaveAccessibleDescription(email);
    await pendingRow.getByRole('button', { name: 'Cancelar invitación' }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Cancelar invitación' });
    await expect(dialog).toContainText(`El enlace enviado a ${email} dejará de funcionar.`);
    await expectAccessible(admin, 'el diálogo de cancelar una invitación');
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    await expect(invitations).toContainText(email);

    // --- The mail and its link.
    const mail = await waitForMail(email, /te invita a su equipo/);
    const link = /https?:\/\/\S+\/invitacion\/[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
    expect(link, mail.text).toBeTruthy();
    const path = new URL(link!).pathname;

    // --- The recruiter accepts with a new account.
    const recruiter = await newPage(browser, width);
    await recruiter.goto(path);
    await expect(recruiter.getByRole('heading', { name: 'Invitación al equipo' })).toBeVisible();
    await expect(recruiter.getByText(/te invita a su equipo en Chamba como reclutador/)).toBeVisible();
    await expectAccessible(recruiter, 'la página de la invitación');
    const form = recruiter.getByRole('form', { name: 'Crear tu cuenta y unirte' });
    await typeInto(form.getByLabel('Nombre', { exact: true }), 'Rocío');
    await typeInto(form.getByLabel('Apellidos'), 'Quispe Mamani');
    await typeInto(form.getByLabel('Contraseña', { exact: true }), PASSWORD);
    await typeInto(form.getByLabel('Confirmar contraseña'), 'otra-cosa');
    await form.getByRole('button', { name: 'Crear mi cuenta y unirme' }).click();
    await expect(form.getByLabel('Confirmar contraseña')).toHaveAccessibleDescription('Las contraseñas no coinciden.');
    await typeInto(form.getByLabel('Confirmar contraseña'), PASSWORD);
    await recruiter.screenshot({ path: `${SHOTS}/invitacion-${width}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Crear mi cuenta y unirme' }).click();
    await expect(recruiter).toHaveURL(/\/Dashboard$/);
    await expectNotice(recruiter, /Te uniste al equipo de /);

    // --- Logs out and in again with the new password.
    await recruiter.getByRole('button', { name: 'Cerrar sesión' }).click();
    await loginAs(recruiter, email, PASSWORD);
    const menu = recruiter.getByRole('complementary', { name: 'Menú de la cuenta' });
    await expect(menu.getByRole('link', { name: 'Empleos y postulantes' })).toBeVisible();
    for (const adminOnly of ['Equipo', 'Mis pagos', 'Actualizar perfil de empresa']) await expect(menu.getByRole('link', { name: adminOnly, exact: true })).toHaveCount(0);

    // --- Moves the applicant.
    await recruiter.goto(`/listarpostulantes/${job.CodigoEmpleo}`);
    await expect(recruiter.getByRole('heading', { name: `Postulantes: ${job.Titulo}` })).toBeVisible();
    const card = recruiter.locator('.applicant-card').filter({ has: recruiter.getByRole('heading', { name: applicant.Nombre, exact: true }) }).first();
    const target = applicant.Estado === 2 ? 'Entrevista' : 'En revisión';
    await card.getByLabel('Estado de la postulación').selectOption({ label: target });
    await expect(card.locator('.applicant-badges .badge').first()).toHaveText(target);
    await expect(card.locator('.applicant-state-by')).toHaveText('por Rocío');
    await card.getByText('Historial').click();
    await expect(card.locator('.history')).toContainText(`→ ${target}`);
    await expect(card.locator('.history li').first()).toContainText('por Rocío');
    await expectAccessible(recruiter, 'los postulantes vistos por el reclutador');
    await recruiter.screenshot({ path: `${SHOTS}/postulantes-reclutador-${width}.png`, fullPage: true });

    // --- The administrator sees the new member.
    await admin.reload();
    await expect(admin.getByRole('region', { name: /Miembros/ })).toContainText(email);
    await expect(admin.getByRole('region', { name: /Invitaciones pendientes/ })).not.toContainText(email);

    // A recruiter opening /equipo is told it is for administrators.
    await recruiter.goto('/equipo');
    await expect(recruiter.getByText('Solo los administradores de la empresa ven y cambian el equipo.')).toBeVisible();

    // --- The administrator makes the recruiter an administrator, with the keyboard.
    const memberRow = admin.getByRole('region', { name: /Miembros/ }).getByRole('listitem').filter({ hasText: email });
    await memberRow.getByRole('button', { name: 'Cambiar rol de Rocío Quispe Mamani' }).focus();
    await admin.keyboard.press('Enter');
    const roleDialog = admin.getByRole('dialog', { name: 'Cambiar el rol de Rocío Quispe Mamani' });
    await expect(roleDialog.getByLabel('Rol', { exact: true })).toBeFocused();
    await expect(roleDialog.getByRole('group', { name: 'Empleos del reclutador (opcional)' })).toBeVisible();
    await expectAccessible(admin, 'el diálogo de cambiar el rol');
    await roleDialog.getByLabel('Rol', { exact: true }).selectOption({ label: 'Administrador' });
    await expect(roleDialog.getByRole('group', { name: 'Empleos del reclutador (opcional)' })).toHaveCount(0);
    await admin.keyboard.press('Tab');
    await expect(roleDialog.getByRole('button', { name: 'Guardar rol' })).toBeFocused();
    await admin.keyboard.press('Enter');
    await expectNotice(admin, 'Cambiamos el rol de la persona. Ya trabaja con su nuevo rol.');
    await expect(roleDialog).toHaveCount(0);
    await expect(memberRow.locator('.team-role')).toHaveText('Administrador');
    // From the recruiter's next page on, the team is theirs to manage.
    await recruiter.reload();
    await expect(recruiter.getByRole('heading', { level: 1, name: /^Equipo de / })).toBeVisible();
    await expect(recruiter.getByRole('button', { name: 'Enviar invitación' })).toBeVisible();
    await admin.context().close();
    await recruiter.context().close();
  });
}
