// Where a multi-day trip sleeps (decision 052): the towns with beds near the parks and the
// Wasatch, and a lodging search per town. What a date allows of a place is placeOnDay.ts's answer.
// Pure and light: the planner's worker imports it.
import type { UTAH_TOWNS } from '../roads/towns.ts';

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
