import { expect, type Page, test } from '@playwright/test';
import { keepBuiltCatalogue } from './helpers.ts';

// Issue 27: the planner drives the roads of the plan's date. A January day keeps the places no
// open road reaches out of every plan, says how many it left out, and routes round closed passes.
test.beforeEach(async ({ page }) => {
  await keepBuiltCatalogue(page);
});
test.describe.configure({ timeout: 90_000 });

interface Api {
  id: string;
  winterDriveTimeMinutes: number | null;
  seasonalClosure: { from: string; to: string; text: string } | null;
}

/** Catalogue places no open road reaches on 15 January (their usual window holds it). */
async function closedInJanuary(page: Page): Promise<Set<string>> {
  const list = (await (await page.request.get('/api/destinations')).json()) as Api[];
  return new Set(list.filter((d) => d.winterDriveTimeMinutes === null && d.seasonalClosure).map((d) => d.id));
}

/** Every plan's stops and minutes at the wheel, as the page shows them. */
async function plansOf(page: Page): Promise<Array<{ stops: string[]; drive: number }>> {
  await expect(page.locator('.plan').first()).toBeVisible({ timeout: 30_000 });
  const out: Array<{ stops: string[]; drive: number }> = [];
  for (const plan of await page.locator('.plan').all()) {
    const stops = await plan.locator('.tl-stop').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-stop') ?? ''));
    const drives = await plan.locator('.tl-drive').allTextContents();
    const minutes = drives.map((t) => {
      const m = /Drive (?:(\d+) hr)?\s*(?:(\d+) min)?/.exec(t)!;
      return Number(m[1] ?? 0) * 60 + Number(m[2] ?? 0);
    });
    out.push({ stops, drive: minutes.reduce((s, x) => s + x, 0) });
  }
  return out;
}

test.describe('plans on a winter day', () => {
  test('from Kamas on 15 January: no Mirror Lake, no place behind a closed road, and the count of those left out', async ({ page }) => {
    const closed = await closedInJanuary(page);
    expect(closed.has('mirror-lake')).toBe(true);
    expect(closed.has('cecret-lake')).toBe(true);
    await page.goto('/plan?from=Kamas&hours=5&date=2027-01-15&time=10:00&cat=Natural+Wonders');
    const plans = await plansOf(page);
    expect(plans.length).toBeGreaterThan(0);
    for (const { stops } of plans) {
      expect(stops).not.toContain('mirror-lake');
      for (const id of stops) expect(closed.has(id), id).toBe(false);
    }
    await expect(page.locator('.left-out')).toHaveText(/^\d+ places left out: roads closed on Jan 15 \(usual winter closure\)$/);
  });

  test('from Brighton to Park City on 15 January: round by the valley, never over Guardsman Pass', async ({ page }) => {
    await page.goto('/plan?from=Brighton+Resort&to=Park+City&hours=2&date=2027-01-15&time=10:00');
    const plans = await plansOf(page);
    expect(plans.length).toBeGreaterThan(0);
    for (const { drive } of plans) expect(drive).toBeGreaterThanOrEqual(55);
    // The same trip in July may take the pass.
    await page.goto('/plan?from=Brighton+Resort&to=Park+City&hours=2&date=2027-07-15&time=10:00');
    await expect(page.locator('.left-out')).toHaveCount(0);
    expect(Math.min(...(await plansOf(page)).map((p) => p.drive))).toBeLessThanOrEqual(45);
  });

  test('from Heber City in January: no Cascade Springs over the closed Alpine Loop', async ({ page }) => {
    await page.goto('/plan?from=Heber+City&hours=day&date=2027-01-15&time=09:00');
    for (const { stops } of await plansOf(page)) expect(stops).not.toContain('cascade-springs');
    await expect(page.locator('.left-out')).toContainText('roads closed on Jan 15');
  });
});

test.describe('places at the end of roads that close', () => {
  test('Cecret Lake says its road closes, and is not Nearby for Brighton; Alta lists its winter neighbors apart', async ({ page }) => {
    await page.goto('/destinations/cecret-lake/');
    await expect(page.locator('[data-winter-drive]')).toHaveText('Road closed in winter, usually mid-Oct to early July');
    await expect(page.locator('[data-nearby-season="winter"]')).toContainText('No open road reaches Cecret Lake in winter.');
    await page.goto('/destinations/brighton-resort/');
    await expect(page.locator('section.nearby')).not.toContainText('Cecret Lake');
    await page.goto('/destinations/alta-ski-area/');
    await expect(page.locator('[data-nearby-season="summer"]')).toHaveText('In summer, with every road open:');
    await expect(page.locator('section.nearby .grid')).toContainText('Cecret Lake');
    await expect(page.locator('[data-nearby-season="winter"]')).not.toContainText('Cecret Lake');
    await expect(page.locator('[data-nearby-season="winter"] li').first()).toBeVisible();
  });
});
