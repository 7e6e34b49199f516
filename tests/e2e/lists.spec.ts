import { expect, type Page, test } from '@playwright/test';
import { BROWSE_PAGE_SIZE, listPagePath } from '../../src/features/browse/pagination.ts';
import { cardCount, pageWeightProblems } from '../../scripts/pageWeight.ts';
import { ZONES } from '../../src/features/destinations/destinations.ts';
import { expectAccessible, keepBuiltCatalogue } from './helpers.ts';
import { keepBuiltIndex, pressInView } from './paging.ts';

// Issue 31, decision 044: list pages ship what they show. Each prebuilt list carries one page of
// cards; "Show more" is a link to the next prebuilt page that a script turns into an in-place
// append; /destinations filters from the search index; /map's list draws 48 rows at a time.

test.beforeEach(async ({ page }) => {
  await keepBuiltCatalogue(page);
  await keepBuiltIndex(page);
});

const BIG_ZONE = ZONES.find((z) => z.slug === '3-5-hours')!;
// The in-place paging needs three pages or more (its assertions say so): the zone with the fewest
// cards that has them, so the walk to its last page and the axe run on all its cards stay short
// (issue 38: the biggest zone, six pages, took 27 s); the pages and their script are one template.
const PAGED_ZONE = ZONES.find((z) => z.slug === '30-minutes')!;
const zoneCards = (page: Page) => page.locator('#zone-grid > li');
const zoneCount = async (page: Page, zone: (typeof ZONES)[number] = BIG_ZONE) =>
  Number(await page.locator(`h2 [data-count-of="zone:${zone.slug}"]`).textContent());

