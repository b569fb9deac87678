/**
 * Probes for load balancers and orchestrators (decision 065), outside the API contract:
 * - /api/health and /healthz: liveness, the process answers; no dependency is asked, so a
 *   database outage never gets a healthy process restarted.
 * - /readyz: readiness, the database answers `select 1`, and Redis (REDIS_URL) and the S3 store
 *   (S3_ENDPOINT) when configured; 503 naming the part that failed otherwise.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../context';
import { describeConnectionError } from '../../db/unavailable';
import { route } from './route';

const PROBE_TIMEOUT_MS = 3000;

const LABELS = { database: 'base de datos', redis: 'Redis', s3: 'almacenamiento S3' } as const;
type Part = keyof typeof LABELS;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sin respuesta en ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Each configured part: 'ok' or why it failed. */
export async function readiness(deps: AppDeps): Promise<Partial<Record<Part, string>>> {
  const probes: [Part, () => Promise<unknown>][] = [['database', () => deps.db.execute(sql`select 1`)]];
  if (deps.config.REDIS_URL && deps.limiter.ping) probes.push(['redis', () => deps.limiter.ping!()]);
  if (deps.config.S3_ENDPOINT && deps.storage.ping) probes.push(['s3', () => deps.storage.ping!()]);
  const results = await Promise.all(
    probes.map(async ([part, probe]) => {
      try {
        await withTimeout(probe(), PROBE_TIMEOUT_MS);
        return [part, 'ok'] as const;
      } catch (err) {
        return [part, describeConnectionError(err)] as const;
      }
    }),
  );
  return Object.fromEntries(results);
}

export function registerHealth(app: FastifyInstance, deps: AppDeps) {
  const alive = async () => ({ ok: true });
  route(app, { method: 'GET', path: '/api/health', auth: 'none', hide: true }, alive);
  route(app, { method: 'GET', path: '/healthz', auth: 'none', hide: true }, alive);
  route(app, { method: 'GET', path: '/readyz', auth: 'none', hide: true }, async ({ reply }) => {
    const checks = await readiness(deps);
    const failed = (Object.keys(checks) as Part[]).filter((p) => checks[p] !== 'ok');
    reply.header('Cache-Control', 'no-store');
    if (!failed.length) return { ok: true, checks };
    deps.log.warn({ checks }, 'not ready');
    reply.status(503).header('Retry-After', '5');
    return { ok: false, message: `No está listo: ${failed.map((p) => `${LABELS[p]} (${checks[p]})`).join(', ')}.`, checks };
  });
}
