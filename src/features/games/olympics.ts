// The Games hub's figures and groupings, from the catalogue's `gamesRole` (docs/decisions/008 and 040:
// the 13 sites of the 2034 plan as it stands, each role with its source, and five 2002 legacy sites).
// Pure: pages and tests share it.
import { type Checked, lastChecked } from '../../lib/checked.ts';
import type { Destination } from '../destinations/destinations.ts';

type Site = Pick<Destination, 'id' | 'name' | 'driveTimeMinutes' | 'driveTimeText' | 'isOlympicVenue' | 'gamesRole'>;

const byDrive = (a: Site, b: Site) => a.driveTimeMinutes - b.driveTimeMinutes || a.name.localeCompare(b.name);

/** The sites of the published 2034 plan, closest first. */
export const venues2034 = <T extends Site>(all: readonly T[]): T[] => all.filter((d) => d.gamesRole?.games === '2034').sort(byDrive);

/** The flagged 2002 sites with no 2034 role, closest first. */
export const legacy2002 = <T extends Site>(all: readonly T[]): T[] => all.filter((d) => d.gamesRole?.games === '2002').sort(byDrive);

/** The numbers every sentence about the Games states, counted from the catalogue. */
export function gamesFigures(all: readonly Site[]): { sites: number; venues2034: number; venues2034Within60: number; legacy2002: number } {
  const plan = venues2034(all);
  return {
    sites: all.filter((d) => d.isOlympicVenue).length,
    venues2034: plan.length,
    venues2034Within60: plan.filter((d) => d.driveTimeMinutes <= 60).length,
    legacy2002: legacy2002(all).length,
  };
}

/**
 * The 2034 sports, each with the venues that hold it (ice hockey has two), in the order the
 * sports first appear closest to the airport; then the other roles (ceremonies, village…).
 */
export function venuesBySport<T extends Site>(
  all: readonly T[],
): { sports: Array<{ sport: string; venues: T[] }>; roles: Array<{ role: string; venues: T[] }> } {
  const sports = new Map<string, T[]>();
  const roles = new Map<string, T[]>();
  for (const d of venues2034(all)) {
    for (const sport of d.gamesRole?.sports ?? []) sports.set(sport, [...(sports.get(sport) ?? []), d]);
    for (const role of d.gamesRole?.roles ?? []) roles.set(role, [...(roles.get(role) ?? []), d]);
  }
  return {
    sports: [...sports].map(([sport, venues]) => ({ sport, venues })),
    roles: [...roles].map(([role, venues]) => ({ role, venues })),
  };
}

/** The day the plan shown was last checked: the latest `checkedOn` of its roles. */
export const planCheckedOn = (all: readonly Site[]): string | null => lastChecked(venues2034(all).map((d) => d.gamesRole));

/**
 * Sports of the plan that no venue holds as it stands: the reports of the last change do not say
 * where they go. Stated as such rather than left at a venue that may no longer hold them.
 */
export const UNPLACED_2034: ReadonlyArray<{ sport: string; note: string } & Checked> = [
  {
    sport: 'para ice hockey',
    note: 'The plan of April 2024 put it at the Maverik Center beside Olympic hockey; no report since hockey moved to the Delta Center says where it will be played.',
    source: 'https://townlift.com/2024/04/park-city-announced-as-olympic-bid-venue-for-freestyle-skiing-nordic-combined-and-snowboarding',
    checkedOn: '2026-11-27',
  },
];
