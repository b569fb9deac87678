/**
 * `npm run seed`, and the first `npm start` on PGlite: migrations, the admin account and the demo
 * data (into an empty database only), in a short-lived process. Seeding grows PGlite's
 * WebAssembly memory, which never shrinks; doing it here keeps the server's memory small.
 */
import pino from 'pino';
import { loadConfig } from '../core/config';
import { createDeps } from '../core/deps';
import { openDatabase } from '../db/client';
import { ensureAdmin, seedIfEmpty } from './run-seed';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR, sharedBuffers: config.PGLITE_SHARED_BUFFERS });
try {
  const deps = await createDeps(config, database.db, log);
  await ensureAdmin(deps, log);
  if (config.SEED && !(await seedIfEmpty(deps, log))) log.info('la base de datos ya tiene datos: no se cargan los de demostración');
  await deps.limiter.close();
} finally {
  await database.close();
}
