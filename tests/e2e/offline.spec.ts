import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { CACHES, isPrivatePath } from '../../src/features/offline/policy.ts';
import { REGISTER_DELAY_MS } from '../../src/features/offline/register.ts';
import { expectAccessible, signIn, signInThroughEmail } from './helpers.ts';

// Issue 20: the site installs and keeps working without signal. The network is cut with
// context.setOffline(true) once the service worker controls the page (never after a timeout).

/** Waits until the service worker is active and controls this page. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

interface Place {
  path: string;
  name: string;
  nearby: string;
}

let places: Place[] | undefined;
/** Prebuilt destination pages that list nearby places: their path, name and first nearby page. */
async function withNearby(page: Page): Promise<Place[]> {
  if (!places) {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const paths = [...sitemap.matchAll(/https?:\/\/[^<]+(\/destinations\/[a-z0-9-]+\/)/g)].map((m) => m[1]!);
    places = [];
    for (const path of paths) {
      const html = await (await page.request.get(path)).text();
      const nearby = /<section class="nearby"[\s\S]*?href="(\/destinations\/[a-z0-9-]+\/)"/.exec(html)?.[1];
      const name = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1]?.trim();
      if (nearby && name && nearby !== path && !name.includes('&')) places.push({ path, name, nearby });
      if (places.length >= 3) break;
    }
  }
  return places;
}

async function cacheEntries(page: Page): Promise<Array<{ cache: string; url: string; cacheControl: string }>> {
  return page.evaluate(async () => {
    const out: Array<{ cache: string; url: string; cacheControl: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        out.push({ cache: name, url: request.url, cacheControl: response?.headers.get('cache-control') ?? '' });
      }
    }
    return out;
  });
}

