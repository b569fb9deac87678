/** Starts Chamba: config, database (PGlite or PostgreSQL), migrations, first-start seed, HTTP. */
import { join } from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { loadConfig, paymentProvider, publicUrl } from './core/config';
import type { AppDeps } from './core/context';
import { openDatabase, type Database } from './db/client';
import { ensureAdmin, seedIfEmpty } from './seed/run-seed';
import { createDeps } from './core/deps';
import { startPaymentSweep } from './modules/payments/public';
import { startMailWorker } from './core/mail/outbox';
import { startPipelineWorker } from './modules/hiring/public';
import { startInterviewWorker } from './modules/interviews/public';
import { startAlertSender } from './modules/seekers/public';
import { startMessageMailWorker } from './modules/conversations/public';
import { handleShutdown } from './core/lifecycle';
import { openBackupChannel } from './core/backup-channel';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  /** What is running so far: a stop during the start closes what is already open. */
  const running: { database?: Database; readDatabase?: Database; deps?: AppDeps; app?: FastifyInstance; stopSweep?: () => Promise<void>; stopPipeline?: () => Promise<void>; stopInterviews?: () => Promise<void>; stopMessageMail?: () => Promise<void>; stopAlerts?: () => Promise<void>; stopMail?: () => Promise<void>; stopBackupChannel?: () => Promise<void> } = {};

  /**
   * SIGTERM/SIGINT or `npm start` gone (core/lifecycle.ts, decision 065), also while starting:
   * stop the timers, stop accepting and drain the requests in progress (app.close), then close
   * what they used. A new background worker adds its stop here, before the database closes.
   */
  async function stop() {
    await running.stopSweep?.();
    await running.stopAlerts?.();
    await running.app?.close();
    // Waits for a backup's dump in progress: the database stays open until it is sent.
    await running.stopBackupChannel?.();
    // Status messages and digests still due stay in the database for the next start.
    await running.stopPipeline?.();
    await running.stopInterviews?.();
    await running.stopMessageMail?.();
    // Waits for the mail being sent; what is still due stays in the outbox for the next start.
    await running.stopMail?.();
    await running.deps?.limiter.close();
    await running.database?.close();
    await running.readDatabase?.close();
  }
  handleShutdown(log, config.SHUTDOWN_TIMEOUT_MS, stop);

  const database = (running.database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    sharedBuffers: config.PGLITE_SHARED_BUFFERS,
    connectTimeoutS: config.DB_CONNECT_TIMEOUT_S,
    warn: (message) => log.warn(message),
    searchConnections: config.DB_SEARCH_CONNECTIONS,
  }));
  log.info({ kind: database.kind }, 'database ready');
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) throw new Error('DATABASE_READ_URL necesita DATABASE_URL: la réplica es de un servidor PostgreSQL.');
  const readDatabase = config.DATABASE_READ_URL
    ? (running.readDatabase = await openDatabase({ url: config.DATABASE_READ_URL, readOnly: true, connectTimeoutS: config.DB_CONNECT_TIMEOUT_S, warn: (m) => log.warn(m), searchConnections: config.DB_SEARCH_CONNECTIONS }))
    : database;
  const deps = (running.deps = await createDeps(config, database.db, log, undefined, readDatabase.db));
  await ensureAdmin(deps, log);
  // `npm start` seeds a new PGlite directory in its own process first (src/server/seed/run.ts).
  if (config.SEED) await seedIfEmpty(deps, log);
  const app = (running.app = await buildApp({ deps, logger: log }));
  const provider = paymentProvider(config);
  if (provider === 'none') log.warn('PAYMENT_PROVIDER no está definido: los pagos por QR están desactivados (defina pagofacil, o sandbox para una demostración).');
  else if (provider === 'sandbox') log.info('Pagos en modo sandbox: simulación, no se mueve dinero.');
  running.stopSweep = startPaymentSweep(deps);
  running.stopPipeline = startPipelineWorker(deps);
  running.stopInterviews = startInterviewWorker(deps);
  running.stopAlerts = startAlertSender(deps);
  running.stopMessageMail = startMessageMailWorker(deps);
  running.stopMail = startMailWorker(deps);
  await app.listen({ port: config.PORT, host: config.HOST });
  // `npm run backup` while this server holds the PGlite directory asks it for the dump (decision 100).
  const { dumpDataDir } = database;
  if (dumpDataDir) running.stopBackupChannel = await openBackupChannel({ dataDir: config.DATA_DIR, pgDir: join(config.DATA_DIR, 'pg'), maxMb: config.LIVE_BACKUP_MAX_MB, dump: dumpDataDir, log });
  const rssMb = Math.round(process.memoryUsage().rss / 1048576);
  log.info({ rssMb }, `Chamba lista en ${publicUrl(config)} (${Date.now() - started} ms)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
