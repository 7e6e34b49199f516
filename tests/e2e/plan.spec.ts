import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { expectAccessible, signIn } from './helpers.ts';

// The timeline writes times as the rest of the site does: "9:21 AM" (plain spaces).
const utahClock = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', hour: 'numeric', minute: '2-digit' }).format(d).replace(/[\u202f\u00a0]/g, ' ');

/** The stops of an open plan as its timeline shows them: id, arrival and departure clock. */
async function timelineOf(page: Page, plan: number) {
  const rows = page.locator(`#plan-${plan} .tl-stop`);
  const out: Array<{ id: string; arrive: string; depart: string }> = [];
  for (let i = 0; i < (await rows.count()); i++) {
    const row = rows.nth(i);
    const [arrive, depart] = (await row.locator('.tl-time').innerText()).split('–') as [string, string];
    out.push({ id: (await row.getAttribute('data-stop'))!, arrive, depart });
  }
  return out;
}

async function downloadText(page: Page, button: string, plan: number): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator(`#plan-${plan}`).getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!, 'utf8') };
}

const planTitles = (page: Page) => page.locator('.plan summary h3').allInnerTexts();

test.describe('trip planner', () => {
  test('the planner is linked from the nav, the home hero and each zone page @desktop', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plan My Day' })).toHaveAttribute('href', '/plan');
    await page
      .locator('.hero')
      .getByRole('link', { name: /Plan my day/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /what can I do\?/ })).toBeVisible();
    await page.goto('/drive-time/1-hour/');
    await page.getByRole('link', { name: /Plan a day trip that fits your time/ }).click();
    // One hour each way plus two hours there.
    await expect(page).toHaveURL(/\/plan\?hours=4&date=/);
    await expect(page.locator('.plan')).toHaveCount(3);
  });

  test('a visitor plans four hours from the airport, opens a plan and exports it', async ({ page }) => {
    // A long journey (three plans, two downloads, a reload) on a machine that may be busy.
    test.setTimeout(90_000);
    // The next morning at 09:00 in Utah fills the form: at 08:30 on Saturday 4 July 2026 (14:30 UTC), that morning.
    await page.clock.setFixedTime(new Date('2026-07-04T14:30:00Z'));
    await page.goto('/plan');
    await expect(page.getByLabel('Date (Utah)')).toHaveValue('2026-07-04');
    await expect(page.getByLabel('Leave at (Utah time)')).toHaveValue('09:00');
    await expect(page.getByLabel('Start from')).toHaveValue('Salt Lake City International Airport');
    // The suggestions list towns at once and every place once a field is used.
    await expect(page.locator('#plan-points option[value="Sandy"]')).toHaveCount(1);
    await expect(page.locator('#plan-points option[value="Delicate Arch"]')).toHaveCount(0);
    await page.getByLabel('Start from').focus();
    await expect(page.locator('#plan-points option[value="Delicate Arch"]')).toHaveCount(1);
    await page.getByLabel('Leave at (Utah time)').fill('09:00');
    await page.getByLabel('Time I have').selectOption('4');
    await page.getByLabel('Cultural & Historic').check();
    await page.getByRole('button', { name: 'Plan', exact: true }).click();

    await expect(page).toHaveURL(/\/plan\/?\?.*hours=4/);
    await expect(page.getByRole('heading', { name: /^Three plans for 4 hr from Salt Lake City International Airport/ })).toBeVisible();
    await expect(page.locator('.plan')).toHaveCount(3);
    const titles = await planTitles(page);

    // Open the second plan: a timeline from the airport back to the airport.
    await page.locator('#plan-1 summary').click();
    const plan = page.locator('#plan-1');
    await expect(plan.getByText('Leave Salt Lake City International Airport')).toBeVisible();
    await expect(plan.getByText(/^Back at the airport/)).toBeVisible();
    await expect(plan.getByText(/^Sunrise 6:\d\d AM · sunset 9:0\d PM that day$/)).toBeVisible();
    const stops = await timelineOf(page, 1);
    expect(stops.length).toBeGreaterThan(0);
    await expectAccessible(page);

    // Google Maps: directions through every stop.
    const maps = new URL((await plan.getByRole('link', { name: 'Open in Google Maps' }).getAttribute('href'))!);
    expect(maps.origin + maps.pathname).toBe('https://www.google.com/maps/dir/');
    expect(maps.searchParams.get('waypoints')!.split('|')).toHaveLength(stops.length);

    const data = (await (await page.request.get('/plan-data.json')).json()) as { places: Array<{ id: string; lat: number; lng: number }> };
    const coords = new Map(data.places.map((p) => [p.id, p]));

    // .ics: one VEVENT per stop at the timeline's Utah times.
    const ics = await downloadText(page, 'Calendar (.ics)', 1);
    expect(ics.name).toBe('slc-trips-2026-07-04-plan-2.ics');
    const events = new ICAL.Component(ICAL.parse(ics.text)).getAllSubcomponents('vevent');
    expect(events).toHaveLength(stops.length);
    events.forEach((event, k) => {
      const start = (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate();
      const end = (event.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate();
      expect(utahClock(start)).toBe(stops[k]!.arrive);
      expect(utahClock(end)).toBe(stops[k]!.depart);
      expect(new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(start)).toBe('2026-07-04');
    });

    // .gpx: one waypoint per stop at its coordinates, well-formed GPX 1.1.
    const gpx = await downloadText(page, 'GPS file (.gpx)', 1);
    expect(gpx.name).toBe('slc-trips-2026-07-04-plan-2.gpx');
    const waypoints = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) return null;
      return {
        ns: doc.documentElement.namespaceURI,
        version: doc.documentElement.getAttribute('version'),
        wpt: [...doc.getElementsByTagName('wpt')].map((w) => ({
          lat: Number(w.getAttribute('lat')),
          lng: Number(w.getAttribute('lon')),
          name: w.getElementsByTagName('name')[0]?.textContent,
        })),
      };
    }, gpx.text);
    expect(waypoints).toMatchObject({ ns: 'http://www.topografix.com/GPX/1/1', version: '1.1' });
    expect(waypoints!.wpt.map((w) => [w.lat, w.lng])).toEqual(stops.map((s) => [coords.get(s.id)!.lat, coords.get(s.id)!.lng]));

    // Print: only the chosen plan, without the form and the buttons.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await plan.getByRole('button', { name: 'Print' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-plan-form]')).toBeHidden();
    await expect(page.locator('#plan-0')).toBeHidden();
    await expect(plan.locator('.timeline')).toBeVisible();
    await expect(plan.locator('.plan-actions')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The URL is the plan: reloading it gives the same three plans.
    const url = page.url();
    await page.goto('/');
    await page.goto(url);
    await expect(page.locator('.plan')).toHaveCount(3);
    expect(await planTitles(page)).toEqual(titles);
  });

  test('a URL without a date means the next morning at 09:00 in Utah, and is rewritten to reproduce the plan', async ({ page }) => {
    // 10:30 in Utah on 4 July: this morning's nine o'clock has passed, so tomorrow's.
    await page.clock.setFixedTime(new Date('2026-07-04T16:30:00Z'));
    await page.goto('/plan?hours=2');
    await expect(page).toHaveURL(/date=2026-07-05&time=09%3A00/);
    await expect(page.locator('.plan')).toHaveCount(3);
  });

  test('a visitor starts from their own location, with the browser’s permission @desktop', async ({ page, context }) => {
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ latitude: 40.6461, longitude: -111.498 }); // Park City
    await page.goto('/plan');
    await page.getByRole('button', { name: 'Use my location' }).click();
    await expect(page.locator('[data-form-error]')).toHaveText('');
    await expect(page.getByLabel('Start from')).toHaveValue('My location');
    await page.getByRole('button', { name: 'Plan', exact: true }).click();
    await expect(page).toHaveURL(/from=My\+location&near=40\.6461%2C-111\.4980/);
    await expect(page.getByRole('heading', { name: /from My location$/ })).toBeVisible();
    await page.locator('#plan-0 summary').click();
    await expect(page.locator('#plan-0').getByText('Leave My location')).toBeVisible();
  });

  test('an anonymous visitor who saves a plan is asked to sign in', async ({ page }) => {
    await page.goto('/plan?hours=3&date=2026-07-04&time=09:00');
    await page.locator('#plan-0 summary').click();
    await page.locator('#plan-0').getByRole('button', { name: 'Save trip' }).click();
    await expect(page.locator('#plan-0').getByRole('status')).toContainText('Sign in to save your trips');
    await expect(page.locator('#plan-0').getByRole('link', { name: 'sign in' })).toHaveAttribute('href', '/login');
  });

  test('a signed-in visitor saves a plan, finds it in My trips, reopens and deletes it', async ({ page }, info) => {
    test.setTimeout(90_000);
    await signIn(page, `planner-${info.project.name}@example.com`);
    await page.goto('/plan?from=Park+City&hours=5&date=2026-08-01&time=10:00&pace=relaxed');
    await expect(page.locator('.plan')).toHaveCount(3);
    const title = (await page.locator('#plan-2 summary h3').innerText()).replace(/^Plan 3: /, '');
    await page.locator('#plan-2 summary').click();
    const name = `Park City ${info.project.name}`;
    await page.locator('#plan-2').getByLabel('Trip name').fill(name);
    await page.locator('#plan-2').getByRole('button', { name: 'Save trip' }).click();
    await expect(page.locator('#plan-2').getByRole('status')).toContainText('Saved');

    await page.goto('/favorites');
    const trips = page.locator('#my-trips');
    await expect(trips.getByRole('heading', { name: 'My trips' })).toBeVisible();
    // The row reads "<name> / Saved <date> Delete": no line starting with "·" (issue 51).
    await expect(trips.locator('li').filter({ hasText: name })).toHaveText(new RegExp(`^${name}Saved [A-Z][a-z]{2} \\d{1,2}, \\d{4} Delete$`));
    await trips.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/from=Park\+City.*#plan-2$/);
    await expect(page.locator('#plan-2 details')).toHaveAttribute('open', '');
    await expect(page.locator('#plan-2 summary h3')).toHaveText(`Plan 3: ${title}`);

    await page.goto('/favorites');
    await page.getByRole('button', { name: `Delete trip ${name}` }).click();
    await expect(trips.getByRole('status')).toHaveText(`Deleted “${name}”.`);
    await expect(trips.getByRole('link', { name })).toHaveCount(0);
    await page.reload();
    await expect(trips.getByRole('heading', { name: 'My trips' })).toBeVisible();
    await expect(trips.getByRole('link', { name })).toHaveCount(0);

    // Favorites feed the planner.
    for (const destinationId of ['temple-square', 'utah-olympic-park'])
      expect((await page.request.post('/api/favorites', { data: { destinationId } })).ok()).toBe(true);
    await page.reload();
    await page.getByRole('link', { name: 'Plan a day with my favorites →' }).click();
    await expect(page.getByRole('heading', { name: 'Your favorites in 1 day' })).toBeVisible();
    await expect(page.locator('#plan-0 .tl-stop')).toHaveCount(2);
  });

  test('another signed-in visitor can neither read nor delete someone’s trip @desktop', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, 'trip-owner@example.com');
    const saved = await page.request.post('/api/trips', { data: { name: 'Private day', query: 'hours=3&date=2026-07-04&time=09:00' } });
    expect(saved.status()).toBe(201);
    const { id } = (await saved.json()) as { id: string };
    const other = await browser.newContext();
    const stranger = await other.newPage();
    await signIn(stranger, 'trip-stranger@example.com');
    expect((await stranger.request.get(`/api/trips/${id}`)).status()).toBe(404);
    expect((await stranger.request.delete(`/api/trips/${id}`)).status()).toBe(404);
    expect(((await (await stranger.request.get('/api/trips')).json()) as unknown[]).length).toBe(0);
    await other.close();
    expect((await page.request.get(`/api/trips/${id}`)).status()).toBe(200);
    expect((await page.request.delete(`/api/trips/${id}`)).status()).toBe(200);
  });

  test('favourites are ordered into days, and a place no day can hold is named @desktop', async ({ page }) => {
    await page.goto('/plan?hours=day&date=2026-07-04&time=08:00&favs=temple-square,utah-olympic-park,antelope-island-state-park,downtown-moab');
    await expect(page.getByRole('heading', { name: /^Your favorites in \d days?$/ })).toBeVisible();
    await expect(page.getByText(/^Downtown Moab: Needs \d+ hours/)).toBeVisible();
    await expect(page.locator('.plan .tl-stop')).toHaveCount(3);
  });
});
