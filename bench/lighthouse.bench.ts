/**
 * Budget (DESIGN.md, issue 36): Lighthouse 12, mobile preset (Moto G Power, simulated slow 4G and
 * CPU x4), median of 3 runs: performance >= 95 and accessibility 100 on the public pages (home,
 * search, a job, a company, the blog list and an article), performance >= 90 on the CV builder
 * (/crearcurriculum, the demo candidate signed in).
 *
 * Starts the compiled app (scripts/start.mjs, fresh DATA_DIR, demo data) on BENCH_PORT (3450), or
 * measures BENCH_URL when given. Each run is a new Chromium profile (cold cache); the CV builder's
 * profile first gets the candidate's session in localStorage, as the web client keeps it, read
 * from POST /api/login and /api/getdatosusuario. BENCH_RUNS (3) runs per page; BENCH_PAGES
 * (comma-separated names) measures only some pages. Prints per page the medians and what
 * Lighthouse flags: failed accessibility audits and the elements that shift.
 *
 * The CPU slowdown is calibrated to the host (decision 117, bench/lighthouse-calibration.ts): each
 * run's multiplier comes from the benchmarkIndex of the run before it, so that the simulated phone
 * is the same on a fast or a slow host; a run whose own index moved more than a quarter from the
 * one its multiplier came from is taken again (twice at most), and the ratio of the two indexes,
 * for every run, is the reference that decides whether the verdict counts (baseline 1: a run
 * calibrated to its own host). BENCH_CPU_SLOWDOWN=4 gives Lighthouse's constant default instead.
 *
 * Beside the pages, in the same run (decision 103): Lighthouse's own `benchmarkIndex` of every
 * run, and a reference page (bench/reference-page.html: no script, no image) served by the
 * bench's own static server, not by the product, audited BENCH_RUNS times before the pages and
 * again after them. The benchmarkIndex of every run (reference page before, the pages, reference
 * page after, in that order) decides the machine's standing; the reference page's score stands beside
 * each page's. Accessibility needs no reference: it does not depend on the machine's speed.
 *
 *   npm run bench -- lighthouse
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import { startApp } from './app-server';
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from './lighthouse-calibration';
import { givenReference, mergeReferences, referencePageServer, type Reference } from './reference';
import { judgeBudgets, type Budget } from './verdict';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3450);
const ONLY = process.env.BENCH_PAGES?.split(',').map((s) => s.trim());
const FIXED_SLOWDOWN = process.env.BENCH_CPU_SLOWDOWN ? Number(process.env.BENCH_CPU_SLOWDOWN) : null;
const DEMO = { email: 'candidato@chamba.bo', password: 'Chamba2026!' };
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'];

type Page = { name: string; path: string; performance: number; signedIn?: boolean };
type Run = {
  performance: number;
  accessibility: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with. */
  cpuSlowdown: number;
  /** Its own benchmarkIndex over the one its slowdown came from (1: calibrated to itself). */
  calibration: number;
  failedA11y: string[];
  shifts: string[];
};

