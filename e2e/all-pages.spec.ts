/**
 * Every route of the spec's route table, opened by the person it is for, at 390 px and at
 * 1280 px: the page shows its heading, nothing spills sideways, no script error happens, no
 * 'undefined', 'NaN' or '[object Object]' reaches the screen, and every field is labelled.
 * The journeys check what each page does; this checks that none was left looking broken.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DEMO, DEMO_PASSWORD } from './support/fixtures';

type Who = 'visitante' | 'candidato' | 'empresa' | 'admin';
type Ids = { job: string; company: string; candidate: string; slug: string; article: number; cv: number; ownJob: string; ownJobId: number };

async function tokenOf(request: APIRequestContext, email: string) {
  const res = await request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  return (await res.json()).datos.token as string;
}

async function post(request: APIRequestContext, path: string, token: string | null, data: unknown = []) {
  const res = await request.post(path, { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
  expect(res.status(), path).toBe(200);
  return res.json();
}

/** Real codes and ids from the demo data, read through the API as the pages do. */
async function demoIds(request: APIRequestContext): Promise<Ids> {
  const [cand, comp, admin] = [await tokenOf(request, DEMO.candidato), await tokenOf(request, DEMO.empresa), await tokenOf(request, DEMO.admin)];
  const jobs = (await post(request, '/api/servicio/listaempleos', null, { tcBuscar: '', tnCategoria: 0, tnCiudad: 0, tnPagina: 1, tnTamano: 15 })).values;
  const me = (await post(request, '/api/getdatosusuario', cand)).Datos;
  const cvs = (await post(request, '/api/servicio/listarcurriculumbycandidato', cand)).Datos as { Curriculum: number; Pagado: number }[];
  const own = (await post(request, '/api/servicio/listarempleosbyempresa', comp)).Datos as { Empleo: number; CodigoEmpleo: string; Pagado: number }[];
  const articles = (await post(request, '/api/servicio/admin/listararticulos', admin, {})).values as { Articulo: number; Slug: string }[];
  return {
    job: jobs[0].CodigoEmpleo,
    company: jobs[0].EmpresaCodigo,
    candidate: me.Candidato.CandidatoCodigo,
    slug: articles[0].Slug,
    article: articles[0].Articulo,
    cv: (cvs.find((c) => c.Pagado === 0) ?? cvs[0]).Curriculum,
    ownJob: own[0].CodigoEmpleo,
    ownJobId: (own.find((j) => j.Pagado === 0) ?? own[0]).Empleo,
  };
}

/** The spec's route table, by the person each page is for: a path, or a path built from the demo ids. */
const ROUTES: Record<Who, (string | ((ids: Ids) => string))[]> = {
  visitante: [
    '/', '/home', '/busquedatrabajo', '/busquedatrabajomapa', '/busquedaavanzada',
    (i) => `/detalletrabajo/${i.job}`, (i) => `/detalleempresa/${i.company}`, (i) => `/detallecandidato/${i.candidate}`,
    '/login', '/recuperarcuenta', '/formcontacto', '/contactanos', '/blogs', (i) => `/blogs/${i.slug}`,
    '/crear_mi_cv_rapido', '/publicar-empleo', '/crear-contrasena', `/baja-alerta/${'x'.repeat(32)}`,
  ],
  candidato: ['/Dashboard', '/mispostulaciones', '/empleosguardados', '/misalertas', '/listacurriculum', '/crearcurriculum', (i) => `/pagarcurriculum/${i.cv}`, '/miperfil', '/micuenta'],
  empresa: [
    '/busquedacandidato', '/Dashboard', '/misempleos', '/listaempleos', '/crearempleo',
    (i) => `/listarpostulantes/${i.ownJob}`, (i) => `/cifrasempleo/${i.ownJob}`, (i) => `/pagarempleo/${i.ownJobId}`, '/revisioncv', '/plantillas-mensajes', '/miperfilempresa', '/micuenta',
  ],
  admin: ['/Dashboard', '/creararticulo', (i) => `/editar-articulo/${i.article}`, '/admin', '/micuenta'],
};

const ACCOUNTS: Record<Exclude<Who, 'visitante'>, string> = { candidato: DEMO.candidato, empresa: DEMO.empresa, admin: DEMO.admin };

/** Stores a session the way the login page does (token plus the user data), without the form. */
async function signIn(page: Page, who: Who) {
  if (who === 'visitante') return;
  const token = await tokenOf(page.request, ACCOUNTS[who]);
  const me = (await post(page.request, '/api/getdatosusuario', token)).Datos;
  await page.goto('/login');
  await page.evaluate(
    ([t, d]) => {
      localStorage.setItem('authToken', t);
      localStorage.setItem('usuario', JSON.stringify(d.Usuario));
      if (d.Candidato) localStorage.setItem('candidato', JSON.stringify(d.Candidato));
      if (d.Empresa) localStorage.setItem('empresa', JSON.stringify(d.Empresa));
    },
    [token, me] as const,
  );
}

let ids: Ids;
test.beforeAll(async ({ request }) => {
  ids = await demoIds(request);
});

for (const width of [390, 1280]) {
  for (const who of ['visitante', 'candidato', 'empresa', 'admin'] as const) {
    test(`${who} at ${width} px: every page shows its heading, fits the width, shows no broken values labels its fields and passes axe`, async ({ browser }) => {
      test.setTimeout(120_000);
      const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'es-BO', timezoneId: 'America/La_Paz' });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`${page.url()}: ${err.message}`));
      await signIn(page, who);
      for (const route of ROUTES[who]) {
        const url = typeof route === 'string' ? route : route(ids);
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 }).first(), url).toBeVisible();
        // Lists and figures load after the heading: wait until no spinner is left.
        await expect(page.locator('.spinner'), url).toHaveCount(0, { timeout: 15_000 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${url} spills ${overflow} px sideways`).toBeLessThanOrEqual(0);
        const text = await page.locator('main').innerText();
        expect(text, url).not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]|\bnull\b/);
        expect(text, url).not.toMatch(/Solo los candidatos|Solo las empresas|no tienes permiso/i);
        // Every field has a name a screen reader can say.
        const unlabelled = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('main input:not([type="hidden"]), main select, main textarea')]
            .filter((el) => !(el.labels?.length || el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.title))
            .map((el) => el.outerHTML.slice(0, 120)),
        );
        expect(unlabelled, url).toEqual([]);
        // axe checks both widths at once: the 1280 px pass covers the 390 px one too.
        if (width === 1280) await expectAccessible(page, `${url} (${who})`);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
}
