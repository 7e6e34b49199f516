import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { READY_TRIPS } from '../../src/features/trips/readyTrips.ts';
import { expectAccessible, signIn } from './helpers.ts';

// Multi-day trips, sharing, exports and the ready-made trips (issue 28, decision 052).

/** Today in Utah, and a date some days later (YYYY-MM-DD). */
const utahDate = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format(d);
const later = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The stop ids of each day of a trip, in order (read in one round trip: a 7-day trip has dozens of stops). */
async function daysOf(page: Page, scope: string): Promise<string[][]> {
  return page
    .locator(`${scope} .trip-day`)
    .evaluateAll((days) => days.map((day) => [...day.querySelectorAll('.tl-stop')].map((stop) => stop.getAttribute('data-stop') ?? '')));
}

async function downloadText(page: Page, button: string): Promise<{ name: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.locator('#plan-0').getByRole('button', { name: button }).click()]);
  return { name: download.suggestedFilename(), text: fs.readFileSync((await download.path())!, 'utf8') };
}

test.describe('multi-day trips', () => {
  test('a visitor plans five days, opens a day, exports, shares, prints and saves the trip @desktop', async ({ page, context }, info) => {
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, `trips-${info.project.name}@example.com`);
    // The trip starts in four days: its first days are within NWS's seven, its last is not.
    const start = later(utahDate(new Date()), 3);
    await page.goto('/plan');
    await page.getByLabel('Date (Utah)').fill(start);
    await page.getByLabel('Leave at (Utah time)').fill('08:00');
    await page.getByLabel('Days', { exact: true }).selectOption('5');
    await expect(page.getByLabel(/Time I have/)).toHaveValue('day');
    await page.getByLabel('Natural Wonders').check();
    await page.getByRole('button', { name: 'Plan', exact: true }).click();
    await expect(page).toHaveURL(/days=5/);
    await expect(page.getByRole('heading', { level: 2, name: /trips? of 5 days from Salt Lake City International Airport$/ })).toBeVisible();
    const trip = page.locator('#plan-0');
    await expect(trip.locator('.trip-day')).toHaveCount(5);

    // Day 1 is open; open day 2: its timeline, its night with a lodging search, its sun and forecast.
    const day2 = trip.locator('.trip-day').nth(1);
    await day2.locator('summary').click();
    await expect(day2.locator('.timeline')).toBeVisible();
    const night = day2.getByRole('link', { name: /^Find lodging in / });
    const town = (await night.innerText()).replace('Find lodging in ', '');
    expect(await night.getAttribute('href')).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`lodging in ${town}, UT`)}`);
    // Issue 39: one clock format on every page (AM/PM).
    await expect(day2.locator('.sunset')).toHaveText(new RegExp(`^Sunrise \\d{1,2}:\\d\\d AM · sunset \\d{1,2}:\\d\\d PM in ${town}`));
    await expect(day2.locator('.trip-forecast')).toHaveText(new RegExp(`^Forecast for ${town}, .+: .+, -?\\d+°F$`));
    await expect(trip.locator('.trip-day').nth(4).locator('.trip-forecast')).toContainText('not available yet');
    await expect(day2.getByRole('link', { name: 'Day 2 in Google Maps' })).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1/);
    await expectAccessible(page);
    const days = await daysOf(page, '#plan-0');
    const stops = days.flat();

    // One calendar with every stop: name and address in LOCATION, the place's page as URL.
    const ics = await downloadText(page, 'Calendar (.ics)');
    expect(ics.name).toBe(`slc-trips-${start}-5-days-trip-1.ics`);
    const events = new ICAL.Component(ICAL.parse(ics.text)).getAllSubcomponents('vevent');
    expect(events.map((e) => new URL(String(e.getFirstPropertyValue('url'))).pathname)).toEqual(stops.map((id) => `/destinations/${id}/`));
    const address =
      (await trip
        .locator('.tl-stop')
        .first()
        .locator('.address')
        .innerText()
        .catch(() => '')) || null;
    if (address) expect(String(events[0]!.getFirstPropertyValue('location'))).toContain(address);

    // One GPX 1.1 file: a route per day and a waypoint per stop.
    const gpx = await downloadText(page, 'GPS file (.gpx)');
    const parsed = await page.evaluate((xml) => {
      const doc = new DOMParser().parseFromString(xml, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length) return null;
      const rte = [...doc.getElementsByTagName('rte')];
      return {
        ns: doc.documentElement.namespaceURI,
        version: doc.documentElement.getAttribute('version'),
        routes: rte.map((r) => r.getElementsByTagName('rtept').length),
        wpt: doc.getElementsByTagName('wpt').length,
      };
    }, gpx.text);
    expect(parsed).toEqual({ ns: 'http://www.topografix.com/GPX/1/1', version: '1.1', routes: days.map((d) => d.length + 2), wpt: stops.length });

    // Share: the system sheet where there is one, else the link copied.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    });
    await trip.getByRole('button', { name: 'Share' }).click();
    await expect(trip.getByRole('status')).toHaveText(/^Link copied/);
    const url = `${page.url().replace(/#.*$/, '')}#plan-0`;
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => document.body.setAttribute('data-shared', String(data.url)),
      });
    });
    await trip.getByRole('button', { name: 'Share' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-shared', url);

    // The QR code: an SVG drawn on click.
    await trip.getByRole('button', { name: 'QR code' }).click();
    const qr = trip.getByRole('img', { name: /QR code of this trip/ });
    await expect(qr).toBeVisible();
    expect(await qr.locator('path').getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);

    // Print: every day sheet with its addresses, no form, no buttons, no "Save for offline".
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'yes');
    });
    await trip.getByRole('button', { name: 'Print day sheets' }).click();
    await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-plan-form]')).toBeHidden();
    await expect(page.locator('.save-offline')).toBeHidden();
    await expect(trip.locator('.plan-actions')).toBeHidden();
    for (let d = 0; d < 5; d++) await expect(trip.locator('.trip-day').nth(d).locator('.timeline')).toBeVisible();
    if (address) await expect(trip.locator('.address').first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // Saved while signed in, it reopens as the same trip.
    // A name of its own: the data directory may keep an earlier run's trips.
    const name = `Five days ${info.project.name} ${crypto.randomUUID().slice(0, 8)}`;
    await trip.getByLabel('Trip name').fill(name);
    await trip.getByRole('button', { name: 'Save trip' }).click();
    await expect(trip.getByRole('status')).toContainText('Saved');
    await page.goto('/favorites');
    await page.locator('#my-trips').getByRole('link', { name }).click();
    await expect(page).toHaveURL(/days=5.*#plan-0$/);
    await expect(page.locator('#plan-0 .trip-day')).toHaveCount(5);
    expect(await daysOf(page, '#plan-0')).toEqual(days);
    await page.goto('/favorites');
    await page.getByRole('button', { name: `Delete trip ${name}` }).click();
    await expect(page.locator('#my-trips').getByRole('status')).toHaveText(`Deleted “${name}”.`);
  });

  test('the trip planner fits a phone screen @layout', async ({ page }) => {
    await page.goto('/plan?days=3&date=2027-06-14&time=08:00&cat=Natural+Wonders');
    await expect(page.locator('#plan-0 .trip-day')).toHaveCount(3);
    await expectAccessible(page);
    await page.goto(`/trips/${READY_TRIPS[0]!.slug}/`);
    await expectAccessible(page);
  });
});

