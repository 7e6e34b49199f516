import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import placesSearch from '../../functions/places-search.mts';
import { call } from '../helpers/functions.ts';
import { type Harness, type Route, startHarness, WRITE_SPECS, writeRoutes } from './harness.ts';

// Issue 13, point 2: a NUL in any text field gave a 500 (PostgreSQL refuses it); a lone
// surrogate in reviewNotes too. The bodies travel as real JSON text: JSON.parse turns the
// "\u0000" and "\ud800" escapes into the very characters.
let h: Harness;
let routes: Route[];
beforeAll(async () => {
  h = await startHarness();
  routes = (await writeRoutes()).filter((r) => WRITE_SPECS[r.key]?.valid);
});
afterAll(async () => {
  await h.close();
});

const BAD_TEXT = { nul: 'Moab\u0000Arches', surrogate: 'Moab\ud800', escape: 'Moab\u001b[2J' };

describe('one text rule for every text field', () => {
  it('answers 400 naming the field for NUL, a lone surrogate or a control character in any string field of any write route, writing nothing', async () => {
    const seen: string[] = [];
    for (const route of routes) {
      const spec = WRITE_SPECS[route.key]!;
      const fields = Object.entries(spec.valid!())
        .filter(([, v]) => typeof v === 'string')
        .map(([k]) => k);
      for (const field of fields) {
        for (const [kind, bad] of Object.entries(BAD_TEXT)) {
          const before = await h.fingerprint();
          const body = JSON.stringify({ ...spec.valid!(), [field]: bad });
          expect(body).toContain(kind === 'nul' ? '\\u0000' : kind === 'surrogate' ? '\\ud800' : '\\u001b');
          const response = await h.send(route, {
            role: spec.role,
            params: spec.params?.(h).real,
            body,
            headers: { 'content-type': 'application/json' },
            ip: '192.0.2.44',
          });
          const answer = (await response.json()) as { error: string; issues?: Array<{ path: string; message: string }> };
          expect({ route: route.key, field, kind, status: response.status }).toEqual({ route: route.key, field, kind, status: 400 });
          expect(answer.issues?.map((i) => i.path)).toContain(field);
          expect(await h.fingerprint()).toBe(before);
          seen.push(`${route.key} ${field}`);
        }
      }
    }
    // Every text field of the favourites, interactions, kit interest, sign-in, submission and review bodies.
    expect(seen).toEqual(
      expect.arrayContaining([
        'POST /api/favorites destinationId',
        'POST /api/kit-interest feedback',
        'PUT /api/admin/submissions/:id reviewNotes',
        'POST /api/login email',
        'POST /api/submit-destination description',
      ]),
    );
  });

  it('applies to query strings too', async () => {
    const response = await call(placesSearch, `/api/places/search?query=${encodeURIComponent('coffee\u0000')}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { issues: Array<{ path: string }> }).issues.map((i) => i.path)).toEqual(['query']);
  });
});
