/**
 * Issue 7 journeys: the staff's blog (rich text, photo, edit), own profiles (candidate and
 * company), staff administration (hide a job, disable an account, read the log) and the
 * installable app (manifest, service worker, offline home page).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import sharp from 'sharp';
import { DEMO, expectNotice, loginAs, uniqueEmail } from './support/fixtures';
import { typeInto } from './support/forms';

const SHOTS = join(process.cwd(), 'test-results', 'blog-profiles-shots');
mkdirSync(SHOTS, { recursive: true });

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const photo = (w: number, h: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width: w, height: h, channels: 3, background: color } })
    .jpeg({ quality: 85 })
    .toBuffer();

/** A public job from the search API (the marketplace engineer's endpoint). */
async function somePublicJob(request: APIRequestContext) {
  const res = await request.post('/api/servicio/listaempleos', { data: { tcBuscar: '', tnCategoria: 0, tnCiudad: 0, tnPagina: 1, tnTamano: 30 } });
  expect(res.ok()).toBe(true);
  const body = await res.json();
  const job = body.values.find((j: { Titulo: string }) => j.Titulo.length > 8);
  expect(job).toBeTruthy();
  return job as { Empleo: number; CodigoEmpleo: string; Titulo: string };
}

test.describe.configure({ mode: 'serial' });

