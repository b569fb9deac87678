/** The app built in this process on a fresh DATA_DIR, listening on a free port (API benches). */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/core/config';
import type { AppDeps } from '../src/server/core/context';
import { createDeps } from '../src/server/core/deps';
import type { Database } from '../src/server/db/client';

export async function listenInProcess(database: Database, label: string): Promise<{ app: FastifyInstance; deps: AppDeps; base: string; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), `chamba-bench-${label}-`));
  const config = loadConfig({ DATA_DIR: dataDir, SEED: 'false', RATE_LIMITS: 'off', PUBLIC_URL: 'http://127.0.0.1' });
  const deps = await createDeps(config, database.db, pino({ level: 'silent' }));
  const app = await buildApp({ deps, webDistDir: join(dataDir, 'no-web') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    app,
    deps,
    base,
    async close() {
      await app.close();
      await deps.limiter.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
