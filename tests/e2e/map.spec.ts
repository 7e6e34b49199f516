import { expect, type Page, test } from '@playwright/test';
import { BROWSE_PAGE_SIZE } from '../../src/features/browse/pagination.ts';
import type { MapData, MapPlace } from '../../src/features/map/map.ts';
import { TILES_FAKE_PORT } from './global-setup.ts';
import { expectAccessible, startInteractiveMap } from './helpers.ts';

// /map over the fake tile host (tests/fakes/tiles.ts; MAP_STYLE_URL in playwright.config.ts).
const TILE_HOST = `http://127.0.0.1:${TILES_FAKE_PORT}`;
// MapLibre draws with software WebGL in the test browser: on a busy 2-core machine the first frame can take a while.
const MAP_READY = 45_000;
test.describe.configure({ timeout: 120_000 });

async function livePlaces(page: Page): Promise<MapPlace[]> {
  const response = await page.request.get('/api/map');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as MapData).places;
}

/** Places the map draws: each single marker counts one, each cluster its own count (what the library was given). */
const markerTotal = (page: Page) =>
  page.evaluate(() => {
    const pins = document.querySelectorAll('[data-map] .map-pin').length;
    const clustered = [...document.querySelectorAll<HTMLElement>('[data-map] .map-cluster')].reduce((sum, el) => sum + Number(el.dataset.count), 0);
    return pins + clustered;
  });

/** Opens /map and starts the interactive map as a visitor does (with ?focus= it starts by itself). */
async function openMap(page: Page, search = '') {
  await page.goto(`/map${search}`);
  if (search.includes('focus=')) await expect(page.locator('[data-map]')).toHaveAttribute('data-state', 'ready', { timeout: MAP_READY });
  else await startInteractiveMap(page, MAP_READY);
}

/**
 * The places the page itself loads from /api/map (the wait is registered before the navigation
 * that asks): parallel tests approve and withdraw places, so a list read apart from the page's
 * own may differ from it by one.
 */
function placesThePageLoads(page: Page): Promise<MapPlace[]> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/map' && r.request().method() === 'GET' && r.ok())
    .then(async (r) => ((await r.json()) as MapData).places);
}

const listed = (page: Page) => page.locator('[data-map-list] > li:visible');
/** The list draws one page of rows (decision 044); the map all of them. */
const onePage = (n: number) => Math.min(BROWSE_PAGE_SIZE, n);
const card = (page: Page) => page.locator('.maplibregl-popup .map-card');

