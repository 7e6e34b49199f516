import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import type { PlannerPlace } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { placeTier } from '../planning/tiers.ts';
import { betterTiers, dayOf } from './betterTier.ts';
import { valuedInSeason } from '../planning/tiers.ts';
import { type CarFreeDayInput, dayPool, movingMinutes } from './carFreeDay.ts';
import { CAR_FREE_NIGHTS, nightPlace } from './carFreePlan.ts';
import { Timetable } from './router.ts';
import { modelTrips } from './service.ts';

// Decision 136: a lesser stop gives way to a better place nearer the day, on the real catalogue and the transit model.
let places: PlannerPlace[];
let byId: Map<string, PlannerPlace>;
beforeAll(() => {
  places = plannerData(readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null }))).places;
  byId = new Map(places.map((p) => [p.id, p]));
});

const date = '2027-03-16';
const table = new Timetable(modelTrips(date));
const slc = nightPlace(CAR_FREE_NIGHTS[0]!);
const input = (depart: number, backBy: number): CarFreeDayInput => ({
  date,
  start: slc,
  end: slc,
  depart,
  backBy,
  categories: [],
  pace: 'normal',
  maxWalkMinutes: 20,
});
const dayAt = (req: CarFreeDayInput, ...stops: Array<[string, number]>) =>
  dayOf(
    table,
    stops.map(([id, minutes]) => ({ place: byId.get(id)!, minutes })),
    req,
  );

describe('a lesser stop gives way to a better place nearer the day (decision 136)', () => {
  it('plans a day of given stops in order, or none where the way back misses the deadline', () => {
    const req = input(14 * 60, 18 * 60);
    const day = dayAt(req, ['central-ninth', 60])!;
    expect(day.stops.map((s) => s.place.id)).toEqual(['central-ninth']);
    expect(day.stops[0]!.start).toBeGreaterThanOrEqual(day.stops[0]!.journey.arrive);
    expect(day.back!.arrive).toBeLessThanOrEqual(18 * 60);
    expect(dayAt(input(14 * 60, 15 * 60), ['central-ninth', 60])).toBeNull();
  });

  it('swaps an afternoon at Central Ninth (tier 4) for a better place with no more time on the move, back in time', () => {
    const req = input(14 * 60, 18 * 60);
    const day = dayAt(req, ['central-ninth', 60])!;
    const better = betterTiers(table, dayPool(places, req), day, req);
    expect(better.stops).toHaveLength(1);
    const swapped = better.stops[0]!;
    expect(placeTier(swapped.place)).toBeLessThan(4);
    expect(swapped.end - swapped.start).toBeLessThanOrEqual(60);
    expect(movingMinutes(better, req.depart)).toBeLessThanOrEqual(movingMinutes(day, req.depart));
    expect(better.back!.arrive).toBeLessThanOrEqual(req.backBy);
  });

  it('keeps a world-famous stop, and a lesser one when nothing better is open, in season and within reach', () => {
    const req = input(14 * 60, 18 * 60);
    const temple = dayAt(req, ['temple-square', 150])!;
    expect(betterTiers(table, dayPool(places, req), temple, req)).toBe(temple);
    // With only Central Ninth and the summer market (out of its months and not a Saturday) to choose from, no swap.
    const day = dayAt(req, ['central-ninth', 60])!;
    const pool = ['central-ninth', 'downtown-farmers-market-salt-lake-city'].map((id) => byId.get(id)!);
    expect(betterTiers(table, pool, day, req).stops.map((s) => s.place.id)).toEqual(['central-ninth']);
  });

  it('reads a season as the stop value weighs the month (decision 132)', () => {
    const market = byId.get('downtown-farmers-market-salt-lake-city')!;
    expect(valuedInSeason(market, 1)).toBe(false);
    expect(valuedInSeason(market, 7)).toBe(true);
    expect(valuedInSeason(byId.get('alta-ski-area')!, 1)).toBe(true);
    expect(valuedInSeason(byId.get('alta-ski-area')!, 7)).toBe(false);
  });
});
