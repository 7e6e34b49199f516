import { nanoquery } from '@nanostores/query';
import { apiFetch } from './api.ts';

/**
 * Remote data stores with the docs/product.md §7 defaults: never stale, no refetch on focus or
 * reconnect, no interval, no retry. Individual stores override (e.g. the Media Hub).
 */
export const [createFetcherStore, createMutatorStore, { invalidateKeys, revalidateKeys, mutateCache }] = nanoquery({
  fetcher: (...keys) => apiFetch(keys.join('')),
  dedupeTime: Number.POSITIVE_INFINITY,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  onErrorRetry: false,
});