test.describe('prebuilt list pages', () => {
  test('every page of every list is under 150 KB of HTML and carries one page of cards or rows', async ({ request }) => {
    // Each list from its first page along its "Show more" links to the last: /destinations and
    // its pages, each zone and its pages; /map's list continues on /destinations' pages.
    const walked: string[] = [];
    for (const first of ['/destinations/', ...ZONES.map((z) => `/drive-time/${z.slug}/`)]) {
      let path: string | undefined = first;
      let listed = 0;
      let pages = 0;
      while (path) {
        const html: string = await (await request.get(path)).text();
        walked.push(path);
        expect(pageWeightProblems(path, html), path).toEqual([]);
        const cards = cardCount(html);
        const next: string | undefined = /<a [^>]*href="([^"]+)"[^>]*\bdata-more\b[^>]*>Show more<\/a>/.exec(html)?.[1];
        // Every page but the last is full; the last holds the rest, and none is empty.
        if (next) expect(cards, path).toBe(BROWSE_PAGE_SIZE);
        else expect(cards, path).toBeGreaterThan(0);
        expect(next ?? listPagePath(first, pages + 2), path).toBe(listPagePath(first, pages + 2));
        listed += cards;
        pages += 1;
        path = next;
      }
      expect(pages, first).toBe(Math.ceil(listed / BROWSE_PAGE_SIZE));
    }
    expect(walked).toContain(`/drive-time/${BIG_ZONE.slug}/page/2/`);
    const map = await (await request.get('/map/')).text();
    expect(pageWeightProblems('/map/', map)).toEqual([]);
    expect(cardCount(map)).toBe(BROWSE_PAGE_SIZE);
  });

  test('a zone pages on in place: "Show more" appends the next page, moves focus to its first card, and ends with the last page', async ({ page }) => {
    await page.goto(`/drive-time/${PAGED_ZONE.slug}/`);
    const total = await zoneCount(page, PAGED_ZONE);
    expect(total).toBeGreaterThan(2 * BROWSE_PAGE_SIZE);
    await expect(zoneCards(page)).toHaveCount(BROWSE_PAGE_SIZE);
    const more = page.getByRole('link', { name: 'Show more' });
    await expect(more).toHaveAttribute('href', `/drive-time/${PAGED_ZONE.slug}/page/2/`);
    const firstPage = await zoneCards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));

    // From the keyboard: Enter on the link, once the script has taken it over.
    await expect(more).toHaveAttribute('data-enhanced', '');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(zoneCards(page)).toHaveCount(2 * BROWSE_PAGE_SIZE);
    await expect(page).toHaveURL(new RegExp(`/drive-time/${PAGED_ZONE.slug}/$`));
    await expect(zoneCards(page).nth(BROWSE_PAGE_SIZE).getByRole('link')).toBeFocused();
    expect((await zoneCards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id))).slice(0, BROWSE_PAGE_SIZE)).toEqual(firstPage);
    await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(`Showing ${2 * BROWSE_PAGE_SIZE} of ${total} destinations`);
    await expect(more).toHaveAttribute('href', `/drive-time/${PAGED_ZONE.slug}/page/3/`);

    while ((await more.isVisible()) && (await zoneCards(page).count()) < total) {
      const before = await zoneCards(page).count();
      await more.click();
      await expect.poll(() => zoneCards(page).count()).toBeGreaterThan(before);
    }
    await expect(zoneCards(page)).toHaveCount(total);
    await expect(more).toBeHidden();
    // Every card once, closest first, as the prebuilt pages have them.
    const ids = await zoneCards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));
    expect(new Set(ids).size).toBe(total);
    const drives = await zoneCards(page).evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.drive)));
    expect(drives).toEqual([...drives].sort((a, b) => a - b));
    await expectAccessible(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a zone pages on through real links, and its later pages are in the sitemap', async ({ page }) => {
      await page.goto(`/drive-time/${BIG_ZONE.slug}/`, { waitUntil: 'domcontentloaded' });
      const total = await zoneCount(page);
      const firstIds = await zoneCards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));
      await pressInView(page.getByRole('link', { name: 'Show more' }));
      await expect(page).toHaveURL(new RegExp(`/drive-time/${BIG_ZONE.slug}/page/2/$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText('page 2 of');
      await expect(zoneCards(page)).toHaveCount(BROWSE_PAGE_SIZE);
      const secondIds = await zoneCards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));
      expect(secondIds.some((id) => firstIds.includes(id))).toBe(false);
      await expect(page.getByText(`Showing ${BROWSE_PAGE_SIZE + 1}–${2 * BROWSE_PAGE_SIZE} of ${total} destinations`)).toBeVisible();
      await expect(page.getByRole('link', { name: '← Previous page' })).toHaveAttribute('href', `/drive-time/${BIG_ZONE.slug}/`);

      const last = Math.ceil(total / BROWSE_PAGE_SIZE);
      await page.goto(`/drive-time/${BIG_ZONE.slug}/page/${last}/`);
      await expect(zoneCards(page)).toHaveCount(total - (last - 1) * BROWSE_PAGE_SIZE);
      await expect(page.getByRole('link', { name: 'Show more' })).toHaveCount(0);
      expect((await page.request.get(`/drive-time/${BIG_ZONE.slug}/page/${last + 1}/`)).status()).toBe(404);

      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      for (let n = 2; n <= last; n++) expect(sitemap).toContain(`/drive-time/${BIG_ZONE.slug}/page/${n}/</loc>`);
      expect(sitemap).not.toContain(`/drive-time/${BIG_ZONE.slug}/page/${last + 1}/`);
    });

    test('/map lists its first 48 places and continues on the prebuilt pages of /destinations', async ({ page }) => {
      await page.goto('/map', { waitUntil: 'domcontentloaded' });
      await expect(page.locator('[data-map-list] > li')).toHaveCount(BROWSE_PAGE_SIZE);
      await expect(page.getByRole('link', { name: 'Show more' })).toHaveAttribute('href', '/destinations/page/2/');
    });
  });
});

test.describe('/destinations from the search index', () => {
  const cards = (page: Page) => page.locator('#destination-grid > li');

  test('a plain visit asks for no index; a filter loads it once and draws the matches with the one card, 48 at a time', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/search-index') indexRequests.push(r.url());
    });
    await page.goto('/destinations');
    await expect(page.locator('astro-island[component-url*="/DestinationsFilter."]')).not.toHaveAttribute('ssr', /.*/);
    await expect(cards(page)).toHaveCount(BROWSE_PAGE_SIZE);
    expect(indexRequests).toHaveLength(0);

    await page.getByLabel('Sort by', { exact: true }).selectOption('name');
    await expect(cards(page)).toHaveCount(BROWSE_PAGE_SIZE);
    const names = await cards(page).evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.name ?? ''));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    // Drawn from the index with the same card as the prebuilt ones.
    const drawn = cards(page).filter({ has: page.locator('article.card.destination-card .card-drive') });
    await expect(drawn).toHaveCount(BROWSE_PAGE_SIZE);

    await page.getByLabel('Category', { exact: true }).selectOption('Olympic Venues');
    await expect(cards(page)).toHaveCount(18);
    expect(await cards(page).evaluateAll((els) => els.every((e) => (e as HTMLElement).dataset.category === 'Olympic Venues'))).toBe(true);
    await expect(cards(page).locator('article.card.destination-card')).toHaveCount(18);
    expect(indexRequests).toHaveLength(1);
    await expectAccessible(page);
  });

  test('"Show more" from the keyboard appends 48 cards drawn from the index and moves focus to the first of them', async ({ page }) => {
    await page.goto('/destinations');
    await expect(page.locator('astro-island[component-url*="/DestinationsFilter."]')).not.toHaveAttribute('ssr', /.*/);
    const more = page.getByRole('link', { name: 'Show more' });
    // The island takes the link over in an effect after hydration: until then Enter follows it to page 2.
    await expect(more).toHaveAttribute('data-enhanced', '');
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(2 * BROWSE_PAGE_SIZE);
    await expect(cards(page).nth(BROWSE_PAGE_SIZE).getByRole('link')).toBeFocused();
    // The second page drawn in place is the prebuilt second page.
    const drawn = await cards(page).evaluateAll((els) => els.slice(48).map((e) => (e as HTMLElement).dataset.id));
    const prebuilt = await page.request.get('/destinations/page/2/');
    const ids = [...(await prebuilt.text()).matchAll(/<li data-id="([^"]+)"/g)].map((m) => m[1]);
    expect(drawn).toEqual(ids);
  });
});

test.describe('/map list', () => {
  test('draws 48 rows, "Show more" adds 48 in place with focus on the first new row, and a filter starts again at one page', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByLabel('Category', { exact: true })).toBeEnabled();
    const rows = page.locator('[data-map-list] > li');
    await expect(rows).toHaveCount(BROWSE_PAGE_SIZE);
    const more = page.getByRole('link', { name: 'Show more' });
    await pressInView(more);
    await expect(rows).toHaveCount(2 * BROWSE_PAGE_SIZE);
    await expect(rows.nth(BROWSE_PAGE_SIZE).getByRole('link')).toBeFocused();
    const minutes = await rows.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.minutes)));
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    await expect(page.locator('[data-map-progress]')).toHaveText(new RegExp(`^Showing ${2 * BROWSE_PAGE_SIZE} of \\d+ places$`));

    await page.getByLabel('Category', { exact: true }).selectOption('Olympic Venues');
    await expect(rows).toHaveCount(18);
    await expect(page.locator('[data-map-count]')).toHaveText('(18)');
    await expect(more).toBeHidden();
  });
});
