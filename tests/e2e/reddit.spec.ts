import { type APIRequestContext, type Browser, expect, type Page, type TestInfo, test } from '@playwright/test';
import type { LatestResponse, StatusResponse } from '../../src/features/reddit/discovery.ts';
import type { AddPostRequest } from '../fakes/reddit.ts';
import { REDDIT_FAKE_PORT } from './global-setup.ts';
import { builtCatalogue, expectAccessible, signIn, signInAsStaff, usersCli } from './helpers.ts';
import { countFetches } from './timing.ts';

/*
 * Community discovery (docs/product.md §2.20 /reddit and §2.15 /content). The server reads the fake Reddit that
 * tests/e2e/global-setup.ts starts; its posts are tests/fakes/reddit.ts samplePosts().
 */

const EMPTY_LATEST: LatestResponse = { summary: null, scannedAt: null, discoveries: [], trending: [] };
/** Where the fake clock starts in the timing tests. */
const T0 = Date.parse('2030-06-01T12:00:00Z');
const IDLE_STATUS: StatusResponse = { status: { systemActive: false, redditRunning: false }, lastScanAt: null };

const signInRedditStaff = (page: Page, info: TestInfo) => signInAsStaff(page, `reddit-staff-${info.project.name}@example.com`);

/** Until no scan runs and a finished scan exists (starting one if needed), as staff. */
async function ensureScanned(request: APIRequestContext): Promise<LatestResponse> {
  const latest = async () => (await (await request.get('/api/reddit/latest')).json()) as LatestResponse;
  if ((await latest()).summary === null) {
    const started = await request.post('/api/reddit/discover');
    expect([202, 409]).toContain(started.status());
  }
  await expect
    .poll(async () => ((await (await request.get('/api/reddit/status')).json()) as StatusResponse).status.redditRunning, { timeout: 20_000 })
    .toBe(false);
  const result = await latest();
  expect(result.summary).not.toBeNull();
  return result;
}

async function staffScan(browser: Browser, info: TestInfo): Promise<LatestResponse> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInRedditStaff(page, info);
  const result = await ensureScanned(page.request);
  await context.close();
  return result;
}

/** Adds a post to the fake Reddit (it runs in the Playwright main process), for the next scan to find. */
async function addFakeRedditPost(request: APIRequestContext, added: AddPostRequest): Promise<void> {
  const answer = await request.post(`http://127.0.0.1:${REDDIT_FAKE_PORT}/__control/posts`, { data: added });
  expect(answer.status()).toBe(201);
}

