import { expect, test } from '@playwright/test';
import { TRACTION_RULE } from '../../src/features/roads/tractionLaw.ts';

// Issue 49: the facts a traveler acts on, right on the day, as a visitor meets them in a plan and
// on /conditions.

test.describe('facts on the day (issue 49)', () => {
  test('a Christmas-week day in Zion rides the holiday shuttle up the Scenic Drive, never "you may drive" it @desktop', async ({ page }) => {
    await page.goto('/plan?from=Springdale&hours=6&date=2027-12-27&time=09:00&park=Zion');
    const first = page.locator('.plan').first();
    await expect(first.locator('.tl-stop').first()).toBeAttached();
    // The Scenic Drive's stops are reached by the park shuttle, the first from the visitor center.
    const rides = first.locator('.tl-drive[data-shuttle]');
    await expect(rides.first()).toHaveText(
      /^Drive to the Zion Canyon Visitor Center and ride the park shuttle: \d+ min on the road, plus the wait for the next bus$/,
    );
    expect(await rides.count()).toBeGreaterThanOrEqual(2);
    await expect(rides.nth(1)).toHaveText(/^Ride the park shuttle: \d+ min on the road, plus the wait for the next bus$/);
    await expect(first).toContainText(/Zion Canyon holiday shuttle .*private cars may not drive the Scenic Drive/);
    await expect(page.getByText(/you may drive the Zion Canyon Scenic Drive/)).toHaveCount(0);
    // In early December, between the seasons, the same day drives.
    await page.goto('/plan?from=Springdale&hours=6&date=2027-12-08&time=09:00&park=Zion');
    await expect(page.locator('.plan').first().locator('.tl-stop').first()).toBeAttached();
    await expect(page.locator('.tl-drive[data-shuttle]')).toHaveCount(0);
    await expect(page.locator('.plan').first()).toContainText(/you may drive the Zion Canyon Scenic Drive/);
  });

  test('a January ski day at Alta ends at the lifts’ close, shows the lift hours and UDOT’s tire rule @desktop', async ({ page }) => {
    await page.goto('/plan?from=Salt+Lake+City&hours=day&date=2027-01-16&time=08:00&favs=alta-ski-area');
    const stop = page.locator('.plan .tl-stop[data-stop="alta-ski-area"]');
    await expect(stop).toHaveCount(1);
    await expect(stop.locator('.hours')).toContainText('9:15 a.m. to 4:30 p.m.');
    // The visit ends by the lifts' close, not at dusk.
    const [, end] = (await stop.locator('.tl-time').innerText()).split('–');
    const [clock, half] = end!.trim().split(' ');
    const [h, m] = clock!.split(':').map(Number);
    expect(((h! % 12) + (half === 'PM' ? 12 : 0)) * 60 + m!).toBeLessThanOrEqual(16 * 60 + 30);
    await expect(stop.locator('.warnings')).toContainText(TRACTION_RULE);
    await expect(stop.locator('.warnings')).toContainText('traction-law season (October 1 to April 30)');
  });

  test('/conditions lists each seasonal road once (SR-148, SR-150, the Albion Basin road), with the traction law’s season', async ({ page }) => {
    await page.goto('/conditions');
    const rows = page.locator('[data-season-row]');
    for (const road of ['SR-148', 'SR-150', 'Albion Basin']) await expect(rows.filter({ has: page.locator('strong', { hasText: road }) }), road).toHaveCount(1);
    const names = await rows.locator('strong').allInnerTexts();
    expect(new Set(names).size).toBe(names.length);
    await expect(page.locator('[data-traction-rule]')).toContainText('The traction-law season runs October 1 to April 30');
  });
});
