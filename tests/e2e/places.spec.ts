import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';

// UI states are driven by answering the page's /api calls in the browser; the server side is
// proven against tests/fakes/places.ts in functions/places-search.test.ts and
// functions/destination-places.test.ts. One test below uses the real e2e server, which has no
// Google Places key.
const SEARCH = '**/api/places/search?*';
const LIVE = '**/api/destinations/*/places';

const coffee = [
  {
    place_id: 'a',
    name: 'Publik Coffee Roasters',
    formatted_address: '975 S West Temple, Salt Lake City, UT 84101, USA',
    rating: 4.6,
    user_ratings_total: 1843,
    opening_hours: { open_now: true },
    price_level: 0,
  },
  {
    place_id: 'b',
    name: 'Coffee Garden',
    formatted_address: '900 E 900 S, Salt Lake City, UT 84105, USA',
    rating: 4.5,
    user_ratings_total: 1290,
    opening_hours: { open_now: false },
    price_level: 4,
  },
  { place_id: 'c', name: 'Corner Cart' },
];

const templeSquare = {
  placeId: 'ChIJ5wEhT0j1UocRr6cLHk2XtKQ',
  rating: 4.8,
  userRatingsTotal: 38211,
  phoneNumber: '(801) 240-8945',
  website: 'https://www.templesquare.org/',
  openingHours: { openNow: true, weekdayText: ['Monday: 9:00 AM – 9:00 PM', 'Tuesday: 9:00 AM – 9:00 PM'] },
  photos: [
    { photoReference: 'places/x/photos/1', width: 400, height: 300, attributions: [] },
    { photoReference: 'places/x/photos/2', width: 400, height: 300, attributions: [] },
  ],
  priceLevel: 2,
  reviews: [
    { rating: 5, authorName: 'Jordan K.', text: 'Beautiful gardens.' },
    { rating: 4, authorName: 'Sam R.', text: '<img src=x onerror=alert(1)> tours every half hour.' },
  ],
};

async function firstNineNames(page: Page): Promise<string[]> {
  const all = (await (await page.request.get('/api/destinations')).json()) as Array<{ id: string; name: string }>;
  return all.slice(0, 9).map((d) => d.name);
}

