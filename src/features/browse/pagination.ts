/**
 * Pages of /destinations (decision 020). The first page is prebuilt at /destinations/ and the
 * following ones at /destinations/page/{n}/ for visitors without JavaScript; with JavaScript,
 * "Show more" reveals one more page of the (filtered) list and writes `?page=n` to the URL.
 */
import { filterEn } from '../../lib/messages/filter.en.ts';
import { filterShowing } from './filterWords.ts';

/** Cards per page. */
export const BROWSE_PAGE_SIZE = 48;

/** How many pages a list of `total` cards needs (at least one, so an empty list still has its page). */
export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / BROWSE_PAGE_SIZE));

/** The `page` of a query string: a whole number from 1 (anything else is page 1). */
export function parsePage(search: string): number {
  const raw = new URLSearchParams(search).get('page')?.trim() ?? '';
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? page : 1;
}

/** The query string with `page` written back (page 1 is the default and is left out); other parameters are kept. */
export function writePage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete('page');
  else params.set('page', String(page));
  const out = params.toString();
  return out ? `?${out}` : '';
}

/**
 * The prebuilt page `page` of the list whose first page is `base` (a directory address such as
 * /destinations/ or /drive-time/30-minutes/): page 1 is `base` itself, the next ones
 * `base`page/{n}/ (decision 044).
 */
export const listPagePath = (base: string, page: number): string => (page <= 1 ? base : `${base}page/${page}/`);

/** The prebuilt page `page` of /destinations for visitors without JavaScript (page 1 is /destinations/ itself). */
export const browsePagePath = (page: number): string => listPagePath('/destinations/', page);

/** The page numbers after the first that a list of `total` cards is prebuilt as (2 … pageCount). */
export const laterPages = (total: number): number[] => Array.from({ length: pageCount(total) - 1 }, (_, i) => i + 2);

/** The page after `page`, or null when `page` is the last (or past it). */
export const nextPage = (page: number, total: number): number | null => (page < pageCount(total) ? page + 1 : null);

/** The cards of prebuilt page `page` (1-based) of an ordered list. */
export function pageSlice<T>(list: readonly T[], page: number): T[] {
  return list.slice((page - 1) * BROWSE_PAGE_SIZE, page * BROWSE_PAGE_SIZE);
}

/** "Showing 48 of 702 destinations", naming the whole catalogue when filters narrow the list: the island's English words (decision 112). */
export const showingText = (shown: number, matches: number, available: number): string => filterShowing(filterEn, 'en-US', shown, matches, available);

/** "Showing 49–96 of 702 destinations": the range of a prebuilt page. */
export function rangeText(page: number, total: number): string {
  const { first, last } = pageRange(page, total);
  return `Showing ${first}–${last} of ${total} destinations`;
}

/** The first and last place (1-based) of a prebuilt page. */
export function pageRange(page: number, total: number): { first: number; last: number } {
  return { first: Math.min(total, (page - 1) * BROWSE_PAGE_SIZE + 1), last: Math.min(total, page * BROWSE_PAGE_SIZE) };
}
