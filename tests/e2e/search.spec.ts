import { expect, type Page, test } from '@playwright/test';
import { keepBuiltCatalogue } from './helpers.ts';
import { keepBuiltIndex } from './paging.ts';
import { type Api, hydrated, openSearch, textHits } from './browse.ts';

// /search: the live search index, its filters, sort and chips, and the first screen before JavaScript.

// These pages are compared with the build's catalogue; parallel tests approve places after it.
test.beforeEach(async ({ page }) => {
  await keepBuiltCatalogue(page);
  await keepBuiltIndex(page);
});

test.describe('/search', () => {
  const results = (page: Page) => page.locator('.search-results .destination-grid > li');
  // The island renders a long list in small batches, one task each; on a busy machine the
  // last batch can come well after the first, so the full count may take longer than a click.
  const ALL_CARDS = { timeout: 30_000 };
  // Scrolling through 702 cards, 48 at a time, takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  /** The results the island has rendered after scrolling to the end of the list until no more come (it renders as the visitor scrolls). */
  const scrolledResults = async (page: Page) => {
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 100_000);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return page.locator('.search-more').count();
        },
        { timeout: 60_000, intervals: [100] },
      )
      .toBe(0);
    return results(page);
  };

  test('shows the heading, the count, the sort buttons and every destination', async ({ page }) => {
    const list = await openSearch(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Discover Utah Adventures' })).toBeVisible();
    await expect(page.getByText(`${list.length} destinations to discover across Utah`)).toBeVisible();
    await expect(page.getByText(`${list.length} destinations found (filtered from ${list.length})`)).toBeVisible();
    await expect(await scrolledResults(page)).toHaveCount(list.length, ALL_CARDS);
    await expect(page.getByRole('button', { name: 'Sort by Drive Time' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Sort by Name' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toHaveAttribute('aria-expanded', 'false');
  });

  test('"arches" lists Arches National Park first and name matches before the rest; both sort buttons change the order', async ({ page }) => {
    const list = await openSearch(page);
    await hydrated(page, 'SearchIsland');
    await page.getByLabel('Search destinations').fill('arches');
    const hits = textHits(list, 'arches');
    expect(hits.some((d) => !d.name.toLowerCase().includes('arches'))).toBe(true);
    await expect(await scrolledResults(page)).toHaveCount(hits.length, ALL_CARDS);
    const shownIds = async () => (await scrolledResults(page)).locator('article').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id ?? ''));
    const nameOf = new Map(list.map((d) => [d.id, d.name]));
    await expect(results(page).first().getByRole('heading')).toHaveText('Arches National Park');
    const relevance = (await shownIds()).map((id) => nameOf.get(id)!);
    const firstOther = relevance.findIndex((n) => !n.toLowerCase().includes('arches'));
    expect(firstOther).toBeGreaterThan(0);
    expect(relevance.slice(firstOther).filter((n) => n.toLowerCase().includes('arches'))).toEqual([]);

    const byName = (a: Api, b: Api) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
    const name = page.getByRole('button', { name: 'Sort by Name' });
    await name.click();
    await expect(name).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(shownIds).toEqual([...hits].sort((a, b) => byName(a, b) || a.driveTimeMinutes - b.driveTimeMinutes).map((d) => d.id));

    const drive = page.getByRole('button', { name: 'Sort by Drive Time' });
    await drive.click();
    await expect(drive).toHaveAttribute('aria-pressed', 'true');
    await expect(name).toHaveAttribute('aria-pressed', 'false');
    const byDrive = [...hits].sort((a, b) => a.driveTimeMinutes - b.driveTimeMinutes || byName(a, b)).map((d) => d.id);
    expect(byDrive).not.toEqual([...hits].sort(byName).map((d) => d.id));
    await expect.poll(shownIds).toEqual(byDrive);
    const drives = (await shownIds()).map((id) => list.find((d) => d.id === id)!.driveTimeMinutes);
    expect(drives).toEqual([...drives].sort((a, b) => a - b));
  });

  test('"bryce canyn" starts with Bryce Canyon National Park; "ski" with a ski area, and no Buckskin (issue 51)', async ({ page }) => {
    const list = await openSearch(page);
    await hydrated(page, 'SearchIsland');
    const box = page.getByLabel('Search destinations');
    await box.fill('bryce canyn');
    await expect(page.getByText(`${textHits(list, 'bryce canyn').length} destinations found (filtered from ${list.length})`)).toBeVisible();
    await expect(results(page).first().getByRole('heading')).toHaveText('Bryce Canyon National Park');

    await box.fill('ski');
    await expect(page.getByText(`${textHits(list, 'ski').length} destinations found (filtered from ${list.length})`)).toBeVisible();
    const skiAreas = new Set(list.filter((d) => d.category === 'Skiing & Winter').map((d) => d.name));
    const first = await results(page).first().getByRole('heading').textContent();
    expect(skiAreas.has(first?.trim() ?? '')).toBe(true);
    await expect(results(page).getByRole('heading', { name: 'Wire Pass & Buckskin Gulch' })).toHaveCount(0);
  });

  test('a plain visit loads neither the index nor the text search; the first focus loads both (decision 075)', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/search');
    await hydrated(page, 'SearchIsland');
    await expect(results(page)).toHaveCount(12);
    expect(asked.filter((p) => p === '/api/search-index' || p.includes('textSearch'))).toEqual([]);
    await page.getByLabel('Search destinations').focus();
    await expect.poll(() => asked.filter((p) => p === '/api/search-index' || p.includes('textSearch')).length).toBe(2);
  });

  /**
   * The list's own count: the tests of filters read it instead of scrolling through hundreds of cards
   * (that every card renders as the visitor scrolls is the first test's subject; decision 101).
   */
  const expectFound = (page: Page, found: number, total: number) =>
    expect(page.locator('.result-count')).toHaveText(`${found} destinations found (filtered from ${total})`, ALL_CARDS);

  test('the filter panel lists sorted categories, the access levels and features, and counts active filters', async ({ page }) => {
    const list = await openSearch(page);
    await hydrated(page, 'SearchIsland');
    await expectFound(page, list.length, list.length);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('#search-filters');
    const categories = [...new Set(list.map((d) => d.category))].sort((a, b) => a.localeCompare(b, 'en'));
    await expect(panel.getByRole('group', { name: 'Categories' }).getByRole('checkbox')).toHaveCount(categories.length);
    await expect(panel.getByRole('group', { name: 'Categories' }).locator('label')).toHaveText(categories);
    await expect(panel.getByRole('group', { name: 'Access Level' }).locator('label')).toHaveText(['Free', 'Premium', 'VIP Olympic']);
    await expect(panel.getByRole('group', { name: 'Features' }).locator('label')).toHaveText([
      'Olympic Venues Only',
      /^Has Photos \(\d+\)$/,
      'Family Friendly',
    ]);
    const slider = panel.getByLabel('Maximum Drive Time');
    await expect(slider).toHaveAttribute('min', '30');
    await expect(slider).toHaveAttribute('max', '300');
    await expect(slider).toHaveAttribute('step', '30');
    await expect(slider).toHaveValue('300');
    await expect(panel.locator('output')).toHaveText('5+ hours');

    await panel.getByLabel('Family Fun').check();
    await expect(toggle).toHaveAccessibleName('Filters 1 active');
    let expected = list.filter((d) => d.category === 'Family Fun');
    await expect(page.getByText(`${expected.length} destinations found (filtered from ${list.length})`)).toBeVisible();

    await panel.getByLabel('Family Friendly').check();
    await panel.getByLabel('Free', { exact: true }).check();
    await slider.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowLeft');
    await expect(panel.locator('output')).toHaveText('2 hours');
    await expect(toggle).toHaveAccessibleName('Filters 4 active');
    expected = expected.filter((d) => d.familyFriendly && d.subscriptionTier === 'free' && d.driveTimeMinutes <= 120);
    await expect(await scrolledResults(page)).toHaveCount(expected.length, ALL_CARDS);
    await expect(page.getByText(`${expected.length} destinations found (filtered from ${list.length})`)).toBeVisible();

    await panel.getByLabel('Olympic Venues Only').check();
    await panel.getByLabel('Has Photos').check();
    await expect(toggle).toHaveAccessibleName('Filters 6 active');
    await panel.getByRole('button', { name: 'Clear All' }).click();
    await expect(toggle).toHaveAccessibleName('Filters');
    await expectFound(page, list.length, list.length);
    await expect(panel.locator('output')).toHaveText('5+ hours');
  });

  test('the slider at 300 applies no limit; one step down limits to 4.5 hours', async ({ page }) => {
    const list = await openSearch(page);
    expect(list.some((d) => d.driveTimeMinutes > 300)).toBe(true);
    await hydrated(page, 'SearchIsland');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expectFound(page, list.length, list.length);
    const slider = page.getByLabel('Maximum Drive Time');
    await slider.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(slider).toHaveValue('270');
    await expect(page.locator('#search-filters output')).toHaveText('4.5 hours');
    await expectFound(page, list.filter((d) => d.driveTimeMinutes <= 270).length, list.length);
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveAccessibleName('Filters 1 active');
  });

  test('chips for the query, categories and tiers can be removed one by one', async ({ page }) => {
    const list = await openSearch(page);
    await hydrated(page, 'SearchIsland');
    await page.getByLabel('Search destinations').fill('Canyon');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByLabel('Natural Wonders').check();
    await page.getByLabel('VIP Olympic').check();
    const chips = page.getByRole('list', { name: 'Active search and filters' });
    await expect(chips.getByRole('button')).toHaveText(['"Canyon" ×', 'Natural Wonders ×', 'VIP Olympic ×']);
    const count = (f: (d: Api) => boolean, among = list) => among.filter(f).length;
    await chips.getByRole('button', { name: 'Remove VIP Olympic' }).click();
    await expect(page.getByLabel('VIP Olympic')).not.toBeChecked();
    await expect(await scrolledResults(page)).toHaveCount(
      count((d) => d.category === 'Natural Wonders', textHits(list, 'canyon')),
      ALL_CARDS,
    );
    // The larger lists by their count: that every card of the whole list renders as the visitor
    // scrolls is the first test's, and scrolling through hundreds after each chip only repeated it.
    await chips.getByRole('button', { name: 'Remove search "Canyon"' }).click();
    await expect(page.getByLabel('Search destinations')).toHaveValue('');
    await expect(page.locator('.result-count')).toHaveText(
      `${count((d) => d.category === 'Natural Wonders')} destinations found (filtered from ${list.length})`,
    );
    await chips.getByRole('button', { name: 'Remove Natural Wonders' }).click();
    await expect(page.getByRole('list', { name: 'Active search and filters' })).toHaveCount(0);
    await expect(page.locator('.result-count')).toHaveText(`${list.length} destinations found (filtered from ${list.length})`);
    await expect(page.getByRole('heading', { name: 'No destinations found' })).toHaveCount(0);
  });

  test('nothing found shows the empty state and "Clear All Filters" brings everything back', async ({ page }) => {
    const list = await openSearch(page);
    await hydrated(page, 'SearchIsland');
    await page.getByLabel('Search destinations').fill('<script>qqxz</script>');
    await expect(page.getByRole('heading', { name: 'No destinations found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search terms')).toBeVisible();
    await expect(page.getByText(`0 destinations found (filtered from ${list.length})`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove search "<script>qqxz</script>"' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(page.locator('.result-count')).toHaveText(`${list.length} destinations found (filtered from ${list.length})`);
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByLabel('Search destinations')).toHaveValue('');
  });

  test('a failing destinations API shows "Failed to fetch destinations"', async ({ page }) => {
    const asked: string[] = [];
    await page.route('**/api/search-index', (route) => {
      asked.push(route.request().url());
      return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' });
    });
    await page.goto('/search');
    await hydrated(page, 'SearchIsland');
    // Issue 38: a plain visit keeps the build's first screen and fetches no index ...
    await expect(results(page)).toHaveCount(12);
    expect(asked).toEqual([]);
    // ... the visitor's first press in the search fetches it.
    await page.getByLabel('Search destinations').click();
    await expect(page.getByRole('alert')).toHaveText('Failed to fetch destinations');
    expect(asked).toHaveLength(1);
    await expect(results(page)).toHaveCount(0);
  });

  test('a screen taller than the first cards, which cannot scroll, still goes on past them (issue 38)', async ({ page }) => {
    // No scroll will ever come on such a screen: the index is fetched and the list goes on without one.
    await page.setViewportSize({ width: 1280, height: 6000 });
    await page.goto('/search');
    await hydrated(page, 'SearchIsland');
    await expect.poll(() => results(page).count(), ALL_CARDS).toBeGreaterThan(12);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the filters work from the keyboard alone', async ({ page }) => {
    const list = await openSearch(page);
    await hydrated(page, 'SearchIsland');
    await expectFound(page, list.length, list.length);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Filters → the two sort buttons → the first category checkbox.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const first = page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Space');
    await expect(first).toBeChecked();
    await expect(toggle).toHaveAccessibleName('Filters 1 active');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.locator('#search-filters')).toBeHidden();
  });
});

test.describe('/search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the first screen is in the page before any JavaScript runs, in the order the index will show', async ({ page }) => {
    await page.goto('/search');
    const ids = await page.locator('.search-results .destination-grid > li article').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.id));
    expect(ids.length).toBeGreaterThanOrEqual(6);
    const api = (await (await page.request.get('/api/search-index')).json()) as Api[];
    // In the index's order (places approved by parallel tests since the build may sit between them).
    expect(api.map((d) => d.id).filter((id) => ids.includes(id))).toEqual(ids);
    await expect(page.getByText(/^\d+ destinations found \(filtered from \d+\)$/)).toBeVisible();
  });
});
