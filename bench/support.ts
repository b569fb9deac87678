/** What the benchmarks share: the PostgreSQL server they use, fresh databases on it, and autocannon runs. */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import pg from 'pg';

/** The PostgreSQL server of the benchmarks: BENCH_DATABASE_URL, TEST_DATABASE_URL or the local default. */
export const PG_BASE = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Runs one statement on the server's maintenance database. */
async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: PG_BASE });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/** A new, empty database on the benchmarks' server; `drop` removes it, unless it is to be kept (then its URL is printed). */
export async function freshPostgresDatabase(keep = false): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `chamba_bench_${randomBytes(5).toString('hex')}`;
  await onServer(`create database ${name}`);
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  if (keep) console.log(`Base conservada: ${url}`);
  return {
    url: url.toString(),
    drop: async () => {
      if (!keep) await onServer(`drop database if exists ${name} with (force)`);
    },
  };
}

type AutocannonResult = { requests: { average: number }; throughput: { average: number }; errors: number; timeouts: number };
type AutocannonInstance = Promise<AutocannonResult> & {
  on(event: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void;
};
/** autocannon ships no types: the part used here. */
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: Record<string, unknown>) => AutocannonInstance;

export function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs autocannon with `opts`; the latency of every response (sorted), the answers other than 200 and autocannon's totals. */
export async function runLoad(opts: Record<string, unknown>) {
  const latencies: number[] = [];
  let non200 = 0;
  const instance = autocannon(opts);
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms);
    if (status !== 200) non200++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { latencies, non200, result };
}

/** What a load run gives: requests, req/s, p50, p95, p99 (ms) and errors (failures, time-outs and answers other than 200). */
export type LoadFigures = { requests: number; rps: number; p50: number; p95: number; p99: number; errors: number };

/** The figures of one `runLoad`. */
export function loadFigures({ latencies, non200, result }: Awaited<ReturnType<typeof runLoad>>): LoadFigures {
  return {
    requests: latencies.length,
    rps: Math.round(result.requests.average),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: result.errors + result.timeouts + non200,
  };
}