test.describe('the Media Hub', () => {
  test('a visitor sees the top five trending Utah adventures of the latest scan, ranked by score', async ({ page, browser }, info) => {
    test.setTimeout(60_000);
    await staffScan(browser, info);
    const latest = (await (await page.request.get('/api/reddit/latest')).json()) as LatestResponse;
    await page.goto('/content');
    await expect(page).toHaveTitle('Media Hub | SLC Trips');
    await expect(page.getByRole('heading', { level: 1, name: 'Media Hub' })).toBeVisible();
    const section = page.locator('[data-trending]');
    await expect(section.getByRole('heading', { name: 'Trending Utah Adventures' })).toBeVisible();
    await expect(section.getByText('Auto-refreshed every 15 minutes')).toBeVisible();
    const items = section.getByRole('listitem');
    await expect(items).toHaveCount(5);
    const expected = latest.trending;
    expect(expected).toHaveLength(5);
    expect(expected.map((d) => d.score)).toEqual(expected.map((d) => d.score).sort((a, b) => b - a));
    // The fake's most upvoted post leads, in thousands.
    expect(expected[0]!.title).toBe('Powder day at Park City Mountain');
    for (const [i, d] of expected.entries()) {
      const item = items.nth(i);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(d.title);
      await expect(item).toContainText(`#${i + 1}`);
      await expect(item).toContainText(d.category);
      await expect(item).toContainText(`${d.score >= 1000 ? `${Math.trunc(d.score / 100) / 10}k` : d.score} upvotes`);
      await expect(item).toContainText(`${d.num_comments} comments`);
      await expect(item).toContainText(`r/${d.subreddit}`);
      await expect(item).toContainText(d.location);
      await expect(item.locator('time')).toHaveText(d.created_readable);
      await expect(item.locator('time')).toHaveAttribute('datetime', d.created_utc);
      const link = item.getByRole('link', { name: /^View Post/ });
      await expect(link).toHaveAttribute('href', d.url);
      await expect(link).toHaveAttribute('target', '_blank');
      if (d.selftext)
        await expect(item.locator('.trending-excerpt')).toHaveText(d.selftext.length > 150 ? `${d.selftext.slice(0, 150).trimEnd()}…` : d.selftext);
    }
    await expect(items.first()).toContainText('15k upvotes');
    await expect(items.first()).toContainText('Olympic Venues');
    // Long text is cut at 150 characters.
    const arch = items.filter({ hasText: 'Sunset hike to Delicate Arch' });
    const excerpt = (await arch.locator('.trending-excerpt').textContent()) ?? '';
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(151);
    await expect(section.getByText('NSFW post')).toHaveCount(0);
    await expectAccessible(page);
  });

  test('the page shows only the videos and accounts staff have set, and a video loads only when asked @desktop', async ({ page, browser }, info) => {
    let tiktok = 0;
    await page.route(/tiktok\.com/, (route) => {
      tiktok += 1;
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' });
    });
    const videos = page.locator('[data-social-videos] > li:visible');
    const follow = page.locator('a[data-follow]:visible');
    // The e2e database starts with nothing set: no video, no follow link, no empty section.
    // The wait is registered before the navigation: an answer that comes first is not missed.
    const settingsRead = page.waitForResponse((r) => r.url().endsWith('/api/social-settings'));
    await page.goto('/content');
    await settingsRead;
    await expect(videos).toHaveCount(0);
    await expect(follow).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Utah on Video' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Follow SLC Trips' })).toBeHidden();

    // Staff set one video and the TikTok account on the admin dashboard's form.
    const staffContext = await browser.newContext();
    const staff = await staffContext.newPage();
    const email = `media-${info.project.name}@staff.example.com`;
    expect(usersCli('set-role', email, 'staff')).toContain('role=staff');
    await signIn(staff, email);
    await staff.goto('/admin');
    const form = staff.getByRole('region', { name: 'Media Hub settings' });
    await form.getByLabel('TikTok account').fill('@slctrips');
    await form.getByLabel('The Pyramid Landmark').fill('7301234567890123456');
    await form.getByLabel('Instagram account').fill('not a handle!');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(form.getByLabel('Instagram account')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Instagram account').fill('');
    await form.getByRole('button', { name: 'Save settings' }).click();
    await expect(staff.locator('#toast-region')).toContainText('Media Hub settings saved');
    try {
      await page.reload();
      await expect(videos).toHaveCount(1);
      await expect(videos.getByRole('heading', { level: 3 })).toHaveText(['The Pyramid Landmark']);
      await expect(videos.getByRole('link', { name: /Follow SLC Trips on TikTok/ })).toHaveAttribute('href', 'https://www.tiktok.com/@slctrips');
      await expect(follow).toHaveCount(2);
      await expect(page.getByRole('link', { name: 'SLC Trips on TikTok (opens in a new tab)', exact: true })).toHaveAttribute(
        'href',
        'https://www.tiktok.com/@slctrips',
      );
      await expect(page.locator('a[data-follow="instagram"], a[data-follow="facebook"]')).toHaveCount(2);
      await expect(page.locator('a[data-follow="instagram"]:visible, a[data-follow="facebook"]:visible')).toHaveCount(0);
      await expect(page.locator('iframe')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
      expect(tiktok).toBe(0);
      const play = page.getByRole('button', { name: 'Play video: The Pyramid Landmark' });
      await play.focus();
      await page.keyboard.press('Enter');
      const frame = videos.first().locator('iframe');
      await expect(frame).toHaveAttribute('src', 'https://www.tiktok.com/embed/v2/7301234567890123456');
      await expect(frame).toHaveAttribute('title', 'Video: The Pyramid Landmark');
      await expect.poll(() => tiktok).toBeGreaterThan(0);
    } finally {
      // Other tests expect nothing set.
      const reset = await staff.request.put('/api/admin/social-settings', {
        data: { accounts: { tiktok: null, instagram: null, facebook: null }, videos: { 'bear-river': null, pyramid: null, 'underground-homes': null } },
      });
      expect(reset.status()).toBe(200);
      await staffContext.close();
    }
  });

  test('the footer block shows the games badge, the destination count and the partner link', async ({ page }) => {
    await page.goto('/content');
    const block = page.locator('.media-footer');
    await expect(block.getByText('2034 Olympics Ready')).toBeVisible();
    // The footer states the build's catalogue; parallel tests approve places after it (and
    // withdraw them), so the count is compared with the build's list, not the live one.
    const built = await builtCatalogue(page);
    await expect(block.getByTestId('media-destination-count')).toHaveText(String(built.length));
    await expect(block.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/submit-destination');
    // No links to the networks' home pages: the accounts are settings, shown on the Media Hub when set.
    await expect(page.locator('.site-footer').getByRole('link', { name: 'Media Hub' })).toHaveAttribute('href', '/content');
    await expect(page.locator('.site-footer a[href*="tiktok.com"], .site-footer a[href*="instagram.com"], .site-footer a[href*="facebook.com"]')).toHaveCount(
      0,
    );
  });

  test.describe('in Salt Lake City', () => {
    test.use({ timezoneId: 'America/Denver', locale: 'en-US' });

    test('an empty trending list says when the next scan runs, under no "Auto-refreshed" badge', async ({ page }) => {
      await page.clock.setFixedTime(new Date('2030-06-01T18:05:00Z')); // 12:05 PM in Utah
      await page.route('**/api/reddit/latest', (route) => route.fulfill({ json: EMPTY_LATEST }));
      await page.goto('/content');
      await expect(page.getByText('No trending adventures yet. The next scan of Utah’s communities runs at 12:15 PM MDT.')).toBeVisible();
      await expect(page.locator('[data-trending-list]')).toBeHidden();
      await expect(page.getByText('Auto-refreshed every 15 minutes')).toBeHidden();
    });
  });

  test('a failed load is retried twice, 1 s and then 2 s later, then the Media Hub says it could not load', async ({ page }) => {
    const fetches = await countFetches(page, '/api/reddit/latest');
    await page.route('**/api/reddit/latest', (route) => route.fulfill({ status: 500, json: { error: 'Something went wrong on our side. Please try again.' } }));
    // A paused clock: retries happen only when the test moves time, however busy the machine.
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1000);
    await page.goto('/content');
    const failed = page.getByText('Trending adventures could not be loaded right now. Please try again later.');
    // Each step waits until the page has taken the failed answer in (and armed its retry).
    const afterFailures = async (n: number) => {
      await expect.poll(fetches).toEqual({ started: n, settled: n });
      await expect(failed).toBeVisible();
    };
    await afterFailures(1);
    await page.clock.runFor(900);
    expect((await fetches()).started).toBe(1);
    await page.clock.runFor(100);
    await afterFailures(2);
    await page.clock.runFor(1900);
    expect((await fetches()).started).toBe(2);
    await page.clock.runFor(100);
    await afterFailures(3);
    // No third retry, however long the page stays open short of the five-minute refresh.
    await page.clock.runFor(4 * 60_000);
    expect((await fetches()).started).toBe(3);
    await expect(failed).toBeVisible();
  });

  test('the trending list is fetched again every five minutes, not sooner', async ({ page }) => {
    const fetches = await countFetches(page, '/api/reddit/latest');
    await page.route('**/api/reddit/latest', (route) => route.fulfill({ json: EMPTY_LATEST }));
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1000);
    await page.goto('/content');
    await expect(page.getByText(/^No trending adventures yet\. The next scan of Utah’s communities runs at /)).toBeVisible();
    await expect.poll(fetches).toEqual({ started: 1, settled: 1 });
    await page.clock.runFor(5 * 60_000 - 1000);
    expect((await fetches()).started).toBe(1);
    await page.clock.runFor(1000);
    expect((await fetches()).started).toBe(2);
    await expect.poll(fetches).toEqual({ started: 2, settled: 2 });
    await page.clock.runFor(5 * 60_000 - 1000);
    expect((await fetches()).started).toBe(2);
    await page.clock.runFor(1000);
    expect((await fetches()).started).toBe(3);
  });
});

