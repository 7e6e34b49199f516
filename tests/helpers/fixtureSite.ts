import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_SETTINGS } from '../../src/lib/siteConfig.ts';

/** The three-place catalogue of the tests (temple-square, utah-olympic-park, delicate-arch). */
export const FIXTURE_CATALOGUE = path.resolve('src/features/destinations/fixtures/catalogue');

/**
 * Where `npm test` has tests/integration/two-builds.test.ts leave one of its two built sites (its
 * dist/ and data/) for tests/e2e/site-rebuild.spec.ts, which rebuilds it once (issue 52, decision 101):
 * the browser part then runs one build of the three-place catalogue instead of a build of the whole
 * one. Unset (a spec or a test file run alone), the spec builds its own.
 */
export const FIXTURE_SITE_HANDOVER = 'SUITE_FIXTURE_SITE';

const NOWHERE = 'http://127.0.0.1:9';

/**
 * A site of its own in `root`: its built folder, its database, the fixture catalogue, and every
 * outside service on a port that refuses connections (nothing of it reaches the internet). The same
 * settings for the build and the server that serves it, so the server finds the build current
 * (the build's settings, such as MAP_STYLE_URL, are in the fingerprint: scripts/build.ts).
 */
export const fixtureSiteEnv = (root: string): Record<string, string> => ({
  // The build's settings named in full: the runner that builds and the one that serves may differ in their environment.
  ...BUILD_SETTINGS,
  DIST_DIR: path.join(root, 'dist'),
  DATA_DIR: path.join(root, 'data'),
  SEED_DIR: FIXTURE_CATALOGUE,
  DATABASE_URL: '',
  SITE_REBUILD: 'off',
  SMTP_URL: '',
  PLACES_BASE_URL: NOWHERE,
  NPS_BASE_URL: NOWHERE,
  MAP_STYLE_URL: `${NOWHERE}/style.json`,
  WEATHER_BASE_URL: NOWHERE,
  UDOT_BASE_URL: NOWHERE,
  AVALANCHE_BASE_URL: NOWHERE,
  USGS_BASE_URL: NOWHERE,
  REDDIT_BASE_URL: NOWHERE,
  REDDIT_OAUTH_BASE_URL: NOWHERE,
});

export interface Build {
  pid: number;
  exited: Promise<number | null>;
  output: () => string;
}

/** Starts `npm run build` (scripts/build.ts) of the fixture site in `root`. */
export function buildFixtureSite(root: string): Build {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    env: { ...process.env, ...fixtureSiteEnv(root) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { pid: child.pid!, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))), output: () => output };
}

/**
 * Moves the site the two-builds test left (FIXTURE_SITE_HANDOVER) to `root`, or builds one there.
 * Says which, for the test's output.
 */
export async function takeOrBuildFixtureSite(root: string): Promise<'handed over' | 'built'> {
  const handed = process.env[FIXTURE_SITE_HANDOVER];
  if (handed && fs.existsSync(path.join(handed, 'dist', '.build-stamp'))) {
    fs.renameSync(handed, root);
    return 'handed over';
  }
  const build = buildFixtureSite(root);
  const code = await build.exited;
  if (code !== 0) throw new Error(`the fixture site's build exited with ${code}:\n${build.output()}`);
  return 'built';
}
