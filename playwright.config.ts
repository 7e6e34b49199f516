import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { suiteCores, suitePlan } from './tests/helpers/suitePlan.ts';
import { CHROMIUM_ARGS, findChromium } from './tests/helpers/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const REDDIT_FAKE_PORT = Number(process.env.REDDIT_FAKE_PORT ?? 4499);
const TILES_FAKE_PORT = Number(process.env.TILES_FAKE_PORT ?? 4599);
const NWS_FAKE_PORT = Number(process.env.NWS_FAKE_PORT ?? 4690);
const NPS_FAKE_PORT = Number(process.env.NPS_FAKE_PORT ?? 4691);
const UDOT_FAKE_PORT = Number(process.env.UDOT_FAKE_PORT ?? 4692);
const AVALANCHE_FAKE_PORT = Number(process.env.AVALANCHE_FAKE_PORT ?? 4693);
const USGS_FAKE_PORT = Number(process.env.USGS_FAKE_PORT ?? 4694);
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `slc-e2e-${PORT}`);
const launchOptions = { executablePath: findChromium({ headlessShell: true }), args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // One Chromium a core, at most four: they share one server (issue 38, decisions 056 and 066).
  workers: suitePlan(suiteCores()).playwrightWorkers,
  retries: 0,
  forbidOnly: true,
  // A journey signs in, loads several pages and waits for real servers: on a machine busy with
  // other work (CI on two shared cores) 30 s was too tight for the longest ones, not a sign of a bug.
  // Every wait inside a test is a condition (expect, poll), never a fixed time.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // E2E_REPORT (set by `npm test`): also Playwright's JSON report, from which the run lists its
  // slowest tests (scripts/slowTests.ts); Playwright itself names the test files over two minutes.
  reporter: [['list'], ...(process.env.E2E_REPORT ? [['json', { outputFile: process.env.E2E_REPORT }] as ['json', { outputFile: string }]] : [])],
  reportSlowTests: { max: 10, threshold: 120_000 },
  // A local fake of Reddit's API for the discovery and Media Hub journeys (tests/fakes/reddit.ts).
  globalSetup: './tests/e2e/global-setup.ts',
  // The service worker (issue 20) would answer pages and assets from its caches, out of reach of
  // page.route and of what a test just changed: only tests/e2e/offline.spec.ts allows it.
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off', launchOptions, serviceWorkers: 'block' },
  projects: [
    // Every test runs at desktop width but those tagged @phone. At phone width run only the tests
    // whose subject is the layout (tagged @layout: axe and no horizontal scroll on every page, the
    // dialogs, layout shifts, touch, the keyboard's reach) and the phone-only ones (@phone); a
    // journey's logic is the same at both widths, so it runs once (issue 31, decision 039).
    { name: 'desktop', grepInvert: /@phone/, use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    { name: 'phone', grep: /@phone|@layout/, grepInvert: /@desktop/, use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions } },
  ],
  webServer: {
    command: 'node --import tsx scripts/start.ts',
    url: `http://127.0.0.1:${PORT}/`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      ACCESS_LOG: 'off',
      DATABASE_URL: '',
      STAFF_EMAILS: 'staff@slctrips.test',
      // Outside services point at local fakes (or nowhere): the browser tests never reach the internet.
      REDDIT_BASE_URL: `http://127.0.0.1:${REDDIT_FAKE_PORT}`,
      REDDIT_OAUTH_BASE_URL: `http://127.0.0.1:${REDDIT_FAKE_PORT}`,
      REDDIT_CLIENT_ID: 'e2e-client',
      REDDIT_CLIENT_SECRET: 'e2e-secret',
      REDDIT_REQUESTS_PER_MINUTE: '10000',
      PLACES_BASE_URL: 'http://127.0.0.1:9',
      // The fake NWS (tests/fakes/weather.ts) answers the airport chip and the point forecasts.
      WEATHER_BASE_URL: `http://127.0.0.1:${NWS_FAKE_PORT}`,
      NPS_BASE_URL: `http://127.0.0.1:${NPS_FAKE_PORT}`,
      NPS_API_KEY: 'e2e-nps-key',
      // The fake UDOT traffic API (tests/fakes/udot.ts): live closures (decision 048).
      UDOT_BASE_URL: `http://127.0.0.1:${UDOT_FAKE_PORT}`,
      UDOT_API_KEY: 'e2e-udot-key',
      // The specs share one server: UDOT's own ten a minute would make a later spec wait out the others' scans.
      UDOT_REQUESTS_PER_MINUTE: '10000',
      // The fake Utah Avalanche Center (tests/fakes/avalanche.ts): /conditions' danger ratings (decision 061b).
      AVALANCHE_BASE_URL: `http://127.0.0.1:${AVALANCHE_FAKE_PORT}`,
      AVALANCHE_REGIONS: 'salt-lake,provo',
      // The fake USGS Water Data API (tests/fakes/usgs.ts): The Narrows' river gauge (issue 49).
      USGS_BASE_URL: `http://127.0.0.1:${USGS_FAKE_PORT}`,
      MAP_STYLE_URL: `http://127.0.0.1:${TILES_FAKE_PORT}/style.json`,
      SMTP_URL: '',
      // The places' French and Spanish texts from fixtures (decision 116): the tests hold whichever places the content files translate.
      PLACE_TEXTS_DIR: 'src/features/places/fixtures/texts',
      // Approvals do not rebuild and swap dist/ under the parallel browser tests (decision 027).
      SITE_REBUILD: 'off',
      BUILD_HOOK_URL: '',
    },
  },
});
