import { expect, test } from '@playwright/test';
import { collectErrors, expectOneVoice, PAGES } from './crawl.ts';
import { expectAccessible } from './helpers.ts';

// Every page at desktop width; at phone width one page of each template (decision 101): the staff
// screens signed out share /admin's layout (the staff page around its island's notice), /analytics
// (answered here as a visitor's) among them.
const SAME_TEMPLATE_AT_PHONE = new Set(['/admin/submissions', '/admin/review', '/admin/catalogue', '/admin/texts', '/analytics']);

test.describe('global chrome', () => {
  for (const path of PAGES) {
    const widths = SAME_TEMPLATE_AT_PHONE.has(path) ? '@desktop' : '@layout';
    test(`the page ${path} carries the head tags, the skip link, passes axe and speaks in one voice with a quiet console ${widths}`, async ({ page }) => {
      // Axe over a page of 700 cards at phone size is slow on a busy machine.
      test.setTimeout(120_000);
      if (path === '/analytics') {
        // Signed out, the dashboard redirects to sign-in after 500 ms (docs/product.md §2.19); look at it as a visitor instead.
        await page.route('**/api/auth/user', (route) =>
          route.fulfill({ json: { id: 'v', email: 'v@example.com', subscriptionTier: 'free', role: 'visitor', isStaff: false } }),
        );
        await page.route('**/api/kit-analytics', (route) => route.fulfill({ status: 403, json: { error: 'Staff only' } }));
      }
      const errors = collectErrors(page, path);
      await page.goto(path);
      await expect(page).toHaveTitle(/SLC Trips/);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(20);
      expect(description!.length).toBeLessThanOrEqual(140);
      for (const property of ['og:title', 'og:description', 'og:image', 'og:url']) {
        await expect(page.locator(`meta[property="${property}"]`)).toHaveAttribute('content', /.+/);
      }
      // Social networks render raster previews only.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /\.(png|jpe?g|webp)$/);
      // Destination pages are articles; every other page keeps the default type.
      const isArticle = /^\/destinations\/[a-z0-9-]+$/.test(path);
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', isArticle ? 'article' : 'website');
      for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
        await expect(page.locator(`meta[name="${name}"]`)).toHaveAttribute('content', /.+/);
      }
      await expect(page.locator('a.skip-link')).toHaveAttribute('href', '#main-content');
      await expect(page.locator('#main-content')).toHaveCount(1);
      await expectAccessible(page);
      await expectOneVoice(page);
      expect(errors).toEqual([]);
    });
  }

  test('the skip link is the first stop for the keyboard and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the e-mail sign-in page offers the skip link first and a way back to the site', async ({ page }) => {
    await page.goto('/api/login');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
    await page.getByRole('link', { name: '← Back to SLC Trips' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('700+ places. 1 airport.');
  });

  test('an unknown path shows the not-found screen with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/place');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});

test.describe('navigation at desktop width @desktop', () => {
  test('a visitor sees the desktop links and no menu button', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const expected: Array<[string, string]> = [
      ['All Destinations', '/destinations'],
      ['Media Hub', '/content'],
      ['Planning TripKits', '/planning-kits'],
      ['Submit Destination', '/submit-destination'],
      ['Map', '/map'],
    ];
    for (const [name, href] of expected) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Road Conditions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'SLC Airport' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  });
});

test.describe('navigation at phone width @phone', () => {
  test('the mobile menu toggles open and closed and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Media Hub' })).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['All Destinations', 'Planning Kits', 'Submit Destination', 'Map', 'Road Conditions']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await toggle.click();
    await expect(menu).toBeHidden();
    await toggle.click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    // Keep the page from navigating so the menu's own reaction to the choice is what we see.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await menu.getByRole('link', { name: 'Submit Destination' }).click();
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

// Pages whose controls are few enough to walk with Tab alone (the lists of 700 cards have their
// own keyboard tests for their filters in browse.spec.ts).
const KEYBOARD_PAGES = [
  '/',
  '/deck',
  '/places-demo',
  '/planning-kits',
  '/tripkit',
  '/olympic-kit-signup',
  '/submit-destination',
  '/login',
  '/content',
  '/destinations/delicate-arch',
];

test.describe('keyboard-only use @layout', () => {
  for (const path of KEYBOARD_PAGES) {
    test(`Tab alone reaches every visible control on ${path}`, async ({ page }) => {
      test.setTimeout(90_000);
      // The newsletter modal would open when Tab scrolls the page; its own tests cover it.
      await page.addInitScript(() => localStorage.setItem('slc-newsletter-shown', '1'));
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const controls = await page.evaluate(() => {
        const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, iframe, [tabindex]:not([tabindex="-1"])';
        const all = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => {
          if (el.closest('[inert], [hidden], dialog:not([open])') || (el as HTMLButtonElement).disabled) return false;
          if (el.getAttribute('tabindex') === '-1') return false;
          const box = el.getBoundingClientRect();
          const style = getComputedStyle(el);
          return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
        });
        for (const [i, el] of all.entries()) el.setAttribute('data-kbd', String(i));
        return all.length;
      });
      expect(controls).toBeGreaterThan(3);
      const reached = new Set<string>();
      for (let i = 0; i < controls + 10 && reached.size < controls; i++) {
        await page.keyboard.press('Tab');
        const id = await page.evaluate(() => document.activeElement?.getAttribute('data-kbd') ?? null);
        if (id !== null) reached.add(id);
      }
      const missed = await page.evaluate(
        (seen) =>
          [...document.querySelectorAll<HTMLElement>('[data-kbd]')]
            .filter((el) => !seen.includes(el.getAttribute('data-kbd')!))
            .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? el.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`),
        [...reached],
      );
      expect(missed).toEqual([]);
    });
  }
});
