import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { roadGraph } from '../roads/shortestPaths.ts';
import { utahParts, utahToInstant } from '../../lib/utahTime.ts';
import { planTrip, type TripInput, tripDays } from './multiDay.ts';
import { AIRPORT_LABEL, type PlannerData } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { closedReason, planDayOf } from './planRoads.ts';

// Decision 054: a trip's nights and its days drive one model of each day. Before it, the night
// search closed every seasonal road for a whole "winter" date while the day planner closed each
// road by its own window, so at a window's edge a night counted on a road the day found closed.
const catalogue = readCatalogue('supabase/seed/destinations');
let data: PlannerData;
beforeAll(() => {
  data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
});

const input = (date: string, over: Partial<TripInput> = {}): TripInput => ({
  from: AIRPORT_LABEL,
  to: '',
  leave: utahToInstant(date, '08:00'),
  hours: 'day',
  categories: ['Natural Wonders'],
  pace: 'normal',
  days: 5,
  driveMinutes: 300,
  arriveBy: null,
  ...over,
});

const edges = roadGraph().edges;
const closedOn = (roads: { isOpen(i: number): boolean }) => edges.filter((ie) => !roads.isOpen(ie.index)).map((ie) => ie.index);

describe.each([
  ['2027-05-24', 'late May, as the passes open one by one'],
  ['2026-10-30', 'the turn of October into November, as they close'],
])('a five-day trip from %s (%s)', (start) => {
  it('crosses a closure window’s edge: the roads of its first and last day differ', () => {
    const days = tripDays(input(start));
    expect(days.map((d) => d.date)).toEqual(Array.from({ length: 5 }, (_, k) => utahParts(utahToInstant(start, '08:00') + k * 86_400_000).date));
    expect(closedOn(days[0]!.roads)).not.toEqual(closedOn(days[4]!.roads));
  });

  it('plans every day on the very roads its night was chosen on, and visits nothing closed that day', () => {
    const trip = input(start, { categories: [] });
    const nights = tripDays(trip);
    const result = planTrip(data, trip);
    expect(result.trips.length).toBeGreaterThan(0);
    const byId = new Map(data.places.map((p) => [p.id, p]));
    for (const t of result.trips)
      t.days.forEach((d, k) => {
        const day = planDayOf({ date: d.date, leave: d.plan.leave });
        expect(day.date).toBe(nights[k]!.date);
        expect(closedOn(day.roads)).toEqual(closedOn(nights[k]!.roads));
        expect(d.roads).toBe(nights[k]!.season);
        for (const s of d.plan.stops) expect(closedReason(byId.get(s.placeId)!, day), `${s.placeId} on ${d.date}`).toBeNull();
        expect(Number.isFinite(d.plan.driveMinutes)).toBe(true);
      });
  });
});
