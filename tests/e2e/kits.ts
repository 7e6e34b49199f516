import { expect, type Page } from '@playwright/test';
import type { KitAnalytics } from '../../src/features/kits/kits.ts';
import { signInAsStaff } from './helpers.ts';

// Shared by the kit specs (kits, kit-interest, kit-analytics).

// Addresses unique to this run: the e2e database outlives a run and the sign-in mail is rate limited.
export const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
export const STOREFRONT = 'https://shop.slctrips.com/';

// Only a toast people can see counts: one left inside a closed dialog is in the page but hidden.
export const toast = (page: Page) => page.locator('#toast-region').filter({ visible: true });
export const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Rank the trip kits you want' });
export const kitBox = (page: Page, name: string) =>
  dialogOf(page).getByRole('checkbox', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
export const ranking = (page: Page) => dialogOf(page).locator('.kit-ranking-list .kit-ranking-name');

/** Opens the interest dialog once its island has hydrated (it hydrates when the browser is idle). */
export async function openDialog(page: Page): Promise<void> {
  await expect(page.locator('astro-island[component-url*="KitInterestDialog"]')).not.toHaveAttribute('ssr', '');
  await page.getByRole('button', { name: 'Rank the Kits You Want' }).click();
  await expect(dialogOf(page)).toBeVisible();
}

export const signInKitsStaff = (page: Page, label: string) => signInAsStaff(page, `kits-staff-${label}-${run}@example.com`);

export const analyticsNow = (page: Page) => page.request.get('/api/kit-analytics').then((r) => r.json()) as Promise<KitAnalytics>;
