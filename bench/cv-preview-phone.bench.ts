/**
 * Budget (DESIGN.md, issue 12): the CV pages on a phone (390x844, slow 4G, CPU x4): JavaScript
 * before first paint <= 250 KB gzipped, the preview's first page drawn <= 5 s.
 *
 * Drives the system Chromium through Playwright with a cold cache per run, Lighthouse's "Slow 4G"
 * (150 ms RTT, 1.6 Mbps down, 750 kbps up; Network.emulateNetworkConditions) and
 * Emulation.setCPUThrottlingRate 4, on /crearcurriculum (a candidate) and /crear_mi_cv_rapido
 * (a visitor). Per run: the JavaScript requested before First Contentful Paint (gzipped size of
 * each file, and the bytes that crossed the network, brotli as served), FCP, and the time from
 * navigation until the preview's first page is on screen after typing a name and tapping
 * "Ver Vista Previa" as soon as the page shows it, and what crossed the network after FCP until then
 * (pdf.js, its worker and the preview PDF, which the server renders: decision 068).
 * Then the server's render time per preview: BENCH_RENDERS (40) POST /api/servicio/vistapreviacurriculum
 * one after another with a sample CV and a 240 px photo (p50 / p95), without network emulation.
 *
 * Starts the compiled app (scripts/start.mjs, fresh DATA_DIR, no demo data) on BENCH_PORT
 * (3301), or measures BENCH_URL when given. BENCH_RUNS (3) runs per page.
 *
 * Beside them, before the pages and after them (decision 103): the bench's own reference page
 * (bench/reference-page.html, its own static server) opened under the same phone, network and
 * CPU x4, its FCP, and the fixed CPU workload of bench/reference.ts timed inside that throttled
 * page (which decides the machine's standing). The JavaScript size needs no reference.
 *
 *   npx tsx bench/cv-preview-phone.bench.ts
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { chromiumPath } from '../scripts/chromium-path.mjs';
import { sampleCv } from '../src/cv/samples';
import { CPU_WORK, givenReference, mergeReferences, referencePageServer, type Reference } from './reference';
import { judgeBudgets, type Budget } from './verdict';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const WEB_DIST = process.env.WEB_DIST_DIR ?? 'dist/web';
const BUDGET_JS_KB = 250;
const BUDGET_PREVIEW_MS = 5_000;
const RENDERS = Number(process.env.BENCH_RENDERS ?? 40);
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true, locale: 'es-BO' };

async function startServer(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL, stop: async () => undefined };
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-bench-preview-'));
  const server: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', SEED: 'false', RATE_LIMITS: 'off', LOG_LEVEL: 'warn', WEB_DIST_DIR: WEB_DIST },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${PORT}`;
  const until = Date.now() + 300_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error('El servidor terminó antes de responder');
    if (Date.now() > until) throw new Error(`El servidor no respondió en ${url}`);
    const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Gzipped size of a built file (the server's precompressed copy when there is one). */
function gzippedSize(pathname: string): number {
  const file = join(WEB_DIST, pathname);
  if (existsSync(`${file}.gz`)) return readFileSync(`${file}.gz`).length;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}

/** A new candidate's session (localStorage), taken from a login in another context. */
async function candidateSession(browser: Browser, url: string) {
  const email = `bench.preview.${Date.now()}@example.bo`;
  const reg = await fetch(`${url}/api/servicio/crearcandidato`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ tcNombre: 'Lucía', tcApellidos: 'Mamani', tcCorreo: email, tnTelefono: '76543210', tcContraseña: 'Secreta123', confirmPassword: 'Secreta123', tcProfesion: 'Contadora' }),
  });
  if (!reg.ok) throw new Error(`crearcandidato ${reg.status}`);
  const context = await browser.newContext({ ...PHONE, baseURL: url });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña').fill('Secreta123');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/Dashboard$/);
  const state = await context.storageState();
  await context.close();
  return state;
}

type Run = { jsGzKb: number; jsWireKb: number; jsFiles: number; fcpMs: number; previewMs: number; tapToPageMs: number; afterFcpKb: number };

/** A phone page with a cold cache, slow 4G and CPU x4 (as every measured page). */
async function throttledPage(browser: Browser, url: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) {
  const context = await browser.newContext({ ...PHONE, baseURL: url, storageState });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page };
}

/** The reference page under the same conditions, RUNS times: the median FCP and the median time of the fixed CPU workload in it. */
async function references(browser: Browser, url: string): Promise<Reference[]> {
  const fcp: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const { context, page } = await throttledPage(browser, url);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000 });
    fcp.push(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0].startTime));
    cpu.push(
      await page.evaluate((source) => {
        const work = new Function(source) as () => number;
        work();
        const t0 = performance.now();
        work();
        return performance.now() - t0;
      }, CPU_WORK),
    );
    await context.close();
  }
  return [
    givenReference('cv-preview-phone/cpu-en-pagina', 'CPU fija en la página (CPU x4)', 'ms', [median(cpu)]),
    givenReference('cv-preview-phone/fcp-pagina-referencia', 'FCP de la página de referencia (Slow 4G, CPU x4)', 'ms', [median(fcp)]),
  ];
}

