import path from 'node:path';
import { type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { expectAccessible, signIn, signInAsStaff } from './helpers.ts';
import { countFetches } from './timing.ts';

/** A staff member of this test alone (sign-in links are rate-limited per address). */
async function signInStaffOf(page: Page, info: TestInfo, what: string): Promise<string> {
  const email = `${what}-${info.project.name}@staff.example.com`;
  await signInAsStaff(page, email);
  return email;
}

/** Messages in the server's outbox written after `since`, parsed. */
const outboxSince = (since: number) => readOutbox(path.join(E2E_DATA_DIR, 'outbox'), { since });

// Only a toast people can see counts: one left inside a closed dialog is in the page but hidden.
const toast = (page: Page) => page.locator('#toast-region').filter({ visible: true });

/** A second, anonymous browser opens the destinations list and one destination; returns its session id and the destination's name. */
async function browseInAnotherBrowser(browser: Browser, pick: number): Promise<{ sessionId: string; name: string; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  const browsed = visitor.waitForResponse((r) => r.url().endsWith('/api/interactions') && r.status() === 204);
  await visitor.goto('/destinations');
  await browsed;
  const links = visitor.locator('main a[href^="/destinations/"]');
  const href = (await links.nth(pick).getAttribute('href'))!;
  // Five views, so the place is among the ten most viewed even after the other browser tests
  // (sharing this server) have viewed many places once or twice.
  for (let i = 0; i < 5; i++) {
    const viewed = visitor.waitForResponse((r) => r.url().endsWith('/api/interactions') && r.status() === 204);
    await visitor.goto(href);
    await viewed;
  }
  const name = (await visitor.locator('article.destination h1').textContent())!.trim();
  const sessionId = (await context.cookies()).find((c) => c.name === 'slc_sid')!.value;
  return { sessionId, name, close: () => context.close() };
}

test.describe('staff pages are for staff only', () => {
  for (const url of ['/admin', '/admin/submissions', '/admin/review', '/admin/catalogue', '/admin/texts']) {
    test(`an anonymous visitor and a signed-in visitor see a sign-in prompt on ${url}, and no staff data is requested`, async ({ page }, info) => {
      const staffCalls: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/(admin|email)\//.test(r.url())) staffCalls.push(r.url());
      });
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toBeVisible();
      await expect(page.locator('.staff-prompt').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      // The prompt passes axe at both widths: chrome.spec.ts opens each of these pages signed out.

      const email = `not-staff-${url.length}-${info.project.name}@example.com`;
      await signIn(page, email);
      await page.goto(url);
      await expect(page.getByText(`You are signed in as ${email}, which is not a staff account`, { exact: false })).toBeVisible();
      await expect(page.getByRole('tab')).toHaveCount(0);
      expect(staffCalls).toEqual([]);
      // The server refuses anyway.
      expect((await page.request.get('/api/admin/submissions')).status()).toBe(403);
    });
  }
});

