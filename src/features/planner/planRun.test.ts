import { describe, expect, it } from 'vitest';
import { graphFingerprint } from '../roads/fingerprint.ts';
import { runPlan } from './planRun.ts';

const query = '?from=Salt+Lake+City+International+Airport&hours=2&pace=normal&date=2026-07-04&time=09:00';

describe('runPlan', () => {
  it('refuses data built from another road graph (the old count-and-ids fingerprint would pass it)', () => {
    const stale = `${graphFingerprint().split(':').slice(0, 2).join(':')}:0000000000000000`;
    expect(runPlan(query, { graph: stale, places: [] })).toMatchObject({ ok: false, error: expect.stringMatching(/reload/) });
  });

  it('plans with data from this graph', () => {
    expect(runPlan(query, { graph: graphFingerprint(), places: [] })).toMatchObject({ ok: true, kind: 'day', result: { itineraries: [] } });
  });
});
