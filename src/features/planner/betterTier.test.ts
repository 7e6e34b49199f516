import { describe, expect, it } from 'vitest';
import type { PlannerPlace } from '../planning/planning.ts';
import { betterThan, MORE_CANDIDATES, type Swaps, SWAP_LOSS, withBetterTiers } from './betterTier.ts';
import { type Candidate, fitsIn, type Route, routeOf } from './route.ts';

// Places on a line from the day's start (0) to its end (100 minutes' drive): a place at `x` lies `off` minutes off the road.
const place = (id: string, tier: 1 | 2 | 3 | 4, category: string): PlannerPlace =>
  ({ id, name: id, category, rating: 4.5, lat: 0, lng: 0, tier, timeNeeded: '1 hour' }) as unknown as PlannerPlace;
const at = (id: string, tier: 1 | 2 | 3 | 4, x: number, off: number, visit: number, value: number, category = id): Candidate & { x: number; off: number } => ({
  place: place(id, tier, category),
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
    const s = swapsOf([nordic, museum, falls]);
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
    const s = swapsOf([nordic, museum, poor]);
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
