import { expect, type Locator, test } from '@playwright/test';

// Issue 39 (decision 057): plans an expert would sign, at phone and desktop width (@layout runs in both projects).

/** No clock in 24-hour form: every time on a plan reads "8:05 AM". */
async function expectOneClockFormat(scope: Locator): Promise<void> {
  const text = (await scope.textContent()) ?? '';
  expect(text).toMatch(/\d{1,2}:\d{2} (AM|PM)/);
  expect(text).not.toMatch(/\b[0-2]?\d:[0-5]\d\b(?! ?(AM|PM))/);
}

/** Minutes after midnight of "8:05 AM". */
const minutesOf = (clock: string): number => {
  const [, h, m, ap] = /(\d{1,2}):(\d{2})\s(AM|PM)/.exec(clock)!;
  return ((Number(h) % 12) + (ap === 'PM' ? 12 : 0)) * 60 + Number(m);
};

test.describe('plans an expert would sign', () => {
  test('a 7-day May trip names each park by its sights, the Zion shuttle and the Angels Landing permit @layout', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/plan?days=7&date=2027-05-11&time=08:00');
    const trip = page.locator('#plan-0');
    await expect(trip.locator('.trip-day')).toHaveCount(7, { timeout: 60_000 });
    const text = (await trip.textContent()) ?? '';
    // Arches, Capitol Reef, Bryce Canyon and Zion by their sights, never "the park for 6 h".
    expect(text).toMatch(/Delicate Arch|The Windows Section|Balanced Rock/);
    expect(text).toMatch(/Hickman Bridge|Fruita|Capitol Gorge/);
    expect(text).toMatch(/Navajo Loop|Sunset Point|Queen's Garden/);
    expect(text).toMatch(/Riverside Walk|Emerald Pools/);
    await expect(trip.locator('[data-stop$="-national-park"]')).toHaveCount(0);
    expect(text).toContain('Zion Canyon shuttle season');
    expect(text).toContain('Angels Landing needs a permit');
    expect(text).toContain('West Rim Trail to Scout Lookout');
    await expect(trip.locator('.why').first()).toBeAttached();
    await expectOneClockFormat(trip);
  });

  test('a July day from Moab visits Arches with its long hikes out of the midday heat @layout', async ({ page }) => {
    await page.goto('/plan?from=Moab&hours=10&date=2027-07-15&time=07:00&cat=Natural+Wonders');
    const plan = page.locator('#plan-0');
    await expect(plan.locator('.tl-stop').first()).toBeAttached({ timeout: 60_000 });
    const ids = await plan.locator('.tl-stop').evaluateAll((els) => els.map((e) => e.getAttribute('data-stop')));
    expect(ids).toContain('delicate-arch');
    expect(ids).not.toContain('hells-revenge');
    for (const id of ['delicate-arch', 'devils-garden-arches']) {
      const stop = plan.locator(`[data-stop="${id}"] .tl-time`);
      if ((await stop.count()) === 0) continue;
      const [from] = ((await stop.textContent()) ?? '').split('–');
      const start = minutesOf(from!);
      expect(start < 11 * 60 || start >= 16 * 60, `${id} starts at ${from}`).toBe(true);
    }
    await expectOneClockFormat(plan);
  });

  test('the ready-made Arches and Moab trip names its sights, its year and one clock format @layout', async ({ page }) => {
    await page.goto('/trips/arches-and-moab-three-days/');
    const days = page.locator('[data-ready-days]');
    const text = (await days.textContent()) ?? '';
    for (const sight of ['Delicate Arch', 'The Windows Section', 'Mesa Arch', 'Dead Horse Point']) expect(text).toContain(sight);
    expect(text).not.toMatch(/Arches National Park for/);
    await expect(page.getByRole('heading', { level: 3 }).first()).toContainText('2027');
    await expect(days.locator('.why').first()).toBeAttached();
    await expectOneClockFormat(days);
  });
});
