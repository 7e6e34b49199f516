// Issue 38, decision 056: the slowest tests of a run, read from the runners' own JSON reports
// (Vitest's `json` reporter, Playwright's `json` reporter), printed at the end of `npm test`.
// A test over SLOW_TEST_MS must say why in its name ("… (slow: builds the site twice)");
// the others over it are listed as to be made faster. Pure: parsing and ranking, unit-tested.
import path from 'node:path';

export const SLOW_TEST_MS = 20_000;
/** What a test's name carries when its length is intended: "(slow: <reason>)". */
export const SLOW_REASON = /\(slow: [^)]+\)/;

export interface TimedTest {
  name: string;
  ms: number;
}

interface VitestReport {
  testResults?: Array<{ name: string; assertionResults?: Array<{ fullName: string; duration?: number | null }> }>;
}

/** Every test of a Vitest JSON report, named "file > describe > test". */
export function vitestTimes(report: VitestReport, root = process.cwd()): TimedTest[] {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((t) => ({ name: `${path.relative(root, file.name)} > ${t.fullName}`, ms: t.duration ?? 0 })),
  );
}

/** One run of a test in Playwright's JSON report: its length, how it ended, its errors. */
interface PlaywrightResult {
  duration: number;
  status?: string;
  errors?: Array<{ message?: string }>;
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{ projectName: string; results: PlaywrightResult[] }>;
  }>;
  suites?: PlaywrightSuite[];
}

/** Each run of a Playwright JSON report (each project and retry its own) with its name, "[project] file › describe › test". */
function playwrightRuns(report: { suites?: PlaywrightSuite[] }): Array<{ name: string; result: PlaywrightResult }> {
  const out: Array<{ name: string; result: PlaywrightResult }> = [];
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) out.push({ name: `[${test.projectName}] ${[spec.file, ...titles, spec.title].join(' › ')}`, result });
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  // The top suites are the files; their titles are the file names, already in each spec's name.
  for (const file of report.suites ?? []) walk(file, []);
  return out;
}

/** Every test run of a Playwright JSON report (each project and retry its own), named "[project] file › describe › test". */
export function playwrightTimes(report: { suites?: PlaywrightSuite[] }): TimedTest[] {
  return playwrightRuns(report).map(({ name, result }) => ({ name, ms: result.duration }));
}

/** A test run that did not pass, with the start of its first error (what moved, what was expected). */
export interface FailedRun {
  name: string;
  error: string[];
}

const ESCAPES = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * The runs of a Playwright JSON report that failed or timed out, each with the first `lines` lines
 * of its first error: printed under `npm test`'s summary, the part of a CI log that is kept, so a
 * failure seen once on a loaded machine can be traced afterwards.
 */
export function playwrightFailures(report: { suites?: PlaywrightSuite[] }, lines = 12): FailedRun[] {
  return playwrightRuns(report)
    .filter(({ result }) => result.status !== undefined && result.status !== 'passed' && result.status !== 'skipped')
    .map(({ name, result }) => ({
      name,
      error: (result.errors?.[0]?.message ?? result.status ?? '')
        .replace(ESCAPES, '')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .slice(0, lines),
    }));
}

/** The `count` slowest, slowest first. */
export function slowest(tests: readonly TimedTest[], count: number): TimedTest[] {
  return [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
}

/** The tests over the limit whose names give no reason for it. */
export function overLimit(tests: readonly TimedTest[], limitMs = SLOW_TEST_MS): TimedTest[] {
  return slowest(
    tests.filter((t) => t.ms > limitMs && !SLOW_REASON.test(t.name)),
    tests.length,
  );
}

/** The lines `npm test` prints for one runner. */
/**
 * The test time of each file (and Playwright project), largest first: where a part's time goes
 * when no single test stands out (issue 52). A name's file is its text before the first " > " or " › ".
 */
export function byFile(tests: readonly TimedTest[]): Array<{ file: string; tests: number; ms: number }> {
  const files = new Map<string, { file: string; tests: number; ms: number }>();
  for (const t of tests) {
    const file = t.name.split(/ > | › /)[0] ?? t.name;
    const entry = files.get(file) ?? { file, tests: 0, ms: 0 };
    entry.tests += 1;
    entry.ms += t.ms;
    files.set(file, entry);
  }
  return [...files.values()].sort((a, b) => b.ms - a.ms);
}

export function slowReport(runner: string, tests: readonly TimedTest[], count = 10): string[] {
  if (tests.length === 0) return [`${runner}: no report`];
  const total = tests.reduce((sum, t) => sum + t.ms, 0);
  const lines = [`${runner}: ${tests.length} tests, ${Math.round(total / 1000)} s of test time; the ${Math.min(count, tests.length)} slowest:`];
  for (const t of slowest(tests, count)) lines.push(`  ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.name}`);
  lines.push(`  by file, the ${Math.min(count, byFile(tests).length)} with the most test time:`);
  for (const f of byFile(tests).slice(0, count)) lines.push(`  ${(f.ms / 1000).toFixed(1).padStart(6)} s  ${f.file} (${f.tests} tests)`);
  for (const t of overLimit(tests)) lines.push(`  over ${SLOW_TEST_MS / 1000} s without "(slow: why)" in its name: ${t.name}`);
  return lines;
}
