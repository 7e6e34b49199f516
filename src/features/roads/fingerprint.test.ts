import { describe, expect, it } from 'vitest';
import roads from './data/roads.json';
import { graphFingerprint } from './fingerprint.ts';
import type { RoadData } from './roadData.ts';
import { edgesOf, ROAD_EDGES, ROAD_NODES } from './roadNetwork.ts';

const copy = (): RoadData => structuredClone(roads) as RoadData;
const fingerprintOf = (data: RoadData) => graphFingerprint(data.nodes, edgesOf(data));

describe('graphFingerprint', () => {
  it('is the same for the same graph, built again from the same data', () => {
    expect(graphFingerprint()).toBe(graphFingerprint(ROAD_NODES, ROAD_EDGES));
    expect(fingerprintOf(copy())).toBe(graphFingerprint());
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
