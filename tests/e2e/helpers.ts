import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from '../../playwright.config.ts';
import { readOutbox } from '../helpers/outbox.ts';

/** Runs the operator CLI against the database the e2e server uses (it joins the running server). */
export function usersCli(...args: string[]): string {
  return execFileSync(process.execPath, ['--import', 'tsx', path.resolve('scripts/users.ts'), ...args], {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' },
    encoding: 'utf8',
  });
}

/** Waits for the newest sign-in link mailed to `email` in the server's outbox (the server on `dataDir`). */
export async function waitForMagicLink(email: string, after = 0, dataDir = E2E_DATA_DIR): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = await readOutbox(path.join(dataDir, 'outbox'), { since: after + 1000, to: email });
        for (const mail of mails.reverse()) {
          link = /https?:\/\/[^\s"<>]+\/api\/auth\/verify\?token=[A-Za-z0-9_%-]+/.exec(mail.text)?.[0];
          if (link) return link;
        }
        return undefined;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!;
}

/** Signs in through the e-mail form and the mailed link, as a person would. */
export async function signInThroughEmail(page: Page, email: string): Promise<void> {
  const started = Date.now();
  await page.goto('/api/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send me a sign-in link' }).click();
  await expect(page.getByRole('status')).toContainText(`Check ${email}`);
  const link = await waitForMagicLink(email, started - 1000);
  await page.goto(link);
  await expect(page).toHaveURL(/\/$/);
}

/**
 * Signs `page`'s browser in as `email` with the same mailed link, through the API: for tests
 * where signing in is the setup, not the subject (accounts.spec.ts walks the form and the link as
 * a person does, with signInThroughEmail). Two page loads fewer per test; the page stays where it
 * was (the session cookie is the context's, shared by page.request).
 */
export async function signIn(page: Page, email: string, dataDir = E2E_DATA_DIR): Promise<void> {
  const started = Date.now();
  const asked = await page.request.post('/api/login', { data: { email } });
  expect(asked.status(), await asked.text()).toBe(200);
  const link = await waitForMagicLink(email, started - 1000, dataDir);
  const opened = await page.request.get(link, { maxRedirects: 0 });
  expect(opened.status()).toBe(302);
  expect((await page.request.get('/api/auth/user')).status()).toBe(200);
}

/**
 * Makes `email` staff and signs it in (signIn). The role is set by the app's own setRole over a
 * connection to the browser tests' database, as submitPlace writes its submission: the operator
 * CLI (a Node start, tsx and the migrations check: a second or more of CPU a call, issue 38) is
 * tested where it is the subject, in the specs that call usersCli.
 */
export async function signInAsStaff(page: Page, email: string, dataDir = E2E_DATA_DIR): Promise<void> {
  const { connect } = await import('../../src/server/db.ts');
  const { setRole } = await import('../../src/features/accounts/accounts.server.ts');
  const sql = connect(fs.readFileSync(path.join(dataDir, 'db.url'), 'utf8').trim(), { max: 1 });
  try {
    expect((await setRole(sql, email, 'staff')).role).toBe('staff');
  } finally {
    await sql.end();
  }
  await signIn(page, email, dataDir);
}

