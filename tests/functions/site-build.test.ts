import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Submission } from '../../src/features/submissions/submissions.ts';
import { BUILD_DEBOUNCE_MS, flushSiteBuild, setLocalRebuild, siteBuildState } from '../../src/features/publishing/siteBuild.server.ts';
import { localContext } from '../../src/server/functions.ts';
import type { TestDatabase } from '../helpers/database.ts';
import { withStaffDatabase } from '../helpers/staffDatabase.ts';
import { call } from '../helpers/functions.ts';
import { startFakeBuildHook, type FakeBuildHook } from '../fakes/buildHook.ts';
import adminSubmission from '../../functions/admin-submission.mts';
import adminAnalytics from '../../functions/admin-analytics.mts';
import adminSubmissions from '../../functions/admin-submissions.mts';
import submitDestination from '../../functions/submit-destination.mts';
import { resetProcessState } from '../../src/server/processState.ts';

/*
 * Issue 21: an approval asks Netlify for a rebuild through the build hook, once per burst
 * (decision 027). The hook is a local fake counting POSTs; time is Vitest's fake clock (Date only:
 * faking setTimeout stalls the database client's connections). The flush each test calls is what
 * the requesting process's timer and the five-minute schedule run.
 */

let database: TestDatabase;
let staff: string;
let hook: FakeBuildHook;
beforeAll(async () => {
  hook = await startFakeBuildHook();
});
withStaffDatabase(
  'site-build',
  (d, s) => {
    database = d;
    staff = s;
  },
  () => ({ BUILD_HOOK_URL: hook.url }),
);
afterAll(async () => {
  await hook.close();
});

