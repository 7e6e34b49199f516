import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileCase, runHostile } from './fuzzRoute.ts';
import { type Harness, type Route, startHarness, WRITE_SPECS, writeRoutes } from './harness.ts';

// A few seeded cases per route keep `npm test` short; `npm run bench:security` runs thousands.
const RUNS_PER_ROUTE = 12;

let h: Harness;
let routes: Route[];
beforeAll(async () => {
  h = await startHarness();
  routes = await writeRoutes();
});
afterAll(async () => {
  await h.close();
});

describe('hostile bodies on every write route', () => {
  it('the suite knows every write route the functions declare, and nothing else', () => {
    expect(routes.map((r) => r.key).sort()).toEqual(Object.keys(WRITE_SPECS).sort());
  });

  it('never answer 5xx, always answer errors as {"error": string} JSON, and write nothing when refused', async () => {
    for (const route of routes) {
      const spec = WRITE_SPECS[route.key]!;
      await fc.assert(
        fc.asyncProperty(hostileCase(h, spec), async (input) => {
          const before = await h.fingerprint();
          const { outcome } = await runHostile(h, route, spec, input, before);
          expect({ route: route.key, ...outcome }).toEqual({ route: route.key, status: outcome.status, problem: null, wroteWhenRefused: false });
        }),
        { numRuns: RUNS_PER_ROUTE, seed: 1913, endOnFailure: true },
      );
    }
  });
});
