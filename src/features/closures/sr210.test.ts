import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { closureRows } from './fromUdot.ts';
import { parseRecords, udotEventSchema } from './udot.schema.ts';

// Issue 35's acceptance through UDOT's own wire format (the records tests/fakes/udot.ts serves):
// SR-210 closed from the canyon mouth, and closed only above Snowbird, matched to the places
// through the roads room's access points (cutOffPlaces), not by each place's nearest node.
const places = readCatalogue('supabase/seed/destinations').flatMap((d) => (d.coordinates ? [{ id: d.id, ...d.coordinates }] : []));
const JANUARY = new Date('2027-01-15T17:00:00Z');
const sr210 = (id: string, latitude: number, longitude: number, where: string) => ({
  ID: id,
  RoadwayName: 'SR-210',
  Description: `SR-210 is closed ${where} for avalanche control.`,
  Location: where,
  Latitude: latitude,
  Longitude: longitude,
  EventType: 'closures',
  IsFullClosure: true,
});
const cutOff = (event: ReturnType<typeof sr210>) => closureRows(parseRecords(udotEventSchema, [event]), [], places, JANUARY)[0]?.placeIds ?? [];

describe('SR-210 closures as UDOT posts them', () => {
  it('closed from the canyon mouth: Lisa Falls, Snowbird and Alta are cut off, the valley is not', () => {
    const cut = cutOff(sr210('UDOT-210-1', 40.5717, -111.7958, 'at the mouth of Little Cottonwood Canyon'));
    expect(cut).toEqual(expect.arrayContaining(['lisa-falls', 'snowbird', 'alta-ski-area']));
    for (const id of ['temple-square', 'brighton-resort', 'bells-canyon-lower-falls']) expect(cut).not.toContain(id);
  });

  it('closed only above Snowbird: Alta and its trailheads are cut off, neither Snowbird nor Lisa Falls', () => {
    const cut = cutOff(sr210('UDOT-210-2', 40.5855, -111.648, 'between Snowbird and Alta'));
    expect(cut).toEqual(expect.arrayContaining(['alta-ski-area', 'cecret-lake']));
    for (const id of ['snowbird', 'lisa-falls']) expect(cut).not.toContain(id);
  });
});
