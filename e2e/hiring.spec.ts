/**
 * The hiring loop (issue 5): a company creates a job in three steps and pays it through the
 * sandbox page, the job is found in search, a candidate with a paid CV applies, the company opens
 * the CV and moves the applicant to Entrevista, the candidate sees it, the dashboards show it;
 * a visitor publishes a public job and receives the temporary password by e-mail.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNotice, loginAs, uniqueEmail } from './support/fixtures';
import { waitForMail } from './support/mail';
import { fillByLabel, selectByLabel, typeInto } from './support/forms';
import { confirmOnSandbox } from './support/sandbox';
import { newPage } from './support/session';

const SHOTS = 'test-results/hiring-shots';

/** A word of letters only, so search finds exactly this job. */
const uniqueWord = () =>
  Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Creates a job for the logged-in company through the API (for the list tests). */
async function apiJob(page: Page, titulo: string) {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const day = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  const res = await page.request.post('/api/servicio/registrarempleo', {
    headers: { authorization: `Bearer ${token}` },
    data: { tcTitulo: titulo, tcDescripcion: 'Empleo creado para la prueba.', tcFechaVencimiento: day, tnTipoEmpleo: 2, tnCategoria: 10, tnCiudad: 8 },
  });
  return (await res.json()).values as { Empleo: number; CodigoEmpleo: string };
}

