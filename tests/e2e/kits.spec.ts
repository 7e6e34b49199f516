import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { GAMES_START } from '../../src/features/games/countdown.ts';
import { expectAccessible } from './helpers.ts';
import { STOREFRONT } from './kits.ts';

test.describe('planning kits', () => {
  test('a visitor sees the coming-soon notice, the airport kit, the countdown and the four sample kits', async ({ page, context }) => {
    await page.goto('/planning-kits');
    await expect(page.getByRole('heading', { level: 1, name: 'Get Your Complete TripKit' })).toBeVisible();
    await expect(page.getByRole('note', { name: 'Coming soon' })).toContainText('TripKits are coming soon.');
    await expect(page.getByRole('heading', { name: 'SLC Airport Planning Kit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Countdown to the 2034 Winter Games' })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'Countdown to the 2034 Winter Games' })).toBeVisible();

    const samples: Array<[string, string]> = [
      ['Hip Young Single', '$29.99'],
      ['Family Fun', '$34.99'],
      ['Budget Travel', '$19.99'],
      ['2034 Winter Olympics Kit', '$49.99'],
    ];
    const cards = page.locator('.sample-kit');
    await expect(cards).toHaveCount(4);
    for (const [i, [name, price]] of samples.entries()) {
      await expect(cards.nth(i).getByRole('heading', { name, exact: true })).toBeVisible();
      await expect(cards.nth(i).locator('.sample-kit-price')).toHaveText(price);
      await expect(cards.nth(i).getByText('Featured', { exact: true })).toHaveCount(name === '2034 Winter Olympics Kit' ? 1 : 0);
    }
    await expect(page.locator('.sample-kit.featured h3')).toHaveText('2034 Winter Olympics Kit');

    const reserve = page.getByRole('link', { name: /^Reserve Now!/ });
    await expect(reserve).toHaveCount(4);
    for (const link of await reserve.all()) {
      await expect(link).toHaveAttribute('href', STOREFRONT);
      await expect(link).toHaveAttribute('target', '_blank');
    }
    // The storefront is outside the product: answer it locally so no test touches the internet.
    await context.route(`${STOREFRONT}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Store</title><h1>Store</h1>' }));
    const [store] = await Promise.all([page.waitForEvent('popup'), reserve.last().click()]);
    await expect(store).toHaveURL(STOREFRONT);
    await store.close();

    await expectAccessible(page);
  });

  test('the airport planning guide is a real PDF built from the catalogue', async ({ page, request }) => {
    await page.goto('/planning-kits');
    const link = page.getByRole('link', { name: 'Download the Airport Guide (PDF)' });
    await expect(link).toHaveAttribute('href', '/downloads/slc-airport-planning-guide.pdf');
    await expect(link).toHaveAttribute('download', '');
    const count = Number((await page.locator('.airport-kit li').nth(2).textContent())?.match(/The (\d+) destinations/)?.[1]);
    expect(count).toBeGreaterThan(10);

    const response = await request.get('/downloads/slc-airport-planning-guide.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const pdf = await PDFDocument.load(await response.body());
    expect(pdf.getTitle()).toBe('SLC Airport Planning Guide');
    expect(pdf.getSubject()).toContain('destinations within an hour');
    expect(pdf.getPageCount()).toBeGreaterThan(1);
  });

  test('the countdown ticks every second and freezes at zero once the Games have begun', async ({ page }) => {
    const start = Date.parse(GAMES_START);
    await page.clock.install({ time: new Date(start - 60_000) });
    await page.goto('/planning-kits');
    await page.clock.pauseAt(new Date(start - 10_000));
    const timer = page.getByRole('timer', { name: 'Countdown to the 2034 Winter Games' });
    const values = () => timer.locator('[data-unit]').allTextContents();
    await expect.poll(values).toEqual(['0', '0', '0', '10']);
    await page.clock.runFor(1000);
    await expect.poll(values).toEqual(['0', '0', '0', '9']);
    await page.clock.runFor(3000);
    await expect.poll(values).toEqual(['0', '0', '0', '6']);
    await page.clock.runFor(8000);
    await expect.poll(values).toEqual(['0', '0', '0', '0']);
    await expect(page.locator('[data-countdown]')).toHaveAttribute('data-state', 'ended');
    await page.clock.runFor(30_000);
    await expect.poll(values).toEqual(['0', '0', '0', '0']);
  });

  test('the countdown shows the days, hours, minutes and seconds left from any moment', async ({ page }) => {
    const at = Date.parse('2030-06-01T10:20:30Z');
    await page.clock.install({ time: new Date(at - 30_000) });
    await page.goto('/planning-kits');
    await page.clock.pauseAt(new Date(at));
    const left = Math.floor((Date.parse(GAMES_START) - at) / 1000);
    const expected = [Math.floor(left / 86400), Math.floor((left % 86400) / 3600), Math.floor((left % 3600) / 60), left % 60].map(String);
    await expect.poll(() => page.locator('[data-countdown] [data-unit]').allTextContents()).toEqual(expected);
  });
});
