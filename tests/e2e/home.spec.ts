import { expect, test } from '@playwright/test';
import { builtCatalogue, keepBuiltCatalogue } from './helpers.ts';

type Lite = { id: string; driveTimeMinutes: number; isOlympicVenue: boolean; states?: string[] };

// These pages are compared with the build's catalogue; parallel tests approve places after it.
test.beforeEach(async ({ page }) => {
  await keepBuiltCatalogue(page);
});

test.describe('home page', () => {
  test('shows the hero, stats and six zone cards whose counts match the API', async ({ page }) => {
    // The build's list: parallel tests approve places after the build, and the merge is held off.
    const all = await builtCatalogue<Lite>(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('700+ places. 1 airport.');
    await expect(page.getByTestId('stat-destinations')).toHaveText(String(all.length));
    for (const label of ['Games sites (2034 and 2002)', 'Drive-time zones', 'Winter Games']) await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByTestId('stat-games')).toHaveText(String(all.filter((d) => d.isOlympicVenue).length));
    const ranges: Array<[string, number, number, number, string]> = [
      ['30 min', 0, 30, 30, '30-minutes'],
      ['1 hour', 31, 60, 60, '1-hour'],
      ['2 hours', 61, 120, 120, '2-hours'],
      ['2-5 hrs', 121, 300, 300, '3-5-hours'],
      ['5-8 hrs', 301, 480, 480, '5-8-hours'],
      ['8-12 hrs', 481, 720, 720, '8-12-hours'],
    ];
    const cards = page.locator('.zone-card');
    await expect(cards).toHaveCount(6);
    for (const [i, [label, min, max, , slug]] of ranges.entries()) {
      const card = cards.nth(i);
      await expect(card.locator('.zone-label')).toHaveText(label);
      const members = all.filter((d) => d.driveTimeMinutes >= min && d.driveTimeMinutes <= max);
      const outside = members.filter((d) => d.states && d.states.join() !== 'UT').length;
      const expected = `${members.length} destinations${outside ? ` (${outside} outside Utah)` : ''}`;
      await expect(card.locator('.zone-count')).toHaveText(expected);
      // One link per card, to the band it counts (docs/decisions/019); "up to" lists are the hero's.
      await expect(card.getByRole('link')).toHaveCount(1);
      await expect(card.getByRole('link', { name: new RegExp(expected.replace(/[()]/g, '\\$&')) })).toHaveAttribute('href', `/drive-time/${slug}/`);
    }
    await expect(cards.nth(1).getByText('2034 Olympics')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get Olympic Kit' })).toHaveAttribute('href', '/olympic-kit-signup');
    await expect(page.getByRole('link', { name: 'Visit the Media Hub' })).toHaveAttribute('href', '/content');
    await expect(page.getByRole('link', { name: 'Browse Downloads' })).toHaveAttribute('href', '/planning-kits');
    await expect(page.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/submit-destination');
  });

  test('a zone card leads to its prebuilt drive-time page', async ({ page }) => {
    // Scrolling to the cards on a phone passes 500 px, which opens the newsletter (its own tests cover that).
    await page.addInitScript(() => localStorage.setItem('slc-newsletter-shown', '1'));
    await page.goto('/');
    await page.locator('.zone-card').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/drive-time\/1-hour\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('1 hour from SLC Airport');
  });

  test('"Begin My Adventure" sends the chosen drive time, defaulting to 2 hours, and none for "all"', async ({ page }) => {
    await page.goto('/');
    const select = page.getByLabel('How far will you drive?');
    await expect(select).toHaveValue('120');
    await page.getByRole('button', { name: 'Begin My Adventure' }).click();
    await expect(page).toHaveURL(/\/destinations\?driveTime=120$/);
    await page.goto('/');
    await page.getByLabel('How far will you drive?').selectOption('all');
    await page.getByRole('button', { name: 'Begin My Adventure' }).click();
    await expect(page).toHaveURL(/\/destinations\/?$/);
  });

  test('the newsletter modal opens by itself after 45 seconds, once per browser', async ({ page }) => {
    // A paused fake clock: only fastForward moves time, however slow the machine is.
    await page.clock.install({ time: new Date('2030-06-01T12:00:00Z') });
    await page.clock.pauseAt(new Date('2030-06-01T12:00:01Z'));
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeHidden();
    await page.clock.fastForward(44_000);
    await expect(dialog).toBeHidden();
    await page.clock.fastForward(2_000);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await page.clock.fastForward(60_000);
    await expect(dialog).toBeHidden();
  });

  test("the newsletter modal opens on scroll, shows the server's refusal, then says a confirmation link was mailed and stays until closed", async ({
    page,
  }) => {
    // Paused: nothing in the modal runs on a timer the test does not move.
    await page.clock.install({ time: new Date('2030-06-01T12:00:00Z') });
    await page.clock.pauseAt(new Date('2030-06-01T12:00:01Z'));
    await page.goto('/');
    const posts: string[] = [];
    page.on('request', (r) => {
      if (['POST', 'PUT'].includes(r.method())) posts.push(new URL(r.url()).pathname);
    });
    await page.mouse.wheel(0, 1200);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Sign Up' });
    const field = dialog.getByLabel('E-mail address');
    await expect(submit).toBeDisabled();
    await field.fill('no-at-sign');
    await expect(submit).toBeDisabled();
    // The form's own rule lets this through; the server's does not, and the dialog says why.
    await field.fill('a@b');
    await submit.click();
    await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid e-mail address');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const email = `hello-${Date.now().toString(36)}@example.com`;
    await field.fill(email);
    await submit.click();
    await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
    await expect(dialog).toContainText(`We sent a link to confirm your sign-up to ${email}.`);
    expect(posts).toEqual(['/api/newsletter', '/api/newsletter']);
    // It does not vanish before it can be read (tests/e2e/newsletter.spec.ts follows the mail).
    await page.clock.runFor(60_000);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Sign Up for Access' }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('E-mail address')).toHaveValue('');
  });

  test('opening the newsletter with "Sign Up for Access" spends its one showing: it never pops up by itself afterwards', async ({ page }) => {
    await page.clock.install({ time: new Date('2030-06-01T12:00:00Z') });
    await page.clock.pauseAt(new Date('2030-06-01T12:00:01Z'));
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    // Scrolls (to a new place past the trigger: a reload restores the old one) and waits until
    // the page has handled that scroll event.
    const scrollPastTrigger = () =>
      page.evaluate(
        () =>
          new Promise<void>((resolve) => {
            window.addEventListener('scroll', () => resolve(), { once: true });
            window.scrollTo(0, window.scrollY > 1000 ? 700 : 1500);
          }),
      );
    // Pressed without scrolling there first: scrolling past 500 px would open it by itself.
    await page.getByRole('button', { name: 'Sign Up for Access' }).dispatchEvent('click');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Neither the 45-second timer nor scrolling on this page brings it back...
    await page.clock.fastForward(60_000);
    await scrollPastTrigger();
    await expect(dialog).toBeHidden();
    // ...nor on the next visit.
    await page.reload();
    await page.clock.fastForward(60_000);
    await scrollPastTrigger();
    await expect(dialog).toBeHidden();
  });

  test('the Games countdown ticks every second and freezes once the Games have begun', async ({ page }) => {
    // The opening day in Utah: midnight MST is 07:00 UTC.
    await page.clock.install({ time: new Date('2034-02-10T06:59:50Z') });
    await page.goto('/');
    await page.clock.pauseAt(new Date('2034-02-10T06:59:55Z'));
    const banner = page.locator('.games-banner');
    const seconds = banner.locator('[data-unit="seconds"]');
    await expect(banner.locator('[data-unit="days"]')).toHaveText('0');
    await expect(seconds).toHaveText('5');
    await page.clock.runFor(2_000);
    await expect(seconds).toHaveText('3');
    await page.clock.runFor(10_000);
    await expect(seconds).toHaveText('0');
    await page.clock.runFor(5_000);
    await expect(seconds).toHaveText('0');
    await expect(banner.locator('[data-countdown]')).toHaveAttribute('data-state', 'ended');
  });

  // Axe and no horizontal scroll on / at both widths: chrome.spec.ts's test of the page /.
});

test.describe('search engines', () => {
  test('sitemap.xml lists the pages and robots.txt points to it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('<urlset');
    expect(sitemap).toMatch(/\/destinations\/[a-z0-9-]+\/<\/loc>/);
    expect(sitemap).toContain('/drive-time/1-hour/</loc>');
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: .*\/sitemap\.xml/);
    expect(robots).toContain('Disallow: /api/');
  });

  test('each sitemap address is the canonical address of its page, and links to destination pages use that form', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const destinations = locs.filter((l) => /\/destinations\/[a-z0-9-]+\/$/.test(l));
    const sample = [
      locs.find((l) => new URL(l).pathname === '/'),
      locs.find((l) => l.endsWith('/destinations/')),
      locs.find((l) => l.endsWith('/content/')),
      locs.find((l) => l.includes('/drive-time/')),
      destinations[0],
      destinations.at(-1),
    ];
    expect(sample.every(Boolean)).toBe(true);
    // The Places demonstration page is not a page for search engines.
    expect(locs.some((l) => l.includes('/places-demo'))).toBe(false);
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    for (const loc of sample as string[]) {
      const response = await request.get(new URL(loc).pathname);
      expect(response.status(), loc).toBe(200);
      expect(canonicalOf(await response.text()), loc).toBe(loc);
    }
    const home = await (await request.get('/')).text();
    const links = [...home.matchAll(/href="(\/(?:destinations|drive-time)\/[a-z0-9-]+[^"]*)"/g)].map((m) => m[1]!);
    expect(links.length).toBeGreaterThan(6);
    for (const href of links) expect(locs).toContain(new URL(href, sample[0]).href);
  });
});
