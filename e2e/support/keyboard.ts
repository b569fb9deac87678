import { expect, type Locator, type Page } from '@playwright/test';

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2_000 }).catch(() => false);

/**
 * Presses Tab (or Shift+Tab with `back`) until `target` has the focus, as a keyboard user walks a
 * page; fails when it is not reached within `max` presses (a control Tab cannot reach).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i <= max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab no llegó a ${target.toString()} en ${max} pulsaciones`);
}

/** Tabs to the control and presses Enter on it (a link or a button). */
export async function activate(page: Page, target: Locator, options?: { back?: boolean; max?: number }) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** Moves a range slider to `value` with the arrow keys, as a keyboard user does (step 1). */
export async function slideTo(slider: Locator, value: number) {
  await slider.focus();
  for (let at = Number(await slider.inputValue()); at !== value; at += at < value ? 1 : -1) await slider.press(at < value ? 'ArrowRight' : 'ArrowLeft');
}