test.describe('the places demo', () => {
  test('lists the first 9 destinations, each with a "Show Live Data" toggle, beside a status card', async ({ page }) => {
    const liveCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/(places|destinations\/[^/]+\/places)/.test(r.url())) liveCalls.push(r.url());
    });
    await page.goto('/places-demo');
    await expect(page.getByRole('heading', { name: 'Live Places Data', level: 1 })).toBeVisible();
    const cards = page.locator('.live-card');
    await expect(cards).toHaveCount(9);
    await expect(cards.locator('h3')).toHaveText(await firstNineNames(page));
    for (const toggle of await page.getByRole('button', { name: 'Show Live Data' }).all()) {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    }
    const status = page.getByRole('complementary', { name: 'Google Places API status' });
    await expect(status).toContainText('Not checked yet');
    await expect(status).toContainText('Live data is cached for 5 minutes.');
    expect(liveCalls).toEqual([]);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  });

  test('ignores a blank search, then shows names, addresses, ratings, opening state and 1 to 5 dollar signs', async ({ page }) => {
    const searches: URL[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(SEARCH, async (route) => {
      searches.push(new URL(route.request().url()));
      await gate;
      await route.fulfill({ json: coffee });
    });
    await page.goto('/places-demo');
    const box = page.getByRole('searchbox', { name: 'Place or kind of place near Salt Lake City' });
    await box.fill('   ');
    await box.press('Enter');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.locator('[data-search-results]')).toBeEmpty();
    expect(searches).toHaveLength(0);

    await box.fill('  coffee ');
    await box.press('Enter');
    await expect(page.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    release();
    await expect(page.getByRole('heading', { name: '3 places found for “coffee”' })).toBeVisible();
    expect(searches).toHaveLength(1);
    expect(Object.fromEntries(searches[0]!.searchParams)).toEqual({ query: 'coffee', lat: '40.7608', lng: '-111.891', radius: '50000' });
    const first = page.locator('.place-result').filter({ hasText: 'Publik Coffee Roasters' });
    await expect(first).toContainText('975 S West Temple, Salt Lake City, UT 84101, USA');
    await expect(first).toContainText('4.6 (1,843 reviews)');
    await expect(first).toContainText('Open now');
    await expect(first.locator('.place-price [aria-hidden="true"]')).toHaveText('$');
    await expect(first.locator('.place-price')).toContainText('Price level 1 of 5');
    const second = page.locator('.place-result').filter({ hasText: 'Coffee Garden' });
    await expect(second).toContainText('Closed now');
    await expect(second.locator('.place-price [aria-hidden="true"]')).toHaveText('$$$$$');
    const bare = page.locator('.place-result').filter({ hasText: 'Corner Cart' });
    await expect(bare.locator('.place-facts')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Search' })).toBeEnabled();
    await expect(page.getByRole('complementary', { name: 'Google Places API status' })).toContainText('Connected');
  });

  test('says so when a search finds nothing', async ({ page }) => {
    await page.route(SEARCH, (route) => route.fulfill({ json: [] }));
    await page.goto('/places-demo');
    await page.getByRole('searchbox').fill('ski jumps on the moon');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('heading', { name: 'No places found for “ski jumps on the moon”' })).toBeVisible();
    await expect(page.locator('.place-result')).toHaveCount(0);
  });

  test('a failed search says "Search failed" with the configuration message, and the status card turns unavailable without the server\'s words', async ({
    page,
  }) => {
    await page.route(SEARCH, (route) => route.fulfill({ status: 502, json: { error: 'Google Places answered 403. Please try again later.' } }));
    await page.goto('/places-demo');
    await page.getByRole('searchbox').fill('coffee');
    await page.getByRole('button', { name: 'Search' }).click();
    const failure = page.locator('.places-error');
    await expect(failure.getByRole('heading', { name: 'Search failed' })).toBeVisible();
    await expect(failure.getByText('Error searching places. Please check your Google Places API key configuration.')).toBeVisible();
    const status = page.getByRole('complementary', { name: 'Google Places API status' });
    await expect(status).toContainText('Unavailable');
    await expect(status).toContainText('Google Places is not answering right now. Please try again later.');
    await expect(status).not.toContainText('403');
  });

  test('a search on the real server, which has no Places key, shows the configuration message', async ({ page }) => {
    const answer = page.waitForResponse('**/api/places/search?*');
    await page.goto('/places-demo');
    await page.getByRole('searchbox').fill('coffee');
    await page.getByRole('button', { name: 'Search' }).click();
    expect((await answer).status()).toBe(503);
    await expect(page.getByRole('heading', { name: 'Search failed' })).toBeVisible();
    await expect(page.getByText('Error searching places. Please check your Google Places API key configuration.')).toBeVisible();
    const status = page.getByRole('complementary', { name: 'Google Places API status' });
    await expect(status).toContainText('Unavailable');
    await expect(status).not.toContainText('GOOGLE_PLACES_API_KEY');
  });

  test("loads a card's live data only when it is toggled, once, and shows Google's details as text", async ({ page }) => {
    const asked: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(LIVE, async (route) => {
      asked.push(new URL(route.request().url()).pathname);
      await gate;
      await route.fulfill({ json: templeSquare });
    });
    await page.goto('/places-demo');
    const card = page.locator('.live-card').nth(1);
    const id = await card.getAttribute('data-id');
    const toggle = card.getByRole('button', { name: 'Show Live Data' });
    expect(asked).toEqual([]);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(card).toContainText('Loading live data...');
    release();
    const panel = card.locator('.live-panel');
    await expect(panel).toContainText('4.8 (38,211 reviews)');
    expect(asked).toEqual([`/api/destinations/${id}/places`]);
    await expect(card.getByRole('button', { name: 'Hide Live Data' })).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.locator('.place-price [aria-hidden="true"]')).toHaveText('$$$');
    await expect(panel).toContainText('Open now');
    await expect(panel.getByRole('link', { name: '(801) 240-8945' })).toHaveAttribute('href', 'tel:8012408945');
    await expect(panel.getByRole('link', { name: 'templesquare.org' })).toHaveAttribute('href', 'https://www.templesquare.org/');
    await expect(panel).toContainText('2 on Google');
    await expect(panel).toContainText('Jordan K.');
    await expect(panel.getByText('<img src=x onerror=alert(1)> tours every half hour.')).toBeVisible();
    await expect(panel.locator('img')).toHaveCount(0);
    await panel.getByText('Opening hours').click();
    await expect(panel.getByText('Monday: 9:00 AM – 9:00 PM')).toBeVisible();
    await expect(panel).toContainText('Live data from Google Places');

    await card.getByRole('button', { name: 'Hide Live Data' }).click();
    await expect(panel).toBeHidden();
    await card.getByRole('button', { name: 'Show Live Data' }).click();
    await expect(panel).toContainText('4.8 (38,211 reviews)');
    expect(asked).toHaveLength(1);
    await expect(page.locator('.live-card').nth(0).locator('.live-panel')).toBeHidden();
  });

  test('says when Google has no more data, and when live data fails, trying again on the next opening', async ({ page }) => {
    await page.goto('/places-demo');
    const cards = page.locator('.live-card');
    const firstId = await cards.nth(0).getAttribute('data-id');
    let failing = true;
    await page.route(LIVE, (route, request: Request) => {
      if (request.url().includes(`/api/destinations/${firstId}/`)) return route.fulfill({ json: null });
      return failing
        ? route.fulfill({ status: 502, json: { error: 'Google Places answered 500. Please try again later.' } })
        : route.fulfill({ json: { ...templeSquare, reviews: [] } });
    });
    await cards.nth(0).getByRole('button', { name: 'Show Live Data' }).click();
    await expect(cards.nth(0)).toContainText('No additional data available from Google Places');

    await cards.nth(2).getByRole('button', { name: 'Show Live Data' }).click();
    await expect(cards.nth(2)).toContainText('Unable to load live data from Google Places');
    await expect(page.getByRole('complementary', { name: 'Google Places API status' })).toContainText('Unavailable');
    await expect(page.getByRole('complementary', { name: 'Google Places API status' })).not.toContainText('answered 500');

    failing = false;
    await cards.nth(2).getByRole('button', { name: 'Hide Live Data' }).click();
    await cards.nth(2).getByRole('button', { name: 'Show Live Data' }).click();
    await expect(cards.nth(2)).toContainText('4.8 (38,211 reviews)');
    await expect(cards.nth(2)).not.toContainText('Unable to load live data');
    await expect(page.getByRole('complementary', { name: 'Google Places API status' })).toContainText('Connected');
  });

  test('treats placesData with nothing in it as no additional data', async ({ page }) => {
    await page.route(LIVE, (route) =>
      route.fulfill({
        json: {
          placeId: 'p',
          rating: null,
          userRatingsTotal: null,
          phoneNumber: null,
          website: null,
          openingHours: null,
          photos: [],
          priceLevel: null,
          reviews: [],
        },
      }),
    );
    await page.goto('/places-demo');
    const card = page.locator('.live-card').nth(4);
    await card.getByRole('button', { name: 'Show Live Data' }).click();
    await expect(card).toContainText('No additional data available from Google Places');
  });
});
