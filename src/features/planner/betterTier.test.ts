import { describe, expect, it } from 'vitest';
import type { PlannerPlace } from '../planning/planning.ts';
import { betterThan, isDrive, mayGiveWay, MORE_CANDIDATES, type Swaps, SWAP_LOSS, withBetterTiers } from './betterTier.ts';
import { type Candidate, fitsIn, type Route, routeOf } from './route.ts';

// Places on a line from the day's start (0) to its end (100 minutes' drive): a place at `x` lies `off` minutes off the road.
const place = (id: string, tier: 1 | 2 | 3 | 4, category: string, more: Partial<PlannerPlace> = {}): PlannerPlace =>
  ({ id, name: id, category, rating: 4.5, lat: 0, lng: 0, tier, timeNeeded: '1 hour', ...more }) as unknown as PlannerPlace;
const at = (
  id: string,
  tier: 1 | 2 | 3 | 4,
  x: number,
  off: number,
  visit: number,
  value: number,
  category = id,
  more: Partial<PlannerPlace> = {},
): Candidate & { x: number; off: number } => ({
  place: place(id, tier, category, more),
  node: {} as Candidate['node'],
  visit,
  value,
  out: x + off,
  back: 100 - x + off,
  x,
  off,
});
const drive = (a: { x: number; off: number }, b: { x: number; off: number }) => Math.abs(a.x - b.x) + a.off + b.off;

function swapsOf(pool: ReturnType<typeof at>[], budget = 600): Swaps {
  const idx = new Map(pool.map((c, i) => [c.place.id, i]));
  const between = pool.map((a) => pool.map((b) => (a === b ? 0 : drive(a, b))));
  const evaluate = (stops: Candidate[]): Route => {
    const legs = [stops[0]!.out];
    for (let k = 1; k < stops.length; k++) legs.push(between[idx.get(stops[k - 1]!.place.id)!]![idx.get(stops[k]!.place.id)!]!);
    legs.push(stops.at(-1)!.back);
    return routeOf(
      stops,
      legs,
      stops.map(() => 0),
    );
  };
  return { pool, at: idx, between, evaluate, grow: (r) => r, keeps: (r) => fitsIn(r, budget) };
}

describe('a trip’s day swaps a lesser stop for a better tier nearer its path (decision 135)', () => {
  it('swaps a long tier-3 stop for a short highlight beside the road when the day keeps its score within the allowance', () => {
    // A Nordic center 40 minutes off the road for 150 minutes (worth 6.8), a falls beside it for 45 (worth 6.6).
    const nordic = at('nordic', 3, 20, 40, 150, 6.8);
    const falls = at('falls', 2, 80, 0, 45, 6.6);
    const museum = at('museum', 2, 50, 0, 90, 6);
    // A day too short for all three (decision 141 takes the better place beside the stop where the day has room).
    const s = swapsOf([nordic, museum, falls], 440);
    const day = s.evaluate([nordic, museum]);
    const swapped = withBetterTiers(day, s);
    expect(swapped.stops.map((c) => c.place.id)).toEqual(['museum', 'falls']);
    expect(swapped.score).toBeGreaterThanOrEqual(day.score - SWAP_LOSS * day.score);
  });

  it('keeps the stop when the better place lies farther off the path, would lose the day more than the allowance, or needs longer', () => {
    const nordic = at('nordic', 3, 20, 0, 150, 6.8);
    const museum = at('museum', 2, 50, 0, 90, 6);
    const far = at('far-falls', 2, 80, 30, 45, 6.6);
    expect(withBetterTiers(swapsOf([nordic, museum, far]).evaluate([nordic, museum]), swapsOf([nordic, museum, far])).stops.map((c) => c.place.id)).toEqual([
      'nordic',
      'museum',
    ]);
    const poor = at('poor-falls', 2, 20, 0, 45, 3);
    const s = swapsOf([nordic, museum, poor], 360);
    expect(withBetterTiers(s.evaluate([nordic, museum]), s).stops.map((c) => c.place.id)).toEqual(['nordic', 'museum']);
    const long = at('long-park', 1, 20, 0, 200, 9);
    const l = swapsOf([nordic, museum, long]);
    expect(withBetterTiers(l.evaluate([nordic, museum]), l).stops.map((c) => c.place.id)).toEqual(['nordic', 'museum']);
  });

  it('never swaps a place for one of the same or a lower tier, nor when the swapped day no longer fits', () => {
    const nordic = at('nordic', 3, 20, 40, 150, 6.8);
    const same = at('same', 3, 80, 0, 45, 9);
    const s = swapsOf([nordic, same]);
    expect(withBetterTiers(s.evaluate([nordic]), s).stops.map((c) => c.place.id)).toEqual(['nordic']);
    const falls = at('falls', 2, 80, 0, 45, 6.6);
    const tight = swapsOf([nordic, falls], 100);
    const day = tight.evaluate([nordic]);
    expect(withBetterTiers(day, { ...tight, keeps: () => false })).toBe(day);
  });

  it('brings in places beyond the pool only of a better tier, no longer than a stop, open alone, at most a few', () => {
    const nordic = at('nordic', 3, 20, 40, 150, 6.8);
    const day = swapsOf([nordic]).evaluate([nordic]);
    const rest = [at('a', 2, 50, 0, 45, 1), at('b', 3, 50, 0, 45, 1), at('c', 1, 50, 0, 200, 1), at('d', 2, 50, 0, 60, 1)];
    expect(betterThan(day, rest, () => true).map((c) => c.place.id)).toEqual(['a', 'd']);
    expect(betterThan(day, rest, (c) => c.place.id !== 'a').map((c) => c.place.id)).toEqual(['d']);
    const many = Array.from({ length: 30 }, (_, k) => at(`h${k}`, 2, 50, 0, 45, 1));
    expect(betterThan(day, many, () => true)).toHaveLength(MORE_CANDIDATES);
  });
});

