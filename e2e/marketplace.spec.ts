import { expect, test, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD, loginAs, uniqueEmail } from './support/fixtures';
import { fillNewAccount, typeInto } from './support/forms';
import { publishPaidJob } from './support/jobs';
import { waitForMail } from './support/mail';

/** 'Mostrando X - Y de N Resultados' as numbers. */
async function resultsLine(page: Page) {
  const line = page.getByText(/^Mostrando \d+ - \d+ de [\d.]+ Resultados$/);
  await expect(line).toBeVisible();
  const m = /^Mostrando (\d+) - (\d+) de ([\d.]+) Resultados$/.exec((await line.textContent()) ?? '')!;
  return { from: Number(m[1]), to: Number(m[2]), total: Number(m[3].replace(/\./g, '')) };
}

const cards = (page: Page) => page.locator('.job-results article.job-card');

async function salaries(page: Page) {
  const texts = await cards(page).locator('.salary').allTextContents();
  // The maximum of a range ('3.500 - 4.500 Bs') is what the salary sort orders by.
  return texts.map((t) => (t === 'A convenir' ? 0 : Number((t.match(/[\d.]+/g) ?? ['0']).at(-1)!.replace(/\./g, ''))));
}

test('searching from the home hero lands on the filtered results', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Chamba | Empleos en Bolivia');
  // Figures come from the database.
  await expect(page.getByText('Empleos activos')).toBeVisible();
  await expect(page.locator('.stats dd').first()).toHaveText(/^\d[\d.]*$/);
  // Featured jobs: 8 per page with the pager.
  const featured = page.locator('.home-featured article.job-card');
  await expect(featured).toHaveCount(8);
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  // A category card links to the search with its real count.
  const category = page.locator('.category-card').first();
  const count = Number(((await category.locator('.category-count').textContent()) ?? '').replace(/\D/g, ''));
  expect(count).toBeGreaterThan(0);

  await typeInto(page.getByLabel('¿Qué trabajo buscas?'), 'desarrolladores');
  await page.getByLabel('Categoría', { exact: true }).selectOption({ label: 'Tecnología' });
  await page.getByRole('button', { name: 'Buscar empleo' }).click();
  await expect(page).toHaveURL(/\/busquedatrabajo\?keyword=desarrolladores&category=4$/);
  await expect(page.getByLabel('Palabra clave')).toHaveValue('desarrolladores');
  await expect(page.getByLabel('Categoría')).toHaveValue('4');
  const { total } = await resultsLine(page);
  expect(total).toBeGreaterThan(0);
  await expect(cards(page).first()).toContainText('Desarrollador');
  // Accents and typos: 'potosi' and 'injeniero' find their jobs.
  await page.goto('/busquedatrabajo?keyword=injeniero%20potosi');
  await expect(cards(page).first()).toContainText(/Ingenier/);
  await expect(cards(page).first()).toContainText('Potosí');

  await page.goto('/');
  await category.click();
  await expect(page).toHaveURL(/\/busquedatrabajo\?category=\d+$/);
  expect((await resultsLine(page)).total).toBe(count);
});

/** A page of `size` results, and on top up to three featured jobs (issue 39; one already among them is listed once). */
async function expectPageOf(page: Page, size: number) {
  await expect(cards(page).nth(size - 1)).toBeVisible();
  const featured = await cards(page).locator('.badge-featured').count();
  const shown = await cards(page).count();
  expect(shown).toBeGreaterThanOrEqual(size);
  expect(shown).toBeLessThanOrEqual(size + Math.min(3, featured));
}

