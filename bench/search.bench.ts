/**
 * Issue 14 budgets (DESIGN.md): `listaempleos` with 20 concurrent clients, every request new (random
 * words, typos, filters, sorts and pages drawn for each request), no reply cache: on 100,000 jobs
 * p95 <= 50 ms on PostgreSQL and <= 150 ms on PGlite; on 1,000,000 jobs p95 <= 100 ms on
 * PostgreSQL (BENCH_JOBS=1000000); suggestions while typing p95 <= 30 ms; `getDatosEmpleo` p95 <= 20 ms. Beside each API row, the same
 * kind of searches run in-process through the search service (no HTTP) show the API's overhead.
 *
 * The data (bench/search-data.ts, bench/job-corpus.ts) is generated once and kept: PostgreSQL
 * database `chamba_bench_search` (`chamba_bench_search_1m` for a million) on BENCH_DATABASE_URL /
 * TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) and PGlite files in
 * bench/.data/search-pglite. BENCH_FRESH=1 regenerates them. Another job count (BENCH_JOBS=2000,
 * a quick check) has its own database and folder (`chamba_bench_search_2000`, `search-pglite-2000`).
 *
 * Beside the budgets, in the same run and with the same client, connections and duration, the
 * references of decision 103: the hello route (/healthz) and `select 1` (/readyz), before the
 * scenarios and after them; bench/verdict.ts prints each budget beside them and keeps the verdicts.
 *
 *   npm run bench -- search                                  both databases, 100,000 jobs
 *   BENCH_DB=postgres BENCH_JOBS=1000000 npm run bench -- search
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/core/config';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { createDeps } from '../src/server/core/deps';
import { jobSearchBody } from '../src/shared/contract/jobs';
import { searchJobs } from '../src/server/modules/jobs/search';
import { suggestionsBuilt } from '../src/server/modules/jobs/suggestions';
import { BENCH_JOBS, benchJobCount, generateJobs, publicCodes } from './search-data';
import { scenarios, suggestPath, type Body } from './search-scenarios';
import { percentile, PG_BASE } from './support';
import { wrkInstalled, wrkLoad, type LoadResult } from './wrk-load';
import { HTTP_REFERENCE_ROUTES, httpReferences, mergeReferences, type HttpReferences } from './reference';
import { judgeBudgets, type Budget } from './verdict';
import { serverNodeFlags } from '../scripts/server-flags.mjs';

const execFileAsync = promisify(execFile);

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const WARM_UP_S = 3;
const MILLION = BENCH_JOBS >= 1_000_000;
const BUDGET = { postgres: { search: MILLION ? 100 : 50, suggest: 30, detail: 20 }, pglite: { search: 150, suggest: 30, detail: 40 } };
const USUAL_COUNT = BENCH_JOBS === 100_000 || BENCH_JOBS === 1_000_000;
const PG_NAME = MILLION ? 'chamba_bench_search_1m' : USUAL_COUNT ? 'chamba_bench_search' : `chamba_bench_search_${BENCH_JOBS}`;
const PGLITE_DIR = join(process.cwd(), 'bench', '.data', USUAL_COUNT ? 'search-pglite' : `search-pglite-${BENCH_JOBS}`);

/** wrk when installed (bench/wrk-load.ts), else autocannon; BENCH_CLIENT=autocannon chooses it. */
const CLIENT = process.env.BENCH_CLIENT ?? (wrkInstalled() ? 'wrk' : 'autocannon');
/** Requests drawn for wrk per second of a run: more than any scenario answers (suggestions up to about 10,700 a second on PGlite, sixteenth pass). */
const DRAWN_PER_S = 20_000;
/** The same for the reference routes, one path repeated: /healthz answered about 40,000 a second on a fast AMD host (2026-12-04). */
const REFERENCE_DRAWN_PER_S = 100_000;

/**
 * A scenario under load from a client in its own process, as a browser's requests come from
 * outside the server: the server's thread is not shared with it.
 */
