import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { expectAccessible, signIn, usersCli } from './helpers.ts';

// Small things a visitor trips on (issue 16): the newsletter and the keyboard, every dialog
// under axe, the phone menu.

test.describe('the newsletter and the keyboard', () => {
  test('a keyboard user tabbing through the home page never loses focus to the newsletter', async ({ page }) => {
    await page.clock.install({ time: new Date('2030-06-01T12:00:00Z') });
    await page.goto('/');
    const dialog = page.locator('dialog#newsletter');
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    const before = await page.evaluate(() => document.activeElement?.outerHTML);
    // Past the 45-second timer and, by keyboard, past the 500 px scroll trigger.
    await page.clock.fastForward(46_000);
    await expect(dialog).not.toHaveAttribute('open');
    expect(await page.evaluate(() => document.activeElement?.outerHTML)).toBe(before);
    for (let i = 0; i < 10; i++) await page.keyboard.press('Tab');
    for (let i = 0; i < 3; i++) await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.clock.fastForward(60_000);
    await expect(dialog).not.toHaveAttribute('open');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(false);
    // The one showing per browser was not spent on them.
    expect(await page.evaluate(() => localStorage.getItem('slc-newsletter-shown'))).toBeNull();
  });

  test('someone filling in a field is not interrupted either', async ({ page }) => {
    await page.clock.install({ time: new Date('2030-06-01T12:00:00Z') });
    await page.goto('/');
    const field = page.getByLabel('How far will you drive?');
    await field.focus();
    await page.clock.fastForward(46_000);
    await expect(page.locator('dialog#newsletter')).not.toHaveAttribute('open');
    await expect(field).toBeFocused();
  });
});

/** A pending submission written as the submission endpoint writes it; returns a cleanup. */
async function pendingSubmission(name: string): Promise<() => Promise<void>> {
  // The app's client (decision 034: it names columns as the app's code reads them).
  const { connect } = await import('../../src/server/db.ts');
  const { createSubmission, reviewSubmission } = await import('../../src/features/submissions/submissions.server.ts');
  const sql = connect(fs.readFileSync(path.join(E2E_DATA_DIR, 'db.url'), 'utf8').trim(), { max: 1 });
  const { id } = await createSubmission(
    sql,
    {
      name,
      category: 'outdoor',
      address: '1 Canyon Rd, Moab, UT',
      phone: '(435) 555-0100',
      email: 'dialog@example.com',
      description: 'A place to open the review dialog on.',
      contactName: 'Dee Alog',
      businessRole: 'owner',
    } as never,
    `e2e-${name}`,
  );
  return async () => {
    await reviewSubmission(sql, id!, { status: 'rejected', reviewNotes: 'Test over.' });
    await sql.end();
  };
}

const headingColor = (page: Page, name: string) =>
  page
    .getByRole('dialog')
    .getByRole('heading', { name })
    .evaluate((h) => getComputedStyle(h).color);

test.describe('every dialog passes axe while open @layout', () => {
  test('the newsletter dialog', async ({ page }) => {
    await page.goto('/');
    // Pressed without scrolling there: scrolling past 500 px would open it by itself.
    await page.getByRole('button', { name: 'Sign Up for Access' }).first().dispatchEvent('click');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page);
  });

  test('the kit ranking dialog, its heading dark on the light dialog', async ({ page }) => {
    await page.goto('/planning-kits');
    await expect(page.locator('astro-island[component-url*="/KitInterestDialog."]')).not.toHaveAttribute('ssr', /.*/);
    await page.getByRole('button', { name: 'Rank the Kits You Want' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await headingColor(page, 'Rank the trip kits you want')).not.toBe('rgb(255, 255, 255)');
    await page.getByRole('dialog').getByRole('checkbox').first().check();
    await expectAccessible(page);
  });

  test('the staff review dialog @desktop', async ({ page }) => {
    const name = `Dialog Arch ${Date.now().toString(36)}`;
    const cleanup = await pendingSubmission(name);
    try {
      const email = 'dialogs-desktop@staff.example.com';
      expect(usersCli('set-role', email, 'staff')).toContain('role=staff');
      await signIn(page, email);
      await page.goto('/admin/submissions');
      const card = page
        .getByRole('tabpanel', { name: 'Pending' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name }) });
      await card.getByRole('button', { name: /^Review/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectAccessible(page);
    } finally {
      await cleanup();
    }
  });
});

test('the phone menu offers Search and the Media Hub @phone', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.locator('#mobile-menu');
  await expect(menu.getByRole('link', { name: 'Search', exact: true })).toHaveAttribute('href', '/search');
  await expect(menu.getByRole('link', { name: 'Media Hub', exact: true })).toHaveAttribute('href', '/content');
  await menu.getByRole('link', { name: 'Media Hub', exact: true }).click();
  await expect(page).toHaveURL(/\/content\/?$/);
});
