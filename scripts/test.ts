// `npm test`: lint, the structure checks, type-check, unit and integration tests (PGlite, and PostgreSQL too when
// TEST_POSTGRES_URL is set), then the browser tests against `npm start` in a real Chromium.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../tests/helpers/chromium.ts';
import { faketimeStart, findFaketime, HOURS_UTAH } from '../tests/helpers/hours.ts';
import { type FailedRun, playwrightFailures, playwrightTimes, slowReport, type TimedTest, vitestTimes } from './slowTests.ts';
import { suiteCores, suitePlan } from '../tests/helpers/suitePlan.ts';
import { databaseTestFiles } from '../tests/helpers/databaseTests.ts';
import { FIXTURE_SITE_HANDOVER } from '../tests/helpers/fixtureSite.ts';

const bin = (name: string) => path.resolve('node_modules/.bin', name);
// The parts the summary adds up (issue 31): where the time of a run goes.
type Part = 'lint' | 'types' | 'unit' | 'database' | 'build' | 'browser' | 'hours' | 'budgets';
const results: Array<{ step: string; part: Part; ok: boolean; seconds: number; started: number; ended: number }> = [];
const counts = { passed: 0, failed: 0 };
// The names of failed tests, printed again under the summary: CI keeps only the end of the output.
const failedNames: string[] = [];

// Each runner's own summary ("Tests  2 failed | 317 passed (319)" from Vitest, "  208 passed (5.2m)"
// and "  2 failed" from Playwright) is added up so the run closes on one line of totals.
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
function countSummary(output: string, runner: 'vitest' | 'playwright'): void {
  const text = output.replace(ANSI, '');
  if (runner === 'vitest') {
    const line = text.match(/^\s*Tests\s+(.+\(\d+\))\s*$/m)?.[1] ?? '';
    counts.passed += Number(line.match(/(\d+) passed/)?.[1] ?? 0);
    counts.failed += Number(line.match(/(\d+) failed/)?.[1] ?? 0);
  } else {
    counts.passed += Number(text.match(/^\s*(\d+) passed\b/m)?.[1] ?? 0);
    counts.failed += Number(text.match(/^\s*(\d+) failed\b/m)?.[1] ?? 0);
    counts.failed += Number(text.match(/^\s*(\d+) flaky\b/m)?.[1] ?? 0);
  }
  // Vitest: " FAIL  unit  src/x.test.ts > group > name" (the project name is optional); Playwright's closing list: "    [desktop] › tests/e2e/x.spec.ts:12:3 › name".
  const pattern = runner === 'vitest' ? /^\s*FAIL\s+(?:\w+\s+)?(\S+\.test\.ts\b.*)$/gm : /^\s+(\[\w+\] › \S+\.spec\.ts:\d+:\d+ › .*)$/gm;
  for (const [, name = ''] of text.matchAll(pattern)) if (name && !failedNames.includes(name)) failedNames.push(name);
}

/**
 * Runs one step. `quiet` holds its output back and prints it whole when it ends, for a step that
 * runs beside another (their lines would interleave otherwise).
 */
