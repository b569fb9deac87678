import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA: the rules the journeys hold every page to (issue 36). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

/**
 * Runs axe on the page as it is now (with any open dialog), at 390 px and at 1280 px wide, and
 * fails on any serious or critical violation. The viewport the journey uses is restored after.
 * `what` names the page or dialog in the failure message.
 */
export async function expectAccessible(page: Page, what: string) {
  // Two axe runs take seconds on a busy machine: each check brings its own time to the test.
  test.info().setTimeout(test.info().timeout + 30_000);
  const original = page.viewportSize() ?? DESKTOP;
  // Checked from the top of the page: a field the journey scrolled under the sticky header (or
  // that a change of width left there) would count as an obscured target for a reason no person
  // at that width meets. The journey's scroll is put back after.
  const scrolled = await page.evaluate(() => window.scrollY);
  const report: string[] = [];
  for (const size of [original, original.width <= PHONE.width ? DESKTOP : PHONE]) {
    if (size !== original) await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    for (const line of await seriousViolations(page)) report.push(`${size.width}px ${line}`);
  }
  await page.setViewportSize(original);
  await page.evaluate((y) => window.scrollTo(0, y), scrolled);
  expect(report, `axe en ${what} (${page.url()})`).toEqual([]);
}
