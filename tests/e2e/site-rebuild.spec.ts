import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { ZONES } from '../../src/features/destinations/destinations.ts';
import { fixtureSiteEnv, takeOrBuildFixtureSite } from '../helpers/fixtureSite.ts';
import { keepBuiltCatalogue, signInAsStaff, submitPlace } from './helpers.ts';
import { showEveryPage } from './paging.ts';
import { editBeforeRebuild } from './editor.ts';

// Issue 21, decisions 027 and 030: after an approval on `npm start` (SITE_REBUILD=local) the
// site rebuilds in the background and swaps; meanwhile the prebuilt lists already show the place.
// The server runs two HTTP workers (decision 067): the rebuild is the primary's, its swap reaches both.
// One real build, of a site of its own on the three-place fixture catalogue (issue 52, decision 101):
// what is proved (the approval asks for a build, the old site serves until the swap, both workers
// serve the new one, the new pages carry the place, the edit and the counts) does not grow with the
// catalogue, and the build's fixed cost is most of its time (the whole catalogue's took about 70 s
// of the browser part). Under `npm test` the site is the one tests/integration/two-builds.test.ts
// built and served; run alone, the spec builds it first. This server's debounce is 2 s; desktop only.
// That a failing build leaves the old site serving is src/server/siteRebuild.test.ts's test
// "a failed build keeps the old dist/ and records its error" (a build that fails on purpose
// takes the same path as a real one: the rebuilder only sees the child's exit).

const PORT = Number(process.env.E2E_REBUILD_PORT ?? Number(process.env.E2E_PORT ?? 4399) + 333);
const ORIGIN = `http://127.0.0.1:${PORT}`;
test.use({ baseURL: ORIGIN });

/** A GET on a connection of its own (no keep-alive), so the cluster's primary hands it to the next worker. */
function freshGet(url: string): Promise<{ status: number; requestId: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, requestId: String(res.headers['x-request-id']), body }));
      })
      .on('error', reject);
  });
}

/** The worker whose access log line carries this request id (decision 067), if it is written yet. */
function workerOf(output: string, requestId: string): number | undefined {
  const line = output.split('\n').find((l) => l.includes('"at":"access"') && l.includes(`"requestId":"${requestId}"`));
  return line ? (JSON.parse(line) as { worker?: number }).worker : undefined;
}

