import { describe, expect, it } from 'vitest';
import roads from './data/roads.json' with { type: 'json' };
import type { RoadData } from './roadData.ts';
import { BUILT_FINGERPRINT, fingerprintOf, graphFingerprint, ROAD_DATA, ROAD_EDGES, ROAD_NODES } from './roadNetwork.ts';

const copy = (): RoadData => structuredClone(roads) as RoadData;

describe('the road graph’s fingerprint (graphFingerprint)', () => {
  it('is the hash of the data where no build defined it (decision 119: tests/pages checks the build’s constant)', () => {
    expect(BUILT_FINGERPRINT).toBeUndefined();
    expect(graphFingerprint()).toBe(fingerprintOf(copy()));
    expect(graphFingerprint(copy())).toBe(fingerprintOf(ROAD_DATA));
  });
  it('is the same for the same data, and counts the graph’s nodes and edges', () => {
    expect(graphFingerprint()).toBe(graphFingerprint(ROAD_DATA));
    expect(fingerprintOf(copy())).toBe(graphFingerprint());
    expect(graphFingerprint()).toMatch(new RegExp(`^${ROAD_NODES.length}:${ROAD_EDGES.length}:[0-9a-f]{16}$`));
  });

  it('changes when a route’s stops are reordered, though every field keeps its values', () => {
    const data = copy();
    const route = data.routes.find((r) => r.road === 'SR-210')!;
    route.stops.reverse();
    expect(fingerprintOf(data)).not.toBe(graphFingerprint());
  });

  it('changes with one road’s speed, though the node count and the first and last ids stay', () => {
    const data = copy();
    data.routes.find((r) => r.road === 'SR-12')!.mph += 1;
    expect(fingerprintOf(data)).not.toBe(graphFingerprint());
  });

  it('changes when a junction moves', () => {
    const data = copy();
    const node = data.nodes.find((n) => n.id === 'i15_i80w')!;
    node.lat += 0.01;
    expect(fingerprintOf(data)).not.toBe(graphFingerprint());
  });

  it('changes with a closure window and with an explicit mileage', () => {
    const closed = copy();
    closed.routes.find((r) => r.road === 'SR-210')!.closure = 'guardsmanPass';
    expect(fingerprintOf(closed)).not.toBe(graphFingerprint());
    const longer = copy();
    const stop = longer.routes.find((r) => r.road === 'Guardsman Pass Rd')!.stops[1] as { node: string; miles: number };
    stop.miles += 0.1;
    expect(fingerprintOf(longer)).not.toBe(graphFingerprint());
  });
});
