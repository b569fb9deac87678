/**
 * Prometheus metrics at GET /metrics (decision 098), for operators, outside the API contract.
 * Only with METRICS_TOKEN set, and only for a request with `Authorization: Bearer <token>`
 * (compared in constant time); unset, /metrics is a 404 like any unknown address, and nothing
 * is measured. Each app has its own registry (tests build many apps in one process):
 * - http_request_duration_seconds{route, method, status}: the route's pattern ('/api/empleo/:id'),
 *   never the raw URL; an address no route matches is 'unmatched';
 * - prom-client's default process metrics, event loop lag included;
 * - chamba_outbox_pending_mails and chamba_outbox_failed_mails, counted at scrape time on the
 *   outbox's partial indexes;
 * - chamba_db_info{client} and chamba_db_pool_{max,in_use,idle,waiting}{client, pool}.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { databaseStats, queryRows, type Db } from '../../db/client';
import type { AppDeps } from '../context';
import { HttpError, notFound } from './errors';
import { bearerToken, route } from './route';

const SPEC = { method: 'GET', path: '/metrics', auth: 'none', hide: true } as const;
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries the token; the same time whatever it carries. */
export function hasToken(given: string | null, expected: string): boolean {
  const same = timingSafeEqual(digest(given ?? ''), digest(expected));
  return same && given !== null;
}

const refused = () => new HttpError(401, 'Falta el token de métricas o no es válido.');

/**
 * The process's own metrics (CPU, memory, event-loop lag...), collected once per process: the
 * event-loop monitor prom-client starts has no stop, so one per app (tests build many) would pile
 * up. Each app's registry holds only its own series; a scrape answers both.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export function registerMetrics(app: FastifyInstance, deps: AppDeps) {
  const token = deps.config.METRICS_TOKEN;
  if (!token) {
    route(app, SPEC, async () => {
      throw notFound();
    });
    return;
  }
  const registry = new Registry();
  const registers = [registry];
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request arriving to its reply sent, by route pattern, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const pending = new Gauge({ name: 'chamba_outbox_pending_mails', help: 'Mails in the outbox still to be sent (estado pendiente).', registers });
  const failed = new Gauge({ name: 'chamba_outbox_failed_mails', help: 'Mails in the outbox that gave up after every retry (estado fallido).', registers });
  const dbInfo = new Gauge({ name: 'chamba_db_info', help: 'The database the server uses: client pglite or postgresql.', labelNames: ['client'] as const, registers });
  const poolLabels = ['client', 'pool'] as const;
  const pool = {
    max: new Gauge({ name: 'chamba_db_pool_max', help: 'Connections the pool may open (PGlite: its one connection).', labelNames: poolLabels, registers }),
    inUse: new Gauge({ name: 'chamba_db_pool_in_use', help: 'Connections running a statement or a transaction.', labelNames: poolLabels, registers }),
    idle: new Gauge({ name: 'chamba_db_pool_idle', help: 'Open connections with nothing to do.', labelNames: poolLabels, registers }),
    waiting: new Gauge({ name: 'chamba_db_pool_waiting', help: 'Queries waiting for a connection (PGlite: calls waiting for the running one).', labelNames: poolLabels, registers }),
  };

  // Fastify's own clock for the reply (from the request's arrival, before the onRequest hooks).
  app.addHook('onResponse', async (req, reply) => {
    const method = METHODS.has(req.method) ? req.method : 'other';
    duration.observe({ route: req.routeOptions.url ?? 'unmatched', method, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  /** The gauges read at scrape time: the outbox's counts (one statement) and the pools' counters. */
  async function refresh() {
    try {
      const [row] = await queryRows<{ pending: number; failed: number }>(deps.db, outboxCounts);
      pending.set(row.pending);
      failed.set(row.failed);
    } catch (err) {
      // The database is down: the scrape still answers the rest, the outbox series go missing.
      pending.reset();
      failed.reset();
      deps.log.warn({ err }, 'metrics: outbox not read');
    }
    dbInfo.reset();
    for (const g of Object.values(pool)) g.reset();
    const dbs: [Db, string][] = [[deps.db, '']];
    if (deps.readDb !== deps.db) dbs.push([deps.readDb, 'read-']);
    for (const [db, prefix] of dbs) {
      const stats = databaseStats(db);
      if (!stats) continue;
      dbInfo.set({ client: stats.client }, 1);
      for (const p of stats.pools) {
        const labels = { client: stats.client, pool: prefix + p.pool };
        pool.max.set(labels, p.max);
        pool.inUse.set(labels, p.inUse);
        pool.idle.set(labels, p.idle);
        pool.waiting.set(labels, p.waiting);
      }
    }
  }

  route(app, SPEC, async ({ req, reply }) => {
    if (!hasToken(bearerToken(req), token)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw refused();
    }
    await refresh();
    const all = Registry.merge([processMetrics(), registry]);
    reply.header('Cache-Control', 'no-store').type(all.contentType);
    return all.metrics();
  });
}

// Both counts walk a partial index (outbox_due_idx, outbox_failed_idx), not the sent mail.
const outboxCounts = sql`select
  (select count(*) from outbox where estado = 'pendiente')::int as pending,
  (select count(*) from outbox where estado = 'fallido')::int as failed`;
