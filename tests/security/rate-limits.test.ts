import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_MAILS_PER_IP } from '../../src/features/accounts/login.server.ts';
import { INTEREST_LIMIT } from '../../src/features/kits/kits.server.ts';
import { BEACONS_PER_IP_PER_MINUTE } from '../../src/features/interactions/interactions.server.ts';
import { NEWSLETTER_LIMITS, UNSUBSCRIBES_PER_IP } from '../../src/features/newsletter/newsletter.server.ts';
import { STATUS_EDITS, SUBMISSIONS_PER_HOUR } from '../../src/features/submissions/submissions.server.ts';
import { createServer } from '../../src/server/app.ts';
import { clientAddress } from '../../src/server/clientIp.ts';
import { loadFunctions } from '../../src/server/functions.ts';
import { SAVES_PER_HOUR as SOCIAL_SAVES_PER_HOUR } from '../../src/features/reddit/socialSettings.server.ts';
import { UPLOADS_PER_HOUR } from '../../src/features/photos/partnerPhotos.server.ts';
import { TRIP_SAVES } from '../../src/features/trips/trips.ts';
import { WRITE_LIMITS } from '../../src/server/rateLimit.ts';
import { type Harness, type Role, type Route, startHarness, WRITE_SPECS, writeRoutes } from './harness.ts';
import { resetProcessState } from '../../src/server/processState.ts';

// Issue 13, point 6: every public or signed-in write is rate-limited (favourites took 300 in a
// burst), and limits see the real client behind a proxy.
let h: Harness;
let routes: Route[];
beforeAll(async () => {
  h = await startHarness();
  routes = await writeRoutes();
});
afterAll(async () => {
  await h.close();
});

let n = 0;
/** Per route: the limit one client meets first, and a request that counts against it. */
const LIMITS: Record<string, { limit: number; body?: () => unknown; ip?: string; role?: Role }> = {
  'POST /api/favorites': { limit: WRITE_LIMITS.favorites.limit },
  'DELETE /api/favorites/:id': { limit: WRITE_LIMITS.favorites.limit },
  'POST /api/interactions': { limit: BEACONS_PER_IP_PER_MINUTE },
  'POST /api/kit-interest': { limit: INTEREST_LIMIT.perAddress, body: () => ({ email: `k${++n}@example.com`, rankedKits: ['family-fun'] }) },
  'POST /api/login': { limit: LOGIN_MAILS_PER_IP, body: () => ({ email: `l${++n}@example.com` }) },
  'POST /api/logout': { limit: WRITE_LIMITS.logout.limit },
  'POST /api/newsletter': { limit: NEWSLETTER_LIMITS.perIp, body: () => ({ email: `nl${++n}@example.com` }) },
  'POST /api/newsletter/unsubscribe': { limit: UNSUBSCRIBES_PER_IP.limit },
  'POST /api/admin/newsletter/send': { limit: WRITE_LIMITS.newsletterSend.limit },
  'POST /api/submit-destination': { limit: SUBMISSIONS_PER_HOUR },
  'PUT /api/admin/submissions/:id': { limit: WRITE_LIMITS.review.limit },
  'PATCH /api/submissions/status': { limit: STATUS_EDITS.limit },
  'POST /api/email/test-interactions': { limit: WRITE_LIMITS.digest.limit },
  'POST /api/reddit/discover': { limit: WRITE_LIMITS.scan.limit },
  'POST /api/road-closures/scan': { limit: WRITE_LIMITS.udotScan.limit },
  'POST /api/river-flow/scan': { limit: WRITE_LIMITS.riverScan.limit },
  'POST /api/admin/status/probe': { limit: WRITE_LIMITS.serviceProbe.limit },
  'POST /api/trips': { limit: TRIP_SAVES.limit },
  'DELETE /api/trips/:id': { limit: WRITE_LIMITS.tripDeletes.limit },
  'PUT /api/admin/social-settings': { limit: SOCIAL_SAVES_PER_HOUR },
  'POST /api/submissions/photos': { limit: UPLOADS_PER_HOUR },
  'PUT /api/admin/photos/:id': { limit: WRITE_LIMITS.photoReviews.limit },
  'PUT /api/admin/hidden-photos': { limit: WRITE_LIMITS.photoHides.limit },
  'PATCH /api/admin/destinations/:id': { limit: WRITE_LIMITS.catalogueEdits.limit },
  'PUT /api/admin/place-texts': { limit: WRITE_LIMITS.placeTextEdits.limit },
};