test.describe('Reddit Content Discovery', () => {
  test('an anonymous visitor sees the title and a sign-in prompt, and no data is requested', async ({ page }) => {
    const api: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/reddit/')) api.push(r.url());
    });
    await page.goto('/reddit');
    await expect(page).toHaveTitle('Reddit Content Discovery | SLC Trips');
    await expect(page.getByRole('heading', { level: 1, name: 'Reddit Content Discovery' })).toBeVisible();
    await expect(page.getByText(/monitoring 64 Utah-specific forums/i)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Staff sign-in required' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(page.getByRole('button', { name: /Run Discovery|Running/ })).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(api).toEqual([]);
    const anonymous = await page.request.post('/api/reddit/discover');
    expect(anonymous.status()).toBe(401);
    expect((await page.request.get('/api/reddit/status')).status()).toBe(401);
    await expectAccessible(page);
  });

  test('a signed-in visitor is told the page is for staff, and the API refuses them with 403', async ({ page }, info) => {
    await signIn(page, `reddit-visitor-${info.project.name}@example.com`);
    await page.goto('/reddit');
    await expect(page.getByRole('heading', { name: 'Staff only' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run Discovery' })).toHaveCount(0);
    const refused = await page.request.post('/api/reddit/discover');
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Staff only' });
    expect((await page.request.get('/api/reddit/status')).status()).toBe(403);
  });

  test('staff start a scan from the page and its results appear without a reload', async ({ page }, info) => {
    test.setTimeout(60_000);
    await signInRedditStaff(page, info);
    await page.goto('/reddit');
    await page.evaluate(() => {
      (window as unknown as { stayed: boolean }).stayed = true;
    });
    const status = page.getByRole('region', { name: 'System Status' });
    await expect(status.getByText(/^(Active|Inactive)$/)).toBeVisible();
    const run = page.getByRole('button', { name: 'Run Discovery' });
    const scan = page.getByRole('region', { name: 'Latest Scan' });
    const recent = page.getByRole('region', { name: 'Recent Discoveries' });
    // Another browser may be scanning: wait for the button and for the page to show that scan.
    await expect(run).toBeEnabled({ timeout: 20_000 });
    await expect(scan.getByTestId('scan-total').or(scan.getByText('No data available'))).toBeVisible();

    // Earlier scans read the same sample posts, so only a post no scan has seen proves the
    // page reloaded its results: a fresh, popular one naming places, so it ranks in the first ten.
    const id = `fknew${Date.now().toString(36)}${info.project.name === 'phone' ? 'p' : 'd'}`;
    const title = `Fresh snow at Snowbird and Alta today, run ${id}`;
    await addFakeRedditPost(page.request, {
      subreddit: 'SaltLakeCity',
      post: {
        id,
        title,
        selftext: 'Skiing at Snowbird, then Zion National Park and Arches National Park next week.',
        score: 9000,
        num_comments: 600,
        ageHours: 0.2,
      },
    });
    await expect(recent.getByRole('article', { name: title })).toHaveCount(0);

    const running = page.getByRole('button', { name: 'Running...' });
    // The other browser's scan may have started in between (409, and it may have read the
    // listing before our post existed): then the page follows that one and we start ours after.
    for (let attempt = 0; ; attempt += 1) {
      const [started] = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/api/reddit/discover')), run.click()]);
      await expect(running).toBeVisible();
      await expect(running).toBeDisabled();
      await expect(status.getByText('Discovery running...')).toBeVisible();
      await expect(run).toBeEnabled({ timeout: 20_000 });
      if (started.status() === 202 || attempt === 2) {
        expect(started.status()).toBe(202);
        break;
      }
    }
    await expect(status.getByText('Discovery running...')).toHaveCount(0);
    await expect(status.getByText('Active', { exact: true })).toBeVisible();
    await expect(recent.getByRole('article', { name: title })).toBeVisible();

    const latest = (await (await page.request.get('/api/reddit/latest')).json()) as LatestResponse;
    expect(latest.discoveries.map((d) => d.id)).toContain(id);
    // Nine sample posts are listable; the other browser may have added its own post too.
    expect(latest.summary!.total).toBe(9 + latest.discoveries.filter((d) => d.id.startsWith('fknew')).length);
    await expect(scan.getByTestId('scan-total')).toHaveText(String(latest.summary!.total));
    await expect(scan.getByTestId('scan-high')).toHaveText(String(latest.summary!.highPotential));
    await expect(scan).toContainText('Total posts discovered');

    const cards = recent.getByRole('article');
    await expect(cards).toHaveCount(Math.min(10, latest.discoveries.length));
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(latest.discoveries.slice(0, 10).map((d) => d.title));

    const archData = latest.discoveries.find((d) => d.id === 'fk1001')!;
    const arch = recent.getByRole('article', { name: 'Sunset hike to Delicate Arch in Arches National Park' });
    await expect(arch).toContainText('r/Utah');
    await expect(arch).toContainText('1.2k upvotes');
    await expect(arch).toContainText('85 comments');
    await expect(arch.locator('time')).toHaveText(archData.created_readable);
    await expect(arch.getByText(/^High Potential \(\d\.\d\)$/)).toBeVisible();
    await expect(arch.getByRole('link', { name: /View on Reddit/ })).toHaveAttribute('href', archData.url);
    await expect(arch.locator('.reddit-excerpt')).toHaveText(`${archData.selftext.slice(0, 150).trimEnd()}…`);
    const keywords = arch.getByRole('list', { name: 'Matching keywords' }).getByRole('listitem');
    await expect(keywords).toHaveText(archData.matching_keywords.slice(0, 5));
    expect(await keywords.count()).toBeLessThanOrEqual(5);
    await expect(arch.getByRole('complementary', { name: 'TikTok Content Opportunity' })).toBeVisible();

    // The run's added posts push the quietest sample past the first ten: check a low one shown.
    const quietData = latest.discoveries.slice(0, 10).find((d) => d.content_potential < 2);
    expect(quietData?.id).toMatch(/^fk(2003|6001)$/);
    const quiet = recent.getByRole('article', { name: quietData!.title });
    await expect(quiet.getByText(/^Low Potential/)).toBeVisible();
    await expect(quiet.getByText('TikTok Content Opportunity')).toHaveCount(0);
    await expect(recent.getByText('NSFW post')).toHaveCount(0);

    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect(page.getByText('The 64 communities we watch')).toBeVisible();
    await expectAccessible(page);
  });

  test('staff see Inactive, No data available and the empty text before the first scan', async ({ page }, info) => {
    await signInRedditStaff(page, info);
    await page.route('**/api/reddit/status', (route) => route.fulfill({ json: IDLE_STATUS }));
    await page.route('**/api/reddit/latest', (route) => route.fulfill({ json: EMPTY_LATEST }));
    await page.goto('/reddit');
    await expect(page.getByRole('region', { name: 'System Status' }).getByText('Inactive', { exact: true })).toBeVisible();
    await expect(page.getByText('No scan has finished yet.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Latest Scan' }).getByText('No data available')).toBeVisible();
    await expect(page.getByText('No discoveries found. Run a discovery scan to find trending content.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Run Discovery' })).toBeEnabled();
  });

  test('the page refetches the status every 30 seconds and the latest scan every 60 seconds', async ({ page }, info) => {
    await signInRedditStaff(page, info);
    const status = await countFetches(page, '/api/reddit/status');
    const latest = await countFetches(page, '/api/reddit/latest');
    await page.route('**/api/reddit/status', (route) => route.fulfill({ json: IDLE_STATUS }));
    await page.route('**/api/reddit/latest', (route) => route.fulfill({ json: EMPTY_LATEST }));
    await page.clock.install({ time: T0 });
    await page.clock.pauseAt(T0 + 1000);
    await page.goto('/reddit');
    const started = async () => ({ status: (await status()).started, latest: (await latest()).started });
    // Before each step the page has read every answer: a fetch still running would skip a tick.
    const settled = async (n: { status: number; latest: number }) => {
      await expect.poll(async () => ({ status: (await status()).settled, latest: (await latest()).settled })).toEqual(n);
    };
    await settled({ status: 1, latest: 1 });
    await page.clock.runFor(29_000);
    expect(await started()).toEqual({ status: 1, latest: 1 });
    await page.clock.runFor(1_000);
    expect(await started()).toEqual({ status: 2, latest: 1 });
    await settled({ status: 2, latest: 1 });
    await page.clock.runFor(29_000);
    expect(await started()).toEqual({ status: 2, latest: 1 });
    await page.clock.runFor(1_000);
    expect(await started()).toEqual({ status: 3, latest: 2 });
  });
});
