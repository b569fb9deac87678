import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, expectNotice, loginAs } from './support/fixtures';
import { typeInto } from './support/forms';

/** Issue 14: the search box suggests while typing and the search forgives typos and knows synonyms. */

const firstTitle = (page: import('@playwright/test').Page) => page.locator('.job-results article.job-card h2').first();

test('a visitor picks a suggestion with the keyboard on a desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const box = page.getByRole('combobox', { name: '¿Qué trabajo buscas?' });
  await typeInto(box, 'conta');
  const list = page.getByRole('listbox', { name: 'Sugerencias' });
  await expect(list).toBeVisible();
  await expect(list.getByRole('option', { name: /Contador General/ })).toBeVisible();
  await expect(page.getByText(/\d+ sugerencias?; use las flechas para elegir\./)).toBeAttached();
  await expectAccessible(page, 'el inicio con sugerencias');
  // Down to the suggestion, Enter: the search runs with it.
  const options = await list.getByRole('option').allTextContents();
  const target = options.findIndex((o) => o.startsWith('Contador General'));
  for (let i = 0; i <= target; i++) await box.press('ArrowDown');
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/busquedatrabajo\?keyword=Contador\+General/);
  await expect(firstTitle(page)).toHaveText(/Contador General/);
  await expectAccessible(page, 'los resultados de la búsqueda');
  // Escape closes the list without searching.
  const searchBox = page.getByRole('combobox', { name: 'Palabra clave' });
  await typeInto(searchBox, 'ingen');
  await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeVisible();
  await searchBox.press('Escape');
  await expect(page.getByRole('listbox', { name: 'Sugerencias' })).toBeHidden();
  await expect(searchBox).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('on a phone the suggestions fit the screen, close once searched or tapped away, and a typo or a synonym still finds the job', async ({ page }) => {
    await page.goto('/busquedatrabajo');
    const box = page.getByRole('combobox', { name: 'Palabra clave' });
    await typeInto(box, 'ingenie');
    const list = page.getByRole('listbox', { name: 'Sugerencias' });
    await expect(list).toBeVisible();
    const rect = await list.boundingBox();
    expect(rect && rect.x >= 0 && rect.x + rect.width <= 390).toBe(true);
    await page.screenshot({ path: 'test-results/search-suggest-list-390.png' });
    await expectAccessible(page, 'la búsqueda con sugerencias');
    // A job title suggestion ("Cargo"): the search runs with it and that job leads the results.
    const title = list.getByRole('option').filter({ hasText: 'Cargo' }).first();
    const label = (await title.locator('.suggest-text').textContent()) ?? '';
    expect(label).toMatch(/^Ingenier/);
    await title.click();
    await expect(page).toHaveURL(/keyword=Ingenier/);
    await expect(firstTitle(page)).toHaveText(label);
    await page.screenshot({ path: 'test-results/search-suggest-390.png' });

    // A typo: one letter dropped. Once searched, no list stays open over the filters.
    await typeInto(box, 'contdor');
    await box.press('Enter');
    // Contador's synonyms (contable, contabilidad) are found too, at the same rank: other journeys'
    // "Asistente contable" may come first, a Contador among the first results.
    await expect.poll(async () => (await page.locator('.job-results article.job-card h2').allTextContents()).slice(0, 3).some((t) => /Contador/.test(t))).toBe(true);
    await page.waitForTimeout(600); // longer than the suggestions' wait and answer: a late answer opens nothing
    await expect(list).toBeHidden();
    // The list lies over the category filter: a tap outside it (on the page's title) closes it,
    // and the filter under it is there to tap.
    await typeInto(box, 'ingen');
    await expect(list).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Buscar empleos' }).tap();
    await expect(list).toBeHidden();
    const category = page.getByLabel('Categoría');
    await category.tap();
    await expect(box).toHaveValue('ingen');
    const center = await category.boundingBox();
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('select')?.id ?? '', { x: center!.x + center!.width / 2, y: center!.y + center!.height / 2 })).toBe(
      await category.getAttribute('id'),
    );
    // A synonym: RR.HH. finds 'Recursos Humanos'.
    await typeInto(box, 'RRHH');
    await box.press('Enter');
    await expect(page.locator('.job-results article.job-card h2').filter({ hasText: 'Recursos Humanos' }).first()).toBeVisible();
  });
});

/** Staff keep the synonym groups (Administración → Sinónimos); a visitor's search uses a new group at once. */
for (const width of [1280, 390]) {
  test(`staff add and remove a synonym group that the search uses at once (${width} px)`, async ({ browser }) => {
    const word = `numerario${width}`;
    // A context of its own (axe reads pages made from a context, never browser.newPage).
    const staff = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await loginAs(staff, DEMO.admin);
    await staff.goto('/admin?tab=sinonimos');
    await expect(staff.getByRole('list', { name: 'Grupos de sinónimos' })).toBeVisible();
    await expect(staff.getByRole('list', { name: 'Grupos de sinónimos' }).getByRole('listitem').first()).toBeVisible();
    await typeInto(staff.getByLabel('Nuevo grupo de sinónimos'), `${word}, contador general`);
    await staff.getByRole('button', { name: 'Agregar grupo' }).click();
    await expectNotice(staff, 'Sinónimos guardados: la búsqueda ya los usa.');
    const group = staff.getByRole('button', { name: `Eliminar el grupo ${word}, contador general` });
    await expect(group).toBeVisible();
    await expectAccessible(staff, 'los sinónimos de la administración');
    if (width === 390) await staff.screenshot({ path: `test-results/admin-sinonimos-${width}.png`, fullPage: true });

    const visitor = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
    await visitor.goto(`/busquedatrabajo?keyword=${word}`);
    await expect(firstTitle(visitor)).toHaveText(/Contador General/);

    await group.click();
    await expectNotice(staff, 'El grupo de sinónimos se eliminó.');
    await expect(group).toBeHidden();
    await visitor.reload();
    await expect(visitor.getByText('No se encontraron resultados para tu búsqueda.')).toBeVisible();
    await staff.context().close();
    await visitor.context().close();
  });
}