// The other browser tests block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test.describe('offline @desktop', () => {
  test('installable: the manifest, its icons and the service worker headers', async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: 'SLC Trips', display: 'standalone', start_url: expect.stringMatching(/^\//), theme_color: '#12324a' });
    const sizes = (manifest.icons as Array<{ sizes: string; type: string; purpose?: string }>)
      .filter((i) => i.type === 'image/png')
      .map((i) => `${i.sizes} ${i.purpose ?? 'any'}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
      const response = await page.request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      expect(response.headers()['content-type']).toContain(icon.type);
    }
    const sw = await page.request.get('/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['cache-control']).toBe('no-cache');
    await page.goto('/');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    // Chromium's own installability check (what Lighthouse's installable-manifest audit read
    // before Lighthouse 12 dropped it): no errors once the worker controls the page.
    await controlled(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: Array<{ errorId: string }> };
    // A test's browser context is incognito, where Chromium never offers to install; that is the
    // only reason it may give.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: Array<{ message: string }> };
    expect(errors.map((e) => e.message)).toEqual([]);
  });

  test('the service worker is registered a few seconds after load, not beside the first work of the page', async ({ page }) => {
    await page.clock.install();
    await page.goto('/search/');
    await page.waitForLoadState('load');
    const registered = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined);
    await page.clock.runFor(REGISTER_DELAY_MS - 1000);
    expect(await registered()).toBe(false);
    // The delay, then the idle callback (at the latest its 2 s timeout).
    await page.clock.runFor(1000 + 2000);
    await controlled(page);
    expect(await registered()).toBe(true);
  });

  test('a visited page opens offline, an unvisited one shows the offline page, and back online all works without a reload', async ({ page, context }) => {
    const [place] = await withNearby(page);
    await page.goto('/');
    await controlled(page);
    await page.goto(place!.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place!.name);
    await expect(page.locator('[data-offline-banner]')).toBeHidden();

    await goOffline(context, page);
    await expect(page.locator('[data-offline-banner]')).toBeVisible();
    await expect(page.locator('[data-offline-banner]')).toContainText('You are offline');
    await page.goto('/');
    await expect(page.locator('[data-offline-banner]')).toBeVisible();
    await page.goto(place!.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(place!.name);

    await page.goto('/olympics/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
    await expect(page.locator('[data-offline-visited]')).toContainText(place!.name);
    await expectAccessible(page);
    // Signing in needs the network: the sign-in page is never stored, so it is the offline page too.
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');

    await context.setOffline(false);
    await expect(page.locator('[data-offline-banner]')).toBeHidden();
    await page.getByRole('link', { name: 'Search the saved places' }).click();
    await expect(page).toHaveURL(/\/search\/?$/);
    await page.goto('/olympics/');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('You are offline');
  });

  test('a page saved for offline opens with its nearby places and their images, /search finds them, and the saved list removes them', async ({
    page,
    context,
  }) => {
    test.slow(); // it stores some sixty files
    const [, place] = await withNearby(page);
    await page.goto(place!.path);
    await controlled(page);
    await page.getByRole('button', { name: 'Save for offline' }).click();
    // Sixty-odd files (the page, its nearby places, their pictures and scripts, search): progress first.
    await expect(page.locator('[data-save-offline-status]')).toContainText(/Saving for offline: \d+ of \d+|Saved offline:/);
    await expect(page.locator('[data-save-offline-status]')).toContainText('Saved offline:', { timeout: 60_000 });
    await expectAccessible(page);
    const nearbyName = await page.locator(`section.nearby a[href="${place!.nearby}"]`).first().innerText();

    await goOffline(context, page);
    await page.goto(place!.nearby);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(nearbyName.trim());
    const hero = page.locator('.destination-hero img');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    // Offline search works over the places this device has.
    await page.goto(`/search?q=${encodeURIComponent(nearbyName.trim())}`);
    await expect(page.locator('main').getByRole('link', { name: nearbyName.trim() }).first()).toBeVisible();

    await page.goto('/saved-offline');
    const list = page.locator('[data-saved-list]');
    await expect(list).toContainText(place!.name);
    await expect(page.locator('[data-saved-total]')).toContainText(/1 saved, [\d.]+ (KB|MB) in all/);
    await expectAccessible(page);
    await page.getByRole('button', { name: new RegExp(`^Remove ${place!.name}.* from offline$`) }).click();
    await expect(list).toContainText('Nothing saved for offline yet');
    await context.setOffline(false);
  });

  test('favouriting offline says it needs the network', async ({ page, context }, info) => {
    test.slow(); // signs in through the mailed link first
    const [, , place] = await withNearby(page);
    await signIn(page, `offline-${info.project.name}-${Date.now()}@example.com`);
    await page.goto(place!.path);
    await controlled(page);
    const button = page.getByRole('button', { name: /Add to favorites/ });
    await expect(button).toBeEnabled();
    await goOffline(context, page);
    await button.click();
    await expect(page.locator('#toast-region')).toContainText('will work again once you are back online');
    await context.setOffline(false);
    await button.click();
    await expect(page.getByRole('status').getByText('Added to favorites')).toBeVisible();
  });

  test('no per-person or staff answer is ever stored in a cache', async ({ page }) => {
    test.slow(); // signs in through the mailed link first
    const [place] = await withNearby(page);
    await signInThroughEmail(page, 'staff@slctrips.test');
    await controlled(page);
    for (const path of ['/favorites', '/admin/', '/admin/submissions', '/analytics', place!.path, '/search', '/plan']) {
      await page.goto(path);
      await page.waitForLoadState('load');
    }
    await page.evaluate(async () => {
      for (const url of ['/api/auth/user', '/api/favorites', '/api/trips', '/api/admin-submissions', '/api/search-index'])
        await fetch(url, { credentials: 'include' }).catch(() => undefined);
    });
    // The worker stores as it answers: wait for the public data it did store before reading everything.
    await expect.poll(async () => (await cacheEntries(page)).some((e) => e.url.endsWith('/api/search-index'))).toBe(true);
    const entries = await cacheEntries(page);
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.some((e) => e.cache === CACHES.pages)).toBe(true);
    const wrong = entries.filter((e) => isPrivatePath(new URL(e.url).pathname) || /\b(private|no-store)\b/i.test(e.cacheControl));
    expect(wrong).toEqual([]);
    for (const e of entries)
      expect(new URL(e.url).pathname).not.toMatch(/^\/(api\/(favorites|auth|trips|login|logout|admin-)|admin|favorites|login|analytics)/);
  });

  test('a new deploy waits: the open page offers "A new version is available — reload" and takes it only when asked', async ({ page }) => {
    await page.goto('/');
    await controlled(page);
    // An earlier build's worker controls the site. (Playwright does not route the browser's own
    // request for a worker script, so the earlier build is the same file at another address,
    // which the browser treats as another version all the same.)
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.register('/sw.js?earlier-build', { scope: '/' });
      const worker = registration.installing ?? registration.waiting;
      if (!worker) throw new Error('no new worker');
      if (worker.state !== 'installed')
        await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'installed' && resolve()));
      const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      worker.postMessage({ type: 'SKIP_WAITING' });
      await changed;
    });
    const controller = () => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '');
    expect(await controller()).toContain('earlier-build');

    // The next visit finds this build's worker: it installs and waits, the page keeps the old one.
    await page.reload();
    const prompt = page.locator('[data-update-prompt]');
    // Shown only once this build's worker has installed (the text is in every page, hidden).
    await expect(prompt).toBeVisible({ timeout: 15_000 });
    await expect(prompt).toContainText('A new version is available — reload');
    expect(await controller()).toContain('earlier-build');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.scriptURL ?? '')).toMatch(/\/sw\.js$/);

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'reload' }).click();
    await reloaded;
    await expect.poll(() => page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    expect(await controller()).toMatch(/\/sw\.js$/);
    await expect(prompt).toBeHidden();
  });
});
