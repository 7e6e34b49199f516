import { expect, type Page, test } from '@playwright/test';
import { BROWSE_PAGE_SIZE, pageCount, showingText } from '../../src/features/browse/pagination.ts';
import { ZONES } from '../../src/features/destinations/destinations.ts';
import { expectAccessible, signInAsStaff, signInThroughEmail, submitPlace, usersCli } from './helpers.ts';
import { pressInView, showEveryPage } from './paging.ts';

// Issue 21, decision 030: until the next build is live, the prebuilt lists and counts merge in
// the places approved after the build. This server never rebuilds (SITE_REBUILD=off), and
// parallel tests approve and withdraw places too: the assertions name our own place and compare
// the pages with each other, never with a fixed number.
// The layout is one test at both widths (the card after the prebuilt ones, nothing moved, axe); the
// counts, the filters and the sorts are the same logic at both widths and run at desktop width only
// (decisions 039 and 101: the phone run of the whole journey repeated it).

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

/**
 * Approves `submissionId` on the server at `origin` as staff (`signIn` makes someone staff and signs them in), through the
 * review endpoint as the review dialog sends it; then signs out: the pages are read as an anonymous
 * visitor sees them (a signed-in person's tier narrows /destinations). Its place and its zone.
 */
async function approve(page: Page, origin: string, submissionId: string, signIn: () => Promise<void>) {
  await signIn();
  const response = await page.request.put(`/api/admin/submissions/${submissionId}`, { data: { status: 'approved' }, headers: { origin } });
  expect(response.status()).toBe(200);
  const id = ((await response.json()) as { destinationId: string }).destinationId;
  await page.context().clearCookies();
  const place = (await (await page.request.get(`/api/destinations/${id}`)).json()) as { driveTimeMinutes: number };
  const zoneIndex = ZONES.findIndex((z) => place.driveTimeMinutes >= z.min && place.driveTimeMinutes <= z.max);
  return { id, zone: ZONES[zoneIndex]!, zoneIndex };
}

const withdraw = async (submission: Awaited<ReturnType<typeof submitPlace>>) => {
  await submission.review({ status: 'rejected', reviewNotes: 'Withdrawn after the test.' }).catch(() => undefined);
  await submission.close();
};

test('after a staff approval the zone page takes the new place in after its prebuilt cards and passes axe, and neither it nor the home page moves anything on screen @layout', async ({
  page,
  baseURL,
}, info) => {
  test.setTimeout(120_000);
  const name = `Late Shift Lanes ${info.project.name} ${Date.now().toString(36)}`;
  const submission = await submitPlace(name);
  try {
    const { zone } = await approve(page, String(baseURL), submission.submissionId, () =>
      signInAsStaff(page, `late-shift-${info.project.name}@staff.example.com`),
    );
    // The zone page: the card after the prebuilt ones, nothing on screen moved.
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
    await page.goto('/');
    await merged(page);
    expect(await lateShift(page)).toBeLessThan(0.01);
  } finally {
    await withdraw(submission);
  }
});

test('after a staff approval every page states the same new counts, the filters and the name sort reach the new place, and the last prebuilt page takes it in (slow: pages through a whole zone, reloads four pages until they agree, and pages the name-sorted list to the place)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const name = `Late Merge Lanes ${Date.now().toString(36)}`;
  const email = 'late-merge@staff.example.com';
  const submission = await submitPlace(name);
  try {
    // Made staff by the operator CLI, signed in through the form and the mailed link.
    const { id, zone, zoneIndex } = await approve(page, String(baseURL), submission.submissionId, async () => {
      expect(usersCli('set-role', email, 'staff')).toContain('role=staff');
      await signInThroughEmail(page, email);
    });
    // Its own page comes with the next build (tests/e2e/site-rebuild.spec.ts); this build has none.
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`/destinations/${id}/`);
    const built = new Set([...sitemap.matchAll(/\/destinations\/([a-z0-9-]+)\//g)].map((m) => m[1])).size;
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
    for (let i = 0; i < 30 && (await page.getByRole('link', { name, exact: true }).count()) === 0; i++) await pressInView(more);
    const names = await page.locator('#destination-grid > li').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.name ?? ''));
    const at = names.indexOf(name);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(names[at - 1]!.localeCompare(name, 'en')).toBeLessThanOrEqual(0);

    // Without the island, the last prebuilt page takes it in after its own cards.
    await page.goto(`/destinations/page/${pageCount(built)}/`);
    await merged(page);
    await expect(page.locator('.destination-grid > li[data-added]').getByRole('link', { name, exact: true })).toBeVisible();
  } finally {
    await withdraw(submission);
  }
});
