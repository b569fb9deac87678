import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { extractText, getDocumentProxy } from 'unpdf';
import { DEMO, expectNotice, loginAs, signUpCandidate, uniqueEmail } from './support/fixtures';
import { waitForMail } from './support/mail';
import { expectAccessible } from './support/a11y';
import { payerFields, typeAndTab, typeInto } from './support/forms';
import { slideTo } from './support/keyboard';
import { confirmOnSandbox } from './support/sandbox';

const SHOTS = 'test-results/cv-shots';

async function pdfText(bytes: Buffer | Uint8Array) {
  const doc = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/** The text of the preview's drawn pages (each page carries its text for screen readers); '' while none is drawn. */
async function previewText(page: Page, testId = 'cv-preview') {
  const text = await page.getByTestId(testId).first().textContent({ timeout: 2_000 }).catch(() => null);
  return (text ?? '').replace(/\s+/g, ' ');
}

async function photoFile() {
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200"><rect width="100%" height="100%" fill="#b0bec5"/><circle cx="800" cy="520" r="260" fill="#546e7a"/></svg>');
  return { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: await sharp(svg).jpeg().toBuffer() };
}

const step = (page: Page, name: string) => page.getByRole('navigation', { name: 'Pasos del currículum' }).getByRole('button', { name: new RegExp(`^\\d ${name}$`) });

async function fillPersonal(page: Page, o: { title: string; name: string; email: string }) {
  await typeInto(page.getByLabel('Título del currículum'), o.title);
  await typeInto(page.getByLabel('Perfil profesional'), 'contadora con experiencia en auditoria y tributacion, trabaje en empresas de la paz');
  await typeInto(page.getByLabel('Nombre completo'), o.name);
  await typeInto(page.getByLabel('Dirección'), 'Av. 6 de Agosto 2170, Sopocachi, La Paz');
  await typeInto(page.getByLabel('Teléfono'), '+591 71234567');
  await typeInto(page.getByLabel('Correo electrónico'), o.email);
}

test('a candidate builds a CV in six steps with a live preview, pays it through the sandbox and downloads the PDF', async ({ page, context }) => {
  // Long: eleven pages and dialogs, each checked by axe at two widths.
  test.setTimeout(480_000);
  await loginAs(page, DEMO.candidato);
  await page.goto('/crearcurriculum');
  await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('chamba:privado:')).forEach((k) => localStorage.removeItem(k)));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Crear Curriculum', level: 1 })).toBeVisible();
  for (const name of ['Información Personal', 'Formación', 'Certificaciones', 'Experiencia', 'Habilidades', 'Idiomas']) await expect(step(page, name)).toBeVisible();

  // Step 1: personal information, photo, AI help, template.
  await page.getByRole('button', { name: /Mejorar con IA/ }).click();
  await expectNotice(page, 'Por favor, escribe un borrador de tu perfil profesional antes de mejorarlo con IA.');
  await fillPersonal(page, { title: 'Contadora Pública', name: 'Lucía Mamani Quispe', email: 'lucia.mamani@example.bo' });
  await page.getByLabel('Foto de perfil').setInputFiles(await photoFile());
  await expect(page.getByRole('img', { name: 'Tu foto' })).toBeVisible();
  await page.getByRole('button', { name: /Mejorar con IA/ }).click();
  await expect(page.getByLabel('Perfil profesional')).toHaveValue(/auditoría/);
  await slideTo(page.getByLabel(/Tamaño del nombre/), 52);
  await expect(page.getByLabel(/Tamaño del nombre/)).toHaveValue('52');
  await page.getByText('Moderno', { exact: true }).click();
  await expect(page.getByRole('radio', { name: /Moderno/ })).toBeChecked();

  // The preview is the real PDF and follows the name within a second or two.
  await expect.poll(() => previewText(page), { timeout: 20_000 }).toContain('Lucía Mamani Quispe');
  await typeInto(page.getByLabel('Nombre completo'), 'Lucía Fernanda Mamani Quispe');
  await expect.poll(() => previewText(page), { timeout: 5_000 }).toContain('Lucía Fernanda Mamani Quispe');
  await page.screenshot({ path: `${SHOTS}/crear-1280.png`, fullPage: true });
  await expectAccessible(page, 'Crear Curriculum, paso 1 con la vista previa');

  // Step 2: education, with the missing-fields check and the period mask.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: '2. Formación' })).toBeVisible();
  await page.getByRole('button', { name: '+ Agregar formación' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'el aviso Faltan campos por llenar');
  await expectNotice(page, 'Faltan campos por llenar');
  await expectAccessible(page, 'Crear Curriculum, paso Formación');
  await typeAndTab(page, [
    ['Título o carrera', 'Licenciatura en Contaduría Pública'],
    ['Institución', 'Universidad Mayor de San Andrés'],
  ]);
  await page.keyboard.press('Tab');
  const period = page.getByLabel('Periodo');
  await expect(period).toHaveAttribute('placeholder', 'AÑO al AÑO');
  await expect(period).toHaveAttribute('maxlength', '12');
  await expect(period).toBeFocused();
  await page.keyboard.type('2010ab2015999');
  await expect(period).toHaveValue('2010 al 2015');
  await page.getByRole('button', { name: '+ Agregar formación' }).click();
  await expect(page.getByText('Universidad Mayor de San Andrés')).toBeVisible();

  // Step 3 by its header; step 4.
  await step(page, 'Certificaciones').click();
  await typeInto(page.getByLabel('Nombre de la certificación'), 'Tributación en Bolivia');
  await typeInto(page.getByLabel('Institución'), 'Colegio de Contadores de La Paz');
  await typeInto(page.getByLabel('Periodo'), '2019');
  await page.getByRole('button', { name: '+ Agregar certificación' }).click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await typeInto(page.getByLabel('Cargo'), 'Auditora Junior');
  await typeInto(page.getByLabel('Empresa'), 'Ruizmier, Rivera, Peláez, Auza');
  await typeInto(page.getByLabel('Periodo'), '20162020');
  await typeInto(page.getByLabel('Descripción'), 'Auditoría de estados financieros de empresas de telecomunicación y minería.');
  await page.getByRole('button', { name: '+ Agregar experiencia' }).click();

  // Steps 5 and 6: chips.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('group', { name: /Elige tus habilidades/ }).getByRole('button')).toHaveCount(40);
  await expectAccessible(page, 'Crear Curriculum, paso Habilidades');
  await page.getByRole('button', { name: 'Contabilidad', exact: true }).click();
  await page.getByRole('button', { name: 'Microsoft Excel' }).click();
  await expect(page.getByRole('button', { name: 'Contabilidad', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('group', { name: /Elige los idiomas/ }).getByRole('button')).toHaveCount(29);
  await expectAccessible(page, 'Crear Curriculum, paso Idiomas');
  await page.getByRole('button', { name: 'Español nativo' }).click();
  await page.getByRole('button', { name: 'Aymara básico' }).click();

  // The draft survives a reload.
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByLabel('Título del currículum')).toHaveValue('Contadora Pública');
  await step(page, 'Idiomas').click();
  await expect(page.getByRole('button', { name: 'Aymara básico' })).toHaveAttribute('aria-pressed', 'true');

  // Final review, confirmation, payment modal.
  await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
  await expect(page.getByRole('heading', { name: 'Revisión Final del Currículum' })).toBeVisible();
  await expect.poll(() => previewText(page), { timeout: 20_000 }).toContain('Ruizmier');
  const review = await previewText(page);
  for (const text of ['Lucía Fernanda Mamani Quispe', 'Contaduría Pública', '2010 al 2015', 'Tributación en Bolivia', 'Aymara básico', 'Microsoft Excel']) expect(review).toContain(text);
  await expectAccessible(page, 'la revisión final del currículum');
  await page.getByRole('button', { name: 'Volver a Editar' }).click();
  await expect(page.getByRole('heading', { name: '6. Idiomas' })).toBeVisible();
  await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
  await page.getByRole('button', { name: 'Confirmar y Crear Currículum' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar creación' });
  await expect(confirm).toContainText('Estás seguro de que deseas crear este currículum con la información proporcionada?');
  await expectAccessible(page, 'el diálogo Confirmar creación');
  await confirm.getByRole('button', { name: 'Sí, crear currículum' }).click();
  const payModal = page.getByRole('dialog', { name: 'Pago requerido para descargar' });
  await expect(payModal).toBeVisible();
  await expect(payModal.getByText('Cerrar', { exact: true })).toBeVisible();
  await expect(payModal.getByRole('link', { name: 'Ver mis currículums' })).toHaveAttribute('href', '/listacurriculum');
  await expectAccessible(page, 'el diálogo Pago requerido para descargar');
  await payModal.getByRole('link', { name: 'Pagar 25 Bs' }).click();
  await expect(page).toHaveURL(/\/pagarcurriculum\/\d+$/);
  const cvId = Number(page.url().split('/').pop());
  await expect(page.getByLabel('Nombre completo')).toBeVisible();
  await expectAccessible(page, 'la página de pago del currículum');

  // Payment form: every error listed together.
  await typeInto(page.getByLabel('Nombre completo'), '');
  await typeInto(page.getByLabel('Correo electrónico'), '');
  await page.getByRole('button', { name: 'Generar Qr' }).click();
  const errors = page.getByRole('alert');
  await expect(errors).toContainText('Por favor corrige los siguientes errores:');
  await expect(errors).toContainText('- El nombre completo es obligatorio.');
  await expect(errors).toContainText('- El CI/NIT es obligatorio.');
  await expect(errors).toContainText('- El teléfono es obligatorio.');
  await expect(errors).toContainText('- El correo electrónico es obligatorio.');
  await expectAccessible(page, 'la página de pago con sus errores');
  await typeInto(page.getByLabel('Correo electrónico'), 'lucia@');
  await page.getByRole('button', { name: 'Generar Qr' }).click();
  await expect(errors).toContainText('- El correo electrónico no tiene un formato válido.');
  await typeAndTab(page, payerFields('Lucía Mamani Quispe', 'lucia.mamani@example.bo'));
  await page.getByRole('button', { name: 'Generar Qr' }).click();
  await expect(page.getByRole('img', { name: 'Código QR de pago' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Código QR' }).getByText('Bs. 25')).toBeVisible();
  await expectAccessible(page, 'la página de pago con el QR');
  await page.screenshot({ path: `${SHOTS}/pagar-1280.png`, fullPage: true });

  // The QR's URL opens the sandbox page, which confirms.
  const qrUrl = await page.getByRole('link', { name: 'abrir la página de pago de prueba' }).getAttribute('href');
  expect(qrUrl).toMatch(/\/pago-sandbox\/\d+\?codigo=[A-Za-z0-9_-]{24}$/);
  const bank = await context.newPage();
  await bank.goto(qrUrl!);
  await expect(bank.getByText('Bs. 25')).toBeVisible();
  await expect(bank.getByText('Activación de currículum')).toBeVisible();
  await expectAccessible(bank, 'la página de pago de prueba');
  await bank.screenshot({ path: `${SHOTS}/sandbox-1280.png`, fullPage: true });
  // Back on the payment page the status is checked at once (focus), not after 10 s.
  const success = await confirmOnSandbox(bank, page);
  await expectAccessible(page, 'el diálogo PAGO REALIZADO CON EXITO');
  await success.getByRole('link', { name: 'Ver mis currículums' }).click();
  await expect(page).toHaveURL(/\/listacurriculum$/);

  // The list: Pagado with Descargar PDF (and Descargar Word); the PDF opens in a new tab.
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Contadora Pública' }) }).first();
  await expect(row.getByText('Pagado')).toBeVisible();
  await expectAccessible(page, 'Mis currículums');
  const [tab] = await Promise.all([context.waitForEvent('page'), row.getByRole('button', { name: 'Descargar PDF' }).click()]);
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  const b64 = await tab.evaluate(async () => {
    const buf = new Uint8Array(await (await fetch(location.href)).arrayBuffer());
    let s = '';
    for (let i = 0; i < buf.length; i += 0x8000) s += String.fromCharCode(...buf.subarray(i, i + 0x8000));
    return btoa(s);
  });
  const text = await pdfText(Buffer.from(b64, 'base64'));
  expect(text).toContain('Lucía Fernanda Mamani Quispe');
  expect(text).toContain('Auditoría');
  await tab.close();
  expect(cvId).toBeGreaterThan(0);
  await page.screenshot({ path: `${SHOTS}/lista-1280.png`, fullPage: true });
});

test('a visitor builds a quick CV, gets no password on screen but a set-password link by e-mail, and sees it Pendiente', async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('rapido');
  await page.goto('/crear_mi_cv_rapido');
  await page.evaluate(() => localStorage.removeItem('chamba:cv-rapido-borrador'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Crea tu CV rápido' })).toBeVisible();
  await fillPersonal(page, { title: 'Técnico en Electricidad', name: 'Rosa Elena Condori Huanca', email: 'rosa-sin-arroba' });
  await expect.poll(() => previewText(page), { timeout: 20_000 }).toContain('Rosa Elena Condori Huanca');
  await page.screenshot({ path: `${SHOTS}/rapido-1280.png`, fullPage: true });
  await expectAccessible(page, 'Crea tu CV rápido');
  await step(page, 'Experiencia').click();
  await typeInto(page.getByLabel('Cargo'), 'Electricista');
  await page.getByRole('button', { name: '+ Agregar experiencia' }).click();
  await step(page, 'Idiomas').click();
  await page.getByRole('button', { name: 'Quechua básico' }).click();
  await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
  await page.getByRole('button', { name: 'Guardar y Registrarse' }).click();
  await expectNotice(page, 'Debes ingresar un correo válido.');
  await page.getByRole('button', { name: 'Volver a Editar' }).click();
  await step(page, 'Información Personal').click();
  await typeInto(page.getByLabel('Correo electrónico'), email);
  await step(page, 'Idiomas').click();
  await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
  await page.getByRole('button', { name: 'Guardar y Registrarse' }).click();
  const confirm = page.getByRole('dialog', { name: 'Guardar mi currículum' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page, 'el diálogo Guardar mi currículum');
  await confirm.getByRole('button', { name: 'Seguir editando' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Guardar y Registrarse' }).click();
  await confirm.getByRole('button', { name: 'Sí, quiero guardar mi currículum' }).click();

  // Decision trust.md: no password on screen; the e-mailed single-use link is the way in.
  const done = page.getByRole('dialog', { name: 'Revisa tu correo' });
  await expect(done).toContainText(email);
  await expect(done).toContainText('pago único de Bs. 25');
  await page.screenshot({ path: `${SHOTS}/rapido-exito-1280.png` });
  await expectAccessible(page, 'el diálogo Revisa tu correo');
  const mail = await waitForMail(email, /Tu currículum está guardado: crea tu contraseña de Chamba/);
  const link = new URL(/https?:\/\/\S+\/crear-contrasena#[A-Za-z0-9_-]{43}/.exec(mail.text)![0]);
  await done.getByRole('button', { name: 'Entendido' }).click();
  await page.goto(`${link.pathname}${link.hash}`);
  await typeInto(page.getByLabel('Nueva contraseña', { exact: true }), 'MiClave2026');
  await typeInto(page.getByLabel('Confirmar nueva contraseña'), 'MiClave2026');
  await page.getByRole('button', { name: 'Guardar mi contraseña' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goto('/listacurriculum');
  const row = page.getByRole('row').filter({ hasText: 'Técnico en Electricidad' });
  await expect(row.getByText('Pendiente')).toBeVisible();
  await expectAccessible(page, 'Mis currículums con un CV pendiente');
  await row.getByRole('button', { name: 'Pagar' }).click();
  const modal = page.getByRole('dialog', { name: 'Pago pendiente' });
  await expect(modal).toContainText('Debes realizar el pago para poder acceder al detalle de este trabajo.');
  await expect(modal.getByRole('link', { name: 'Pagar' })).toHaveAttribute('href', /\/pagarcurriculum\/\d+$/);
  await expectAccessible(page, 'el diálogo Pago pendiente');
});

test('the quick CV with an e-mail that already has an account reads the same as a new one and keeps the draft', async ({ page }) => {
  await page.goto('/crear_mi_cv_rapido');
  await page.evaluate(() => localStorage.removeItem('chamba:cv-rapido-borrador'));
  await page.reload();
  await fillPersonal(page, { title: 'Contadora', name: 'Otra Persona', email: DEMO.candidato });
  await step(page, 'Idiomas').click();
  await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
  await page.getByRole('button', { name: 'Guardar y Registrarse' }).click();
  await page.getByRole('button', { name: 'Sí, quiero guardar mi currículum' }).click();
  const done = page.getByRole('dialog', { name: 'Revisa tu correo' });
  await expect(done).toContainText(`Te enviamos un correo a ${DEMO.candidato}.`);
  await expectAccessible(page, 'el diálogo Revisa tu correo (correo registrado)');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('chamba:cv-rapido-borrador') ?? '{}').titulo)).toBe('Contadora');
});

test('at 390 px the preview opens in its modal; the list and payment pages fit', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, DEMO.candidato);
  await page.goto('/crearcurriculum');
  await typeInto(page.getByLabel('Nombre completo'), 'Lucía Mamani Quispe');
  await expect(page.getByTestId('cv-preview')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/crear-390.png`, fullPage: true });
  await expectAccessible(page, 'Crear Curriculum a 390 px');
  await page.getByRole('button', { name: 'Ver Vista Previa' }).click();
  const modal = page.getByRole('dialog', { name: 'Vista previa' });
  await expect(modal.getByTestId('cv-preview')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => previewText(page)).toContain('Lucía Mamani Quispe');
  await page.screenshot({ path: `${SHOTS}/preview-modal-390.png` });
  await expectAccessible(page, 'el diálogo Vista previa');
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await page.goto('/listacurriculum');
  await expect(page.getByRole('heading', { name: 'Mis currículums' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/lista-390.png`, fullPage: true });
  await expectAccessible(page, 'Mis currículums a 390 px');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
});

test('the empty list invites to create a CV; the admin sees every CV with a search box', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  await page.getByRole('tab', { name: 'Crear cuenta de candidato' }).click();
  const panel = page.getByRole('tabpanel');
  await typeAndTab(page, [
    ['Nombre', 'Juan'],
    ['Apellidos', 'Pérez Mamani'],
    ['Correo electrónico', uniqueEmail('juan')],
    ['Teléfono', '76543210'],
    ['Profesión', 'Chofer'],
  ]);
  await typeInto(panel.getByLabel('Contraseña', { exact: true }), 'Secreta123');
  await typeInto(panel.getByLabel('Confirmar contraseña'), 'Secreta123');
  await panel.getByRole('button', { name: 'Crear cuenta de candidato' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goto('/listacurriculum');
  await expect(page.getByText('No has creado ningún currículum todavía.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear mi primer currículum' })).toHaveAttribute('href', '/crearcurriculum');
  await expectAccessible(page, 'Mis currículums vacía');

  const adminPage = await (await browser.newContext()).newPage();
  await loginAs(adminPage, DEMO.admin);
  await adminPage.goto('/listacurriculum');
  await expect(adminPage.getByRole('heading', { name: 'Todos los currículums' })).toBeVisible();
  await expect(adminPage.getByRole('row').nth(1)).toBeVisible();
  await typeInto(adminPage.getByLabel('Buscar currículums'), 'Contadora Pública');
  await adminPage.getByRole('button', { name: 'Buscar' }).click();
  await expect(adminPage.getByRole('cell', { name: 'Contadora Pública' }).first()).toBeVisible();
  await expectAccessible(adminPage, 'Todos los currículums (administración)');
  await adminPage.screenshot({ path: `${SHOTS}/admin-lista-1280.png`, fullPage: true });
});

test('on a shared computer the next account never sees the previous draft, and logout removes it', async ({ page }) => {
  await loginAs(page, DEMO.candidato);
  await page.goto('/crearcurriculum');
  await typeInto(page.getByLabel('Título del currículum'), 'Borrador privado de Lucía');
  await typeInto(page.getByLabel('Nombre completo'), 'Lucía Mamani Quispe');
  await expect.poll(() => page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('chamba:privado:cv-borrador:')).length)).toBe(1);

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);
  const leftovers = await page.evaluate(() => Object.entries(localStorage).filter(([, v]) => v.includes('Lucía')).map(([k]) => k));
  expect(leftovers).toEqual([]);

  // The next person at the same browser, with an account of their own.
  const email = uniqueEmail('cafe');
  await signUpCandidate(page, email, { tcNombre: 'Mario', tcApellidos: 'Choque', tnTelefono: '76543210', tcProfesion: 'Chofer' });
  await page.goto('/crearcurriculum');
  await expect(page.getByLabel('Título del currículum')).toHaveValue('');
  await expect(page.getByLabel('Nombre completo')).not.toHaveValue('Lucía Mamani Quispe');
  await expect(page.getByText('Borrador privado de Lucía')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();

  // Lucía again: her draft left with her logout.
  await loginAs(page, DEMO.candidato);
  await page.goto('/crearcurriculum');
  await expect(page.getByLabel('Título del currículum')).toHaveValue('');
});
