import { getViteConfig } from 'astro/config';
import { defineConfig } from 'vitest/config';
import LongFilesFirst from './tests/helpers/longFilesFirst.ts';
import { suiteCores, suitePlan } from './tests/helpers/suitePlan.ts';
import { databaseTestFiles } from './tests/helpers/databaseTests.ts';
import fs from 'node:fs';
import path from 'node:path';

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

/**
 * The test files of src/features and src/lib that reach no database (decision 101): pure functions
 * over the catalogue, the road graph and the planners' data, which every file of theirs would
 * otherwise import and build again in a fresh module graph. They run in one module graph per
 * worker (`isolate: false`): on this machine 49 planner, planning, transit and roads files took
 * 18.6 s instead of 34.3 s, and src/ 48 s instead of 69 s. The server's files and every file that
 * reaches a database keep their own graph (src/server/http.test.ts depends on it).
 */
const SHARED_ROOTS = ['src/features', 'src/lib'];
const testFilesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.posix.join(dir, e.name);
    return e.isDirectory() ? testFilesUnder(full) : /\.test\.ts$/.test(e.name) ? [full] : [];
  });
const databaseFiles = new Set(databaseTestFiles(SHARED_ROOTS));
export const SHARED_GRAPH_FILES = SHARED_ROOTS.flatMap(testFilesUnder).filter((f) => !databaseFiles.has(f));

/**
 * The files that reach a database through the app's own modules (decision 101's second addendum): the
 * function handlers' tests, the security tests on them, and the database files of src/features and
 * src/lib. Each gets a database of its own (freshDatabase(), which also resets the process's caches,
 * limits and clients: resetProcessState), so they too run in one module graph per worker
 * (`isolate: false`): measured on this machine, tests/functions 131 → 79 s, tests/security 54 → 38 s,
 * src's 34 → 23 s, the same tests passing. The server's own files, the integration tests (real
 * processes) and the structure and script tests keep a graph each in `unit`.
 */
export const SHARED_DATABASE_FILES = [...testFilesUnder('tests/functions'), ...testFilesUnder('tests/security'), ...databaseFiles];

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
          exclude: ['**/node_modules/**', ...(process.env.TEST_POSTGRES_URL ? [] : POSTGRES_ONLY), ...SHARED_GRAPH_FILES, ...SHARED_DATABASE_FILES],
        },
      },
      { extends: true, test: { name: 'shared', include: SHARED_GRAPH_FILES, isolate: false } },
      { extends: true, test: { name: 'shared-database', include: SHARED_DATABASE_FILES, isolate: false } },
      // Page tests render .astro pages with Astro's Container API, so they need Astro's Vite plugins.
      getViteConfig({ test: { name: 'pages', include: ['tests/pages/**/*.test.ts'] } }),
    ],
  },
});
