import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, KNOWN_DESTINATION, type Role, type Route, allRoutes, startHarness, WRITE_SPECS } from './harness.ts';

// The authorization matrix: every (path, method) of the functions' own config × anonymous,
// visitor and staff × a real and an unknown id. A route added without an entry here fails.
type Access = 'public' | 'user' | 'staff';
const ACCESS: Record<string, Access> = {
  'GET /api/admin/analytics': 'staff',
  'GET /api/admin/interactions': 'staff',
  'GET /api/admin/status': 'staff',
  'GET /api/admin/due-for-review': 'staff',
  'GET /api/health': 'public',
  'PUT /api/admin/submissions/:id': 'staff',
  'GET /api/admin/submissions': 'staff',
  'GET /api/admin/destinations': 'staff',
  'GET /api/admin/destinations/:id': 'staff',
  'PATCH /api/admin/destinations/:id': 'staff',
  'GET /api/admin/destinations/:id/history': 'staff',
  'GET /api/admin/place-texts': 'staff',
  'PUT /api/admin/place-texts': 'staff',
  'GET /api/admin/place-texts/:id': 'staff',
  'GET /api/auth/verify': 'public',
  'GET /api/auth/callback': 'public',
  'GET /api/auth/google': 'public',
  'GET /api/auth/facebook': 'public',
  'GET /api/auth/user': 'user',
  'GET /api/destinations/:id/places': 'public',
  'GET /api/destinations/:id/conditions': 'public',
  'GET /api/towns/:town/forecast': 'public',
  'GET /api/destinations/:id/photos': 'public',
  'GET /api/photos/:file': 'public',
  'GET /api/submissions/photos': 'public',
  'POST /api/submissions/photos': 'public',
  'GET /api/admin/photos': 'staff',
  'PUT /api/admin/photos/:id': 'staff',
  'PUT /api/admin/hidden-photos': 'staff',
  'GET /api/destinations/:id': 'public',
  'GET /api/destinations': 'public',
  'POST /api/email/test-interactions': 'staff',
  'GET /api/email/test': 'staff',
  'DELETE /api/favorites/:id': 'user',
  'GET /api/favorites/:id/check': 'user',
  'GET /api/favorites': 'user',
  'POST /api/favorites': 'user',
  'POST /api/interactions': 'public',
  'GET /api/kit-analytics': 'staff',
  'POST /api/kit-interest': 'public',
  'GET /api/login': 'public',
  'POST /api/newsletter': 'public',
  'GET /api/newsletter/confirm': 'public',
  'GET /api/newsletter/unsubscribe': 'public',
  'POST /api/newsletter/unsubscribe': 'public',
  'GET /api/admin/newsletter': 'staff',
  'GET /api/admin/newsletter.csv': 'staff',
  'POST /api/admin/newsletter/send': 'staff',
  'POST /api/login': 'public',
  'POST /api/logout': 'public',
  'GET /api/places/search': 'public',
  'POST /api/reddit/discover': 'staff',
  'GET /api/park-alerts': 'public',
  'GET /api/avalanche': 'public',
  'GET /api/road-closures': 'public',
  'POST /api/road-closures/scan': 'staff',
  'POST /api/river-flow/scan': 'staff',
  'POST /api/admin/status/probe': 'staff',
  'GET /api/reddit/latest': 'public',
  'GET /api/reddit/status': 'staff',
  'POST /api/submit-destination': 'public',
  'GET /api/submissions/status': 'public',
  'PATCH /api/submissions/status': 'public',
  'GET /api/weather/slc-airport': 'public',
  'GET /api/map': 'public',
  'GET /api/river-flow': 'public',
  'GET /api/search-index': 'public',
  'GET /api/social-settings': 'public',
  'PUT /api/admin/social-settings': 'staff',
  'GET /destinations/:id': 'public',
  'GET /destinations/:id/': 'public',
  'GET /api/trips': 'user',
  'POST /api/trips': 'user',
  'GET /api/trips/:id': 'user',
  'DELETE /api/trips/:id': 'user',
};

/**
 * What an allowed request may answer besides 2xx: the sign-in pages explain with 400 (a link
 * without a token) or 503 (OAuth without Supabase configured); outside services the suite
 * points at a closed port answer 502.
 */
