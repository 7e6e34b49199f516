import { expect, test } from '@playwright/test';
import { expectAccessible } from './helpers.ts';
import { dialogOf, kitBox, openDialog, ranking, run, toast } from './kits.ts';

test.describe('the interest dialog', () => {
  test('shows every validation text, caps the ranking at five, reorders and removes', async ({ page }) => {
    await page.goto('/planning-kits');
    await openDialog(page);
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('checkbox')).toHaveCount(9);

    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(toast(page)).toContainText('Email Required');
    await expect(toast(page)).toContainText('Please enter your email to receive kit notifications.');
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toBeFocused();

    await dialog.getByRole('textbox', { name: 'Email' }).fill(`dialog-${run}@example.com`);
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(toast(page)).toContainText('Select Kits');
    await expect(toast(page)).toContainText("Please select at least one kit you're interested in.");

    for (const name of ['Foodie Tour Kit', 'Family Fun Kit', 'Budget Travel Kit', 'Local Insider Kit', 'Wellness & Spa Kit']) await kitBox(page, name).check();
    await expect(dialog.getByRole('heading', { name: 'Your ranking (5 of 5)' })).toBeVisible();
    await kitBox(page, '2034 Winter Olympics Kit').click();
    await expect(toast(page)).toHaveText('Maximum 5 kits selected. Remove one to select another.');
    await expect(kitBox(page, '2034 Winter Olympics Kit')).not.toBeChecked();
    await expect(ranking(page)).toHaveText(['Foodie Tour Kit', 'Family Fun Kit', 'Budget Travel Kit', 'Local Insider Kit', 'Wellness & Spa Kit']);

    await dialog.getByRole('button', { name: 'Move Family Fun Kit up' }).click();
    await expect(ranking(page)).toHaveText(['Family Fun Kit', 'Foodie Tour Kit', 'Budget Travel Kit', 'Local Insider Kit', 'Wellness & Spa Kit']);
    await expect(dialog.getByRole('button', { name: 'Move Family Fun Kit up' })).toBeDisabled();
    // Focus follows the moved kit, so the keyboard can keep moving it.
    await expect(dialog.getByRole('button', { name: 'Move Family Fun Kit down' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(ranking(page)).toHaveText(['Foodie Tour Kit', 'Family Fun Kit', 'Budget Travel Kit', 'Local Insider Kit', 'Wellness & Spa Kit']);
    await expect(dialog.getByRole('button', { name: 'Move Wellness & Spa Kit down' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Remove Budget Travel Kit' }).click();
    await expect(ranking(page)).toHaveText(['Foodie Tour Kit', 'Family Fun Kit', 'Local Insider Kit', 'Wellness & Spa Kit']);
    await expect(kitBox(page, 'Budget Travel Kit')).not.toBeChecked();
    await kitBox(page, 'Local Insider Kit').uncheck();
    await kitBox(page, '2034 Winter Olympics Kit').check();
    await expect(ranking(page)).toHaveText(['Foodie Tour Kit', 'Family Fun Kit', 'Wellness & Spa Kit', '2034 Winter Olympics Kit']);

    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Please enter a valid e-mail address');

    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('shows the server message or the fallback text when recording fails, and keeps the draft', async ({ page }) => {
    await page.goto('/planning-kits');
    await openDialog(page);
    const dialog = dialogOf(page);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`failing-${run}@example.com`);
    await kitBox(page, 'Family Fun Kit').check();

    await page.route('**/api/kit-interest', (route) => route.fulfill({ status: 500, body: '' }));
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(toast(page)).toContainText('Error');
    await expect(toast(page)).toContainText('Failed to record interest. Please try again.');
    await expect(dialog).toBeVisible();

    await page.unroute('**/api/kit-interest');
    await page.route('**/api/kit-interest', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Too many requests. Please wait a few minutes and try again.' }),
      }),
    );
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(toast(page)).toContainText('Too many requests. Please wait a few minutes and try again.');
    await expect(dialog).toBeVisible();
    await expect(ranking(page)).toHaveText(['Family Fun Kit']);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue(`failing-${run}@example.com`);
  });

  test('sends the ranking in order, then closes and clears on success', async ({ page }) => {
    await page.goto('/planning-kits');
    await openDialog(page);
    const dialog = dialogOf(page);
    let sent: unknown;
    await page.route('**/api/kit-interest', async (route) => {
      sent = route.request().postDataJSON();
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ ok: true }) });
    });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(`  Mixed-${run}@Example.com `);
    await kitBox(page, 'Outdoor Adventure Kit').check();
    await kitBox(page, 'Romantic Getaway Kit').check();
    await dialog.getByRole('button', { name: 'Move Romantic Getaway Kit up' }).click();
    await dialog.getByRole('textbox', { name: 'Feedback (optional)' }).fill('Hot springs, please');
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Interest Recorded!' })).toBeVisible();
    expect(sent).toEqual({ email: `mixed-${run}@example.com`, rankedKits: ['romantic-getaway', 'outdoor-adventure'], feedback: 'Hot springs, please' });

    await openDialog(page);
    await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(dialog.getByRole('textbox', { name: 'Feedback (optional)' })).toHaveValue('');
    await expect(dialog.getByText('No kits selected yet.')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
  });
});

test.describe('downloads page', () => {
  test('lists six coming-soon kits with disabled buttons, filtered by chips and text search', async ({ page }) => {
    await page.goto('/tripkit');
    await expect(page.getByRole('heading', { level: 1, name: 'TripKit Downloads' })).toBeVisible();
    const cards = page.locator('[data-download]');
    await expect(cards).toHaveCount(6);
    await expect(cards.getByText('Coming soon', { exact: true })).toHaveCount(6);
    const buttons = cards.getByRole('button', { name: /^Download/ });
    await expect(buttons).toHaveCount(6);
    for (const b of await buttons.all()) await expect(b).toBeDisabled();

    const chips = page.getByRole('group', { name: 'Category' }).getByRole('button');
    const chip = (name: string) => page.getByRole('group', { name: 'Category' }).getByRole('button', { name, exact: true });
    await expect(chips).toHaveText(['All', 'Winter Sports', 'Urban', 'Nature', 'National Parks', 'Family', 'Itineraries']);
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'true');

    const visible = page.locator('[data-download]:visible h3');
    await chip('National Parks').click();
    await expect(chip('National Parks')).toHaveAttribute('aria-pressed', 'true');
    await expect(chips.first()).toHaveAttribute('aria-pressed', 'false');
    await expect(visible).toHaveText(['Mighty 5 National Parks Handbook']);
    await expect(page.getByText('Showing 1 of 6 kits')).toBeVisible();
    await chip('Winter Sports').click();
    await expect(visible).toHaveText(['Wasatch Powder Guide']);

    await chip('All').click();
    await expect(visible).toHaveCount(6);
    await page.getByRole('searchbox', { name: 'Search downloads' }).fill('TRAX');
    await expect(visible).toHaveText(['Downtown Salt Lake City Guide']);
    await chip('Family').click();
    await expect(visible).toHaveCount(0);
    await expect(page.getByText('No kits match your search.')).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search downloads' }).fill('');
    await expect(visible).toHaveText(['Family Adventures Near SLC']);
    await expect(page.getByText('No kits match your search.')).toBeHidden();

    await expectAccessible(page);
  });
});

test.describe('Olympic kit sign-up', () => {
  test('shows the Olympic kit, the Games dates and the countdown, and asks for an e-mail', async ({ page }) => {
    await page.goto('/olympic-kit-signup');
    await expect(page.getByRole('heading', { level: 1, name: '2034 Winter Olympics Kit' })).toBeVisible();
    await expect(page.locator('.olympic-dates')).toContainText('February 10 to 26, 2034');
    await expect(page.getByRole('timer', { name: 'Countdown to the opening ceremony' })).toBeVisible();
    await expect(page.getByText('$49.99', { exact: false })).toBeVisible();
    await page.getByRole('button', { name: 'Sign Me Up' }).click();
    await expect(toast(page)).toContainText('Email Required');
    await expect(toast(page)).toContainText('Please enter your email to receive kit notifications.');
    await page.route('**/api/kit-interest', (route) => route.fulfill({ status: 503, body: '' }));
    await page.getByRole('textbox', { name: 'Email' }).fill(`olympic-fail-${run}@example.com`);
    await page.getByRole('button', { name: 'Sign Me Up' }).click();
    await expect(toast(page)).toContainText('Failed to record interest. Please try again.');
    await expectAccessible(page);
  });
});
