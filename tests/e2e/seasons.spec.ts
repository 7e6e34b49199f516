import { expect, type Page, test } from '@playwright/test';
import type { MapData, MapPlace } from '../../src/features/map/map.ts';
import { BROWSE_PAGE_SIZE, showingText } from '../../src/features/browse/pagination.ts';
import { expectAccessible, keepBuiltCatalogue, signInAsStaff, startInteractiveMap } from './helpers.ts';
import { lccClosure, zionTunnelClosure } from '../fakes/udot.ts';
import { utahDate } from '../../src/lib/utahTime.ts';
import { utahSince } from '../helpers/hours.ts';
import { UDOT_FAKE_PORT } from './global-setup.ts';
import { showEveryPage } from './paging.ts';

// Seasonal roads (issue 19): the winter line on destination pages and "Reachable now" on
// /destinations and /map, with the browser's clock set to a winter and a summer day in Utah.
const WINTER = new Date('2027-01-15T19:00:00Z');
const SUMMER = new Date('2027-07-15T18:00:00Z');
const NORTH_RIM = 'bright-angel-point-north-rim';
const NORTH_RIM_NAME = 'Bright Angel Point (Grand Canyon North Rim)';
const MAP_READY = 45_000;

// These pages are compared with the build's catalogue; parallel tests approve places after it.
test.beforeEach(async ({ page }) => {
  await keepBuiltCatalogue(page);
});

test.describe.configure({ timeout: 120_000 });

interface Api {
  id: string;
  name: string;
  driveTimeMinutes: number;
  winterDriveTimeMinutes: number | null;
  seasonalClosure: { from: string; to: string; text: string } | null;
}

async function api(page: Page): Promise<Api[]> {
  const response = await page.request.get('/api/destinations');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Api[];
}

test.describe('seasonal roads on destination pages', () => {
  test('a place behind a road closed in winter says so in the page itself, on a winter day and a summer one', async ({ page }) => {
    const northRim = (await api(page)).find((d) => d.id === NORTH_RIM)!;
    expect(northRim).toMatchObject({
      winterDriveTimeMinutes: null,
      seasonalClosure: { from: '12-01', to: '05-14', text: 'Road closed in winter, Dec 1 until it reopens May 15' },
    });
    // Static text: in the prebuilt HTML before any script runs.
    const html = await (await page.request.get(`/destinations/${NORTH_RIM}/`)).text();
    expect(html).toContain('Road closed in winter, Dec 1 until it reopens May 15');
    for (const day of [WINTER, SUMMER]) {
      await page.clock.setFixedTime(day);
      await page.goto(`/destinations/${NORTH_RIM}/`);
      await expect(page.locator('[data-winter-drive]')).toHaveText('Road closed in winter, Dec 1 until it reopens May 15');
      await expect(page.locator('section[aria-labelledby="quick"] dd').first()).toContainText('from SLC; Road closed in winter, Dec 1 until it reopens May 15');
    }
  });

  test('a place with a longer winter route shows both drives', async ({ page }) => {
    await page.goto('/destinations/east-canyon-state-park/');
    await expect(page.locator('[data-winter-drive]')).toHaveText('Nov–May via I-84: 1 hr 7 min');
    await expect(page.locator('section[aria-labelledby="quick"] dd').first()).toHaveText('49 min from SLC; Nov–May via I-84: 1 hr 7 min');
  });

  test('a place winter does not touch has no winter line', async ({ page }) => {
    await page.goto('/destinations/temple-square/');
    await expect(page.locator('.destination-header')).toBeVisible();
    await expect(page.locator('[data-winter-drive]')).toHaveCount(0);
  });
});

