/**
 * The app alone in its own process for bench/hiring-dashboard.bench.ts, so the load generator
 * (autocannon) does not share the server's event loop. Prints 'LISTENING <url>' when ready.
 */
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/core/config';
import { openDatabase } from '../src/server/db/client';
import { createDeps } from '../src/server/core/deps';
import { join } from 'node:path';

const dataDir = process.env.BENCH_DATA_DIR!;
const url = process.env.BENCH_DATABASE || undefined;
const database = url ? await openDatabase({ url }) : await openDatabase({ dataDir });
const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', RATE_LIMITS: 'off', LOG_LEVEL: 'silent' });
const deps = await createDeps(config, database.db, pino({ level: 'silent' }));
const app = await buildApp({ deps, webDistDir: join(dataDir, 'no-web') });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTENING ${address}`);

const stop = async () => {
  await app.close();
  await deps.limiter.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
