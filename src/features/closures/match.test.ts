import { describe, expect, it } from 'vitest';
import events from './fixtures/udot-events.json' with { type: 'json' };
import passes from './fixtures/udot-passes.json' with { type: 'json' };
import { closureRows, kindOf } from './fromUdot.ts';
import { canyonOf, edgeKey, matchEdges, normalizeRoad, placesCutOff } from './match.ts';
import { ROAD_EDGES } from '../roads/roadNetwork.ts';
import { parseRecords, udotEventSchema, udotPassSchema, udotTime } from './udot.schema.ts';

const PLACES = [
  { id: 'snowbird', lat: 40.5812, lng: -111.657 },
  { id: 'alta-ski-area', lat: 40.589, lng: -111.638 },
  { id: 'cecret-lake', lat: 40.5777, lng: -111.613 },
  { id: 'sunset-peak-catherine-pass', lat: 40.5812, lng: -111.6172 },
  { id: 'brighton-resort', lat: 40.598, lng: -111.5832 },
  { id: 'temple-square', lat: 40.7704, lng: -111.8919 },
  { id: 'mirror-lake', lat: 40.7008, lng: -110.8847 },
];
const JANUARY_NOON = new Date('2027-01-15T17:00:00Z');
const JANUARY = '2027-01-15';
const JULY = '2027-07-15';

describe('UDOT wire format', () => {
  it('keeps the records that fit, coerces the ID to text and reads times as Unix seconds', () => {
    const parsed = parseRecords(udotEventSchema, events);
    expect(parsed.map((e) => e.ID)).toEqual(['UDOT-4471', 'UDOT-4472', 'UDOT-5100', 'UDOT-5200']);
    expect(parseRecords(udotPassSchema, passes).map((p) => p.Id)).toEqual(['12', '7']);
    expect(udotTime(1799500200)).toBe('2027-01-09T13:10:00.000Z');
    expect(udotTime(1799500200000)).toBe('2027-01-09T13:10:00.000Z');
    expect(udotTime(0)).toBeNull();
    expect(() => parseRecords(udotEventSchema, { Message: 'denied' })).toThrow('UDOT answered something other than a list');
  });

  it('tells closures and traction restrictions from other events', () => {
    const [closure, traction, lane] = parseRecords(udotEventSchema, events);
    expect([kindOf(closure!), kindOf(traction!), kindOf(lane!)]).toEqual(['closure', 'restriction', null]);
  });
});

describe('matching to the road graph', () => {
  it('writes road names as the graph does', () => {
    expect(['SR-210', 'SR 210', 'UT-210', 'State Route 210', 'I-80 EB', 'US 40', 'SR-150 (Mirror Lake Hwy)'].map(normalizeRoad)).toEqual([
      'SR-210',
      'SR-210',
      'SR-210',
      'SR-210',
      'I-80',
      'US-40',
      'SR-150',
    ]);
  });

  it('matches a point to its own road near it, never to another road or a far segment', () => {
    const lcc = matchEdges('SR-210', [{ lat: 40.5745, lng: -111.7402 }]).map((i) => edgeKey(ROAD_EDGES[i]!));
    expect(lcc).toEqual(['SR-210:lcc_mouth-snowbird']);
    expect(matchEdges('SR-190', [{ lat: 40.5745, lng: -111.7402 }])).toEqual([]);
    expect(matchEdges('SR-210', [{ lat: 40.76, lng: -111.89 }])).toEqual([]);
  });

  it('cuts off what lies beyond a closed segment, and nothing when nothing is closed', () => {
    const lower = matchEdges('SR-210', [{ lat: 40.5745, lng: -111.7402 }]);
    expect(placesCutOff(PLACES, lower, JULY).sort()).toEqual(['alta-ski-area', 'cecret-lake', 'snowbird', 'sunset-peak-catherine-pass']);
    expect(placesCutOff(PLACES, [], JULY)).toEqual([]);
    expect(placesCutOff(PLACES, lower, JANUARY).sort()).toEqual(['alta-ski-area', 'cecret-lake', 'snowbird', 'sunset-peak-catherine-pass']);
  });

  it('finds the places up each Cottonwood canyon, and no others', () => {
    expect(PLACES.map((p) => [p.id, canyonOf(p)])).toEqual([
      ['snowbird', 'SR-210'],
      ['alta-ski-area', 'SR-210'],
      ['cecret-lake', 'SR-210'],
      ['sunset-peak-catherine-pass', 'SR-210'],
      ['brighton-resort', 'SR-190'],
      ['temple-square', null],
      ['mirror-lake', null],
    ]);
    expect(canyonOf({ id: 'nowhere', lat: 0, lng: 0 })).toBeNull();
  });

  it('turns the fixtures into matched rows: the closure with its places, the restriction with none, the pass', () => {
    const rows = closureRows(parseRecords(udotEventSchema, events), parseRecords(udotPassSchema, passes), PLACES, JANUARY_NOON);
    expect(rows.map((r) => [r.id, r.kind, r.road, r.location, r.since, r.endsAt])).toEqual([
      ['event-UDOT-4471', 'closure', 'SR-210', 'Snowbird Entry 2', '2027-01-09T13:10:00.000Z', null],
      ['event-UDOT-4472', 'restriction', 'SR-190', null, '2027-01-09T12:30:00.000Z', '2027-01-10T00:13:20.000Z'],
      ['pass-12', 'closure', 'SR-150', 'Bald Mountain Pass', null, null],
    ]);
    expect(rows[0]!.placeIds.sort()).toEqual(['alta-ski-area', 'cecret-lake', 'snowbird', 'sunset-peak-catherine-pass']);
    expect(rows[1]!.placeIds).toEqual([]);
    expect(rows[1]!.edgeKeys[0]).toMatch(/^SR-190:/);
  });
});
