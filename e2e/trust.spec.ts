/**
 * Verified companies (issue 38, decision trust.md): a company requests verification from its
 * profile (NIT, razón social, a document); staff verify it in the admin; "Empresa verificada"
 * shows on its job card, job page and company page; the verified company reads a visible
 * candidate's contact data, and the candidate sees which companies viewed it. At 390 and 1280 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, expectNotice, loginAs, uniqueEmail } from './support/fixtures';
import { typeInto } from './support/forms';
import { newPage } from './support/session';

const SHOTS = 'test-results/trust-shots';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A new company of its own (the demo company stays unverified for the other journeys), with one paid job. */
async function newCompanyWithJob(page: Page, email: string, name: string) {
  const created = await page.request.post('/api/servicio/crearcandidatoempresa', {
    data: {
      tcNombre: 'Marcela', tcApellidos: 'Quispe Rojas', tcCorreo: email, tnTelefono: '77754321', tcContraseña: 'Secreta123', confirmPassword: 'Secreta123',
      tcProfesion: 'Gerente', tcNombreEmpresa: name, tcDescripcion: 'Construcción de obras civiles en La Paz.', tnAnoFundacion: 2008,
    },
  });
  expect((await created.json()).error, JSON.stringify(await created.json())).toBe(0);
  await loginAs(page, email, 'Secreta123');
  const headers = { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem('authToken'))}` };
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const job = (
    await (
      await page.request.post('/api/servicio/registrarempleo', {
        headers,
        data: { tcTitulo: 'Residente de obra', tcDescripcion: 'Dirección de obra civil.', tcFechaVencimiento: day, tnTipoEmpleo: 2, tnCategoria: 10, tnCiudad: 2, tnSalario: 7000 },
      })
    ).json()
  ).values as { Empleo: number; CodigoEmpleo: string };
  const qr = await (
    await page.request.post('/api/servicio/generarpagoempleo', {
      headers,
      data: { tcNombreUsuario: 'Marcela Quispe', tnCiNit: '4567890', tnTelefono: '77754321', tcCorreo: email, Empleo: job.Empleo },
    })
  ).json();
  const codigo = new URL(qr.Datos.UrlPago).searchParams.get('codigo');
  const paid = await page.request.post('/api/servicio/sandbox/confirmarpago', { data: { tnTransaccionDePago: qr.Datos.TransaccionDePago, tcCodigo: codigo } });
  expect(paid.status()).toBe(200);
  return job;
}

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

/** Nothing wider than the screen. */
async function expectNoSideScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

test('a company requests verification, staff verify it, the badge shows, and the candidate sees who read the contact data', async ({ browser }) => {
  test.setTimeout(240_000);
  // A candidate with a visible profile who never applied to the company.
  const candidateEmail = uniqueEmail('visible');
  const candidate = await newPage(browser, 390);
  const created = await candidate.request.post('/api/servicio/crearcandidato', {
    data: { tcNombre: 'Valeria', tcApellidos: 'Choque Mamani', tcCorreo: candidateEmail, tnTelefono: '71239876', tcContraseña: 'Secreta123', confirmPassword: 'Secreta123', tcProfesion: 'Ingeniera de sistemas' },
  });
  expect((await created.json()).error).toBe(0);
  await loginAs(candidate, candidateEmail, 'Secreta123');
  await candidate.goto('/miperfil');
  await candidate.getByLabel('Visible para empresas').check();
  await candidate.getByRole('button', { name: 'Guardar perfil' }).click();
  await expectNotice(candidate, /actualizado|guardado/i);
  await expect(candidate.getByLabel('Visible para empresas')).toBeChecked();
  const candidateCode = (await candidate.locator('.profile-code').textContent())!.trim();

  // --- The company (1280 px): unverified, it reads no contact data.
  const company = await newPage(browser, 1280);
  const companyName = `Constructora Illimani ${Date.now().toString(36)}`;
  const job = await newCompanyWithJob(company, uniqueEmail('verificada'), companyName);
  await company.goto(`/detallecandidato/${candidateCode}`);
  await expect(company.getByRole('note').filter({ hasText: 'Verifica tu empresa para ver los datos de contacto.' })).toBeVisible();
  await expect(company.getByText(candidateEmail)).toHaveCount(0);
  await expectAccessible(company, 'el perfil de un candidato para una empresa sin verificar');

  // It requests verification from its profile.
  await company.goto('/miperfilempresa');
  const panel = company.getByRole('region', { name: 'Verificación de la empresa' });
  await expect(panel).toBeVisible();
  const companyCode = await company.getByLabel('Código de empresa').inputValue();
  await panel.getByRole('button', { name: 'Solicitar verificación' }).click();
  await expect(panel.getByText('El NIT debe tener entre 7 y 13 dígitos, sin puntos ni guiones.')).toBeVisible();
  await typeInto(panel.getByLabel('NIT', { exact: true }), '1020304050');
  await company.keyboard.press('Tab');
  await expect(panel.getByLabel('Razón social')).toBeFocused();
  await company.keyboard.type('Constructora Illimani S.R.L.');
  await panel.getByLabel(/Documento/).setInputFiles({ name: 'nit.pdf', mimeType: 'application/pdf', buffer: PDF });
  await panel.getByRole('button', { name: 'Solicitar verificación' }).click();
  await expectNotice(company, 'Recibimos tu solicitud. El equipo de Chamba revisará tu NIT y tus datos de contacto.');
  await expect(panel.getByRole('status')).toContainText('Pendiente de revisión');
  await expect(panel.getByRole('button', { name: 'Solicitar verificación' })).toHaveCount(0);
  await shoot(company, 'perfil-empresa-solicitud-1280');
  await expectAccessible(company, 'Actualizar Empresa con la solicitud pendiente');

  // --- Staff (390 px) verify it in the admin.
  const admin = await newPage(browser, 390);
  await loginAs(admin, DEMO.admin);
  await admin.goto('/admin?tab=verificaciones');
  const request = admin.getByRole('listitem').filter({ hasText: companyName }).filter({ hasText: 'NIT 1020304050' }).first();
  await expect(request).toContainText('Razón social: Constructora Illimani S.R.L.');
  await expect(request.getByRole('button', { name: 'Ver documento' })).toBeVisible();
  await expectNoSideScroll(admin);
  await shoot(admin, 'admin-verificaciones-390');
  await expectAccessible(admin, 'Administración, Verificaciones');
  await request.getByRole('button', { name: `Verificar empresa ${companyName}` }).click();
  await expectNotice(admin, 'La empresa quedó verificada.');
  await admin.setViewportSize({ width: 1280, height: 900 });
  await admin.getByLabel('Mostrar').selectOption('todas');
  await expect(admin.getByRole('listitem').filter({ hasText: companyName }).first().getByText('Empresa verificada')).toBeVisible();
  await shoot(admin, 'admin-verificaciones-1280');

  // --- The badge: company page, job page and job card.
  await company.goto(`/detalleempresa/${companyCode}`);
  await expect(company.locator('.company-hero').getByText('Empresa verificada')).toBeVisible();
  await expectAccessible(company, 'la página de una empresa verificada');
  await company.goto(`/detalletrabajo/${job.CodigoEmpleo}`);
  await expect(company.locator('.job-location').getByText('Empresa verificada')).toBeVisible();
  await shoot(company, 'empleo-verificado-1280');
  await expectAccessible(company, 'la página de un empleo de una empresa verificada');
  const title = (await company.getByRole('heading', { level: 1 }).textContent())!.trim();
  const phone = await newPage(browser, 390);
  await phone.goto(`/busquedatrabajo?company=${companyCode}`);
  const card = phone.getByRole('article').filter({ hasText: companyName }).first();
  await expect(card.getByText('Empresa verificada')).toBeVisible();
  await expectNoSideScroll(phone);
  await shoot(phone, 'tarjeta-verificada-390');
  await expectAccessible(phone, 'la búsqueda con una empresa verificada');
  await phone.goto(`/detalletrabajo/${job.CodigoEmpleo}`);
  await expect(phone.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(phone.locator('.job-location').getByText('Empresa verificada')).toBeVisible();
  await shoot(phone, 'empleo-verificado-390');

  // --- Verified, the company reads the contact data; the profile's status says so.
  await company.goto(`/detallecandidato/${candidateCode}`);
  await expect(company.getByRole('link', { name: candidateEmail })).toBeVisible();
  await company.goto('/miperfilempresa');
  await expect(company.getByRole('region', { name: 'Verificación de la empresa' })).toContainText('Tu empresa está verificada');

  // --- The candidate (390 px) sees which companies viewed the contact data.
  await candidate.goto('/miperfil');
  const views = candidate.getByRole('region', { name: 'Empresas que vieron tus datos de contacto' });
  await expect(views.getByRole('link', { name: companyName })).toBeVisible();
  await expectNoSideScroll(candidate);
  await shoot(candidate, 'vistas-contacto-390');
  await expectAccessible(candidate, 'Mi Perfil con las empresas que vieron los datos de contacto');
  await candidate.setViewportSize({ width: 1280, height: 900 });
  await shoot(candidate, 'vistas-contacto-1280');
  await company.setViewportSize({ width: 390, height: 844 });
  await shoot(company, 'perfil-empresa-verificada-390');
  await expectNoSideScroll(company);
});
