import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import config from '../../playwright.config.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';
import { collectErrors, expectOneVoice, PAGES } from './crawl.ts';
import { secondServerData } from './helpers.ts';

/**
 * Issue 51: with every outside service down, every page type still speaks in one voice and keeps
 * its console quiet. A second server, with its own database, serves its own hard-linked copy of
 * the built site (a served dist/ is claimed by one server) with every outside service's address
 * on a port that refuses connections: Places, NWS, NPS, UDOT, the avalanche center, USGS's river
 * gauges, Reddit, the transit feed and the map's tiles.
 */
const NOWHERE = 'http://127.0.0.1:9';
const DOWN = {
  PLACES_BASE_URL: NOWHERE,
  WEATHER_BASE_URL: NOWHERE,
  NPS_BASE_URL: NOWHERE,
  UDOT_BASE_URL: NOWHERE,
  AVALANCHE_BASE_URL: NOWHERE,
  USGS_BASE_URL: NOWHERE,
  REDDIT_BASE_URL: NOWHERE,
  REDDIT_OAUTH_BASE_URL: NOWHERE,
  TRANSIT_GTFS_URL: `${NOWHERE}/gtfs.zip`,
  MAP_STYLE_URL: `${NOWHERE}/style.json`,
};

// The pages whose content comes from outside (conditions, closures, the map, the Media Hub, plans
// that weigh closures), beside every screen the chrome test visits. /analytics is left to that
// test: signed out it leaves for the sign-in page.
const CRAWL = [
  ...PAGES.filter((p) => p !== '/analytics'),
  '/destinations/snowbird',
  '/destinations/the-narrows-zion',
  '/conditions',
  '/map',
  '/plan',
  '/trips',
  '/trips/arches-and-moab-three-days',
  '/saved-offline',
];

// At phone width a sample (decision 101): the pages whose content comes from outside and one of each
// other template; the rest share their template with one of these and run at desktop width only.
const PHONE_SAMPLE = new Set([
  '/',
  '/destinations',
  '/destinations/delicate-arch',
  '/search',
  '/content',
  '/reddit',
  '/admin',
  '/olympics',
  '/destinations/the-narrows-zion',
  '/conditions',
  '/map',
  '/plan',
  '/trips/arches-and-moab-three-days',
  '/saved-offline',
]);

let server: RunningServer;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-down-'));
  execFileSync('cp', ['-al', path.resolve('dist'), path.join(dir, 'dist')]);
  const webEnv = (Array.isArray(config.webServer) ? config.webServer[0] : config.webServer)?.env ?? {};
  // Its own database, so no answer the other specs' server stored stands in for a service.
  server = await startServer({ ...webEnv, ...DOWN, PORT: '0', DATA_DIR: secondServerData(dir), DIST_DIR: path.join(dir, 'dist') }, 100_000);
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

test.describe('every outside service down', () => {
  for (const page of CRAWL) {
    test(`${page} speaks in one voice with a quiet console when every outside service is down ${PHONE_SAMPLE.has(page) ? '@layout' : '@desktop'}`, async ({
      page: tab,
    }) => {
      test.setTimeout(90_000);
      const errors = collectErrors(tab, page);
      const response = await tab.goto(`${server.url}${page}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(page === '/does-not-exist' ? 404 : 200);
      await expect(tab.locator('#main-content')).toHaveCount(1);
      if (page === '/conditions') {
        // Before the server's first scan it has not read UDOT, after it UDOT could not be reached.
        await expect(tab.locator('[data-udot-status]')).toHaveText(
          /^UDOT (could not be reached|has not been read yet)\. The usual seasonal windows below still hold\.$/,
        );
      }
      if (page === '/conditions') {
        await expect(tab.locator('[data-river-place="the-narrows-zion"]')).toHaveAttribute('data-state', 'unavailable');
        await expect(tab.locator('[data-river-place="the-narrows-zion"] .today-down')).toHaveText(
          'The Narrows: the river gauge cannot be read right now (The USGS river gauge could not be reached). The park closes it whenever the North Fork of the Virgin River runs above 150 cubic feet per second, usually in the spring runoff.',
        );
      }
      if (page === '/map') {
        // The server found the tile host down: the map starts on a plain background and says so, and
        // the browser never asks the dead host (a refused request is logged in the console).
        await tab.getByRole('button', { name: 'Explore the interactive map' }).click();
        await expect(tab.locator('[data-map-status]')).toHaveText('The background map is unavailable right now; the places, filters and list still work.');
        await expect(tab.locator('.maplibregl-marker').first()).toBeVisible();
      }
      await expectOneVoice(tab);
      expect(errors).toEqual([]);
    });
  }
});
