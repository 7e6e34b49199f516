import { expect, test } from '@playwright/test';
import type { KitAnalytics, KitStat } from '../../src/features/kits/kits.ts';
import { expectAccessible, signIn } from './helpers.ts';
import { gate } from './timing.ts';
import { analyticsNow, dialogOf, kitBox, openDialog, run, signInKitsStaff, toast } from './kits.ts';

test.describe('kit analytics dashboard', () => {
  test('an anonymous visitor sees "Authenticating...", the Unauthorized toast, and goes to sign in after 500 ms', async ({ page }) => {
    const now = Date.now();
    await page.clock.install({ time: new Date(now) });
    await page.clock.pauseAt(new Date(now + 1000));
    await page.goto('/analytics');
    await expect(page.getByText('Authenticating...')).toBeVisible();
    await expect(toast(page)).toContainText('Unauthorized');
    await expect(toast(page)).toContainText('You are logged out. Logging in again...');
    await page.clock.runFor(450);
    expect(new URL(page.url()).pathname).toBe('/analytics');
    await page.clock.runFor(100);
    await page.waitForURL('**/api/login');
    await expect(page.getByLabel('E-mail address')).toBeVisible();
  });

  test('a signed-in visitor who is not staff gets 403 from the data and is told to use a staff account', async ({ page, request }, info) => {
    expect((await request.get('/api/kit-analytics')).status()).toBe(401);
    await signIn(page, `kits-visitor-${info.project.name}-${run}@example.com`);
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { name: 'Staff account required' })).toBeVisible();
    await expect(page.getByText('You need a staff account to see kit analytics.')).toBeVisible();
    const status = await page.evaluate(() => fetch('/api/kit-analytics', { credentials: 'include' }).then((r) => r.status));
    expect(status).toBe(403);
    await expectAccessible(page);
  });

  // Writes real rankings: desktop only, so the two browser projects never race on the totals.
  test('staff see exactly the signups, votes and scores that visitors submitted @desktop', async ({ page }) => {
    await signInKitsStaff(page, 'dashboard');
    const before = await analyticsNow(page);
    const a = `kits-a-${run}@example.com`;
    const b = `kits-b-${run}@example.com`;
    const c = `kits-c-${run}@example.com`;

    const submitRanking = async (email: string, kits: string[], feedback = '') => {
      await page.goto('/planning-kits');
      await openDialog(page);
      const dialog = dialogOf(page);
      await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
      for (const k of kits) await kitBox(page, k).check();
      if (feedback) await dialog.getByRole('textbox', { name: 'Feedback (optional)' }).fill(feedback);
      await dialog.getByRole('button', { name: 'Submit Interest' }).click();
      await expect(toast(page)).toContainText('Interest Recorded!');
      await expect(dialog).toBeHidden();
    };
    await submitRanking(a, ['Family Fun Kit', 'Foodie Tour Kit', 'Budget Travel Kit']);
    await submitRanking(b, ['2034 Winter Olympics Kit'], 'Tickets info please');
    // A repeat from the same address replaces its ranking: a's first ranking no longer counts.
    await submitRanking(a.toUpperCase(), ['2034 Winter Olympics Kit', 'Wellness & Spa Kit']);
    await page.goto('/olympic-kit-signup');
    await page.getByRole('textbox', { name: 'Email' }).fill(c);
    await page.getByRole('button', { name: 'Sign Me Up' }).click();
    await expect(toast(page)).toContainText('Interest Recorded!');
    await expect(page.getByText("You're on the list for the 2034 Winter Olympics Kit.")).toBeVisible();

    const after = await analyticsNow(page);
    const stat = (data: KitAnalytics, id: string) => data.kitStats.find((s) => s.kitId === id)!;
    const delta = (id: string, key: keyof KitStat) => (stat(after, id)[key] as number) - (stat(before, id)[key] as number);
    expect(after.totalSignups - before.totalSignups).toBe(3);
    expect(after.totalVotes - before.totalVotes).toBe(2 + 1 + 1);
    expect([
      delta('olympic-complete', 'signups'),
      delta('olympic-complete', 'totalVotes'),
      delta('olympic-complete', 'rank1_votes'),
      delta('olympic-complete', 'popularityScore'),
    ]).toEqual([3, 3, 3, 15]);
    expect([delta('wellness-spa', 'signups'), delta('wellness-spa', 'rank2_votes'), delta('wellness-spa', 'popularityScore')]).toEqual([1, 1, 4]);
    for (const id of ['family-fun', 'foodie-tour', 'budget-travel']) expect(delta(id, 'signups')).toBe(0);

    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Kit Analytics Dashboard' })).toBeVisible();
    const card = (name: string) => page.locator('.kit-summary .card').filter({ has: page.getByRole('heading', { name }) });
    await expect(card('Total Signups').locator('.kit-summary-value')).toHaveText(String(after.totalSignups));
    await expect(card('Total Signups')).toContainText('E-mail subscriptions across all kits');
    await expect(card('Total Votes').locator('.kit-summary-value')).toHaveText(String(after.totalVotes));
    await expect(card('Total Votes')).toContainText('Ranked-choice preferences submitted');
    const top = after.kitStats[0]!;
    await expect(card('Most Popular').locator('.kit-summary-value')).toHaveText(top.kitName);
    await expect(card('Most Popular')).toContainText(`${top.popularityScore} points`);

    const rows = page.locator('.kit-ranked > li');
    await expect(rows).toHaveCount(9);
    await expect(rows.locator('.kit-ranked-name')).toHaveText(after.kitStats.map((s) => s.kitName));
    await expect(rows.locator('.kit-position.top-1, .kit-position.top-2, .kit-position.top-3')).toHaveCount(3);
    const olympicRow = page.locator('.kit-ranked > li[data-kit="olympic-complete"]');
    const o = stat(after, 'olympic-complete');
    await expect(olympicRow.locator('dd')).toHaveText([o.signups, o.totalVotes, o.popularityScore, o.rank1_votes, o.rank2_votes, o.rank3_votes].map(String));

    await expect(page.getByRole('img', { name: /^Bar chart of signups and total votes per kit: .*2034 Winter Olympics \d+ signups/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Bar chart/ })).not.toHaveAccessibleName(/Kit/);
    await expect(page.getByRole('img', { name: /^Pie chart of the top \d kits by popularity score/ })).toBeVisible();

    const insights = page.getByRole('region', { name: 'Business Insights' });
    // docs/product.md §2.19: the top 3 kits by popularity score. Checked by score rather than by name, so the
    // expectation does not copy the tie-break of the code under test.
    const bundleItems = insights.locator('h3:text("Bundle Opportunities") + p + ol li');
    await expect(bundleItems).toHaveCount(3);
    const scoreOf = (name: string) => after.kitStats.find((s) => s.kitName === name)?.popularityScore;
    const topScores = after.kitStats
      .map((s) => s.popularityScore)
      .sort((a, b) => b - a)
      .slice(0, 3);
    expect((await bundleItems.allTextContents()).map(scoreOf)).toEqual(topScores);
    const priorities = after.kitStats.filter((s) => s.signups > 0).slice(0, 3);
    await expect(insights.locator('h3:text("Development Priority") + p + ol li')).toHaveText(priorities.map((s) => `${s.kitName}: ${s.signups} interested`));
    await expectAccessible(page);
  });

  test('chart code loads on /analytics only, after the "Loading analytics..." state', async ({ page }) => {
    // Five page loads, each until the network is quiet: allow for a busy machine.
    test.setTimeout(60_000);
    // Bodies are read as the responses arrive; every read is kept and awaited before asserting,
    // so a late body cannot slip past the check.
    const reads: Array<Promise<{ path: string; read: boolean; chart: boolean }>> = [];
    page.on('response', (response) => {
      if (!response.url().endsWith('.js')) return;
      const path = new URL(response.url()).pathname;
      reads.push(
        response.text().then(
          (body) => ({ path, read: true, chart: body.includes('Canvas is already in use') }),
          () => ({ path, read: false, chart: false }),
        ),
      );
    });
    const chartScripts = async () => (await Promise.all(reads)).filter((r) => r.chart).map((r) => r.path);
    for (const path of ['/planning-kits', '/tripkit', '/olympic-kit-signup', '/']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    const elsewhere = await Promise.all(reads);
    // The listener did see the other pages' scripts, so an empty list below means something.
    expect(elsewhere.filter((r) => r.read).length).toBeGreaterThan(0);
    expect(await chartScripts()).toEqual([]);
    await signInKitsStaff(page, `charts-${test.info().project.name}`);
    // Hold the data back until the loading state has been seen.
    const held = gate();
    await page.route('**/api/kit-analytics', async (route) => {
      await held.passed;
      await route.continue();
    });
    await page.goto('/analytics');
    await expect(page.getByText('Loading analytics...')).toBeVisible();
    held.open();
    await expect(page.getByRole('img', { name: /^Bar chart/ })).toBeVisible();
    await expect(page.getByText('Loading analytics...')).toBeHidden();
    await page.waitForLoadState('networkidle');
    expect((await chartScripts()).length).toBeGreaterThan(0);
  });
});