/** The public pages, with a job, a company and an article taken from the sitemap. */
async function pages(url: string): Promise<Page[]> {
  const sitemap = await (await fetch(`${url}/sitemap.xml`)).text();
  const first = (re: RegExp) => {
    const m = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((x) => new URL(x[1]).pathname).find((p) => re.test(p));
    if (!m) throw new Error(`El sitemap no tiene ${re}`);
    return m;
  };
  return [
    { name: 'Inicio', path: '/', performance: 95 },
    { name: 'Búsqueda', path: '/busquedatrabajo', performance: 95 },
    { name: 'Empleo', path: first(/^\/detalletrabajo\//), performance: 95 },
    { name: 'Empresa', path: first(/^\/detalleempresa\//), performance: 95 },
    { name: 'Blogs', path: '/blogs', performance: 95 },
    { name: 'Artículo', path: first(/^\/blogs\/[^/]+$/), performance: 95 },
    { name: 'Crear CV', path: '/crearcurriculum', performance: 90, signedIn: true },
  ];
}

/** The demo candidate's session as the web client stores it (src/web/lib/session.ts). */
async function candidateStorage(url: string): Promise<Record<string, string>> {
  const post = async (path: string, body: unknown, token?: string) => {
    const res = await fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const login = (await post('/api/login', DEMO)) as { datos?: { token: string } };
  const token = login.datos?.token;
  if (!token) throw new Error('No se pudo iniciar sesión con la cuenta de demostración');
  const me = (await post('/api/getdatosusuario', {}, token)) as { Datos?: { Usuario: unknown; Candidato: unknown; Empresa: unknown } };
  if (!me.Datos) throw new Error('getdatosusuario no devolvió datos');
  const storage: Record<string, string> = { authToken: token, usuario: JSON.stringify(me.Datos.Usuario) };
  if (me.Datos.Candidato) storage.candidato = JSON.stringify(me.Datos.Candidato);
  return storage;
}

/** Writes localStorage into a profile through a page of the same origin that loads no script. */
async function seedProfile(profile: string, url: string, storage: Record<string, string>) {
  const context = await chromium.launchPersistentContext(profile, { executablePath: chromiumPath() ?? undefined, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await context.newPage();
  await page.goto(`${url}/robots.txt`);
  await page.evaluate((s) => Object.entries(s).forEach(([k, v]) => localStorage.setItem(k, v)), storage);
  await context.close();
}

async function audit(url: string, storage: Record<string, string> | null, cpuSlowdown: number): Promise<Omit<Run, 'calibration'>> {
  const profile = mkdtempSync(join(tmpdir(), 'chamba-lh-'));
  try {
    if (storage) await seedProfile(profile, new URL(url).origin, storage);
    const chrome = await chromeLauncher.launch({ chromePath: chromiumPath() ?? undefined, chromeFlags: CHROME_FLAGS, userDataDir: profile });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        disableStorageReset: Boolean(storage),
        // Merged into the mobile preset's throttling: only the CPU multiplier changes.
        throttling: { cpuSlowdownMultiplier: cpuSlowdown },
      });
      if (!result) throw new Error('Lighthouse no devolvió resultados');
      const { categories, audits } = result.lhr;
      if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
      const a11y = categories.accessibility.auditRefs.map((r) => audits[r.id]).filter((a) => a.score === 0);
      const shiftItems = ((audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined)?.items ?? []).map(
        (i) => `${i.node?.selector ?? '?'} (${(i.score ?? 0).toFixed(3)})`,
      );
      return {
        performance: Math.round((categories.performance.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue ?? NaN,
        cls: audits['cumulative-layout-shift'].numericValue ?? NaN,
        tbtMs: audits['total-blocking-time'].numericValue ?? NaN,
        fcpMs: audits['first-contentful-paint'].numericValue ?? NaN,
        // Lighthouse's measure of the host's CPU at the time (its mobile preset assumes about 1,000 or more).
        benchmarkIndex: result.lhr.environment.benchmarkIndex,
        cpuSlowdown: result.lhr.configSettings.throttling.cpuSlowdownMultiplier ?? cpuSlowdown,
        failedA11y: a11y.map((a) => a.id),
        shifts: shiftItems,
      };
    } finally {
      chrome.kill();
    }
  } finally {
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART, NO_FCP): that run is taken again, twice at most. */
async function auditWithRetry(url: string, storage: Record<string, string> | null, cpuSlowdown: number): Promise<Omit<Run, 'calibration'>> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, storage, cpuSlowdown);
    } catch (err) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|trace/i.test(String(err))) throw err;
      console.error(`Lighthouse falló al medir ${url} (${String(err).split('\n')[0]}); se repite la corrida.`);
    }
  }
}

/** The benchmarkIndex of the last run: the next run's slowdown comes from it. */
let lastIndex: number | null = null;

/**
 * One run with the CPU slowdown of the host's last benchmarkIndex (decision 117). A run whose own
 * index is more than a quarter away from that one (the host changed speed in between; a bench's
 * first run has no index to start from) is taken again, twice at most; then the closest is kept.
 */
async function calibratedAudit(url: string, storage: Record<string, string> | null): Promise<Run> {
  const tried: Run[] = [];
  const offBy = (r: Run) => (Number.isFinite(r.calibration) ? Math.abs(Math.log(r.calibration)) : Infinity);
  for (let attempt = 1; attempt <= 3; attempt++) {
    const from = lastIndex;
    const slowdown = FIXED_SLOWDOWN ?? (from ? cpuSlowdownFor(from) : DEFAULT_CPU_SLOWDOWN);
    const measured = await auditWithRetry(url, storage, slowdown);
    lastIndex = measured.benchmarkIndex;
    const run = { ...measured, calibration: from ? measured.benchmarkIndex / from : NaN };
    if (FIXED_SLOWDOWN !== null || offBy(run) <= Math.log(1.25)) return run;
    tried.push(run);
    if (from) console.error(`benchmarkIndex ${Math.round(from)} → ${Math.round(measured.benchmarkIndex)} durante la corrida de ${url}: se repite con la CPU recalibrada.`);
  }
  // The host kept changing speed: the attempt closest to its calibration.
  return tried.sort((a, b) => offBy(a) - offBy(b))[0];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const BENCHMARK_INDEX = ['lighthouse/benchmarkIndex', 'benchmarkIndex (todas las corridas)', 'índice'] as const;
const CALIBRATION = 'lighthouse/calibracion';

/**
 * The deciding reference of decision 117: each run's own benchmarkIndex over the one its CPU
 * slowdown came from (higher: the host was faster than calibrated, the simulated phone faster than
 * meant). Its baseline is 1 by definition; with Lighthouse's constant slowdown it is not measured.
 */
const calibrationReference = (runs: Run[]) =>
  givenReference(CALIBRATION, 'índice propio / índice de la calibración', 'razón', runs.map((r) => r.calibration).filter((c) => Number.isFinite(c)), true);

/**
 * The reference page audited RUNS times: every run's benchmarkIndex and performance score (the
 * indexes join those of the pages' runs, in time order: decision 103's amendment).
 */
async function referenceRuns(url: string): Promise<Reference[]> {
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await calibratedAudit(url, null));
  console.log(
    `Página de referencia: rendimiento ${runs.map((r) => r.performance).join(', ')}; benchmarkIndex ${runs.map((r) => Math.round(r.benchmarkIndex)).join(', ')}; CPU ×${runs.map((r) => r.cpuSlowdown.toFixed(2)).join(', ×')}`,
  );
  return [
    givenReference(...BENCHMARK_INDEX, runs.map((r) => r.benchmarkIndex), true),
    calibrationReference(runs),
    givenReference('lighthouse/pagina-referencia-rendimiento', 'rendimiento de la página de referencia', 'puntos', runs.map((r) => r.performance), true),
  ];
}

async function main() {
  const app = await startApp({ port: PORT, seed: true, label: 'lighthouse' });
  const refServer = await referencePageServer();
  const budgets: Budget[] = [];
  const measured: { page: Page; perf: number; a11y: number; runs: Run[] }[] = [];
  let ok = true;
  try {
    const before = await referenceRuns(refServer.url);
    const list = (await pages(app.url)).filter((p) => !ONLY || ONLY.includes(p.name));
    const storage = list.some((p) => p.signedIn) ? await candidateStorage(app.url) : null;
    console.log(`Lighthouse 12, móvil (simulado), mediana de ${RUNS}; carga del sistema ${loadavg().map((l) => l.toFixed(2)).join(' ')}\n`);
    console.log(`Ralentización de la CPU: ${FIXED_SLOWDOWN ? `×${FIXED_SLOWDOWN} fija (BENCH_CPU_SLOWDOWN)` : 'calibrada al benchmarkIndex de la corrida anterior (decisión 117)'}`);
    console.log('| Página | Rendimiento | Accesibilidad | LCP | CLS | TBT | FCP | Corridas (rend.) | benchmarkIndex | CPU |');
    console.log('|---|---|---|---|---|---|---|---|---|---|');
    const notes: string[] = [];
    for (const page of list) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await calibratedAudit(`${app.url}${page.path}`, page.signedIn ? storage : null));
      const m = (f: (r: Run) => number) => median(runs.map(f));
      const perf = m((r) => r.performance);
      const a11y = m((r) => r.accessibility);
      const pass = perf >= page.performance && (page.signedIn || a11y === 100);
      ok &&= pass;
      console.log(
        `| ${page.name} (${page.path}) | ${perf}${pass ? '' : ' ✗'} | ${a11y} | ${(m((r) => r.lcpMs) / 1000).toFixed(2)} s | ${m((r) => r.cls).toFixed(3)} | ${Math.round(m((r) => r.tbtMs))} ms | ${(m((r) => r.fcpMs) / 1000).toFixed(2)} s | ${runs.map((r) => r.performance).join(', ')} | ${Math.round(m((r) => r.benchmarkIndex))} | ×${runs.map((r) => r.cpuSlowdown.toFixed(2)).join(', ×')} |`,
      );
      measured.push({ page, perf, a11y, runs });
      const failed = [...new Set(runs.flatMap((r) => r.failedA11y))];
      const shifts = [...new Set(runs.flatMap((r) => r.shifts))];
      if (failed.length) notes.push(`${page.name}: accesibilidad falla en ${failed.join(', ')}`);
      if (shifts.length) notes.push(`${page.name}: se desplazan ${shifts.slice(0, 5).join('; ')}`);
    }
    if (notes.length) console.log(`\n${notes.join('\n')}`);
    const pageRuns = measured.flatMap((m) => m.runs);
    const pageRefs = [givenReference(...BENCHMARK_INDEX, pageRuns.map((r) => r.benchmarkIndex), true), calibrationReference(pageRuns)];
    const refs = mergeReferences(before, pageRefs, await referenceRuns(refServer.url));
    for (const { page, perf, a11y, runs } of measured) {
      const own = givenReference(`lighthouse/benchmarkIndex-${page.name}`, `benchmarkIndex de sus corridas`, 'índice', runs.map((r) => r.benchmarkIndex), true);
      // Calibrated runs: the calibration decides; Lighthouse's constant slowdown: the host's index (decision 103).
      const decidingKey = FIXED_SLOWDOWN === null ? CALIBRATION : BENCHMARK_INDEX[0];
      const name = `${page.name}: rendimiento (mediana de ${RUNS}${FIXED_SLOWDOWN === null ? '' : `, CPU ×${FIXED_SLOWDOWN} fija`})`;
      budgets.push({ name, figure: perf, unit: 'puntos', limit: page.performance, atLeast: true, references: [...refs.filter((r) => r.samples.length > 0), own], decidingKey });
      if (!page.signedIn) budgets.push({ name: `${page.name}: accesibilidad`, figure: a11y, unit: 'puntos', limit: 100, atLeast: true, references: [], noReference: 'la accesibilidad no depende de la velocidad' });
    }
    judgeBudgets('lighthouse', budgets);
    console.log(ok ? '\nPresupuestos de Lighthouse: OK' : '\nFUERA DEL PRESUPUESTO');
  } finally {
    await refServer.close();
    await app.stop();
  }
  return ok;
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
