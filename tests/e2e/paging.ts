import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses a list's "Show more" as a visitor does: brought into view, seen in a drawn frame, then
 * pressed. The lists' cards off screen skip layout (`content-visibility`) with a guessed height, and
 * take their real one in the first frame that shows them; a press sent in the same instant as the
 * jump to the list's end can land where the link was before that frame (the page never asked for
 * page 2: 4 of 12 runs of destinations.spec with two workers, decision 076's addendum).
 */
export async function pressInView(link: Locator, options?: Parameters<Locator['click']>[0]): Promise<void> {
  await link.scrollIntoViewIfNeeded();
  await expect(link).toBeInViewport({ ratio: 1 });
  await link.click(options);
}

/**
 * Brings every page of a paged list into the page (decision 044): clicks its "Show more" (the
 * zone pages', /destinations', or /map's) until it is gone, waiting each time for the new cards.
 */
export async function showEveryPage(page: Page, list = '.destination-grid > li, [data-map-list] > li'): Promise<number> {
  const more = page.locator('a[data-more]:visible, a[data-map-more]:visible').first();
  const items = page.locator(list);
  for (let i = 0; i < 100 && (await more.count()) > 0; i++) {
    const before = await items.count();
    // A click before the page's script wired the link would open the next page instead.
    await expect(more).toHaveAttribute('data-enhanced', '');
    await pressInView(more);
    await expect.poll(() => items.count()).toBeGreaterThan(before);
  }
  // A prebuilt list's range ends with what it shows once its last page (and the late merge) is in.
  // Both are read on each try: the last page's late merge appends its cards after the page's own.
  const shown = page.locator('[data-show-more] [data-shown]');
  if ((await shown.count()) > 0) {
    await expect.poll(async () => Number(await shown.textContent()) - (await items.count()), { message: 'the range shown ends with the cards listed' }).toBe(0);
  }
  return items.count();
}

/**
 * /destinations filters and pages from the live search index (decision 044). Specs that compare
 * it with the build's catalogue while parallel tests approve places keep the index to the build's
 * places too (the sitemap lists them), as keepBuiltCatalogue keeps the late merge out.
 */
export async function keepBuiltIndex(page: Page): Promise<void> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  const built = new Set([...sitemap.matchAll(/\/destinations\/([a-z0-9-]+)\//g)].map((m) => m[1]));
  await page.route(
    (url) => url.pathname === '/api/search-index',
    async (route) => {
      try {
        const response = await route.fetch();
        const index = (await response.json()) as Array<{ id: string }>;
        await route.fulfill({ response, json: index.filter((d) => built.has(d.id)) });
      } catch {
        // The test ended (its page closed) while the index was on its way: nobody reads it.
      }
    },
  );
}
