import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import config from '../../playwright.config.ts';
import { type FakeUsgs, startFakeUsgs } from '../fakes/usgs.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { type RunningServer, startServer } from '../helpers/server.ts';
import { secondServerData } from './helpers.ts';

/**
 * Issue 49, on a second server with its own database, for what would disturb the specs that share
 * the main one: The Narrows by the river (its own fake USGS: the shared one's 47 cubic feet per
 * second is what the other specs read; staff's "scan now" reads it at once; UDOT points nowhere,
 * so the plan's live day is the river's alone; the page's clock is set to the day of each reading),
 * and a catalogue place withdrawn in the editor (every list of the other specs keeps it).
 */
const NOWHERE = 'http://127.0.0.1:9';
// One staff address a test: a sign-in link mailed to an address in the same second as the last
// test's (already used) could otherwise be the one read from the outbox.
const STAFF = ['river-1', 'river-2', 'river-3', 'withdraw-1'].map((name) => `${name}@staff.slctrips.test`);
const GAUGE = 'USGS-09405500';

let server: RunningServer;
let usgs: FakeUsgs;
let dir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  usgs = await startFakeUsgs();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-river-'));
  execFileSync('cp', ['-al', path.resolve('dist'), path.join(dir, 'dist')]);
  const webEnv = (Array.isArray(config.webServer) ? config.webServer[0] : config.webServer)?.env ?? {};
  server = await startServer(
    {
      ...webEnv,
      USGS_BASE_URL: usgs.url,
      UDOT_BASE_URL: NOWHERE,
      STAFF_EMAILS: STAFF.join(','),
      PORT: '0',
      DATA_DIR: secondServerData(dir),
      DIST_DIR: path.join(dir, 'dist'),
    },
    100_000,
  );
});

test.afterAll(async () => {
  await server?.stop();
  await usgs?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Signs the page's browser in as this server's staff member through its own outbox. */
async function signInStaff(page: Page, email: string): Promise<void> {
  const started = Date.now();
  expect((await page.request.post(`${server.url}/api/login`, { data: { email } })).status()).toBe(200);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mails = await readOutbox(path.join(dir, 'data', 'outbox'), { since: started, to: email });
      link = mails.map((m) => /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(m.text)?.[0]).find(Boolean);
      return link;
    })
    .toBeTruthy();
  expect((await page.request.get(link!, { maxRedirects: 0 })).status()).toBe(302);
}

/** The river as USGS reports it, read by the server now (staff's scan). */
async function riverReads(page: Page, river: { cfs: number; at: string } | 'down'): Promise<void> {
  if (river === 'down') usgs.mode = 'error-500';
  else {
    usgs.mode = 'ok';
    usgs.flows[GAUGE] = { cfs: river.cfs, at: Date.parse(river.at) };
  }
  const scan = await page.request.post(`${server.url}/api/river-flow/scan`, { headers: { origin: server.url } });
  expect(scan.status(), await scan.text()).toBe(200);
  expect(((await scan.json()) as { ok: boolean }).ok).toBe(river !== 'down');
}

const planOf = (date: string) => `${server.url}/plan?from=Springdale&hours=day&date=${date}&time=08:00&favs=the-narrows-zion`;

