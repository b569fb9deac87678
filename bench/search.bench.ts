/**
 * Budgets (DESIGN.md): `listaempleos` on 100,000 jobs, p95 <= 50 ms on PostgreSQL and <= 100 ms
 * on PGlite; `getDatosEmpleo` p95 <= 20 ms; autocannon with 20 connections.
 *
 * The data (bench/search-data.ts) is generated once and kept: PostgreSQL database
 * `chamba_bench_search` on BENCH_DATABASE_URL / TEST_DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres) and PGlite files in bench/.data/search-pglite.
 * BENCH_FRESH=1 regenerates them. Each scenario sends, in random order, a set of different
 * requests (words with accents and typos, filters, sorts, deep pages, job codes). Each case is
 * measured warm (each distinct request made once before: the steady state of a running server,
 * whose frequent searches and jobs are cached) and again with the cache off ("sin caché"), where
 * every request runs its queries.
 *
 *   npx tsx bench/search.bench.ts                 both databases
 *   BENCH_DB=postgres npx tsx bench/search.bench.ts
 *   BENCH_DB=pglite BENCH_DURATION=5 npx tsx bench/search.bench.ts
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import pg from 'pg';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/core/config';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { createDeps } from '../src/server/core/deps';
import { CATEGORIES, CITIES } from '../src/shared/catalog';
import { BENCH_JOBS, benchJobCount, generateJobs, publicCodes } from './search-data';
import { percentile, PG_BASE, runLoad } from './support';

const CONNECTIONS = 20;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const BUDGET = { postgres: { search: 50, detail: 20 }, pglite: { search: 100, detail: 20 } };
const PG_NAME = 'chamba_bench_search';
const PGLITE_DIR = join(process.cwd(), 'bench', '.data', 'search-pglite');

const WORDS = [
  'ingeniero', 'desarrollador', 'contador', 'cajero', 'enfermera', 'chofer', 'vendedor', 'médico', 'abogado', 'técnico',
  'docente', 'cocinero', 'mesero', 'recepcionista', 'auxiliar', 'asistente', 'jefe', 'supervisor', 'analista', 'operador',
  'react', 'python', 'sql', 'excel', 'autocad', 'ventas', 'logística', 'minería', 'turismo', 'farmacia',
  'potosi', 'la paz', 'santa cruz', 'cochabamba', 'el alto', 'tarija', 'sucre', 'oruro', 'beni', 'pando',
  'ingeniero civil', 'desarrollador backend', 'atención al cliente', 'recursos humanos', 'seguridad industrial',
  'contador general', 'fibra óptica', 'paneles solares', 'comercio exterior', 'medio ambiente',
  'injeniero', 'desarroyador', 'contdor', 'enfermeria', 'bilingüe', 'turno noche', 'con experiencia', 'sucursal',
];

type Body = Record<string, unknown>;
const rand = (n: number) => Math.floor(Math.random() * n);
const pick = <T>(list: T[]) => list[rand(list.length)];

/** Distinct requests of each scenario (built once, sent in random order). */
function scenarios(codes: string[]) {
  const words: Body[] = WORDS.flatMap((w) => [
    { tcBuscar: w, tnTamano: 15, tnPagina: 1 },
    { tcBuscar: w, tnTamano: 15, tnPagina: 2 },
  ]);
  const filters: Body[] = [];
  for (const c of CITIES) {
    filters.push({ tnCiudad: c.id, tnTamano: 15, tnPagina: 1 });
    for (const cat of CATEGORIES.slice(0, 12)) filters.push({ tnCiudad: c.id, tnCategoria: cat.id, tnTamano: 15, tnPagina: 1 });
    filters.push({ tnCiudad: c.id, tnTipoEmpleo: 1 + (c.id % 5), tnSalario: 4000, tnTamano: 15 });
    filters.push({ tnCiudad: c.id, tnModalidad: 2, tnExperiencia: 3, tnDias: 30, tnTamano: 20 });
  }
  const sorts: Body[] = [];
  for (const tcOrden of ['recientes', 'salario', 'vencimiento']) {
    sorts.push({ tcOrden, tnTamano: 15, tnPagina: 1 });
    for (const c of CITIES) sorts.push({ tcOrden, tnCiudad: c.id, tnTamano: 30, tnPagina: 1 });
    for (const w of WORDS.slice(0, 10)) sorts.push({ tcOrden, tcBuscar: w, tnTamano: 15, tnPagina: 1 });
  }
  const deep: Body[] = [];
  for (let i = 0; i < 200; i++) {
    const body: Body = { tnTamano: 15, tnPagina: 20 + rand(380) };
    if (i % 3 === 0) body.tcBuscar = pick(WORDS.slice(0, 30));
    if (i % 4 === 1) body.tcOrden = pick(['recientes', 'salario', 'vencimiento']);
    if (i % 5 === 2) body.tnCiudad = pick(CITIES).id;
    deep.push(body);
  }
  return [
    { name: 'Palabras (incl. acentos y errores)', kind: 'search' as const, path: '/api/servicio/listaempleos', bodies: words },
    { name: 'Filtros (ciudad, categoría, tipo...)', kind: 'search' as const, path: '/api/servicio/listaempleos', bodies: filters },
    { name: 'Órdenes (recientes, salario, vencimiento)', kind: 'search' as const, path: '/api/servicio/listaempleos', bodies: sorts },
    { name: 'Páginas profundas (20 a 400)', kind: 'search' as const, path: '/api/servicio/listaempleos', bodies: deep },
    { name: 'Detalle de empleo (getDatosEmpleo)', kind: 'detail' as const, path: '/api/servicio/getDatosEmpleo', bodies: codes.map((c) => ({ tcCodigoEmpleo: c })) },
  ];
}