const ALLOWED_ERRORS: Record<string, number[]> = {
  'GET /api/auth/verify': [400],
  'GET /api/auth/callback': [400],
  // The matrix's newsletter links carry no token: a page (GET) or JSON (POST) says the link is not
  // valid; tests/functions/newsletter.test.ts opens real ones.
  'GET /api/newsletter/confirm': [400],
  'GET /api/newsletter/unsubscribe': [400],
  'POST /api/newsletter/unsubscribe': [400],
  'GET /api/auth/google': [503],
  'GET /api/auth/facebook': [503],
  'GET /api/destinations/:id/places': [502, 503],
  'GET /api/places/search': [502, 503],
  // The matrix fills an :id only; the town route's own test (tests/functions/town-forecast.test.ts) asks for real towns.
  'GET /api/towns/:town/forecast': [404],
  // A scan refuses to start twice within a minute; the first of the matrix starts it.
  'POST /api/reddit/discover': [409, 429],
  // A trip is its owner's: the matrix's real id is the visitor's, so staff get 404 (trips.test.ts
  // proves another person can neither read nor delete it).
  'GET /api/trips/:id': [404],
  'DELETE /api/trips/:id': [404],
  // The first correction through the status link puts the submission back to pending; the next
  // ones are refused with 409 (submission-status.test.ts covers both).
  'PATCH /api/submissions/status': [409],
  // Photos (decision 029): the matrix has no stored photo file or photo id (its parameters are
  // :file and a destination id), its upload has no image and no alt text or rights (400), and
  // the staff list wants ?submission= (400); tests/functions/partner-photos.test.ts covers each.
  'GET /api/photos/:file': [404],
  'POST /api/submissions/photos': [400],
  'GET /api/admin/photos': [400],
  'PUT /api/admin/photos/:id': [404],
};

const QUERY: Record<string, string> = { '/api/places/search': '?query=coffee' };

let h: Harness;
let routes: Route[];
beforeAll(async () => {
  h = await startHarness();
  // Sign-out ends the sessions and a scan keeps writing after its answer: both go last.
  const last = ['POST /api/reddit/discover', 'POST /api/logout'];
  routes = (await allRoutes()).sort((a, b) => last.indexOf(a.key) - last.indexOf(b.key));
});
afterAll(async () => {
  await h.close();
});

function expected(access: Access, role: Role): 401 | 403 | 'allowed' {
  if (access === 'public') return 'allowed';
  if (role === 'anonymous') return 401;
  return access === 'staff' && role === 'visitor' ? 403 : 'allowed';
}

describe('the authorization matrix', () => {
  it('has an access rule for every route the functions declare, and nothing else', () => {
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(ACCESS).sort());
  });

  it('answers each role as the rule says, 404 for unknown ids, and refused requests write nothing', async () => {
    const rows: string[] = [];
    for (const route of routes) {
      const access = ACCESS[route.key]!;
      const spec = WRITE_SPECS[route.key];
      const hasId = route.pattern.includes(':id');
      const byUuid = route.pattern.startsWith('/api/admin/submissions') || route.pattern.startsWith('/api/trips');
      const realId = route.pattern.startsWith('/api/admin/submissions')
        ? h.submissionId
        : route.pattern.startsWith('/api/trips')
          ? h.tripId
          : KNOWN_DESTINATION;
      const unknownId = byUuid ? '00000000-0000-4000-8000-000000000000' : 'no-such-place';
      for (const role of ['anonymous', 'visitor', 'staff'] as const) {
        for (const id of hasId ? [realId, unknownId] : [realId]) {
          const before = await h.fingerprint();
          const response = await h.send(
            {
              ...route,
              pattern: `${route.pattern}${['/api/submissions/status', '/api/submissions/photos'].includes(route.pattern) ? `?token=${h.statusToken}` : (QUERY[route.pattern] ?? '')}`,
            },
            {
              role,
              params: { id },
              body: spec?.valid ? JSON.stringify(spec.valid()) : null,
              headers: { 'content-type': 'application/json' },
              ip: '192.0.2.77',
            },
          );
          await response.body?.cancel();
          const want = expected(access, role);
          const status = response.status;
          const cell = `${route.key} ${role}${hasId ? (id === realId ? ' real id' : ' unknown id') : ''}`;
          if (want !== 'allowed') {
            expect({ cell, status }).toEqual({ cell, status: want });
            expect({ cell, fingerprint: await h.fingerprint() }).toEqual({ cell, fingerprint: before });
          } else if (hasId && id === unknownId) {
            expect({ cell, status }).toEqual({ cell, status: 404 });
          } else {
            const fine = status < 400 || (ALLOWED_ERRORS[route.key] ?? []).includes(status);
            expect({ cell, status, fine }).toEqual({ cell, status, fine: true });
          }
          rows.push(`${cell}: ${status}`);
        }
      }
    }
    expect(rows.length).toBeGreaterThan(100);
  });
});
