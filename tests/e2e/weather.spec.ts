import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';

// The e2e server's weather service is the internet's; the chip's states are driven here by
// answering its /api call in the browser. The server side is proven against tests/fakes/weather.ts
// in functions/weather.test.ts.
const API = '**/api/weather/slc-airport';
const PAGE = '/places-demo';
const partlyCloudy = {
  temp: 61.6,
  condition: 'Partly Cloudy',
  description: 'Partly Cloudy, 62°F, humidity 25% at Salt Lake City International Airport (KSLC)',
};

/** Answers the weather call only when `release` is called, so the loading state can be seen. */
async function holdWeather(page: Page, answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(API, async (route) => {
    await gate;
    await answer(route);
  });
  return () => release();
}

test.describe('the weather chip at desktop width @desktop', () => {
  test('shows "Loading weather..." until the answer, then the rounded temperature and the condition, linking to the forecast', async ({ page }) => {
    const release = await holdWeather(page, (route) => route.fulfill({ json: partlyCloudy }));
    await page.goto(PAGE);
    const chip = page.locator('a[data-weather="desktop"]');
    await expect(chip).toHaveText('Loading weather...');
    release();
    await expect(chip).toHaveText('62°F Partly Cloudy');
    await expect(chip).toHaveAttribute('title', partlyCloudy.description);
    await expect(chip).toHaveAttribute('href', /^https:\/\/forecast\.weather\.gov\//);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: '62°F Partly Cloudy' })).toBeVisible();
    const results = await new AxeBuilder({ page }).include('.site-header').analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });

  test('says "Weather unavailable" when the service is down (a non-OK answer)', async ({ page }) => {
    await page.route(API, (route) => route.fulfill({ status: 502, json: { error: 'The weather service answered 500.' } }));
    await page.goto(PAGE);
    await expect(page.locator('a[data-weather="desktop"]')).toHaveText('Weather unavailable');
    await expect(page.locator('a[data-weather="desktop"]')).not.toHaveAttribute('title', /.+/);
  });

  test('says "Weather unavailable" when the request fails or the answer has no temperature', async ({ page }) => {
    await page.route(API, (route) => route.abort('connectionrefused'));
    await page.goto(PAGE);
    const chip = page.locator('a[data-weather="desktop"]');
    await expect(chip).toHaveText('Weather unavailable');
    await page.unroute(API);
    await page.route(API, (route) => route.fulfill({ json: { condition: 'Clear' } }));
    await page.reload();
    await expect(chip).toHaveText('Weather unavailable');
  });

  test('the server\'s "unavailable" answer (NWS down) reads "Weather unavailable" with nothing on the console', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(API, (route) => route.fulfill({ json: { unavailable: true, reason: 'The weather service could not be reached.' } }));
    await page.goto(PAGE);
    await expect(page.locator('a[data-weather="desktop"]')).toHaveText('Weather unavailable');
    expect(errors).toEqual([]);
  });

  test('asks again every 10 minutes and shows the newest answer, or unavailable when that fails', async ({ page }) => {
    await page.clock.install();
    const answers = [
      { status: 200, json: partlyCloudy },
      { status: 200, json: { temp: 28.2, condition: 'Light Snow', description: 'Light Snow' } },
      { status: 502, json: { error: 'The weather service could not be reached.' } },
    ];
    let calls = 0;
    await page.route(API, (route) => route.fulfill(answers[Math.min(calls++, answers.length - 1)]!));
    await page.goto(PAGE);
    const chip = page.locator('a[data-weather="desktop"]');
    await expect(chip).toHaveText('62°F Partly Cloudy');
    // The installed clock also flows in real time while the page loads (a few seconds on a busy
    // machine), so the checks keep a minute either side of the 10-minute mark.
    await page.clock.runFor('09:00');
    await expect(chip).toHaveText('62°F Partly Cloudy');
    expect(calls).toBe(1);
    await page.clock.runFor('02:00');
    await expect(chip).toHaveText('28°F Light Snow');
    expect(calls).toBe(2);
    await page.clock.runFor('10:00');
    await expect(chip).toHaveText('Weather unavailable');
    expect(calls).toBe(3);
  });
});

test.describe('the weather text in the mobile menu @phone', () => {
  test('reads "Weather (Loading...)" while loading, then "Weather (62°F)"', async ({ page }) => {
    const release = await holdWeather(page, (route) => route.fulfill({ json: partlyCloudy }));
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link', { name: 'Weather (Loading...)' })).toBeVisible();
    release();
    await expect(menu.getByRole('link', { name: 'Weather (62°F)' })).toBeVisible();
    await expect(page.locator('a[data-weather="desktop"]')).toBeHidden();
  });

  test('reads "Weather (Unavailable)" when the service is down', async ({ page }) => {
    await page.route(API, (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(PAGE);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('link', { name: 'Weather (Unavailable)' })).toBeVisible();
  });
});
