/** A person's own browser window, and the API calls a journey makes with the page's session. */
import type { Browser, Page } from '@playwright/test';

/** A fresh context (own storage, as another person's device) at this width, in La Paz and Spanish. */
export async function newPage(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, locale: 'es-BO', timezoneId: 'America/La_Paz' });
  return context.newPage();
}

/** POST to the API with the token the page signed in with (to find ids a journey needs). */
export async function signedPost<T>(page: Page, url: string, data: unknown): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const res = await page.request.post(url, { headers: { authorization: `Bearer ${token}` }, data });
  return (await res.json()) as T;
}
