/**
 * The CV wizard on a phone (390 px): every step reachable in the step bar, entries edited and
 * marked current ("a la actualidad"), an entry typed but not added is kept and must be dealt
 * with before the review, references, and the template colour.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { typeInto } from './support/forms';
import { expectNotice, signUpCandidate, uniqueEmail } from './support/fixtures';

const SHOTS = 'test-results/cv-wizard-shots';
const steps = (page: Page) => page.getByRole('navigation', { name: 'Pasos del currículum' });
const step = (page: Page, name: string) => steps(page).getByRole('button', { name: new RegExp(`^\\d ${name}`) });

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('a candidate on a phone edits entries, marks a current job, adds a reference and a colour; nothing typed is lost', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('wizard');
  await signUpCandidate(page, email, { tcNombre: 'Nilda', tcApellidos: 'Apaza Ticona', tnTelefono: '70754321', tcProfesion: 'Contadora' });
  await expectAccessible(page, 'el panel del candidato');
  await page.goto('/crearcurriculum');

  // The step bar shows all eight steps at 390 px, with the current one spelled out.
  for (const name of ['Información Personal', 'Formación', 'Certificaciones', 'Experiencia', 'Habilidades', 'Idiomas', 'Referencias', 'Secciones']) {
    await expect(step(page, name)).toBeVisible();
  }
  await expect(steps(page).getByText('Paso 1 de 8: Información Personal')).toBeVisible();
  const bar = await steps(page).boundingBox();
  expect(bar!.width).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/pasos-390.png` });
  await expectAccessible(page, 'el asistente del currículum, paso 1');

  // A keyboard user types the title, tabs past the photo to the profile, and on to the name:
  // every key lands in the field that has the focus, and the text stays whole.
  await typeInto(page.getByLabel('Título del currículum'), 'Contadora General');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Foto de perfil')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Perfil profesional')).toBeFocused();
  await page.keyboard.type('Contadora con seis años en auditoría y tributación.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mejorar con IA' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Nombre completo')).toBeFocused();
  await page.keyboard.type('Nilda Apaza Ticona');
  await expect(page.getByLabel('Título del currículum')).toHaveValue('Contadora General');
  await expect(page.getByLabel('Perfil profesional')).toHaveValue('Contadora con seis años en auditoría y tributación.');
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Nilda Apaza Ticona');
  await page.locator('label.cv-color').filter({ hasText: 'Vino' }).click();
  await expect(page.getByRole('radio', { name: 'Vino' })).toBeChecked();

  // A current job: only the start year, shown "2021 a la actualidad".
  await step(page, 'Experiencia').click();
  await expect(steps(page).getByText('Paso 4 de 8: Experiencia')).toBeVisible();
  await expectAccessible(page, 'el asistente del currículum, paso Experiencia');
  // Cargo, Tab, Empresa, Tab, Tab to the checkbox (Space), back to the year: all by keyboard.
  await typeInto(page.getByLabel('Cargo'), 'Contadora');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Empresa')).toBeFocused();
  await page.keyboard.type('Andes Alimentos S.A.');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Periodo')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Trabajo aquí actualmente')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByLabel('Trabajo aquí actualmente')).toBeChecked();
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByLabel('Desde (año)')).toBeFocused();
  await page.keyboard.type('2021');
  await expect(page.getByLabel('Cargo')).toHaveValue('Contadora');
  await expect(page.getByLabel('Empresa')).toHaveValue('Andes Alimentos S.A.');
  await expect(page.getByLabel('Desde (año)')).toHaveValue('2021');
  await page.getByRole('button', { name: '+ Agregar experiencia' }).click();
  const list = page.locator('.cv-item-list');
  await expect(list).toContainText('Contadora · Andes Alimentos S.A. · 2021 a la actualidad');

  // A saved entry is edited in place.
  await page.getByRole('button', { name: 'Editar Contadora' }).click();
  await expect(page.getByLabel('Cargo')).toHaveValue('Contadora');
  await expect(page.getByLabel('Trabajo aquí actualmente')).toBeChecked();
  await typeInto(page.getByLabel('Cargo'), 'Contadora General');
  await page.getByRole('button', { name: 'Guardar cambios del elemento' }).click();
  await expect(list).toContainText('Contadora General · Andes Alimentos S.A. · 2021 a la actualidad');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // An entry typed but not added stays, and is marked in the step bar.
  await typeInto(page.getByLabel('Cargo'), 'Auxiliar contable');
  await expect(page.getByText('Esta entrada aún no está en tu currículum: pulsa «Agregar experiencia».')).toBeVisible();
  await step(page, 'Referencias').click();
  await expect(step(page, 'Experiencia')).toContainText('(sin agregar)');

  // A reference needs a phone or an e-mail.
  await expectAccessible(page, 'el asistente del currículum, paso Referencias');
  await typeInto(page.getByLabel('Nombre de la referencia'), 'Carlos Rojas Vaca');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Cargo y empresa')).toBeFocused();
  await page.keyboard.type('Gerente de Finanzas, Banco Unión');
  await expect(page.getByLabel('Nombre de la referencia')).toHaveValue('Carlos Rojas Vaca');
  await expect(page.getByLabel('Cargo y empresa')).toHaveValue('Gerente de Finanzas, Banco Unión');
  await page.getByRole('button', { name: '+ Agregar referencia' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectAccessible(page, 'el aviso de referencia sin contacto');
  await expectNotice(page, 'Agrega un teléfono o un correo para que la empresa pueda contactar a tu referencia.');
  await typeInto(page.getByLabel('Teléfono de la referencia'), '70011223');
  await page.getByRole('button', { name: '+ Agregar referencia' }).click();
  await expect(page.locator('.cv-item-list')).toContainText('Carlos Rojas Vaca · Gerente de Finanzas, Banco Unión');
  await page.screenshot({ path: `${SHOTS}/referencias-390.png`, fullPage: true });

  // The review waits until the typed entry is added or cleared; it was kept meanwhile.
  await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
  await expectNotice(page, 'Tienes una entrada sin agregar en Experiencia: agrégala o bórrala antes de continuar.');
  await expect(page.getByRole('heading', { name: '4. Experiencia' })).toBeVisible();
  await expect(page.getByLabel('Cargo')).toHaveValue('Auxiliar contable');
  await page.getByRole('button', { name: 'Borrar' }).click();
  await expect(step(page, 'Experiencia')).not.toContainText('(sin agregar)');
  await step(page, 'Idiomas').click();
  await page.getByRole('button', { name: 'Generar Vista Previa Final' }).click();
  await expect(page.getByRole('heading', { name: 'Revisión Final del Currículum' })).toBeVisible();
  await expect(page.getByTestId('cv-preview')).toBeVisible();
  await expectAccessible(page, 'la revisión final del currículum');

  // What is sent: the reference, the current period and the colour.
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/servicio/crearcurriculumcandidato') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Confirmar y Crear Currículum' }).click();
  await expect(page.getByRole('dialog', { name: 'Confirmar creación' })).toBeVisible();
  await expectAccessible(page, 'el diálogo Confirmar creación');
  await page.getByRole('dialog', { name: 'Confirmar creación' }).getByRole('button', { name: 'Sí, crear currículum' }).click();
  const body = (await sent).postData() ?? '';
  expect(body).toContain('Carlos Rojas Vaca');
  expect(body).toContain('2021 a la actualidad');
  expect(body).toContain('#7b2d3b');
  await expect(page.getByRole('dialog', { name: 'Pago requerido para descargar' })).toBeVisible();
  await expectAccessible(page, 'el diálogo Pago requerido para descargar');
});
