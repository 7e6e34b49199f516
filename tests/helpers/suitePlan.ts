// Issue 38, decision 056: how many workers each part of `npm test` gets on this machine. Pure, so
// the rule is unit-tested (scripts/suitePlan.test.ts); vitest.config.ts, playwright.config.ts and
// scripts/test.ts all read it, so the three never disagree about the cores they share.
import os from 'node:os';

export interface SuitePlan {
  /** Workers of the PGlite Vitest run (both its projects: Vitest wants one count for them). */
  vitestWorkers: number;
  /** Workers of the PostgreSQL Vitest run. */
  postgresWorkers: number;
  /**
   * Whether the PostgreSQL run goes beside the PGlite run. Each of its workers keeps a PostgreSQL
   * backend busy as well, so together they take a core; beside the PGlite run that only pays
   * when a core is left over for it, otherwise the two runs just take turns on the same cores.
   */
  postgresBeside: boolean;
  /**
   * Playwright workers: one Chromium each, with the one server they share. One per core (decision
   * 066): on the quiet machine three workers on two cores ran the browser tests no faster than two
   * (2 workers: 537 s for about 303 tests, 1.77 s a test; 3 workers: 522, 575 and 573 s for 317–318,
   * 1.75 s a test) with the load average at 11–12, the oversubscription issue 38 forbids. Three had
   * looked 28% faster only on a machine busy with other work, where more workers take a larger
   * share of the cores from the others. At most four: they share one server and its database.
   */
  playwrightWorkers: number;
}

export const MAX_BROWSER_WORKERS = 4;
/** One a core, by the measure above. */
export const BROWSER_WORKERS_PER_CORE = 1;

/** The cores this run may use: TEST_CORES (to rehearse a smaller machine), else what Node sees. */
export function suiteCores(env: Record<string, string | undefined> = process.env): number {
  const asked = Number(env.TEST_CORES);
  return Number.isInteger(asked) && asked > 0 ? asked : os.availableParallelism();
}

export function suitePlan(cores: number): SuitePlan {
  const n = Math.max(1, Math.floor(cores));
  const postgresBeside = n >= 3;
  return {
    vitestWorkers: postgresBeside ? n - 1 : n,
    postgresWorkers: postgresBeside ? 1 : n,
    postgresBeside,
    playwrightWorkers: Math.min(Math.floor(n * BROWSER_WORKERS_PER_CORE), MAX_BROWSER_WORKERS),
  };
}