test.describe('The Narrows by the river (issue 49)', () => {
  test.describe.configure({ mode: 'serial' });

  test('84 cubic feet per second on 1 April: today’s plan wades The Narrows with the reading under it @desktop', async ({ page }) => {
    await signInStaff(page, STAFF[0]!);
    await riverReads(page, { cfs: 84, at: '2027-04-01T15:00:00Z' });
    await page.clock.setFixedTime(new Date('2027-04-01T15:30:00Z'));
    await page.goto(planOf('2027-04-01'));
    await expect(page.getByRole('heading', { name: /^Your favorites in 1 day$/ })).toBeVisible();
    const stop = page.locator('.plan .tl-stop', { hasText: 'The Narrows' });
    await expect(stop).toHaveCount(1);
    await expect(stop).toContainText(
      'The Narrows: open by the river’s flow: the North Fork of the Virgin River ran 84 cubic feet per second at 9:00 AM MDT (USGS gauge); the park closes it above 150.',
    );
    // The same request for a day with no reading keeps the usual runoff window.
    await page.goto(planOf('2027-04-02'));
    await expect(page.getByText(/^The Narrows \(Bottom-Up\): The Narrows is usually closed in the spring runoff/)).toBeVisible();
    await expect(page.locator('.plan .tl-stop', { hasText: 'The Narrows' })).toHaveCount(0);
  });

  test('310 in June: today’s plan leaves it out with the reading, and its page says closed @desktop', async ({ page }) => {
    await signInStaff(page, STAFF[1]!);
    await riverReads(page, { cfs: 310, at: '2027-06-20T14:45:00Z' });
    await page.clock.setFixedTime(new Date('2027-06-20T15:00:00Z'));
    await page.goto(planOf('2027-06-20'));
    await expect(
      page.getByText(
        'The Narrows (Bottom-Up): The Narrows: closed by the river’s flow: the North Fork of the Virgin River ran 310 cubic feet per second at 8:45 AM MDT (USGS gauge); the park closes it above 150.',
      ),
    ).toBeVisible();
    await expect(page.locator('.plan .tl-stop', { hasText: 'The Narrows' })).toHaveCount(0);
    await page.goto(`${server.url}/destinations/the-narrows-zion/`);
    await expect(page.locator('[data-river]')).toHaveAttribute('data-river', 'closed');
    await expect(page.locator('[data-river]')).toContainText('ran 310 cubic feet per second');
  });

  test('the gauge down: /conditions says it cannot be read and plans keep the usual "usually closed" window @desktop', async ({ page }) => {
    await signInStaff(page, STAFF[2]!);
    await riverReads(page, 'down');
    await page.clock.setFixedTime(new Date('2027-04-01T15:30:00Z'));
    await page.goto(`${server.url}/conditions`);
    await expect(page.locator('[data-river-place="the-narrows-zion"]')).toHaveAttribute('data-state', 'unavailable');
    await expect(page.locator('[data-river-place="the-narrows-zion"]')).toContainText(
      'The Narrows: the river gauge cannot be read right now (The USGS river gauge answered 500).',
    );
    await page.goto(planOf('2027-04-01'));
    await expect(page.getByText(/^The Narrows \(Bottom-Up\): The Narrows is usually closed in the spring runoff/)).toBeVisible();
    await expect(page.locator('.plan .tl-stop', { hasText: 'The Narrows' })).toHaveCount(0);
  });
});

test.describe('a withdrawn place (issue 49, decision 085)', () => {
  test('withdrawn in the editor, a catalogue place’s prebuilt page answers 410 at once; restored, it comes back @desktop', async ({ page }) => {
    const pageUrl = `${server.url}/destinations/upheaval-dome/`;
    expect((await page.request.get(pageUrl)).status()).toBe(200);
    await signInStaff(page, STAFF[3]!);
    await page.goto(pageUrl);
    await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
    await page.getByRole('button', { name: 'Withdraw this place' }).click();
    await expect(page.getByRole('group', { name: /its own page at once/ })).toBeVisible();
    await page.getByRole('button', { name: 'Yes, withdraw it' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Withdrawn:/);
    const gone = await page.request.get(pageUrl);
    expect(gone.status()).toBe(410);
    expect(gone.headers()['x-robots-tag']).toBe('noindex');
    expect((await page.goto(pageUrl))?.status()).toBe(410);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This place is no longer in the guide');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByRole('link', { name: 'Browse all destinations' }).click();
    await expect(page).toHaveURL(/\/destinations\/$/);
    await page.goto(`${server.url}/admin/catalogue`);
    await page.getByLabel('Find a place by name or id').fill('Upheaval Dome');
    await page.getByRole('button', { name: /^Upheaval Dome/ }).click();
    await page.getByRole('button', { name: 'Restore this place' }).click();
    await expect(page.locator('[data-editor-status]')).toHaveText(/^Restored:/);
    expect((await page.goto(pageUrl))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upheaval Dome');
  });
});
