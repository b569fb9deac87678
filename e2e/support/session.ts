/** A person's own browser window, and the API calls a journey makes with the page's session or a demo account's. */
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './fixtures';

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

/** The authorization header of a demo account (the set-up of a journey, not what it is about). */
export async function authOf(request: APIRequestContext, email: string) {
  const login = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  return { authorization: `Bearer ${(await login.json()).datos.token as string}` };
}

/** Calls the API as `email`: each call must answer 200, and gives the answer's body. */
export async function apiAs(request: APIRequestContext, email: string) {
  const headers = await authOf(request, email);
  return async <T,>(url: string, data: unknown): Promise<T> => {
    const res = await request.post(url, { headers, data });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as T;
  };
}
