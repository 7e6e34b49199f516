import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_CATALOGUE } from '../helpers/database.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/*
 * Issue 52: two `npm run build` in one checkout, each with its own DIST_DIR and DATA_DIR (as the
 * README asks of a second server), the second started while the first is in Astro's build. Astro
 * put a static build's intermediate files in the checkout's shared `.astro/` whenever the output
 * folder lay outside the working directory, so the second build failed on the first's chunks
 * (`.astro/.prerender/chunks/…transit…`). Each build now has its own scratch folder
 * (scripts/build.ts astroOutDir). The fixture catalogue keeps each build to Astro's fixed cost.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-two-builds-'));
const servers: RunningServer[] = [];

interface Build {
  pid: number;
  exited: Promise<number | null>;
  output: () => string;
}

function build(name: string): Build {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], {
    env: { ...process.env, ...siteEnv(name) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return { pid: child.pid!, exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))), output: () => output };
}

const siteEnv = (name: string): Record<string, string> => ({
  DIST_DIR: path.join(root, name, 'dist'),
  DATA_DIR: path.join(root, name, 'data'),
  SEED_DIR: FIXTURE_CATALOGUE,
  DATABASE_URL: '',
  SITE_REBUILD: 'off',
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('two builds in one checkout', () => {
  it('both exit 0 and both sites serve when the second starts during the first (slow: two real site builds)', async () => {
    const first = build('one');
    // The moment that used to break: the first build is inside Astro's build, its scratch folder written.
    await expect
      .poll(() => fs.existsSync(path.resolve(`dist.scratch-${first.pid}`)) || first.output().includes('site built'), { timeout: 240_000, interval: 200 })
      .toBe(true);
    const second = build('two');
    const [a, b] = await Promise.all([first.exited, second.exited]);
    expect({ code: a, output: a === 0 ? '' : first.output() }).toEqual({ code: 0, output: '' });
    expect({ code: b, output: b === 0 ? '' : second.output() }).toEqual({ code: 0, output: '' });
    // Neither left its scratch folder behind, nor anything in the shared .astro/.prerender.
    expect(fs.existsSync(path.resolve(`dist.scratch-${first.pid}`))).toBe(false);
    expect(fs.existsSync(path.resolve(`dist.scratch-${second.pid}`))).toBe(false);

    for (const name of ['one', 'two']) {
      const server = await startServer(siteEnv(name), 120_000, 'scripts/start.ts');
      servers.push(server);
      // Current as built: the start serves the folder without building it again.
      expect(server.output()).toContain('dist/ is up to date');
      const home = await fetch(`${server.url}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('SLC Trips');
      const transit = await fetch(`${server.url}/map/transit.geojson`);
      expect(transit.status).toBe(200);
      expect(((await transit.json()) as { type: string }).type).toBe('FeatureCollection');
    }
  }, 600_000);
});