test('filters by city and category, changes sort and page size, uses the filter modal and pages', async ({ page }) => {
  await page.goto('/busquedatrabajo');
  await expect(page).toHaveTitle('Buscar empleos en Bolivia | Chamba');
  const all = await resultsLine(page);
  expect(all).toMatchObject({ from: 1, to: 15 });
  expect(await cards(page).locator('.badge-featured').count()).toBeGreaterThanOrEqual(1);
  await expectPageOf(page, 15);

  // Page through: page 2 then back; the list reloads from page 1 on a new search.
  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: '2', exact: true }).click();
  expect(await resultsLine(page)).toMatchObject({ from: 16, to: 30, total: all.total });
  await page.getByRole('navigation', { name: 'Paginación' }).getByRole('button', { name: 'Anterior' }).click();
  expect(await resultsLine(page)).toMatchObject({ from: 1, to: 15 });

  await page.getByLabel('Ciudad').selectOption({ label: 'La Paz' });
  await page.getByLabel('Categoría').selectOption({ label: 'Tecnología' });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/category=4/);
  await expect(page).toHaveURL(/city=4/);
  const filtered = await resultsLine(page);
  expect(filtered.total).toBeLessThan(all.total);
  for (const card of await cards(page).all()) await expect(card).toContainText('La Paz');

  // Sort by salary: highest first.
  await page.getByLabel('Ordenar por').selectOption({ label: 'Mayor salario' });
  await expect(page).toHaveURL(/sort=salario/);
  await expect(cards(page).first()).toBeVisible();
  const bySalary = await salaries(page);
  expect(bySalary).toEqual([...bySalary].sort((a, b) => b - a));

  // Page size 20 on the whole list.
  await page.goto('/busquedatrabajo');
  await page.getByLabel('Mostrar').selectOption('20');
  await expect(page).toHaveURL(/size=20/);
  expect(await resultsLine(page)).toMatchObject({ from: 1, to: 20, total: all.total });
  await expectPageOf(page, 20);

  // The filter modal: job type Prácticas.
  await page.getByRole('button', { name: 'Filtros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrar empleos' });
  await dialog.getByLabel('Tipo de empleo').selectOption({ label: 'Prácticas' });
  await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(page).toHaveURL(/jobType=4/);
  await expect(page.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
  const internships = await resultsLine(page);
  expect(internships.total).toBeLessThan(all.total);
  for (const card of await cards(page).all()) await expect(card).toContainText('Prácticas');
  // Removing the filter chip goes back to everything.
  await page.getByRole('button', { name: 'Quitar filtro Prácticas' }).click();
  expect((await resultsLine(page)).total).toBe(all.total);

  // Nothing found.
  await page.goto('/busquedatrabajo?keyword=zzzqqqxxx');
  await expect(page.getByText('No se encontraron resultados para tu búsqueda.')).toBeVisible();
});

test('opens a job and its company; the apply block depends on who looks', async ({ page }) => {
  await page.goto('/busquedatrabajo?keyword=desarrollador%20full%20stack');
  const first = cards(page).first();
  const title = (await first.getByRole('heading').textContent())!.trim();
  const company = (await first.locator('.job-card-company').textContent())!.trim();
  await first.getByRole('heading').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/detalletrabajo\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')} en `));
  for (const heading of ['Descripción', 'Requerimientos', 'Responsabilidades', 'Habilidades']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Vistas')).toBeVisible();
  // A visitor is asked to log in or register.
  const apply = page.getByRole('complementary', { name: 'Postulación y empresa' });
  await expect(apply.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(apply.getByRole('link', { name: 'Registrarme' })).toBeVisible();
  await expect(apply.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
  const jobUrl = page.url();

  await page.getByRole('link', { name: company }).first().click();
  await expect(page).toHaveURL(/\/detalleempresa\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Empleos publicados \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: `Ver detalle de ${title}` }).first()).toBeVisible();

  // A company sees 'Publicar Nueva Oferta'; staff see the candidates-only message.
  await loginAs(page, DEMO.empresa);
  await page.goto(jobUrl);
  await expect(page.getByRole('link', { name: 'Publicar Nueva Oferta' })).toHaveAttribute('href', '/crearempleo');
  await page.evaluate(() => localStorage.clear());
  await loginAs(page, DEMO.admin);
  await page.goto(jobUrl);
  await expect(page.getByText('La postulación a empleos está disponible solo para candidatos.')).toBeVisible();

  await page.goto('/detalletrabajo/noexiste123');
  await expect(page.getByRole('heading', { name: 'Error al cargar Empleo' })).toBeVisible();
  await expect(page).toHaveTitle('Error al cargar Empleo');
});

test('a visitor who logs in or registers from a job comes back to it, ready to apply', async ({ page, request }) => {
  // A job of its own: the demo candidate may have applied to the newest ones in other journeys.
  const word = `volver${Date.now().toString(36)}`;
  const title = `Cajero ${word}`;
  await publishPaidJob(request, title);
  await page.goto(`/busquedatrabajo?keyword=${word}`);
  const found = page.getByRole('article', { name: title });
  await found.getByRole('heading').getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/detalletrabajo\/[a-z0-9]+$/);
  const jobPath = new URL(page.url()).pathname;
  const apply = page.getByRole('complementary', { name: 'Postulación y empresa' });

  // Logging in from the job returns to it, with the candidate's apply block.
  await apply.getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login\?volver=/);
  await typeInto(page.getByLabel('Correo electrónico'), DEMO.candidato);
  await typeInto(page.getByLabel('Contraseña'), DEMO_PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPath}#postular$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(apply.getByRole('button', { name: 'Postular' })).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  // Registering from the job returns to it too.
  await page.goto(jobPath);
  await apply.getByRole('link', { name: 'Registrarme' }).click();
  const panel = page.getByRole('tabpanel');
  await fillNewAccount(panel, { Nombre: 'Rosa', Apellidos: 'Condori Huanca', 'Correo electrónico': uniqueEmail('volver'), Teléfono: '76543210', Profesión: 'Contadora' });
  await panel.getByRole('button', { name: 'Crear cuenta de candidato' }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPath}#postular$`));
  await expect(apply.getByText('Para postular necesitas un currículum. Aún no creaste ninguno.')).toBeVisible();

  // Another site in ?volver= is ignored: the dashboard, as usual.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login?volver=%2F%2Fevil.example%2F');
  await typeInto(page.getByLabel('Correo electrónico'), DEMO.candidato);
  await typeInto(page.getByLabel('Contraseña'), DEMO_PASSWORD);
  await page.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
});

