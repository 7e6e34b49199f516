import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NO_PHOTOS } from '../../src/features/photos/photosView.ts';
import { archImages } from '../fakes/nps.ts';
import { NPS_FAKE_KEY } from './global-setup.ts';
import { layoutShifts, trackLayoutShifts } from './helpers.ts';

// Photos of a place (issue 22) against the fake NPS API of global-setup.ts: Arches (Delicate
// Arch) has two credited images; Temple Square is in no park, and the e2e server has no Google
// key, so it has none. tests/functions/destination-photos.test.ts covers Google's photos.
const WITH_PHOTOS = 'delicate-arch';
const WITHOUT_PHOTOS = 'temple-square';

const section = (page: Page) => page.getByRole('region', { name: 'Photos' });
/**
 * "Today at this place" sits under the photos, and Arches' advisory makes it taller than its
 * reserve: it must have answered before a test scrolls there, or its growth would count here.
 */
const conditionsAnswered = (page: Page) => expect(page.locator('section.today')).toHaveAttribute('data-loaded', 'true');

async function trackShifts(page: Page) {
  await trackLayoutShifts(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
const shifted = async (page: Page) => {
  const { total, moved } = await layoutShifts(page);
  // What moved goes into the failure message, so a shift on a busy machine can be traced.
  expect(moved, `layout shift ${total}`).toEqual([]);
  return total;
};
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test.describe('Photos of a place', () => {
  test('a destination page shows the park’s photos with their credits, lazily, below its illustration', async ({ page }) => {
    await trackShifts(page);
    await page.goto(`/destinations/${WITH_PHOTOS}/`);
    // The illustration stays the first, high-priority image.
    await expect(page.locator('.destination-hero img')).toHaveAttribute('fetchpriority', 'high');
    const photos = section(page);
    await expect(photos).toHaveAttribute('data-loaded', 'true');
    await expect(photos).toHaveAttribute('aria-busy', 'false');
    const figures = photos.locator('figure.photo');
    await expect(figures).toHaveCount(2);
    const [first, second] = archImages();
    await expect(figures.nth(0).getByRole('img', { name: first!.altText })).toBeVisible();
    await expect(figures.nth(0)).toContainText('Photo: NPS/Neal Herbert · National Park Service');
    await expect(figures.nth(0)).toContainText(first!.caption);
    await expect(figures.nth(1)).toContainText('Photo: NPS/Jacob W. Frank · National Park Service');
    await expect(figures.nth(1).getByRole('img', { name: second!.altText })).toHaveAttribute('loading', 'lazy');
    // The image really loaded from the fake's host: the page's CSP names it.
    await conditionsAnswered(page);
    await photos.locator('.photo-row').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        figures
          .nth(0)
          .locator('img')
          .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
      )
      .toBe(160);
    expect(await violations(page)).toEqual([]);
    expect(await shifted(page)).toBe(0);
    expect(await page.content()).not.toContain(NPS_FAKE_KEY);

    const results = await new AxeBuilder({ page }).include('section.photos').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test('the section asks after the page has loaded and shifts nothing when the photos arrive @layout', async ({ page }) => {
    let asked = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/destinations/*/photos', async (route) => {
      asked++;
      await gate;
      await route.continue();
    });
    await trackShifts(page);
    await page.goto(`/destinations/${WITH_PHOTOS}/`, { waitUntil: 'load' });
    await expect.poll(() => asked).toBe(1);
    await expect(section(page)).toContainText('Loading photos of this place');
    // Bring the section into view before the answer, so a shift there would count.
    await conditionsAnswered(page);
    await section(page).scrollIntoViewIfNeeded();
    release();
    await expect(section(page).locator('figure.photo')).toHaveCount(2);
    await expect
      .poll(() =>
        section(page)
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.complete),
      )
      .toBe(true);
    expect(await shifted(page)).toBe(0);
  });

  test('a place without photos, or an API that fails, keeps the illustration and says nothing is wrong', async ({ page }) => {
    await trackShifts(page);
    await page.goto(`/destinations/${WITHOUT_PHOTOS}/`);
    await expect(section(page)).toHaveAttribute('data-loaded', 'true');
    await expect(section(page)).toHaveText(`Photos${NO_PHOTOS}`);
    await expect(page.locator('.destination-hero img')).toBeVisible();

    await page.route('**/api/destinations/*/photos', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong on our side.' } }));
    await page.goto(`/destinations/${WITH_PHOTOS}/`);
    await expect(section(page)).toHaveAttribute('data-loaded', 'true');
    await expect(section(page)).toHaveText(`Photos${NO_PHOTOS}`);
    await expect(page.getByText('Something went wrong')).toHaveCount(0);
    expect(await shifted(page)).toBe(0);
  });
});
