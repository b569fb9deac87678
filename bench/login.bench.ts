/**
 * Budget (DESIGN.md, issue 41): 20 logins at once answered with p95 <= 1 s (Argon2id at OWASP's
 * minimum, off the event loop, through the password gate; decision 097).
 *
 * Starts the compiled app as a user starts it (bench/app-server.ts: scripts/start.mjs, a fresh
 * PGlite DATA_DIR, no demo data, rate limits off) on BENCH_PORT (3341), or measures BENCH_URL.
 * Registers 20 candidates, then BENCH_ROUNDS (5) rounds of: 20 concurrent GET /healthz (the
 * reference: what 20 concurrent requests cost on this machine, right now), then 20 concurrent
 * POST /api/login, one per account, with 20 concurrent GET /healthz sent 50 ms into them (answered
 * at once only if the hashes leave the event loop free). Before the rounds, one login alone (the
 * cost of one hash on this machine now). Reports p50 / p95 / max per round and over all rounds,
 * and the logins' p95 in units of a login alone (about 20 / cores when the cores are ours); the
 * verdict is on the logins' p95.
 *
 * Then, unless BENCH_LEGACY=0, the first logins of old accounts (decision 097), in process on the
 * test kit (PGlite, app.inject, rows written directly): 20 accounts whose rows hold the old scrypt
 * hash log in at once (each verifies scrypt and stores Argon2id), then the same 20 again. Not part
 * of the verdict: it shows what the wave after the deploy costs, and the change beside it.
 *
 *   npm run build && npx tsx bench/login.bench.ts
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { users } from '../src/server/db/schema';
import { newCandidate, TEST_PASSWORD, type TestCandidate } from '../src/server/test/accounts';
import { legacyScryptHash } from '../src/server/test/legacy-passwords';
import { call, createTestApp } from '../src/server/test/test-app';
import { startApp } from './app-server';
import { percentile } from './support';

const PORT = Number(process.env.BENCH_PORT ?? 3341);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const PEOPLE = 20;
const BUDGET_P95_MS = 1_000;
const PASSWORD = 'Bench2026!';

type Sample = { ms: number; ok: boolean };

async function timed(request: () => Promise<Response>, ok: (body: any, status: number) => boolean): Promise<Sample> {
  const started = performance.now();
  try {
    const res = await request();
    const text = await res.text();
    const ms = performance.now() - started;
    return { ms, ok: ok(text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text, res.status) };
  } catch {
    return { ms: performance.now() - started, ok: false };
  }
}

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

function summary(samples: Sample[]) {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p95: percentile(ms, 95), max: ms.at(-1) ?? NaN, failed: samples.filter((s) => !s.ok).length };
}
const row = (label: string, s: ReturnType<typeof summary>) =>
  `| ${label} | ${s.p50.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.max.toFixed(0)} | ${s.failed} |`;

async function main() {
  const app = await startApp({ port: PORT, seed: false, label: 'login' });
  try {
    const stamp = Date.now().toString(36);
    const emails = Array.from({ length: PEOPLE }, (_, i) => `bench.login.${stamp}.${i}@example.bo`);
    // One after another: registration hashes too, and this is not what is measured.
    for (const [i, correo] of emails.entries()) {
      const res = await post(`${app.url}/api/servicio/crearcandidato`, { tcNombre: `Persona${i}`, tcApellidos: 'Prueba', tcCorreo: correo, tnTelefono: '71234567', tcContraseña: PASSWORD, confirmPassword: PASSWORD, tcProfesion: 'Contador' });
      const body = (await res.json()) as { error?: number; message?: string };
      if (res.status !== 200 || body.error !== 0) throw new Error(`No se pudo crear la cuenta ${correo}: ${res.status} ${body.message}`);
    }
    const login = (email: string) => timed(() => post(`${app.url}/api/login`, { email, password: PASSWORD }), (b, status) => status === 200 && b?.codigoerror === 0);
    const healthz = () => timed(() => fetch(`${app.url}/healthz`), (_b, status) => status === 200);

    const alone: Sample[] = [];
    for (let i = 0; i < 5; i++) alone.push(await login(emails[i]));

    console.log(`Máquina: ${availableParallelism()} núcleos, ${cpus()[0]?.model ?? '?'}; carga ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`Un login solo (5 veces, ms): p50 ${summary(alone).p50.toFixed(0)}, max ${summary(alone).max.toFixed(0)}\n`);
    console.log(`| Ronda (${PEOPLE} a la vez) | p50 ms | p95 ms | max ms | fallidas |`);
    console.log('|---|---|---|---|---|');
    const allLogins: Sample[] = [];
    const allHealth: Sample[] = [];
    const allDuring: Sample[] = [];
    for (let r = 1; r <= ROUNDS; r++) {
      const health = await Promise.all(emails.map(() => healthz()));
      const pending = Promise.all(emails.map((e) => login(e)));
      await new Promise((done) => setTimeout(done, 50));
      const during = await Promise.all(emails.map(() => healthz()));
      const logins = await pending;
      allHealth.push(...health);
      allDuring.push(...during);
      allLogins.push(...logins);
      console.log(row(`${r}: /healthz (referencia)`, summary(health)));
      console.log(row(`${r}: /api/login`, summary(logins)));
      console.log(row(`${r}: /healthz durante los logins`, summary(during)));
      await new Promise((done) => setTimeout(done, 300));
    }
    const h = summary(allHealth);
    const l = summary(allLogins);
    console.log(row(`todas: /healthz (referencia)`, h));
    console.log(row(`todas: /api/login`, l));
    console.log(row(`todas: /healthz durante los logins`, summary(allDuring)));
    const one = summary(alone).p50;
    console.log(`p95 de los logins = ${(l.p95 / one).toFixed(1)} logins solos (${PEOPLE} / ${availableParallelism()} núcleos = ${(PEOPLE / availableParallelism()).toFixed(1)} si los núcleos fueran nuestros)`);
    console.log(`carga al terminar ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    const ok = l.p95 <= BUDGET_P95_MS && l.failed === 0;
    console.log(`\n${PEOPLE} logins a la vez: p95 ${l.p95.toFixed(0)} ms (presupuesto ${BUDGET_P95_MS} ms), ${l.failed} fallidas: ${ok ? 'OK' : 'FUERA DEL PRESUPUESTO'}`);
    return ok;
  } finally {
    await app.stop();
  }
}

/** Old accounts' first logins after the change, then their second ones (in process). */
async function legacyWave() {
  const t = await createTestApp({ RATE_LIMITS: 'off' });
  try {
    const people: TestCandidate[] = [];
    for (let i = 0; i < PEOPLE; i++) people.push(await newCandidate(t.deps));
    const legacy = await legacyScryptHash(TEST_PASSWORD);
    for (const p of people) await t.deps.db.update(users).set({ passwordHash: legacy }).where(eq(users.id, p.userId));
    const round = () =>
      Promise.all(
        people.map((p, i) =>
          timed(
            async () => {
              const res = await call(t.app, '/api/login', { email: p.email, password: TEST_PASSWORD }, undefined, { remoteAddress: `10.9.0.${i}` });
              return new Response(JSON.stringify(res.body), { status: res.status, headers: { 'content-type': 'application/json' } });
            },
            (b, status) => status === 200 && b?.codigoerror === 0,
          ),
        ),
      );
    console.log(`\nCuentas antiguas (scrypt), en proceso (PGlite, inject); carga ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    console.log(`| ${PEOPLE} a la vez | p50 ms | p95 ms | max ms | fallidas |`);
    console.log('|---|---|---|---|---|');
    console.log(row('primer login (scrypt, luego Argon2id guardado)', summary(await round())));
    const rows = await t.deps.db.select({ h: users.passwordHash }).from(users);
    const migrated = rows.filter((r) => r.h.startsWith('$argon2id$')).length;
    console.log(row('segundo login (Argon2id)', summary(await round())));
    console.log(`filas con $argon2id$ tras el primer login: ${migrated} de ${rows.length}`);
  } finally {
    await t.close();
  }
}

main().then(
  async (ok) => {
    if (process.env.BENCH_LEGACY !== '0') await legacyWave();
    process.exit(ok ? 0 : 1);
  },
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
