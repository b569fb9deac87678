/**
 * `npm run test:ops` (decision 065): crashes, restarts, shutdown, locks, PostgreSQL outages,
 * health probes and backups, on real processes of the compiled server (dist/server). One file at
 * a time: they start servers and PostgreSQL clients, and the machines that run them are small.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/server/ops/**/*.ops.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
