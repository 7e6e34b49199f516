// Issue 48's broad benchmark (benchmark.ts, decision 099): its coverage rules, the split fixed
// before any result, and a regression floor per half (the shares measured on 2026-12-06, before
// any planner change for it). `npm run quality:benchmark` writes the table to docs/planner-quality.md.
import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { plannerData } from '../planning/plannerData.ts';
import { runCarFreePlan } from '../transit/carFreeRun.ts';
import { askedInArea, BENCHMARK, type BenchmarkItinerary, halfSummary, REGIONS, scoreItinerary, seasonOf, splitOf } from './benchmark.ts';
import { EXPERT_ITINERARIES } from './expertItineraries.ts';
import { runPlan } from './planRun.ts';

const catalogue = readCatalogue('supabase/seed/destinations');
const regionOf = new Map(catalogue.map((c) => [c.id, c.region]));
const isTrip = (x: BenchmarkItinerary) => (x.request.days ?? 1) > 1;

describe('a request as a reader would ask it with "A day in" (decision 129)', () => {
  const x: BenchmarkItinerary = { ...BENCHMARK[0]!, sights: ['a', 'b'], request: { from: 'Here', date: '2027-07-01', time: '09:00', hours: 8 } };
  const places = new Map([
    ['a', { id: 'a', lat: 40, lng: -111 }],
    ['b', { id: 'b', lat: 40.1, lng: -111 }],
  ]);
  const near = (p: { lat?: number }) => p.lat !== undefined && p.lat >= 39.9 && p.lat <= 40.2;
  const areas = [
    { name: 'Everything', group: 'region', has: () => true },
    { name: 'Only a', group: 'monument', has: (p: { id: string }) => p.id === 'a' },
    { name: 'Town', group: 'town', has: near },
  ];
  it('names the first area that holds every sight when the start lies outside it, never a region', () => {
    expect(askedInArea(x, areas, (id) => places.get(id), { lat: 41, lng: -111 })?.request.park).toBe('Town');
    expect(askedInArea(x, areas.slice(0, 2), (id) => places.get(id), { lat: 41, lng: -111 })).toBeNull();
  });
  it('keeps the request when the start is in the area, a park is already asked, or a sight is unknown', () => {
    expect(askedInArea(x, areas, (id) => places.get(id), { lat: 40.05, lng: -111 })).toBeNull();
    expect(askedInArea({ ...x, request: { ...x.request, park: 'Zion' } }, areas, (id) => places.get(id), { lat: 41, lng: -111 })).toBeNull();
    expect(askedInArea({ ...x, sights: ['a', 'zz'] }, areas, (id) => places.get(id), { lat: 41, lng: -111 })).toBeNull();
  });
});

