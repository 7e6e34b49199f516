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
const closed = (date: string, keys: string[]) => cutOffPlaces(dayOf(date, { date, closedEdgeKeys: keys }), places).sort();

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

describe('cutOffPlaces', () => {
  it('cuts nothing off without live closures, or with live closures read on another day', () => {
    expect(cutOffPlaces(dayOf('2027-01-15'), places)).toEqual([]);
    expect(cutOffPlaces(dayOf('2027-01-15', { date: '2027-01-14', closedEdgeKeys: [sr210('snowbird')] }), places)).toEqual([]);
  });
});
