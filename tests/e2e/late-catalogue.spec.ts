import { expect, type Page, test } from '@playwright/test';
import { BROWSE_PAGE_SIZE, pageCount, showingText } from '../../src/features/browse/pagination.ts';
import { ZONES } from '../../src/features/destinations/destinations.ts';
import { expectAccessible, signInThroughEmail, submitPlace, usersCli } from './helpers.ts';
import { showEveryPage } from './paging.ts';

// Issue 21, decision 030: until the next build is live, the prebuilt lists and counts merge in
// the places approved after the build. This server never rebuilds (SITE_REBUILD=off), and
// parallel tests approve and withdraw places too: the assertions name our own place and compare
// the pages with each other, never with a fixed number.

/** Waits until the page's late merge has asked the API and merged its answer. */
async function merged(page: Page): Promise<void> {
  await expect(page.locator('body[data-catalogue-merged]')).toHaveCount(1, { timeout: 15_000 });
}

const number = async (page: Page, selector: string): Promise<number> => Number(await page.locator(selector).first().textContent());

/** Sums the layout shifts after the load event (the merge runs later), as CLS counts them. */
async function watchLateShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { lateShift: number };
    w.lateShift = 0;
    new PerformanceObserver((list) => {
      const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
        if (!entry.hadRecentInput && loaded && loaded.loadEventEnd > 0 && entry.startTime > loaded.loadEventEnd) w.lateShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}
const lateShift = (page: Page) => page.evaluate(() => (window as unknown as { lateShift: number }).lateShift);

test('after a staff approval the prebuilt lists already show the new place, and every page states the same new counts @layout (slow: pages through a whole zone, reloads four pages until they agree, and pages the name-sorted list to the place)', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const name = `Late Merge Lanes ${info.project.name} ${Date.now().toString(36)}`;
  const email = `late-merge-${info.project.name}@staff.example.com`;
  const submission = await submitPlace(name);
  try {
    // A staff approval, through the review endpoint as the review dialog sends it.
    expect(usersCli('set-role', email, 'staff')).toContain('role=staff');
    await signInThroughEmail(page, email);
    const origin = new URL(page.url()).origin;
    const response = await page.request.put(`/api/admin/submissions/${submission.submissionId}`, { data: { status: 'approved' }, headers: { origin } });
    expect(response.status()).toBe(200);
    const id = ((await response.json()) as { destinationId: string }).destinationId;
    // The pages are read as an anonymous visitor sees them (a signed-in person's tier narrows /destinations).
    await page.context().clearCookies();
    const place = (await (await page.request.get(`/api/destinations/${id}`)).json()) as { driveTimeMinutes: number };
    const zoneIndex = ZONES.findIndex((z) => place.driveTimeMinutes >= z.min && place.driveTimeMinutes <= z.max);
    const zone = ZONES[zoneIndex]!;
    // Its own page comes with the next build (tests/e2e/site-rebuild.spec.ts); this build has none.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`/destinations/${id}/`);
    const built = new Set([...sitemap.matchAll(/\/destinations\/([a-z0-9-]+)\//g)].map((m) => m[1])).size;

    // The zone page: the card after the prebuilt ones, nothing on screen moved, its counts.
    await watchLateShifts(page);
    await page.goto(`/drive-time/${zone.slug}/`);
    await merged(page);
    expect(await lateShift(page)).toBeLessThan(0.01);
    // A zone of several pages takes the place in on its last (decision 044): "Show more" brings them in.
    await showEveryPage(page);
    const card = page.locator('.destination-grid > li').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.locator('.card-drive')).toHaveText(/ from SLC$/);
    await expectAccessible(page);

    // Every page agrees: parallel tests may approve or withdraw between two page loads, so the
    // pages are read again until they saw the same catalogue.
    await expect(async () => {
      await page.goto(`/drive-time/${zone.slug}/`);
      await merged(page);
      const listed = await showEveryPage(page);
      await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
      await expect(page.locator(`[data-count-of="zone:${zone.slug}"]`).first()).toHaveText(String(listed));
      await expect(page.locator(`[data-phrase-of="zone:${zone.slug}"]`)).toHaveText(new RegExp(`^${listed} destinations\\b`));
      const within = await number(page, `[data-count-of="within:${zone.max}"]`);
      const total = await number(page, 'footer [data-destination-count]');
      expect(total).toBeGreaterThan(built - 1);

      await page.goto('/');
      await merged(page);
      await expect(page.getByTestId('stat-destinations')).toHaveText(String(total));
      await expect(page.locator('footer [data-destination-count]')).toHaveText(String(total));
      await expect(page.locator('.zone-card').nth(zoneIndex).locator('.zone-count')).toHaveText(new RegExp(`^${listed} destinations\\b`));
      expect(await lateShift(page)).toBeLessThan(0.01);

      // /destinations with the zone's cap: the island counts the merged cards with the prebuilt ones.
      await page.goto(`/destinations?driveTime=${zone.max}`);
      await merged(page);
      await expect(page.locator('astro-island[component-url*="/DestinationsFilter."]')).not.toHaveAttribute('ssr', /.*/);
      // One page of the matches is drawn (decision 044); the count names them all.
      await expect(page.locator('#destination-grid > li')).toHaveCount(Math.min(BROWSE_PAGE_SIZE, within));
      await expect(page.locator('main [data-destination-count]').first()).toHaveText(String(total));
      await expect(page.locator(`main [data-count-of="zone:${zone.slug}"]`)).toHaveText(String(listed));
      await expect(page.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(showingText(Math.min(BROWSE_PAGE_SIZE, within), within, total));
    }).toPass({ timeout: 90_000 });

    // The filters reach the new card like any other.
    await page.getByLabel('Search destinations').fill(name);
    await expect(page.locator('#destination-grid > li:visible')).toHaveCount(1);
    await expect(page.locator('#destination-grid > li:visible').getByRole('link')).toHaveText(name);
    await page.getByLabel('Search destinations').fill('');
    await page.getByLabel('Drive time', { exact: true }).selectOption('');
    await page.getByLabel('Sort by', { exact: true }).selectOption('name');
    // Sorted by name, it takes its place among the rest (on a later page: "Show more" until it is drawn).
    const more = page.getByRole('link', { name: 'Show more' });
    for (let i = 0; i < 30 && (await page.getByRole('link', { name, exact: true }).count()) === 0; i++) await more.click();
    const names = await page.locator('#destination-grid > li').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.name ?? ''));
    const at = names.indexOf(name);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(names[at - 1]!.localeCompare(name, 'en')).toBeLessThanOrEqual(0);

    // Without the island, the last prebuilt page takes it in after its own cards.
    await page.goto(`/destinations/page/${pageCount(built)}/`);
    await merged(page);
    await expect(page.locator('.destination-grid > li[data-added]').getByRole('link', { name, exact: true })).toBeVisible();
  } finally {
    await submission.review({ status: 'rejected', reviewNotes: 'Withdrawn after the test.' }).catch(() => undefined);
    await submission.close();
  }
});
