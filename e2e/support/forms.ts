import { expect, type Locator, type Page } from '@playwright/test';

/** Types each value into the field its label names, in order, as a person fills a form. */
export async function fillByLabel(scope: Page | Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await typeInto(scope.getByLabel(label), value);
}

/** Picks each option, by the text it shows, in the select its label names. */
export async function selectByLabel(scope: Page | Locator, options: Record<string, string>) {
  for (const [label, option] of Object.entries(options)) await scope.getByLabel(label).selectOption({ label: option });
}

/** A registration form's own fields, then the password and its confirmation. */
export async function fillNewAccount(panel: Locator, fields: Record<string, string>, password = 'Secreta123') {
  await fillByLabel(panel, fields);
  await typeInto(panel.getByLabel('Contraseña', { exact: true }), password);
  await typeInto(panel.getByLabel('Confirmar contraseña'), password);
}

/**
 * Types `text` key by key into the field, as a person does: a click to put the caret in it, the
 * old text selected and replaced by the typing. Use it wherever a person would type (never `fill`).
 */
export async function typeInto(field: Locator, text: string) {
  await field.click();
  if ((await field.inputValue().catch(() => '')) !== '') await field.press('ControlOrMeta+A');
  if (text === '') await field.press('Backspace');
  else await field.pressSequentially(text);
}

/**
 * Types into the first field, then Tab to each next one and types there, as a keyboard user fills
 * a form; each field must have the focus when its turn comes and keep all it was given.
 */
export async function typeAndTab(page: Page, values: [string, string][]) {
  for (const [i, [label, text]] of values.entries()) {
    const field = page.getByLabel(label, { exact: true });
    if (i === 0) await typeInto(field, text);
    else {
      await page.keyboard.press('Tab');
      await expect(field).toBeFocused();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(text);
    }
  }
  for (const [label, text] of values) await expect(page.getByLabel(label, { exact: true })).toHaveValue(text);
}

/** The payment form's fields for a payer with this name and e-mail (and a CI and phone of La Paz). */
export const payerFields = (name: string, email: string): [string, string][] => [
  ['Nombre completo', name],
  ['CI/NIT', '4567891'],
  ['Teléfono', '71234567'],
  ['Correo electrónico', email],
];
