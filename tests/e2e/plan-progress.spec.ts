import { expect, test } from '@playwright/test';

// Issue 38: while the planner works the page says so (a polite status line), and the same
// request planned again in the tab comes from the session's cache without loading the data. The
// page's late work (the weather chip's fetch) waits for the first plan (decision 126).

const TRIP = '/plan/?days=2&date=2027-05-11&time=08:00&cat=Natural+Wonders';

test('a progress line shows while the plan data loads, and a reload shows the plan from the session without asking again', async ({ page, context }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = 0;
  // The planner's data (fetched by the page as it starts, decision 065), held until the page has shown its progress line.
  await context.route('**/plan-data.json', async (route) => {
    asked += 1;
    await held;
    await route.continue();
  });
  // The weather chip's fetch is late work on /plan (decision 126): asked only once the first plan is drawn.
  const weatherAsked: number[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/weather/slc-airport') weatherAsked.push(Date.now());
  });
  await page.goto(TRIP);
  const progress = page.locator('[data-plan-results]').getByRole('status');
  // The worker starts and asks for its data; while the answer is held the line says what it waits for.
  // The starter asks for the same file as it starts the worker (decision 113): in a browser the
  // worker's request is then answered from the HTTP cache, but Playwright's routing turns the cache
  // off, so here both requests are routed and counted.
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(progress).toHaveText('Loading the places and roads…');
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-late-work'))).toBe(true);
  expect(weatherAsked).toEqual([]);
  release();
  await expect(page.locator('#plans-heading')).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => weatherAsked.length).toBe(1);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-late-work'))).toBe(false);
  await expect(progress).toHaveCount(0);
  const first = await page.locator('.trip-day, .plan').allInnerTexts();
  const askedFirst = asked;

  await page.reload();
  await expect(page.locator('#plans-heading')).toBeVisible();
  expect(await page.locator('.trip-day, .plan').allInnerTexts()).toEqual(first);
  // The kept plan: no planner started, no data asked for again.
  expect(asked).toBe(askedFirst);
  expect(await page.evaluate(() => performance.getEntriesByName('slc:plan-shown').length)).toBe(1);
});
