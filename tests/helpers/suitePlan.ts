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
   * Playwright workers: one Chromium each, with the one server they share. A worker waits on
   * its page, the server, a debounce or a quiet network much of the time: measured on 2 cores,
   * 48 desktop tests used 84 CPU-seconds in 247 s with two workers (a third of the two cores)
   * and the same 85 CPU-seconds in 178 s with three (docs/performance.md, issue 38). So three
   * workers per two cores fill what two left idle; more than four would put the single server
   * and its database first in line.
   */
  playwrightWorkers: number;
}

export const MAX_BROWSER_WORKERS = 4;
/** Half a core each, by the measure above: three on two cores, one on one. */
export const BROWSER_WORKERS_PER_CORE = 1.5;

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
