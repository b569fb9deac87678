/**
 * Budget (DESIGN.md): 20 two-page PDFs analysed in <= 5 s. The PDFs are the CV analysis
 * library's fixture CVs of two pages (repeated to make 20), sent as one multipart request to
 * POST /api/servicio/revisarcvs over real HTTP, against a job written from the fixture jobs.
 * Measures the very first request (cold: the parser workers start with it), the first request
 * after the page opened (the page's job list starts the workers), then RUNS warm requests.
 *
 * Beside them, before the first request and after the last (decision 103): the fixed CPU
 * workload of bench/reference.ts on as many worker threads as the parser pool has (the PDFs are
 * read there) and on the main thread.
 *
 *   npx tsx bench/analysis.bench.ts                 (PGlite in memory)
 *   BENCH_DB=postgres npx tsx bench/analysis.bench.ts   (PostgreSQL of BENCH_DATABASE_URL / TEST_DATABASE_URL)
 */
import { availableParallelism, loadavg } from 'node:os';
import { openDatabase, type Database } from '../src/server/db/client';
import { fixtureJob, twoPagePdfs } from '../src/server/modules/analysis/test-helpers';
import { newCompany } from '../src/server/test/accounts';
import { DEFAULT_WORKERS } from '../src/server/modules/analysis/parser-pool';
import { freshPostgresDatabase } from './support';
import { listenInProcess } from './in-process-app';
import { cpuReference, mergeReferences } from './reference';
import { judgeBudgets } from './verdict';

const FILES = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const BUDGET_MS = 5000;
const usePostgres = process.env.BENCH_DB === 'postgres';

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void>; label: string }> {
  if (!usePostgres) return { database: await openDatabase({ memory: true }), drop: async () => {}, label: 'PGlite (memoria)' };
  const { url, drop } = await freshPostgresDatabase();
  return { database: await openDatabase({ url }), label: 'PostgreSQL', drop };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

type Bench = { send: () => Promise<number>; openPage: () => Promise<void>; totalBytes: number; close: () => Promise<void> };

/** A fresh app (its own parser workers) on its own port, with a company, its job and the 20 PDFs. */
async function startApp(database: Database): Promise<Bench> {
  const { deps, base, close } = await listenInProcess(database, 'analysis');
  const company = await newCompany(deps);
  const job = await fixtureJob(deps, company.companyId, 'contador');
  const files = twoPagePdfs(FILES);
  const auth = { authorization: `Bearer ${company.token}` };
  return {
    totalBytes: files.reduce((n, f) => n + f.data.length, 0),
    async openPage() {
      const res = await fetch(`${base}/api/servicio/listarempleosanalisiscv`, { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '[]' });
      if (res.status !== 200) throw new Error(`listarempleosanalisiscv ${res.status}`);
      await res.json();
    },
    async send() {
      const form = new FormData();
      form.set('empleoId', String(job.id));
      form.set('descripcion', 'Valoramos manejo de SAP y del SIN.');
      for (const f of files) form.append('cvs[]', new Blob([new Uint8Array(f.data)], { type: 'application/pdf' }), f.filename);
      const started = performance.now();
      const res = await fetch(`${base}/api/servicio/revisarcvs`, { method: 'POST', body: form, headers: auth });
      const body = (await res.json()) as { error: number; values?: { Total: number; Ok: number } };
      const ms = performance.now() - started;
      if (res.status !== 200 || body.error !== 0 || body.values?.Ok !== FILES) throw new Error(`respuesta inesperada ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return ms;
    },
    close,
  };
}

async function main() {
  const { database, drop, label } = await openBenchDatabase();
  try {
    await run(database, label);
  } finally {
    await database.close();
    // Let the pool's last connections finish closing before the database is dropped.
    await new Promise((r) => setTimeout(r, 500));
    await drop();
  }
}

const references = async () => [await cpuReference('analysis', { threads: DEFAULT_WORKERS }), await cpuReference('analysis')];

async function run(database: Database, label: string) {
  const before = await references();
  // 1. Cold: the first request ever, nothing started before it.
  const first = await startApp(database);
  let cold: number;
  try {
    cold = await first.send();
  } finally {
    await first.close();
  }
  // 2. As a person uses the page: it opens (the readers start), 3 s to choose the files, send.
  const b = await startApp(database);
  try {
    await b.openPage();
    await new Promise((r) => setTimeout(r, 3000));
    const afterPage = await b.send();
    // 3. Warm: the readers are running.
    const warm: number[] = [];
    let rssPeak = process.memoryUsage().rss;
    for (let i = 0; i < RUNS; i++) {
      warm.push(await b.send());
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
    const worst = Math.max(afterPage, ...warm);
    console.log(`Análisis de CV: ${FILES} PDF de 2 páginas (${(b.totalBytes / 1024).toFixed(0)} KB en total) por POST /api/servicio/revisarcvs, ${label}`);
    console.log(`  trabajadores del lector: ${DEFAULT_WORKERS} (núcleos: ${availableParallelism()}); carga del equipo: ${loadavg()[0].toFixed(1)}`);
    console.log(`  en frío (primera solicitud, los lectores arrancan con ella): ${cold.toFixed(0)} ms`);
    console.log(`  tras abrir la página (los lectores arrancan al abrirla; 3 s para elegir los archivos): ${afterPage.toFixed(0)} ms`);
    console.log(`  en caliente, ${RUNS} envíos: mediana ${median(warm).toFixed(0)} ms, mínimo ${Math.min(...warm).toFixed(0)} ms, máximo ${Math.max(...warm).toFixed(0)} ms`);
    console.log(`  por CV (mediana en caliente): ${(median(warm) / FILES).toFixed(0)} ms; RSS máximo del proceso: ${(rssPeak / 1024 / 1024).toFixed(0)} MB`);
    console.log(`  presupuesto ${BUDGET_MS} ms (uso normal y en caliente): ${worst <= BUDGET_MS ? 'cumple' : 'NO CUMPLE'} (peor envío ${worst.toFixed(0)} ms); en frío: ${cold <= BUDGET_MS ? 'cumple' : 'NO CUMPLE'}`);
    if (worst > BUDGET_MS) process.exitCode = 1;
    const refs = mergeReferences(before, await references());
    const db = usePostgres ? 'PostgreSQL' : 'PGlite';
    judgeBudgets('analysis', [
      { name: `${db}: ${FILES} PDF, peor envío tras abrir la página o en caliente`, figure: worst, unit: 'ms', limit: BUDGET_MS, references: refs },
      { name: `${db}: ${FILES} PDF, en frío`, figure: cold, unit: 'ms', limit: BUDGET_MS, references: refs },
    ]);
  } finally {
    await b.close();
  }
}

await main();
