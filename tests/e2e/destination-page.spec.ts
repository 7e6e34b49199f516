import { expect, test } from '@playwright/test';
import { approveNewPlace, keepBuiltCatalogue, signIn, usersCli } from './helpers.ts';

type Lite = { id: string; driveTimeMinutes: number; isOlympicVenue: boolean; states?: string[] };

// These pages are compared with the build's catalogue; parallel tests approve places after it.
test.beforeEach(async ({ page }) => {
  await keepBuiltCatalogue(page);
});

test.describe('destination pages', () => {
  test('a destination page shows every section of docs/product.md §2.5 in order, with directions from the airport and no invented rating count', async ({
    page,
    request,
  }) => {
    type Full = Lite & {
      name: string;
      rating: number | null;
      hours: unknown;
      pricing: unknown;
      highlights: string[];
      activities: string[];
      localTips: string[];
      packingList: string[];
      tags: string[];
    };
    const all = (await (await request.get('/api/destinations')).json()) as Full[];
    // A real catalogue page with every optional section but the video and the airport card
    // (those two are proven on the page component in tests/pages/destination-page.test.ts).
    const d = all.find(
      (x) =>
        x.rating !== null &&
        x.hours &&
        x.pricing &&
        x.highlights.length &&
        x.activities.length &&
        x.localTips.length > 1 &&
        x.packingList.length &&
        x.tags.length,
    )!;
    await page.goto(`/destinations/${d.id}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.name);
    const order = await page.evaluate(() => {
      const article = document.querySelector('article.destination')!;
      const marks: Array<[string, Element | null | undefined]> = [
        ['hero image', article.querySelector('.destination-hero img')],
        ['badges', article.querySelector('.card-meta')],
        ['favourite slot', article.querySelector('astro-island[component-url*="FavoriteButton"]')],
        ['Get Directions', [...article.querySelectorAll('a')].find((a) => a.textContent === 'Get Directions')],
        ...[...article.querySelectorAll('h2')].map((h): [string, Element] => [h.textContent ?? '', h]),
      ];
      return marks
        .filter((m): m is [string, Element] => Boolean(m[1]))
        .sort((a, b) => (a[1].compareDocumentPosition(b[1]) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1))
        .map(([label]) => label);
    });
    expect(order).toEqual([
      'hero image',
      'badges',
      'favourite slot',
      'Get Directions',
      'About',
      'Highlights',
      'Activities',
      'Insider Tips',
      'What to Bring',
      'Quick Info',
      'Contact & Location',
      'Hours & Pricing',
      'Tags',
      // Issue 36: how to get there by TRAX, FrontRunner and the buses (docs/product.md §15).
      'Without a car',
      'Photos',
      'Today at this place',
      'Nearby Attractions',
      'Where it is',
    ]);
    await expect(page.locator('section[aria-labelledby="tips"] ol li')).toHaveCount(d.localTips.length);
    await expect(page.locator('section[aria-labelledby="quick"] dt')).toHaveText([
      'Drive time',
      'Distance',
      'Time needed',
      'Difficulty',
      'Accessibility',
      'Best time',
    ]);
    const directions = new URL((await page.getByRole('link', { name: 'Get Directions' }).getAttribute('href'))!);
    expect(directions.searchParams.get('origin')).toBe('40.7899,-111.9791');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toEqual(['TouristAttraction', 'Place']);
    expect(ld.aggregateRating).toBeUndefined();
  });

  test('a locked destination keeps its content out of reach of Tab and screen readers, and the Upgrade button in reach', async ({ page }, info) => {
    const email = `gate-${info.project.name}@example.com`;
    await signIn(page, email);
    usersCli('set-tier', email, 'free');
    const all = (await (await page.request.get('/api/destinations')).json()) as Array<Lite & { subscriptionTier: string; website: string | null }>;
    const premium = all.find((d) => d.subscriptionTier === 'premium' && d.website)!;
    await page.goto(`/destinations/${premium.id}/`);
    const gate = page.getByRole('region', { name: 'Premium Content' });
    await expect(gate).toBeVisible();
    const content = page.locator('[data-gated-content]');
    await expect(content).toHaveJSProperty('inert', true);
    await page.getByRole('link', { name: 'Get Directions' }).focus();
    // The page itself may be saved for offline (issue 20); the gate's button comes next.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Save for offline' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(gate.getByRole('button', { name: 'Upgrade to Access' })).toBeFocused();
    await page.keyboard.press('Tab');
    const landed = await page.evaluate(() => ({
      tag: document.activeElement?.tagName,
      gated: Boolean(document.activeElement?.closest('[data-gated-content]')),
    }));
    expect(landed).toEqual({ tag: 'A', gated: false });

    usersCli('set-tier', email, 'premium');
    await page.goto(`/destinations/${premium.id}/`);
    await expect(page.getByRole('button', { name: /favorites|Favorited/ })).toBeVisible();
    await expect(gate).toHaveCount(0);
    await expect(content).toHaveJSProperty('inert', false);
  });

  test('a destination approved after the build renders through the client fallback, and an unknown one is a 404 that says so', async ({ page }, info) => {
    const place = await approveNewPlace(`Fallback Park ${info.project.name} ${Date.now().toString(36)}`);
    try {
      // The server opens the real place (200); its content comes from the API, here a richer answer.
      await page.route(`**/api/destinations/${place.id}`, (route) =>
        route.fulfill({
          json: {
            id: place.id,
            name: 'Brand New <b>Place</b>',
            category: 'Family Fun',
            address: 'Ogden, UT',
            driveTimeText: '45 min',
            distance: '38 miles',
            description: 'Approved today.',
            highlights: ['Slides'],
            activities: [],
            tags: ['waterpark'],
            difficulty: 'Easy',
            bestTimeToVisit: 'Summer',
            hours: { 'Mon-Sat': '10 AM - 8 PM' },
            pricing: 'Adults $20',
            website: 'javascript:alert(1)',
            coordinates: null,
          },
        }),
      );
      const response = await page.goto(`/destinations/${place.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand New <b>Place</b>');
      await expect(page.getByText('Slides')).toBeVisible();
      const visibleHeadings = page.locator('article.destination section:visible h2');
      await expect(visibleHeadings).toHaveText(['About', 'Highlights', 'Quick Info', 'Contact & Location', 'Hours & Pricing', 'Tags', 'Today at this place']);
      // The prebuilt page's own sections (decision 033): the contact facts, the header's badges and entry fee.
      await expect(page.locator('article.destination section:not(.today) dt')).toHaveText([
        'Drive time',
        'Distance',
        'Difficulty',
        'Best time',
        'Address',
        'Mon-Sat',
      ]);
      await expect(page.locator('.destination-header .badge')).toHaveText(['Family Fun', 'Guide open to all']);
      await expect(page.locator('.destination-header .entry-fee')).toHaveText('Entry: Adults $20');
      await expect(page.getByText('10 AM - 8 PM')).toBeVisible();
      await expect(page.getByText('Adults $20', { exact: true })).toBeVisible();
      await expect(page.getByText('#waterpark')).toBeVisible();
      await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    } finally {
      await place.withdraw();
    }
    const missing = await page.goto('/destinations/never-existed-anywhere');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Destination not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all destinations' })).toHaveAttribute('href', '/destinations/');
  });

  test('the client fallback tells a server failure apart from a missing destination, and can try again', async ({ page }, info) => {
    const place = await approveNewPlace(`Flaky Park ${info.project.name} ${Date.now().toString(36)}`);
    try {
      let failing = true;
      await page.route(`**/api/destinations/${place.id}`, (route) =>
        failing
          ? route.fulfill({ status: 500, json: { error: 'Internal error' } })
          : route.fulfill({ json: { id: place.id, name: 'Back Online', description: 'Now it loads.', highlights: [], activities: [] } }),
      );
      await page.goto(`/destinations/${place.id}`);
      await expect(page.getByRole('heading', { name: 'Failed to fetch destination' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Destination not found' })).toBeHidden();
      failing = false;
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Back Online');

      await page.route(`**/api/destinations/${place.id}`, (route) => route.abort('connectionfailed'));
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Failed to fetch destination' })).toBeVisible();
    } finally {
      await place.withdraw();
    }
  });
});
