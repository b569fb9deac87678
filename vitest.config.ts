import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    // The operations tests start real server processes: `npm run test:ops` (vitest.ops.config.ts).
    exclude: [...configDefaults.exclude, 'src/**/*.ops.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});
