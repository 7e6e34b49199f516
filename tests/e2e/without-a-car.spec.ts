import { expect, test } from '@playwright/test';
import { expectAccessible, startInteractiveMap } from './helpers.ts';

// Issue 36: every place says how to get there without a car, and the lists and the map filter
// by it. The answers are prebuilt from the transit model (src/features/transit).
const MAP_READY = 45_000;

test.describe('without a car', () => {
  test('a destination page gives the journey from the airport station by TRAX, with times, and the operator’s planner', async ({ page }) => {
    await page.goto('/destinations/temple-square/');
    const section = page.locator('[data-transit-access]');
    await expect(section.getByRole('heading', { name: 'Without a car' })).toBeVisible();
    const summer = section.locator('[data-transit-trip="In summer from the airport"]');
    await expect(summer).toContainText('TRAX Green Line: Airport Station 10:00');
    await expect(summer.getByRole('listitem').first()).toContainText(/\d\d:\d\d/);
    await expect(section.getByRole('link', { name: "UTA's trip planner" })).toHaveAttribute('href', 'https://www.rideuta.com/');
    await expect(section).toContainText('not live');
    await expectAccessible(page);
  });

  test('the Games hub gives each venue’s route from the airport and from downtown', async ({ page }) => {
    await page.goto('/olympics');
    const delta = page.locator('.venue-table tbody tr', { has: page.getByRole('link', { name: 'Delta Center' }) });
    await expect(delta.locator('[data-venue-transit]')).toContainText(/From the airport: \d+ min \(TRAX Green Line\)/);
    const maverik = page.locator('.venue-table tbody tr', { has: page.getByRole('link', { name: 'Maverik Center' }) });
    await expect(maverik.locator('[data-venue-transit]')).toContainText(/From downtown: \d+ min \(TRAX Green Line\)/);
  });

  test('/destinations?car=0 keeps only places public transport reaches, each card with its time', async ({ page }) => {
    const reach = (await (await page.request.get('/transit-reach.json')).json()) as Record<string, number>;
    expect(reach['temple-square']).toBeGreaterThan(0);
    expect(reach['delicate-arch']).toBeUndefined();
    await page.goto('/destinations?car=0');
    await expect(page.getByLabel('Without a car')).toBeChecked();
    const cards = page.locator('li[data-id]');
    await expect(cards.first()).toHaveAttribute('data-car-free', /^By public transport from the airport: /);
    const ids = await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.id!));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(reach[id], id).toBeDefined();
    await expectAccessible(page);
    await page.getByLabel('Without a car').uncheck();
    await expect(page).not.toHaveURL(/car=0/);
    await expect(cards.first()).not.toHaveAttribute('data-car-free', /.+/);
  });

  test('/map?car=0 lists the places transit reaches and draws the lines', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/map?car=0');
    await startInteractiveMap(page, MAP_READY);
    await expect(page.locator('[data-map]')).toHaveAttribute('data-transit', 'on');
    await expect(page.locator('[data-map-list] > li').first()).toHaveAttribute('data-car-free', /^By public transport from the airport: /);
    await page.getByLabel('Without a car').uncheck();
    await expect(page.locator('[data-map]')).toHaveAttribute('data-transit', 'off');
  });
});

test('the ready-made layover offers its day without a car and a ski day, with lines and times', async ({ page }) => {
  await page.goto('/trips/six-hour-layover/');
  const layover = page.locator('[data-car-free-day="The layover without a car"]');
  await expect(layover).toContainText('TRAX Green Line: Airport Station 10:00');
  await expect(layover.locator('[data-car-free-back]')).toContainText(/Back at (1[0-5]:\d\d|16:00)/);
  await expect(page.locator('[data-car-free-day="A ski day without a car"]')).toContainText('Ski Bus');
  await expectAccessible(page);
});
