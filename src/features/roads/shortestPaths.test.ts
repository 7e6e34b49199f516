import { describe, expect, it } from 'vitest';
import { ROAD_EDGES, ROAD_NODES } from './roadNetwork.ts';
import { seasonDay } from './day.ts';
import { airportTree, EVERY_ROAD_OPEN, roadGraph, SettlingTree, shortestPaths } from './shortestPaths.ts';

const at = (id: string) => ROAD_NODES.findIndex((n) => n.id === id);
const winterDay = seasonDay('winter').roads;

describe('shortestPaths', () => {
  it('indexes every edge once, reachable from both ends', () => {
    const { edges, adjacency } = roadGraph();
    expect(edges).toHaveLength(ROAD_EDGES.length);
    expect(adjacency.reduce((n, list) => n + list.length, 0)).toBe(2 * ROAD_EDGES.length);
  });

  it('settles from the cheapest of several sources and stops at the limit', () => {
    const alta = at('alta');
    const fromAirport = shortestPaths([{ node: at('airport'), minutes: 0 }], Infinity, EVERY_ROAD_OPEN);
    const fromBoth = shortestPaths(
      [
        { node: at('airport'), minutes: 0 },
        { node: at('snowbird'), minutes: 5 },
      ],
      Infinity,
      EVERY_ROAD_OPEN,
    );
    expect(fromBoth.minutes[alta]!).toBeLessThan(fromAirport.minutes[alta]!);
    expect(fromBoth.minutes[at('snowbird')]).toBe(5);
    const near = shortestPaths([{ node: at('airport'), minutes: 0 }], 20, EVERY_ROAD_OPEN);
    // Beyond the limit a node is left unsettled: Moab is hours away.
    expect(near.minutes[at('moab')]).toBe(Infinity);
    expect(airportTree(EVERY_ROAD_OPEN).minutes[at('moab')]!).toBeGreaterThan(200);
  });

  it('drives no closed road on a winter day, and every road with every road open', () => {
    const closed = roadGraph().edges.find((e) => e.edge.closure !== null)!;
    expect(EVERY_ROAD_OPEN.isOpen(closed.index)).toBe(true);
    expect(winterDay.isOpen(closed.index)).toBe(false);
    const winter = airportTree(winterDay);
    for (let v = 0; v < winter.prevEdge.length; v++) {
      const k = winter.prevEdge[v]!;
      if (k >= 0) expect(winter.edges[k]!.edge.closure, ROAD_NODES[v]!.id).toBeNull();
    }
  });

  it('settles part-way to a node with the full tree’s minutes, and finishes into the full tree (issue 38)', () => {
    const sources = [{ node: at('alta'), minutes: 2 }];
    const full = shortestPaths(sources, Infinity, winterDay);
    const run = new SettlingTree(sources, Infinity, winterDay);
    run.settle(at('snowbird'));
    expect(run.minutes[at('snowbird')]).toBe(full.minutes[at('snowbird')]);
    // Not yet settled so far out: a partial run is no tree.
    expect(run.minutes[at('moab')]).toBe(Infinity);
    run.settle(at('moab'));
    expect(run.minutes[at('moab')]).toBe(full.minutes[at('moab')]);
    const finished = run.tree();
    expect([finished.minutes, finished.miles, finished.prevEdge]).toEqual([full.minutes, full.miles, full.prevEdge]);
    expect(run.tree()).toBe(finished);
  });
});
