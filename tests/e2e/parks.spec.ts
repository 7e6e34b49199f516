import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { utahDate } from '../../src/lib/utahTime.ts';
import { expectAccessible, signInAsStaff } from './helpers.ts';

// Issue 29, decision 050: the headline parks as parks, facts that age with their source and date,
// "Due for review" for staff, and a "Has Photos" filter that counts photos we can show.

/** Waits until the named island has hydrated (Astro drops its `ssr` attribute). */
async function hydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${component}."]`)).not.toHaveAttribute('ssr', /.*/);
}

async function openSearch(page: Page, url = '/search'): Promise<void> {
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search-index');
  await page.goto(url);
  await hydrated(page, 'SearchIsland');
  // A plain visit fetches no index (issue 38): the focus in the box starts the search.
  await page.getByLabel('Search destinations').focus();
  await loaded;
}

test.describe('park-level entries', () => {
  test('Zion National Park has its own page: fees with the nonresident rule, the Angels Landing permit, each dated with its source, and its parts', async ({
    page,
  }) => {
    await page.goto('/destinations/zion-national-park/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zion National Park');
    const fees = page.locator('section[aria-labelledby="hours"]');
    await expect(fees).toContainText('Non-US residents aged 16+');
    await expect(fees).toContainText('$35');
    const feeSource = fees.locator('.checked a').last();
    await expect(feeSource).toHaveText(/^Checked [A-Z][a-z]{2} \d{4} · nps\.gov$/);
    await expect(feeSource).toHaveAttribute('href', 'https://www.nps.gov/zion/planyourvisit/fees.htm');
    const permits = page.locator('section[aria-labelledby="permits"]');
    await expect(permits.locator('li').first()).toContainText('Angels Landing');
    await expect(permits.locator('li').first().locator('.checked a')).toHaveAttribute('href', /angels-landing-hiking-permits/);
    const parts = page.locator('[data-parts]');
    await expect(parts.getByRole('link', { name: 'Angels Landing' })).toHaveAttribute('href', '/destinations/angels-landing/');
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { containsPlace?: Array<{ name: string }> };
    expect(ld.containsPlace?.map((p) => p.name)).toContain('Zion Canyon Visitor Center');
    await expectAccessible(page);

    await parts.getByRole('link', { name: 'Zion Canyon Visitor Center' }).click();
    await expect(page.locator('[data-part-of]').getByRole('link', { name: 'Zion National Park' })).toHaveAttribute('href', '/destinations/zion-national-park/');
  });

  for (const [query, park] of [
    ['zion', 'Zion National Park'],
    ['bryce', 'Bryce Canyon National Park'],
  ] as const) {
    test(`/search "${query}" starts with ${park}, before its visitor centre and viewpoints`, async ({ page }) => {
      await openSearch(page, `/search?q=${query}`);
      const first = page.locator('.search-results .destination-grid > li').first();
      await expect(first.getByRole('heading')).toHaveText(park);
    });
  }
});

test.describe('Due for review', () => {
  test('lists a fee dated 13 months back for staff, oldest first, with its source', async ({ page }, info) => {
    const { default: postgres } = await import('postgres');
    const sql = postgres(fs.readFileSync(path.join(E2E_DATA_DIR, 'db.url'), 'utf8').trim(), { max: 1, onnotice: () => {} });
    const id = 'capitol-gorge';
    const [y, m, d] = utahDate(Date.now()).split('-').map(Number) as [number, number, number];
    const stale = new Date(Date.UTC(y, m - 1 - 13, Math.min(d, 28))).toISOString().slice(0, 10);
    const [row] = await sql<{ checked: unknown }[]>`SELECT details->'pricingChecked' AS checked FROM destinations WHERE id = ${id}`;
    await sql`UPDATE destinations SET details = jsonb_set(details, '{pricingChecked,checkedOn}', ${sql.json(stale)}) WHERE id = ${id}`;
    try {
      await signInAsStaff(page, `review-${info.project.name}@staff.example.com`);
      await page.goto('/admin/review');
      const rows = page.locator('[data-due-for-review] tbody tr');
      const mine = page.locator(`tr[data-due="${id}"][data-kind="fees"]`);
      await expect(mine).toContainText('Capitol Gorge');
      await expect(mine.locator('time')).toHaveAttribute('datetime', stale);
      await expect(mine.getByRole('link', { name: 'nps.gov' })).toHaveAttribute('href', 'https://www.nps.gov/care/planyourvisit/fees.htm');
      // Oldest first: the dates down the table never go back in time.
      const days = await rows.locator('time').evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
      expect(days).toEqual([...days].sort());
      expect(days).toContain(stale);
      await expectAccessible(page);
      expect((await page.request.get('/api/admin/due-for-review')).status()).toBe(200);
    } finally {
      await sql`UPDATE destinations SET details = jsonb_set(details, '{pricingChecked}', ${sql.json(row!.checked as never)}) WHERE id = ${id}`;
      await sql.end();
    }
  });
});

test.describe('Has Photos', () => {
  test('counts the places with a photo we can show, and keeps exactly those', async ({ page }) => {
    await openSearch(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const box = page.locator('#search-filters').getByLabel(/^Has Photos/);
    const label = (await page
      .locator('#search-filters label')
      .filter({ hasText: /^Has Photos/ })
      .textContent())!.trim();
    const count = Number(/^Has Photos \((\d+)\)$/.exec(label)?.[1]);
    const total = Number(/filtered from (\d+)/.exec((await page.locator('.result-count').textContent())!)?.[1]);
    // Every place has its illustration; the illustration is not a photo.
    expect(count).toBeLessThan(total);
    await box.check();
    await expect(page.locator('.result-count')).toHaveText(`${count} destinations found (filtered from ${total})`);
    const shown = await page.locator('.search-results article[data-id]').evaluateAll((els) => els.slice(0, 5).map((e) => e.getAttribute('data-id')!));
    for (const id of shown) {
      const photos = (await (await page.request.get(`/api/destinations/${id}/photos`)).json()) as { photos: unknown[] };
      expect(photos.photos.length, id).toBeGreaterThan(0);
    }
  });
});