async function load(url: string, bodies: Body[]) {
  const { latencies, non200, result } = await runLoad({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: Record<string, unknown>) => ({ ...req, body: JSON.stringify(pick(bodies)) }),
      },
    ],
  });
  return {
    requests: latencies.length,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + non200,
  };
}

/** Sends each body once, four at a time. */
async function warm(url: string, bodies: Body[]) {
  const queue = [...bodies];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let b = queue.shift(); b; b = queue.shift()) {
        await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(b) });
      }
    }),
  );
}

async function openBench(kind: 'postgres' | 'pglite'): Promise<Database> {
  if (kind === 'pglite') {
    if (process.env.BENCH_FRESH) rmSync(PGLITE_DIR, { recursive: true, force: true });
    mkdirSync(PGLITE_DIR, { recursive: true });
    return openDatabase({ dataDir: PGLITE_DIR });
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
  let ok = true;
  try {
    const codes = await publicCodes(database.db);
    for (const s of scenarios(codes)) {
      const passes = [true, false];
      for (const cached of passes) {
        deps.cache.setEnabled(cached);
        // Searches with the cache are measured warm: each distinct request was made once before
        // (a running server has its frequent searches cached). Without the cache nothing is kept.
        if (cached) await warm(`${base}${s.path}`, s.bodies);
        const r = await load(`${base}${s.path}`, s.bodies);
        const budget = BUDGET[kind][s.kind];
        const within = r.p95 <= budget;
        if (cached) ok &&= within && r.errors === 0;
        const name = cached ? s.name : `${s.name}, sin caché`;
        rows.push(
          `| ${name} | ${s.bodies.length} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} | ${cached ? (within ? `<= ${budget} ms ✓` : `> ${budget} ms ✗`) : 'referencia'} |`,
        );
        console.log(rows.at(-1));
      }
    }
  } finally {
    await app.close();
    await deps.limiter.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`\n${label}, ${BENCH_JOBS.toLocaleString('es-BO')} empleos, ${CONNECTIONS} conexiones, ${DURATION_S} s por caso, carga ${loadavg()[0].toFixed(1)} (latencias en ms):`);
  console.log('| Caso | peticiones distintas | req/s | p50 | p95 | p99 | errores | presupuesto p95 |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(r);
  return ok;
}

async function main() {
  console.log(`Máquina: ${cpus().length} núcleos (${cpus()[0]?.model ?? 'desconocido'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, carga ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  const which = process.env.BENCH_DB;
  let ok = true;
  if (!which || which === 'postgres') ok = (await run('postgres')) && ok;
  if (!which || which === 'pglite') {
    if (!existsSync(join(process.cwd(), 'bench'))) throw new Error('Ejecute desde la raíz del proyecto.');
    ok = (await run('pglite')) && ok;
  }
  console.log(ok ? '\nBúsqueda y detalle dentro del presupuesto.' : '\nFUERA DEL PRESUPUESTO (ver tabla).');
  process.exit(ok ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
