import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { recordCspViolations } from './cspViolations.ts';
import { signInAsStaff, startInteractiveMap } from './helpers.ts';

/*
 * The Content-Security-Policy (docs/decisions/017): every prebuilt page carries it and hashes
 * each inline script it has; Chromium enforces it on every route without a single violation,
 * and refuses a script slipped into a page.
 */

const DIST = path.resolve('dist');

function htmlFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) htmlFiles(file, out);
    else if (entry.name.endsWith('.html')) out.push(file);
  }
  return out;
}

/** A policy as directive name → sources. */
function parsePolicy(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...sources] = d.split(/\s+/);
        return [name!.toLowerCase(), sources] as const;
      }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const decodeAttr = (value: string) =>
  value
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

/** What is wrong with one built page, in words; empty when nothing is. */
function auditPage(html: string): string[] {
  const problems: string[] = [];
  const metas = [...html.matchAll(/<meta http-equiv="content-security-policy" content="([^"]*)"/gi)];
  if (metas.length !== 1) return [`${metas.length} CSP <meta> elements`];
  const policy = parsePolicy(decodeAttr(metas[0]![1]!));
  const scriptSrc = policy.get('script-src') ?? [];
  const styleSrc = policy.get('style-src') ?? [];
  if (!scriptSrc.length) problems.push('no script-src');
  if (scriptSrc.some((s) => /unsafe-(inline|eval|hashes)|^\*$|^https?:$|^data:$/.test(s))) problems.push(`loose script-src: ${scriptSrc.join(' ')}`);
  if (styleSrc.some((s) => /unsafe-(inline|hashes)/.test(s)) || policy.has('style-src-attr')) problems.push('inline styles allowed');
  if (policy.get('object-src')?.join(' ') !== "'none'") problems.push('object-src is not none');
  if (!policy.has('default-src') || !policy.has('base-uri') || !policy.has('form-action')) problems.push('default-src, base-uri or form-action missing');
  // A <meta> policy covers only what comes after it.
  const metaAt = metas[0]!.index!;
  const firstActive = html.search(/<script(?![^>]*application\/ld\+json)|<style|<link[^>]+stylesheet/i);
  if (firstActive >= 0 && firstActive < metaAt) problems.push('a script or style comes before the CSP <meta>');
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/.test(attributes!)) continue;
    // Data blocks (JSON-LD) are never run, so CSP does not apply to them.
    if (/type="application\/(ld\+)?json"/.test(attributes!)) continue;
    if (!scriptSrc.includes(sha256(body!))) problems.push(`inline script without its hash: ${body!.slice(0, 60)}`);
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    if (!styleSrc.includes(sha256(body!))) problems.push(`inline style without its hash: ${body!.slice(0, 60)}`);
  }
  for (const [tag] of html.matchAll(/<[a-z][a-z0-9-]*\s[^>]*>/gi)) {
    if (/\son[a-z]+\s*=/i.test(tag)) problems.push(`inline event handler: ${tag.slice(0, 80)}`);
    if (/\s(href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(tag)) problems.push(`javascript: URL: ${tag.slice(0, 80)}`);
    if (/\sstyle\s*=/i.test(tag)) problems.push(`style attribute: ${tag.slice(0, 80)}`);
  }
  return problems;
}