test('the map filters the list by a city', async ({ page }) => {
  await page.goto('/busquedatrabajomapa');
  const marker = page.getByRole('button', { name: /^Potosí \d+ empleos?$/ });
  await expect(marker).toBeVisible();
  const expected = Number(/(\d+)/.exec((await marker.getAttribute('aria-label')) ?? '')![1]);
  await marker.click();
  await expect(page).toHaveURL(/city=7/);
  await expect(page.getByRole('heading', { name: 'Empleos en Potosí' })).toBeVisible();
  expect((await resultsLine(page)).total).toBe(expected);
  for (const card of await cards(page).all()) await expect(card).toContainText('Potosí');
  // Page size 10 by default on the map; 20 changes it.
  await expect(cards(page)).toHaveCount(Math.min(10, expected));
  // Keywords and a type of employment narrow it; the markers follow the words.
  await typeInto(page.getByLabel('Palabras clave'), 'ingeniero');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/keyword=ingeniero/);
  const narrowed = await resultsLine(page);
  expect(narrowed.total).toBeLessThan(expected);
  await expect(page.getByRole('button', { name: new RegExp(`^Potosí ${narrowed.total} empleos?$`) })).toBeVisible();
  // A radius around La Paz includes El Alto.
  await page.goto('/busquedatrabajomapa?city=4&radius=50');
  await expect(page.getByRole('heading', { name: 'Empleos en La Paz y a 50 km' })).toBeVisible();
  await page.getByLabel('Mostrar').selectOption('50');
  await expect(cards(page).filter({ hasText: 'El Alto' }).first()).toBeVisible();
});

