/**
 * References measured beside a budget, in the same run and the same process conditions
 * (decision 103): what the machine does in that minute with work that does not change, so a
 * slower or faster instance of the machine, or a busy minute, is seen and does not decide a
 * verdict (bench/verdict.ts judges with them).
 *
 * - HTTP budgets: the bench's own load client, at its concurrency and duration, against the
 *   hello route (/healthz: no database) and the trivial query (/readyz: `select 1` through the
 *   same database client). `httpReferences(prefix, load)`.
 * - CPU budgets: a fixed JavaScript workload, timed on the main thread or on N worker threads at
 *   once. `cpuReference({ threads })`.
 * - Any other fixed workload (a tiny react-pdf document): `timedReference`; a figure read
 *   elsewhere (Lighthouse's benchmarkIndex, the workload timed inside a throttled page):
 *   `givenReference`. A static page of the bench's own (bench/reference-page.html) for the
 *   browser benches: `referencePageServer()`.
 *
 * Measure each reference before and after the budget and `mergeReferences` the two: the value
 * is their mean, and both are kept (a run whose two differ by more than a quarter is unstable).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { loadFigures, runLoad, type LoadFigures } from './support';

/** A reference figure. `key` names it in bench/reference-baseline.json; `samples` are its measures in this run. */
export type Reference = { key: string; label: string; unit: string; value: number; samples: number[]; higherIsFaster?: boolean };

/** What a load client reports (bench/wrk-load.ts, bench/search-load-client.ts, `autocannonGet`). */

export const HTTP_REFERENCE_ROUTES = [
  { id: 'hello', path: '/healthz', label: 'ruta hola (/healthz)' },
  { id: 'query', path: '/readyz', label: 'select 1 (/readyz)' },
] as const;

export type HttpReferences = { hello: Reference; query: Reference; figures: Record<'hello' | 'query', LoadFigures> };

const reference = (key: string, label: string, unit: string, value: number, higherIsFaster?: boolean): Reference => ({ key, label, unit, value, samples: [value], higherIsFaster });

/**
 * The hello route and the trivial query under `load(path)`: the bench's client GETting the
 * server's base URL + path at the budget's concurrency and duration. Their p95 is the reference
 * of a p95 budget; keys are `${keyPrefix}/healthz-p95` and `${keyPrefix}/readyz-p95`.
 */
export async function httpReferences(keyPrefix: string, load: (path: string) => Promise<LoadFigures>): Promise<HttpReferences> {
  const figures = {} as Record<'hello' | 'query', LoadFigures>;
  for (const route of HTTP_REFERENCE_ROUTES) {
    const r = await load(route.path);
    if (r.errors > 0 || r.requests === 0) throw new Error(`La referencia ${route.path} falló: ${r.errors} errores en ${r.requests} peticiones.`);
    figures[route.id] = r;
  }
  return {
    hello: reference(`${keyPrefix}/healthz-p95`, HTTP_REFERENCE_ROUTES[0].label, 'ms', figures.hello.p95),
    query: reference(`${keyPrefix}/readyz-p95`, HTTP_REFERENCE_ROUTES[1].label, 'ms', figures.query.p95),
    figures,
  };
}

/** autocannon in this process, GET `url` with `connections` for `seconds` (as bench/hiring-dashboard.bench.ts loads). */
export async function autocannonGet(url: string, connections: number, seconds: number): Promise<LoadFigures> {
  return loadFigures(await runLoad({ url, connections, duration: seconds }));
}

/**
 * The fixed CPU workload: JSON parsing, string hashing and integer arithmetic, about 60 ms on the
 * machine of BENCHMARKS.md (decision 103). Source text, so that the main thread and the workers run the very
 * same code. Never change it: its baseline figures would no longer compare.
 */
export const CPU_WORK = `
  const text = JSON.stringify(Array.from({ length: 4000 }, (_, i) => ({ i, palabra: 'contador ' + i, lista: [i, i * 2, i * 3] })));
  let h = 2166136261;
  for (let round = 0; round < 6; round++) {
    const rows = JSON.parse(text);
    for (const row of rows) {
      const s = row.palabra;
      for (let k = 0; k < s.length; k++) h = Math.imul(h ^ s.charCodeAt(k), 16777619);
      h = (h + row.lista[0] * 31 + row.lista[2]) | 0;
    }
  }
  return h >>> 0;
`;
const RUNS = 7;
const WARM_UPS = 2;

