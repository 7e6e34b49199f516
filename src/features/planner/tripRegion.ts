/**
 * A trip of several days from a base keeps to its region (issue 48, decision 127): a trip from a
 * town back to it (no flight, no other end, not from the airport) is "based" there (decision 092),
 * and what its days can reach without spending most of the day at the wheel is its region. The
 * night search (multiDay.ts) asks these rules; the nights' free radius and the places' weight by
 * where they lie stay aroundTown.ts's.
 */
import { NIGHT_TOWNS } from '../planning/nights.ts';
import type { PlannerPlace } from '../planning/planning.ts';
import type { Sight } from '../planning/signature.ts';
import { AROUND, aroundFactor, reachBeyond } from './aroundTown.ts';
import { beyondShare } from './search.ts';

/**
 * Points a day loses per hour it drives beyond its wheel share (search.ts beyondShare, 45 %): on a trip from a
 * town that asked for no road ({@link BASED_OVER_SHARE_PER_HOUR}) every minute of it counts as a choice of the
 * planner's, so the share weighs as much as a park's signature sight; elsewhere (a week from the airport, a
 * trip to an end) the road between the nights is what was asked for, and a day beyond it loses less.
 */
export const OVER_SHARE_PER_HOUR = 10;
export const BASED_OVER_SHARE_PER_HOUR = 60;
/** And a based day beyond its share at all loses this many points: the share is the bar, a minute over it no detail. */
export const BASED_OVER_SHARE_POINTS = 30;

/** What a day loses for its driving beyond its share: `asked` minutes of it were asked for. */
export function overShare(based: boolean, drive: number, visit: number, asked = 0): number {
  const beyond = beyondShare(drive, visit, asked);
  if (!based) return (OVER_SHARE_PER_HOUR * beyond) / 60;
  return beyond > 0 ? BASED_OVER_SHARE_POINTS + (BASED_OVER_SHARE_PER_HOUR * beyond) / 60 : 0;
}

/**
 * The minutes of a based trip's move between two nights (`direct`) that its length asks for: none within a day's own
 * reach of a town ({@link AROUND}), the rest up to the nights' free radius (`freeRadius`, (days − 2) hours). Three days
 * from Tropic ask for no long day (their region is what a day reaches), a week from Salt Lake City for the road to Moab.
 */
export function movedFor(direct: number, freeRadius: number): number {
  return Math.max(0, Math.min(direct, freeRadius) - AROUND);
}

/**
 * Whether a based trip may sleep at its own start: the traveler's base is a night even where it is not one of
 * the towns a trip may sleep in (Dutch John, on Flaming Gorge, has lodges; Vernal lies an hour off). Not the
 * airport (an arrival, not a base) and not a night town already (its own night is that town's).
 */
export function baseIsANight(based: boolean, start: string): boolean {
  return based && !(NIGHT_TOWNS as readonly string[]).includes(start);
}

/**
 * Sorts a day's candidate places (indexes) best first by what each is worth where it lies (`worth`), ties by
 * index (the catalogue's value order): the night search takes a day's places greedily in this order, and by their
 * worth anywhere it counted on a far famous place that the days' own planner, weighing where it lies, never takes.
 */
export function byWorthHere(list: number[], worth: (j: number) => number): number[] {
  const w = new Map(list.map((j) => [j, worth(j)]));
  return list.sort((x, y) => w.get(y)! - w.get(x)! || x - y);
}

/**
 * What each place keeps of its value on a based trip's days, by its drive from the base (`out`, minutes, in the order of
 * `places`): whole within the nights' free radius beyond {@link AROUND} (aroundTown.ts), less by half every half hour
 * beyond; and, as on a day around the town (decisions 106 and 108), a park's marked sights whose nearest lies over
 * {@link GATEWAY_MINUTES} off and another base's places reach as much less far: Dutch John's two days are Flaming Gorge's
 * loop and lookouts, not Vernal's museums an hour off, and a week from Salt Lake City still reaches the five parks.
 */
export function baseAround(
  places: readonly PlannerPlace[],
  out: ArrayLike<number>,
  freeRadius: number,
  region: { elsewhere: (placeId: string) => boolean; sight: (placeId: string) => Sight | undefined },
): Float64Array {
  const nearest = (park: string) => places.reduce((least, p, j) => (region.sight(p.id)?.park === park ? Math.min(least, out[j]!) : least), Infinity);
  const beyond = reachBeyond(nearest, region.elsewhere, region.sight);
  return Float64Array.from(places, (p, j) => aroundFactor(out[j]!, freeRadius + beyond(p.id)));
}
