import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { ALONG_ROAD, alongRoadProblems, placesAlongEdges, roadOfPlace } from './alongRoad.ts';
import { closureRows } from './fromUdot.ts';
import { matchEdges, placesCutOff } from './match.ts';
import { parseRecords, udotEventSchema } from './udot.schema.ts';

const JANUARY = new Date('2027-01-15T17:00:00Z');

/** SR-9 closed east of the Zion–Mount Carmel tunnel, as UDOT would post it (issue 40). */
const SR9_EAST_OF_TUNNEL = {
  ID: 'UDOT-9001',
  RoadwayName: 'SR-9',
  Description: 'SR-9 is closed east of the Zion–Mount Carmel tunnel for rock fall clean-up.',
  Location: 'East of the Zion–Mount Carmel tunnel',
  Latitude: 37.222,
  Longitude: -112.915,
  EventType: 'closures',
  IsFullClosure: true,
};

describe('places along the road', () => {
  it('names only segments the graph has, each entry with a source, for places the catalogue has', () => {
    expect(alongRoadProblems()).toEqual([]);
    expect(alongRoadProblems([{ placeId: 'x', kind: 'road', road: 'SR-1', edgeKeys: ['SR-1:a-b'], source: 'nowhere', checkedOn: '2026-11-27' }])).toEqual([
      'x: no road segment SR-1:a-b',
      'x: no source',
    ]);
    const ids = new Set(readCatalogue('supabase/seed/destinations').map((d) => d.id));
    expect(ALONG_ROAD.map((a) => a.placeId).filter((id) => !ids.has(id))).toEqual([]);
  });

  it('finds the highway and the trailhead on it for SR-9 closed east of the tunnel, which cuts no place off', () => {
    const [row] = closureRows(
      parseRecords(udotEventSchema, [SR9_EAST_OF_TUNNEL]),
      [],
      [{ id: 'canyon-overlook-trail', lat: 37.2131, lng: -112.9405 }],
      JANUARY,
    );
    expect(row?.edgeKeys).toEqual(['SR-9 (Zion–Mount Carmel Hwy):canyon_jct-zion_east']);
    expect(row?.placeIds).toEqual([]);
    expect(placesAlongEdges(row!.edgeKeys)).toEqual(['zion-mount-carmel-highway', 'canyon-overlook-trail']);
    expect(placesAlongEdges(row!.edgeKeys, 'road')).toEqual(['zion-mount-carmel-highway']);
  });

  it('finds Little Cottonwood Canyon, whose point is at the mouth, for SR-210 closed at Snowbird, and not Big Cottonwood', () => {
    const edges = ['SR-210:lcc_mouth-snowbird', 'SR-210:snowbird-alta'];
    expect(placesAlongEdges(edges)).toEqual(['little-cottonwood-canyon']);
    // The mouth is below the closure: the nodes cut off do not include the canyon's own point.
    const closed = matchEdges('SR-210', [{ lat: 40.5745, lng: -111.7402 }]);
    const places = [
      { id: 'little-cottonwood-canyon', lat: 40.5718, lng: -111.7955 },
      { id: 'snowbird', lat: 40.5812, lng: -111.657 },
    ];
    expect(placesCutOff(places, closed, '2027-01-15')).toEqual(['snowbird']);
  });

  it('says which road a byway is, with its source', () => {
    expect(roadOfPlace('mirror-lake-scenic-byway')).toMatchObject({
      road: 'SR-150',
      kind: 'road',
      source: expect.stringMatching(/^https:\/\/www\.kpcw\.org\//),
    });
    expect(roadOfPlace('temple-square')).toBeUndefined();
  });
});