async function run(
  part: Part,
  step: string,
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  runner?: 'vitest' | 'playwright',
  quiet = false,
): Promise<boolean> {
  console.log(quiet ? `\n=== ${step} (started beside the step above; its output follows when it ends)` : `\n=== ${step}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  let tail = '';
  let held = '';
  const keep = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-200_000);
  };
  child.stdout.on('data', (chunk: Buffer) => {
    if (quiet) held += chunk.toString('utf8');
    else process.stdout.write(chunk);
    keep(chunk);
  });
  child.stderr.on('data', (chunk: Buffer) => {
    if (quiet) held += chunk.toString('utf8');
    else process.stderr.write(chunk);
  });
  const status = await new Promise<number | null>((resolve) => {
    child.on('close', (code) => resolve(code));
    child.on('error', () => resolve(null));
  });
  if (quiet) console.log(`\n=== ${step} (output)\n${held}`);
  const ok = status === 0;
  if (runner) countSummary(tail, runner);
  // A runner that failed without printing its own counts still counts as a failure.
  if (!ok && runner && !/\d+ (passed|failed)/.test(tail.replace(ANSI, ''))) counts.failed += 1;
  const ended = Date.now();
  results.push({ step, part, ok, seconds: Math.round((ended - started) / 1000), started, ended });
  return ok;
}

const pathWithLocalBin = `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`;
const env = { PATH: pathWithLocalBin, ASTRO_TELEMETRY_DISABLED: '1' };
let ok = true;
ok = (await run('lint', 'lint (biome, zero warnings; server code kept out of browser modules)', bin('biome'), ['lint', '--error-on-warnings'], env)) && ok;
ok = (await run('lint', 'format (biome format; `npm run format` writes it)', bin('biome'), ['format'], env)) && ok;
// Structure (issue 14, docs/decisions/026): no import circles, no duplicated block of six lines or
// more outside tests. The other two structure rules (process.env through env.ts only, one writing
// folder per table) are unit tests in tests/structure/, run with the others below.
ok =
  (await run('lint', 'import circles (dependency-cruiser)', bin('depcruise'), ['--config', '.dependency-cruiser.cjs', 'src', 'functions', 'scripts'], env)) &&
  ok;
ok =
  (await run(
    'lint',
    'duplicated code (jscpd, 6+ lines outside tests)',
    bin('jscpd'),
    ['--config', '.jscpd.json', '--baseline', '.jscpd-baseline.json', '--fail-on-new-clones', '0', 'src', 'functions', 'scripts'],
    env,
  )) && ok;
// astro check and tsc each keep one core busy and read nothing the other writes: side by side on
// two cores the types part takes the longer of them instead of their sum (issue 38).
const typeChecks = await Promise.all([
  run('types', 'type-check (astro check, tsc)', bin('astro'), ['check', '--minimumSeverity', 'warning'], env),
  (async () => {
    const app = await run('types', 'tsc --noEmit', bin('tsc'), ['--noEmit'], env, undefined, true);
    const sw = await run(
      'types',
      'tsc --noEmit -p tsconfig.sw.json (the service worker)',
      bin('tsc'),
      ['--noEmit', '-p', 'tsconfig.sw.json'],
      env,
      undefined,
      true,
    );
    return app && sw;
  })(),
]);
ok = typeChecks.every(Boolean) && ok;
// Workers sized to the cores (issue 38, decision 056): no part asks for more than the machine has,
// so a slow or busy host runs the same tests more slowly instead of timing them out.
const cores = suiteCores();
const plan = suitePlan(cores);
// Each runner also writes its JSON report here; the run closes with the slowest tests of each.
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-test-reports-'));
const vitestJson = (name: string) => ['--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, name)}`];
console.log(
  `\n${cores} cores: Vitest ${plan.vitestWorkers} workers, PostgreSQL ${plan.postgresWorkers} ${plan.postgresBeside ? 'beside it' : 'after it'}, Playwright ${plan.playwrightWorkers}`,
);
// The three-place site the two-builds test builds and serves, left for the site-rebuild spec to
// rebuild: the browser part then builds that small site once instead of the whole catalogue (decision 101).
const fixtureSite = path.join(os.tmpdir(), `slc-fixture-site-${process.pid}`);
fs.rmSync(fixtureSite, { recursive: true, force: true });
const pgliteRun = () =>
  run(
    'unit',
    'unit and integration tests (PGlite)',
    bin('vitest'),
    ['run', `--maxWorkers=${plan.vitestWorkers}`, ...vitestJson('vitest-pglite.json')],
    { ...env, TEST_POSTGRES_URL: '', [FIXTURE_SITE_HANDOVER]: fixtureSite },
    'vitest',
  );
// With the two-instance and pg_dump backup tests (issue 30), which vitest.config.ts leaves out of runs without PostgreSQL.
const postgresRun = (quiet: boolean) =>
  run(
    'database',
    'database tests (PostgreSQL)',
    bin('vitest'),
    [
      'run',
      '--project',
      'unit',
      '--project',
      'shared-database',
      `--maxWorkers=${plan.postgresWorkers}`,
      ...vitestJson('vitest-postgres.json'),
      // The files of src/ and tests/functions/ that reach a database: the others ran the same
      // code on the same inputs in the PGlite run (decision 066).
      ...databaseTestFiles(['src', 'tests/functions']),
      'tests/integration/two-instances.test.ts',
      'tests/integration/backup-postgres.test.ts',
      'tests/integration/database-restart.test.ts',
      'tests/integration/withdrawn-pages.test.ts',
    ],
    env,
    'vitest',
    quiet,
  );
const chromium = findChromium({ install: true, headlessShell: true });
const e2eDir = path.join(os.tmpdir(), `slc-e2e-${process.pid}`);
fs.rmSync(e2eDir, { recursive: true, force: true });
process.env.E2E_DATA_DIR = e2eDir;
// One build for every browser test and the page budgets, as its own part, with the browser
// server's settings (the build stamps them), so Playwright's web server finds dist/ current and
// only serves it: the build's minutes no longer count against the web server's start timeout.
const { default: e2eConfig } = await import('../playwright.config.ts');
const serverEnv = (e2eConfig.webServer as { env: Record<string, string> }).env;
const buildRun = (quiet: boolean) =>
  run(
    'build',
    'build (the site every browser test uses)',
    process.execPath,
    ['--import', 'tsx', 'scripts/build.ts'],
    // Brotli at 5, not 10: the same pages for a tenth of the precompression's CPU (decision 101's second addendum).
    { ...env, ...serverEnv, BROTLI_QUALITY: '5' },
    undefined,
    quiet,
  );
// The tests whose answer depends on the hour (tagged @hours) again with the whole run's clock (the
// runner, the server, the fakes and Chromium) set to 00:30 and to 23:30 in Utah today by libfaketime,
// then running on: the suite passes whatever hour the machine's clock says (issue 52). They run beside
// the PGlite run (decision 101): their servers and journeys wait far more than they compute, so they
// fill the cores' idle time there instead of adding a part of their own. The two runs go one after
// the other on the browser server's own ports (its fakes start only later, with the browser part):
// the map style's and the park service's addresses are build settings, so a run on other ports found
// dist/ out of date and rebuilt the whole site in its server's start, two builds of about 100 s of
// CPU each beside the PGlite run (decision 101's second addendum). Each has its own copy of dist/ and
// of the data folder; their output follows when each ends.
const hoursRun = async (): Promise<boolean> => {
  // Without a built site (the build failed: its step says why) there is nothing to serve.
  if (!fs.existsSync(path.resolve('dist', '.build-stamp'))) {
    console.log('\n=== browser tests that depend on the hour: not run, the build did not finish');
    counts.failed += 1;
    return false;
  }
  const faketime = findFaketime();
  let passed = true;
  for (const hour of HOURS_UTAH) {
    const start = faketimeStart(Date.now(), hour);
    const dir = `${e2eDir}-${hour.replace(':', '')}`;
    // Its own served folder, hard links to the built one (as site-rebuild.spec does): `npm start`
    // holds a served folder's lock, and the browser server later serves dist/ itself.
    const dist = `${dir}-dist`;
    fs.rmSync(dist, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(dist), { recursive: true });
    execFileSync('cp', ['-al', path.resolve('dist'), dist]);
    // Its own copy of the database the build migrated and seeded (the browser server's, not yet
    // opened by it), so its server starts on a current database instead of seeding one again.
    fs.rmSync(dir, { recursive: true, force: true });
    if (fs.existsSync(e2eDir)) execFileSync('cp', ['-a', e2eDir, dir]);
    passed =
      (await run(
        'hours',
        `browser tests that depend on the hour, at ${hour} Utah time (faketime from ${start} UTC)`,
        faketime,
        ['-f', `@${start}`, bin('playwright'), 'test', '--grep', '@hours', '--output', path.join(dir, 'test-results')],
        { ...env, TZ: 'UTC', CHROMIUM_PATH: chromium, E2E_DATA_DIR: dir, DIST_DIR: dist },
        'playwright',
        true,
      )) && passed;
    for (const folder of [dir, dist]) fs.rmSync(folder, { recursive: true, force: true });
  }
  return passed;
};
// The build comes first, so the runs that need the built site can fill the PGlite run's idle time:
// the tests that depend on the hour go beside it (decision 101).
if (!process.env.TEST_POSTGRES_URL) {
  ok = (await buildRun(false)) && ok;
  for (const passed of await Promise.all([pgliteRun(), hoursRun()])) ok = passed && ok;
} else if (plan.postgresBeside) {
  ok = (await buildRun(false)) && ok;
  for (const passed of await Promise.all([pgliteRun(), postgresRun(true), hoursRun()])) ok = passed && ok;
} else {
  // The build (its own database, dist/, one core and a thread pool's bursts) goes beside the
  // PostgreSQL run, whose workers wait on their database much of the time (decision 066).
  const [postgres, built] = await Promise.all([postgresRun(false), buildRun(true)]);
  ok = postgres && built && ok;
  for (const passed of await Promise.all([pgliteRun(), hoursRun()])) ok = passed && ok;
}
// The build's migrated and seeded database, copied before the browser server opens it: the specs'
// second servers (services-down, own-server) start on copies of it instead of seeding the whole
// catalogue again (tests/e2e/helpers.ts secondServerData, decision 101).
const seededData = `${e2eDir}-seeded`;
fs.rmSync(seededData, { recursive: true, force: true });
if (fs.existsSync(e2eDir)) execFileSync('cp', ['-a', e2eDir, seededData]);
ok =
  (await run(
    'browser',
    'browser tests (Playwright, Chromium)',
    bin('playwright'),
    ['test'],
    {
      ...env,
      CHROMIUM_PATH: chromium,
      E2E_DATA_DIR: e2eDir,
      E2E_REPORT: path.join(reports, 'playwright.json'),
      [FIXTURE_SITE_HANDOVER]: fixtureSite,
      E2E_SEEDED_DATA_DIR: seededData,
    },
    'playwright',
  )) && ok;
for (const folder of [e2eDir, fixtureSite, seededData]) fs.rmSync(folder, { recursive: true, force: true });
// The browser tests built dist/: check the page-weight budgets on that build (sizes, not timings).
ok = (await run('budgets', 'page weight budgets (bench:size)', process.execPath, ['--import', 'tsx', 'scripts/bench-size.ts'], env)) && ok;

// The runners' own reports: the slowest tests, and any over 20 s whose name does not say why.
const readReport = (name: string): unknown => {
  const file = path.join(reports, name);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
};
console.log("\n=== slowest tests (from the runners' JSON reports)");
const vitestTests: TimedTest[] = ['vitest-pglite.json', 'vitest-postgres.json'].flatMap((n) => vitestTimes(readReport(n) as Parameters<typeof vitestTimes>[0]));
for (const line of slowReport('vitest', vitestTests)) console.log(line);
const playwrightReport = readReport('playwright.json') as Parameters<typeof playwrightTimes>[0];
for (const line of slowReport('playwright', playwrightTimes(playwrightReport))) console.log(line);
// Kept for the summary's end: a CI log keeps only its last lines, and a failure on a loaded machine is traced from them.
const browserFailures: FailedRun[] = playwrightFailures(playwrightReport);
fs.rmSync(reports, { recursive: true, force: true });

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.step} (${r.seconds}s)`);
// Per part: the wall time from its first step's start to its last step's end (parts that ran
// side by side overlap), and the whole run.
const parts = [...new Set(results.map((r) => r.part))].map((part) => {
  const steps = results.filter((r) => r.part === part);
  const seconds = Math.round((Math.max(...steps.map((r) => r.ended)) - Math.min(...steps.map((r) => r.started))) / 1000);
  return `${part} ${seconds}s${steps.every((r) => r.ok) ? '' : ' (FAILED)'}`;
});
const wall = results.length ? Math.round((Math.max(...results.map((r) => r.ended)) - Math.min(...results.map((r) => r.started))) / 1000) : 0;
console.log(`parts: ${parts.join(', ')}; all ${Math.floor(wall / 60)}m${String(wall % 60).padStart(2, '0')}s`);
// A failed step that is not a test runner (lint, type-check, budgets) counts as one failure.
const failedChecks = results.filter((r) => !r.ok && !/tests/.test(r.step)).length;
for (const name of failedNames) console.log(`failed: ${name}`);
for (const { name, error } of browserFailures.slice(0, 5)) console.log(`why: ${name}\n${error.map((line) => `    ${line}`).join('\n')}`);
console.log(`tests: ${counts.passed} passed, ${counts.failed + failedChecks} failed`);
process.exit(ok ? 0 : 1);