test('the hiring loop: create, pay, search, apply, review, interview, dashboards', async ({ browser }) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const title = `Analista de datos ${word}`;

  // --- The company creates the job in three steps.
  const company = await newPage(browser);
  await loginAs(company, DEMO.empresa);
  await company.goto('/crearempleo');
  await expect(company.getByRole('heading', { name: 'Crear Empleo Nuevo' })).toBeVisible();
  const steps = company.getByRole('navigation', { name: 'Pasos del formulario' });
  await expect(steps.getByRole('button', { name: /Detalles del Empleo/ })).toHaveAttribute('aria-current', 'step');
  await expect(steps.getByRole('button', { name: /Requisitos y Funciones/ })).toBeVisible();
  await expect(steps.getByRole('button', { name: /Habilidades e Idiomas/ })).toBeVisible();
  // The AI needs the short description first.
  await company.getByRole('button', { name: /Redactar descripción larga/ }).click();
  await expectNotice(company, 'introducir descripcion corta par asi generar la descripcion larga');
  await typeInto(company.getByLabel('Título del empleo'), title);
  await typeInto(company.getByLabel('Descripción corta'), 'Analizarás datos de ventas y prepararás reportes para la gerencia.');
  await typeInto(company.getByLabel('Salario mínimo'), '4000');
  await typeInto(company.getByLabel('Salario máximo'), '5000');
  await expect(company.getByText('Se mostrará: 4.000 - 5.000 Bs')).toBeVisible();
  await company.getByLabel('Tipo de empleo').selectOption({ label: 'Tiempo completo' });
  await company.getByLabel('Modalidad').selectOption({ label: 'Híbrido' });
  await company.getByLabel('Categoría').selectOption({ label: 'Tecnología' });
  await company.getByLabel('Ciudad').selectOption({ label: 'Cochabamba' });
  await company.getByLabel('Tiempo de experiencia').selectOption({ label: '1-2 años' });
  await typeInto(company.getByLabel('Dirección'), 'Av. América 123, Cochabamba');
  await company.getByRole('button', { name: /Redactar descripción larga/ }).click();
  await expect(company.getByLabel('Descripción larga')).not.toHaveValue('', { timeout: 15_000 });
  // Offline (the local provider) it says plainly that the text is a template to edit.
  await expect(company.getByRole('status').filter({ hasText: 'plantilla armada con los datos del empleo' })).toBeVisible();
  await shoot(company, 'crearempleo-paso1-1280');
  await company.getByRole('button', { name: 'Siguiente' }).click();

  await expect(steps.getByRole('button', { name: /Requisitos y Funciones/ })).toHaveAttribute('aria-current', 'step');
  const req = company.getByRole('textbox', { name: 'Requerimientos' });
  await typeInto(req, '   ');
  await company.getByRole('button', { name: 'Agregar requerimiento' }).click();
  await expect(company.getByText('Aún no agregaste requerimientos.')).toBeVisible();
  await typeInto(req, '  Licenciatura en Ingeniería de Sistemas  ');
  await company.getByRole('button', { name: 'Agregar requerimiento' }).click();
  await typeInto(req, 'Manejo de SQL');
  await req.press('Enter');
  await typeInto(req, 'Requisito para quitar');
  await req.press('Enter');
  const reqList = company.getByRole('list', { name: 'Lista de requerimientos' });
  await expect(reqList.getByRole('listitem')).toHaveCount(3);
  await expect(reqList).toContainText('Licenciatura en Ingeniería de Sistemas');
  await company.getByRole('button', { name: 'Quitar "Requisito para quitar"' }).click();
  await expect(reqList.getByRole('listitem')).toHaveCount(2);
  await typeInto(company.getByLabel('Responsabilidades'), 'Preparar reportes mensuales de ventas');
  await company.getByRole('button', { name: 'Agregar responsabilidad' }).click();
  await company.getByRole('button', { name: 'Siguiente' }).click();

  await company.getByRole('button', { name: 'SQL', exact: true }).click();
  await company.getByRole('button', { name: 'Análisis de datos' }).click();
  await company.getByRole('button', { name: 'Microsoft Excel' }).click();
  await expect(company.getByRole('button', { name: 'SQL', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await company.getByRole('button', { name: 'Español', exact: true }).click();
  await shoot(company, 'crearempleo-paso3-1280');
  await company.getByRole('button', { name: 'Registrar empleo' }).click();

  const payModal = company.getByRole('dialog', { name: 'Pago requerido' });
  await expect(payModal).toContainText('Empleo registrado exitosamente');
  await expect(payModal).toContainText('Debes realizar el pago de este empleo para poder publicarlo');
  await expect(payModal.getByRole('link', { name: 'Ver mis empleos' })).toHaveAttribute('href', '/listaempleos');
  await payModal.getByRole('link', { name: 'Pagar ahora' }).click();
  await expect(company).toHaveURL(/\/pagarempleo\/\d+$/);
  const empleo = Number(company.url().split('/').pop());

  // The job is Pendiente and not public until paid.
  const token = await company.evaluate(() => localStorage.getItem('authToken'));
  const mine = async () =>
    ((await (await company.request.post('/api/servicio/listarempleosbyempresa', { headers: { authorization: `Bearer ${token}` }, data: [] })).json()).Datos as {
      Empleo: number;
      CodigoEmpleo: string;
      Estado: number;
      Visible: boolean;
    }[]).find((j) => j.Empleo === empleo)!;
  const before = await mine();
  expect(before).toMatchObject({ Estado: 1, Visible: false });
  const code = before.CodigoEmpleo;

  // --- Payment through the sandbox page the QR encodes.
  await fillByLabel(company, { 'Nombre completo': 'Jorge Vargas Rojas', 'CI/NIT': '4567890', Teléfono: '77712345', 'Correo electrónico': 'empresa@chamba.bo' });
  await company.getByRole('button', { name: 'Generar Qr' }).click();
  await expect(company.getByRole('img', { name: 'Código QR de pago' })).toBeVisible();
  const qrUrl = await company.getByRole('link', { name: 'abrir la página de pago de prueba' }).getAttribute('href');
  expect(qrUrl).toMatch(/\/pago-sandbox\/\d+\?codigo=[A-Za-z0-9_-]{24}$/);
  const bank = await company.context().newPage();
  await bank.goto(qrUrl!);
  await confirmOnSandbox(bank, company, 15_000);
  expect(await mine()).toMatchObject({ Estado: 2, Visible: true });

  // --- Found in search.
  await company.goto(`/busquedatrabajo?keyword=${word}`);
  await expect(company.getByRole('link', { name: title }).first()).toBeVisible({ timeout: 15_000 });

  // --- A candidate with a paid CV applies.
  const candidate = await newPage(browser);
  await loginAs(candidate, DEMO.candidato);
  await candidate.goto(`/detalletrabajo/${code}`);
  const cvSelect = candidate.getByLabel('Elige el currículum para postular');
  await expect(cvSelect).toBeVisible({ timeout: 15_000 });
  const apply = candidate.getByRole('button', { name: 'Postular', exact: true });
  await cvSelect.selectOption({ label: 'CV para auditoría (pendiente de pago)' });
  await expect(apply).toBeDisabled();
  await expect(candidate.getByRole('link', { name: 'Pagar y activar' })).toHaveAttribute('href', /\/pagarcurriculum\/\d+$/);
  await cvSelect.selectOption({ label: 'Contadora Pública' });
  await expect(apply).toBeEnabled();
  await apply.click();
  const confirm = candidate.getByRole('dialog', { name: 'Postular' });
  await expect(confirm).toContainText('¿Deseas postular a este empleo?');
  await shoot(candidate, 'postular-modal-1280');
  await confirm.getByRole('button', { name: 'Sí, quiero postular' }).click();
  await expectNotice(candidate, '¡Postulación exitosa!');
  await expect(confirm).toBeHidden();
  await expect(candidate.getByText('Ya postulaste a este empleo')).toBeVisible();

  // --- The company reviews the applicant, opens the CV, contacts, moves to Entrevista.
  await company.goto(`/listarpostulantes/${code}`);
  await expect(company.getByRole('heading', { name: `Postulantes: ${title}` })).toBeVisible();
  const card = company.getByRole('listitem').filter({ hasText: 'Lucía Mamani Quispe' });
  await expect(card).toContainText('Contadora Pública');
  await expect(card).toContainText(/Cumple \d de 3 habilidades requeridas/);
  await expect(card).toContainText(/años? de experiencia · el empleo pide: 1-2 años/);
  const wa = card.getByRole('link', { name: 'contactar postulante' });
  const href = (await wa.getAttribute('href'))!;
  expect(href).toMatch(/^https:\/\/wa\.me\/591\d{8}\?text=/);
  expect(decodeURIComponent(href.split('text=')[1])).toContain(title);
  await card.getByRole('button', { name: 'Ver CV' }).click();
  const viewer = company.getByRole('dialog', { name: 'Currículum de Lucía Mamani Quispe' });
  const frame = viewer.frameLocator('iframe');
  // The CV shows the name written in it (the seeded CV carries her middle name too).
  await expect(frame.getByText(/Lucía (Fernanda )?Mamani Quispe/).first()).toBeVisible();
  // Copy, the context menu and ctrl+c are blocked inside the CV.
  const blocked = await viewer.locator('iframe').evaluate((el: HTMLIFrameElement) => {
    const doc = el.contentDocument!;
    const fire = (e: Event) => (doc.body.dispatchEvent(e), e.defaultPrevented);
    return {
      copy: fire(new Event('copy', { bubbles: true, cancelable: true })),
      menu: fire(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
      ctrlC: fire(new KeyboardEvent('keydown', { key: 'c', ctrlKey: true, bubbles: true, cancelable: true })),
      ctrlP: fire(new KeyboardEvent('keydown', { key: 'p', ctrlKey: true, bubbles: true, cancelable: true })),
      plain: fire(new KeyboardEvent('keydown', { key: 'c', bubbles: true, cancelable: true })),
    };
  });
  expect(blocked).toEqual({ copy: true, menu: true, ctrlC: true, ctrlP: true, plain: false });
  await shoot(company, 'ver-cv-1280');
  await viewer.getByRole('button', { name: 'Cerrar' }).click();
  await card.getByLabel('Estado de la postulación').selectOption({ label: 'Entrevista' });
  await expect(card.locator('.badge').first()).toHaveText('Entrevista');
  await shoot(company, 'postulantes-1280');

  // --- The candidate sees Entrevista.
  await candidate.goto('/mispostulaciones');
  const row = candidate.getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Entrevista');
  await expect(row).toContainText(/Aplicado \d{2}\/\d{2}\/\d{4}/);
  await expect(row.getByRole('link', { name: `Ver empleo "${title}"` })).toHaveAttribute('href', `/detalletrabajo/${code}`);
  await typeInto(candidate.getByLabel('Buscar'), word);
  await expect(candidate.getByRole('listitem').filter({ hasText: 'Aplicado' })).toHaveCount(1);
  await typeInto(candidate.getByLabel('Buscar'), '');
  await candidate.getByLabel('Ordenar por').selectOption({ label: 'Título (A-Z)' });
  await shoot(candidate, 'mispostulaciones-1280');

  // --- Both dashboards show it.
  await candidate.goto('/Dashboard');
  await expect(candidate.getByText('Postulaciones en total')).toBeVisible();
  await expect(candidate.getByText('Postulaciones este mes')).toBeVisible();
  await expect(candidate.getByRole('region', { name: 'Empleos postulados en este mes' })).toContainText(title);
  await expect(candidate.locator('canvas')).toHaveCount(0);

  await company.goto('/Dashboard');
  await expect(company.locator('canvas')).toHaveCount(4, { timeout: 15_000 });
  for (const caption of ['Postulantes por mes', 'Empleos publicados por mes', 'Postulaciones por empleo', 'Postulantes por estado']) {
    await expect(company.getByText(caption, { exact: true })).toBeVisible();
  }
  await expect(company.locator('.status-legend')).toContainText(/Entrevista: \d+ \(\d+\.\d%\)/);
  const monthJobs = company.getByRole('region', { name: 'Empleos creados este mes' });
  const jobRow = monthJobs.getByRole('row').filter({ hasText: title });
  await expect(jobRow).toContainText('Publicado');
  await expect(jobRow.getByRole('link', { name: 'Ver Postulantes' })).toHaveAttribute('href', `/listarpostulantes/${code}`);
  await expect(company.getByRole('region', { name: 'Últimos postulantes' })).toContainText('Lucía Mamani Quispe');
  await shoot(company, 'dashboard-empresa-1280');
  await company.context().close();
  await candidate.context().close();
});

test('a visitor publishes a public job: step checks, success panel, no session, the e-mailed link', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await newPage(browser, 390);
  await page.goto('/publicar-empleo');
  await expect(page.getByRole('heading', { name: 'Publicar empleo' })).toBeVisible();

  // Moving on from step 1 needs its fields.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Por favor completa los siguientes campos:');
  for (const f of ['Nombre completo', 'Correo electrónico', 'Teléfono', 'Título del empleo', 'Descripción corta', 'Descripción larga', 'Salario', 'Ciudad', 'Tipo de empleo']) {
    await expect(alert).toContainText(f);
  }
  await alert.getByRole('button', { name: 'Aceptar' }).click();
  await page.getByRole('button', { name: /Requisitos y Funciones/ }).click();
  await expectNotice(page, 'Por favor completa los siguientes campos:');

  const email = uniqueEmail('visitante');
  const blurLogged = page.waitForRequest((r) => r.url().endsWith('/api/servicio/registrarbitacora') && r.method() === 'POST');
  await typeInto(page.getByLabel('Nombre completo'), 'Carmen Rojas Vaca');
  await typeInto(page.getByLabel('Correo electrónico'), email);
  const logged = JSON.parse((await blurLogged).postData() ?? '{}');
  expect(logged).toMatchObject({ IdUsuario: 0, Vista: 'publicar-empleo' });
  expect(logged.Detalle).toContain('tcNombreUsuario');
  await fillByLabel(page, {
    Teléfono: '70011223',
    'Título del empleo': 'Cajera para tienda de barrio',
    'Descripción corta': 'Atención de caja en horario de tarde.',
    'Descripción larga': 'Buscamos una persona responsable para atender la caja de lunes a sábado, de 14:00 a 20:00.',
  });
  await fillByLabel(page, { 'Salario mínimo': '2000', 'Salario máximo': '3000' });
  await selectByLabel(page, { 'Tipo de empleo': 'Medio tiempo', Ciudad: 'El Alto' });
  await shoot(page, 'publicar-empleo-paso1-390');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await typeInto(page.getByLabel('Requerimientos'), 'Bachiller');
  await page.getByRole('button', { name: 'Agregar requerimiento' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await page.getByRole('button', { name: 'Atención al cliente' }).click();

  // The final check: the category was left empty.
  await page.getByRole('button', { name: 'Publicar empleo' }).click();
  await expectNotice(page, 'Completa los campos obligatorios (correo, título, descripción, tipo de empleo y categoría).');
  await page.getByRole('button', { name: /Detalles del Empleo/ }).click();
  await page.getByLabel('Categoría').selectOption({ label: 'Comercio' });
  await page.getByRole('button', { name: /Habilidades e Idiomas/ }).click();

  // 'Publicando…' while the request runs.
  await page.route('**/api/servicio/registrarempleoPublico', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Publicar empleo' }).click();
  await expect(page.getByRole('button', { name: 'Publicando…' })).toBeDisabled();

  // Decision trust.md: no password and no session in the reply; the e-mailed link opens the account.
  const panel = page.getByRole('region', { name: '¡Listo! Revisa tu correo' });
  await expect(panel).toBeVisible({ timeout: 15_000 });
  await expect(panel).toContainText(`Te enviamos un correo a ${email.toLowerCase()}`);
  await expect(panel).toContainText('Tu publicación estará activa durante 1 hora. Si no realizas el pago, dejará de mostrarse.');
  await expect(panel.getByRole('link', { name: 'Recuperar cuenta' })).toHaveAttribute('href', '/recuperarcuenta');
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await shoot(page, 'publicar-empleo-exito-390');

  // The mail carries a single-use link to choose a password, the job and its payment.
  const mail = await waitForMail(email, /Tu empleo fue publicado en Chamba: crea tu contraseña/);
  expect(mail.text).toContain('1 hora');
  expect(mail.text).toMatch(/\/detalletrabajo\/[a-z0-9]{12}/);
  const pay = /\/pagarempleo\/\d+/.exec(mail.text)![0];
  const link = new URL(/https?:\/\/\S+\/crear-contrasena#[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.hash}`);
  await typeInto(page.getByLabel('Nueva contraseña', { exact: true }), 'MiEmpresa2026');
  await typeInto(page.getByLabel('Confirmar nueva contraseña'), 'MiEmpresa2026');
  await page.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goto(pay);
  await expect(page.getByRole('heading', { name: 'Pagar empleo' })).toBeVisible();

  // An e-mail that already has an account reads the same; its owner is mailed, nothing is posted.
  const other = await newPage(browser);
  await other.goto('/publicar-empleo');
  await fillByLabel(other, {
    'Nombre completo': 'Jorge Vargas',
    'Correo electrónico': DEMO.empresa,
    Teléfono: '77712345',
    'Título del empleo': 'Chofer',
    'Descripción corta': 'Chofer con licencia C.',
    'Descripción larga': 'Conducción de camión de reparto en Santa Cruz.',
  });
  await fillByLabel(other, { 'Salario máximo': '4000' });
  await selectByLabel(other, { 'Tipo de empleo': 'Tiempo completo', Categoría: 'Transporte', Ciudad: 'Santa Cruz' });
  await other.getByRole('button', { name: /Habilidades e Idiomas/ }).click();
  await other.getByRole('button', { name: 'Publicar empleo' }).click();
  await expect(other.getByRole('region', { name: '¡Listo! Revisa tu correo' })).toContainText(`Te enviamos un correo a ${DEMO.empresa}`);
  expect((await waitForMail(DEMO.empresa, /Alguien usó tu correo para publicar un empleo en Chamba/)).text).toContain('No publicamos nada en tu cuenta.');
  await other.context().close();
  await page.context().close();
});

test('the job manager: real tab counts, search, banner, edit and delete', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await newPage(browser);
  await loginAs(page, DEMO.empresa);
  const word = uniqueWord();
  const toDelete = await apiJob(page, `Vendedor ${word}`);
  const toEdit = await apiJob(page, `Cajero ${word}`);

  await page.goto('/misempleos');
  await expect(page.getByRole('heading', { name: 'Administrador de empleos' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Ruta' })).toContainText('Empresa / Dashboard / Mis Empleos');
  const tabs = page.getByRole('tablist', { name: 'Filtrar empleos' });
  await expect(tabs.getByRole('tab', { name: /^Todos \(\d+\)$/ })).toBeVisible();
  const count = async (name: string) => Number((await tabs.getByRole('tab', { name: new RegExp(`^${name}`) }).textContent())!.match(/\((\d+)\)/)![1]);
  const all = await count('Todos');
  const active = await count('Activos');
  const expired = await count('Vencidos');
  expect(all).toBeGreaterThanOrEqual(active + expired);
  expect(expired).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'sin pagar' })).toBeVisible();
  await shoot(page, 'misempleos-1280');

  await typeInto(page.getByLabel('Buscar en mis empleos'), word);
  await expect(tabs.getByRole('tab', { name: 'Todos (2)' })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Activos (0)' })).toBeVisible();
  await tabs.getByRole('tab', { name: /^Vencidos/ }).click();
  await expect(page.getByText('No hay empleos que coincidan')).toBeVisible();
  await tabs.getByRole('tab', { name: /^Todos/ }).click();
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const deleteCard = cards.filter({ hasText: `Vendedor ${word}` });
  await expect(deleteCard).toContainText('Ventas');
  // Created and never sent to payment: a Borrador.
  await expect(deleteCard).toContainText('Borrador');
  await expect(deleteCard.getByRole('link', { name: `Vendedor ${word}`, exact: true })).toHaveAttribute('href', `/detalletrabajo/${toDelete.CodigoEmpleo}`);
  await expect(deleteCard.getByRole('link', { name: 'Pagar', exact: true })).toHaveAttribute('href', `/pagarempleo/${toDelete.Empleo}`);

  // Delete: the spec's confirmation, then the job leaves the list.
  await deleteCard.getByRole('button', { name: `Eliminar "Vendedor ${word}"` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Eliminar empleo' });
  await expect(confirm).toContainText('¿Estás seguro de que deseas eliminar este empleo?');
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expectNotice(page, 'Empleo eliminado.');
  await expect(cards).toHaveCount(1);

  // Edit: the same form, filled; saving goes back to the manager.
  await cards.getByRole('link', { name: `Editar "Cajero ${word}"` }).click();
  await expect(page).toHaveURL(`/editarempleo/${toEdit.CodigoEmpleo}`);
  await expect(page.getByLabel('Título del empleo')).toHaveValue(`Cajero ${word}`);
  await expect(page.getByLabel('Ciudad')).toHaveValue('8');
  await typeInto(page.getByLabel('Título del empleo'), `Cajero principal ${word}`);
  await page.getByRole('button', { name: /Habilidades e Idiomas/ }).click();
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectNotice(page, 'Empleo actualizado.');
  await expect(page).toHaveURL(/\/misempleos$/);
  await typeInto(page.getByLabel('Buscar en mis empleos'), word);
  await expect(page.getByRole('tabpanel')).toContainText(`Cajero principal ${word}`);

  // /listaempleos: links to the job, its applicants and payment.
  await page.goto('/listaempleos');
  const item = page.getByRole('listitem').filter({ hasText: `Cajero principal ${word}` });
  await expect(item.getByRole('link', { name: 'Ver Postulantes' })).toHaveAttribute('href', `/listarpostulantes/${toEdit.CodigoEmpleo}`);
  await expect(item.getByRole('link', { name: `Pagar "Cajero principal ${word}"` })).toHaveAttribute('href', `/pagarempleo/${toEdit.Empleo}`);
  await page.goto(`/listarpostulantes/${toEdit.CodigoEmpleo}`);
  await expect(page.getByText('No hay postulantes disponibles en este momento.')).toBeVisible();
  await page.context().close();
});

test('seeded data at 390 px: applicants, my applications, dashboards; other companies are refused', async ({ browser }) => {
  test.setTimeout(90_000);
  const page = await newPage(browser, 390);
  await loginAs(page, DEMO.empresa);
  await page.goto('/listaempleos');
  const withApplicants = page.getByRole('listitem').filter({ hasText: /[1-9]\d* postulantes?/ }).first();
  await withApplicants.getByRole('link', { name: 'Ver Postulantes' }).click();
  await expect(page.getByRole('heading', { name: /^Postulantes: / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver CV' }).first()).toBeVisible();
  await shoot(page, 'postulantes-390');
  await page.goto('/misempleos');
  await expect(page.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
  await shoot(page, 'misempleos-390');
  await page.goto('/crearempleo');
  await shoot(page, 'crearempleo-390');
  await page.goto('/Dashboard');
  await expect(page.locator('canvas')).toHaveCount(4, { timeout: 15_000 });
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shoot(page, 'dashboard-empresa-390');

  // Another company's applicants: refused with the server's message.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const jobs = (await (await page.request.post('/api/servicio/listaempleos', { data: { tcBuscar: '', tnCategoria: 0, tnCiudad: 0 } })).json()).values as {
    CodigoEmpleo: string;
    EmpresaNombre: string;
  }[];
  const foreign = jobs.find((j) => j.EmpresaNombre !== 'Andes Tecnología S.R.L.');
  expect(foreign).toBeTruthy();
  if (foreign) {
    const res = await page.request.post('/api/servicio/getpostulantesEmpleo', { headers: { authorization: `Bearer ${token}` }, data: { tcCodigoEmpleo: foreign.CodigoEmpleo } });
    // Another company's job is answered as an unknown one (its existence is not the caller's business).
    expect(res.status()).toBe(404);
    await page.goto(`/listarpostulantes/${foreign.CodigoEmpleo}`);
    await expect(page.getByRole('alert')).toContainText('No se encontró el empleo.');
  }

  const cand = await newPage(browser, 390);
  await loginAs(cand, DEMO.candidato);
  await cand.goto('/mispostulaciones');
  await expect(cand.getByRole('heading', { name: 'Mis Postulaciones' })).toBeVisible();
  await expect(cand.locator('.application-row .badge', { hasText: 'Entrevista' }).first()).toBeVisible();
  await shoot(cand, 'mispostulaciones-390');
  await cand.goto('/Dashboard');
  await expect(cand.getByText('Postulaciones en total')).toBeVisible();
  await shoot(cand, 'dashboard-candidato-390');
  // A candidate is not a company: the company list call answers 403 and the session ends.
  await cand.goto('/misempleos');
  await expect(cand).toHaveURL(/\/login$/);
  await cand.context().close();
  await page.context().close();
});

test('the admin dashboard pages through every company’s jobs of the month, 10 at a time', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  const monthJobs = page.getByRole('region', { name: 'Empleos creados este mes' });
  const rows = monthJobs.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const firstTitle = await rows.first().locator('td').first().innerText();
  const pager = monthJobs.getByRole('navigation', { name: 'Paginación' });
  await pager.getByRole('button', { name: '2', exact: true }).click();
  await expect(pager.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(rows.first().locator('td').first()).not.toHaveText(firstTitle);
  await expect(rows.first().getByRole('link', { name: 'Ver Postulantes' })).toBeVisible();
});
