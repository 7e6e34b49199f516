import { apiFetch } from '../../lib/api.ts';
import { createFetcherStore, revalidateKeys } from '../../lib/query.ts';
import { whileOfflineOnlyStored } from '../offline/stored.ts';
import type { SearchEntry } from './browse.ts';

const KEY = '/api/search-index';

/**
 * GET /api/search-index for /search (the compact index, decision 018), with the docs/product.md §7 defaults
 * (no retry, no refetch). Offline (the service worker answers from its cache) the results are
 * the places this device can open (issue 20); back online, the whole index again.
 */
export const $searchIndex = createFetcherStore<SearchEntry[]>([KEY], {
  fetcher: async () => whileOfflineOnlyStored(await apiFetch<SearchEntry[]>(KEY)),
});

if (typeof window !== 'undefined') window.addEventListener('online', () => void revalidateKeys(KEY));
