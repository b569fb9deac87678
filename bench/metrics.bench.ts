/**
 * The cost of /metrics (decision 098), beside references in the same run:
 * - one scrape (outbox counts, pool counters, every series rendered) on an outbox of OUTBOX_SENT
 *   sent mails, with the partial index on failed mail and without it (the count then reads the
 *   whole table);
 * - the request timing hook: GET /healthz through an app without METRICS_TOKEN and one with it.
 * PGlite by default; TEST_DB=postgres TEST_DATABASE_URL=... for PostgreSQL.
 *
 *   npx tsx bench/metrics.bench.ts
 */
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../src/server/test/test-app';

const TOKEN = 'bench-metricas-0123456789abcdef';
const OUTBOX_SENT = Number(process.env.OUTBOX_SENT ?? 200_000);
const SCRAPES = Number(process.env.SCRAPES ?? 200);
const HITS = Number(process.env.HITS ?? 5000);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const line = (label: string, xs: number[]) => console.log(`${label.padEnd(48)} median ${pct(xs, 50).toFixed(3)} ms  p95 ${pct(xs, 95).toFixed(3)} ms  (n=${xs.length})`);

async function timed(n: number, work: () => Promise<unknown>) {
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const start = performance.now();
    await work();
    out.push(performance.now() - start);
  }
  return out;
}

async function scrape(t: TestApp) {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  if (res.statusCode !== 200) throw new Error(`/metrics ${res.statusCode}`);
}

async function main() {
  const withMetrics = await createTestApp({ METRICS_TOKEN: TOKEN });
  const without = await createTestApp();
  const { db } = withMetrics.deps;
  console.log(`database: ${process.env.TEST_DB === 'postgres' ? 'postgresql' : 'pglite'}; outbox: ${OUTBOX_SENT} sent, 10 pending, 5 failed`);
  await db.execute(sql`insert into outbox ("to", subject, body, estado, sent_at)
    select 'persona' || g || '@example.bo', 'Comprobante de pago', repeat('Texto del correo. ', 40), 'enviado', now() from generate_series(1, ${OUTBOX_SENT}) g`);
  await db.execute(sql`insert into outbox ("to", subject, body) select 'p' || g || '@example.bo', 'Pendiente', 'x' from generate_series(1, 10) g`);
  await db.execute(sql`insert into outbox ("to", subject, body, estado, attempts) select 'f' || g || '@example.bo', 'Fallido', 'x', 'fallido', 10 from generate_series(1, 5) g`);
  await db.execute(sql`analyze outbox`);

  for (let i = 0; i < 20; i++) await scrape(withMetrics);
  line('GET /metrics, with outbox_failed_idx', await timed(SCRAPES, () => scrape(withMetrics)));
  await db.execute(sql`drop index outbox_failed_idx`);
  for (let i = 0; i < 5; i++) await scrape(withMetrics);
  line('GET /metrics, without it (reference)', await timed(SCRAPES, () => scrape(withMetrics)));
  await db.execute(sql`create index outbox_failed_idx on outbox (id) where estado = 'fallido'`);

  const hit = (t: TestApp) => () => t.app.inject({ method: 'GET', url: '/healthz' });
  for (const t of [without, withMetrics]) for (let i = 0; i < 500; i++) await hit(t)();
  // Alternated in rounds so the machine's load falls on both alike.
  const a: number[] = [];
  const b: number[] = [];
  for (let round = 0; round < 10; round++) {
    a.push(...(await timed(HITS / 10, hit(without))));
    b.push(...(await timed(HITS / 10, hit(withMetrics))));
  }
  line('GET /healthz, no METRICS_TOKEN (reference)', a);
  line('GET /healthz, METRICS_TOKEN set (timing hook)', b);
  await withMetrics.close();
  await without.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
