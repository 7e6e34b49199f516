import { createFetcherStore } from '../../lib/query.ts';
import type { SearchEntry } from './browse.ts';

/** GET /api/search-index for /search (the compact index, decision 018), with the SPEC §7 defaults (no retry, no refetch). */
export const $searchIndex = createFetcherStore<SearchEntry[]>(['/api/search-index']);
