import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Page, test } from '@playwright/test';
import { BROWSE_PAGE_SIZE, showingText } from '../../src/features/browse/pagination.ts';
import { keepBuiltCatalogue, signIn, usersCli } from './helpers.ts';
import { keepBuiltIndex, pressInView } from './paging.ts';
import { gate } from './timing.ts';
import { all, firstPage, hydrated, textHits } from './browse.ts';

// /destinations: the prebuilt list, its filters and pages, with and without JavaScript.

// These pages are compared with the build's catalogue; parallel tests approve places after it.
test.beforeEach(async ({ page }) => {
  await keepBuiltCatalogue(page);
  await keepBuiltIndex(page);
});

test.describe('/destinations', () => {
  const cards = (page: Page) => page.locator('#destination-grid > li:visible');
  const status = (page: Page) => page.getByRole('status').filter({ hasText: 'Showing' });

  test('a visitor sees the first page of every prebuilt destination, the selects with their docs/product.md §9 values and the zone pages', async ({ page }) => {
    const list = await all(page);
    await page.goto('/destinations');
    await hydrated(page, 'DestinationsFilter');
    await expect(page.getByRole('heading', { level: 1, name: 'All Destinations' })).toBeVisible();
    // One page of cards is all the page carries (decision 044).
    await expect(page.locator('#destination-grid > li')).toHaveCount(BROWSE_PAGE_SIZE);
    await expect(cards(page)).toHaveCount(BROWSE_PAGE_SIZE);
    await expect(status(page)).toHaveText(`Showing ${BROWSE_PAGE_SIZE} of ${list.length} destinations`);
    const options = (label: string) => page.getByLabel(label, { exact: true }).locator('option');
    await expect(options('Category')).toHaveText([
      'All categories',
      'Urban & Downtown',
      'Activities & Recreation',
      'Natural Wonders',
      'Skiing & Winter',
      'Olympic Venues',
      'Entertainment',
      'Family Fun',
      'Cultural & Historic',
    ]);
    expect(await options('Drive time').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))).toEqual([
      '',
      '30',
      '60',
      '120',
      '300',
      '480',
      '720',
    ]);
    expect(await options('Sort by').evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))).toEqual(['driveTime', 'name', 'category']);
    await expect(page.getByLabel('Sort by', { exact: true })).toHaveValue('driveTime');
    await expect(page.getByRole('link', { name: '1 hour', exact: true })).toHaveAttribute('href', '/drive-time/1-hour/');
    await expect(page.getByText('Want to see all 700+ destinations?')).toHaveCount(0);
  });

  test('drive time and category filter at or under and round-trip through the URL', async ({ page }) => {
    const list = await all(page);
    await page.goto('/destinations');
    await hydrated(page, 'DestinationsFilter');
    await page.getByLabel('Drive time', { exact: true }).selectOption('60');
    await expect(page).toHaveURL(/\?driveTime=60$/);
    const within60 = list.filter((d) => d.driveTimeMinutes <= 60);
    await expect(cards(page)).toHaveCount(firstPage(within60.length));
    const drives = await cards(page).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.drive)));
    expect(Math.max(...drives)).toBeLessThanOrEqual(60);
    await page.getByLabel('Category', { exact: true }).selectOption('Family Fun');
    await expect(page).toHaveURL(/\?driveTime=60&category=Family\+Fun$/);
    const expected = within60.filter((d) => d.category === 'Family Fun').length;
    await expect(cards(page)).toHaveCount(firstPage(expected));
    await expect(status(page)).toHaveText(showingText(firstPage(expected), expected, list.length));

    await page.reload();
    await hydrated(page, 'DestinationsFilter');
    await expect(page.getByLabel('Drive time', { exact: true })).toHaveValue('60');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Family Fun');
    await expect(cards(page)).toHaveCount(firstPage(expected));

    await page.getByLabel('Drive time', { exact: true }).selectOption('');
    await page.getByLabel('Category', { exact: true }).selectOption('');
    await expect(page).toHaveURL(/\/destinations\/?$/);
    await expect(cards(page)).toHaveCount(BROWSE_PAGE_SIZE);
  });

  test('drive times the select does not list (45, 90: older links) still filter at or under and show as the current choice', async ({ page }) => {
    const list = await all(page);
    for (const [minutes, label] of [
      [45, 'Up to 45 minutes'],
      [90, 'Up to 1.5 hours'],
    ] as const) {
      await page.goto(`/destinations?driveTime=${minutes}`);
      await hydrated(page, 'DestinationsFilter');
      const select = page.getByLabel('Drive time', { exact: true });
      await expect(select).toHaveValue(String(minutes));
      await expect(select.locator('option:checked')).toHaveText(label);
      await expect(cards(page)).toHaveCount(firstPage(list.filter((d) => d.driveTimeMinutes <= minutes).length));
      await expect(page).toHaveURL(new RegExp(`\\?driveTime=${minutes}$`));
    }
    await page.getByLabel('Drive time', { exact: true }).selectOption('120');
    await expect(page.getByLabel('Drive time', { exact: true }).locator('option[value="90"]')).toHaveCount(0);
  });

  test('nonsense driveTime and category values are ignored and dropped from the URL', async ({ page }) => {
    const list = await all(page);
    await page.goto('/destinations?driveTime=abc&category=Pizza&ref=home');
    await hydrated(page, 'DestinationsFilter');
    await expect(page).toHaveURL(/\/destinations\/?\?ref=home$/);
    await expect(page.getByLabel('Drive time', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('');
    await expect(cards(page)).toHaveCount(firstPage(list.length));
  });

  test('the search box matches descriptions and addresses, and an empty result offers Clear Filters', async ({ page }) => {
    const list = await all(page);
    // A word from a description that is in no name: only the full-text search can find it.
    const target = list.find(
      (d) => /\b([a-z]{9,})\b/.test(d.description) && !list.some((o) => o.name.toLowerCase().includes(/\b([a-z]{9,})\b/.exec(d.description)![1]!)),
    )!;
    const word = /\b([a-z]{9,})\b/.exec(target.description)![1]!;
    await page.goto('/destinations?driveTime=720');
    await hydrated(page, 'DestinationsFilter');
    await page.getByLabel('Search destinations').fill(word.toUpperCase());
    const expected = textHits(list, word).filter((d) => d.driveTimeMinutes <= 720);
    await expect(cards(page)).toHaveCount(firstPage(expected.length));
    await expect(page.locator(`#destination-grid > li[data-id="${target.id}"]`)).toBeVisible();

    await page.getByLabel('Search destinations').fill('no such place qqxz');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No destinations found' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await expect(cards(page)).toHaveCount(firstPage(list.length));
    await expect(page.getByLabel('Search destinations')).toHaveValue('');
    await expect(page.getByLabel('Search destinations')).toBeFocused();
    await expect(page).toHaveURL(/\/destinations\/?$/);
    await expect(page.getByRole('heading', { name: 'No destinations found' })).toHaveCount(0);
  });

  test('sorting by name and by category reorders the cards', async ({ page }) => {
    await page.goto('/destinations');
    await hydrated(page, 'DestinationsFilter');
    const names = () => cards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.name ?? ''));
    const categories = () => cards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.category ?? ''));
    const drives = () => cards(page).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.drive)));
    expect(await drives()).toEqual([...(await drives())].sort((a, b) => a - b));
    await page.getByLabel('Sort by', { exact: true }).selectOption('name');
    await expect
      .poll(async () => {
        const n = await names();
        return n.every((name, i) => i === 0 || n[i - 1]!.localeCompare(name, 'en', { sensitivity: 'base' }) <= 0);
      })
      .toBe(true);
    await page.getByLabel('Sort by', { exact: true }).selectOption('category');
    await expect
      .poll(async () => {
        const c = await categories();
        return c.every((cat, i) => i === 0 || c[i - 1]!.localeCompare(cat, 'en') <= 0);
      })
      .toBe(true);
  });

  test('the filters work from the keyboard alone', async ({ page }) => {
    const list = await all(page);
    await page.goto('/destinations');
    await hydrated(page, 'DestinationsFilter');
    await page.getByLabel('Search destinations').focus();
    await page.keyboard.type('lake');
    await expect(cards(page)).toHaveCount(firstPage(textHits(list, 'lake').length));
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Category', { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Category', { exact: true })).toHaveValue('Urban & Downtown');
    await expect(page).toHaveURL(/category=Urban\+%26\+Downtown/);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Drive time', { exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page).toHaveURL(/driveTime=30/);
    await expect(cards(page)).toHaveCount(
      firstPage(textHits(list, 'lake').filter((d) => d.category === 'Urban & Downtown' && d.driveTimeMinutes <= 30).length),
    );
  });

  test('on a slow connection the filters still reach every card, also those that arrive after the filters woke up @desktop', async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    // A proxy that sends the first cards of /destinations, then holds the rest back, as one bar
    // of signal does: the filters hydrate while the grid is still arriving.
    const rest = gate();
    const proxy = http.createServer(async (req, res) => {
      const upstream = await fetch(new URL(req.url ?? '/', baseURL));
      const body = Buffer.from(await upstream.arrayBuffer());
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
      const firstCards = body.indexOf('data-id="', body.indexOf('id="destination-grid"') + 2000);
      if (!req.url?.startsWith('/destinations?') || firstCards < 0) return res.end(body);
      res.write(body.subarray(0, firstCards));
      await rest.passed;
      res.end(body.subarray(firstCards));
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      await page.goto(`http://127.0.0.1:${port}/destinations?category=Olympic+Venues`, { waitUntil: 'commit' });
      // The rest of the grid arrives only once the filters have woken up: an address with a
      // filter wakes them at once (client:engaged, decision 076), never waiting for an idle moment
      // that a page still arriving does not have.
      await expect(page.locator('astro-island[component-url*="/DestinationsFilter."]')).not.toHaveAttribute('ssr', /.*/, { timeout: 30_000 });
      rest.open();
      await page.waitForLoadState('load');
      // Drawn from the search index (decision 044), however late the prebuilt first page arrived.
      await expect(page.locator('#destination-grid > li[data-category="Olympic Venues"]')).toHaveCount(18);
      await expect(cards(page)).toHaveCount(18);
    } finally {
      rest.open();
      proxy.close();
    }
  });

  test('a signed-in free user sees only free destinations and the upsell; a premium user sees no upsell', async ({ page }, info) => {
    const email = `browse-${info.project.name}@example.com`;
    await signIn(page, email);
    usersCli('set-tier', email, 'free'); // the e2e database outlives a run
    await page.goto('/destinations');
    await hydrated(page, 'DestinationsFilter');
    // The build's places are the list (approvals made by other tests since the build are not).
    const tiers = (await all(page)).map((d) => d.subscriptionTier);
    expect(tiers.length).toBeGreaterThanOrEqual(700);
    const free = tiers.filter((t) => t === 'free').length;
    const upsell = page.getByRole('complementary', { name: 'Want to see all 700+ destinations?' });
    await expect(upsell).toBeVisible();
    await expect(cards(page)).toHaveCount(firstPage(free));
    await expect(status(page)).toHaveText(`Showing ${firstPage(free)} of ${free} destinations`);
    await upsell.getByRole('button', { name: 'Upgrade to Adventurer' }).click();
    await expect(page.getByRole('status').getByText('Upgrade to Adventurer')).toBeVisible();

    usersCli('set-tier', email, 'premium');
    await page.reload();
    await hydrated(page, 'DestinationsFilter');
    await expect(cards(page)).toHaveCount(firstPage(tiers.filter((t) => t !== 'olympic').length));
    await expect(page.getByText('Want to see all 700+ destinations?')).toHaveCount(0);
  });

  test('on a phone the sticky "Build My Trip" link leads to the planner and never covers the last card @phone', async ({ page }) => {
    await page.goto('/destinations');
    const bar = page.getByRole('link', { name: 'Build My Trip' });
    await expect(bar).toBeInViewport();
    await expect(bar).toHaveAttribute('href', '/plan');
    await page.mouse.wheel(0, 5000);
    await expect(bar).toBeInViewport();
    // Scrolled (as focus scrolls) so the last card of the page sits at the bottom: the bar stays below it.
    const last = cards(page).last();
    await last.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    const card = (await last.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(card.y + card.height).toBeLessThanOrEqual(barBox.y + 1);
    // And at the very end of the page nothing is under it either.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const more = (await page.locator('#show-more').boundingBox())!;
    expect(more.y + more.height).toBeLessThanOrEqual((await bar.boundingBox())!.y + 1);
  });

  test('on a desktop there is no "Build My Trip" bar @desktop', async ({ page }) => {
    await page.goto('/destinations');
    await expect(page.getByRole('link', { name: 'Build My Trip' })).toBeHidden();
  });
});