describe('rate limits', () => {
  it('every write route the functions declare has a limit', () => {
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(LIMITS).sort());
  });

  it('each write route answers 429 once one client passes its limit', async () => {
    for (const route of routes) {
      const spec = WRITE_SPECS[route.key]!;
      const { limit, body = spec.valid } = LIMITS[route.key]!;
      const ip = `198.18.${routes.indexOf(route)}.1`;
      const send = () =>
        h.send(route, {
          role: spec.role,
          params: spec.params?.(h).real,
          ip,
          body: body ? JSON.stringify(body()) : null,
          headers: { 'content-type': 'application/json' },
        });
      // Favorite writes of one person share one budget across the three routes.
      if (route.key.includes('/api/favorites')) await h.database.sql`DELETE FROM rate_limits WHERE key LIKE 'favorites:%'`;
      const answers: Array<{ status: number; error?: string }> = [];
      const record = async () => {
        const response = await send();
        answers.push({ status: response.status, ...(response.status >= 400 ? ((await response.json()) as { error: string }) : {}) });
        if (response.status < 400) await response.body?.cancel();
      };
      // Limits over 100 (other than the favourites of the issue) are not sent whole, to keep
      // the file short: the first request creates the route's counters, which are then moved
      // on to one below the limit, so the next request is the limit-th and the one after is over.
      const shortcut = limit > 100 && route.key !== 'POST /api/favorites';
      const keysBefore = new Set((await h.database.sql<{ key: string }[]>`SELECT key FROM rate_limits`).map((r) => r.key));
      await record();
      if (shortcut) {
        const created = (await h.database.sql<{ key: string }[]>`SELECT key FROM rate_limits`).map((r) => r.key).filter((k) => !keysBefore.has(k));
        expect(created.length, route.key).toBeGreaterThan(0);
        await h.database.sql`UPDATE rate_limits SET hits = hits + ${limit - 2} WHERE key = ANY(${created})`;
      }
      for (let i = shortcut ? limit - 1 : 1; i <= limit; i++) await record();
      const limited = (a: { status: number; error?: string }) => a.status === 429 && /^Too many requests/.test(a.error ?? '');
      expect({ route: route.key, within: answers.slice(0, -1).filter(limited).length, over: limited(answers.at(-1)!) }).toEqual({
        route: route.key,
        within: 0,
        over: true,
      });
    }
  });
});

describe('the client address', () => {
  it('ignores X-Forwarded-For unless proxies are trusted', () => {
    expect(clientAddress('203.0.113.9', '1.2.3.4', undefined)).toBe('203.0.113.9');
    expect(clientAddress('::ffff:203.0.113.9', null, undefined)).toBe('203.0.113.9');
  });

  it('with a number of hops, takes the address the outermost trusted proxy saw, whatever the client prepends', () => {
    expect(clientAddress('10.0.0.2', '198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', 'forged, 198.51.100.7', 1)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.2', 'forged, 198.51.100.7, 10.0.0.1', 2)).toBe('198.51.100.7');
  });

  it('with a list of proxies, takes the rightmost address that is not one of them', () => {
    const proxies = ['10.0.0.0/8', '127.0.0.1', '2001:db8::/32'];
    expect(clientAddress('127.0.0.1', 'forged, 198.51.100.7, 10.1.2.3', proxies)).toBe('198.51.100.7');
    expect(clientAddress('2001:db8::5', '2001:db9::1, 2001:db8:ffff::1', proxies)).toBe('2001:db9::1');
    // A client that reaches the server directly is itself, whatever it claims.
    expect(clientAddress('198.51.100.8', '1.2.3.4', proxies)).toBe('198.51.100.8');
  });

  it('on Netlify a function keys its limit on context.ip, so a forged X-Forwarded-For gains nothing', async () => {
    const submit = routes.find((r) => r.key === 'POST /api/submit-destination')!;
    const statuses: number[] = [];
    for (let i = 0; i <= SUBMISSIONS_PER_HOUR; i++) {
      const response = await h.send(submit, {
        ip: '198.51.100.99',
        body: JSON.stringify(WRITE_SPECS[submit.key]!.valid!()),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `192.0.2.${i}`, 'x-nf-client-connection-ip': `192.0.2.${i}` },
      });
      statuses.push(response.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('behind a self-hosted proxy (the local server with TRUSTED_PROXIES)', () => {
  async function withServer(trusted: string | undefined, run: (base: string) => Promise<void>) {
    if (trusted === undefined) delete process.env.TRUSTED_PROXIES;
    else process.env.TRUSTED_PROXIES = trusted;
    resetProcessState();
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-dist-'));
    const server = createServer({ distDir, functions: await loadFunctions(), headerRules: [] });
    await new Promise<void>((resolve) => server.listen(Number(process.env.PORT) || 0, '127.0.0.1', resolve));
    try {
      await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    } finally {
      // Every request is answered: the sockets the test's fetch kept alive close with the server (decision 055's addendum).
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      fs.rmSync(distDir, { recursive: true, force: true });
      delete process.env.TRUSTED_PROXIES;
      resetProcessState();
    }
  }
  const login = (base: string, email: string, forwardedFor?: string) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      body: JSON.stringify({ email }),
    });

  it('without a proxy, loopback is exempt from the per-address sign-in limit and X-Forwarded-For is ignored', async () => {
    await withServer(undefined, async (base) => {
      for (let i = 0; i <= LOGIN_MAILS_PER_IP; i++) expect((await login(base, `loop${i}@example.com`, '198.51.100.50')).status).toBe(200);
    });
  });

  it('with TRUSTED_PROXIES, each forwarded client has its own budget, and loopback is no longer exempt', async () => {
    await withServer('127.0.0.1', async (base) => {
      const statuses: number[] = [];
      for (let i = 0; i <= LOGIN_MAILS_PER_IP; i++) statuses.push((await login(base, `proxied${i}@example.com`, '198.51.100.60')).status);
      expect(statuses.slice(0, LOGIN_MAILS_PER_IP).every((s) => s === 200)).toBe(true);
      expect(statuses.at(-1)).toBe(429);
      // Another client behind the same proxy is not affected.
      expect((await login(base, 'other@example.com', '198.51.100.61')).status).toBe(200);
      // The machine itself, through no proxy, now counts like any client.
      const direct: number[] = [];
      for (let i = 0; i <= LOGIN_MAILS_PER_IP; i++) direct.push((await login(base, `direct${i}@example.com`)).status);
      expect(direct.at(-1)).toBe(429);
    });
  });
});