test.describe('the map', () => {
  test('the page shows the prebuilt overview and loads the map library only when the visitor reaches for it', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/map');
    const overview = page.getByRole('img', { name: /Every place as a dot/ });
    await expect(overview).toBeVisible();
    await expect.poll(async () => overview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const svg = await page.request.get('/map/overview.svg');
    expect(svg.headers()['content-type']).toMatch(/image\/svg\+xml/);
    // Filters and the list work before the map: choose a category, the list follows.
    await page.getByLabel('Category', { exact: true }).selectOption('Skiing & Winter');
    // A filter is reaching for the map too: it starts.
    await expect(page.locator('[data-map]')).toHaveAttribute('data-state', 'ready', { timeout: MAP_READY });
    expect(scripts.some((url) => /mapView/.test(url))).toBe(true);

    const fresh = await page.context().newPage();
    const before: string[] = [];
    fresh.on('request', (request) => {
      if (request.resourceType() === 'script') before.push(request.url());
    });
    const liveList = fresh.waitForResponse((r) => r.url().endsWith('/api/map'));
    await fresh.goto('/map');
    await expect(fresh.getByRole('button', { name: 'Explore the interactive map' })).toBeVisible();
    // The page's own script ran (the controls are enabled) and fetched the live list, but not MapLibre.
    await expect(fresh.getByLabel('Category', { exact: true })).toBeEnabled();
    await liveList;
    expect(before.some((url) => /mapView/.test(url))).toBe(false);
    await expect(fresh.locator('[data-map]')).not.toHaveAttribute('data-state', /.+/);
    // The button itself (a new page: no pointer rests over the frame).
    await fresh.getByRole('button', { name: 'Explore the interactive map' }).click();
    await expect(fresh.locator('[data-map]')).toHaveAttribute('data-state', 'ready', { timeout: MAP_READY });
    await fresh.close();
  });

  test('a visitor sees a marker or cluster for every destination, and the filters round-trip through the URL', async ({ page }) => {
    const loaded = placesThePageLoads(page);
    await openMap(page);
    const places = await loaded;
    await expect.poll(() => markerTotal(page)).toBe(places.length);
    await expect(listed(page)).toHaveCount(onePage(places.length));
    await expect(page.getByText('© OpenStreetMap contributors')).toBeVisible();

    await page.getByLabel('Category', { exact: true }).selectOption('Natural Wonders');
    await page.getByLabel('Drive time', { exact: true }).selectOption('120');
    await expect(page).toHaveURL(/[?&]category=Natural\+Wonders/);
    await expect(page).toHaveURL(/[?&]driveTime=120/);
    const expected = places.filter((p) => p.category === 'Natural Wonders' && p.minutes <= 120);
    expect(expected.length).toBeGreaterThan(3);
    expect(expected.length).toBeLessThan(places.length / 2);
    await expect.poll(() => markerTotal(page)).toBe(expected.length);
    await expect(listed(page)).toHaveCount(onePage(expected.length));
    await expect(page.locator('[data-map-count]')).toHaveText(`(${expected.length})`);

    const reloaded = placesThePageLoads(page);
    await page.reload();
    const again = (await reloaded).filter((p) => p.category === 'Natural Wonders' && p.minutes <= 120);
    // The filters from the URL apply to the list before the map is asked for.
    await expect(listed(page)).toHaveCount(onePage(again.length));
    await startInteractiveMap(page, MAP_READY);
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Natural Wonders');
    await expect(page.getByLabel('Drive time', { exact: true })).toHaveValue('120');
    await expect.poll(() => markerTotal(page)).toBe(again.length);
    await expect(listed(page)).toHaveCount(onePage(again.length));
  });

  test('a keyboard choice in the list opens the card, and View details goes to the destination page', async ({ page }) => {
    await openMap(page, '?driveTime=30');
    const show = page.getByRole('button', { name: 'Show Temple Square on the map' });
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(card(page)).toContainText('Temple Square');
    await expect(card(page)).toContainText('from the airport');
    const details = card(page).getByRole('link', { name: 'View details' });
    await expect(details).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/destinations\/temple-square\/$/);
  });

  test('a tap on a marker opens its card @layout', async ({ page, isMobile }) => {
    await openMap(page, '?focus=delicate-arch');
    await expect(card(page)).toContainText('Delicate Arch');
    await page.locator('.maplibregl-popup-close-button').click();
    await expect(card(page)).toHaveCount(0);
    const pin = page.locator('[data-map] .map-pin').first();
    const name = (await pin.getAttribute('aria-label'))!.split(',')[0]!;
    if (isMobile) await pin.tap();
    else await pin.click();
    await expect(card(page)).toContainText(name);
    await expect(card(page).getByRole('link', { name: 'View details' })).toHaveAttribute('href', `/destinations/${await pin.getAttribute('data-place-id')}/`);
  });

  test('?focus= centres the map on the place and opens it, even outside the filters', async ({ page }) => {
    const arch = (await livePlaces(page)).find((p) => p.id === 'delicate-arch')!;
    await openMap(page, '?focus=delicate-arch&driveTime=30');
    await expect(card(page)).toContainText('Delicate Arch');
    await expect(page.locator('[data-map]')).toHaveAttribute('data-open', 'delicate-arch');
    const [lat, lng] = (await page.locator('[data-map]').getAttribute('data-center'))!.split(',').map(Number);
    expect(Math.abs(lat! - arch.lat)).toBeLessThan(0.001);
    expect(Math.abs(lng! - arch.lng)).toBeLessThan(0.001);
  });

  test('the drive-time reach layers toggle on and off', async ({ page }) => {
    await openMap(page);
    const reach = page.getByRole('group', { name: 'Reachable from the airport within' });
    await expect(reach).toBeEnabled();
    await reach.getByLabel('1 hr').check();
    await expect(page.locator('[data-map]')).toHaveAttribute('data-reach', '60');
    await reach.getByLabel('5 hr').check();
    await expect(page.locator('[data-map]')).toHaveAttribute('data-reach', '60,300');
    await reach.getByLabel('1 hr').uncheck();
    await expect(page.locator('[data-map]')).toHaveAttribute('data-reach', '300');
  });

  test("the reach layers follow today's road season and switch to the other by keyboard (issue 27)", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-01-15T19:00:00Z'));
    await openMap(page);
    const season = page.getByRole('group', { name: 'On the roads of' });
    await expect(season.getByLabel('Winter (usual closures)')).toBeChecked();
    await page.getByLabel('2 hr').check();
    await expect(page.locator('[data-map]')).toHaveAttribute('data-reach-season', 'winter');
    await season.getByLabel('Winter (usual closures)').focus();
    await page.keyboard.press('ArrowUp');
    await expect(season.getByLabel('Summer (every road open)')).toBeChecked();
    await expect(page.locator('[data-map]')).toHaveAttribute('data-reach-season', 'summer');
    const layers = (await (await page.request.get('/map/reach.geojson')).json()) as { features: Array<{ properties: { season: string } }> };
    expect(new Set(layers.features.map((f) => f.properties.season))).toEqual(new Set(['summer', 'winter']));
  });

  for (const [what, pattern] of [
    ['the style', `${TILE_HOST}/**`],
    ['the tiles', `${TILE_HOST}/tiles/**`],
  ] as const) {
    test(`when ${what} cannot be loaded, markers, filters and list still work and the page says so`, async ({ page }) => {
      await page.route(pattern, (route) => route.abort('connectionrefused'));
      const loaded = placesThePageLoads(page);
      await openMap(page);
      const places = await loaded;
      await expect(page.getByRole('status')).toContainText('background map is unavailable', { timeout: MAP_READY });
      await expect.poll(() => markerTotal(page)).toBe(places.length);
      await page.getByLabel('Category', { exact: true }).selectOption('Skiing & Winter');
      const expected = places.filter((p) => p.category === 'Skiing & Winter').length;
      await expect.poll(() => markerTotal(page)).toBe(expected);
      await expect(listed(page)).toHaveCount(onePage(expected));
    });
  }

  test('/map passes axe with the map, a card and a reach layer showing, with no horizontal scroll @layout', async ({ page }) => {
    // axe over 700 list rows takes minutes on a busy machine; a filter keeps the page the same with fewer rows.
    test.setTimeout(240_000);
    await openMap(page, '?driveTime=45&focus=temple-square');
    await expect(card(page)).toBeVisible();
    await page.getByLabel('2 hr').check();
    await expectAccessible(page);
  });

  test("a destination page's locator image leads to the map centred on the place", async ({ page }) => {
    await page.goto('/destinations/delicate-arch/');
    const locator = page.getByRole('link', { name: /Open Delicate Arch on the map/ });
    await expect(locator.locator('img')).toHaveAttribute('src', '/map/locator/delicate-arch.svg');
    const svg = await page.request.get('/map/locator/delicate-arch.svg');
    expect(svg.headers()['content-type']).toMatch(/image\/svg\+xml/);
    await locator.click();
    await expect(page).toHaveURL(/\/map\?focus=delicate-arch$/);
    await expect(card(page)).toContainText('Delicate Arch', { timeout: MAP_READY });
  });
});