test.describe('/destinations pages', () => {
  const cards = (page: Page) => page.locator('#destination-grid > li:visible');
  const ids = (page: Page) => cards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));

  test('"Show more" adds the next page in place, with the page in the URL and the count above and below', async ({ page }) => {
    const list = await all(page);
    await page.goto('/destinations');
    await hydrated(page, 'DestinationsFilter');
    const first = await ids(page);
    expect(first).toHaveLength(BROWSE_PAGE_SIZE);
    const more = page.getByRole('link', { name: 'Show more' });
    await expect(more).toHaveAttribute('href', /\?page=2$/); // taken over by the island
    await pressInView(more);
    await expect(page).toHaveURL(/\/destinations\/?\?page=2$/);
    await expect(cards(page)).toHaveCount(2 * BROWSE_PAGE_SIZE);
    expect((await ids(page)).slice(0, BROWSE_PAGE_SIZE)).toEqual(first);
    const text = `Showing ${2 * BROWSE_PAGE_SIZE} of ${list.length} destinations`;
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(text);
    await expect(page.locator('#show-more [data-progress]')).toHaveText(text);
    // Focus moves to the first card it revealed.
    await expect(cards(page).nth(BROWSE_PAGE_SIZE).getByRole('link')).toBeFocused();
    await expect(more).toHaveAttribute('href', /\?page=3$/);

    await page.reload();
    await hydrated(page, 'DestinationsFilter');
    await expect(cards(page)).toHaveCount(2 * BROWSE_PAGE_SIZE);
  });

  test('filters keep working with pages: "Show more" reveals more matches and a new filter starts at page one', async ({ page }) => {
    const list = await all(page);
    const within = list.filter((d) => d.driveTimeMinutes <= 180);
    expect(within.length).toBeGreaterThan(2 * BROWSE_PAGE_SIZE);
    await page.goto('/destinations?driveTime=180');
    await hydrated(page, 'DestinationsFilter');
    await expect(cards(page)).toHaveCount(BROWSE_PAGE_SIZE);
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', /\?driveTime=180&page=2$/);
    await pressInView(page.getByRole('link', { name: 'Show more' }));
    await expect(page).toHaveURL(/\?driveTime=180&page=2$/);
    await expect(cards(page)).toHaveCount(2 * BROWSE_PAGE_SIZE);
    const drives = await cards(page).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.drive)));
    expect(Math.max(...drives)).toBeLessThanOrEqual(180);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(showingText(2 * BROWSE_PAGE_SIZE, within.length, list.length));

    await page.getByLabel('Category', { exact: true }).selectOption('Olympic Venues');
    await expect(page).toHaveURL(/\?driveTime=180&category=Olympic\+Venues$/);
    const olympic = within.filter((d) => d.category === 'Olympic Venues').length;
    await expect(cards(page)).toHaveCount(olympic);
    await expect(page.getByRole('link', { name: 'Show more' })).toBeHidden();
  });
});

