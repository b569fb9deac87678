/**
 * Soak (issue 17): the compiled server as `npm start` runs it, on a fresh PostgreSQL database
 * seeded with the demo data (or PGlite with BENCH_DB=pglite), under a mixed load for 5 minutes:
 * 20 clients, each looping over searches nobody made before, job pages, logins, applications and
 * CV PDF downloads. Reports p50/p95/p99 per route, errors, and the server's RSS after a warm-up
 * and at the end (growth must stay under 10 %).
 *
 *   npx tsx bench/soak.bench.ts                 (SOAK_S=300 SOAK_CLIENTS=20 by default)
 *   SOAK_S=60 npx tsx bench/soak.bench.ts       (a shorter run)
 *
 * Memory needs no reference beside it (decision 103): RSS does not depend on the machine's speed.
 * The verdicts (growth <= 10 %, RSS <= 350 MB as DESIGN.md's memory budget, no errors) are kept
 * in bench/.results/soak.jsonl; the latencies are printed for reading, without a budget here.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freshPostgresDatabase, percentile } from './support';
import { serverNodeFlags } from '../scripts/server-flags.mjs';
import { judgeBudgets } from './verdict';

const DURATION_S = Number(process.env.SOAK_S ?? 300);
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 20);
const WARMUP_S = Number(process.env.SOAK_WARMUP_S ?? 30);
const PORT = Number(process.env.SOAK_PORT ?? 3950);
const BASE = `http://127.0.0.1:${PORT}`;
const usePglite = process.env.BENCH_DB === 'pglite';

const WORDS = ['contador', 'vendedor', 'chofer', 'ingeniero', 'enfermera', 'programador', 'auxiliar', 'administrador', 'mecánico', 'secretaria', 'cajero', 'docente', 'electricista', 'analista', 'soporte', 'marketing', 'almacén', 'recepcionista', 'cocinero', 'guardia'];
const SORTS = ['recientes', 'salario', 'relevancia', 'vencimiento'];

/** A search nobody made before: a word with a random typo or suffix, a random filter, sort and page. */
function freshSearch(i: number) {
  const word = WORDS[i % WORDS.length];
  const variant = i % 3 === 0 ? word.slice(0, -1) : i % 3 === 1 ? `${word} ${(i % 97).toString(36)}` : word;
  return {
    tcBuscar: i % 5 === 0 ? '' : variant,
    tnCiudad: i % 4 === 0 ? (i % 9) + 1 : 0,
    tnCategoria: i % 6 === 0 ? (i % 40) + 1 : 0,
    tcOrden: SORTS[i % SORTS.length],
    tnPagina: (i % 5) + 1,
    tnTamano: 10,
  };
}

type Sample = { route: string; ms: number; status: number };
const samples: Sample[] = [];
let errors = 0;

async function timed(route: string, url: string, init: RequestInit = {}) {
  const started = performance.now();
  let status = 0;
  try {
    const res = await fetch(`${BASE}${url}`, init);
    await res.arrayBuffer();
    status = res.status;
  } catch {
    status = -1;
  }
  const ms = performance.now() - started;
  samples.push({ route, ms, status });
  if (status !== 200) errors++;
  return status;
}

