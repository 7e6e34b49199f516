import { getViteConfig } from 'astro/config';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Integration tests share one embedded Postgres server per worker; keep workers few on 2 cores.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One migrated and seeded PGlite directory per run, copied for each test file (decision 039).
    globalSetup: ['tests/helpers/pgliteTemplate.ts'],
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
        },
      },
      // Page tests render .astro pages with Astro's Container API, so they need Astro's Vite plugins.
      getViteConfig({ test: { name: 'pages', include: ['tests/pages/**/*.test.ts'] } }),
    ],
  },
});
