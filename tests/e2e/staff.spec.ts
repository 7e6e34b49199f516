import path from 'node:path';
import { type APIResponse, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { expectAccessible, signIn, signInAsStaff } from './helpers.ts';
import { countFetches, gate } from './timing.ts';

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
  for (const url of ['/admin', '/admin/submissions']) {
    test(`an anonymous visitor and a signed-in visitor see a sign-in prompt on ${url}, and no staff data is requested`, async ({ page }, info) => {
      const staffCalls: string[] = [];
      page.on('request', (r) => {
        if (/\/api\/(admin|email)\//.test(r.url())) staffCalls.push(r.url());
      });
      await page.goto(url);
      await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toBeVisible();
      await expect(page.locator('.staff-prompt').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
      await expectAccessible(page);

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
    for (const system of ['Email System', 'User Tracking', 'Reddit API', 'Database', 'Places API', 'Weather API']) {
      await expect(status.getByRole('listitem').filter({ hasText: system })).toContainText('healthy');
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
    await expect(page.locator('.stat-card').filter({ hasText: 'Total Destinations' })).toContainText('700+');
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

test.describe('business submissions', () => {
  test('the submission form shows its notice, hero tags and fields, and reports a failure naming the contact address', async ({ page }) => {
    await page.goto('/submit-destination');
    await expect(page.getByRole('heading', { name: 'Submit Your Destination', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Why list with us' })).toContainText('Free Listing');
    await expect(page.getByText(/we do not accept franchise or chain restaurants/)).toBeVisible();
    const category = page.getByLabel('Category');
    for (const value of ['outdoor', 'cultural', 'entertainment', 'dining', 'lodging', 'shopping', 'family', 'adventure', 'wellness', 'education']) {
      await expect(category.locator(`option[value="${value}"]`)).toHaveCount(1);
    }
    const role = page.getByLabel('Your Role');
    for (const value of ['owner', 'manager', 'marketing', 'employee', 'representative', 'other'])
      await expect(role.locator(`option[value="${value}"]`)).toHaveCount(1);
    for (const label of ['Business/Destination Name', 'Address', 'Phone', 'E-mail', 'Description', 'Contact Name']) {
      await expect(page.getByLabel(label, { exact: false }).first()).toHaveAttribute('required', '');
    }
    for (const label of ['Website', 'Highlights', 'Hours', 'Pricing', 'Seasonality']) {
      await expect(page.getByLabel(label, { exact: false }).first()).not.toHaveAttribute('required', '');
    }
    await expect(page.getByLabel('Website')).toHaveAttribute('type', 'url');
    await expect(page.getByLabel('E-mail')).toHaveAttribute('type', 'email');
    await expectAccessible(page);

    await page.route('**/api/submit-destination', (route) => route.fulfill({ status: 500, json: { error: 'down' } }));
    await fillForm(page, { name: 'Failing Place', email: 'fail@example.com', phone: '(801) 555-0199' });
    await page.getByRole('button', { name: 'Submit Destination' }).click();
    await expect(toast(page)).toContainText('Submission Error');
    await expect(toast(page)).toContainText('Please try again or email us directly at hello@slctrips.com');
    await expect(page.getByLabel('Business/Destination Name')).toHaveValue('Failing Place');
  });

  test('a business submits, staff review and approve, and the destination is in the API at once', async ({ page, browser }, info) => {
    test.setTimeout(90_000);
    const name = `Journey Cafe ${info.project.name} ${Date.now().toString(36)}`;
    await page.goto('/submit-destination');
    await fillForm(page, { name, email: 'owner@journey.example.com', phone: '(435) 555-0123' });
    // Hold the request until the submitting state has been seen.
    const held = gate();
    await page.route('**/api/submit-destination', async (route) => {
      await held.passed;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Destination' }).click();
    await expect(page.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    held.open();
    await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();
    await expect(toast(page)).toContainText("We'll review your destination and get back to you within 3-5 business days.");
    await expect(page.getByText('owner@journey.example.com')).toBeVisible();
    await expect(page.getByText('(435) 555-0123')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');

    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    await signInStaffOf(staff, info, 'journey');
    await staff.goto('/admin/submissions');
    await expect(staff.getByRole('heading', { name: 'Business Submissions', level: 1 })).toBeVisible();
    const counters = staff.locator('.counters');
    await expect(counters).toContainText('Pending');
    await expect(counters).toContainText('Approved');
    await expect(counters).toContainText('Total');
    await expect(counters.locator('div').filter({ hasText: 'Pending' }).locator('dd')).toHaveText(/^[1-9]\d*$/);
    const pendingPanel = staff.getByRole('tabpanel', { name: 'Pending' });
    const card = pendingPanel.getByRole('listitem').filter({ has: staff.getByRole('heading', { name }) });
    await expect(card).toContainText('Dining');
    await expect(card).toContainText('owner@journey.example.com');

    // Cancel leaves it pending.
    await card.getByRole('button', { name: /^Review/ }).click();
    const dialog = staff.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Review “${name}”` })).toBeVisible();
    await expectAccessible(staff);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(card).toBeVisible();

    await card.getByRole('button', { name: /^Review/ }).click();
    await dialog.getByLabel('Review notes (optional)').fill('Local, independent, verified by phone.');
    await dialog.getByRole('button', { name: 'Approve' }).click();
    try {
      // The toast is shown as the dialog closes, and must outlive it.
      await expect(dialog).toBeHidden();
      await expect(toast(staff).getByText('Status Updated')).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(counters.locator('div').filter({ hasText: 'Approved' }).locator('dd')).toHaveText(/^[1-9]\d*$/);

      await staff.getByRole('tab', { name: 'Reviewed' }).click();
      const reviewed = staff
        .getByRole('tabpanel', { name: 'Reviewed' })
        .getByRole('listitem')
        .filter({ has: staff.getByRole('heading', { name }) });
      await expect(reviewed).toContainText('Approved');
      await expect(reviewed).toContainText('Local, independent, verified by phone.');
      await expect(reviewed.getByRole('button', { name: /Reopen review/ })).toBeVisible();

      const all = (await (await page.request.get('/api/destinations')).json()) as Array<{
        id: string;
        name: string;
        category: string;
        driveTimeMinutes: number;
        coordinates: unknown;
      }>;
      const listed = all.find((d) => d.name === name);
      expect(listed).toMatchObject({ category: 'Urban & Downtown', coordinates: { lat: expect.any(Number), lng: expect.any(Number) } });
      expect(listed!.driveTimeMinutes).toBeGreaterThan(150);
      expect((await page.request.get(`/api/destinations/${listed!.id}`)).status()).toBe(200);
    } finally {
      // Other specs compare the prebuilt pages with the API on the same server: withdraw the
      // listing again (rejecting an approved submission removes its destination).
      const submissions = (await (await staff.request.get('/api/admin/submissions')).json()) as Array<{ id: string; name: string }>;
      const mine = submissions.find((s) => s.name === name)!;
      const withdrawn = await staff.request.put(`/api/admin/submissions/${mine.id}`, {
        data: { status: 'rejected', reviewNotes: 'Withdrawn after the test.' },
      });
      expect(withdrawn.status()).toBe(200);
      expect(await listsName(await page.request.get('/api/destinations'), name)).toBe(false);
      await staffContext.close();
    }
  });

  test('a submission made of script tags and HTML renders inertly in the review screen; rejecting it works', async ({ page }, info) => {
    const evil = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2"> ${info.project.name} ${Date.now().toString(36)}`;
    const response = await page.request.post('/api/submit-destination', {
      data: {
        name: evil,
        category: 'entertainment',
        address: '<b>1 Main St</b>, Nowhere',
        website: 'https://example.com/"><script>alert(1)</script>',
        phone: '801 555 0100',
        email: 'evil@example.com',
        description: '<iframe src="javascript:alert(1)"></iframe><a href="javascript:alert(1)">click</a>',
        highlights: '<style>body{display:none}</style>',
        contactName: '<svg onload=alert(1)>',
        businessRole: 'other',
      },
    });
    expect(response.status()).toBe(201);
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    await signInStaffOf(page, info, 'inert');
    await page.goto('/admin/submissions');
    const card = page.getByRole('tabpanel', { name: 'Pending' }).getByRole('listitem').filter({ hasText: evil });
    await expect(card.getByRole('heading', { name: evil })).toBeVisible();
    await expect(card).toContainText('<iframe src="javascript:alert(1)"></iframe>');
    await expect(card).toContainText('<svg onload=alert(1)>');
    await expect(card.locator('script, img, iframe, svg, style, b')).toHaveCount(0);
    await expect(page.locator('body')).toBeVisible();
    await card.getByRole('button', { name: /^Review/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: `Review “${evil}”` })).toBeVisible();
    await expect(dialog.locator('script, img')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toBe(0);

    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(page).getByText('Status Updated')).toBeVisible();
    await page.getByRole('tab', { name: 'Reviewed' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Reviewed' }).getByRole('listitem').filter({ hasText: evil })).toContainText('Rejected');
  });

  test('a failed review update shows the failure toast of docs/product.md §8 and keeps the dialog open', async ({ page }, info) => {
    await signInStaffOf(page, info, 'updatefail');
    await page.route('**/api/admin/submissions', (route) =>
      route.fulfill({
        json: [
          {
            id: '00000000-0000-4000-8000-000000000001',
            name: 'Stubbed Place',
            category: 'outdoor',
            address: 'Moab, UT',
            website: null,
            phone: '435 555 0100',
            email: 's@example.com',
            description: 'A stub.',
            highlights: null,
            hours: null,
            pricing: null,
            seasonality: null,
            contactName: 'Stu',
            businessRole: 'owner',
            status: 'pending',
            createdAt: new Date().toISOString(),
            reviewNotes: null,
            reviewedAt: null,
            destinationId: null,
            located: null,
          },
        ],
      }),
    );
    await page.route('**/api/admin/submissions/*', (route) => route.fulfill({ status: 500, json: { error: 'boom' } }));
    await page.goto('/admin/submissions');
    await page.getByRole('button', { name: /^Review Stubbed Place/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page)).toContainText('Update Failed');
    await expect(toast(page)).toContainText('Failed to update submission status. Please try again.');
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

/** Whether a GET /api/destinations answer lists a destination of this name. */
async function listsName(response: APIResponse, name: string): Promise<boolean> {
  return ((await response.json()) as Array<{ name: string }>).some((d) => d.name === name);
}

async function fillForm(page: Page, v: { name: string; email: string; phone: string }) {
  await page.getByLabel('Business/Destination Name').fill(v.name);
  await page.getByLabel('Category').selectOption('dining');
  await page.getByLabel('Address').fill('45 N Main St, Moab, UT 84532');
  await page.getByLabel('Website').fill('https://journey.example.com');
  await page.getByLabel('Phone').fill(v.phone);
  await page.getByLabel('E-mail').fill(v.email);
  await page.getByLabel('Description').fill('Independent coffee house with a shaded patio, five minutes from the Arches entrance.');
  await page.getByLabel('Highlights').fill('Local roasts\nBike parking');
  await page.getByLabel('Hours').fill('7am-3pm');
  await page.getByLabel('Pricing').fill('$');
  await page.getByLabel('Seasonality').fill('March to November');
  await page.getByLabel('Contact Name').fill('Jo Journey');
  await page.getByLabel('Your Role').selectOption('owner');
  await expect(page.getByRole('button', { name: 'Submit Destination' })).toBeEnabled();
}
