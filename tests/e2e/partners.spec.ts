import path from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { readOutbox } from '../helpers/outbox.ts';
import { expectAccessible, signInAsStaff } from './helpers.ts';

// Issue 21 (first half), decision 025: a submitter follows their submission through the private
// link of the e-mails; staff ask for changes, the submitter corrects them, staff approve.

/** Every message in the outbox to `email`, oldest first, as text. */
const mailsTo = async (email: string): Promise<string[]> => (await readOutbox(path.join(E2E_DATA_DIR, 'outbox'), { to: email })).map((m) => m.all);

/** Waits for the `n`-th mail to `email` and returns its status link and text. */
async function nthStatusMail(email: string, n: number): Promise<{ link: string; mail: string }> {
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 10_000 }).toBeGreaterThanOrEqual(n);
  const mail = (await mailsTo(email))[n - 1]!;
  const link = /https?:\/\/[^\s"<>]+\/submissions\/status\?token=[A-Za-z0-9_%-]+/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  return { link: link!, mail };
}

const signInPartnersStaff = (page: Page, info: TestInfo) => signInAsStaff(page, `partners-${info.project.name}@staff.example.com`);

const toast = (page: Page) => page.locator('#toast-region').filter({ visible: true });

test('a submitter follows their submission: pending, changes requested and corrected, pending again, approved with a link to the place', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const name = `Partner Bakery ${info.project.name} ${stamp}`;
  const email = `owner-${info.project.name}-${stamp}@partners.example.com`;

  // The public form, as a business fills it.
  await page.goto('/submit-destination');
  await page.getByLabel('Business/Destination Name').fill(name);
  await page.getByLabel('Category').selectOption('Urban & Downtown');
  await page.getByLabel('Address').fill('45 N Main St, Moab, UT 84532');
  await page.getByRole('textbox', { name: 'Phone' }).fill('(435) 555-0177');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Description').fill('A family bakery with sourdough and desert-flower honey cakes, a block from Main Street.');
  await page.getByLabel('Hours').fill('7am-2pm');
  await page.getByLabel('Contact Name').fill('Pat Partner');
  await page.getByLabel('Your Role').selectOption('owner');
  await page.getByRole('button', { name: 'Submit Destination' }).click();
  await expect(page.getByRole('heading', { name: 'Submission Received!' })).toBeVisible();
  await expect(page.getByText('We have e-mailed you a private link')).toBeVisible();

  // The confirmation e-mail's link: pending.
  const received = await nthStatusMail(email, 1);
  await page.goto(received.link);
  await expect(page.getByRole('heading', { name: 'Your submission', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.locator('.status-line')).toHaveText('Status: Pending review');
  await expect(page.getByText('A family bakery with sourdough')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send corrections' })).toHaveCount(0);
  await expectAccessible(page);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  try {
    await signInPartnersStaff(staff, info);
    await staff.goto('/admin/submissions');
    const pending = staff
      .getByRole('tabpanel', { name: 'Pending' })
      .getByRole('listitem')
      .filter({ has: staff.getByRole('heading', { name }) });
    await pending.getByRole('button', { name: /^Review/ }).click();
    const dialog = staff.getByRole('dialog');
    // Asking for changes needs notes.
    await dialog.getByRole('button', { name: 'Request changes' }).click();
    await expect(dialog.getByText('Please tell the submitter what to change.')).toBeVisible();
    await expect(dialog.getByLabel('Review notes (optional)')).toBeFocused();
    await dialog.getByLabel('Review notes (optional)').fill('Please add your winter hours.');
    await dialog.getByRole('button', { name: 'Request changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(toast(staff)).toContainText('is now waiting for the submitter’s changes');
    await expect(pending).toHaveCount(0);

    // The new e-mail carries a new link; the old one now says so.
    const changes = await nthStatusMail(email, 2);
    expect(changes.mail).toContain('Please add your winter hours.');
    await page.goto(received.link);
    await expect(page.getByRole('heading', { name: 'This status link is not valid' })).toBeVisible();
    await expect(page.getByText('each e-mail we send about a submission carries a new link')).toBeVisible();

    await page.goto(changes.link);
    await expect(page.locator('.status-line')).toHaveText('Status: Needs changes');
    await expect(page.locator('.reviewer-notes')).toContainText('Please add your winter hours.');
    await expect(page.getByRole('heading', { name: 'Correct your submission' })).toBeVisible();
    await expect(page.getByLabel('Business/Destination Name')).toHaveValue(name);
    await expect(page.getByLabel('Category')).toHaveValue('Urban & Downtown');
    await expect(page.getByLabel('Hours')).toHaveValue('7am-2pm');
    await expectAccessible(page);
    // Validated like the form.
    await page.getByRole('textbox', { name: 'Phone' }).fill('call me');
    await page.getByRole('button', { name: 'Send corrections' }).click();
    await expect(page.getByText('Please enter a phone number, e.g. (801) 555-0100')).toBeVisible();
    await page.getByRole('textbox', { name: 'Phone' }).fill('(435) 555-0177');
    await page.getByLabel('Hours').fill('7am-2pm; winter 8am-1pm');
    await page.getByRole('button', { name: 'Send corrections' }).click();
    await expect(toast(page)).toContainText('Corrections sent');
    await expect(page.locator('.status-line')).toHaveText('Status: Pending review');
    await expect(page.getByRole('button', { name: 'Send corrections' })).toHaveCount(0);
    await expect(page.getByText('7am-2pm; winter 8am-1pm')).toBeVisible();

    // Staff see it pending again, corrected, and approve it.
    await staff.reload();
    const again = staff
      .getByRole('tabpanel', { name: 'Pending' })
      .getByRole('listitem')
      .filter({ has: staff.getByRole('heading', { name }) });
    await expect(again).toContainText('7am-2pm; winter 8am-1pm');
    await again.getByRole('button', { name: /^Review/ }).click();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(staff)).toContainText('is now approved');

    const approved = await nthStatusMail(email, 3);
    await page.goto(approved.link);
    await expect(page.locator('.status-line')).toHaveText('Status: Approved');
    const placeLink = page.getByRole('link', { name: `See ${name} in the guide` });
    await expect(placeLink).toHaveAttribute('href', /^\/destinations\/partner-bakery-[a-z0-9-]+\/$/);
    await expectAccessible(page);
  } finally {
    // Other specs compare the prebuilt pages with the API on the same server: withdraw it again.
    const submissions = (await (await staff.request.get('/api/admin/submissions')).json()) as Array<{ id: string; name: string }>;
    const mine = submissions.find((s) => s.name === name);
    if (mine)
      expect(
        (await staff.request.put(`/api/admin/submissions/${mine.id}`, { data: { status: 'rejected', reviewNotes: 'Withdrawn after the test.' } })).status(),
      ).toBe(200);
    await staffContext.close();
  }
});

test('a link without a valid token says so plainly @desktop', async ({ page }) => {
  await page.goto('/submissions/status?token=not-a-real-token');
  await expect(page.getByRole('heading', { name: 'This status link is not valid' })).toBeVisible();
  await page.goto('/submissions/status');
  await expect(page.getByRole('heading', { name: 'This status link is not valid' })).toBeVisible();
  await expectAccessible(page);
});
