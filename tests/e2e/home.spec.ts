import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';

type Lite = { id: string; driveTimeMinutes: number };

test.describe('home page', () => {
  test('shows the hero, stats and six zone cards whose counts match the API', async ({ page, request }) => {
    const all = (await (await request.get('/api/destinations')).json()) as Lite[];
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('700+ places. 1 airport.');
    await expect(page.getByTestId('stat-destinations')).toHaveText(String(all.length));
    for (const label of ['Olympic venues', 'Drive-time zones', 'Winter Games']) await expect(page.getByText(label, { exact: true })).toBeVisible();
    const ranges: Array<[string, number, number, number]> = [
      ['30 min', 0, 30, 30], ['1 hour', 31, 60, 60], ['2 hours', 61, 120, 120], ['3-5 hrs', 121, 300, 300], ['5-8 hrs', 301, 480, 480], ['8-12 hrs', 481, 720, 720],
    ];
    const cards = page.locator('.zone-card');
    await expect(cards).toHaveCount(6);
    for (const [i, [label, min, max, minutes]] of ranges.entries()) {
      const card = cards.nth(i);
      await expect(card.locator('.zone-label')).toHaveText(label);
      const expected = all.filter((d) => d.driveTimeMinutes >= min && d.driveTimeMinutes <= max).length;
      await expect(card.locator('.zone-count')).toHaveText(`${expected} destinations`);
      await expect(card.getByRole('link')).toHaveAttribute('href', `/destinations?driveTime=${minutes}`);
    }
    await expect(cards.nth(1).getByText('2034 Olympics')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Olympic Kit' })).toHaveAttribute('href', '/olympic-kit-signup');
    await expect(page.getByRole('link', { name: 'Visit the Media Hub' })).toHaveAttribute('href', '/content');
    await expect(page.getByRole('link', { name: 'Browse Downloads' })).toHaveAttribute('href', '/planning-kits');
    await expect(page.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/submit-destination');
  });

  test('"Begin My Adventure" sends the chosen drive time, defaulting to 2 hours, and none for "all"', async ({ page }) => {
    await page.goto('/');
    const select = page.getByLabel('How far will you drive?');
    await expect(select).toHaveValue('120');
    await page.getByRole('button', { name: 'Begin My Adventure' }).click();
    await expect(page).toHaveURL(/\/destinations\?driveTime=120$/);
    await page.goto('/');
    await page.getByLabel('How far will you drive?').selectOption('all');
    await page.getByRole('button', { name: 'Begin My Adventure' }).click();
    await expect(page).toHaveURL(/\/destinations\/?$/);
  });

  test('the newsletter modal opens by itself after 45 seconds, once per browser', async ({ page }) => {
    // A paused fake clock: only fastForward moves time, however slow the machine is.
    await page.clock.install({ time: new Date('2030-06-01T12:00:00Z') });
    await page.clock.pauseAt(new Date('2030-06-01T12:00:01Z'));
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeHidden();
    await page.clock.fastForward(44_000);
    await expect(dialog).toBeHidden();
    await page.clock.fastForward(2_000);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.clock.fastForward(60_000);
    await expect(dialog).toBeHidden();
  });

  test('the newsletter modal opens on scroll, validates, simulates sign-up without a request and closes itself', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    const requests: string[] = [];
    page.on('request', (r) => {
      if (['POST', 'PUT'].includes(r.method())) requests.push(r.url());
    });
    await page.mouse.wheel(0, 1200);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Sign Up' });
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('E-mail address').fill('no-at-sign');
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('E-mail address').fill('hello@example.com');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(dialog.getByRole('button', { name: 'Signing up...' })).toBeDisabled();
    await page.clock.fastForward(1_000);
    await expect(dialog.getByRole('heading', { name: "You're all set!" })).toBeVisible();
    await page.clock.fastForward(2_000);
    await expect(dialog).toBeHidden();
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'Sign Up for Access' }).click();
    await expect(dialog.getByLabel('E-mail address')).toHaveValue('');
  });

  test('the Games countdown ticks every second and freezes once the Games have begun', async ({ page }) => {
    await page.clock.install({ time: new Date('2034-02-09T23:59:50Z') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2034-02-09T23:59:55Z'));
    const banner = page.locator('.games-banner');
    const seconds = banner.locator('[data-unit="seconds"]');
    await expect(banner.locator('[data-unit="days"]')).toHaveText('0');
    await expect(seconds).toHaveText('5');
    await page.clock.runFor(2_000);
    await expect(seconds).toHaveText('3');
    await page.clock.runFor(10_000);
    await expect(seconds).toHaveText('0');
    await page.clock.runFor(5_000);
    await expect(seconds).toHaveText('0');
    await expect(banner.locator('[data-countdown]')).toHaveAttribute('data-state', 'ended');
  });

  test('the home page passes axe and fits a phone screen', async ({ page }) => {
    await page.goto('/');
    await expectAccessible(page);
  });
});

test.describe('destination pages', () => {
  test('a destination page shows every section in order with directions from the airport', async ({ page, request }) => {
    const all = (await (await request.get('/api/destinations')).json()) as Array<Lite & { name: string; highlights: string[]; localTips: string[] }>;
    const d = all.find((x) => x.highlights.length > 0 && x.localTips.length > 1)!;
    await page.goto(`/destinations/${d.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(d.name);
    const headings = await page.locator('.destination h2').allTextContents();
    const order = ['About', 'Highlights', 'Activities', 'Insider Tips', 'What to Bring', 'Quick Info', 'Contact & Location'];
    const positions = order.map((h) => headings.indexOf(h));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(headings.at(-1)).toBe('Nearby Attractions');
    await expect(page.locator('ol li')).toHaveCount(d.localTips.length);
    const directions = new URL((await page.getByRole('link', { name: 'Get Directions' }).getAttribute('href'))!);
    expect(directions.searchParams.get('origin')).toBe('40.7899,-111.9791');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld['@type']).toContain('TouristAttraction');
    expect(ld.aggregateRating?.ratingCount ?? 50).toBe(50);
  });

  test('a destination added after the build renders through the client fallback, and an unknown one says so', async ({ page }) => {
    await page.route('**/api/destinations/added-after-build', (route) =>
      route.fulfill({ json: { id: 'added-after-build', name: 'Brand New <b>Place</b>', category: 'Family Fun', address: 'Ogden, UT', driveTimeText: '45 min', description: 'Approved today.', highlights: ['Slides'], activities: [], website: null, coordinates: null } }),
    );
    const response = await page.goto('/destinations/added-after-build');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Brand New <b>Place</b>');
    await expect(page.getByText('Slides')).toBeVisible();
    await page.goto('/destinations/never-existed-anywhere');
    await expect(page.getByRole('heading', { name: 'Destination not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Back to all destinations/ })).toBeVisible();
  });
});

test.describe('search engines', () => {
  test('sitemap.xml lists the pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toMatch(/\/destinations\/[a-z0-9-]+<\/loc>/);
    expect(sitemap).toContain('/drive-time/1-hour');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /api/');
  });
});
