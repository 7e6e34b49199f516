import { expect, type Page, test } from '@playwright/test';
import { GAMES_START } from '../../src/features/games/countdown.ts';

// Issue 29: facts that age carry their source and the day they were checked, and the site
// states nothing it cannot know.

/** Every value of every JSON-LD block of the page, flattened to [key, value] pairs at any depth. */
async function jsonLdEntries(page: Page): Promise<Array<[string, unknown]>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const out: Array<[string, unknown]> = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object')
      for (const [k, x] of Object.entries(v)) {
        out.push([k, x]);
        walk(x);
      }
  };
  for (const b of blocks) walk(JSON.parse(b));
  return out;
}

test.describe('the 2034 Games page', () => {
  test('shows the plan as it stands, each role with its source and checked month, and when the plan was last checked', async ({ page }) => {
    await page.goto('/olympics');
    const sport = (name: string) => page.locator('.sport-list > li', { has: page.getByRole('heading', { name, exact: true }) }).getByRole('link');
    await expect(sport('Ice hockey')).toHaveText(['Delta Center', 'Peaks Ice Arena']);
    await expect(sport('Figure skating')).toHaveText(['Maverik Center']);
    await expect(sport('Short-track speed skating')).toHaveText(['Maverik Center']);
    await expect(sport('Wheelchair curling')).toHaveText(['Salt Palace Convention Center']);
    const delta = page.locator('.venue-table tbody tr', { has: page.getByRole('link', { name: 'Delta Center' }) });
    const source = delta.locator('a.checked');
    await expect(source).toHaveText(/^Checked [A-Z][a-z]{2} \d{4} · deseret\.com$/);
    await expect(source).toHaveAttribute('href', /^https:\/\/www\.deseret\.com\//);
    await expect(page.locator('.venue-table tbody tr a.checked')).toHaveCount(13);
    await expect(page.locator('[data-plan-checked]')).toContainText(/we last checked the plan in [A-Z][a-z]{2} \d{4}/);
    // The venue's own page carries the same source under its role.
    await page.goto('/destinations/maverik-center/');
    await expect(page.locator('[data-games-role]')).toContainText('figure skating');
    await expect(page.locator('[data-games-source] a')).toHaveText(/^Checked [A-Z][a-z]{2} \d{4} · sltrib\.com$/);
  });

  test('counts down to the opening day in Utah: on the evening of 9 February in Salt Lake City four hours are left', async ({ page }) => {
    const eveningBefore = Date.parse('2034-02-09T20:00:00-07:00');
    await page.clock.install({ time: new Date(eveningBefore - 30_000) });
    await page.goto('/olympics');
    await page.clock.pauseAt(new Date(eveningBefore));
    const values = () => page.locator('[data-countdown] [data-unit]').allTextContents();
    await expect.poll(values).toEqual(['0', '4', '0', '0']);
    await expect(page.locator('[data-countdown]')).toHaveAttribute('data-target', GAMES_START);
    await page.clock.runFor(4 * 3600 * 1000);
    await expect.poll(values).toEqual(['0', '0', '0', '0']);
    await expect(page.locator('[data-countdown]')).toHaveAttribute('data-state', 'ended');
  });
});

// Issue 40 (decision 059b): a fact written for a period says, once the period is over, which year it was checked for.
test.describe('facts with an end date', () => {
  test('Arches’ 2026 timed-entry word reads as last checked for 2026 from 1 January 2027 in Utah, and keeps its month before', async ({ page }) => {
    const permit = page.locator('ul.permits li', { hasText: 'No timed-entry reservation is required in 2026' }).locator('.checked');
    await page.clock.install({ time: new Date('2026-12-31T23:30:00-07:00') });
    await page.goto('/destinations/arches-national-park/');
    await expect(permit.locator('a')).toHaveText('Checked Nov 2026 · sltrib.com');
    await expect(permit).not.toHaveAttribute('data-lapsed', 'true');
    await page.clock.setFixedTime(new Date('2027-01-01T00:30:00-07:00'));
    await page.reload();
    await expect(permit.locator('a')).toHaveText('Last checked for 2026 · sltrib.com');
    await expect(permit).toHaveAttribute('data-lapsed', 'true');
    // The fee line gives the amounts, with its source.
    await expect(page.getByText('Private vehicle (7 days)').first()).toBeVisible();
    await expect(page.locator('.checked a[href="https://www.nps.gov/arch/learn/news/news060820.htm"]')).toHaveText('Checked Nov 2026 · nps.gov');
  });
});

test.describe('structured data', () => {
  test('states no rating count the data does not hold, on any kind of page', async ({ page }) => {
    // The catalogue's ratings are editorial marks with no count of ratings behind them.
    for (const path of [
      '/',
      '/destinations/arches-national-park/',
      '/destinations/zion-national-park/',
      '/destinations/delta-center/',
      '/olympics',
      '/search',
      '/drive-time/1-hour/',
      '/destinations',
    ]) {
      await page.goto(path);
      const keys = (await jsonLdEntries(page)).map(([k]) => k);
      expect({ path, counted: keys.filter((k) => k === 'ratingCount' || k === 'reviewCount' || k === 'aggregateRating') }).toEqual({ path, counted: [] });
    }
  });
});

test.describe('the not-found page', () => {
  test('an unknown path answers 404 with the site nav, in the site own words, and links to search and home', async ({ page }) => {
    const response = await page.goto('/no/such/page-here');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.locator('main')).not.toContainText('router');
    await page.locator('main').getByRole('link', { name: 'Search destinations' }).click();
    await expect(page).toHaveURL(/\/search\/?$/);
    await page.goBack();
    await page.locator('main').getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

/** Waits until the named island has hydrated (Astro drops its `ssr` attribute). */
async function hydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${component}."]`)).not.toHaveAttribute('ssr', /.*/);
}

test.describe('one keyword search', () => {
  test('/search?q=arches opens that search, and the address keeps the query as the visitor types', async ({ page }) => {
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search-index');
    await page.goto('/search?q=arches');
    await loaded;
    await hydrated(page, 'SearchIsland');
    const box = page.getByLabel('Search destinations');
    await expect(box).toHaveValue('arches');
    const results = page.locator('.search-results .destination-grid > li');
    await expect(results.first().getByRole('heading')).toHaveText('Arches National Park');
    const entries = await page.evaluate(() => history.length);
    await box.fill('delicate arch');
    await expect(page).toHaveURL(/\/search\/?\?q=delicate\+arch$/);
    await expect(results.first().getByRole('heading')).toHaveText('Delicate Arch');
    await box.fill('');
    await expect(page).toHaveURL(/\/search\/?$/);
    // replaceState: typing added no history entries.
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  test('/destinations ranks "arches" by the same rule as /search: Arches National Park first', async ({ page }) => {
    await page.goto('/destinations');
    await hydrated(page, 'DestinationsFilter');
    await page.getByLabel('Search destinations').fill('arches');
    await expect(page.locator('#destination-grid > li:visible').first()).toHaveAttribute('data-id', 'arches-national-park');
  });
});

test.describe('nearby attractions', () => {
  test('each Nearby card says its drive from the place the visitor is on, not from the airport', async ({ page }) => {
    await page.goto('/destinations/temple-square/');
    const drives = await page.locator('section.nearby .card-drive').allTextContents();
    expect(drives.length).toBeGreaterThan(0);
    for (const drive of drives) expect(drive).toMatch(/^\d+ min from Temple Square$/);
  });
});
