import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { cutOffPlaces } from './cutOff.ts';
import { dayOf } from './day.ts';
import { edgeKey } from './roadsOn.ts';
import { ROAD_EDGES } from './roadNetwork.ts';

// Decision 054 on the real graph and the real catalogue: a closure of SR-210 cuts off what lies
// up the road from it, each place joined where its road leaves the highway (its access points).
const places = readCatalogue('supabase/seed/destinations').flatMap((d) => (d.coordinates ? [{ id: d.id, ...d.coordinates }] : []));
const sr210 = (to: string) => edgeKey(ROAD_EDGES.find((e) => e.road === 'SR-210' && e.to === to)!);
const closed = (date: string, keys: string[]) => cutOffPlaces(dayOf(date, { date, closures: [{ kind: 'closure', edgeKeys: keys }] }), places).sort();

describe.each(['2027-01-15', '2027-07-15'])('SR-210 closed on %s', (date) => {
  it('from the canyon mouth: Lisa Falls, Snowbird, Alta and the Albion Basin trailheads are cut off, the valley is not', () => {
    const cut = closed(date, [sr210('snowbird')]);
    expect(cut).toEqual(expect.arrayContaining(['lisa-falls', 'snowbird', 'alta-ski-area', 'cecret-lake', 'sunset-peak-catherine-pass', 'red-pine-lake']));
    for (const id of ['little-cottonwood-canyon', 'bells-canyon-lower-falls', 'temple-square', 'brighton-resort']) expect(cut).not.toContain(id);
  });

  it('above Snowbird only: Alta and its trailheads are cut off, Snowbird and Lisa Falls are not', () => {
    const cut = closed(date, [sr210('alta')]);
    expect(cut).toEqual(expect.arrayContaining(['alta-ski-area', 'cecret-lake', 'sunset-peak-catherine-pass']));
    for (const id of ['snowbird', 'wasatch-powderbird-guides', 'lisa-falls', 'red-pine-lake']) expect(cut).not.toContain(id);
  });
});

describe('SR-210 closed at a point on the segment from the mouth to Snowbird', () => {
  it('keeps what lies below the point (Lisa Falls, reached from the mouth) and cuts off what lies above it', () => {
    const date = '2027-01-15';
    const at = [{ lat: 40.5745, lng: -111.7402 }]; // the fake UDOT's avalanche-control closure, above Lisa Falls
    const cut = cutOffPlaces(dayOf(date, { date, closures: [{ kind: 'closure', edgeKeys: [sr210('snowbird')] }] }), places, at).sort();
    expect(cut).toEqual(expect.arrayContaining(['snowbird', 'alta-ski-area', 'cecret-lake', 'red-pine-lake']));
    for (const id of ['lisa-falls', 'little-cottonwood-canyon', 'temple-square']) expect(cut).not.toContain(id);
    const lower = cutOffPlaces(dayOf(date, { date, closures: [{ kind: 'closure', edgeKeys: [sr210('snowbird')] }] }), places, [{ lat: 40.5722, lng: -111.79 }]);
    expect(lower).toContain('lisa-falls');
  });
});

describe('cutOffPlaces', () => {
  it('cuts nothing off without live closures, or with live closures read on another day', () => {
    expect(cutOffPlaces(dayOf('2027-01-15'), places)).toEqual([]);
    expect(cutOffPlaces(dayOf('2027-01-15', { date: '2027-01-14', closures: [{ kind: 'closure', edgeKeys: [sr210('snowbird')] }] }), places)).toEqual([]);
  });
});
