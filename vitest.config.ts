import { getViteConfig } from 'astro/config';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './tests/helpers/longFilesFirst.ts';
import { suiteCores, suitePlan } from './tests/helpers/suitePlan.ts';

/**
 * Tests that need a PostgreSQL server (two processes cannot share one PGlite as a server): they run
 * only when TEST_POSTGRES_URL is set, i.e. in the PostgreSQL step of scripts/test.ts and in CI.
 */
export const POSTGRES_ONLY = [
  'tests/integration/two-instances.test.ts',
  'tests/integration/backup-postgres.test.ts',
  // Starts a PostgreSQL server of its own (installed where TEST_POSTGRES_URL is set) and stops it under load.
  'tests/integration/database-restart.test.ts',
];

export default defineConfig({
  test: {
    // Integration tests share one embedded Postgres server per worker: one worker per core, never
    // more (issue 38, decision 056); `npm test` passes its own count when PostgreSQL runs beside.
    pool: 'forks',
    maxWorkers: suitePlan(suiteCores()).vitestWorkers,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One migrated and seeded PGlite directory per run, copied for each test file (decision 039).
    globalSetup: ['tests/helpers/pgliteTemplate.ts'],
    // The files with a long setup start first, so none holds one worker alone at the end (decision 066).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/functions/**/*.test.ts',
            'tests/integration/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/structure/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', ...(process.env.TEST_POSTGRES_URL ? [] : POSTGRES_ONLY)],
        },
      },
      // Page tests render .astro pages with Astro's Container API, so they need Astro's Vite plugins.
      getViteConfig({ test: { name: 'pages', include: ['tests/pages/**/*.test.ts'] } }),
    ],
  },
});
