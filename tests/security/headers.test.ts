import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../../src/server/app.ts';
import { loadFunctions, localContext } from '../../src/server/functions.ts';
import { magicLinkFor } from '../helpers/auth.ts';
import { allRoutes, fillPath, type Harness, KNOWN_DESTINATION, ORIGIN, type Route, startHarness } from './harness.ts';

// Issue 13, point 5: Netlify applies netlify.toml's [[headers]] only to files its CDN serves,
// so every function answer must carry its own, errors, redirects and pages included.
let h: Harness;
let routes: Route[];
beforeAll(async () => {
  h = await startHarness();
  routes = await allRoutes();
});
afterAll(async () => {
  await h.close();
});

function expectSecurityHeaders(response: Response, what: string) {
  const headers = Object.fromEntries(
    ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy', 'cross-origin-resource-policy'].map((n) => [
      n,
      response.headers.get(n),
    ]),
  );
  expect({ what, ...headers }).toEqual({
    what,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  });
  const html = /^text\/html/.test(response.headers.get('content-type') ?? '');
  // Pages rendered by functions bring their own policy (htmlPage.ts); everything else allows nothing.
  if (!html) expect(response.headers.get('content-security-policy'), what).toMatch(/frame-ancestors 'none'/);
}

describe('security headers on every function answer', () => {
  it('every route and method, as anonymous, visitor and staff, with real and unknown ids', async () => {
    const statuses = new Set<number>();
    for (const route of routes) {
      for (const role of ['anonymous', 'visitor', 'staff'] as const) {
        for (const id of [KNOWN_DESTINATION, 'no-such-place']) {
          if (route.key === 'POST /api/logout' && role !== 'anonymous') continue; // keeps the sessions
          const response = await h.send(route, {
            role,
            params: { id },
            body: route.method === 'GET' ? null : '{}',
            headers: { 'content-type': 'application/json' },
          });
          statuses.add(response.status);
          expectSecurityHeaders(response, `${role} ${route.key} ${id} → ${response.status}`);
          await response.body?.cancel();
        }
      }
    }
    // The loop met successes, client errors (400, 401, 403, 404) and the HTML pages alike.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 403, 404]));
  });

  it('errors thrown before a handler runs (a cross-site write), the sign-in redirect, the scheduled functions', async () => {
    const favorites = routes.find((r) => r.key === 'POST /api/favorites')!;
    const crossSite = await h.send(favorites, { role: 'visitor', body: '{}', headers: { origin: 'https://evil.example', 'content-type': 'application/json' } });
    expect(crossSite.status).toBe(403);
    expectSecurityHeaders(crossSite, 'cross-site');
    const verify = routes.find((r) => r.key === 'GET /api/auth/verify')!;
    const badLink = await h.send(verify, {});
    expectSecurityHeaders(badLink, `verify without a token → ${badLink.status}`);
    const login = routes.find((r) => r.key === 'POST /api/login')!;
    expect((await h.send(login, { body: JSON.stringify({ email: 'headers@example.com' }), headers: { 'content-type': 'application/json' } })).status).toBe(200);
    const link = new URL(await magicLinkFor('headers@example.com'));
    const request = new Request(link, { headers: { host: link.host } });
    const redirect = await verify.fn.handler(request, localContext(request, {}));
    expect(redirect.status).toBeGreaterThanOrEqual(300);
    expect(redirect.status).toBeLessThan(400);
    expectSecurityHeaders(redirect, `sign-in redirect → ${redirect.status}`);
    for (const fn of (await loadFunctions()).filter((f) => f.config.schedule)) {
      const request = new Request(new URL(`/.netlify/functions/${fn.name}`, ORIGIN), { method: 'POST' });
      const response = await fn.handler(request, localContext(request, {}));
      expectSecurityHeaders(response, `scheduled ${fn.name} → ${response.status}`);
    }
  });

  it('the local server’s own 404 and 405 for /api/* carry them too', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slc-dist-'));
    const server = createServer({ distDir, functions: await loadFunctions(), headerRules: [] });
    await new Promise<void>((resolve) => server.listen(Number(process.env.PORT ?? 0) || 0, '127.0.0.1', resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const missing = await fetch(`${base}/api/no-such-route`);
      expect(missing.status).toBe(404);
      expectSecurityHeaders(missing, 'router 404');
      const wrongMethod = await fetch(`${base}${fillPath('/api/destinations/:id', { id: KNOWN_DESTINATION })}`, { method: 'DELETE' });
      expect(wrongMethod.status).toBe(405);
      expectSecurityHeaders(wrongMethod, 'router 405');
    } finally {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(distDir, { recursive: true, force: true });
    }
  });
});