async function load(base: string, scenario: number, codes: string[], codesFile: string, duration = DURATION_S): Promise<LoadResult> {
  const s = scenarios(codes)[scenario];
  if (CLIENT === 'wrk') {
    const draw = () => (s.kind === 'suggest' ? suggestPath(s) : JSON.stringify(s.make()));
    const lines = Array.from({ length: DRAWN_PER_S * duration }, draw);
    return wrkLoad({ url: `${base}${s.path}`, method: s.kind === 'suggest' ? 'GET' : 'POST', lines, connections: CONNECTIONS, seconds: duration });
  }
  const { stdout: out } = await execFileAsync(process.execPath, ['--import', 'tsx', 'bench/search-load-client.ts', `${base}${s.path}`, String(scenario), codesFile, String(CONNECTIONS), String(duration)], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadResult;
}

/** A reference route (decision 103) under the same client, connections and duration as the scenarios. */
async function loadGet(base: string, path: string): Promise<LoadResult> {
  if (CLIENT === 'wrk') return wrkLoad({ url: `${base}${path}`, method: 'GET', lines: Array.from({ length: REFERENCE_DRAWN_PER_S * DURATION_S }, () => path), connections: CONNECTIONS, seconds: DURATION_S });
  const { stdout: out } = await execFileAsync(process.execPath, ['--import', 'tsx', 'bench/search-load-client.ts', `${base}${path}`, 'get', '-', String(CONNECTIONS), String(DURATION_S)], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as LoadResult;
}

/** The same searches in-process (service call, no HTTP), 20 at a time: the database's share. */
async function direct(deps: Parameters<typeof searchJobs>[0], make: () => Body) {
  const latencies: number[] = [];
  const end = Date.now() + DURATION_S * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        await searchJobs(deps, jobSearchBody.parse(make()));
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { rps: Math.round(latencies.length / DURATION_S), p50: percentile(latencies, 50), p95: percentile(latencies, 95), p99: percentile(latencies, 99) };
}

async function openBench(kind: 'postgres' | 'pglite'): Promise<Database> {
  if (kind === 'pglite') {
    if (process.env.BENCH_FRESH) rmSync(PGLITE_DIR, { recursive: true, force: true });
    mkdirSync(PGLITE_DIR, { recursive: true });
    // The index (about 1 GB at 100,000 jobs) needs a buffer cache bigger than the demo's 16 MB
    // default (PGLITE_SHARED_BUFFERS, decision 025).
    return openDatabase({ dataDir: PGLITE_DIR, sharedBuffers: process.env.PGLITE_SHARED_BUFFERS ?? '256MB' });
  }
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  if (process.env.BENCH_FRESH) await admin.query(`drop database if exists ${PG_NAME} with (force)`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [PG_NAME]);
  if (!exists.rowCount) await admin.query(`create database ${PG_NAME}`);
  await admin.end();
  const url = new URL(PG_BASE);
  url.pathname = `/${PG_NAME}`;
  return openDatabase({ url: url.toString() });
}

/** Data younger than 5 days is reused (its jobs are still current). */
async function ensureData(database: Database, label: string) {
  const n = await benchJobCount(database.db);
  const [row] = await queryRows<{ newest: string | null }>(database.db, sql`select max(fecha_publicacion)::text as newest from jobs`);
  const fresh = row?.newest && Date.now() - new Date(row.newest).getTime() < 5 * 86_400_000;
  if (n >= BENCH_JOBS && fresh) {
    console.log(`${label}: ${n.toLocaleString('es-BO')} empleos ya generados.`);
    return;
  }
  if (n > 0) {
    await database.db.execute(sql`truncate jobs, companies, users restart identity cascade`);
  }
  console.log(`${label}: generando ${BENCH_JOBS.toLocaleString('es-BO')} empleos...`);
  const started = Date.now();
  await generateJobs(database.db, new Date());
  console.log(`${label}: datos listos en ${Math.round((Date.now() - started) / 1000)} s.`);
}

async function run(kind: 'postgres' | 'pglite') {
  const label = kind === 'postgres' ? 'PostgreSQL 15' : 'PGlite (archivos en disco)';
  const database = await openBench(kind);
  await ensureData(database, label);
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
  const deps = await createDeps(config, database.db, pino({ level: 'silent' }));
  const app = await buildApp({ deps, webDistDir: join(dataDir, 'no-web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const rows: string[] = [];
  let budgets: Budget[] = [];
  let ok = true;
  try {
    const codes = await publicCodes(database.db);
    // No reply cache: every request runs its queries (decision 073).
    deps.cache.setEnabled(false);
    // The suggestions list, as the server reads it at start (and every SUGGESTIONS_REFRESH_S):
    // measured once the server's own first reading is over.
    await suggestionsBuilt(database.db);
    const f = (n: number) => n.toFixed(1);
    // A running server has its working set in memory and its code compiled: WARM_UP_S of other
    // random searches of each kind first (not measured; every measured request is still new).
    // With 1 s each, the first scenario measured (words) ran while the server was still warming:
    // its API p95 was 72-104 ms where the same searches measured 53-58 after 3 s (decision 083).
    const codesFile = join(dataDir, 'codes.json');
    writeFileSync(codesFile, JSON.stringify(codes));
    const all = scenarios(codes);
    for (const [i, s] of all.entries()) if (s.kind === 'search') await load(base, i, codes, codesFile, WARM_UP_S);
    const measured: { s: (typeof all)[number]; r: LoadResult; budget: number }[] = [];
    // The references (decision 103) before the scenarios and after them.
    const prefix = `search/${kind}/${CLIENT}/c${CONNECTIONS}`;
    const referenceRows = (refs: HttpReferences, when: string) => {
      for (const route of HTTP_REFERENCE_ROUTES) {
        const r = refs.figures[route.id];
        rows.push(`| Referencia: ${route.label}, ${when} | API | ${r.rps} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.errors} | referencia |`);
        console.log(rows.at(-1));
      }
    };
    const before = await httpReferences(prefix, (path) => loadGet(base, path));
    referenceRows(before, 'antes');
    for (const [i, s] of all.entries()) {
      const r = await load(base, i, codes, codesFile);
      const budget = BUDGET[kind][s.kind];
      const within = r.p95 <= budget && r.errors === 0;
      ok &&= within;
      measured.push({ s, r, budget });
      rows.push(`| ${s.name} | API | ${r.rps} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.errors} | ${within ? `<= ${budget} ms ✓` : `> ${budget} ms ✗`} |`);
      console.log(rows.at(-1));
      if (s.kind === 'search') {
        const d = await direct(deps, s.make);
        rows.push(`| ${s.name} | servicio (sin HTTP) | ${d.rps} | ${f(d.p50)} | ${f(d.p95)} | ${f(d.p99)} | 0 | referencia |`);
        console.log(rows.at(-1));
      }
    }
    const after = await httpReferences(prefix, (path) => loadGet(base, path));
    referenceRows(after, 'después');
    const [query, hello] = mergeReferences([before.query, before.hello], [after.query, after.hello]);
    // Suggestions are answered from memory (decision 084): the hello route is their reference;
    // the rest read the database, beside `select 1` through the same client.
    budgets = measured.map(({ s, r, budget }) => ({
      name: `${kind}, ${BENCH_JOBS} empleos: ${s.name}, p95`,
      figure: r.p95,
      unit: 'ms',
      limit: budget,
      alsoHolds: r.errors === 0,
      references: [query, hello],
      decidingKey: s.kind === 'suggest' ? hello.key : query.key,
    }));
  } finally {
    await app.close();
    await deps.limiter.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${label}, ${BENCH_JOBS.toLocaleString('es-BO')} empleos, ${CONNECTIONS} conexiones (${CLIENT}), ${DURATION_S} s por caso, carga ${loadavg()[0].toFixed(1)} (latencias en ms):`);
  console.log('| Caso | vía | req/s | p50 | p95 | p99 | errores | presupuesto p95 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  judgeBudgets('search', budgets);
  return ok;
}

/**
 * Each database in a process of its own, with the Node flags `npm start` gives the server on it
 * (scripts/server-flags.mjs): the server measured here collects garbage as the real one does.
 */
function inOwnProcess(kind: 'postgres' | 'pglite'): boolean {
  const flags = serverNodeFlags(kind === 'postgres' ? { DATABASE_URL: 'postgres' } : {});
  console.log(`${kind}: node ${flags.join(' ') || '(sin opciones)'}`);
  const r = spawnSync(process.execPath, [...flags, ...process.execArgv, process.argv[1]], { stdio: 'inherit', env: { ...process.env, BENCH_DB: kind, BENCH_CHILD: '1' } });
  return r.status === 0;
}

async function main() {
  console.log(`Máquina: ${cpus().length} núcleos (${cpus()[0]?.model ?? 'desconocido'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, carga ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const which = process.env.BENCH_DB;
  if (!existsSync(join(process.cwd(), 'bench'))) throw new Error('Ejecute desde la raíz del proyecto.');
  let ok = true;
  if (!process.env.BENCH_CHILD) {
    for (const kind of ['postgres', 'pglite'] as const) if (!which || which === kind) ok = inOwnProcess(kind) && ok;
    process.exit(ok ? 0 : 1);
  }
  ok = await run(which === 'pglite' ? 'pglite' : 'postgres');
  console.log(ok ? '\nBúsqueda y detalle dentro del presupuesto.' : '\nFUERA DEL PRESUPUESTO (ver tabla).');
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
