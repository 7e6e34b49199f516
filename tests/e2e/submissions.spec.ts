import { type APIResponse, expect, type Page, type TestInfo, test } from '@playwright/test';
import { expectAccessible, signInAsStaff } from './helpers.ts';
import { gate } from './timing.ts';

// Business submissions: the form, staff review and approval, inert rendering, failures.

/** A staff member of this test alone (sign-in links are rate-limited per address). */
async function signInStaffOf(page: Page, info: TestInfo, what: string): Promise<string> {
  const email = `${what}-${info.project.name}@staff.example.com`;
  await signInAsStaff(page, email);
  return email;
}

// Only a toast people can see counts: one left inside a closed dialog is in the page but hidden.
const toast = (page: Page) => page.locator('#toast-region').filter({ visible: true });

test.describe('business submissions', () => {
  test('the submission form shows its notice, hero tags and fields, and reports a failure naming the contact address', async ({ page }) => {
    await page.goto('/submit-destination');
    await expect(page.getByRole('heading', { name: 'Submit Your Destination', level: 1 })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Why list with us' })).toContainText('Free Listing');
    await expect(page.getByText(/we do not accept franchise or chain restaurants/)).toBeVisible();
    // The site's eight categories, in the site's order, each sent as its name (issue 51).
    const categories = page.getByLabel('Category').locator('option:not([value=""])');
    const eight = [
      'Urban & Downtown',
      'Activities & Recreation',
      'Natural Wonders',
      'Skiing & Winter',
      'Olympic Venues',
      'Entertainment',
      'Family Fun',
      'Cultural & Historic',
    ];
    await expect(categories).toHaveText(eight);
    expect(await categories.evaluateAll((els) => els.map((e) => (e as HTMLOptionElement).value))).toEqual(eight);
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
    await expect(card).toContainText('Urban & Downtown');
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
  await page.getByLabel('Category').selectOption('Urban & Downtown');
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
