// Seasonal roads (issue 19): winter routing over the same road model as summer.
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { explainDriveFromAirport, explainDriveInSeason, seasonalDriveFromAirport, WINTER_ACCESS_TOLERANCE_MILES, winterCatalogueFields } from './driveTime.ts';
import { accessCandidates } from './localLeg.ts';
import { shortestPaths } from './shortestPaths.ts';
import { CLOSURES, isInWindow } from './usualClosures.ts';
import { AIRPORT_NODE_ID, ROAD_EDGES, ROAD_NODES, roadNode } from './roadNetwork.ts';
import { seasonDay } from './day.ts';

const entries = readCatalogue('supabase/seed/destinations');
const byId = new Map(entries.map((e) => [e.id, e]));
const place = (id: string) => {
  const e = byId.get(id);
  if (!e) throw new Error(`no catalogue entry ${id}`);
  return e;
};
const closedEdges = ROAD_EDGES.filter((e) => e.closure !== null);
const label = (e: { road: string; from: string; to: string }) => `${e.road} ${e.from}–${e.to}`;
/** 15 January at noon in Utah: inside every closure window, so "winter" closes them all. */
const MID_WINTER = new Date('2027-01-15T19:00:00Z');
const MID_SUMMER = new Date('2027-07-15T18:00:00Z');

describe('closure windows', () => {
  it('gives every seasonal road a window, and winter (15 January) falls inside all of them while midsummer falls in none', () => {
    expect(closedEdges.length).toBeGreaterThan(10);
    for (const e of ROAD_EDGES) expect(e.seasonal, label(e)).toBe(e.closure !== null);
    for (const e of closedEdges) {
      expect(isInWindow(e.closure!, MID_WINTER), label(e)).toBe(true);
      expect(isInWindow(e.closure!, MID_SUMMER), label(e)).toBe(false);
      expect(e.closure!.when, label(e)).toMatch(/^(usually \w|Dec 1 until)/);
    }
  });

  it('closes the roads issue 19 names, keeps SR-31 and SR-25 to Fish Lake open, and closes Kolob Terrace only above the Left Fork trailhead', () => {
    const roads = new Set(closedEdges.map((e) => e.road));
    for (const road of [
      'SR-39',
      'SR-65',
      'Guardsman Pass Rd',
      'SR-150 (Mirror Lake Hwy)',
      'WY-150',
      'SR-35',
      'SR-92 (Alpine Loop)',
      'Nebo Loop Rd',
      'Wheeler Peak Scenic Dr',
      'SR-148',
      'Kolob Terrace Rd',
      'AZ-67',
      'Cape Royal Rd',
      'Point Imperial Rd',
    ]) {
      expect(roads.has(road), road).toBe(true);
    }
    expect(roads.has('SR-31')).toBe(false);
    expect(roads.has('SR-25')).toBe(false);
    const kolob = ROAD_EDGES.filter((e) => e.road === 'Kolob Terrace Rd');
    expect(kolob.map((e) => [e.to, e.closure !== null])).toEqual([
      ['left_fork_th', false],
      ['lava_point', true],
    ]);
    expect(ROAD_EDGES.filter((e) => e.road === 'AZ-67').every((e) => e.closure === CLOSURES.northRim)).toBe(true);
    expect(CLOSURES.northRim).toMatchObject({ from: '12-01', to: '05-14' });
  });
});