let client = 0;
async function pending(n: number): Promise<string[]> {
  for (let i = 0; i < n; i++) {
    const body = {
      name: `Burst Place ${String.fromCharCode(64 + ++client)}`,
      category: 'family',
      address: '1500 Kearns Blvd, Park City, UT 84060',
      website: 'https://summit-sleds.example.com',
      phone: '(435) 555-0142',
      email: 'Hello@Summit-Sleds.example.com',
      description: 'Sleds, tubes and snowshoes by the day, next to the Olympic Park.',
      highlights: 'Kids sleds',
      hours: '9am-5pm daily',
      pricing: '$15 per day',
      seasonality: 'December to March',
      contactName: 'Sam Summit',
      businessRole: 'owner',
      promoCode: '',
    };
    const request = new Request('http://127.0.0.1:4321/api/submit-destination', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://127.0.0.1:4321' },
      body: JSON.stringify(body),
    });
    expect((await submitDestination(request, localContext(request, {}, `198.51.100.${client}`))).status).toBe(201);
  }
  const list = (await (await call(adminSubmissions, '/api/admin/submissions', { headers: { cookie: staff } })).json()) as Submission[];
  return list.filter((s) => s.status === 'pending').map((s) => s.id);
}
const approve = (id: string) =>
  call(adminSubmission, `/api/admin/submissions/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie: staff },
    body: JSON.stringify({ status: 'approved' }),
    params: { id },
  });

describe('approvals ask for a rebuild through BUILD_HOOK_URL, debounced', () => {
  beforeEach(async () => {
    await database.sql`UPDATE site_builds SET requested_at = NULL, hook_called_at = NULL, last_error = NULL`;
    await database.sql`DELETE FROM submissions`;
    hook.posts = 0;
    hook.fail = false;
    resetProcessState();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetProcessState();
  });

  it('calls the hook once for a burst of five approvals, and again for an approval after the window', async () => {
    const ids = await pending(6);
    vi.useFakeTimers({ toFake: ['Date'] });
    for (const id of ids.slice(0, 5)) {
      expect((await approve(id)).status).toBe(200);
      vi.setSystemTime(Date.now() + 5_000);
    }
    expect(hook.posts).toBe(0);
    expect((await siteBuildState(database.sql)).requestedAt).not.toBeNull();
    // What the process's timer (or the schedule) runs once the window after the first approval passed.
    vi.setSystemTime(Date.now() + BUILD_DEBOUNCE_MS - 20_000);
    expect(await flushSiteBuild(database.sql)).toBe(true);
    expect(hook.posts).toBe(1);
    // Nothing else is pending: a later flush (the schedule) does not call again.
    expect(await flushSiteBuild(database.sql)).toBe(false);
    expect(await siteBuildState(database.sql)).toMatchObject({ requestedAt: null, lastError: null });

    vi.setSystemTime(Date.now() + 10 * 60_000);
    expect((await approve(ids[5]!)).status).toBe(200);
    vi.setSystemTime(Date.now() + BUILD_DEBOUNCE_MS);
    expect(await flushSiteBuild(database.sql)).toBe(true);
    expect(hook.posts).toBe(2);
  });

  it('a request whose process stopped before its timer is flushed by the schedule, once', async () => {
    const [id] = await pending(1);
    vi.useFakeTimers({ toFake: ['Date'] });
    expect((await approve(id!)).status).toBe(200);
    resetProcessState(); // the function instance is gone
    expect(await flushSiteBuild(database.sql)).toBe(false); // not due yet
    vi.setSystemTime(Date.now() + BUILD_DEBOUNCE_MS);
    const both = await Promise.all([flushSiteBuild(database.sql), flushSiteBuild(database.sql)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(hook.posts).toBe(1);
  });

  it('a failing hook is logged and recorded; the approval still succeeds', async () => {
    const [id] = await pending(1);
    hook.fail = true;
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    vi.useFakeTimers({ toFake: ['Date'] });
    const response = await approve(id!);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'approved' });
    vi.setSystemTime(Date.now() + BUILD_DEBOUNCE_MS);
    expect(await flushSiteBuild(database.sql)).toBe(true);
    expect((await siteBuildState(database.sql)).lastError).toBe('build hook answered 500');
    expect(errors.mock.calls.some((args) => String(args[0]).includes('build hook answered 500'))).toBe(true);
    errors.mockRestore();
    // The admin dashboard's figures carry it.
    const analytics = (await (await call(adminAnalytics, '/api/admin/analytics', { headers: { cookie: staff } })).json()) as { siteBuild: unknown };
    expect(analytics.siteBuild).toMatchObject({ requestedAt: null, lastError: 'build hook answered 500' });
  });

  it('under npm start (a local rebuild registered) the flush starts the local build, not the hook, and the dashboard shows its state', async () => {
    const [id] = await pending(1);
    const requests: number[] = [];
    const state = { running: true, lastBuiltAt: '2026-11-25T09:00:00.000Z', lastError: null, lastErrorAt: null };
    setLocalRebuild({ request: async () => void requests.push(Date.now()), state: () => state });
    try {
      vi.useFakeTimers({ toFake: ['Date'] });
      expect((await approve(id!)).status).toBe(200);
      vi.setSystemTime(Date.now() + BUILD_DEBOUNCE_MS);
      expect(await flushSiteBuild(database.sql)).toBe(true);
      expect(requests).toHaveLength(1);
      expect(hook.posts).toBe(0);
      const analytics = (await (await call(adminAnalytics, '/api/admin/analytics', { headers: { cookie: staff } })).json()) as { siteBuild: unknown };
      expect(analytics.siteBuild).toEqual({
        requestedAt: null,
        hookCalledAt: expect.any(String),
        running: true,
        lastBuiltAt: '2026-11-25T09:00:00.000Z',
        lastError: null,
        lastErrorAt: null,
      });
    } finally {
      setLocalRebuild(undefined);
    }
  });

  it('SITE_REBUILD=off asks for nothing', async () => {
    const [id] = await pending(1);
    process.env.SITE_REBUILD = 'off';
    resetProcessState();
    try {
      expect((await approve(id!)).status).toBe(200);
      expect((await siteBuildState(database.sql)).requestedAt).toBeNull();
    } finally {
      delete process.env.SITE_REBUILD;
      resetProcessState();
    }
  });
});