test('staff write an article with bold text and a photo; it is listed, shared with its own meta, and editing it saves', async ({ page, request }) => {
  const title = `Cómo prepararte para tu primera entrevista ${Date.now()}`;
  await loginAs(page, DEMO.admin);
  await page.getByRole('complementary', { name: 'Menú de la cuenta' }).getByRole('link', { name: 'Crear artículo del blog' }).click();
  await expect(page).toHaveURL(/\/creararticulo$/);
  await expect(page.getByRole('heading', { name: 'Crear artículo' })).toBeVisible();

  // Nothing filled: the spec's messages, nothing sent.
  await page.getByRole('button', { name: 'Publicar artículo' }).click();
  await expectNotice(page, 'Por favor, coloque el título del artículo.');

  await typeInto(page.getByLabel('Título', { exact: true }), title);
  await typeInto(page.getByLabel('Descripción corta'), 'Lo que tienes que saber antes de tu primera entrevista de trabajo en Bolivia.');
  const editor = page.getByRole('textbox', { name: 'Contenido del artículo' });
  await editor.click();
  await editor.pressSequentially('Llega diez minutos antes. ');
  await page.getByRole('button', { name: 'Negrita' }).click();
  await expect(page.getByRole('button', { name: 'Negrita' })).toHaveAttribute('aria-pressed', 'true');
  await editor.pressSequentially('Lleva tu CV impreso');
  await page.getByRole('button', { name: 'Negrita' }).click();
  await editor.pressSequentially(' y una carpeta.');
  await editor.press('Enter');
  await page.getByRole('button', { name: 'Lista con viñetas' }).click();
  await editor.pressSequentially('Carnet de identidad');
  await page.getByLabel('Foto de portada (opcional)').setInputFiles({ name: 'portada.jpg', mimeType: 'image/jpeg', buffer: await photo(1600, 1000, { r: 15, g: 118, b: 110 }) });
  await expect(page.getByRole('img', { name: 'Vista previa de la portada' })).toBeVisible();
  await page.getByLabel('Categoría').selectOption('Entrevistas de trabajo');
  await typeInto(page.getByLabel('Etiquetas'), 'entrevista, primer empleo, Entrevista');
  await shoot(page, 'crear-articulo');
  await page.getByRole('button', { name: 'Publicar artículo' }).click();
  await expectNotice(page, 'Artículo creado con éxito');

  await expect(page).toHaveURL(/\/blogs\/como-prepararte-para-tu-primera-entrevista-\d+$/);
  const slug = page.url().split('/blogs/')[1];
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const body = page.locator('.blog-body');
  await expect(body.locator('strong')).toHaveText('Lleva tu CV impreso');
  await expect(body.locator('ul li')).toHaveText('Carnet de identidad');
  await expect(page.getByRole('list', { name: 'Etiquetas' }).getByRole('listitem')).toHaveText(['entrevista', 'primer empleo']);
  await expect(page.locator('img.blog-article-cover')).toHaveAttribute('src', /^\/uploads\/blog\/.+\.webp$/);
  await expect(page).toHaveTitle(`${title} | Blog de Chamba`);

  // The server injects the article's meta for crawlers and link previews.
  const html = await (await request.get(`/blogs/${slug}`)).text();
  expect(html).toContain(`<title>${title} | Blog de Chamba</title>`);
  expect(html).toContain('<meta property="og:description" content="Lo que tienes que saber antes de tu primera entrevista de trabajo en Bolivia.">');
  expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/uploads\/blog\/[^"]+\.webp">/);
  const missing = await request.get('/blogs/no-existe-este-articulo');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<title>Artículo no encontrado</title>');

  // Listed in /blogs with its cover, author and date.
  await page.goto('/blogs');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Publicado en \d{1,2} de [a-z]+ de \d{4}$/)).toBeVisible();
  await expect(card.getByText('Equipo Chamba')).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute('src', /^\/uploads\/blog\//);
  await shoot(page, 'blogs');

  // Edit: the form is filled from the article; saving works.
  await card.getByRole('link', { name: title }).click();
  await page.getByRole('link', { name: 'Editar artículo' }).click();
  await expect(page).toHaveURL(/\/editar-articulo\/\d+$/);
  await expect(page.getByLabel('Título', { exact: true })).toHaveValue(title);
  await expect(page.getByRole('textbox', { name: 'Contenido del artículo' }).locator('strong')).toHaveText('Lleva tu CV impreso');
  await typeInto(page.getByLabel('Título', { exact: true }), `${title} (actualizado)`);
  const editEditor = page.getByRole('textbox', { name: 'Contenido del artículo' });
  await editEditor.click();
  await editEditor.press('Control+End');
  await editEditor.press('Enter');
  await editEditor.press('Enter');
  await editEditor.pressSequentially('Agradece al final.');
  await shoot(page, 'editar-articulo');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expectNotice(page, 'Artículo actualizado con éxito');
  await expect(page).toHaveURL(new RegExp(`/blogs/${slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${title} (actualizado)`);
  await expect(page.locator('.blog-body')).toContainText('Agradece al final.');
  await expect(page.locator('.blog-body strong')).toHaveText('Lleva tu CV impreso');
  await expect(page.locator('img.blog-article-cover')).toHaveAttribute('src', /^\/uploads\/blog\//);
  await shoot(page, 'articulo');

  // A seeded article with headings, lists and quotes.
  await page.goto('/blogs/aguinaldo-de-navidad-en-bolivia-quien-lo-recibe-y-como-se-calcula');
  await expect(page.getByRole('heading', { level: 2, name: '¿Quién tiene derecho?' })).toBeVisible();
  await shoot(page, 'articulo-aguinaldo');

  // Two more articles through the API make a second page of nine.
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  for (const n of [1, 2]) {
    const res = await request.post('/api/servicio/creararticulo', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        Titulo: `Nota breve ${n} ${Date.now()}`,
        DescripcionCorta: 'Una nota corta del equipo.',
        DescripcionLarga: Buffer.from('<p>Texto de la nota.</p>').toString('base64'),
        Fecha: '2020-01-0' + n,
        Categoria: 'Noticias del empleo',
        Etiquetas: '',
      },
    });
    const created = await res.json();
    expect(created.error, JSON.stringify(created)).toBe(0);
  }
  await page.goto('/blogs');
  await expect(page.locator('.blog-card')).toHaveCount(9);
  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\/blogs\?pagina=2$/);
  await expect(page.getByRole('link', { name: /^Nota breve 1 / })).toBeVisible();

  // The spec's redirects: missing or bad id, or an unknown article, go to /Dashboard.
  await page.goto('/editar-articulo');
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goto('/editar-articulo/999999');
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('the guard and the roles: visitors go to /login, other roles cannot write articles', async ({ page }) => {
  await page.goto('/creararticulo');
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/editar-articulo/1');
  await expect(page).toHaveURL(/\/login$/);
  await loginAs(page, DEMO.candidato);
  await page.goto('/creararticulo');
  await expect(page.getByText('Solo el equipo de Chamba puede escribir artículos del blog.')).toBeVisible();
  await page.goto('/editar-articulo/1');
  await expect(page).toHaveURL(/\/Dashboard$/);
  await page.goto('/admin');
  await expect(page.getByText('No tienes permiso para ver esta página.')).toBeVisible();
});