test.describe('the admin dashboard', () => {
  test('staff see the Overview cards and the System Status panel, and the other tabs by keyboard @layout', async ({ page }, info) => {
    await signInStaffOf(page, info, 'overview');
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    const overview = page.getByRole('tabpanel', { name: 'Overview' });
    for (const title of ['Total Destinations', 'Active Sessions', "Today's Interactions", 'Email Notifications']) {
      await expect(overview.getByRole('heading', { name: title })).toBeVisible();
    }
    // Parallel tests approve and withdraw places: read the page and the API again until both saw the same table.
    let reads = 0;
    await expect(async () => {
      if (reads++ > 0) await page.reload();
      const total = (await (await page.request.get('/api/destinations')).json()) as unknown[];
      await expect(overview.locator('.stat-card').filter({ hasText: 'Total Destinations' })).toContainText(String(total.length), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(overview.locator('.stat-card').filter({ hasText: 'Active Sessions' })).toContainText('Distinct sessions today, since midnight Utah time');
    const email = overview.locator('.stat-card').filter({ hasText: 'Email Notifications' });
    await expect(email).toContainText('Active');
    await expect(email).toContainText('Emails sent every 5 minutes');
    const status = overview.getByRole('region', { name: 'System Status' });
    // Each system with the state the server checked (tests/e2e/health.spec.ts looks closer).
    for (const system of ['Database', 'Email', 'Reddit scans', 'Google Places', 'Weather (NWS)', 'Parks (NPS)', 'Site build']) {
      await expect(status.getByRole('listitem').filter({ hasText: system })).toContainText(/working|failed|running|not configured|no answer yet/);
    }
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Live Interactions' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Live Interactions' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tabpanel', { name: 'Analytics' }).getByRole('heading', { name: 'Popular Destinations' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Analytics' }).getByRole('heading', { name: 'Interaction Types' })).toBeVisible();
    await expectAccessible(page);
  });

  test('the live list fills as a second browser browses, and the Analytics tab counts the views', async ({ page, browser }, info) => {
    test.setTimeout(60_000);
    await signInStaffOf(page, info, 'live');
    const fetches = await countFetches(page, '/api/admin/interactions');
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/admin');
    await page.getByRole('tab', { name: 'Live Interactions' }).click();
    const live = page.getByRole('tabpanel', { name: 'Live Interactions' });
    await expect(live.getByText(/The latest 20, updated every 10 seconds/)).toBeVisible();

    const other = await browseInAnotherBrowser(browser, info.project.name === 'phone' ? 3 : 2);
    const item = live
      .getByRole('listitem')
      .filter({ hasText: other.sessionId.slice(0, 8) })
      .filter({ hasText: other.name })
      .first();
    // Every answer the page asked for so far is in, and none of them knew the other browser.
    await expect.poll(async () => fetches().then((f) => f.started > 0 && f.settled === f.started)).toBe(true);
    await expect(item).toHaveCount(0);
    // No reload: the list refetches every 10 seconds on its own (the page's clock is moved on).
    const before = (await fetches()).started;
    await page.clock.runFor(10_000);
    expect((await fetches()).started).toBe(before + 1);
    await expect(item).toBeVisible();
    await expect(item).toContainText('destination detail view');
    await expect(item).toContainText('anonymous');
    await expect(item).not.toContainText(other.sessionId.slice(0, 9));
    await expect(
      live
        .getByRole('listitem')
        .filter({ hasText: other.sessionId.slice(0, 8) })
        .filter({ hasText: 'destinations browse' }),
    ).toBeVisible();
    await other.close();

    await page.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
    await expect(analytics.getByRole('listitem').filter({ hasText: other.name })).toContainText(/\d+ views?/);
    await expect(analytics.getByRole('listitem').filter({ hasText: 'destination detail view' })).toContainText(/[1-9]\d*/);
  });

  test('empty and missing data show the fallbacks of docs/product.md §2.21', async ({ page }, info) => {
    await signInStaffOf(page, info, 'empty');
    await page.route('**/api/admin/analytics', (route) =>
      route.fulfill({
        json: { totalDestinations: null, activeSessions: 0, todayInteractions: 0, pendingInteractions: 0, popularDestinations: [], interactionTypes: [] },
      }),
    );
    await page.route('**/api/admin/interactions', (route) => route.fulfill({ json: [] }));
    await page.goto('/admin');
    await expect(page.locator('.stat-card').filter({ hasText: 'Total Destinations' })).toContainText('—');
    await page.getByRole('tab', { name: 'Live Interactions' }).click();
    await expect(page.getByText('No recent interactions captured')).toBeVisible();
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await expect(page.getByRole('region', { name: 'Popular Destinations' }).getByText('No data available')).toBeVisible();
  });

  test('Refresh, Test Email and Send Summary show their toasts, and the mail arrives in the outbox @desktop', async ({ page, browser }, info) => {
    test.setTimeout(60_000);
    const email = await signInStaffOf(page, info, 'buttons');
    await page.goto('/admin');
    await expect(page.getByRole('tab', { name: 'Overview' })).toBeVisible();

    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(toast(page)).toContainText('Data Refreshed');
    await expect(toast(page)).toContainText('Latest analytics and interactions loaded');

    const started = Date.now();
    await page.getByRole('button', { name: 'Test Email' }).click();
    await expect(toast(page)).toContainText('Email Test Sent');
    await expect(toast(page)).toContainText('Check your email for the test message');
    await expect.poll(async () => (await outboxSince(started)).some((m) => m.to.includes(email) && m.subject === 'SLC Trips test e-mail')).toBe(true);

    // A visitor's views are pending; the button mails them at once. The five-minute schedule
    // mails STAFF_EMAILS only, so a digest addressed to the person who clicked is the button's.
    // (Tagged @desktop: the phone run of this file could otherwise mail these views first.)
    // The five-minute schedule may still mail them in the second between browsing and the
    // click; it cannot fire again within seconds, so one more round settles it.
    type Summary = { ok: boolean; sent: boolean; count: number; to: string[] };
    let other = await browseInAnotherBrowser(browser, 1);
    let result: Summary | undefined;
    for (let round = 0; round < 2; round++) {
      if (round > 0) other = await browseInAnotherBrowser(browser, 1);
      await other.close();
      const [sent] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/email/test-interactions') && r.request().method() === 'POST'),
        page.getByRole('button', { name: 'Send Summary' }).click(),
      ]);
      expect(sent.ok()).toBe(true);
      result = (await sent.json()) as Summary;
      if (result.count > 0) break;
    }
    if (!result) throw new Error('no summary answer');
    expect(result).toMatchObject({ ok: true, sent: true });
    expect(result.count).toBeGreaterThanOrEqual(1);
    expect(result.to).toContain(email);
    await expect(toast(page)).toContainText('Interaction Summary Sent');
    await expect(toast(page)).toContainText('Pending interactions have been emailed');
    const toClicker = async () =>
      (await outboxSince(started)).find(
        (m) => m.to.includes(email) && /^SLC Trips: \d+ new interaction/.test(m.subject) && m.text.includes(other.sessionId.slice(0, 8)),
      );
    await expect.poll(toClicker).toBeTruthy();
    const digest = (await toClicker())!;
    expect(digest.subject).toMatch(new RegExp(`^SLC Trips: ${result.count} new interactions?$`));
    expect(digest.text).toContain(other.name);
  });

  test('failed e-mail actions show the failure toasts of docs/product.md §8 with the server message', async ({ page }, info) => {
    await signInStaffOf(page, info, 'mailfail');
    const reason = 'The mail server could not be reached. Nothing was sent.';
    await page.route('**/api/email/**', (route) => route.fulfill({ status: 502, json: { error: reason } }));
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Test Email' }).click();
    await expect(toast(page)).toContainText('Email Test Failed');
    await expect(toast(page)).toContainText(reason);
    await page.getByRole('button', { name: 'Send Summary' }).click();
    await expect(toast(page)).toContainText('Failed to Send Summary');
    await expect(toast(page)).toContainText(reason);
  });

  test('a sent summary keeps its success toast when reloading the counters afterwards fails @desktop', async ({ page }, info) => {
    await signInStaffOf(page, info, 'reloadfail');
    await page.goto('/admin');
    await expect(page.locator('.stat-card').filter({ hasText: "Today's Interactions" })).toContainText(/\d/);
    await page.route('**/api/admin/analytics', (route) =>
      route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.' } }),
    );
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/analytics') && r.status() === 500);
    await page.getByRole('button', { name: 'Send Summary' }).click();
    await expect(toast(page)).toContainText('Interaction Summary Sent');
    await reloaded;
    await expect(page.getByRole('button', { name: 'Send Summary' })).toBeEnabled();
    await expect(toast(page)).not.toContainText('Failed to Send Summary');
    await expect(toast(page)).toContainText('Interaction Summary Sent');
  });
});
