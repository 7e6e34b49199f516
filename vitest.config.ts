import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/functions/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    // Integration tests share one embedded Postgres server per worker; keep workers few on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