/** No serious or critical axe violation, and no horizontal scroll at the current width. */
export async function expectAccessible(page: Page): Promise<void> {
  // Every rule, but only the violations collected and sent back (the passes were hundreds of nodes a page; issue 52).
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * A submission made straight in the e2e server's database, or the one in `dataDir` (the submission
 * endpoint's hourly limit is shared by every test on this machine), with a database connection to review it
 * outside any server (`review`) until `close`.
 */
export async function submitPlace(
  name: string,
  dataDir = E2E_DATA_DIR,
): Promise<{
  submissionId: string;
  review: (review: { status: 'approved' | 'rejected'; reviewNotes?: string }) => Promise<{ destinationId?: string | null }>;
  close: () => Promise<void>;
}> {
  // The app's client (decision 034: it names columns as the app's code reads them).
  const { connect } = await import('../../src/server/db.ts');
  const { createSubmission, reviewSubmission } = await import('../../src/features/submissions/submissions.server.ts');
  const sql = connect(fs.readFileSync(path.join(dataDir, 'db.url'), 'utf8').trim(), { max: 1 });
  const { id } = await createSubmission(
    sql,
    {
      name,
      category: 'family',
      address: '2501 Grant Ave, Ogden, UT 84401',
      phone: '(801) 555-0100',
      email: 'owner@example.com',
      description: 'Approved after the build, for a browser test.',
      contactName: 'Test Owner',
      businessRole: 'owner',
    } as never,
    `e2e-${name}`,
  );
  return { submissionId: id!, review: (review) => reviewSubmission(sql, id!, review), close: async () => void (await sql.end()) };
}

/**
 * Adds a place the way staff approval does, after the build, straight in the e2e server's
 * database. Returns its id and a function that withdraws it again (other specs compare the
 * prebuilt pages with the API).
 */
export async function approveNewPlace(name: string): Promise<{ id: string; withdraw: () => Promise<void> }> {
  const submission = await submitPlace(name);
  const approved = await submission.review({ status: 'approved' });
  return {
    id: approved.destinationId!,
    withdraw: async () => {
      await submission.review({ status: 'rejected', reviewNotes: 'Withdrawn after the test.' });
      await submission.close();
    },
  };
}

/**
 * The data folder `dir`/data of a spec's second server (services-down, own-server). Under `npm test`
 * it starts as a copy of the build's migrated and seeded database (E2E_SEEDED_DATA_DIR, copied before
 * the browser server opened it), so the server neither migrates nor seeds the catalogue again (about
 * 12 s of CPU a server; decision 101). Run alone, the server seeds its empty folder itself.
 */
export function secondServerData(dir: string): string {
  const data = path.join(dir, 'data');
  const seeded = process.env.E2E_SEEDED_DATA_DIR;
  if (seeded && fs.existsSync(path.join(seeded, 'db'))) execFileSync('cp', ['-a', seeded, data]);
  return data;
}

/**
 * Starts /map's interactive map as its "Explore the interactive map" button does, and waits
 * until it is drawn. A pointer resting over the frame starts the map too (after a click or a
 * reload), and the button hides once the map is drawn, so the click goes to the button whether
 * or not it is still shown; starting twice is the same start. One test clicks the real button.
 */
export async function startInteractiveMap(page: Page, timeout = 45_000): Promise<void> {
  // The controls are enabled in the same task that wires the button.
  await expect(page.getByLabel('Category', { exact: true })).toBeEnabled();
  await page.locator('[data-map-start]').dispatchEvent('click');
  await expect(page.locator('[data-map]')).toHaveAttribute('data-state', 'ready', { timeout });
}

/**
 * Keeps a page as the build wrote it: the late merge of places approved after the build
 * (decision 030) gets an empty answer. For specs that compare the prebuilt pages with the
 * build's catalogue while parallel tests approve places; tests/e2e/late-catalogue.spec.ts
 * tests the merge itself.
 */
export async function keepBuiltCatalogue(page: Page): Promise<void> {
  await page.route(
    (url) => url.pathname === '/api/destinations' && url.searchParams.has('since'),
    (route) => route.fulfill({ json: [] }),
  );
}

/**
 * Records every layout shift not caused by input from the first paint on (call before goto):
 * their sum, and what moved (element, rectangle before and after), so a failure names it.
 */
export async function trackLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __shift: number; __shifted: string[] };
    w.__shift = 0;
    w.__shifted = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        w.__shift += entry.value;
        for (const s of entry.sources) {
          const el = s.node instanceof Element ? s.node : s.node?.parentElement;
          w.__shifted.push(
            `${el ? `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}` : '?'} ${JSON.stringify(s.previousRect)} -> ${JSON.stringify(s.currentRect)}`,
          );
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts trackLayoutShifts recorded so far: their sum and what moved. */
export function layoutShifts(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __shift: number; __shifted: string[] };
    return { total: w.__shift, moved: w.__shifted };
  });
}

let builtList: unknown[] | undefined;
/**
 * The destinations prebuilt into the pages: the API's list less anything staff approved since
 * the build (parallel tests do, and withdraw it again), which the build's sitemap does not list.
 * Read once per worker: the build does not change during a run (SITE_REBUILD=off).
 */
export async function builtCatalogue<T extends { id: string }>(page: Page | { request: APIRequestContext }): Promise<T[]> {
  if (!builtList) {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const ids = new Set([...sitemap.matchAll(/\/destinations\/([a-z0-9-]+)\//g)].map((m) => m[1]));
    builtList = ((await (await page.request.get('/api/destinations')).json()) as T[]).filter((d) => ids.has(d.id));
  }
  return builtList as T[];
}
