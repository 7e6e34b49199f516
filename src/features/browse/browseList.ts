// The rules of /destinations' list once it no longer carries every card (decision 044): which
// state needs the search index, the order shown, and the one page of matches drawn.
import { type BrowseState, type Browsable, EMPTY_BROWSE, matchesBrowse, rankByQuery, type SortKey, sortDestinations } from './browse.ts';
import type { Tier } from '../destinations/destinations.ts';

/** `late`: approved after the build (decision 030): under the default sort it follows the build's places. */
export type ListItem = Browsable & { late: boolean };

/**
 * Whether the list needs the whole catalogue (the search index) rather than the prebuilt first
 * page: any filter, query or sort, a page after the first, or a signed-in tier that hides places.
 */
export function needsIndex(state: BrowseState, page: number, tier: Tier | null): boolean {
  const filtered = state.query.trim() !== '' || state.category !== null || state.driveTime !== null || state.openNow;
  return filtered || state.sort !== EMPTY_BROWSE.sort || page > 1 || tier !== null;
}

/**
 * The list in the order shown. Under the default sort (closest first), places added after the
 * build follow the build's, as on the prebuilt pages, so no card of page 1 moves; a query ranks
 * the places it names first (/search's rule, rankByQuery); another sort orders by it alone.
 */
export function listOrder<T extends ListItem>(items: readonly T[], sort: SortKey, query: string): T[] {
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
  return rankByQuery(byBuild, query);
}

/** Every match of the state, in the order shown, and the first `page` pages of them (what is drawn). */
export function pagedMatches<T extends ListItem>(
  items: readonly T[],
  state: BrowseState,
  tier: Tier | null,
  page: number,
  pageSize: number,
): { matches: T[]; shown: T[] } {
  const matches = listOrder(items, state.sort, state.query).filter((item) => matchesBrowse(item, state, tier));
  return { matches, shown: matches.slice(0, Math.max(1, page) * pageSize) };
}
