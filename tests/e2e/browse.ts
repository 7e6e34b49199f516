import { expect, type Page } from '@playwright/test';
import { BROWSE_PAGE_SIZE } from '../../src/features/browse/pagination.ts';
import { createTextSearch } from '../../src/features/browse/textSearch.ts';
import { builtCatalogue } from './helpers.ts';

// Shared by the browse specs (destinations, search, browse): the build's catalogue and the pages' islands.

export interface Api {
  id: string;
  name: string;
  description: string;
  category: string;
  address: string;
  driveTimeMinutes: number;
  subscriptionTier: 'free' | 'premium' | 'olympic';
  isOlympicVenue: boolean;
  familyFriendly: boolean;
  photoUrl: string;
  tags: string[];
  region: string;
}

export const all = (page: Page) => builtCatalogue<Api>(page);

/**
 * Opens /search, starts a search (the focus in its box: a plain visit fetches no index, issue 38)
 * and answers the list the page itself loaded (it reads the live search index).
 */
export async function openSearch(page: Page): Promise<Api[]> {
  const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/search-index' && r.request().method() === 'GET');
  await page.goto('/search');
  await hydrated(page, 'SearchIsland');
  await page.getByLabel('Search destinations').focus();
  return (await (await loaded).json()) as Api[];
}

/** Waits until the named island has hydrated (Astro drops its `ssr` attribute). */
export async function hydrated(page: Page, component: string): Promise<void> {
  await expect(page.locator(`astro-island[component-url*="/${component}."]`)).not.toHaveAttribute('ssr', /.*/);
}

/** The places of `list` the pages' text search finds for `q` (decision 075), in the order of `list`. */
export function textHits(list: Api[], q: string): Api[] {
  const hits = createTextSearch(list)(q);
  return list.filter((d) => hits === null || hits.has(d.id));
}

/** What the first page of a list of `n` matches shows: at most one page of cards. */
export const firstPage = (n: number) => Math.min(BROWSE_PAGE_SIZE, n);
