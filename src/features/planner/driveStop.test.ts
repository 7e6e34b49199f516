import { describe, expect, it } from 'vitest';
import { ALONG_STOP_MINUTES, ALONG_STOPS_TIMED } from '../planning/byways.ts';
import type { PlannerPlace } from '../planning/planning.ts';
import { alongOn, alongStops, driveOnDay } from './driveStop.ts';

type Stop = Pick<PlannerPlace, 'name' | 'best' | 'months' | 'traits' | 'category'>;
const summer = [6, 7, 8, 9];
const nature = (name: string, months: number[] | null): Stop => ({ name, best: null, months, category: 'Natural Wonders' });
const stops: Record<string, Stop> = {
  a: { name: 'Old Hall A', best: null, months: null, category: 'Cultural & Historic' },
  b: nature('Overlook B', summer),
  c: nature('Lake C', summer),
  d: nature('Falls D', null),
  e: nature('Arch E', null),
  f: nature('Ranch F', null),
  g: nature('Cave G', null),
};
const byId = (id: string) => stops[id];
const base = { id: 'a-test-drive', name: 'A Test Drive', lat: 40, lng: -111, category: 'Natural Wonders', rating: 4.5, timeNeeded: 'Half day', best: null };
const place = (more: Partial<PlannerPlace>) => ({ ...base, ...more }) as PlannerPlace;
const drive = (along: string[], more: Partial<NonNullable<PlannerPlace['drive']>> = {}, months: number[] | null = null) =>
  place({ months, drive: { kind: 'through', minutes: 60, along, ...more } });

describe('a drive on a day (decisions 139 and 142)', () => {
  it('takes its road’s time, in and back out of a dead end, and a short stop at each of its first places along it in season', () => {
    expect(driveOnDay(place({}), 7, byId)).toBeUndefined();
    expect(driveOnDay(drive([], { kind: 'out-and-back', minutes: 30 }), 7, byId)?.visit).toBe(60);
    expect(driveOnDay(drive(['a', 'b']), 7, byId)).toEqual({ visit: 60 + 2 * ALONG_STOP_MINUTES, along: ['a', 'b'] });
    // In January the summer overlook is no stop: the drive passes it.
    expect(driveOnDay(drive(['a', 'b']), 1, byId)).toEqual({ visit: 60 + ALONG_STOP_MINUTES, along: ['a'] });
    const many = Object.keys(stops);
    expect(many.length).toBeGreaterThan(ALONG_STOPS_TIMED);
    expect(driveOnDay(drive(many, { kind: 'loop', minutes: 35 }), 7, byId)?.visit).toBe(35 + ALONG_STOPS_TIMED * ALONG_STOP_MINUTES);
  });

  it('is no scenic drive out of its season and that of every stop along it, nor while the lifts it leads to run', () => {
    expect(driveOnDay(drive(['b', 'c'], {}, summer), 1, byId)).toBeNull();
    expect(driveOnDay(drive(['b', 'c'], {}, [9]), 7, byId)?.along).toEqual(['b', 'c']);
    expect(driveOnDay(drive([], {}, summer), 8, byId)?.visit).toBe(60);
    // A town's building at the road's end keeps no summer byway in season in January; a falls along it does.
    expect(driveOnDay(drive(['a', 'b'], {}, summer), 1, byId)).toBeNull();
    expect(driveOnDay(drive(['a', 'd'], {}, summer), 1, byId)?.along).toEqual(['a', 'd']);
    // A canyon to the ski areas: their road in the lift months (November to April), a drive in summer.
    expect(driveOnDay(drive(['a'], { skiRoad: true }), 1, byId)).toBeNull();
    expect(driveOnDay(drive(['a'], { skiRoad: true }), 11, byId)).toBeNull();
    expect(driveOnDay(drive(['d'], { skiRoad: true }), 7, byId)?.along).toEqual(['d']);
  });

  it('names its stops along the road in the road’s order, leaving out those the day visits on their own', () => {
    const d = drive(['c', 'a', 'b']);
    expect(alongStops(d, 7, new Set(), byId)).toEqual([
      { placeId: 'c', name: 'Lake C' },
      { placeId: 'a', name: 'Old Hall A' },
      { placeId: 'b', name: 'Overlook B' },
    ]);
    expect(alongStops(d, 7, new Set(['a']), byId).map((s) => s.placeId)).toEqual(['c', 'b']);
    expect(alongStops(d, 12, new Set(), byId).map((s) => s.placeId)).toEqual(['a']);
    expect(alongStops({}, 7, new Set(), byId)).toEqual([]);
    // No more than it has time for, and none the catalogue does not know.
    expect(alongOn(drive(Object.keys(stops)), 7, byId)).toHaveLength(ALONG_STOPS_TIMED);
    expect(alongOn(drive(['x', 'a']), 7, byId)).toEqual(['a']);
  });
});
