// `npm test`: lint, type-check, unit and integration tests (PGlite, and PostgreSQL too when
// TEST_POSTGRES_URL is set), then the browser tests against `npm start` in a real Chromium.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../tests/helpers/chromium.ts';

const bin = (name: string) => path.resolve('node_modules/.bin', name);
const results: Array<{ step: string; ok: boolean; seconds: number }> = [];

function run(step: string, command: string, args: string[], env: Record<string, string | undefined> = {}): boolean {
  console.log(`\n=== ${step}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  results.push({ step, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

const pathWithLocalBin = `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH}`;
const env = { PATH: pathWithLocalBin, ASTRO_TELEMETRY_DISABLED: '1' };
let ok = true;
ok = run('lint (biome, zero warnings; server code kept out of browser modules)', bin('biome'), ['lint', '--error-on-warnings'], env) && ok;
ok = run('type-check (astro check, tsc)', bin('astro'), ['check', '--minimumSeverity', 'warning'], env) && ok;
ok = run('tsc --noEmit', bin('tsc'), ['--noEmit'], env) && ok;
ok = run('unit and integration tests (PGlite)', bin('vitest'), ['run'], { ...env, TEST_POSTGRES_URL: '' }) && ok;
if (process.env.TEST_POSTGRES_URL) {
  ok = run('database tests (PostgreSQL)', bin('vitest'), ['run', 'src', 'tests/functions'], env) && ok;
}
const chromium = findChromium({ install: true });
const e2eDir = path.join(os.tmpdir(), `slc-e2e-${process.pid}`);
fs.rmSync(e2eDir, { recursive: true, force: true });
ok = run('browser tests (Playwright, Chromium)', bin('playwright'), ['test'], { ...env, CHROMIUM_PATH: chromium, E2E_DATA_DIR: e2eDir }) && ok;
fs.rmSync(e2eDir, { recursive: true, force: true });
// The browser tests built dist/: check the page-weight budgets on that build (sizes, not timings).
ok = run('page weight budgets (bench:size)', process.execPath, ['--import', 'tsx', 'scripts/bench-size.ts'], env) && ok;

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'PASS' : 'FAIL'}  ${r.step} (${r.seconds}s)`);
process.exit(ok ? 0 : 1);