test.describe('"Reachable now" on /destinations', () => {
  const cards = (page: Page) => page.locator('#destination-grid > li:visible');
  const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing' });
  const hydrated = (page: Page) => expect(page.locator('astro-island[component-url*="/DestinationsFilter."]')).not.toHaveAttribute('ssr', /.*/);

  test('hides the places no open road reaches on a winter day, shows them in summer, and round-trips through the URL', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const built = new Set([...sitemap.matchAll(/\/destinations\/([a-z0-9-]+)\//g)].map((m) => m[1]));
    const list = (await api(page)).filter((d) => built.has(d.id));
    const closed = list.filter((d) => d.winterDriveTimeMinutes === null && d.seasonalClosure);
    expect(closed.map((d) => d.id)).toContain(NORTH_RIM);
    expect(closed.length).toBeGreaterThan(20);

    await page.clock.setFixedTime(WINTER);
    await page.goto('/destinations?open=now');
    await hydrated(page);
    const box = page.getByLabel('Reachable now');
    await expect(box).toBeChecked();
    const open = list.length - closed.length;
    await expect(status(page)).toHaveText(showingText(Math.min(BROWSE_PAGE_SIZE, open), open, list.length));
    await page.getByLabel('Search destinations').fill(NORTH_RIM_NAME);
    await expect(cards(page)).toHaveCount(0);
    await box.uncheck();
    await expect(page).toHaveURL(/\/destinations\/?$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toHaveAttribute('data-id', NORTH_RIM);
    await expect(cards(page).first()).toContainText('Winter: road closed');
    await box.check();
    await expect(page).toHaveURL(/\?open=now$/);
    await expect(cards(page)).toHaveCount(0);

    await page.reload();
    await hydrated(page);
    await expect(page.getByLabel('Reachable now')).toBeChecked();
    await expect(status(page)).toHaveText(showingText(Math.min(BROWSE_PAGE_SIZE, open), open, list.length));

    await page.clock.setFixedTime(SUMMER);
    await page.goto('/destinations?open=now');
    await hydrated(page);
    await expect(page.getByLabel('Reachable now')).toBeChecked();
    await expect(status(page)).toHaveText(showingText(Math.min(BROWSE_PAGE_SIZE, list.length), list.length, list.length));
    await page.getByLabel('Search destinations').fill(NORTH_RIM_NAME);
    await expect(cards(page)).toHaveCount(1);
  });
});

test.describe('"Reachable now" on /map', () => {
  const listed = (page: Page) => page.locator('[data-map-list] > li:visible');
  // The list draws 48 rows at a time (decision 044); the count heading counts every match.
  const onePage = (n: number) => Math.min(BROWSE_PAGE_SIZE, n);
  const counted = (page: Page, n: number) => expect(page.locator('[data-map-count]')).toHaveText(`(${n})`);
  const markerTotal = (page: Page) =>
    page.evaluate(() => {
      const pins = document.querySelectorAll('[data-map] .map-pin').length;
      const clustered = [...document.querySelectorAll<HTMLElement>('[data-map] .map-cluster')].reduce((sum, el) => sum + Number(el.dataset.count), 0);
      return pins + clustered;
    });
  /** Waits for the interactive map, starting it as a visitor does (a prebuilt overview first). */
  const mapReady = (page: Page) => startInteractiveMap(page, MAP_READY);
  async function openMap(page: Page, search: string) {
    await page.goto(`/map${search}`);
    await mapReady(page);
  }

  test('the markers and the list hide the places no open road reaches on a winter day, show them in summer, and the filter round-trips through the URL', async ({
    page,
  }) => {
    const response = await page.request.get('/api/map');
    const places = ((await response.json()) as MapData).places;
    const closed = places.filter((p: MapPlace) => p.closed);
    expect(closed.map((p) => p.id)).toContain(NORTH_RIM);
    const northRimRow = page.locator(`[data-map-list] > li[data-id="${NORTH_RIM}"]`);

    await page.clock.setFixedTime(WINTER);
    await openMap(page, '?open=now');
    const box = page.getByLabel('Reachable now');
    await expect(box).toBeChecked();
    await expect(listed(page)).toHaveCount(onePage(places.length - closed.length));
    await counted(page, places.length - closed.length);
    await expect.poll(() => markerTotal(page)).toBe(places.length - closed.length);
    expect(await showEveryPage(page)).toBe(places.length - closed.length);
    await expect(northRimRow).toBeHidden();

    await box.uncheck();
    await expect(page).toHaveURL(/\/map\/?$/);
    await counted(page, places.length);
    await expect.poll(() => markerTotal(page)).toBe(places.length);
    expect(await showEveryPage(page)).toBe(places.length);
    await expect(northRimRow).toBeVisible();
    await box.check();
    await expect(page).toHaveURL(/\?open=now$/);
    await counted(page, places.length - closed.length);
    await expect(northRimRow).toBeHidden();

    await page.reload();
    await mapReady(page);
    await expect(page.getByLabel('Reachable now')).toBeChecked();
    await expect(listed(page)).toHaveCount(onePage(places.length - closed.length));
    await counted(page, places.length - closed.length);

    await page.clock.setFixedTime(SUMMER);
    await openMap(page, '?open=now');
    await expect(page.getByLabel('Reachable now')).toBeChecked();
    await expect(listed(page)).toHaveCount(onePage(places.length));
    await counted(page, places.length);
    await expect.poll(() => markerTotal(page)).toBe(places.length);
    expect(await showEveryPage(page)).toBe(places.length);
    await expect(northRimRow).toBeVisible();
  });
});

// Live closures (issue 27, decision 048) against the fake UDOT of global-setup.ts. In this file,
// after the "Reachable now" tests, so that no other test of the file counts reachable places
// while a closure is in force. Scans are started by staff (POST /api/road-closures/scan), not waited for.
test.describe('Live closures from UDOT', () => {
  const udot = `http://127.0.0.1:${UDOT_FAKE_PORT}`;
  const CUT_OFF = ['snowbird', 'alta-ski-area', 'cecret-lake', 'sunset-peak-catherine-pass'];
  // The places up SR-210 from Snowbird Entry 2: the canyon (the road itself) and those it cuts off.
  const UP_SR210 = [
    'little-cottonwood-canyon',
    'red-pine-lake',
    'snowbird',
    'alta-ski-area',
    'cecret-lake',
    'wasatch-powderbird-guides',
    'sunset-peak-catherine-pass',
  ];
  const scan = async (page: Page) => {
    const response = await page.request.post('/api/road-closures/scan');
    expect(response.status(), await response.text()).toBe(200);
    return (await response.json()) as { ok: boolean; detail: string };
  };
  // A whole day of skiing from the canyon mouths: Snowbird and Alta fit it with every road open,
  // so with the closure the plan counts them as left out by today's road reports, whatever the
  // season makes of them (their best months decide whether they are picked, not whether they fit).
  // Today as the page's (fixed) clock has it: a plan of today reads the live closures.
  const planUrl = (now: number) => `/plan?from=Cottonwood+Heights&hours=day&date=${utahDate(now)}&time=08:00&cat=Skiing+%26+Winter`;
  const zionPlanUrl = (now: number) => `/plan?from=Springdale&hours=day&date=${utahDate(now)}&time=09:00&cat=Natural+Wonders`;
  const leftOutNote = (page: Page) => page.locator('.left-out').first();
  const plannedIds = async (page: Page) => {
    await expect(page.locator('.plan').first()).toBeVisible();
    const hrefs = await page.locator('.plan a[href^="/destinations/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
    return hrefs.map((h) => h.split('/')[2]!);
  };

  test.afterEach(async ({ page }) => {
    await page.request.post(`${udot}/_control/reset`);
    await scan(page);
  });

  test('a closure appears on /conditions and on every page it touches, hides them from Reachable now and from today’s plans, and goes when UDOT lifts it (slow: one closure’s whole life on the shared server, set, scanned and lifted, read on /conditions and its map, a dozen place pages, the list and two plans, before and after) @hours', async ({
    page,
  }, info) => {
    test.setTimeout(120_000);
    // The page's clock stands still at the test's start, so "since" follows from one instant at any hour (issue 52).
    const now = Date.now();
    await page.clock.setFixedTime(now);
    await signInAsStaff(page, `udot-lift-${info.project.name}@staff.example.com`);
    const since = Math.floor(now / 1000) - 3600;
    const sinceText = (ms: number) => utahSince(ms, now);
    expect((await page.request.post(`${udot}/_control/events`, { data: lccClosure(since) })).status()).toBe(200);
    expect((await page.request.post(`${udot}/_control/events`, { data: zionTunnelClosure(since) })).status()).toBe(200);
    expect(await scan(page)).toMatchObject({ ok: true });
    const lccLine = `SR-210 closed at Snowbird Entry 2 since ${sinceText(since * 1000)} — UDOT`;
    const zionLine = `SR-9 closed at Zion–Mount Carmel Tunnel to the East Entrance since ${sinceText(since * 1000)} — UDOT`;

    // /conditions (issue 40): both closures, each with the places it touches, linked.
    await page.goto('/conditions');
    const items = page.locator('[data-udot-items] > li');
    await expect(items).toHaveCount(2);
    const lcc = items.filter({ hasText: 'SR-210' });
    await expect(lcc.getByRole('link', { name: 'Little Cottonwood Canyon' })).toHaveAttribute('href', '/destinations/little-cottonwood-canyon/');
    await expect(lcc.getByRole('link', { name: 'Snowbird', exact: true })).toBeVisible();
    await expect(lcc.getByRole('link', { name: 'Lisa Falls' })).toHaveCount(0);
    // Every place up SR-210 from Snowbird Entry 2 (the canyon itself, Red Pine Lake's trailhead above it, the resorts and Albion Basin), none below.
    const lccLinks = await lcc.locator('a[href^="/destinations/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(lccLinks).toEqual(expect.arrayContaining(UP_SR210.map((id) => `/destinations/${id}/`)));
    expect(lccLinks).not.toContain('/destinations/lisa-falls/');
    const zion = items.filter({ hasText: 'SR-9' });
    await expect(zion.getByRole('link', { name: 'Zion-Mount Carmel Highway & Tunnel' })).toBeVisible();
    await expect(zion.getByRole('link', { name: 'Canyon Overlook Trail' })).toBeVisible();
    await expect(page.locator('[data-canyon="SR-210"]')).toHaveAttribute('data-state', 'closed');
    await expect(page.locator('[data-udot-status]')).toHaveText(/^UDOT last answered at \d{1,2}:\d\d [AP]M M[SD]T\.$/);
    // The avalanche rating of the regions this server is set up for (the fake UAC: decision 061b).
    const slc = page.locator('[data-avalanche-region="salt-lake"]');
    await expect(slc.locator('strong')).toHaveText('Salt Lake area mountains: Considerable avalanche danger');
    await expect(slc).toContainText('The avalanche danger is CONSIDERABLE on steep upper-elevation slopes');
    await expect(slc.getByRole('link', { name: 'Utah Avalanche Center' })).toHaveAttribute('href', 'https://utahavalanchecenter.org/forecast/salt-lake');
    await expect(page.locator('[data-avalanche-region="provo"] strong')).toHaveText('Provo area mountains: Moderate avalanche danger');
    await expect(page.locator('[data-avalanche-status]')).toHaveText(/^The Utah Avalanche Center last answered at \d{1,2}:\d\d [AP]M M[SD]T\.$/);
    await expectAccessible(page);
    // The drawn map, loaded when asked for (decision 061): each closure along its road with a pin named in words.
    await page.getByRole('button', { name: 'Show today’s closures on a map' }).click();
    const map = page.getByRole('region', { name: /^Map of today’s closures/ });
    await expect(map).toHaveAttribute('data-ready', 'true', { timeout: 45_000 });
    const pins = map.locator('.closure-pin');
    await expect(pins).toHaveCount(2);
    expect((await pins.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).sort()).toEqual([lccLine, zionLine].sort());
    await expectAccessible(page);

    // The canyon's own page (its point at the mouth), a place up it, none below; the Zion tunnel's places.
    const roads = page.locator('[data-today-roads]');
    for (const [id, line] of [
      ...UP_SR210.map((id) => [id, lccLine] as const),
      ['zion-mount-carmel-highway', zionLine],
      ['canyon-overlook-trail', zionLine],
    ] as const) {
      await page.goto(`/destinations/${id}/`);
      await expect(roads.locator('.today-road.closure'), id).toHaveText(line);
      await expect(page.locator('.today-source a[href="/conditions"]')).toBeVisible();
    }
    await expect(page.locator('[data-conditions]')).toHaveAttribute('data-loaded', 'true');
    await page.goto('/destinations/lisa-falls/');
    await expect(page.locator('[data-conditions]')).toHaveAttribute('data-loaded', 'true');
    await expect(roads.locator('.today-road.closure')).toHaveCount(0);
    await page.goto('/destinations/snowbird/');
    await expect(roads.locator('.today-road.canyon')).toHaveText(
      new RegExp(`^Little Cottonwood Canyon \\(SR-210\\): closed since ${sinceText(since * 1000)} — UDOT, checked `),
    );

    await page.goto('/destinations?open=now');
    await expect(page.locator('astro-island[component-url*="/DestinationsFilter."]')).not.toHaveAttribute('ssr', /.*/);
    await page.getByLabel('Search destinations').fill('Snowbird');
    // The free places naming Snowbird: Little Cottonwood Canyon (the closed road itself) and Lisa Falls below the closure,
    // Snowbird and Alta above it; only Lisa Falls is reachable.
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(/^Showing 1 of 1 destinations?/);
    await expect(page.locator('#destination-grid > li[data-id="snowbird"]')).toHaveCount(0);

    await page.goto(planUrl(now));
    expect((await plannedIds(page)).filter((id) => CUT_OFF.includes(id))).toEqual([]);
    await expect(leftOutNote(page)).toContainText('today’s road reports');
    // The plan names the report that closed what it left out (issue 40), and only that one.
    await expect(page.locator('[data-road-reports] li')).toHaveText([lccLine]);
    await expect(page.locator('[data-road-reports] a[href="/conditions"]')).toBeVisible();
    // A day from Springdale: the Zion–Mount Carmel Highway is the closed road, left out, and the plan says why.
    await page.goto(zionPlanUrl(now));
    await expect(page.locator('.plan').first()).toBeVisible();
    expect(await plannedIds(page)).not.toContain('zion-mount-carmel-highway');
    await expect(page.locator('[data-road-reports] li').filter({ hasText: /— UDOT$/ })).toHaveText([zionLine]); // The Narrows' river reading may stand beside it

    expect((await page.request.delete(`${udot}/_control/events/UDOT-4471`)).status()).toBe(200);
    expect((await page.request.delete(`${udot}/_control/events/UDOT-9001`)).status()).toBe(200);
    expect(await scan(page)).toMatchObject({ ok: true });
    await page.goto('/conditions');
    await expect(items).toHaveText(['UDOT reports no closure or chain restriction on the roads of our guide.']);
    await expect(page.getByRole('button', { name: 'Show today’s closures on a map' })).toBeHidden();
    await expect(page.locator('[data-canyon="SR-210"]')).toHaveAttribute('data-state', 'open');
    for (const id of ['little-cottonwood-canyon', 'zion-mount-carmel-highway', 'canyon-overlook-trail']) {
      await page.goto(`/destinations/${id}/`);
      await expect(page.locator('[data-conditions]')).toHaveAttribute('data-loaded', 'true');
      await expect(roads.locator('.today-road.closure'), id).toHaveCount(0);
    }
    await page.goto('/destinations/snowbird/');
    await expect(roads.locator('.today-road.canyon')).toHaveText(/^Little Cottonwood Canyon \(SR-210\): open — UDOT, checked /);
    await expect(roads.locator('.today-road.closure')).toHaveCount(0);
    await page.goto('/destinations?open=now');
    await expect(page.locator('astro-island[component-url*="/DestinationsFilter."]')).not.toHaveAttribute('ssr', /.*/);
    await page.getByLabel('Search destinations').fill('Snowbird');
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(/^Showing 4 of 4 destinations/);
    await expect(page.locator('#destination-grid > li[data-id="snowbird"]')).toBeVisible();
    await page.goto(planUrl(now));
    await expect(page.locator('.plan').first()).toBeVisible();
    await expect(page.getByText('today’s road reports')).toHaveCount(0);
    await page.goto(zionPlanUrl(now));
    await expect(page.locator('.plan').first()).toBeVisible();
    await expect(page.locator('[data-road-reports] li').filter({ hasText: /— UDOT$/ })).toHaveCount(0); // no UDOT report any more
  });

  test('the System Status marks UDOT failed on the first probe after its fake goes down, and working on the first after it is back (issue 40)', async ({
    page,
  }, info) => {
    await signInAsStaff(page, `probe-${info.project.name}@staff.example.com`);
    await page.goto('/admin');
    const row = page.locator('[data-system="udot"]');
    const said = page.locator('[data-probe-status]');
    const probe = page.getByRole('button', { name: 'Check the outside services now' });
    await probe.click();
    await expect(said).toHaveText('The outside services were checked just now.');
    await expect(row.locator('.badge')).toHaveText('working');
    expect((await page.request.post(`${udot}/_control/mode`, { data: { mode: 'error-500' } })).status()).toBe(200);
    await probe.click();
    await expect(row.locator('.badge')).toHaveText('failed');
    await expect(row).toHaveClass(/state-failed/);
    await expect(row).toContainText(/answered 500/);
    await expectAccessible(page);
    expect((await page.request.post(`${udot}/_control/mode`, { data: { mode: 'ok' } })).status()).toBe(200);
    await probe.click();
    await expect(row.locator('.badge')).toHaveText('working');
  });

  test('when UDOT cannot be reached the pages say they show the usual winter window, and /conditions keeps the parks’ own answers', async ({ page }, info) => {
    await signInAsStaff(page, `udot-down-${info.project.name}@staff.example.com`);
    await page.request.post(`${udot}/_control/mode`, { data: { mode: 'error-500' } });
    // The server's own scan (scan-udot, every five minutes) may have asked UDOT just before the
    // fake went down and record its answer after ours: scan again until ours is the last word.
    // The test server's UDOT budget is raised (UDOT_REQUESTS_PER_MINUTE, playwright.config.ts), so
    // no scan here waits out the minute that other specs' scans spent. Tries are spaced: a staff
    // member may start ten scans in ten minutes (WRITE_LIMITS.udotScan).
    await expect(async () => {
      expect(await scan(page)).toMatchObject({ ok: false });
      await page.goto('/conditions');
      await expect(page.locator('[data-udot-status]')).toHaveText('UDOT could not be reached. The usual seasonal windows below still hold.', {
        timeout: 2_000,
      });
    }).toPass({ intervals: [2_000, 5_000], timeout: 30_000 });
    await expect(page.locator('[data-conditions-page]')).toHaveAttribute('data-loaded', 'true');
    // Each park on its own: Arches' alert, Capitol Reef's failure (the fake fails it), Zion's alerts.
    await expect(page.locator('[data-unit="arch"]')).toContainText('Park Closure: Devils Garden Trail Closed Past Landscape Arch');
    await expect(page.locator('[data-unit="care"]')).toHaveAttribute('data-state', 'unavailable');
    await expect(page.locator('[data-unit="care"] .today-down')).toHaveText('The National Park Service answered 500.');
    await expect(page.locator('[data-unit="zion"]')).toHaveAttribute('data-state', 'ok');
    await expect(page.locator('[data-nps-status]')).toHaveText(/^The National Park Service last answered at \d{1,2}:\d\d [AP]M M[SD]T\.$/);
    // The usual windows stand without UDOT: the Mirror Lake gate, its source and today's usual state.
    const mirror = page.locator('[data-season-row="mirrorLake"]');
    await expect(mirror).toContainText('Soapstone');
    await expect(mirror.locator('[data-season-state]')).toHaveText(/^Usually (closed|open) at this time of year$/);
    await expectAccessible(page);
    await page.goto('/destinations/mirror-lake/');
    await expect(page.locator('[data-today-roads] .today-road.usual')).toHaveText(/^Live closures unavailable: showing the usual winter window, usually .+\.$/);
    await page.goto('/destinations/snowbird/');
    await expect(page.locator('[data-today-roads] .today-road.usual')).toHaveText(
      'Live closures unavailable: canyon status from UDOT cannot be shown right now.',
    );
  });
});