const medianOf = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** The ms of each of `runs` calls of `fn`, after `warmUps` calls that are not timed. */
export async function timings(fn: () => unknown, runs: number, warmUps: number): Promise<number[]> {
  for (let i = 0; i < warmUps; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    ms.push(performance.now() - t0);
  }
  return ms;
}

/** Median ms of `runs` calls of `fn` after `warmUps` calls. */
export async function medianMs(fn: () => unknown, runs = RUNS, warmUps = WARM_UPS): Promise<number> {
  return medianOf(await timings(fn, runs, warmUps));
}

const WORKER_SOURCE = `
  const { parentPort, workerData } = require('node:worker_threads');
  const work = new Function(${JSON.stringify(CPU_WORK)});
  for (let i = 0; i < workerData.warmUps; i++) work();
  const ms = [];
  for (let i = 0; i < workerData.runs; i++) {
    const t0 = performance.now();
    work();
    ms.push(performance.now() - t0);
  }
  ms.sort((a, b) => a - b);
  parentPort.postMessage(ms[Math.floor(ms.length / 2)]);
`;

/** The fixed workload on `threads` worker threads at once: the slowest thread's median (ms). */
async function onWorkers(threads: number): Promise<number> {
  const medians = await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<number>((resolve, reject) => {
          const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { runs: RUNS, warmUps: WARM_UPS } });
          worker.once('message', (ms: number) => {
            resolve(ms);
            void worker.terminate();
          });
          worker.once('error', reject);
        }),
    ),
  );
  return Math.max(...medians);
}

/**
 * The fixed CPU workload's median time in ms: on this thread (threads 0, the default), or on
 * `threads` worker threads at once (a budget whose work runs on a pool of that size). Key
 * `${keyPrefix}/cpu` or `${keyPrefix}/cpu-x${threads}`.
 */
export async function cpuReference(keyPrefix: string, opts: { threads?: number } = {}): Promise<Reference> {
  const threads = opts.threads ?? 0;
  const work = new Function(CPU_WORK) as () => number;
  const ms = threads > 0 ? await onWorkers(threads) : await medianMs(work);
  const label = threads > 0 ? `CPU fija en ${threads} hilos` : 'CPU fija (hilo principal)';
  return reference(`${keyPrefix}/${threads > 0 ? `cpu-x${threads}` : 'cpu'}`, label, 'ms', ms);
}

/** Any fixed workload's median ms (`fn` must do the same work every run and every day); warm-ups compile its code first. */
export async function timedReference(key: string, label: string, fn: () => unknown, opts: { runs?: number; warmUps?: number } = {}): Promise<Reference> {
  return reference(key, label, 'ms', await medianMs(fn, opts.runs ?? RUNS, opts.warmUps ?? WARM_UPS));
}

/** A figure the bench read elsewhere (Lighthouse's benchmarkIndex, a page's own timing) as a reference. */
export function givenReference(key: string, label: string, unit: string, values: number[], higherIsFaster = false): Reference {
  return { key, label, unit, value: values.reduce((a, b) => a + b, 0) / values.length, samples: values, higherIsFaster };
}

/**
 * The same references measured before and after the budget (or all along it): each one's mean
 * of two samples, or the median of more, every sample kept.
 */
export function mergeReferences(...sets: Reference[][]): Reference[] {
  const byKey = new Map<string, Reference>();
  for (const r of sets.flat()) {
    const seen = byKey.get(r.key);
    if (!seen) byKey.set(r.key, { ...r, samples: [...r.samples] });
    else seen.samples.push(...r.samples);
  }
  for (const r of byKey.values()) r.value = r.samples.length > 2 ? medianOf(r.samples) : r.samples.reduce((a, b) => a + b, 0) / r.samples.length;
  return [...byKey.values()];
}

/** bench/reference-page.html served by the bench itself (not the product) on a port the system chooses, at `/`. */
export async function referencePageServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const html = readFileSync(join(process.cwd(), 'bench', 'reference-page.html'));
  const server = createServer((req, res) => {
    if (req.url !== '/') {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('No existe');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
