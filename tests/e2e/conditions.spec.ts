import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { UNAVAILABLE, utahClock } from '../../src/features/conditions/conditions.ts';
import { sunTimes, utahDate } from '../../src/features/conditions/conditions.server.ts';
import { readCatalogue } from '../../src/features/destinations/destinations.server.ts';
import { CONDITIONS_SCENARIO } from './global-setup.ts';
import { approveNewPlace, layoutShifts, trackLayoutShifts } from './helpers.ts';

// "Today at this place" against the fake NWS and NPS of global-setup.ts (CONDITIONS_SCENARIO):
// the e2e server's WEATHER_BASE_URL and NPS_BASE_URL point at them.
const catalogue = readCatalogue('supabase/seed/destinations');
const coordinatesOf = (id: string) => catalogue.find((d) => d.id === id)!.coordinates!;

const section = (page: Page) => page.getByRole('region', { name: 'Today at this place' });

async function openLoaded(page: Page, id: string) {
  await page.goto(`/destinations/${id}/`);
  const today = section(page);
  await expect(today).toHaveAttribute('data-loaded', 'true');
  await expect(today).toHaveAttribute('aria-busy', 'false');
  return today;
}

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).include('section.today').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('Today at this place', () => {
  test('a destination page shows today’s forecast, sunrise and sunset, an active alert and the park’s closures @hours', async ({ page }) => {
    const today = await openLoaded(page, CONDITIONS_SCENARIO.advisory);
    await expect(today.getByRole('heading', { level: 3, name: 'Forecast' })).toBeVisible();
    await expect(today.locator('.today-forecast dd').filter({ hasText: '47°F · Mostly Sunny · wind 5 to 10 mph SW' }).first()).toBeVisible();
    await expect(today.locator('.today-forecast dd').filter({ hasText: '24°F · Partly Cloudy' }).first()).toBeVisible();
    const periods = await today.locator('.today-forecast dt').allTextContents();
    expect(periods.length).toBeGreaterThanOrEqual(3);
    expect(periods.length).toBeLessThanOrEqual(5);

    const { lat, lng } = coordinatesOf(CONDITIONS_SCENARIO.advisory);
    const sun = sunTimes(utahDate(new Date()), lat, lng);
    await expect(today.locator('.today-sun')).toContainText(`Sunrise${utahClock(sun.sunrise)}`);
    await expect(today.locator('.today-sun')).toContainText(`Sunset${utahClock(sun.sunset)}`);

    const alert = today.locator('.today-alert');
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('Winter Weather Advisory');
    await expect(alert).toContainText('Slow down and use caution while traveling.');
    await expect(alert).not.toHaveAttribute('role', 'alert');

    await expect(today.getByRole('heading', { level: 3, name: 'Arches National Park: alerts and closures' })).toBeVisible();
    await expect(today.getByText('Devils Garden Trail Closed Past Landscape Arch')).toBeVisible();
    await expect(today.getByText('Park Closure')).toBeVisible();
    await expect(today.locator('.today-unavailable')).toHaveCount(0);
    await axeClean(page);
  });

  test('a flash-flood warning in a slot canyon comes first, as an alert, and stands out', async ({ page }) => {
    const today = await openLoaded(page, CONDITIONS_SCENARIO.slotCanyon);
    const warning = today.getByRole('alert');
    await expect(warning).toHaveCount(1);
    await expect(warning).toContainText('Flash Flood Warning');
    await expect(warning).toContainText('Do not enter or stay in slot canyons or narrow washes. Move to higher ground now.');
    await expect(today.locator('.today-alert').first()).toHaveClass(/prominent/);
    await expect(today.locator('.today-alert').nth(1)).toContainText('Wind Advisory');
    // Severity styling: a heavy red frame the other alerts do not have.
    const [flood, wind] = await today.locator('.today-alert').evaluateAll((els) => els.map((e) => getComputedStyle(e).borderLeftWidth));
    expect(Number.parseFloat(flood!)).toBeGreaterThan(Number.parseFloat(wind!));
    await warning.getByText('What the National Weather Service says').click();
    await expect(warning).toContainText('Virgin River Narrows');
    // The park's own word comes too: the Narrows closure first.
    await expect(today.locator('.today-park-alert').first()).toContainText('The Narrows Closed Above Riverside Walk');
    // The river on the day (issue 49): the gauge's reading, open at 47 cubic feet per second, with its sources.
    const river = today.locator('[data-river]');
    await expect(river).toHaveAttribute('data-river', 'open');
    await expect(river).toHaveText(
      /^The Narrows: open by the river’s flow: the North Fork of the Virgin River ran 47 cubic feet per second at \d{1,2}:\d\d [AP]M \(USGS gauge\); the park closes it above 150\.$/,
    );
    await expect(today.getByRole('link', { name: 'the USGS gauge' })).toHaveAttribute('href', 'https://waterdata.usgs.gov/monitoring-location/USGS-09405500/');
    await axeClean(page);
  });

  test('/conditions gives The Narrows the river’s reading and the park’s rule (issue 49)', async ({ page }) => {
    await page.goto('/conditions');
    const narrows = page.locator('[data-river-place="the-narrows-zion"]');
    await expect(narrows).toHaveAttribute('data-state', 'open');
    await expect(narrows).toContainText('ran 47 cubic feet per second');
    await expect(narrows.getByRole('link', { name: 'the park’s rule' })).toHaveAttribute('href', 'https://www.nps.gov/zion/planyourvisit/thenarrows.htm');
    await expect(page.locator('[data-rivers-status]')).toHaveText(/^The USGS gauges last answered at \d{1,2}:\d\d [AP]M M[SD]T\.$/);
  });

  test('with every service down the page still renders and says which parts could not be loaded', async ({ page }) => {
    const today = await openLoaded(page, CONDITIONS_SCENARIO.allDown);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Cathedral Valley');
    await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
    await expect(today).toContainText(UNAVAILABLE.forecast);
    await expect(today).toContainText(UNAVAILABLE.alerts);
    await expect(today).toContainText(UNAVAILABLE.park);
    await expect(today).toContainText('The National Weather Service answered 500.');
    await expect(today).toContainText('The National Park Service answered 500.');
    // Sunrise and sunset are worked out here, so they still show.
    await expect(today.locator('.today-sun')).toContainText(/Sunset\d{1,2}:\d\d [AP]M/);
    await axeClean(page);
  });

  test('when our own API does not answer, the section says so and the rest of the page stands', async ({ page }) => {
    await page.route('**/api/destinations/*/conditions', (route) => route.abort('connectionrefused'));
    const today = await openLoaded(page, CONDITIONS_SCENARIO.advisory);
    await expect(today).toContainText(UNAVAILABLE.all);
    await expect(page.getByRole('heading', { name: 'Quick Info' })).toBeVisible();
  });

  test('the section asks once the page has loaded, never holds it up, and shifts nothing on the first screen @layout', async ({ page }) => {
    let asked = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/destinations/*/conditions', async (route) => {
      asked++;
      await gate;
      await route.continue();
    });
    await trackLayoutShifts(page);
    // The load event comes while the conditions are still unanswered: the page never waits for them.
    await page.goto(`/destinations/${CONDITIONS_SCENARIO.slotCanyon}/`, { waitUntil: 'load' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => asked).toBe(1);
    await expect(section(page)).toContainText('Loading today’s forecast');
    await expect(section(page)).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(section(page)).toHaveAttribute('data-loaded', 'true');
    await expect(section(page).getByRole('alert')).toContainText('Flash Flood Warning');
    expect((await layoutShifts(page)).total).toBe(0);
  });

  test('a forecast that arrives while the section is on screen moves nothing: its space and its source line are there from the first paint @layout @hours', async ({
    page,
  }) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/destinations/*/conditions', async (route) => {
      await gate;
      await route.continue();
    });
    await trackLayoutShifts(page);
    // Temple Square: a forecast, sunrise and sunset, no park and no alerts (the usual answer).
    await page.goto('/destinations/temple-square/', { waitUntil: 'load' });
    const today = section(page);
    await today.scrollIntoViewIfNeeded();
    await expect(today).toContainText('Loading today’s forecast');
    const source = today.locator('.today-source');
    await expect(source).toBeInViewport();
    // Where the line is in the page (not the viewport: a phone may scroll the page a little as
    // it settles, which moves nothing).
    const place = () =>
      source.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + window.scrollX, y: r.top + window.scrollY };
      });
    const before = await place();
    release();
    await expect(today).toHaveAttribute('data-loaded', 'true');
    await expect(today.getByText('Sunrise', { exact: true })).toBeVisible();
    // A sub-pixel move (rounding as fonts and images settle, 588.78 → 589.22) is no shift: the
    // recorder below counts real ones; the line may differ by less than a pixel.
    const after = await place();
    expect(Math.abs(after.y - before.y)).toBeLessThan(1);
    expect(Math.abs(after.x - before.x)).toBeLessThan(1);
    expect((await layoutShifts(page)).moved).toEqual([]);
  });

  test('a seasonal road reads closed on a winter day and open on a summer one', async ({ page }, info) => {
    const place = await approveNewPlace(`Seasonal Road Park ${info.project.name} ${Date.now().toString(36)}`);
    try {
      const closure = { from: '11-15', to: '05-25', text: 'SR-148 is closed in winter, usually mid-November to late May.' };
      await page.route(`**/api/destinations/${place.id}`, (route) =>
        route.fulfill({
          json: {
            id: place.id,
            name: 'Seasonal Road Park',
            description: 'Up a seasonal road.',
            highlights: [],
            activities: [],
            coordinates: null,
            seasonalClosure: closure,
          },
        }),
      );
      await page.clock.setFixedTime(new Date('2027-01-15T10:00:00-07:00'));
      await page.goto(`/destinations/${place.id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Seasonal Road Park');
      await section(page).scrollIntoViewIfNeeded();
      await expect(section(page).locator('.today-seasonal')).toHaveText(`Winter closure in effect today: ${closure.text}.`);

      await page.clock.setFixedTime(new Date('2027-07-04T10:00:00-06:00'));
      await page.reload();
      await section(page).scrollIntoViewIfNeeded();
      await expect(section(page).locator('.today-seasonal')).toHaveText('Seasonal road open today (usually closed Nov 15 – May 25).');
    } finally {
      await place.withdraw();
    }
  });
});
