// The stop at a ski area's base (issue 50): the catalogue's point of a ski area is on the mountain,
// up to 1.4 km from where the bus stops at the lifts, and its own transit note says the walk from
// the stop is two minutes ("Alta stops, 2 minutes walk"). A journey to one of these ends at its
// stop with that walk, not with a walk from the stop to the middle of the mountain.
import { haversineMiles } from '../../lib/geo.ts';
import { transitStop } from './network.ts';
import type { Reachable } from './router.ts';
import type { Point } from './walking.ts';

/** Place id → the stop at its base and the minutes on foot the catalogue's `publicTransit` gives. */
const SKI_BASES: Readonly<Record<string, { stop: string; minutes: number }>> = {
  'alta-ski-area': { stop: 'alta', minutes: 2 },
  snowbird: { stop: 'snowbird', minutes: 2 },
  'solitude-mountain-resort': { stop: 'solitude', minutes: 2 },
  'brighton-resort': { stop: 'brighton', minutes: 2 },
  'park-city-mountain': { stop: 'pcmountain', minutes: 2 },
  'deer-valley-resort': { stop: 'deervalley', minutes: 2 },
};

/** A place as journeys reach it: with the stop at its base where it has one. */
export function withBase<P extends Reachable & { id?: string }>(place: P): P {
  const memo = memoBase.get(place) as P | undefined;
  if (memo) return memo;
  const base = place.id ? SKI_BASES[place.id] : undefined;
  const out = base && transitStop(base.stop) ? { ...place, base } : place;
  memoBase.set(place, out);
  return out;
}

// The same place object every time, so the day's per-place memos (opening windows) keep working.
const memoBase = new WeakMap<object, Reachable>();

/**
 * A town at a ski area's foot (issue 48): one of the bases above within this many miles, as the crow
 * flies (Alta, Snowbird and Brighton at their lifts; Park City 0.5 mile from Park City Mountain's base
 * and 1.2 from Deer Valley's). Sandy and Midvale, where the ski buses start, are 8 miles and more off.
 */
export const SKI_TOWN_MILES = 1.5;

/** Whether a point lies at a ski area's foot: a day from it in the lift season is for skiing (carFreeDay.ts carFreeValue). */
export function atSkiAreaFoot(p: Point): boolean {
  return Object.values(SKI_BASES).some((b) => {
    const stop = transitStop(b.stop);
    return stop !== undefined && haversineMiles(p.lat, p.lng, stop.lat, stop.lng) <= SKI_TOWN_MILES;
  });
}
