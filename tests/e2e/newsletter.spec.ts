import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { type Mail, readOutbox } from '../helpers/outbox.ts';
import { expectAccessible, signInAsStaff } from './helpers.ts';

// Issue 51: the newsletter is a real list. Sign-up in the modal, the confirmation mail, the
// confirmed count staff see, and the unsubscribe link that takes the address off again.

const OUTBOX = path.join(E2E_DATA_DIR, 'outbox');

/** The newest mail to `email` in the e2e server's outbox, once it is there. */
async function mailTo(email: string): Promise<Mail> {
  let mail: Mail | undefined;
  await expect
    .poll(async () => {
      mail = (await readOutbox(OUTBOX, { to: email })).at(-1);
      return mail?.subject;
    })
    .toBe('Confirm your SLC Trips newsletter sign-up');
  return mail!;
}

const linkIn = (mail: Mail, kind: 'confirm' | 'unsubscribe') => {
  const link = new RegExp(`https?://[^\\s"<>]+/api/newsletter/${kind}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text)?.[0];
  expect(link, `${kind} link in the mail`).toBeTruthy();
  return link!;
};

/** The staff count of confirmed subscribers, as the admin dashboard shows it. */
async function confirmedOnDashboard(page: Page): Promise<number> {
  await page.goto('/admin');
  const count = page.locator('[data-newsletter-counts] [data-confirmed]');
  await expect(count).toBeVisible();
  return Number(await count.textContent());
}

test('a visitor signs up in the modal, confirms from the mail, and leaves with the unsubscribe link; staff see the count follow', async ({ page }) => {
  const email = `reader-${Date.now().toString(36)}@example.com`;
  // The browser tests share one database: counts are compared with the one before the journey.
  await signInAsStaff(page, `newsletter-staff-${Date.now().toString(36)}@slctrips.test`);
  const before = await confirmedOnDashboard(page);

  // A paused fake clock: the 45-second opening happens when the test says, with no real wait.
  await page.clock.install({ time: new Date('2030-06-01T12:00:00Z') });
  await page.clock.pauseAt(new Date('2030-06-01T12:00:01Z'));
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeHidden();
  await page.clock.fastForward(46_000);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('E-mail address').fill(email);
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  // The modal's promise: a link to confirm was mailed, nothing more.
  await expect(dialog.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(dialog).toContainText(`We sent a link to confirm your sign-up to ${email}.`);
  await expect(dialog).not.toContainText(/all set/i);
  await page.clock.resume();

  // ...and that is what happened: the mail is in the outbox, and the address is not counted yet.
  const mail = await mailTo(email);
  expect(mail.headers['list-unsubscribe']).toBe(`<${linkIn(mail, 'unsubscribe')}>`);
  expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
  expect(await confirmedOnDashboard(page)).toBe(before);

  const confirmed = await page.goto(linkIn(mail, 'confirm'));
  expect(confirmed?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'You are on the list' })).toBeVisible();
  expect(await confirmedOnDashboard(page)).toBe(before + 1);
  await expect(page.getByRole('link', { name: 'Export confirmed subscribers (CSV)' })).toHaveAttribute('href', '/api/admin/newsletter.csv');
  expect(await (await page.request.get('/api/admin/newsletter.csv')).text()).toContain(`"${email}"`);

  await page.goto(linkIn(mail, 'unsubscribe'));
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  expect(await confirmedOnDashboard(page)).toBe(before);
  expect(await (await page.request.get('/api/admin/newsletter.csv')).text()).not.toContain(email);
});

test('staff see the newsletter section, and a visitor is refused its data', async ({ page, browser }) => {
  await signInAsStaff(page, `newsletter-staff2-${Date.now().toString(36)}@slctrips.test`);
  await page.goto('/admin');
  const section = page.getByRole('region', { name: 'Newsletter' });
  await expect(section.getByLabel('Subject')).toBeVisible();
  // An empty issue is refused by the server, naming the field.
  await section.getByRole('button', { name: 'Send to confirmed subscribers' }).click();
  await expect(section.getByText('Please write a subject')).toBeVisible();
  await expectAccessible(page);
  const visitor = await browser.newContext();
  expect((await visitor.request.get(`${new URL(page.url()).origin}/api/admin/newsletter`)).status()).toBe(401);
  await visitor.close();
});

test('an unknown confirmation or unsubscribe link says it is not valid', async ({ page }) => {
  for (const kind of ['confirm', 'unsubscribe']) {
    const response = await page.goto(`/api/newsletter/${kind}?token=${'Q'.repeat(43)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
  }
});
