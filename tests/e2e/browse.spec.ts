import { expect, test } from '@playwright/test';
import { expectAccessible, keepBuiltCatalogue } from './helpers.ts';
import { all, firstPage, hydrated } from './browse.ts';
import { keepBuiltIndex, showEveryPage } from './paging.ts';

// /deck, the drive-time zone pages, and every browse page under axe.

// These pages are compared with the build's catalogue; parallel tests approve places after it.
test.beforeEach(async ({ page }) => {
  await keepBuiltCatalogue(page);
  await keepBuiltIndex(page);
});

test.describe('/deck', () => {
  test('deals 52 random destinations with stats and a season badge, and shuffles a new hand', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-07-15T12:00:00'));
    await page.goto('/deck');
    await hydrated(page, 'DeckIsland');
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Utah Destinations' })).toBeVisible();
    const deck = page.locator('.deck-grid > li');
    await expect(deck).toHaveCount(52);
    await expect(page.locator('.season-badge')).toHaveText('☀️ Summer season');
    const stats = async () => {
      const drives = await deck.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.drive)));
      const family = await deck.evaluateAll((els) => els.filter((e) => (e as HTMLElement).dataset.family === 'true').length);
      return { under: drives.filter((m) => m < 45).length, family };
    };
    const first = await stats();
    await expect(page.getByTestId('deck-count')).toHaveText('52');
    await expect(page.getByTestId('deck-under-45')).toHaveText(String(first.under));
    await expect(page.getByTestId('deck-family')).toHaveText(String(first.family));
    await expect(page.getByRole('list', { name: 'Deck stats' }).getByText('Family Friendly', { exact: true })).toBeVisible();

    const before = await deck.evaluateAll((els) => els.map((e) => e.querySelector('a')!.getAttribute('href')));
    // The page carries one hand; the shuffle deals from the live search index.
    const pool = page.waitForResponse((r) => r.url().endsWith('/api/search-index') && r.ok());
    await page.getByRole('button', { name: 'Shuffle Deck' }).click();
    await pool;
    await expect.poll(() => deck.evaluateAll((els) => els.map((e) => e.querySelector('a')!.getAttribute('href')))).not.toEqual(before);
    await expect(deck).toHaveCount(52);
    const after = await deck.evaluateAll((els) => els.map((e) => e.querySelector('a')!.getAttribute('href')));
    expect(new Set(after).size).toBe(52);
    const second = await stats();
    await expect(page.getByTestId('deck-under-45')).toHaveText(String(second.under));
    await expect(page.getByRole('status').filter({ hasText: 'Dealt' })).toHaveText('Dealt 52 new destinations');
  });

  test('without the catalogue, Shuffle Deck reshuffles the hand on the table and says so', async ({ page }) => {
    await page.route('**/api/search-index', (route) => route.abort('internetdisconnected'));
    await page.goto('/deck');
    await hydrated(page, 'DeckIsland');
    const deck = page.locator('.deck-grid > li');
    const hrefs = () => deck.evaluateAll((els) => els.map((e) => e.querySelector('a')!.getAttribute('href')).sort());
    const before = await hrefs();
    await page.getByRole('button', { name: 'Shuffle Deck' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'reshuffled' })).toHaveText('The full catalogue could not be loaded, so this hand was reshuffled');
    expect(await hrefs()).toEqual(before);
  });

  test('the season badge follows the visitor’s month', async ({ page }) => {
    for (const [date, text] of [
      ['2027-01-10T12:00:00', '❄️ Winter season'],
      ['2027-04-10T12:00:00', '🌱 Spring season'],
      ['2027-10-10T12:00:00', '🍂 Fall season'],
    ]) {
      await page.clock.setFixedTime(new Date(date!));
      await page.goto('/deck');
      await hydrated(page, 'DeckIsland');
      await expect(page.locator('.season-badge')).toHaveText(text!);
    }
  });
});

test.describe('drive-time zone pages', () => {
  test('each zone page lists exactly its destinations and links to the others', async ({ page }) => {
    const list = await all(page);
    await page.goto('/destinations');
    await page.getByRole('link', { name: '1 hour', exact: true }).click();
    await expect(page).toHaveURL(/\/drive-time\/1-hour\/$/);
    await expect(page.getByRole('heading', { level: 1, name: '1 hour from SLC Airport' })).toBeVisible();
    const inZone = list.filter((d) => d.driveTimeMinutes >= 31 && d.driveTimeMinutes <= 60);
    await expect(page.locator('.destination-grid > li')).toHaveCount(firstPage(inZone.length));
    expect(await showEveryPage(page)).toBe(inZone.length);
    await expect(page.getByText(`${inZone.length} destinations 30 minutes to 1 hour by car`)).toBeVisible();
    await expect(page.getByRole('link', { name: '8-12 hrs' })).toHaveAttribute('href', '/drive-time/8-12-hours/');
    await page.goto('/drive-time/30-minutes/');
    expect(await showEveryPage(page)).toBe(list.filter((d) => d.driveTimeMinutes <= 30).length);
  });
});

// /deck and a zone page as they load are chrome.spec.ts's (axe and no horizontal scroll at both
// widths): here the two list pages in the states a visitor puts them in.
test.describe('browse pages fit the screen and pass axe @layout', () => {
  for (const path of ['/destinations', '/search']) {
    test(`${path} passes axe with no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      if (path === '/search') {
        await hydrated(page, 'SearchIsland');
        await page.getByRole('button', { name: /^Filters/ }).click();
        await page.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first().check();
        await page.getByLabel('Search destinations').fill('a very long search phrase that should wrap on a phone');
      }
      if (path === '/destinations') {
        await hydrated(page, 'DestinationsFilter');
        await page.getByLabel('Search destinations').fill('no such place qqxz');
        await expect(page.getByRole('heading', { name: 'No destinations found' })).toBeVisible();
      }
      await expectAccessible(page);
    });
  }
});