test('a company searches candidates; a visitor is invited to log in', async ({ page }) => {
  await page.goto('/busquedacandidato');
  await expect(page.getByText('Inicia sesión como empresa para buscar candidatos')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear cuenta de empresa' })).toBeVisible();

  await loginAs(page, DEMO.empresa);
  await page.goto('/busquedacandidato');
  await expect(page.getByText(/^Mostrando 1 - \d+ de \d+ candidatos$/)).toBeVisible();
  await typeInto(page.getByLabel('Profesión'), 'ingeniero');
  await page.getByLabel('Ciudad').selectOption({ label: 'Potosí' });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/profesion=ingeniero&city=7/);
  const card = page.locator('.candidate-card').first();
  await expect(card).toContainText('Ingeniero de Minas');
  await card.getByRole('link', { name: 'Ver perfil' }).click();
  await expect(page).toHaveURL(/\/detallecandidato\/[a-z0-9]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Juan Carlos Choque Mamani');
  // Decision trust.md: an unverified company (the demo one) reads the profile and CV, not the contact data.
  await expect(page.getByText('jc.choque@correo.bo')).toHaveCount(0);
  await expect(page.getByRole('note').filter({ hasText: 'Verifica tu empresa para ver los datos de contacto.' })).toBeVisible();
  await expect(page.getByText('Maestría', { exact: true })).toBeVisible();
  // A hidden candidate is not found.
  await page.goto('/busquedacandidato?q=esteban');
  await expect(page.getByText('No se encontraron candidatos para tu búsqueda.')).toBeVisible();
});

test('a visitor sees the professional profile of a candidate without contact data or CV', async ({ page, request }) => {
  const login = await request.post('/api/login', { data: { email: DEMO.empresa, password: 'Chamba2026!' } });
  const token = (await login.json()).datos.token;
  const res = await request.post('/api/servicio/buscarcandidatos', { data: { tcBuscar: 'Lucía' }, headers: { authorization: `Bearer ${token}` } });
  const code = (await res.json()).values[0].CandidatoCodigo;
  await page.goto(`/detallecandidato/${code}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lucía Mamani Quispe' })).toBeVisible();
  await expect(page.getByText('Contadora Pública').first()).toBeVisible();
  await expect(page.getByText('candidato@chamba.bo')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Experiencia laboral' })).toHaveCount(0);
  await expect(page.getByText('La experiencia, la formación y los datos de contacto se muestran solo a las empresas.')).toBeVisible();
});

test('sends the contact form and the e-mail arrives', async ({ page }) => {
  await page.goto('/contactanos');
  await expect(page.getByRole('heading', { name: 'Ponte en contacto' })).toBeVisible();
  const send = page.getByRole('button', { name: 'Enviar mensaje' });
  await expect(send).toBeDisabled();
  await page.getByLabel('Nombre completo').click();
  await page.getByLabel('Correo electrónico').click();
  await page.getByLabel('Mensaje').click();
  await page.getByLabel('Teléfono').click();
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
  await expect(page.getByText('Ingresa un correo válido.')).toBeVisible();
  await expect(page.getByText('El mensaje es obligatorio.')).toBeVisible();
  await typeInto(page.getByLabel('Teléfono'), 'abc');
  await page.getByLabel('Nombre completo').click();
  await expect(page.getByText('Ingresa un número de teléfono válido.')).toBeVisible();

  const stamp = Date.now();
  await typeInto(page.getByLabel('Nombre completo'), `Carla Áñez ${stamp}`);
  await typeInto(page.getByLabel('Empresa (opcional)'), 'Hoteles Chiquitanos');
  await typeInto(page.getByLabel('Teléfono'), '33398800');
  await typeInto(page.getByLabel('Correo electrónico'), 'carla@hoteles.bo');
  await typeInto(page.getByLabel('Mensaje'), 'Queremos publicar cinco vacantes de recepción.');
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('status').filter({ hasText: 'Gracias por escribirnos. Te responderemos muy pronto.' })).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveValue('');
  const mail = await waitForMail('contacto@chamba.bo', new RegExp(`Nueva solicitud de contacto de Carla Áñez ${stamp}`));
  expect(mail.text).toContain('Queremos publicar cinco vacantes de recepción.');
  expect(mail.text).toContain('Hoteles Chiquitanos');

  // The same form on the home page.
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '¿Tienes preguntas? Escríbenos' })).toBeVisible();
  await expect(page.getByRole('form', { name: '¿Tienes preguntas? Escríbenos' }).getByRole('button', { name: 'Enviar mensaje' })).toBeDisabled();
});

test('a job URL without JavaScript carries its title, Open Graph tags and JobPosting JSON-LD', async ({ request }) => {
  const list = await request.post('/api/servicio/listaempleos', { data: { tcBuscar: 'ingeniero petrolero', tnTamano: 1 } });
  const job = (await list.json()).values[0];
  const res = await request.get(`/detalletrabajo/${job.CodigoEmpleo}`);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)![1];
  expect(title).toContain(job.Titulo);
  expect(/<meta property="og:title" content="([^"]*)">/.exec(html)![1]).toBe(title);
  expect(/<meta property="og:image" content="([^"]*)">/.exec(html)![1]).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/uploads\/logos\/.+\.png$/);
  const description = /<meta name="description" content="([^"]*)">/.exec(html)![1];
  expect(description.length).toBeLessThanOrEqual(255);
  const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]);
  expect(ld).toMatchObject({
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.Titulo,
    employmentType: 'FULL_TIME',
    hiringOrganization: { '@type': 'Organization', name: job.EmpresaNombre },
    jobLocation: { address: { addressLocality: job.NombreCiudad, addressCountry: 'BO' } },
    identifier: { value: job.CodigoEmpleo },
  });
  expect(ld.datePosted).toBe(job.FechaPublicacion);
  expect(ld.validThrough).toBe(`${job.FechaVencimiento}T23:59:59-04:00`);
  if (job.SalarioAproximado > 0) {
    const value = job.SalarioMinimo > 0 ? { minValue: job.SalarioMinimo, maxValue: job.SalarioAproximado } : { value: job.SalarioAproximado };
    expect(ld.baseSalary).toMatchObject({ currency: 'BOB', value: { ...value, unitText: 'MONTH' } });
  }
  // The logo is a real image.
  const logo = await request.get(ld.hiringOrganization.logo);
  expect(logo.headers()['content-type']).toBe('image/png');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/detalletrabajo/${job.CodigoEmpleo}</loc>`);
  expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  expect((await request.get('/detalletrabajo/noexiste123')).status()).toBe(404);
});

test('public pages work at 390 px', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const url of ['/', '/busquedatrabajo', '/busquedatrabajomapa', '/busquedaavanzada', '/contactanos']) {
    await page.goto(url);
    await expect(page.locator('main h1').first()).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
  await page.goto('/busquedaavanzada');
  await typeInto(page.getByLabel('Palabras clave'), 'contador');
  await page.getByLabel('Tipo de empleo').selectOption({ label: 'Tiempo completo' });
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/keyword=contador&jobType=1/);
  await expect(cards(page).first()).toContainText(/Contador/);
});