describe('winter routing', () => {
  it('reaches every node it reaches without driving a single closed segment (walking the winter tree back to the airport)', () => {
    const airport = ROAD_NODES.findIndex((n) => n.id === AIRPORT_NODE_ID);
    const tree = shortestPaths([{ node: airport, minutes: 0 }], Infinity, seasonDay('winter').roads);
    let reached = 0;
    for (let i = 0; i < ROAD_NODES.length; i++) {
      if (tree.minutes[i] === Infinity) continue;
      reached++;
      for (let at = i, k = tree.prevEdge[at]!; k >= 0; k = tree.prevEdge[at]!) {
        const ie = tree.edges[k]!;
        expect(ie.edge.closure, `${ROAD_NODES[i]!.id} via ${label(ie.edge)}`).toBeNull();
        at = ie.a === at ? ie.b : ie.a;
      }
    }
    // Only the nodes that lie beyond closed roads are cut off.
    expect(reached).toBeGreaterThan(ROAD_NODES.length - 20);
    for (const id of ['north_rim', 'point_imperial', 'cape_royal', 'mirror_lake', 'lava_point', 'cedar_breaks', 'wheeler_peak', 'payson_lakes']) {
      expect(tree.minutes[ROAD_NODES.findIndex((n) => n.id === id)], id).toBe(Infinity);
    }
  });

  it('drives no closed segment on the winter route of any catalogue place', () => {
    let routes = 0;
    for (const e of entries) {
      const winter = explainDriveInSeason(e.coordinates, e.road ?? 'paved', 'winter');
      if (!winter) continue;
      routes++;
      expect(winter.edges.filter((edge) => edge.closure !== null).map(label), e.id).toEqual([]);
    }
    expect(routes).toBeGreaterThan(entries.length - 40);
  });

  it('finds no open road to the places behind closed roads: the North Rim, Mirror Lake Highway, Cedar Breaks, Lava Point, the Nebo Loop', () => {
    for (const id of ['north_rim', 'point_imperial', 'cape_royal']) expect(explainDriveInSeason(roadNode(id)!, 'paved', 'winter'), id).toBeNull();
    const behind = [
      'bright-angel-point-north-rim',
      'mirror-lake',
      'trial-lake',
      'bald-mountain-trail',
      'cedar-breaks-national-monument',
      'kolob-terrace-road-lava-point',
      'payson-lakes',
      'guardsman-pass-scenic-backway',
    ];
    for (const id of behind) {
      const e = place(id);
      expect(explainDriveInSeason(e.coordinates, e.road ?? 'paved', 'winter'), id).toBeNull();
      expect(explainDriveFromAirport(e.coordinates, e.road ?? 'paved').minutes, id).toBeGreaterThan(0);
    }
  });

  it('keeps a place open in winter when its road is: Lehman Caves, the Subway below the Kolob Terrace gate, Causey below the Monte Cristo gate, Fish Lake, Huntington Canyon', () => {
    for (const id of ['lehman-caves', 'the-subway-left-fork', 'causey-reservoir', 'fish-lake', 'huntington-state-park', 'jacob-hamblin-home']) {
      const e = place(id);
      const summer = explainDriveFromAirport(e.coordinates, e.road ?? 'paved');
      expect(explainDriveInSeason(e.coordinates, e.road ?? 'paved', 'winter')?.minutes, id).toBe(summer.minutes);
    }
  });

  it('routes around a closed pass where another road leads in: East Canyon by I-84 instead of Big Mountain, the Grandview trailhead by US-40 instead of Wolf Creek Pass', () => {
    const eastCanyon = seasonalDriveFromAirport(place('east-canyon-state-park').coordinates);
    expect(eastCanyon.summer.roads).toContain('SR-65');
    expect(eastCanyon.winter!.roads).toContain('SR-66');
    expect(eastCanyon.winterVia).toBe('I-84');
    const e = place('grandview-trailhead-grandaddy-basin');
    const drive = seasonalDriveFromAirport(e.coordinates, e.road ?? 'paved');
    expect(drive.summer.roads).toContain('SR-35');
    expect(drive.winter!.minutes).toBeGreaterThan(drive.summer.minutes + 30);
    expect(drive.winterVia).toBe('US-40');
    expect(drive.closures.map((c) => c.road)).toEqual(['SR-35']);
  });

  it('gives every place winter does not touch exactly its summer drive (all of them, computed both ways)', () => {
    // Untouched: the summer route drives no closed segment, and the place is no farther from its
    // summer access point than from every closed road plus the tolerance (its local leg does not
    // run up a closed road). Nothing here is read from the winter computation.
    const untouched = entries.filter((e) => {
      const summer = explainDriveFromAirport(e.coordinates, e.road ?? 'paved');
      if (summer.edges.some((edge) => edge.closure !== null)) return false;
      const nearestClosed = Math.min(
        ...accessCandidates(e.coordinates.lat, e.coordinates.lng)
          .edges.filter((c) => c.ie.edge.closure !== null)
          .map((c) => c.chord),
      );
      return summer.accessMiles <= nearestClosed + WINTER_ACCESS_TOLERANCE_MILES;
    });
    expect(untouched.length).toBeGreaterThan(650);
    const differ = untouched.filter((e) => {
      const summer = explainDriveFromAirport(e.coordinates, e.road ?? 'paved');
      const winter = explainDriveInSeason(e.coordinates, e.road ?? 'paved', 'winter');
      return !winter || winter.minutes !== summer.minutes || winter.miles !== summer.miles;
    });
    expect(differ.map((e) => e.id)).toEqual([]);
    for (const e of untouched) expect(winterCatalogueFields(seasonalDriveFromAirport(e.coordinates, e.road ?? 'paved')), e.id).toBeNull();
  });

  it('writes the closure text of an unreachable place from its road, and the union of windows', () => {
    const northRim = winterCatalogueFields(seasonalDriveFromAirport(place('bright-angel-point-north-rim').coordinates));
    expect(northRim).toEqual({
      winterDriveTimeMinutes: null,
      winterDriveTimeText: null,
      winterVia: null,
      seasonalClosure: { from: '12-01', to: '05-14', text: 'Road closed in winter, Dec 1 until it reopens May 15' },
    });
    const mirror = winterCatalogueFields(seasonalDriveFromAirport(place('mirror-lake').coordinates));
    expect(mirror?.seasonalClosure).toEqual({ from: '12-01', to: '05-25', text: 'Road closed in winter, usually Dec to late May' });
  });
});
