/**
 * Featured jobs and confidential postings (issue 39), at 390 and 1280 px, typing key by key:
 * - a company administrator features a published job from «Mis empleos» for 15 days, pays the QR
 *   on the sandbox page, sees «Destacado hasta <fecha>», and a visitor's search shows it first with
 *   «Destacado», above a newer job that matches the same word;
 * - a company publishes a job as «empresa confidencial» (the job form's checkbox, by keyboard) and
 *   pays it, a visitor sees «Empresa confidencial» on the card and the job page and never the
 *   company's name, the demo candidate applies, the company reveals its name from the applicant's
 *   card (confirm dialog) and the candidate sees it in «Mis postulaciones».
 * - staff change a featured price in Administración › Pagos, beside the credit packs.
 * Each page visited is checked with axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { expectAccessible } from './support/a11y';
import { payerFields, typeAndTab, typeInto } from './support/forms';
import { publishPaidJob, registerUnpaidJob } from './support/jobs';
import { confirmOnSandbox } from './support/sandbox';
import { newPage, signedPost } from './support/session';

const SHOTS = 'test-results/featured-shots';
const COMPANY = 'Andes Tecnología S.R.L.';
const CONFIDENTIAL = 'Empresa confidencial';

/** Letters only, so the search finds exactly this run's jobs. */
const uniqueWord = () => Array.from({ length: 8 }, () => 'bcdfghjklmnpqrstvwxz'[Math.floor(Math.random() * 20)]).join('');

/** dd/mm/yyyy of a La Paz day `days` from now, as the client prints dates. */
const laPazDate = (days: number) => {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/La_Paz' }).format(new Date(Date.now() + days * 86_400_000)).split('-');
  return `${d}/${m}/${y}`;
};

const cards = (page: Page) => page.locator('.job-results article.job-card');