describe('the swap on a one-day plan’s first choice too (decision 141)', () => {
  const ids = (r: Route) => r.stops.map((c) => c.place.id);

  it('never takes a drive for the better place: a canyon or byway is its road, not hours at its turnoff', () => {
    const trail = at('trail', 3, 20, 40, 150, 6.8, 'Activities', { traits: ['hike'] });
    const canyon = at('canyon', 2, 80, 0, 120, 8, 'Activities', { traits: ['drive'] });
    const byway = at('byway', 2, 80, 0, 120, 8, 'Activities', { drive: { kind: 'through', minutes: 60, along: [] } });
    expect([isDrive(canyon.place), isDrive(byway.place), isDrive(trail.place)]).toEqual([true, true, false]);
    for (const drive of [canyon, byway]) {
      const s = swapsOf([trail, drive]);
      expect(ids(withBetterTiers(s.evaluate([trail]), s))).toEqual(['trail']);
    }
  });

  it('takes only the kinds the travelers chose, and keeps a ski hill in its lift months', () => {
    const museum = place('museum', 2, 'Museums');
    expect(mayGiveWay(place('farm', 3, 'Family'), museum, { categories: ['Activities'] })).toBe(false);
    expect(mayGiveWay(place('farm', 3, 'Family'), museum, { categories: ['Museums'] })).toBe(true);
    expect(mayGiveWay(place('farm', 3, 'Family'), museum, {})).toBe(true);
    const hill = place('hill', 2, 'Skiing', { kind: 'ski-area' });
    expect(mayGiveWay(hill, place('square', 1, 'Sights'), { month: 1 })).toBe(false);
    expect(mayGiveWay(hill, place('square', 1, 'Sights'), { month: 7 })).toBe(true);
    // In the search: a day of trails keeps its trail though a better museum lies nearer.
    const trail = at('trail', 3, 20, 40, 150, 6.8, 'Activities', { traits: ['hike'] });
    const gallery = at('gallery', 2, 80, 0, 120, 8, 'Museums');
    const s = { ...swapsOf([trail, gallery]), categories: ['Activities'] };
    expect(ids(withBetterTiers(s.evaluate([trail]), s))).toEqual(['trail']);
    expect(ids(withBetterTiers(s.evaluate([trail]), { ...s, categories: [] }))).toContain('gallery');
  });

  it('keeps the lesser stop and makes room for the better place by giving up another of no better tier, when that keeps the day', () => {
    // A Nordic center's 150 minutes worth much more than the falls' 45: giving it up loses the day more than the allowance.
    const nordic = at('nordic', 3, 20, 40, 150, 9);
    const oval = at('oval', 2, 90, 10, 120, 3);
    const falls = at('falls', 2, 60, 0, 45, 3.2);
    const s = swapsOf([nordic, oval, falls], 480);
    const day = s.evaluate([nordic, oval]);
    expect(day.drive + day.visit + 45 > 480).toBe(true); // no room for all three
    expect(ids(withBetterTiers(day, s))).toEqual(['nordic', 'falls']);
    // Never by giving up a stop of a better tier than the place it takes.
    const square = at('square', 1, 90, 10, 120, 3);
    const t = swapsOf([nordic, square, falls], 480);
    expect(ids(withBetterTiers(t.evaluate([nordic, square]), t))).toEqual(['nordic', 'square']);
  });

  it('does not fill the time a swap frees with a place of a lower tier than the stop it swapped', () => {
    const nordic = at('nordic', 3, 20, 40, 150, 6.8);
    const falls = at('falls', 2, 80, 0, 45, 6.6);
    const mall = at('mall', 4, 60, 0, 90, 3);
    const base = swapsOf([nordic, falls, mall], 300);
    // A growth that adds the mall after the falls: the swapped day is the falls alone, not the falls and a mall.
    const s = { ...base, grow: (r: Route) => (r.stops.some((c) => c.place.id === 'mall') ? r : base.evaluate([...r.stops, mall])) };
    const swapped = withBetterTiers(s.evaluate([nordic]), s);
    expect(ids(swapped)).toEqual(['falls']);
    // The same growth adding a place of the swapped stop's tier is kept.
    const shop = at('shop', 3, 60, 0, 90, 3);
    const t0 = swapsOf([nordic, falls, shop], 300);
    const t = { ...t0, grow: (r: Route) => (r.stops.some((c) => c.place.id === 'shop') ? r : t0.evaluate([...r.stops, shop])) };
    expect(ids(withBetterTiers(t.evaluate([nordic]), t))).toEqual(['falls', 'shop']);
  });

  it('puts the better place where the day fits it, not only where it lies nearest', () => {
    const farm = at('farm', 3, 90, 20, 120, 6);
    const street = at('street', 2, 10, 0, 60, 6);
    const museum = at('museum', 2, 12, 0, 90, 6);
    const s = swapsOf([street, farm, museum], 400);
    // The museum opens late: a day that reaches it first does not fit.
    const late = { ...s, keeps: (r: Route) => s.keeps(r) && r.stops[0]?.place.id !== 'museum' };
    expect(ids(withBetterTiers(late.evaluate([street, farm]), late))).toEqual(['street', 'museum']);
  });
});
