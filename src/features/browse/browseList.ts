// The rules of /destinations' list once it no longer carries every card (decision 044): which
// state needs the search index, the order shown, and the one page of matches drawn.
import { type BrowseState, type Browsable, EMPTY_BROWSE, matchesBrowse, rankByQuery, type SortKey, sortDestinations, type TextHits } from './browse.ts';
import type { Tier } from '../destinations/destinations.ts';
import type { SeasonalClosure } from '../roads/winter.ts';

/** `late`: approved after the build (decision 030): under the default sort it follows the build's places. */
export type ListItem = Browsable & { late: boolean };

/**
 * Whether the list needs the whole catalogue (the search index) rather than the prebuilt first
 * page: any filter, query or sort, a page after the first, or a signed-in tier that hides places.
 */
export function needsIndex(state: BrowseState, page: number, tier: Tier | null): boolean {
  const filtered = state.query.trim() !== '' || state.category !== null || state.driveTime !== null || state.openNow || state.noCar === true;
  return filtered || state.sort !== EMPTY_BROWSE.sort || page > 1 || tier !== null;
}

/**
 * The list in the order shown. Under the default sort (closest first), places added after the
 * build follow the build's, as on the prebuilt pages, so no card of page 1 moves; a query ranks
 * by the text search's score (/search's rule, rankByQuery); another sort orders by it alone.
 */
export function listOrder<T extends ListItem>(items: readonly T[], sort: SortKey, hits: TextHits): T[] {
  if (sort !== EMPTY_BROWSE.sort) return sortDestinations(items, sort);
  const byBuild = [
    ...sortDestinations(
      items.filter((item) => !item.late),
      sort,
    ),
    ...sortDestinations(
      items.filter((item) => item.late),
      sort,
    ),
  ];
  return rankByQuery(byBuild, hits);
}

/** Every match of the state (`hits`: what the text search found for its query), in the order shown, and the first `page` pages of them (what is drawn). */
export function pagedMatches<T extends ListItem>(
  items: readonly T[],
  state: BrowseState,
  tier: Tier | null,
  page: number,
  pageSize: number,
  liveClosed?: ReadonlySet<string>,
  carFree?: ReadonlyMap<string, number>,
  hits: TextHits = null,
): { matches: T[]; shown: T[] } {
  const matches = listOrder(items, state.sort, hits).filter((item) => matchesBrowse(item, state, tier, new Date(), liveClosed, carFree, hits));
  return { matches, shown: matches.slice(0, Math.max(1, page) * pageSize) };
}

/**
 * The winter fields the card reads for an index entry. The index carries them only for a place
 * no open road reaches in winter (null minutes with its closure: the card's "Winter: road closed"
 * line); any other place drives in winter as in summer.
 */
export function cardWinter(entry: { driveTimeMinutes: number; winterDriveTimeMinutes?: number | null; seasonalClosure?: SeasonalClosure | null }): {
  winterDriveTimeMinutes: number | null;
  seasonalClosure: SeasonalClosure | null;
} {
  // Not `??`: a null winter time is the closure itself, not a missing one.
  const winterDriveTimeMinutes = entry.winterDriveTimeMinutes === undefined ? entry.driveTimeMinutes : entry.winterDriveTimeMinutes;
  return { winterDriveTimeMinutes, seasonalClosure: entry.seasonalClosure ?? null };
}
