import { expect, type Page, test } from '@playwright/test';
import type { MapData, MapPlace } from '../../src/features/map/map.ts';
import { BROWSE_PAGE_SIZE, showingText } from '../../src/features/browse/pagination.ts';
import { keepBuiltCatalogue, startInteractiveMap } from './helpers.ts';
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
