/**
 * Budget (issue 5): `listarpostulantesbyempresa` and `graficasdashboard` for a company with 500
 * jobs and 20,000 applications: p95 under 50 ms on PostgreSQL, autocannon with 20 connections.
 * Other companies' jobs and applications are added as background rows, so the company's queries
 * must use their indexes. Runs on a fresh database of BENCH_DATABASE_URL (or TEST_DATABASE_URL,
 * default postgres://postgres@127.0.0.1:5432/postgres), dropped at the end.
 *
 *   npx tsx bench/hiring-dashboard.bench.ts                   (PostgreSQL)
 *   BENCH_DB=pglite npx tsx bench/hiring-dashboard.bench.ts   (PGlite, for comparison)
 * The server runs in a child process (bench/hiring-server.ts); the figures are per response.
 * Beside them, with the same client, connections and duration, before the cases and after them:
 * the hello route (/healthz) and `select 1` (/readyz), the references of decision 103.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loadConfig } from '../src/server/core/config';
import { openDatabase, queryRows, type Database } from '../src/server/db/client';
import { createDeps } from '../src/server/core/deps';
import { createCompanyAccount } from '../src/server/modules/auth/service';
import { resolveToken } from '../src/server/core/auth/tokens';
import { companyApplicants } from '../src/server/modules/hiring/applicants';
import { dashboardFigures } from '../src/server/modules/dashboard/service';
import { freshPostgresDatabase, percentile, runLoad } from './support';
import { autocannonGet, HTTP_REFERENCE_ROUTES, httpReferences, mergeReferences, type HttpReferences } from './reference';
import { judgeBudgets } from './verdict';

const COMPANY_JOBS = 500;
const CANDIDATES = 2000;
const APPS_PER_CANDIDATE = 10; // 2,000 x 10 = 20,000 applications to the company's jobs
const OTHER_COMPANIES = 40;
const OTHER_JOBS_EACH = 100; // 4,000 background jobs
const OTHER_APPS_PER_CANDIDATE = 15; // 30,000 background applications
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const BUDGET_P95_MS = 50;

const usePglite = process.env.BENCH_DB === 'pglite';

async function openBenchDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void>; label: string; url?: string }> {
  if (usePglite) return { database: await openDatabase({ dataDir }), drop: async () => {}, label: 'PGlite' };
  const { url, drop } = await freshPostgresDatabase(Boolean(process.env.BENCH_KEEP));
  return { database: await openDatabase({ url }), url, label: 'PostgreSQL', drop };
}

async function load(url: string, token: string, body: string) {
  const { latencies, non200, result } = await runLoad({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
  });
  return {
    requests: latencies.length,
    rps: Math.round(result.requests.average),
    p50: Number(percentile(latencies, 50).toFixed(1)),
    p95: Number(percentile(latencies, 95).toFixed(1)),
    p99: Number(percentile(latencies, 99).toFixed(1)),
    errors: result.errors + non200,
    kb: Math.round(result.throughput.average / 1024 / Math.max(1, result.requests.average)),
  };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-bench-'));
  const { database, drop, label, url: dbUrl } = await openBenchDatabase(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
  const deps = await createDeps(config, database.db, pino({ level: 'silent' }));
  const db = database.db;
  let server: ChildProcess | null = null;
  let closed = false;
  try {
    const started = Date.now();
    const company = await createCompanyAccount(
      deps,
      { nombre: 'Bench', apellidos: 'Empresa', correo: 'bench@empresa.bo', telefono: '77700000', password: 'Secreta123', profesion: 'Gerente' },
      { nombreEmpresa: 'Empresa de Carga S.A.', descripcion: 'Bench', ciudadId: 4 },
    );
    if (!company) throw new Error('company');
    // Background companies.
    await db.execute(sql`insert into users (email, password_hash, role, nombre)
      select 'otra' || g || '@bench.bo', 'x', 'empresa', 'Otra ' || g from generate_series(1, ${OTHER_COMPANIES}) g`);
    await db.execute(sql`insert into companies (codigo, user_id, nombre, correo)
      select 'oc' || u.id, u.id, u.nombre, u.email from users u where u.email like 'otra%@bench.bo'`);
    // Jobs: the company's 500 over the last year, then the background ones.
    await db.execute(sql`insert into jobs (codigo, company_id, titulo, descripcion, ciudad_id, tipo_empleo_id, categoria_id, experiencia_id, salario,
        fecha_publicacion, fecha_vencimiento, estado)
      select 'bj' || g, ${company.companyId}, 'Empleo de prueba número ' || g, 'Descripción del empleo ' || g, (g % 10) + 1, (g % 5) + 1, (g % 40) + 1, g % 6, (g % 7) * 1000,
        now() - ((g * 17) % 365) * interval '1 day', (current_date + ((g % 60) - 10)), case when g % 4 = 0 then 1 else 2 end
      from generate_series(1, ${COMPANY_JOBS}) g`);
    await db.execute(sql`insert into jobs (codigo, company_id, titulo, descripcion, ciudad_id, tipo_empleo_id, categoria_id, fecha_publicacion, fecha_vencimiento, estado)
      select 'oj' || c.id || '_' || g, c.id, 'Otro empleo ' || g, 'Descripción', (g % 10) + 1, (g % 5) + 1, (g % 40) + 1,
        now() - ((g * 13) % 365) * interval '1 day', current_date + 30, 2
      from companies c cross join generate_series(1, ${OTHER_JOBS_EACH}) g where c.codigo like 'oc%'`);
    // Candidates with a paid CV each.
    await db.execute(sql`insert into users (email, password_hash, role, nombre)
      select 'cand' || g || '@bench.bo', 'x', 'candidato', 'Candidato ' || g from generate_series(1, ${CANDIDATES}) g`);
    await db.execute(sql`insert into candidates (codigo, user_id, nombre, apellidos, correo, profesion)
      select 'bc' || u.id, u.id, u.nombre, 'Prueba', u.email, 'Profesión ' || (u.id % 30) from users u where u.email like 'cand%@bench.bo'`);
    await db.execute(sql`insert into curriculums (candidate_id, titulo, documento, pagado, pagado_en)
      select c.id, 'CV de ' || c.nombre, '{"titulo":"CV","habilidades":[1,2,3]}'::jsonb, true, now() from candidates c`);
    // 20,000 applications to the company's jobs: candidate i to 10 distinct jobs.
    await db.execute(sql`with cj as (select id, row_number() over (order by id) - 1 as n from jobs where company_id = ${company.companyId}),
        cc as (select c.id, cv.id as cv_id, row_number() over (order by c.id) - 1 as n from candidates c join curriculums cv on cv.candidate_id = c.id)
      insert into applications (job_id, candidate_id, curriculum_id, estado, created_at, updated_at)
      select cj.id, cc.id, cc.cv_id, ((cc.n + t) % 5) + 1, now() - (((cc.n * 7 + t * 31) % 360) * interval '1 day') - ((cc.n % 24) * interval '1 hour'), now()
      from cc cross join generate_series(0, ${APPS_PER_CANDIDATE - 1}) t
      join cj on cj.n = (cc.n * ${APPS_PER_CANDIDATE} + t) % ${COMPANY_JOBS}`);
    await db.execute(sql`with oj as (select id, row_number() over (order by id) - 1 as n, count(*) over () as total from jobs where codigo like 'oj%'),
        cc as (select c.id, cv.id as cv_id, row_number() over (order by c.id) - 1 as n from candidates c join curriculums cv on cv.candidate_id = c.id)
      insert into applications (job_id, candidate_id, curriculum_id, estado, created_at, updated_at)
      select oj.id, cc.id, cc.cv_id, ((cc.n + t) % 5) + 1, now() - (((cc.n * 3 + t * 17) % 360) * interval '1 day'), now()
      from cc cross join generate_series(0, ${OTHER_APPS_PER_CANDIDATE - 1}) t
      join oj on oj.n = (cc.n * ${OTHER_APPS_PER_CANDIDATE} + t) % oj.total`);
    await db.execute(sql`analyze`);
    const [counts] = await queryRows<{ jobs: number; apps: number; all_jobs: number; all_apps: number }>(
      db,
      sql`select (select count(*)::int from jobs where company_id = ${company.companyId}) as jobs,
        (select count(*)::int from applications a join jobs j on j.id = a.job_id where j.company_id = ${company.companyId}) as apps,
        (select count(*)::int from jobs) as all_jobs, (select count(*)::int from applications) as all_apps`,
    );
    console.log(`${label}: empresa con ${counts.jobs} empleos y ${counts.apps} postulaciones (total ${counts.all_jobs} empleos, ${counts.all_apps} postulaciones); datos en ${((Date.now() - started) / 1000).toFixed(1)} s`);

    // What a cache miss costs: the queries themselves, one at a time (median of 15).
    const user = (await resolveToken(db, company.token, new Date()))!;
    const median = async (fn: () => Promise<unknown>) => {
      const times: number[] = [];
      for (let i = 0; i < 15; i++) {
        const t0 = performance.now();
        await fn();
        times.push(performance.now() - t0);
      }
      return times.sort((a, b) => a - b)[7].toFixed(1);
    };
    const missFigures = await median(() => dashboardFigures(deps, user));
    const missList = await median(() => companyApplicants(deps, user, { page: 1, size: 50, estado: 0 }));
    console.log(`Sin caché (una consulta a la vez, mediana): graficasdashboard ${missFigures} ms; listarpostulantesbyempresa página 1 ${missList} ms`);

    // The server runs in its own process: autocannon must not share its event loop.
    await database.close();
    closed = true;
    server = spawn(process.execPath, [...(process.env.BENCH_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROF}`] : []), '--import', 'tsx', 'bench/hiring-server.ts'], {
      env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DATABASE: dbUrl ?? '' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const address = await new Promise<string>((resolve, reject) => {
      let out = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const m = /LISTENING (\S+)/.exec(out);
        if (m) resolve(m[1]);
      });
      server!.once('exit', (code) => reject(new Error(`el servidor terminó (${code})`)));
    });
    const check = async (path: string, body: string) => {
      const res = await fetch(`${address}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${company.token}` }, body });
      return (await res.json()) as Record<string, any>;
    };
    const list = await check('/api/servicio/listarpostulantesbyempresa', '[]');
    const charts = await check('/api/servicio/graficasdashboard', '[]');
    if (list.Total !== counts.apps || charts.Datos.TotalPostulantes !== counts.apps) {
      throw new Error(`respuestas incorrectas: Total ${list.Total}, TotalPostulantes ${charts.Datos?.TotalPostulantes}`);
    }
    const cases = [
      { name: 'listarpostulantesbyempresa (página 1, 50 filas)', path: '/api/servicio/listarpostulantesbyempresa', body: '[]' },
      { name: 'listarpostulantesbyempresa (página 200, estado 3)', path: '/api/servicio/listarpostulantesbyempresa', body: '{"tnPagina":20,"tnEstado":3}' },
      { name: 'graficasdashboard', path: '/api/servicio/graficasdashboard', body: '[]' },
      { name: 'listarempleosbyempresa (500 empleos)', path: '/api/servicio/listarempleosbyempresa', body: '[]' },
    ];
    let failed = false;
    const rows: string[] = [];
    // The references of decision 103, with the same client, connections and duration: before the cases and after them.
    const prefix = `hiring/${usePglite ? 'pglite' : 'postgres'}/autocannon/c${CONNECTIONS}`;
    const references = () => httpReferences(prefix, (path) => autocannonGet(`${address}${path}`, CONNECTIONS, DURATION_S));
    const referenceRows = (refs: HttpReferences, when: string) => {
      for (const route of HTTP_REFERENCE_ROUTES) {
        const r = refs.figures[route.id];
        rows.push(`| Referencia: ${route.label}, ${when} | ${r.rps} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | — | ${r.errors} | referencia |`);
        console.log(rows.at(-1));
      }
    };
    const before = await references();
    referenceRows(before, 'antes');
    const measured: { name: string; p95: number; errors: number; budget: number }[] = [];
    for (const c of cases) {
      // Warm-up, then the measured run.
      await load(`${address}${c.path}`, company.token, c.body).catch(() => null);
      const r = await load(`${address}${c.path}`, company.token, c.body);
      const budget = c.path.endsWith('empresa') && c.name.startsWith('listarempleos') ? null : BUDGET_P95_MS;
      const ok = budget === null || r.p95 <= budget;
      if (!ok || r.errors) failed = true;
      if (budget !== null) measured.push({ name: c.name, p95: r.p95, errors: r.errors, budget });
      rows.push(`| ${c.name} | ${r.rps} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.kb} | ${r.errors} | ${budget === null ? 'sin presupuesto' : ok ? `<= ${budget} ms ✓` : `> ${budget} ms ✗`} |`);
      console.log(rows.at(-1));
    }
    const after = await references();
    referenceRows(after, 'después');
    console.log(`\n${label}, ${CONNECTIONS} conexiones, ${DURATION_S} s por caso (latencias en ms, medidas por respuesta):`);
    console.log('| Endpoint | req/s | p50 | p95 | p99 | KB/resp | errores | presupuesto p95 |');
    console.log('|---|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
    const refs = mergeReferences([before.query, before.hello], [after.query, after.hello]);
    judgeBudgets(
      'hiring-dashboard',
      measured.map((m) => ({ name: `${label}: ${m.name}, p95`, figure: m.p95, unit: 'ms', limit: m.budget, alsoHolds: m.errors === 0, references: refs })),
    );
    if (failed) process.exitCode = 1;
  } finally {
    if (server) {
      const exited = new Promise((r) => server!.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    await deps.limiter.close();
    if (!closed) await database.close();
    await drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
