// Where a multi-day trip sleeps and what a date allows (decision 052): the towns with beds near
// the parks and the Wasatch, a lodging search per town, the roads and the places of a date.
// Pure and light: the planner's worker imports it.
import { hoursWarnings } from '../destinations/visitText.ts';
import { CLOSURES } from '../roads/closures.ts';
import { monthDayInWindow, roadsOn } from '../roads/roadsOn.ts';
import { isInWindow } from '../roads/seasons.ts';
import type { Season } from '../roads/shortestPaths.ts';
import type { UTAH_TOWNS } from '../roads/towns.ts';
import type { PlannerPlace } from './planner.ts';

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

/** A Utah date (YYYY-MM-DD) at local noon, as the closure windows read it. */
const noonOf = (date: string) => new Date(`${date}T19:00:00Z`);

/**
 * The roads of a date: 'winter' (every seasonal road closed) when the date falls in any road's
 * usual closure window, else 'summer'. The one line to change for the roads helper's
 * `roadsOn(date)` (docs/decisions/052-multi-day-trips.md).
 */
export function roadsFor(date: string): Season {
  return Object.values(CLOSURES).some((c) => isInWindow(c, noonOf(date))) ? 'winter' : 'summer';
}

/** Whether a place can be visited on a Utah date: its road is not closed for the season and its hours are not out of season. */
export function placeOpenOn(place: Pick<PlannerPlace, 'id' | 'winter' | 'hours'>, date: string): boolean {
  if (!roadsOn(date).placeOpen(place.id).open) return false;
  if (place.winter && monthDayInWindow({ from: place.winter[0], to: place.winter[1] }, date.slice(5))) return false;
  const day = noonOf(date);
  const month = Number(date.slice(5, 7));
  return !hoursWarnings(place.hours, day.getUTCDay(), month).some((w) => w.startsWith('Seasonal'));
}