/** The destination ids of a build, from its sitemap. */
async function builtIds(page: Page): Promise<Set<string>> {
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  return new Set([...sitemap.matchAll(/\/destinations\/([a-z0-9-]+)\//g)].map((m) => m[1]!));
}

test('@desktop after an approval on npm start the lists show the place at once, and after the rebuild its own page and the new counts are prebuilt (slow: runs a real site build)', async ({
  page,
}) => {
  test.setTimeout(600_000);
  // A second server on a site of its own: its built folder and database, the fixture catalogue. The
  // settings it was built with, so it counts as current and is not built again at the start.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-rebuild-'));
  const site = fixtureSiteEnv(path.join(dir, 'site'));
  await test.info().attach('fixture site', { body: await takeOrBuildFixtureSite(path.join(dir, 'site')) });
  let output = '';
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    // Two HTTP workers (WEB_CONCURRENCY, decision 067): the approval is answered by a worker, the one
    // rebuilder runs in the primary, and the swap must reach both workers. The access log says
    // which worker answered each request id.
    env: {
      ...process.env,
      ...site,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SITE_REBUILD: 'local',
      SITE_BUILD_DEBOUNCE_MS: '2000',
      WEB_CONCURRENCY: '2',
      ACCESS_LOG: 'on',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const name = `Rebuilt Rink ${Date.now().toString(36)}`;
  let submission: Awaited<ReturnType<typeof submitPlace>> | undefined;
  try {
    await expect
      .poll(
        () =>
          fetch(`${ORIGIN}/`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 120_000, message: 'the second server starts' },
      )
      .toBe(200);
    expect(output).toContain('dist/ is up to date');
    const before = await builtIds(page);
    submission = await submitPlace(name, site.DATA_DIR);

    // Staff approve through the review endpoint of this server: it asks for a rebuild.
    const email = 'rebuild@staff.example.com';
    await signInAsStaff(page, email, site.DATA_DIR);
    const response = await page.request.put(`/api/admin/submissions/${submission.submissionId}`, { data: { status: 'approved' }, headers: { origin: ORIGIN } });
    expect(response.status()).toBe(200);
    const id = ((await response.json()) as { destinationId: string }).destinationId;
    expect(before.has(id)).toBe(false);
    const analytics = (await (await page.request.get('/api/admin/analytics')).json()) as { siteBuild: { requestedAt: string | null } };
    expect(analytics.siteBuild.requestedAt).not.toBeNull();
    // A staff edit of a catalogue place joins the same rebuild (issue 29, decision 049).
    const edit = await editBeforeRebuild(page, email, 'temple-square');
    await page.context().clearCookies();
    const place = (await (await page.request.get(`/api/destinations/${id}`)).json()) as { driveTimeMinutes: number };
    const zone = ZONES.find((z) => place.driveTimeMinutes >= z.min && place.driveTimeMinutes <= z.max)!;

    // Meanwhile: the old build serves, and its lists already show the place.
    await page.goto(`/drive-time/${zone.slug}/`);
    await expect(page.locator('body[data-catalogue-merged]')).toHaveCount(1, { timeout: 15_000 });
    await showEveryPage(page);
    await expect(page.locator('.destination-grid > li[data-added]').getByRole('link', { name, exact: true })).toBeVisible();

    // Within one build (a 2 s debounce here, then the build) the new site is live; the old one
    // answers every request until then.
    let failures = 0;
    await expect
      .poll(
        async () => {
          if ((await page.request.get('/')).status() !== 200) failures++;
          return (await builtIds(page)).has(id);
        },
        { timeout: 480_000, intervals: [3_000], message: 'the rebuilt site goes live' },
      )
      .toBe(true);
    expect(failures).toBe(0);
    // One JSON line of src/server/log.ts (issue 30): where it comes from and what happened.
    expect(output).toMatch(/"at":"site-build",("requestId":"[0-9a-f]+",)?"message":"rebuilt: the new dist\/ is live"/);
    const built = (await builtIds(page)).size;

    // Its own prebuilt page (not the browser-loaded fallback).
    const own = await page.request.get(`/destinations/${id}/`);
    expect(own.status()).toBe(200);
    expect(await own.text()).toContain(`data-destination="${id}"`);
    // Both workers serve the new build: each request on a connection of its own, handed out in turn.
    const answers = await Promise.all(Array.from({ length: 6 }, () => freshGet(`${ORIGIN}/destinations/${id}/`)));
    for (const answer of answers) expect(answer).toMatchObject({ status: 200, body: expect.stringContaining(`data-destination="${id}"`) });
    const workers = () => answers.map((a) => workerOf(output, a.requestId));
    await expect.poll(() => (workers().includes(undefined) ? 'logging' : new Set(workers()).size), { message: 'both workers answered' }).toBe(2);
    await edit.checkBuilt();

    // The new build itself carries the place and its counts: the late merge is kept out here.
    await keepBuiltCatalogue(page);
    await page.goto('/');
    await expect(page.getByTestId('stat-destinations')).toHaveText(String(built));
    await expect(page.locator('footer [data-destination-count]')).toHaveText(String(built));
    await page.goto(`/drive-time/${zone.slug}/`);
    const listed = await showEveryPage(page);
    const card = page.locator('.destination-grid > li').filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(card).toHaveCount(1);
    await expect(card).not.toHaveAttribute('data-added', /.*/);
    await expect(page.locator(`[data-count-of="zone:${zone.slug}"]`).first()).toHaveText(String(listed));
    await expect(page.locator('footer [data-destination-count]')).toHaveText(String(built));
    await page.goto('/destinations');
    await expect(page.locator('#destination-grid > li')).toHaveCount(Math.min(48, built));
    await expect(page.locator('main [data-destination-count]').first()).toHaveText(String(built));
  } finally {
    await submission?.close();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
    await test.info().attach('second server output', { body: output });
  }
});