test.describe('/destinations without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // Without scripting the browser loads lazy images eagerly, the hidden cards' too: drawing 702
  // landscapes takes the busy test machine longer than a test may. These tests read the
  // document, so the artwork is not fetched.
  test.beforeEach(async ({ page }) => {
    await page.route('**/images/destinations/**', (route) => route.abort());
  });
  // The 702-card document itself is large; a busy machine parses it slowly.
  test.describe.configure({ timeout: 90_000 });

  // Without scripting the browser loads lazy images eagerly, hidden cards' too: wait for the document, not every image.
  test('a visitor without JavaScript sees the first page and pages on through real links', async ({ page }) => {
    const list = await all(page);
    await page.goto('/destinations', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#destination-grid > li:visible')).toHaveCount(BROWSE_PAGE_SIZE);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${BROWSE_PAGE_SIZE} of ${list.length} destinations`);
    await expect(page.getByRole('link', { name: list[0]!.name, exact: true })).toBeVisible();
    // The link is followed once the document has loaded (images are refused above): a click while
    // a busy machine still parses the 702-card document was lost once (a fresh-clone run under load).
    await page.waitForLoadState('load');
    await pressInView(page.getByRole('link', { name: 'Show more' }), { noWaitAfter: true });
    await expect(page).toHaveURL(/\/destinations\/page\/2\/$/, { timeout: 30_000 });
    const second = page.locator('.destination-grid > li');
    await expect(second).toHaveCount(BROWSE_PAGE_SIZE);
    await expect(second.first().getByRole('link')).toHaveText(list[BROWSE_PAGE_SIZE]!.name);
    await expect(page.getByText(`Showing ${BROWSE_PAGE_SIZE + 1}–${2 * BROWSE_PAGE_SIZE} of ${list.length} destinations`).first()).toBeVisible();
    await expect(page.getByRole('link', { name: '← Previous page' })).toHaveAttribute('href', '/destinations/');

    const last = Math.ceil(list.length / BROWSE_PAGE_SIZE);
    const response = await page.goto(`/destinations/page/${last}/`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('.destination-grid > li')).toHaveCount(list.length - (last - 1) * BROWSE_PAGE_SIZE);
    await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);
    expect((await page.request.get(`/destinations/page/${last + 1}/`)).status()).toBe(404);
  });

  test('cards show the time needed', async ({ page }) => {
    await page.goto('/destinations', { waitUntil: 'domcontentloaded' });
    const first = page.locator('#destination-grid > li').first();
    await expect(first.locator('.card-time')).toHaveText(/^Time needed: \S/);
  });
});