describe('the benchmark covers Utah (issue 48)', () => {
  it('holds at least 60 itineraries with distinct ids, each cited with a source, a date or "undated", and a half', () => {
    expect(BENCHMARK.length).toBeGreaterThanOrEqual(60);
    expect(new Set(BENCHMARK.map((x) => x.id)).size).toBe(BENCHMARK.length);
    for (const x of BENCHMARK) {
      expect(x.source, x.id).toMatch(/^https?:\/\//);
      expect(x.published, x.id).toMatch(/^(undated|\d{4}-\d{2}(-\d{2})?)$/);
      expect(['tuning', 'heldOut'], x.id).toContain(x.half);
      expect(x.sights.length, x.id).toBeGreaterThan(0);
    }
  });

  it('names only catalogue sights, and each itinerary has a sight in its own region', () => {
    for (const x of BENCHMARK) {
      for (const id of x.sights) expect(regionOf.has(id), `${x.id}: ${id}`).toBe(true);
      expect(
        x.sights.some((id) => regionOf.get(id) === x.region),
        x.id,
      ).toBe(true);
    }
  });

  it('has at least four itineraries in every region of the catalogue', () => {
    expect([...new Set(catalogue.map((c) => c.region))].sort()).toEqual([...REGIONS]);
    for (const region of REGIONS) expect(BENCHMARK.filter((x) => x.region === region).length, region).toBeGreaterThanOrEqual(4);
  });

  it('spans every season, a half day to seven days, at least ten without a car and at least twenty starts', () => {
    expect(new Set(BENCHMARK.map((x) => seasonOf(x.request.date)))).toEqual(new Set(['winter', 'spring', 'summer', 'fall']));
    expect(BENCHMARK.some((x) => !isTrip(x) && (x.request.hours ?? 99) <= 5)).toBe(true);
    expect(BENCHMARK.some((x) => x.request.days === 7)).toBe(true);
    expect(BENCHMARK.filter((x) => x.mode === 'transit').length).toBeGreaterThanOrEqual(10);
    expect(new Set(BENCHMARK.map((x) => x.request.from)).size).toBeGreaterThanOrEqual(20);
    // A trip's days are whole days (no hours); a day says how long it is.
    for (const x of BENCHMARK) expect(isTrip(x) ? x.request.hours === undefined : (x.request.hours ?? 0) >= 1, x.id).toBe(true);
  });

  it('keeps the split fixed on 2026-12-06: issue 39 tuning, the rest by the hash rule, about half each', () => {
    const old = new Set(EXPERT_ITINERARIES.map((x) => x.id));
    const split = splitOf(
      [...old],
      BENCHMARK.filter((x) => !old.has(x.id)).map((x) => x.id),
    );
    for (const x of BENCHMARK) expect(x.half, x.id).toBe(split.get(x.id));
    const heldOut = BENCHMARK.filter((x) => x.half === 'heldOut').length;
    expect(Math.abs(2 * heldOut - BENCHMARK.length)).toBeLessThanOrEqual(1);
  });
});

/**
 * What each half reached (docs/planner-quality.md): the mean share of sights in the first plan, and
 * how many itineraries reach 80 %. On 2026-12-06 with the planner unchanged: tuning 48.4 % and 13,
 * held out 24.6 % and 3; with the tiers and the days around a town (decision 100): 53.4 % and 15,
 * 25.4 % and 4; with the gateways, the short visits and the town centers (decision 106): 64.5 % and 17, 30.5 %
 * and 6; with another base's places (decision 108): 66.0 % and 17, 36.0 % and 7; with decision 114: the floor below.
 * A change may raise these (then raise the floor with it), never lower them; decision 114 lowered the held-out half's, and says why. Issue 48's acceptance is 80 % on each.
 */
const FLOOR = {
  // Lowered by decision 121 (a night near its days, never doubling back): the one itinerary that moved, the tuning half's
  // Mighty Five in six days, slept in Price between Island in the Sky and Capitol Reef (64 %); it now sleeps in Moab twice
  // and lost Inspiration Point to the day's planner (57 %): 66.0 % → 65.8 %, 17 still reaching 80 %. The lead's call.
  // Raised by decision 128 (car-free plans that hold: Temple Square's lights by TRAX): 68.9 % and 18.
  // Raised by decision 127 (a based trip keeps to its region): 65.80 % → 67.59 %, 17 reaching 80 %.
  // Merged, 127 with 128, 129 and 130 (the lead, 7 December): 70.71 % and 18 (the floor 0.706: biome reads 0.707 as √½).
  tuning: { mean: 0.706, atLeast80: 18 },
  // Lowered by decision 114 (issue 48's examples as general rules, chosen on the tuning half, which kept
  // its 66.0 % and 17): the held-out half went 36.0 % and 7 → 34.8 % and 6. Not tuned back, by the split's rule.
  // Raised by decision 130 (a walk keeps its share of its district to the power 0.75; chosen on the sweep's tier
  // property, the tuning half unchanged itinerary by itinerary): 34.75 % and 6 → 36.26 % and 7.
  // Raised by decision 128 (car-free days and trips, chosen on the tuning half only), merged with 130: 37.78 % and 7.
  // Raised by decision 127 (a based trip keeps to its region; its total only, read after the change): 36.26 % → 39.29 %, 7.
  // Merged, 127 with 128, 129 and 130 (the lead, 7 December; its total only): 40.81 % and 7.
  // Raised by decision 135 (a based trip's day swaps a lesser stop for a better tier nearer its path; chosen on the
  // sweep, the tuning half unchanged itinerary by itinerary; its total only): 40.81 % → 41.82 %, 7.
  // Raised by decision 142 (a one-day plan drives a byway or canyon with a route; chosen on the tuning half, unchanged
  // itinerary by itinerary, and the sweep; its total only, the totals of several variants read, as decision 142 says):
  // 41.82 % and 7 → 41.82 % and 8.
  // Lowered by decision 144 (the lead's call, 8 December): a place's best months read as the catalogue writes them
  // ("July to early October" is July–October, not July and October; Park City Mountain in season all its ski season).
  // No planner rule changed: twelve places newly in season in their own months move which 36 places the day search
  // pools and where a trip sleeps; 41.82 % → 41.31 %, 8 still reaching 80 %. Not tuned back, by the split's rule.
  heldOut: { mean: 0.413, atLeast80: 8 },
} as const;

describe('the benchmark does not regress (issue 48)', () => {
  it('neither half falls below its floor (slow: plans all 65 itineraries)', () => {
    const data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
    const run = (search: string, mode: 'car' | 'transit') => (mode === 'transit' ? runCarFreePlan(search, data) : runPlan(search, data));
    for (const half of ['tuning', 'heldOut'] as const) {
      const scores = BENCHMARK.filter((x) => x.half === half).map((x) => scoreItinerary(x, run));
      const t = halfSummary(scores);
      const low = scores.filter((s) => s.share < 0.8).map((s) => `${s.id} ${Math.round(100 * s.share)} %`);
      expect(t.mean, `${half}: ${low.join('; ')}`).toBeGreaterThanOrEqual(FLOOR[half].mean - 0.001);
      expect(t.atLeast80, half).toBeGreaterThanOrEqual(FLOOR[half].atLeast80);
    }
  }, 180_000);
});
