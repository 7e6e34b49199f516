import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFixtureSite, FIXTURE_SITE_HANDOVER, fixtureSiteEnv } from '../helpers/fixtureSite.ts';
import { startServer, type RunningServer } from '../helpers/server.ts';

/*
 * Issue 52: two `npm run build` in one checkout, each with its own DIST_DIR and DATA_DIR (as the
 * README asks of a second server), the second started while the first is in Astro's build. Astro
 * put a static build's intermediate files in the checkout's shared `.astro/` whenever the output
 * folder lay outside the working directory, so the second build failed on the first's chunks
 * (`.astro/.prerender/chunks/…transit…`). Each build now has its own scratch folder
 * (scripts/build.ts astroOutDir). The fixture catalogue keeps each build to Astro's fixed cost.
 * Under `npm test` the first site is then handed to tests/e2e/site-rebuild.spec.ts, which rebuilds
 * it (FIXTURE_SITE_HANDOVER, decision 101).
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-two-builds-'));
const servers: RunningServer[] = [];
const siteEnv = (name: string) => fixtureSiteEnv(path.join(root, name));

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop('SIGKILL')));
  fs.rmSync(root, { recursive: true, force: true });
});

describe('two builds in one checkout', () => {
  it('both exit 0 and both sites serve when the second starts during the first (slow: two real site builds)', async () => {
    const first = buildFixtureSite(path.join(root, 'one'));
    // The moment that used to break: the first build is inside Astro's build, its scratch folder written.
    await expect
      .poll(() => fs.existsSync(path.resolve(`dist.scratch-${first.pid}`)) || first.output().includes('site built'), { timeout: 240_000, interval: 200 })
      .toBe(true);
    const second = buildFixtureSite(path.join(root, 'two'));
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

    // The handover: the first site, its server stopped (its database closed), moved where the rebuild spec looks.
    const handover = process.env[FIXTURE_SITE_HANDOVER];
    if (handover) {
      await servers.shift()!.stop('SIGTERM');
      fs.rmSync(handover, { recursive: true, force: true });
      fs.mkdirSync(path.dirname(handover), { recursive: true });
      fs.renameSync(path.join(root, 'one'), handover);
    }
  }, 600_000);
});