async function measure(browser: Browser, url: string, path: string, storageState?: Awaited<ReturnType<BrowserContext['storageState']>>): Promise<Run> {
  const { context, page } = await throttledPage(browser, url, storageState);

  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000 });
  const name = page.getByLabel('Nombre completo');
  await name.fill('María Fernanda Quispe Mamani', { timeout: 60_000 });
  const tapAt = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Ver Vista Previa' }).click();
  await page.getByRole('dialog', { name: 'Vista previa' }).getByTestId('cv-preview').locator('canvas').first().waitFor({ timeout: 120_000 });
  const drawnAt = await page.evaluate(() => performance.now());

  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    resources: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((r) => ({ name: r.name, start: r.startTime, wire: r.transferSize })),
  }));
  await context.close();
  const js = timing.resources.filter((r) => r.start < timing.fcp && /\.m?js$/.test(new URL(r.name).pathname));
  return {
    jsGzKb: js.reduce((sum, r) => sum + gzippedSize(new URL(r.name).pathname), 0) / 1024,
    jsWireKb: js.reduce((sum, r) => sum + r.wire, 0) / 1024,
    jsFiles: js.length,
    fcpMs: timing.fcp,
    previewMs: drawnAt,
    tapToPageMs: drawnAt - tapAt,
    afterFcpKb: timing.resources.filter((r) => r.start >= timing.fcp).reduce((sum, r) => sum + r.wire, 0) / 1024,
  };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

/** The server's time per preview PDF, as the wizard asks for it (a sample CV, a 240 px photo). */
async function serverRenders(url: string) {
  const photo = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 120, g: 90, b: 200 } } }).jpeg({ quality: 80 }).toBuffer();
  const body = JSON.stringify({ ...sampleCv(2), foto: `data:image/jpeg;base64,${photo.toString('base64')}` });
  const once = async () => {
    const start = performance.now();
    const res = await fetch(`${url}/api/servicio/vistapreviacurriculum`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`vistapreviacurriculum ${res.status}`);
    return { ms: performance.now() - start, bytes };
  };
  await once(); // warm-up
  const runs: { ms: number; bytes: number }[] = [];
  for (let i = 0; i < RENDERS; i++) runs.push(await once());
  const ms = runs.map((r) => r.ms);
  console.log(
    `\nPOST /api/servicio/vistapreviacurriculum, ${RENDERS} seguidas (CV de ejemplo, plantilla 2, foto 240 px, ${(runs[0].bytes / 1024).toFixed(0)} KB de PDF): p50 ${median(ms).toFixed(0)} ms, p95 ${percentile(ms, 0.95).toFixed(0)} ms; carga ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`,
  );
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const refServer = await referencePageServer();
  const measured: { label: string; jsGzKb: number; previewMs: number }[] = [];
  let ok = true;
  try {
    const before = await references(browser, refServer.url);
    const session = await candidateSession(browser, server.url);
    console.log(`Chromium ${browser.version()}, ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, carga ${loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
    console.log(`Teléfono 390x844 (DPR 3), Slow 4G (150 ms RTT, 1,6 Mbps / 750 kbps), CPU x4, caché fría; mediana de ${RUNS} corridas.\n`);
    console.log('| Página | JS antes de FCP (gzip) | transferido (br) | archivos | FCP | primera página de la vista previa | desde el toque | transferido después de FCP |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [label, path, state] of [
      ['Crear currículum (/crearcurriculum, candidata)', '/crearcurriculum', session],
      ['CV rápido (/crear_mi_cv_rapido, visitante)', '/crear_mi_cv_rapido', undefined],
    ] as const) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, server.url, path, state));
      const m = (key: keyof Run) => median(runs.map((r) => r[key]));
      ok &&= m('jsGzKb') <= BUDGET_JS_KB && m('previewMs') <= BUDGET_PREVIEW_MS;
      measured.push({ label: label.split(' (')[0], jsGzKb: m('jsGzKb'), previewMs: m('previewMs') });
      console.log(
        `| ${label} | ${m('jsGzKb').toFixed(1)} KB | ${m('jsWireKb').toFixed(1)} KB | ${m('jsFiles')} | ${(m('fcpMs') / 1000).toFixed(2)} s | ${(m('previewMs') / 1000).toFixed(2)} s | ${(m('tapToPageMs') / 1000).toFixed(2)} s | ${m('afterFcpKb').toFixed(0)} KB |`,
      );
    }
    await serverRenders(server.url);
    const refs = mergeReferences(before, await references(browser, refServer.url));
    const budgets: Budget[] = measured.flatMap((p) => [
      { name: `${p.label}: JS antes del primer pintado (gzip)`, figure: p.jsGzKb, unit: 'KB', limit: BUDGET_JS_KB, references: [], noReference: 'un tamaño' },
      { name: `${p.label}: primera página de la vista previa`, figure: p.previewMs, unit: 'ms', limit: BUDGET_PREVIEW_MS, references: refs },
    ]);
    judgeBudgets('cv-preview-phone', budgets);
  } finally {
    await refServer.close();
    await browser.close();
    await server.stop();
  }
  console.log(`\nJS antes del primer pintado <= ${BUDGET_JS_KB} KB gzip y primera página <= ${BUDGET_PREVIEW_MS / 1000} s: ${ok ? 'OK' : 'FUERA DEL PRESUPUESTO'}`);
  return ok;
}

process.exit((await main()) ? 0 : 1);
