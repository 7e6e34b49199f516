import { expect, type Page } from '@playwright/test';
import { britishIn } from '../structure/spellings.ts';

// Every screen of docs/product.md §2 (staff screens show their sign-in prompt), plus a destination page, a
// drive-time zone page, the e-mail sign-in page the server renders and the not-found screen.
export const PAGES = [
  '/',
  '/destinations',
  '/destinations/delicate-arch',
  '/drive-time/1-hour',
  '/deck',
  '/search',
  '/login',
  '/api/login',
  '/favorites',
  '/planning-kits',
  '/tripkit',
  '/olympic-kit-signup',
  '/analytics',
  '/content',
  '/reddit',
  '/admin',
  '/admin/submissions',
  '/admin/review',
  '/admin/catalogue',
  '/admin/texts',
  '/submit-destination',
  '/places-demo',
  '/privacy',
  // The Games hub's venue table at phone width (issue 51: it was 432 px wide at 390).
  '/olympics',
  '/does-not-exist',
];

// The browser logs every refused request as an error: the not-found page's own 404, the visitor's
// 403 on /analytics (chrome.spec.ts answers it), and the 401 a signed-out visitor's session check
// gets on the pages behind sign-in.
const SIGNED_OUT = /status of 401/;
export const EXPECTED_ERRORS: Readonly<Record<string, RegExp>> = {
  '/does-not-exist': /status of 404/,
  '/analytics': /status of 403/,
  '/favorites': SIGNED_OUT,
  '/admin': SIGNED_OUT,
  '/admin/submissions': SIGNED_OUT,
  '/admin/review': SIGNED_OUT,
  '/admin/catalogue': SIGNED_OUT,
  '/admin/texts': SIGNED_OUT,
};

/** Collects what the page reports as an error (console errors and uncaught exceptions), less what `path` is about. */
export function collectErrors(page: Page, path: string): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !EXPECTED_ERRORS[path]?.test(m.text())) errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * One voice (issue 51): American English by the shared word list, miles first (kilometers only in
 * brackets after them), no setting's name, nothing wider than the screen.
 */
export async function expectOneVoice(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(britishIn(text)).toEqual([]);
  expect(text.match(/(?<![(\d.,])\d[\d.,]*\s?km\b/g) ?? []).toEqual([]);
  expect(text.match(/\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+\b/g) ?? []).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
