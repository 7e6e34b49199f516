// Where a multi-day trip sleeps and what a date allows (decision 052): the towns with beds near
// the parks and the Wasatch, a lodging search per town, and the places a day (roads/day.ts) allows.
// Pure and light: the planner's worker imports it.
import { outOfSeason, parseHours } from '../destinations/hours.ts';
import type { Day } from '../roads/day.ts';
import type { UTAH_TOWNS } from '../roads/towns.ts';
import { seasonClosed } from './parkRules.ts';
import type { PlannerPlace } from './planning.ts';

/**
 * Towns a trip may sleep in: each has motels or lodges and sits at a park gate or on the way
 * between them. Every name is a key of UTAH_TOWNS (towns.ts), whose centres join the road graph.
 */
export const NIGHT_TOWNS = [
  'Salt Lake City',
  'Park City',
  'Heber City',
  'Ogden',
  'Logan',
  'Provo',
  'Vernal',
  'Price',
  'Green River',
  'Moab',
  'Monticello',
  'Blanding',
  'Bluff',
  'Hanksville',
  'Torrey',
  'Escalante',
  // Issue 39: gateway towns the guides sleep in (gateways.ts).
  'Boulder',
  'Bryce Canyon City',
  'Hurricane',
  'Tropic',
  'Panguitch',
  'Richfield',
  'Beaver',
  'Cedar City',
  'Kanab',
  'Springdale',
  'St. George',
] as const satisfies ReadonlyArray<keyof typeof UTAH_TOWNS>;

export type NightTown = (typeof NIGHT_TOWNS)[number];

/** A map search for lodging in the town: a list to choose from, no booking and no affiliate link. */
export function lodgingSearchUrl(town: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`lodging in ${town}, UT`)}`;
}

/** Whether a place can be visited on a day: its road is not closed for the season and its hours are not out of season. */
export function placeOpenOn(place: Pick<PlannerPlace, 'id' | 'winter' | 'hours'>, day: Day): boolean {
  if (!day.roads.placeOpen(place.id).open) return false;
  if (place.winter && day.within({ from: place.winter[0], to: place.winter[1] })) return false;
  if (seasonClosed(place.id, day.date, day.live)) return false;
  return !outOfSeason(parseHours(place.hours), day.month);
}
