/**
 * Keyboard-only journeys (issue 36): after the first page load, nothing but the keyboard — Tab,
 * Shift+Tab, Space, Enter, Escape and typing key by key. Each page and dialog on the way is
 * checked with axe (WCAG 2.2 AA) at 1280 and 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, DEMO_PASSWORD } from './support/fixtures';
import { publishPaidJob } from './support/jobs';
import { activate, tabTo } from './support/keyboard';

const uniqueWord = () => Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

/** On /login: the e-mail, Tab, the password, Enter; lands on the dashboard (or the page asked for). */
async function logInByKeyboard(page: Page, email: string, landsOn = /\/Dashboard$/) {
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Chamba' })).toBeVisible();
  await expectAccessible(page, 'el ingreso');
  await tabTo(page, page.getByLabel('Correo electrónico'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Contraseña')).toBeFocused();
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  // A login checks the password with Argon2id: slow on a busy machine.
  await expect(page).toHaveURL(landsOn, { timeout: 30_000 });
}

test('the skip link takes the keyboard to the content, and the candidate logs in with the keyboard', async ({ page }) => {
  await page.goto('/login');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab is inside the content, not back in the header.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);

  await logInByKeyboard(page, DEMO.candidato);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'el panel del candidato');
});

test('a candidate searches, opens a job with questions and applies with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(180_000);
  const word = uniqueWord();
  const title = `Cajero de sucursal ${word}`;
  const yesNo = '¿Tiene licencia de conducir categoría B?';
  const years = '¿Cuántos años de experiencia en caja tiene?';
  await publishPaidJob(request, title, {
    taPreguntas: [
      { tcPregunta: yesNo, tcTipo: 'sino', tcDescarte: 'no' },
      { tcPregunta: years, tcTipo: 'numero', tnMinimo: 1 },
    ],
  });

  await page.goto('/login');
  await logInByKeyboard(page, DEMO.candidato);

  // The header's 'Empleos' link, then the search box.
  await activate(page, page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Empleos' }));
  await expect(page).toHaveURL(/\/busquedatrabajo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar empleos' })).toBeVisible();
  await expectAccessible(page, 'la búsqueda de empleos');
  await tabTo(page, page.getByLabel('Palabra clave'));
  await page.keyboard.type(word);
  await expect(page.getByLabel('Palabra clave')).toHaveValue(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`keyword=${word}`));
  // The suggestions close once the search is made.
  await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeHidden();
  const result = page.getByRole('article', { name: title });
  await expect(result).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, 'los resultados de la búsqueda');
  await activate(page, result.getByRole('link', { name: title, exact: true }));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(page, 'el detalle del empleo');

  // The paid CV, chosen with the keyboard (type-ahead on the select).
  const cvSelect = page.getByLabel('Elige el currículum para postular');
  await tabTo(page, cvSelect);
  await page.keyboard.type('Contadora');
  await expect(cvSelect.locator('option:checked')).toHaveText('Contadora Pública');
  const postular = page.getByRole('button', { name: 'Postular', exact: true });
  await activate(page, postular);
  const dialog = page.getByRole('dialog', { name: 'Postular' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('¿Deseas postular a este empleo?');
  await expectAccessible(page, 'el diálogo Postular');

  // Escape closes it and the focus is back on 'Postular'.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(postular).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();

  // Tab cycles inside the dialog: past the last control it comes back to the first.
  const close = dialog.getByRole('button', { name: 'Cerrar' });
  const confirm = dialog.getByRole('button', { name: 'Sí, quiero postular' });
  await tabTo(page, close);
  await page.keyboard.press('Shift+Tab');
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(close).toBeFocused();

  // 'Sí' with Space, the years and the letter typed key by key: every character stays.
  const yes = dialog.getByRole('group', { name: yesNo }).getByLabel('Sí');
  await tabTo(page, yes);
  await page.keyboard.press('Space');
  await expect(yes).toBeChecked();
  await tabTo(page, dialog.getByLabel(years));
  await page.keyboard.type('12');
  await expect(dialog.getByLabel(years)).toHaveValue('12');
  await expect(dialog.getByLabel(years)).toBeFocused();
  const letter = dialog.getByLabel('Carta de presentación (opcional)');
  await tabTo(page, letter);
  await page.keyboard.type('Hola mundo');
  await expect(letter).toHaveValue('Hola mundo');
  await expect(letter).toBeFocused();
  await expectAccessible(page, 'el diálogo Postular con respuestas');

  await activate(page, confirm);
  const notice = page.getByRole('alertdialog');
  await expect(notice).toContainText('¡Postulación exitosa!');
  await expectAccessible(page, 'el aviso de postulación');
  await expect(notice.getByRole('button', { name: 'Aceptar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();
  await expect(page.getByText('Ya postulaste a este empleo')).toBeVisible();
  await expectAccessible(page, 'el detalle del empleo ya postulado');
});

test('a candidate walks the first CV steps with the keyboard; the preview panel takes the focus', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login?volver=/crearcurriculum');
  await logInByKeyboard(page, DEMO.candidato, /:\d+\/crearcurriculum$/);
  const stepTitle = page.locator('#cv-step-title');
  await expect(stepTitle).toHaveText('1. Información Personal');
  await expectAccessible(page, 'el paso 1 del currículum');

  const title = page.getByLabel('Título del currículum');
  await tabTo(page, title);
  await page.keyboard.type('Cajera de sucursal');
  await expect(title).toHaveValue('Cajera de sucursal');
  const name = page.getByLabel('Nombre completo');
  await tabTo(page, name);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Lucía Mamani Quispe');
  await expect(name).toHaveValue('Lucía Mamani Quispe');
  await expect(name).toBeFocused();

  // The preview beside the form scrolls, so the keyboard reaches it too.
  await tabTo(page, page.getByRole('region', { name: 'Vista previa del currículum' }));

  await activate(page, page.getByRole('button', { name: 'Siguiente' }), { back: true });
  await expect(stepTitle).toHaveText('2. Formación');
  await expectAccessible(page, 'el paso 2 del currículum');
  const degree = page.getByLabel('Título o carrera');
  await tabTo(page, degree);
  await page.keyboard.type('Licenciatura en Contaduría Pública');
  await expect(degree).toHaveValue('Licenciatura en Contaduría Pública');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Institución')).toBeFocused();
  await page.keyboard.type('Universidad Mayor de San Andrés');
  await expect(page.getByLabel('Institución')).toHaveValue('Universidad Mayor de San Andrés');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Periodo')).toBeFocused();
  await page.keyboard.type('20152019');
  await expect(page.getByLabel('Periodo')).toHaveValue('2015 al 2019');
  await activate(page, page.getByRole('button', { name: 'Agregar formación' }));
  await expect(page.locator('.cv-item-list')).toContainText('Licenciatura en Contaduría Pública · Universidad Mayor de San Andrés');

  await activate(page, page.getByRole('button', { name: 'Siguiente' }));
  await expect(stepTitle).toHaveText('3. Certificaciones');
  await expectAccessible(page, 'el paso 3 del currículum');
  // Back with Shift+Tab to 'Anterior': the typed data is still there.
  await activate(page, page.getByRole('button', { name: 'Anterior' }), { back: true });
  await expect(stepTitle).toHaveText('2. Formación');
  await expect(page.locator('.cv-item-list')).toContainText('Licenciatura en Contaduría Pública');
});

test('a company creates a job with a screening question with the keyboard, up to the payment', async ({ page }) => {
  test.setTimeout(300_000);
  const title = `Repartidor con moto ${uniqueWord()}`;
  await page.goto('/login?volver=/crearempleo');
  await logInByKeyboard(page, DEMO.empresa, /:\d+\/crearempleo$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear Empleo Nuevo' })).toBeVisible();
  await expectAccessible(page, 'crear empleo, paso 1');

  await tabTo(page, page.getByLabel('Título del empleo'));
  await page.keyboard.type(title);
  await expect(page.getByLabel('Título del empleo')).toHaveValue(title);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Descripción corta')).toBeFocused();
  await page.keyboard.type('Reparto de pedidos en la zona Sur de La Paz, con moto propia.');
  await expect(page.getByLabel('Descripción corta')).toHaveValue('Reparto de pedidos en la zona Sur de La Paz, con moto propia.');
  await tabTo(page, page.getByLabel('Salario máximo'));
  await page.keyboard.type('4500');
  await expect(page.getByText('Se mostrará: 4.500 Bs')).toBeVisible();
  // Selects by type-ahead, as a keyboard user picks an option.
  for (const [label, option] of [['Tipo de empleo', 'Tiempo completo'], ['Categoría', 'Transporte'], ['Ciudad', 'La Paz']]) {
    const select = page.getByLabel(label, { exact: true });
    await tabTo(page, select);
    await page.keyboard.type(option);
    await expect(select.locator('option:checked')).toHaveText(option);
  }
  await activate(page, page.getByRole('button', { name: 'Siguiente' }));

  await expect(page.getByRole('group', { name: 'Requisitos y Funciones' })).toBeVisible();
  await activate(page, page.getByRole('button', { name: 'Agregar pregunta de filtro' }));
  const question = page.getByRole('listitem', { name: 'Pregunta 1' });
  await tabTo(page, question.getByLabel('Pregunta 1'), { back: true });
  await page.keyboard.type('¿Tiene licencia de conducir categoría M?');
  await expect(question.getByLabel('Pregunta 1')).toHaveValue('¿Tiene licencia de conducir categoría M?');
  await page.keyboard.press('Tab');
  await expect(question.getByLabel('Tipo de respuesta')).toBeFocused();
  await page.keyboard.type('Sí');
  await expect(question.getByLabel('Tipo de respuesta').locator('option:checked')).toHaveText('Sí / No');
  await expectAccessible(page, 'crear empleo, paso 2');
  await activate(page, page.getByRole('button', { name: 'Siguiente' }));

  await expect(page.getByRole('group', { name: 'Habilidades e Idiomas' })).toBeVisible();
  await expectAccessible(page, 'crear empleo, paso 3');
  await activate(page, page.getByRole('button', { name: 'Registrar empleo' }));
  const pay = page.getByRole('dialog', { name: 'Pago requerido' });
  await expect(pay).toContainText('Empleo registrado exitosamente');
  await expectAccessible(page, 'el diálogo Pago requerido');
  await activate(page, pay.getByRole('link', { name: 'Pagar ahora' }));
  await expect(page).toHaveURL(/\/pagarempleo\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(page, 'el pago del empleo');
});

test('on a slow phone, a Tab pressed and words typed before the script arrives are kept when the page comes alive', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The page's scripts held back, as on slow 4G: the server-drawn page is there, not yet alive.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/busquedatrabajo', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Palabra clave' });
  await expect(box).toBeVisible();
  await box.click();
  await page.keyboard.type('contador', { delay: 40 });
  release();
  // Alive: the suggestions come from the client, for the words typed before it came.
  await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeVisible({ timeout: 20_000 });
  await expect(box).toHaveValue('contador');
  await expect(box).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/keyword=contador/);

  // The same on a page drawn from the shell: the first Tab's place is kept.
  await page.unroute(/\/assets\/.+\.js$/);
  let releaseLogin!: () => void;
  const heldLogin = new Promise<void>((r) => (releaseLogin = r));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await heldLogin;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeAttached();
  await page.keyboard.press('Tab');
  releaseLogin();
  await expect(page.getByRole('heading', { level: 1, name: 'Bienvenido a Chamba' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeFocused();
});

test('on a slow phone, an option chosen in a list before the script arrives takes effect when the page comes alive', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/busquedatrabajo', { waitUntil: 'commit' });
  const size = page.getByLabel('Mostrar');
  await expect(size).toBeVisible();
  await size.selectOption('20');
  release();
  // Alive: the list's choice reaches the page (20 a page, in its address), not only the screen.
  await expect(page).toHaveURL(/size=20/, { timeout: 20_000 });
  await expect(size).toHaveValue('20');
  await expectAccessible(page, 'búsqueda tras elegir antes del script');
});

