// The road graph's fingerprint the build writes into the planner's worker (issue 52, decision
// 119): astro.config.mjs hashes the graph once and defines it; the worker compares the data's
// fingerprint with that constant instead of hashing the graph on every cold start. Under the
// build's own Vite settings (this project's tests run with them), the constant is defined and is
// the hash of the graph as the runtime computes it, so data and worker of one build agree.
import { describe, expect, it } from 'vitest';
import roads from '../../src/features/roads/data/roads.json' with { type: 'json' };
import type { RoadData } from '../../src/features/roads/roadData.ts';
import { BUILT_FINGERPRINT, fingerprintOf, graphFingerprint, ROAD_DATA } from '../../src/features/roads/roadNetwork.ts';

describe("the build's road graph fingerprint", () => {
  it("is defined by the build's settings and equals the runtime's hash of the graph", () => {
    expect(BUILT_FINGERPRINT).toMatch(/^\d+:\d+:[0-9a-f]{16}$/);
    expect(BUILT_FINGERPRINT).toBe(fingerprintOf(structuredClone(roads) as RoadData));
    expect(graphFingerprint()).toBe(BUILT_FINGERPRINT);
  });

  it('still tells another graph apart (the check the constant serves)', () => {
    const moved = structuredClone(ROAD_DATA) as RoadData;
    moved.nodes[0] = { ...moved.nodes[0]!, lat: moved.nodes[0]!.lat + 0.01 };
    expect(fingerprintOf(moved)).not.toBe(BUILT_FINGERPRINT);
    expect(graphFingerprint(moved)).not.toBe(BUILT_FINGERPRINT);
  });
});