const json = (body: unknown, token?: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function post(url: string, body: unknown, token?: string) {
  const res = await fetch(`${BASE}${url}`, json(body, token));
  return res.json() as Promise<any>;
}

function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** A candidate with a paid CV, made as a person makes one: register, build the CV, pay it in the sandbox. */
async function newSoakCandidate(n: number) {
  const correo = `soak${n}.${Date.now().toString(36)}@example.bo`;
  const password = 'Secreta123';
  const reg = await post('/api/servicio/crearcandidato', { tcNombre: `Soak${n}`, tcApellidos: 'Prueba', tcCorreo: correo, tnTelefono: '71234567', tcContraseña: password, confirmPassword: password, tcProfesion: 'Contador' });
  const token = reg.values.token as string;
  const form = new FormData();
  const fields: Record<string, string> = {
    tcTituloCurriculum: `Contador ${n}`,
    tcNombreCompleto: `Soak${n} Prueba`,
    tcPerfilProfesional: 'Contador con experiencia en auditoría y tributación.',
    tcCorreo: correo,
    tcTelefono: '71234567',
    tcDireccion: 'La Paz',
    taFormaciones: '[]',
    taCertificaciones: '[]',
    taExperiencias: JSON.stringify([{ Nombre: 'Contador', NombreInstitucion: 'Empresa', Periodo: '2018 al 2023', Descripcion: 'Contabilidad general.' }]),
    taHabilidades: '[1,2]',
    taIdiomas: '[41]',
    tnPlantilla: '1',
    tnTamanoNombre: '36',
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const created = await (await fetch(`${BASE}/api/servicio/crearcurriculumcandidato`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form })).json();
  const cv = created.values.Curriculum as number;
  const qr = await post('/api/servicio/generarpago', { tcNombreUsuario: `Soak${n}`, tnCiNit: '1234567', tnTelefono: '71234567', tcCorreo: correo, Curriculum: cv }, token);
  const codigo = new URL(qr.Datos.UrlPago).searchParams.get('codigo');
  await post('/api/servicio/sandbox/confirmarpago', { tnTransaccionDePago: qr.Datos.TransaccionDePago, tcCodigo: codigo });
  return { correo, password, token, cv };
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'chamba-soak-'));
  const pgDb = usePglite ? null : await freshPostgresDatabase();
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'sandbox',
    NODE_ENV: 'production',
  };
  if (usePglite) {
    const seeded = spawn(process.execPath, ['dist/server/seed.js'], { env, stdio: 'inherit' });
    await new Promise((r) => seeded.on('exit', r));
  }
  const server = spawn(process.execPath, [...serverNodeFlags(env), 'dist/server/main.js'], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    for (let i = 0; ; i++) {
      if (i > 600) throw new Error('el servidor no arrancó');
      try {
        if ((await fetch(`${BASE}/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    console.log(`Servidor listo (${usePglite ? 'PGlite' : 'PostgreSQL'}); preparando ${CLIENTS} candidatos con un CV pagado...`);
    const people: Awaited<ReturnType<typeof newSoakCandidate>>[] = [];
    for (let n = 0; n < CLIENTS; n++) people.push(await newSoakCandidate(n));
    const codes: string[] = [];
    for (let page = 1; page <= 10; page++) {
      const list = await post('/api/servicio/listaempleos', { tcBuscar: '', tnPagina: page, tnTamano: 50 });
      for (const j of list.values ?? []) codes.push(j.CodigoEmpleo);
    }
    console.log(`${codes.length} empleos públicos para visitar y postular.`);

    let counter = 0;
    let stopAt = Date.now() + WARMUP_S * 1000;
    const client = async (k: number) => {
      const me = people[k];
      while (Date.now() < stopAt) {
        const i = counter++;
        const roll = i % 20;
        const code = codes[(i * 7919) % codes.length];
        if (roll < 8) await timed('listaempleos', '/api/servicio/listaempleos', json(freshSearch(i)));
        else if (roll < 14) await timed('getDatosEmpleo', '/api/servicio/getDatosEmpleo', json({ tcCodigoEmpleo: code }, i % 2 ? me.token : undefined));
        else if (roll < 15) await timed('login', '/api/login', json({ email: me.correo, password: me.password }));
        else if (roll < 18) await timed('postularempleo', '/api/postularempleo', json({ tnCurriculum: me.cv, tcCodigoEmpleo: code }, me.token));
        else await timed('generate-pdf2', `/api/generate-pdf2/${me.cv}`, { headers: { authorization: `Bearer ${me.token}` } });
      }
    };
    console.log(`Calentamiento: ${WARMUP_S} s...`);
    await Promise.all(people.map((_, k) => client(k)));
    const rssBefore = rssMb(server.pid!);
    samples.length = 0;
    errors = 0;
    console.log(`RSS tras el calentamiento: ${rssBefore} MB. Carga: ${CLIENTS} clientes durante ${DURATION_S} s...`);
    const started = Date.now();
    stopAt = started + DURATION_S * 1000;
    await Promise.all(people.map((_, k) => client(k)));
    const seconds = (Date.now() - started) / 1000;
    const rssAfter = rssMb(server.pid!);

    const routes = [...new Set(samples.map((s) => s.route))];
    const rows = routes.map((route) => {
      const ms = samples.filter((s) => s.route === route).map((s) => s.ms).sort((a, b) => a - b);
      const bad = samples.filter((s) => s.route === route && s.status !== 200).length;
      return { route, peticiones: ms.length, rps: Math.round(ms.length / seconds), p50: +percentile(ms, 50).toFixed(1), p95: +percentile(ms, 95).toFixed(1), p99: +percentile(ms, 99).toFixed(1), errores: bad };
    });
    console.table(rows);
    const growth = ((rssAfter - rssBefore) / rssBefore) * 100;
    console.log(`Total: ${samples.length} peticiones en ${seconds.toFixed(0)} s (${Math.round(samples.length / seconds)}/s), ${errors} errores.`);
    console.log(`RSS del servidor: ${rssBefore} MB tras el calentamiento → ${rssAfter} MB al final (${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %; límite +10 %).`);
    const db = usePglite ? 'PGlite' : 'PostgreSQL';
    const memory = 'la memoria no depende de la velocidad';
    const held = judgeBudgets('soak', [
      { name: `${db}: crecimiento del RSS en ${DURATION_S} s`, figure: growth, unit: '%', limit: 10, references: [], noReference: memory },
      { name: `${db}: RSS del servidor al final`, figure: rssAfter, unit: 'MB', limit: 350, references: [], noReference: memory },
      { name: `${db}: errores`, figure: errors, unit: 'respuestas', limit: 0, references: [], noReference: 'un conteo' },
    ]);
    if (!held) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