test.describe('the Content-Security-Policy', () => {
  test('every built page carries a strict CSP that lists the hash of each inline script and style it has @desktop', () => {
    const files = htmlFiles(DIST);
    expect(files.length).toBeGreaterThan(700);
    const problems = files.flatMap((file) => auditPage(fs.readFileSync(file, 'utf8')).map((p) => `${path.relative(DIST, file)}: ${p}`));
    expect(problems.slice(0, 20)).toEqual([]);
    // The audit itself can fail: a page with an unhashed inline script, a handler or a loose policy.
    const home = fs.readFileSync(path.join(DIST, 'index.html'), 'utf8');
    expect(auditPage(home.replace('</body>', '<script>alert(1)</script></body>'))).toEqual([expect.stringMatching(/^inline script without its hash/)]);
    expect(auditPage(home.replace('<body', '<body onload="x()"'))).toEqual([expect.stringMatching(/^inline event handler/)]);
    expect(auditPage(home.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"))).toEqual([expect.stringMatching(/^loose script-src/)]);
  });

  test('npm start sends the headers netlify.toml declares: HSTS and no framing on pages, a whole CSP on function-rendered pages @desktop', async ({
    request,
  }) => {
    for (const url of ['/', '/destinations', '/no-such-page']) {
      const response = await request.get(url);
      expect(response.headers()['strict-transport-security'], url).toBe('max-age=63072000; includeSubDomains; preload');
      expect(response.headers()['content-security-policy'], url).toBe("frame-ancestors 'none'");
      expect(response.headers()['x-frame-options'], url).toBe('DENY');
    }
    const login = await request.get('/api/login');
    const policy = parsePolicy(login.headers()['content-security-policy'] ?? '');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('script-src')!.slice(1)).toEqual([expect.stringMatching(/^'sha256-/)]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
  });

  test('a script slipped into a page is refused, and the sign-in page’s own script still runs', async ({ page }, info) => {
    const violations = await recordCspViolations(page);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.filter((v) => v.startsWith('securitypolicyviolation script-src')).length).toBe(1);
    violations.length = 0;

    // The function-rendered form works only if its hashed inline script runs.
    const email = `csp-${info.project.name}@example.com`;
    await page.goto('/api/login');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
    await expect(page.getByRole('status')).toContainText(`Check ${email}`);
    expect(violations).toEqual([]);
  });

  test('Chromium sees no violation on any page a visitor can open, dialogs and videos included (slow: opens every page type in turn)', async ({ page }) => {
    test.setTimeout(240_000);
    const violations = await recordCspViolations(page);
    await stubTikTok(page);
    // Videos are staff settings and the test database has none: one set here, so its player loads under the policy.
    await page.route('**/api/social-settings', (route) =>
      route.fulfill({
        json: {
          accounts: { tiktok: 'slctrips', instagram: null, facebook: null },
          videos: { 'bear-river': '7312345678901234567', pyramid: null, 'underground-homes': null },
        },
      }),
    );
    // One page per template: the six zone pages are one template ([zone].astro) with other cards, and
    // the first test above audits every built page's policy and hashes. The fullest zone page stands
    // for them (issue 38: five visits of the same code, about a second each).
    const zones = fs.readdirSync(path.join(DIST, 'drive-time'));
    expect(zones.length).toBeGreaterThan(0);
    const zoneSize = (z: string) => fs.statSync(path.join(DIST, 'drive-time', z, 'index.html')).size;
    const zone = zones.reduce((a, b) => (zoneSize(b) > zoneSize(a) ? b : a));
    const destination = fs
      .readdirSync(path.join(DIST, 'destinations'))
      .find((d) => d !== 'fallback' && fs.existsSync(path.join(DIST, 'destinations', d, 'index.html')))!;
    const pages = [
      '/',
      '/destinations',
      '/destinations/page/2',
      `/destinations/${destination}`,
      '/destinations/not-a-real-place-csp',
      `/drive-time/${zone}`,
      '/search?q=arches',
      '/reddit',
      '/content',
      '/planning-kits',
      '/tripkit',
      '/deck',
      '/favorites',
      '/admin',
      '/admin/submissions',
      '/admin/catalogue',
      '/analytics',
      '/submit-destination',
      '/submissions/status?token=not-a-token',
      '/places-demo',
      '/olympic-kit-signup',
      '/olympics',
      '/privacy',
      '/plan?hours=4',
      '/map',
      '/login',
      '/api/login',
      '/api/auth/google',
      '/api/auth/verify?token=not-a-token',
      '/api/auth/callback',
      '/no-such-page-csp',
    ];
    for (const url of pages) {
      if (url === '/analytics') {
        // Anonymous visitors are sent on to sign in.
        await page.goto(url);
        await page.waitForURL('**/api/login');
        expect(violations, url).toEqual([]);
        continue;
      }
      await visit(page, url);
      if (url === '/') {
        // Scrolling through the home page may already have opened the newsletter.
        const newsletter = page.getByRole('dialog');
        if (!(await newsletter.isVisible())) await page.getByRole('button', { name: 'Sign Up for Access' }).click();
        await expect(newsletter).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(newsletter).toBeHidden();
      }
      if (url === '/map') {
        // MapLibre, its worker, the style, tiles and the reach layers all load under the policy.
        await startInteractiveMap(page, 60_000);
      }
      if (url === '/plan?hours=4') {
        // The planner's module worker has answered.
        await expect(page.locator('.plan')).toHaveCount(3, { timeout: 60_000 });
      }
      if (url === '/content') {
        await page
          .getByRole('button', { name: /^Play video/ })
          .first()
          .click();
        await expect(page.locator('iframe.video-embed')).toBeVisible();
      }
      if (url === '/planning-kits') {
        await expect(page.locator('astro-island[component-url*="KitInterestDialog"]')).not.toHaveAttribute('ssr', '');
        await page.getByRole('button', { name: 'Rank the Kits You Want' }).click();
        await expect(page.getByRole('dialog', { name: 'Rank the trip kits you want' })).toBeVisible();
        await page.keyboard.press('Escape');
      }
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) await menu.click();
      expect(violations, url).toEqual([]);
    }
  });

  test('Chromium sees no violation on the staff pages, charts and the review dialog included', async ({ page }, info) => {
    test.setTimeout(120_000);
    await signInCspStaff(page, info);
    // One pending submission to open the review dialog on (a stub: public submissions are rate-limited).
    await page.route('**/api/admin/submissions', (route) =>
      route.fulfill({
        json: [
          {
            id: '00000000-0000-4000-8000-0000000c5b01',
            name: 'CSP Check Place',
            category: 'outdoor',
            address: '1 Main St, Moab, UT',
            website: null,
            phone: '435 555 0100',
            email: 'csp@example.com',
            description: 'A place to open the review dialog on.',
            highlights: null,
            hours: null,
            pricing: null,
            seasonality: null,
            contactName: 'Casey',
            businessRole: 'owner',
            status: 'pending',
            createdAt: new Date().toISOString(),
            reviewNotes: null,
            reviewedAt: null,
            destinationId: null,
            located: null,
          },
        ],
      }),
    );
    const violations = await recordCspViolations(page);
    // Each staff page once, its tabs, chart and dialog opened while it is open (issue 38: no second visit).
    await visit(page, '/admin');
    for (const name of ['Live Interactions', 'Analytics']) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    }
    await visit(page, '/analytics');
    await expect(page.getByRole('img', { name: /^Bar chart/ })).toBeVisible();
    for (const url of ['/reddit', '/favorites', '/admin/catalogue']) await visit(page, url);
    await visit(page, '/admin/submissions');
    await page
      .getByRole('tabpanel', { name: 'Pending' })
      .getByRole('button', { name: /^Review/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The catalogue editor on a destination page: its chunk and the staff stylesheet load on demand (decision 049).
    await visit(page, '/destinations/temple-square/');
    await page.getByRole('button', { name: 'Edit this place (staff)' }).click();
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

/** The TikTok player stays offline: the browser still checks the frame against frame-src. */
async function stubTikTok(page: Page): Promise<void> {
  await page.route(/^https:\/\/www\.tiktok\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' }));
}

/** Opens a page and lets it settle: scrolled through (client:visible islands), network quiet. */
async function visit(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  // Each page is under a policy with script-src: in its <meta> (static) or its header (functions).
  const meta = await page.evaluate(() => document.querySelector('meta[http-equiv="content-security-policy"]')?.getAttribute('content') ?? null);
  expect(`${meta ?? ''} ${response?.headers()['content-security-policy'] ?? ''}`, url).toContain("script-src 'self'");
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.locator('astro-island[ssr]:not([client="signedin"])')).toHaveCount(0);
}

const signInCspStaff = (page: Page, info: TestInfo) => signInAsStaff(page, `csp-staff-${info.project.name}@staff.example.com`);