test('a candidate edits the profile (photo included) and sees it on /detallecandidato', async ({ page, request }) => {
  // A candidate of its own, so that the demo candidate other journeys read stays as seeded.
  const email = uniqueEmail('daniela.perfil');
  const reg = await request.post('/api/servicio/crearcandidato', {
    data: { tcNombre: 'Daniela', tcApellidos: 'Arce Villca', tcCorreo: email, tnTelefono: '70712340', tcContraseña: 'Secreta123', confirmPassword: 'Secreta123', tcProfesion: 'Contadora' },
  });
  expect((await reg.json()).error).toBe(0);
  await loginAs(page, email, 'Secreta123');
  await page.getByRole('complementary', { name: 'Menú de la cuenta' }).getByRole('link', { name: 'Actualizar perfil' }).click();
  await expect(page).toHaveURL(/\/miperfil$/);
  await expect(page.getByRole('heading', { name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByLabel('Nombre', { exact: true })).toHaveValue('Daniela');

  // Years of experience: minimum 0.
  await typeInto(page.getByLabel('Años de experiencia'), '-2');
  await page.getByLabel('Años de experiencia').blur();
  await expect(page.getByText('Los años de experiencia no pueden ser negativos.')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expectNotice(page, 'Los años de experiencia no pueden ser negativos.');

  await typeInto(page.getByLabel('Años de experiencia'), '7');
  await typeInto(page.getByLabel('Profesión'), 'Auditora financiera');
  // The date typed into its day, month and year parts (es-BO: dd/mm/aaaa).
  await page.getByLabel('Fecha de nacimiento').focus();
  await page.getByLabel('Fecha de nacimiento').pressSequentially('21081993');
  await page.getByLabel('Ciudad').selectOption({ label: 'Cochabamba' });
  await page.getByLabel('Sexo').selectOption('Femenino');
  await typeInto(page.getByLabel('Acerca de mí'), 'Auditora con siete años en firmas de Cochabamba y La Paz. Normas NIA y tributación del SIN.');
  await typeInto(page.getByLabel('Maestría'), 'Maestría en Auditoría y Control Financiero');
  await typeInto(page.getByLabel('Teléfono'), '70712345');
  // Private by default: only the companies she applies to see her.
  await expect(page.getByRole('switch', { name: 'Visible para empresas' })).not.toBeChecked();
  await expect(page.getByText(/^Tu perfil es privado: solo lo ven las empresas a las que postulas/)).toBeVisible();
  await page.getByRole('switch', { name: 'Visible para empresas' }).check();
  await expect(page.getByText(/^Las empresas te encuentran al buscar candidatos/)).toBeVisible();
  await page.getByLabel('Foto de perfil').setInputFiles({ name: 'yo.jpg', mimeType: 'image/jpeg', buffer: await photo(1200, 1500, { r: 190, g: 120, b: 90 }) });
  await shoot(page, 'miperfil');
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expectNotice(page, 'Perfil actualizado');

  // The stored session data (localStorage 'candidato') is refreshed.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('candidato') ?? '{}'));
  expect(stored.Profesion).toBe('Auditora financiera');
  expect(stored.FotoPerfil).toMatch(/^\/uploads\/candidatos\/.+\.webp$/);

  // Saved: a reload shows it, and the photo is kept when not re-sent.
  await page.reload();
  await expect(page.getByLabel('Profesión')).toHaveValue('Auditora financiera');
  await expect(page.getByLabel('Ciudad')).toHaveValue('3');
  await expect(page.getByRole('switch', { name: 'Visible para empresas' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Vista previa: Foto de perfil' })).toHaveAttribute('src', stored.FotoPerfil);
  await typeInto(page.getByLabel('Teléfono'), '70712346');
  await page.getByRole('button', { name: 'Guardar perfil' }).click();
  await expectNotice(page, 'Perfil actualizado');
  await expect(page.getByRole('img', { name: 'Vista previa: Foto de perfil' })).toHaveAttribute('src', stored.FotoPerfil);

  await page.getByRole('link', { name: 'Ver mi perfil público' }).click();
  await expect(page).toHaveURL(/\/detallecandidato\/[a-z0-9]+$/);
  await expect(page.getByText('Auditora financiera').first()).toBeVisible();
  await expect(page.getByText('Maestría en Auditoría y Control Financiero')).toBeVisible();
  await expect(page.locator(`img[src="${stored.FotoPerfil}"]`).first()).toBeVisible();
  await shoot(page, 'detallecandidato');
});

test('a company changes its logo, size and about text and sees them on /detalleempresa', async ({ page }) => {
  await loginAs(page, DEMO.empresa);
  await page.getByRole('complementary', { name: 'Menú de la cuenta' }).getByRole('link', { name: 'Actualizar perfil de empresa' }).click();
  await expect(page).toHaveURL(/\/miperfilempresa$/);
  await expect(page.getByRole('heading', { name: 'Actualizar Empresa' })).toBeVisible();
  const code = await page.getByLabel('Código de empresa').inputValue();
  expect(code).toMatch(/^[a-z0-9]{12}$/);
  await expect(page.getByLabel('Código de empresa')).toHaveAttribute('readonly', '');
  await expect(page.locator('input[type="hidden"][name="Estado"]')).toHaveValue('1');

  await page.getByLabel('Imagen de la empresa (logo)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 900, height: 900, channels: 4, background: { r: 29, g: 78, b: 216, alpha: 1 } } }).png().toBuffer() });
  await page.getByLabel('Tipo de empresa').selectOption({ label: 'Tecnología' });
  await expect(page.getByLabel('Tipo de empresa').locator('option')).toHaveCount(21);
  await page.getByLabel('Tamaño de la empresa').selectOption({ label: 'Mediana' });
  await expect(page.getByLabel('Tamaño de la empresa').locator('option')).toHaveCount(9);
  await typeInto(page.getByLabel('Acerca de la empresa'), 'Somos 45 personas entre La Paz y Santa Cruz. Trabajo híbrido y capacitación continua.');
  await typeInto(page.getByLabel('Año de fundación'), '2012');
  await typeInto(page.getByLabel('Correo de contacto'), 'talento@andes.bo');
  await shoot(page, 'miperfilempresa');
  await page.getByRole('button', { name: 'Actualizar Empresa' }).click();
  await expectNotice(page, 'Perfil de la empresa actualizado');
  const logo = await page.getByRole('img', { name: 'Vista previa: Imagen de la empresa (logo)' }).getAttribute('src');
  expect(logo).toMatch(/^\/uploads\/empresas\/.+\.webp$/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('empresa') ?? '{}'));
  expect(stored.UrlImagen).toBe(logo);

  await page.reload();
  await expect(page.getByLabel('Tamaño de la empresa')).toHaveValue('3');
  await expect(page.getByLabel('Acerca de la empresa')).toHaveValue(/Somos 45 personas/);

  await page.goto(`/detalleempresa/${code}`);
  await expect(page.locator(`img[src="${logo}"]`).first()).toBeVisible();
  await expect(page.getByText('Mediana').first()).toBeVisible();
  await shoot(page, 'detalleempresa');
});

test('the admin hides a job (it leaves search and its page), disables an account and reads the log', async ({ page, request }) => {
  const job = await somePublicJob(request);
  await loginAs(page, DEMO.admin);
  // A page view for the log.
  await page.goto('/blogs/vacaciones-en-bolivia-cuantos-dias-te-corresponden-segun-la-ley-general-del');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Vacaciones en Bolivia');
  await page.goto('/Dashboard');
  await page.getByRole('complementary', { name: 'Menú de la cuenta' }).getByRole('link', { name: 'Administración' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Registros en la bitácora')).toBeVisible();
  await shoot(page, 'admin-resumen');

  await page.getByRole('tab', { name: 'Empleos' }).click();
  await typeInto(page.getByLabel('Buscar empleos'), job.CodigoEmpleo);
  await page.getByRole('button', { name: 'Buscar' }).click();
  const row = page.getByRole('row').filter({ hasText: job.Titulo });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Ocultar ${job.Titulo}` }).click();
  // Hiding asks for the reason the company is told.
  const dialog = page.getByRole('dialog', { name: 'Ocultar empleo' });
  await expect(dialog.getByRole('button', { name: 'Ocultar y avisar a la empresa' })).toBeDisabled();
  await typeInto(dialog.getByLabel('Motivo (se envía a la empresa)'), 'La oferta repite otra ya publicada.');
  await dialog.getByRole('button', { name: 'Ocultar y avisar a la empresa' }).click();
  await expectNotice(page, 'El empleo quedó oculto: ya no aparece en la búsqueda ni en su página.');
  await expect(row.getByText('Oculto', { exact: true })).toBeVisible();
  await shoot(page, 'admin-empleos');

  // Gone from search and from its detail page.
  const search = await (await request.post('/api/servicio/listaempleos', { data: { tcBuscar: job.Titulo, tnCategoria: 0, tnCiudad: 0 } })).json();
  expect(search.values.map((j: { CodigoEmpleo: string }) => j.CodigoEmpleo)).not.toContain(job.CodigoEmpleo);
  const detail = await request.post('/api/servicio/getDatosEmpleo', { data: { tcCodigoEmpleo: job.CodigoEmpleo } });
  expect(JSON.stringify(await detail.json())).not.toContain(job.Titulo);
  const hiddenPage = await request.get(`/detalletrabajo/${job.CodigoEmpleo}`);
  expect(hiddenPage.status()).toBe(404);
  expect(await hiddenPage.text()).toContain('<title>Error al cargar Empleo</title>');
  await page.goto(`/busquedatrabajo?keyword=${encodeURIComponent(job.Titulo)}`);
  await expect(page.getByText(/Mostrando|No se encontraron resultados/).first()).toBeVisible();
  await expect(page.locator(`a[href^="/detalletrabajo/${job.CodigoEmpleo}"]`)).toHaveCount(0);

  // Restored, it comes back.
  await page.goto('/admin?tab=empleos');
  await typeInto(page.getByLabel('Buscar empleos'), job.CodigoEmpleo);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: `Mostrar ${job.Titulo}` }).click();
  await expectNotice(page, 'El empleo volvió a ser visible.');
  const again = await (await request.post('/api/servicio/listaempleos', { data: { tcBuscar: job.Titulo, tnCategoria: 0, tnCiudad: 0 } })).json();
  expect(again.values.map((j: { CodigoEmpleo: string }) => j.CodigoEmpleo)).toContain(job.CodigoEmpleo);

  // Disable a fresh account: its session ends and it cannot log in; enable it again.
  const email = uniqueEmail('bloqueo');
  const reg = await request.post('/api/servicio/crearcandidato', {
    data: { tcNombre: 'Mario', tcApellidos: 'Quispe', tcCorreo: email, tnTelefono: '71112233', tcContraseña: 'Secreta123', confirmPassword: 'Secreta123', tcProfesion: 'Chofer' },
  });
  const token = (await reg.json()).values.token as string;
  await page.getByRole('tab', { name: 'Usuarios' }).click();
  await typeInto(page.getByLabel('Buscar usuarios'), email);
  await page.getByRole('button', { name: 'Buscar' }).click();
  await page.getByRole('button', { name: `Deshabilitar ${email}` }).click();
  await page.getByRole('dialog', { name: 'Deshabilitar cuenta' }).getByRole('button', { name: 'Sí, deshabilitar' }).click();
  await expectNotice(page, 'La cuenta quedó deshabilitada y sus sesiones se cerraron.');
  await expect(page.getByRole('row').filter({ hasText: email }).getByText('Deshabilitada')).toBeVisible();
  await shoot(page, 'admin-usuarios');
  expect((await request.post('/api/getdatosusuario', { headers: { authorization: `Bearer ${token}` }, data: [] })).status()).toBe(401);
  const login = await (await request.post('/api/login', { data: { email, password: 'Secreta123' } })).json();
  expect(login.message).toMatch(/deshabilitada/);
  await page.getByRole('button', { name: `Habilitar ${email}` }).click();
  await expectNotice(page, 'La cuenta volvió a estar habilitada.');

  // Contact messages and the activity log, filtered by view.
  await page.getByRole('tab', { name: 'Mensajes' }).click();
  await expect(page.getByText(/\d+ mensajes?/)).toBeVisible();
  await shoot(page, 'admin-mensajes');
  await page.getByRole('tab', { name: 'Bitácora' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await page.getByLabel('Vista').selectOption('detalle-articulo');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const cells = page.getByRole('row').locator('td[data-label="Vista"]');
  await expect(cells.first()).toHaveText('detalle-articulo');
  expect(new Set(await cells.allTextContents())).toEqual(new Set(['detalle-articulo']));
  await shoot(page, 'admin-bitacora');
  await page.getByRole('tab', { name: 'Artículos' }).click();
  await expect(page.getByRole('link', { name: /^Editar / }).first()).toBeVisible();
  await shoot(page, 'admin-articulos');
});

test('the app is installable: manifest, icons, and a service worker with a fetch handler registered 30 s after load', async ({ page, request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Chamba | Empleos en Bolivia', short_name: 'Chamba', start_url: '/', display: 'standalone', lang: 'es-BO' });
  for (const icon of manifest.icons.filter((i: { type: string }) => i.type === 'image/png')) {
    const res = await request.get(icon.src);
    expect(res.ok(), icon.src).toBe(true);
    const meta = await sharp(await res.body()).metadata();
    expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
  }
  const sw = await request.get('/sw.js');
  expect(sw.headers()['content-type']).toMatch(/javascript/);
  expect(await sw.text()).toContain("addEventListener('fetch'");

  // The page links the manifest; the service worker registers 30 s after load.
  await page.clock.install();
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  // The fake clock also runs in real time: leave a margin of a few seconds either side.
  await page.clock.fastForward(25_000);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  await page.clock.fastForward(6_000);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
});

test("Chromium's installability check passes (a normal profile, not incognito)", async ({ baseURL }) => {
  // Playwright's contexts are incognito, where Chromium never offers installing; a persistent
  // profile is what a person's browser is.
  const profile = mkdtempSync(join(tmpdir(), 'chamba-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-dev-shm-usage'],
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.clock.install();
    await page.goto('/');
    await page.clock.fastForward(31_000);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page.reload();
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
    expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
    expect(manifest.errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    test.info().annotations.push({ type: 'installability', description: JSON.stringify(installabilityErrors) });
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('with the network cut after a first visit, the home page, the blog and a read article still open', async ({ page, context }) => {
  await page.clock.install();
  await page.goto('/');
  await page.clock.fastForward(31_000);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  // Wait until this page is controlled, then visit what should be readable offline.
  await page.evaluate(
    () => new Promise<void>((resolve) => (navigator.serviceWorker.controller ? resolve() : navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }))),
  );
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Chamba, inicio' })).toBeVisible();
  await page.goto('/blogs');
  const first = page.locator('.blog-card h2 a').first();
  await expect(first).toBeVisible();
  const articleTitle = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
  await expect(page.locator('img.blog-article-cover')).toBeVisible();
  const articleUrl = page.url();

  // Only public, token-free GETs are kept: no POST, no personal data.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached.some((u) => u.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((u) => u.startsWith('/api/')).every((u) => /^\/api\/servicio\/(articulos\/|listarcategorias$|listarempresas$|listarempleos$|listarplantillas$)/.test(u))).toBe(true);

  await context.setOffline(true);
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Chamba, inicio' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Blogs' })).toBeVisible();
  await shoot(page, 'offline-inicio');
  await page.goto('/blogs');
  await expect(page.getByRole('link', { name: articleTitle })).toBeVisible();
  await page.goto(articleUrl);
  await expect(page.getByRole('heading', { level: 1, name: articleTitle })).toBeVisible();
  await expect(page.locator('.blog-body p').first()).toBeVisible();
  await context.setOffline(false);
});

test('page views of the main journeys reach the activity log, with the job code and no search words', async ({ page, request }) => {
  const jobs = (await (await request.post('/api/servicio/listaempleos', { data: { tcBuscar: '', tnCategoria: 0, tnCiudad: 0, tnPagina: 1, tnTamano: 1 } })).json()).values;
  const code = jobs[0].CodigoEmpleo as string;
  const logged = () => page.waitForResponse((r) => r.url().endsWith('/api/servicio/registrarbitacora') && r.status() === 200);
  let record = logged();
  await page.goto('/busquedatrabajo?keyword=contador%20privado');
  await record;
  record = logged();
  await page.goto(`/detalletrabajo/${code}`);
  await record;

  await loginAs(page, DEMO.admin);
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Bitácora' }).click();
  await page.getByLabel('Vista').selectOption('detalle-empleo');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('row').filter({ hasText: code }).first()).toBeVisible();
  await page.getByLabel('Vista').selectOption('busqueda');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByRole('row').nth(1)).toContainText('busqueda');
  await expect(page.getByRole('table')).not.toContainText('contador privado');
});