/** A 390 px page must not scroll sideways. */
async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [390, 1280] as const) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: width > 500 ? 900 : 844 } });
    test(`a company features a published job by QR and it leads the search (${width} px)`, async ({ browser, request }) => {
      test.setTimeout(300_000);
      const word = uniqueWord();
      // The one to feature first (older), then a newer one the same word finds.
      const featured = await publishPaidJob(request, `Vendedor ${word}`);
      const newer = await publishPaidJob(request, `Cajero ${word}`);

      const company = await newPage(browser, width);
      await loginAs(company, DEMO.empresa);
      await company.goto('/misempleos');
      await typeInto(company.getByLabel('Buscar en mis empleos'), word);
      const card = company.locator('.manager-card').filter({ has: company.getByRole('heading', { name: `Vendedor ${word}` }) });
      const feature = card.getByRole('link', { name: `Destacar "Vendedor ${word}"` });
      await expect(feature).toBeVisible();
      await expectAccessible(company, 'Mis empleos con «Destacar»');
      // By keyboard: the link takes the focus and Enter opens it.
      await feature.focus();
      await company.keyboard.press('Enter');
      await expect(company).toHaveURL(new RegExp(`/destacarempleo/${featured.Empleo}$`));
      await expect(company.getByRole('heading', { name: 'Destacar empleo' })).toBeVisible();

      // The days with the prices of preciosdestacado (7/15/30: 30/50/80 Bs unless staff changed them).
      const prices = (await (await request.get('/api/servicio/preciosdestacado')).json()).values as { Dias: number; MontoBs: number }[];
      const fifteen = prices.find((p) => p.Dias === 15)!;
      for (const p of prices) await expect(company.getByRole('radio', { name: new RegExp(`^${p.Dias} días`) })).toBeVisible();
      await expect(company.locator('.pack-option').filter({ hasText: '15 días' })).toContainText(`Bs. ${fifteen.MontoBs}`);
      const radio = company.getByRole('radio', { name: /^15 días/ });
      await radio.focus();
      await company.keyboard.press('Space');
      await expect(radio).toBeChecked();
      const form = company.getByRole('form', { name: 'Datos de facturación' });
      await expect(form).toContainText('Empleo destacado 15 días');
      await expect(form).toContainText(`Bs. ${fifteen.MontoBs}`);
      await typeAndTab(company, payerFields('Jorge Vargas Rojas', DEMO.empresa));
      await expectAccessible(company, 'Destacar empleo con los datos del pago');
      if (width === 390) {
        await expectNoSideScroll(company);
        await company.screenshot({ path: `${SHOTS}/destacar-${width}.png`, fullPage: true });
      }
      await company.getByRole('button', { name: 'Generar Qr' }).click();
      await expect(company.getByRole('img', { name: 'Código QR de pago' })).toBeVisible();
      await expect(company.locator('.pay-amount')).toHaveText(`Bs. ${fifteen.MontoBs}`);
      const qrUrl = (await company.getByRole('link', { name: 'abrir la página de pago de prueba' }).getAttribute('href'))!;
      const bank = await company.context().newPage();
      await bank.goto(qrUrl);
      const success = await confirmOnSandbox(bank, company, 15_000);
      await expect(success).toContainText(`«Vendedor ${word}» queda destacado 15 días`);
      await expectAccessible(company, 'el aviso de empleo destacado');
      await success.getByRole('link', { name: 'Ver mis empleos' }).click();

      // Mis empleos says until when, and offers to extend it.
      await expect(company).toHaveURL(/\/misempleos$/);
      await typeInto(company.getByLabel('Buscar en mis empleos'), word);
      await expect(card).toContainText(`Destacado hasta ${laPazDate(15)}`);
      await expect(card.getByRole('link', { name: `Extender destacado de "Vendedor ${word}"` })).toBeVisible();
      await expect(company.locator('.manager-card').filter({ hasText: `Cajero ${word}` })).not.toContainText('Destacado hasta');
      await expectAccessible(company, 'Mis empleos con un empleo destacado');
      if (width === 390) await company.screenshot({ path: `${SHOTS}/misempleos-destacado-${width}.png`, fullPage: true });

      // A visitor's search: the featured job first, marked, above the newer one.
      const visitor = await newPage(browser, width);
      await visitor.goto(`/busquedatrabajo?keyword=${word}`);
      await expect(cards(visitor)).toHaveCount(2);
      await expect(cards(visitor).first().getByRole('heading')).toHaveText(`Vendedor ${word}`);
      await expect(cards(visitor).first().locator('.badge-featured')).toHaveText('Destacado');
      await expect(cards(visitor).nth(1).getByRole('heading')).toHaveText(`Cajero ${word}`);
      await expect(cards(visitor).nth(1).locator('.badge-featured')).toHaveCount(0);
      await expectAccessible(visitor, 'la búsqueda con un empleo destacado');
      if (width === 390) {
        await expectNoSideScroll(visitor);
        await visitor.screenshot({ path: `${SHOTS}/busqueda-destacado-${width}.png`, fullPage: true });
      }
      // The home row «Empleos destacados» opens with featured jobs, marked.
      await visitor.goto('/');
      const home = visitor.getByRole('region', { name: 'Empleos destacados' }).locator('article.job-card');
      await expect(home.first().locator('.badge-featured')).toHaveText('Destacado');
      await expectAccessible(visitor, 'el inicio con empleos destacados');
      if (width === 390) {
        await expectNoSideScroll(visitor);
        await home.first().scrollIntoViewIfNeeded();
        await visitor.screenshot({ path: `${SHOTS}/inicio-destacado-${width}.png` });
      }
      await visitor.goto(`/busquedatrabajo?keyword=${word}`);
      // Its page says it too.
      await cards(visitor).first().getByRole('heading').getByRole('link').click();
      await expect(visitor.getByRole('heading', { level: 1, name: `Vendedor ${word}` })).toBeVisible();
      await expect(visitor.locator('.job-header .badge-featured')).toHaveText('Destacado');
      await expectAccessible(visitor, 'la página de un empleo destacado');
      // The company closes both jobs: a job featured here would lead the searches of the journeys that run after this one.
      const token = await company.evaluate(() => localStorage.getItem('authToken'));
      for (const job of [featured, newer]) {
        const closed = await request.post('/api/servicio/eliminarempleo', { headers: { authorization: `Bearer ${token}` }, data: { tcCodigoEmpleo: job.CodigoEmpleo } });
        expect(closed.status()).toBe(200);
      }
      await visitor.context().close();
      await company.context().close();
    });

    test(`a confidential job hides the company until it reveals its name to an applicant (${width} px)`, async ({ browser }) => {
      test.setTimeout(300_000);
      const word = uniqueWord();
      const title = `Analista de compras ${word}`;

      // --- The company creates the job as «empresa confidencial» (the checkbox by keyboard) and pays it.
      const company = await newPage(browser, width);
      await loginAs(company, DEMO.empresa);
      await company.goto('/crearempleo');
      await expect(company.getByRole('heading', { name: 'Crear Empleo Nuevo' })).toBeVisible();
      await typeInto(company.getByLabel('Título del empleo'), title);
      await typeInto(company.getByLabel('Descripción corta'), 'Cotizaciones, órdenes de compra y seguimiento a proveedores.');
      await company.getByLabel('Tipo de empleo').selectOption({ label: 'Tiempo completo' });
      await company.getByLabel('Categoría').selectOption({ index: 1 });
      await company.getByLabel('Ciudad').selectOption({ label: 'La Paz' });
      const confidential = company.getByRole('checkbox', { name: 'Publicar como empresa confidencial' });
      await expect(confidential).not.toBeChecked();
      await expect(confidential).toHaveAccessibleDescription(/Los candidatos verán «Empresa confidencial», el sector de tu empresa y la ciudad/);
      await confidential.focus();
      await company.keyboard.press('Space');
      await expect(confidential).toBeChecked();
      await expectAccessible(company, 'Crear empleo confidencial');
      if (width === 390) {
        await expectNoSideScroll(company);
        await confidential.scrollIntoViewIfNeeded();
        await company.screenshot({ path: `${SHOTS}/crearempleo-confidencial-${width}.png` });
      }
      await company.getByRole('button', { name: 'Siguiente' }).click();
      await company.getByRole('button', { name: 'Siguiente' }).click();
      const empleo = await registerUnpaidJob(company);
      await typeAndTab(company, payerFields('Jorge Vargas Rojas', DEMO.empresa));
      await company.getByRole('button', { name: 'Generar Qr' }).click();
      const qrUrl = (await company.getByRole('link', { name: 'abrir la página de pago de prueba' }).getAttribute('href'))!;
      const bank = await company.context().newPage();
      await bank.goto(qrUrl);
      const paid = await confirmOnSandbox(bank, company, 15_000);
      await paid.getByRole('button', { name: /Cerrar/ }).first().click();
      const mine = await signedPost<{ Datos: { Empleo: number; CodigoEmpleo: string; Confidencial: boolean; Visible: boolean }[] }>(company, '/api/servicio/listarempleosbyempresa', []);
      const job = mine.Datos.find((j) => j.Empleo === empleo)!;
      expect(job).toMatchObject({ Confidencial: true, Visible: true });

      // The edit form keeps the choice.
      await company.goto(`/editarempleo/${job.CodigoEmpleo}`);
      await expect(company.getByRole('checkbox', { name: 'Publicar como empresa confidencial' })).toBeChecked();

      // --- A visitor: «Empresa confidencial» on the card and the page, never the company's name.
      const visitor = await newPage(browser, width);
      await visitor.goto(`/busquedatrabajo?keyword=${word}`);
      const card = cards(visitor).filter({ hasText: title });
      await expect(card).toHaveCount(1);
      await expect(card.locator('.job-card-company')).toContainText(CONFIDENTIAL);
      await expect(card.locator('a[href^="/detalleempresa/"]')).toHaveCount(0);
      await expect(visitor.locator('main')).not.toContainText(COMPANY);
      await expectAccessible(visitor, 'la búsqueda con un empleo confidencial');
      if (width === 390) {
        await expectNoSideScroll(visitor);
        await visitor.screenshot({ path: `${SHOTS}/busqueda-confidencial-${width}.png`, fullPage: true });
      }
      await card.getByRole('heading').getByRole('link').click();
      await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(visitor.locator('.job-location')).toContainText(CONFIDENTIAL);
      await expect(visitor.getByRole('complementary', { name: 'Postulación y empresa' })).toContainText(CONFIDENTIAL);
      await expect(visitor.locator('body')).not.toContainText(COMPANY);
      await expect(visitor.locator('a[href^="/detalleempresa/"]')).toHaveCount(0);
      expect(await visitor.title()).not.toContain(COMPANY);
      await expectAccessible(visitor, 'la página de un empleo confidencial');
      if (width === 390) {
        await expectNoSideScroll(visitor);
        await visitor.screenshot({ path: `${SHOTS}/empleo-confidencial-${width}.png`, fullPage: true });
      }
      await visitor.context().close();

      // --- The demo candidate applies and sees «Empresa confidencial» in Mis postulaciones.
      const candidate = await newPage(browser, width);
      await loginAs(candidate, DEMO.candidato);
      await candidate.goto(`/detalletrabajo/${job.CodigoEmpleo}`);
      await expect(candidate.locator('body')).not.toContainText(COMPANY);
      await candidate.getByLabel('Elige el currículum para postular').selectOption({ label: 'Contadora Pública' });
      await candidate.getByRole('button', { name: 'Postular', exact: true }).click();
      const confirm = candidate.getByRole('dialog', { name: 'Postular' });
      await confirm.getByRole('button', { name: 'Sí, quiero postular' }).click();
      await expectNotice(candidate, '¡Postulación exitosa!');
      await candidate.goto('/mispostulaciones');
      const application = candidate.getByRole('listitem').filter({ hasText: title });
      await expect(application).toContainText(CONFIDENTIAL);
      await expect(application).not.toContainText(COMPANY);
      await expectAccessible(candidate, 'Mis postulaciones con un empleo confidencial');

      // --- The company reveals its name to her, after a confirm dialog.
      await company.goto(`/listarpostulantes/${job.CodigoEmpleo}`);
      const applicant = company.locator('.applicant-card').filter({ has: company.getByRole('heading', { name: 'Lucía Mamani Quispe' }) });
      await expect(applicant).toContainText('ve «Empresa confidencial», no el nombre de tu empresa');
      const reveal = applicant.getByRole('button', { name: 'Revelar nuestro nombre a Lucía Mamani Quispe' });
      await expectAccessible(company, 'Postulantes de un empleo confidencial');
      await reveal.focus();
      await company.keyboard.press('Enter');
      const dialog = company.getByRole('dialog', { name: 'Revelar nuestro nombre' });
      await expect(dialog).toContainText(`verá que esta oferta es de ${COMPANY}`);
      await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
      await expectAccessible(company, 'el diálogo «Revelar nuestro nombre»');
      if (width === 390) await company.screenshot({ path: `${SHOTS}/revelar-${width}.png` });
      // Escape closes without revealing; then it is confirmed.
      await company.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(reveal).toBeFocused();
      await company.keyboard.press('Enter');
      await dialog.getByRole('button', { name: 'Sí, revelar' }).click();
      await expect(dialog).toBeHidden();
      await expect(applicant).toContainText('Lucía Mamani Quispe ya conoce el nombre de tu empresa.');
      await expect(applicant.getByRole('button', { name: /Revelar nuestro nombre/ })).toHaveCount(0);
      await expectAccessible(company, 'Postulantes tras revelar el nombre');
      if (width === 390) {
        await expectNoSideScroll(company);
        await applicant.scrollIntoViewIfNeeded();
        await company.screenshot({ path: `${SHOTS}/revelado-${width}.png` });
      }

      // --- The candidate now sees the company's name.
      await candidate.reload();
      await expect(candidate.getByRole('listitem').filter({ hasText: title })).toContainText(COMPANY);
      await expectAccessible(candidate, 'Mis postulaciones tras revelar la empresa');
      if (width === 390) await candidate.screenshot({ path: `${SHOTS}/mispostulaciones-revelada-${width}.png`, fullPage: true });
      await candidate.context().close();
      await company.context().close();
    });

    test(`staff change a featured price beside the packs, and the public price follows (${width} px)`, async ({ page, request }) => {
      const price = async (dias: number) => ((await (await request.get('/api/servicio/preciosdestacado')).json()).values as { Dias: number; MontoBs: number }[]).find((p) => p.Dias === dias)!.MontoBs;
      const before = await price(7);
      const next = before + (width === 390 ? 5 : 6);
      await loginAs(page, DEMO.admin);
      await page.goto('/admin?tab=pagos');
      await expect(page.getByRole('heading', { name: 'Paquetes de publicaciones' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Precios de empleos destacados' })).toBeVisible();
      const seven = page.getByRole('form', { name: 'Destacado 7 días' });
      const field = seven.getByLabel('Precio (Bs)');
      await expect(field).toHaveValue(String(before));
      // A wrong price is refused with the reason; the right one is saved with Enter.
      await typeInto(field, '0');
      await field.press('Enter');
      await expectNotice(page, 'El precio debe ser un número entero de 1 a 100000 Bs.');
      await typeInto(field, String(next));
      await field.press('Enter');
      await expectNotice(page, 'Precio guardado.');
      await expect(field).toHaveValue(String(next));
      expect(await price(7)).toBe(next);
      await expectAccessible(page, 'Administración, precios de destacados');
      if (width === 390) {
        await expectNoSideScroll(page);
        await seven.scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${SHOTS}/admin-precios-${width}.png` });
      }
      // Back to the price it had.
      await typeInto(field, String(before));
      await field.press('Enter');
      await expectNotice(page, 'Precio guardado.');
      expect(await price(7)).toBe(before);
    });
  });
}
