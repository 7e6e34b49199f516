// The Games hub's figures and groupings, from the catalogue's `gamesRole` (docs/decisions/008:
// the 13 sites of the 3 April 2024 plan and five 2002 legacy sites). Pure: pages and tests share it.
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
