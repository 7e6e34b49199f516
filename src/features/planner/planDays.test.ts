import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { EVERY_ROAD_OPEN, pointNode } from '../planning/graphJoin.ts';
import { placeOnDay } from '../planning/placeOnDay.ts';
import type { PlannerData } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { SIGHTS } from '../planning/signature.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { utahParts, utahToInstant } from '../../lib/utahTime.ts';
import { type TripInput, tripDays } from './multiDay.ts';
import { type Frame, planDays, type Point } from './planDays.ts';
import { sameTimeLater } from './search.ts';

// The real catalogue and roads: three days from Moab, a night in Green River, back to Moab.
const catalogue = readCatalogue('supabase/seed/destinations');
let data: PlannerData;
beforeAll(() => {
  data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
});

const input: TripInput = {
  from: 'Moab',
  to: 'Moab',
  leave: utahToInstant('2027-05-12', '08:00'),
  hours: 'day',
  categories: [],
  pace: 'normal',
  days: 3,
  driveMinutes: 300,
  arriveBy: null,
};
const town = (label: string): Point => ({ label, node: pointNode(label, UTAH_TOWNS[label]!.lat, UTAH_TOWNS[label]!.lng, EVERY_ROAD_OPEN) });
const path = [town('Moab'), town('Green River'), town('Green River'), town('Moab')];

function frame(near: Frame['near'] = () => () => true): Frame {
  const roads = tripDays(input);
  const leaves = roads.map((_, k) => sameTimeLater(input.leave, k));
  return {
    leaves,
    dates: leaves.map((l) => utahParts(l).date),
    roads,
    budgets: [600, 600, 600],
    limits: [300, 300, 300],
    memo: new Map(),
    around: undefined,
    open: (i, k) => placeOnDay(data.places[i]!, roads[k]!).closed === null,
    near,
  };
}
const stopsOf = (days: ReturnType<typeof planDays>['days']) => days.map((d) => d.plan.stops.map((s) => s.placeId));

describe('a trip’s days', () => {
  it('visits each place once, and sleeps where its nights say', () => {
    const trip = planDays(data, input, path, frame());
    const all = stopsOf(trip.days).flat();
    expect(all.length).toBeGreaterThan(6);
    expect(new Set(all).size).toBe(all.length);
    expect(trip.days.map((d) => d.night?.town ?? null)).toEqual(['Green River', 'Green River', null]);
  });

  it('keeps its days before `without` as they are and plans the later ones without its places', () => {
    const f = frame();
    const plain = stopsOf(planDays(data, input, path, f).days);
    const ids = new Set(plain.flat());
    const later = stopsOf(planDays(data, input, path, f, { from: 1, ids }).days);
    expect(later[0]).toEqual(plain[0]);
    for (const day of later.slice(1)) for (const id of day) expect(ids.has(id), id).toBe(false);
    expect(later.slice(1).flat().length).toBeGreaterThan(0);
  });

  it('plans among the places the trip finds near each day, keeping the parks’ signature sights for their left-out lines', () => {
    const near: Frame['near'] = () => () => false;
    const stops = stopsOf(planDays(data, input, path, frame(near)).days).flat();
    expect(stops.length).toBeGreaterThan(0);
    for (const id of stops) expect(SIGHTS[id], id).toBeDefined();
  });
});
