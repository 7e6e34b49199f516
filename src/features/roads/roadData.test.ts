import { describe, expect, it } from 'vitest';
import roads from './data/roads.json' with { type: 'json' };
import type { RoadData } from './roadData.ts';
import { assertRoadData, validateRoadData } from './roadData.ts';
import { edgesOf, ROAD_EDGES, ROAD_NODES } from './roadNetwork.ts';

/** A deep copy of the real data to break. */
const copy = (): RoadData => structuredClone(roads) as RoadData;
const routeIndex = (data: RoadData, road: string) => data.routes.findIndex((r) => r.road === road);

describe('the road data', () => {
  it('is sound: every field present, every stop a known node, every node on a route', () => {
    expect(validateRoadData()).toEqual([]);
    expect(() => assertRoadData()).not.toThrow();
    expect(ROAD_NODES).toHaveLength(roads.nodes.length);
    expect(ROAD_EDGES.length).toBe(roads.routes.reduce((n, r) => n + r.stops.length - 1, 0));
  });

  it('names the road whose stop is a mistyped node id', () => {
    const data = copy();
    const i = routeIndex(data, 'Guardsman Pass Rd');
    data.routes[i]!.stops[0] = 'brightonn';
    // Brighton is still on SR-190, so the typo is the only problem.
    expect(validateRoadData(data)).toEqual(['route Guardsman Pass Rd: unknown node "brightonn"']);
    expect(() => assertRoadData(data)).toThrow(/Guardsman Pass Rd: unknown node "brightonn"/);
  });

  it('names the road with a missing speed, a wrong surface or an unknown closure', () => {
    const data = copy();
    const terminal = data.routes[routeIndex(data, 'Terminal Dr')]! as Partial<RoadData['routes'][number]>;
    delete terminal.mph;
    data.routes[routeIndex(data, 'Toroweap Point Rd')]!.surface = 'sand' as 'dirt';
    data.routes[routeIndex(data, 'AZ-67')]!.closure = 'northPole' as 'northRim';
    const problems = validateRoadData(data);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^route Terminal Dr: mph /);
    expect(problems.find((p) => p.startsWith('route Toroweap Point Rd: surface'))).toBeDefined();
    expect(problems.find((p) => p.startsWith('route AZ-67: closure'))).toBeDefined();
  });

  it('names a node listed twice or with a missing coordinate', () => {
    const twice = copy();
    twice.nodes.push({ ...twice.nodes[0]! });
    expect(validateRoadData(twice)).toEqual(['node airport: listed twice']);
    const noLat = copy();
    delete (noLat.nodes[3] as Partial<RoadData['nodes'][number]>).lat;
    expect(validateRoadData(noLat)).toEqual([`node ${noLat.nodes[3]!.id}: lat Invalid input: expected number, received undefined`]);
  });

  it('builds the graph around a bad stop instead of throwing: only the hops touching it are lost', () => {
    const data = copy();
    const i = routeIndex(data, 'Guardsman Pass Rd');
    data.routes[i]!.stops[1] = 'nowhere';
    const edges = edgesOf(data);
    expect(edges).toHaveLength(ROAD_EDGES.length - 1);
    expect(edges.some((e) => e.road === 'Guardsman Pass Rd')).toBe(false);
  });
});
