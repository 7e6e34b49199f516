import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';

// Issue 48, decision 129: "A day in" lists the parks, the monuments and state parks, the towns and the
// regions, grouped and named in the page's language; the plan says which day it is, and the drive there.
test.describe('a day in a monument, a state park, a town or a region', () => {
  test('in English: the grouped list, a day in Goblin Valley from Green River, today’s park= URLs unchanged @layout', async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.setFixedTime(new Date('2027-10-11T15:00:00Z'));
    await page.goto('/plan?from=Green+River&date=2027-10-12&time=09:00&hours=8&park=Goblin+Valley');
    const select = page.getByLabel('A day in');
    await expect(select).toHaveValue('Goblin Valley');
    await expect(select.locator('optgroup')).toHaveCount(4);
    await expect(select.locator('optgroup').nth(0)).toHaveAttribute('label', 'National parks');
    await expect(select.locator('optgroup[label="Monuments and state parks"] option[value="Goblin Valley"]')).toHaveText('Goblin Valley State Park');
    await expect(select.locator('optgroup[label="Towns and valleys"] option[value="Park City"]')).toHaveText('Park City');
    await expect(select.locator('optgroup[label="Regions"] option')).toHaveCount(7);
    await expect(page.locator('.plan')).not.toHaveCount(0);
    await expect(page.locator('.day-in')).toHaveText(
      /^A day in Goblin Valley State Park: about (\d+ hr )?\d+ min on the road each way from Green River, within your hours$/,
    );
    await expect(page.locator('#plan-0 [data-stop="goblin-valley-state-park"]')).toHaveCount(1);
    await expectAccessible(page);
    // A park as the URL has always named it: the same option, no area line.
    await page.goto('/plan?from=Moab&date=2027-10-12&time=08:00&hours=6&park=Arches');
    await expect(page.getByLabel('A day in')).toHaveValue('Arches');
    await expect(page.locator('.plan')).not.toHaveCount(0);
    await expect(page.locator('.day-in')).toHaveCount(0);
  });

  test('in French: choosing downtown Salt Lake City in the form plans the day there and says so in French @layout', async ({ page }) => {
    test.setTimeout(90_000);
    await page.clock.setFixedTime(new Date('2027-07-13T15:00:00Z'));
    await page.goto('/fr/plan?from=Salt+Lake+City&date=2027-07-14&time=09:00&hours=8');
    await expect(page.locator('.plan')).not.toHaveCount(0);
    const select = page.getByLabel('Une journée à');
    await expect(select.locator('optgroup').nth(1)).toHaveAttribute('label', 'Monuments et parcs d’État');
    await select.selectOption({ label: 'Le centre de Salt Lake City' });
    await page.getByRole('button', { name: 'Planifier' }).click();
    await expect(page).toHaveURL(/park=Downtown\+Salt\+Lake\+City/);
    await expect(page.locator('.day-in')).toHaveText('Une journée : Le centre de Salt Lake City');
    await expect(page.locator('#plan-0 [data-stop="temple-square"]')).toHaveCount(1);
    await expectAccessible(page);
  });
});
