/** Starts Chamba: config, database (PGlite or PostgreSQL), migrations, first-start seed, HTTP. */
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig, paymentProvider, publicUrl } from './core/config';
import { openDatabase } from './db/client';
import { ensureAdmin, seedIfEmpty } from './seed/run-seed';
import { createDeps } from './core/deps';
import { startPaymentSweep } from './modules/payments/public';
import { startMailWorker } from './core/mail/outbox';

async function main() {
  const started = Date.now();
  const config = loadConfig();
  const log = pino({ level: config.LOG_LEVEL });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, sharedBuffers: config.PGLITE_SHARED_BUFFERS });
  log.info({ kind: database.kind }, 'database ready');
  const deps = await createDeps(config, database.db, log);
  await ensureAdmin(deps, log);
  // `npm start` seeds a new PGlite directory in its own process first (src/server/seed/run.ts).
  if (config.SEED) await seedIfEmpty(deps, log);
  const app = await buildApp({ deps, logger: log });
  const provider = paymentProvider(config);
  if (provider === 'none') log.warn('PAYMENT_PROVIDER no está definido: los pagos por QR están desactivados (defina pagofacil, o sandbox para una demostración).');
  else if (provider === 'sandbox') log.info('Pagos en modo sandbox: simulación, no se mueve dinero.');
  const stopSweep = startPaymentSweep(deps);
  const stopMail = startMailWorker(deps);
  const shutdown = async (signal: string) => {
    log.info({ signal }, 'stopping');
    stopSweep();
    await app.close();
    // Waits for the mail being sent; what is still due stays in the outbox for the next start.
    await stopMail();
    await deps.limiter.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const rssMb = Math.round(process.memoryUsage().rss / 1048576);
  log.info({ rssMb }, `Chamba lista en ${publicUrl(config)} (${Date.now() - started} ms)`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