test.describe('ready-made trips', () => {
  test('a summer-only trip warns on the visitor’s winter day, not on a summer one (issue 47: not the build’s day)', async ({ page }) => {
    const trip = READY_TRIPS.find((t) => t.summerOnly)!;
    await page.clock.setFixedTime(new Date('2027-01-15T18:00:00Z'));
    await page.goto(`/trips/${trip.slug}/`);
    await expect(page.locator('[data-trip-winter]')).toBeVisible();
    await expect(page.locator('[data-trip-winter]')).toContainText('Summer only');
    await page.clock.setFixedTime(new Date('2027-07-15T18:00:00Z'));
    await page.goto(`/trips/${trip.slug}/`);
    await expect(page.locator('[data-trip-days], [data-ready-days]').first()).toBeVisible();
    await expect(page.locator('[data-trip-winter]')).toBeHidden();
  });

  // One test for the ten, on one page: split one test a trip, each in its own context, they took a
  // third longer together (issue 38, paired runs in docs/performance.md).
  test('every ready-made trip is prebuilt, in the sitemap, and "Make it mine" plans it again @desktop (slow: replans all ten trips in the browser’s planner)', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    await page.goto('/trips/');
    await expect(page.locator('[data-ready-trips] li')).toHaveCount(READY_TRIPS.length);
    await expectAccessible(page);
    for (const trip of READY_TRIPS) {
      expect(sitemap, trip.slug).toContain(`/trips/${trip.slug}/</loc>`);
      // Prebuilt: the HTML itself holds the days and their stops, within the page-size limit.
      const response = await request.get(`/trips/${trip.slug}/`);
      expect(response.status(), trip.slug).toBe(200);
      const html = await response.text();
      expect(html.length, trip.slug).toBeLessThan(150 * 1024);
      expect(html).toContain('data-ready-days');
      expect((html.match(/<h1[\s>]/g) ?? []).length).toBe(1);

      await page.goto(`/trips/${trip.slug}/`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(trip.title);
      await expect(page.locator('[data-trip-season]')).toContainText(trip.season);
      const ready = await daysOf(page, '[data-ready-days]');
      expect(ready.flat().length, trip.slug).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Make it mine' }).click();
      await expect(page).toHaveURL(new RegExp(`/plan\\?${trip.query.replace(/[+?.]/g, '\\$&')}`));
      if (ready.length > 1) {
        await expect(page.locator('#plan-0 .trip-day')).toHaveCount(ready.length);
        expect(await daysOf(page, '#plan-0'), trip.slug).toEqual(ready);
      } else {
        await expect(page.locator('#plan-0 .tl-stop').first()).toBeAttached();
        const ids = await page.locator('#plan-0 .tl-stop').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-stop')));
        expect(ids, trip.slug).toEqual(ready[0]);
      }
    }
  });
});
