import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

// Decision 053: the planner's clock as a visitor sees it.
test.describe('the planner keeps the clock', () => {
  test('plan times read in AM/PM and focus moves to the results after planning @desktop', async ({ page }) => {
    await page.goto('/plan?hours=4&date=2026-11-27&time=10:00');
    const heading = page.getByRole('heading', { name: /^(One plan|Two plans|Three plans) for 4 hr/ });
    await expect(heading).toBeFocused();
    await page.locator('#plan-0 summary').click();
    const times = await page.locator('#plan-0 .tl-time').allInnerTexts();
    expect(times.length).toBeGreaterThan(0);
    for (const t of times) expect(t).toMatch(/^\d{1,2}:\d{2} (AM|PM)–\d{1,2}:\d{2} (AM|PM)$/);
    await expect(page.locator('#plan-0').getByText(/^Leave Salt Lake City International Airport at 10:00 AM$/)).toBeVisible();
    await expect(page.locator('#plan-0').getByText(/^Sunrise 7:\d\d AM · sunset 5:0\d PM that day$/)).toBeVisible();

    // Planning again from the form moves focus to the new results too.
    await page.getByLabel('Time I have').selectOption('2');
    await page.getByRole('button', { name: 'Plan', exact: true }).click();
    await expect(page.getByRole('heading', { name: /for 2 hr from/ })).toBeFocused();
  });

  test('favourites planned at 00:07 plan the next morning, not the small hours @desktop', async ({ page }, info) => {
    test.setTimeout(60_000);
    await signIn(page, `clock-favs-${info.project.name}@example.com`);
    for (const destinationId of ['temple-square', 'antelope-island-state-park'])
      expect((await page.request.post('/api/favorites', { data: { destinationId } })).ok()).toBe(true);
    // 00:07 in Utah on Friday 27 November 2026 (07:07 UTC).
    await page.clock.setFixedTime(new Date('2026-11-27T07:07:00Z'));
    await page.goto('/favorites');
    const link = page.getByRole('link', { name: 'Plan a day with my favorites →' });
    // The link itself carries the departure (not only the planner's default).
    await expect(link).toHaveAttribute('href', /[?&]date=2026-11-27&time=09%3A00/);
    await link.click();
    await expect(page).toHaveURL(/[?&]date=2026-11-27&time=09%3A00/);
    await expect(page.getByRole('heading', { name: /^Your favorites in \d days?$/ })).toBeVisible();
    await expect(page.locator('#plan-0').getByText(/^Leave Salt Lake City International Airport at 9:00 AM$/)).toBeVisible();
    const first = (await page.locator('#plan-0 .tl-time').first().innerText()).split('–')[0]!;
    expect(first).toMatch(/^(9|10|11):\d{2} AM$/);
  });
});
