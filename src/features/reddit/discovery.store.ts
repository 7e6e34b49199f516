import { createFetcherStore } from '../../lib/query.ts';
import type { LatestResponse, StatusResponse } from './discovery.ts';

/** docs/product.md §7: the discovery page refetches status every 30 s and the latest scan every 60 s. */
export const STATUS_REFRESH_MS = 30_000;
export const LATEST_REFRESH_MS = 60_000;
/** While a scan runs the page follows it closely, so its results appear as soon as it ends. */
export const FOLLOW_SCAN_MS = 1_500;

export const $redditStatus = createFetcherStore<StatusResponse>('/api/reddit/status', { dedupeTime: 0, revalidateInterval: STATUS_REFRESH_MS });
export const $redditLatest = createFetcherStore<LatestResponse>('/api/reddit/latest', { dedupeTime: 0, revalidateInterval: LATEST_REFRESH_MS });

/**
 * docs/product.md §7 for the Media Hub: every 5 minutes, stale after 4, two retries (1 s, then 2 s later).
 * Its own store (same key): each page subscribes to one of the two and refreshes its way.
 */
export const MEDIA_HUB_REFRESH_MS = 5 * 60_000;
export const MEDIA_HUB_STALE_MS = 4 * 60_000;
export const MEDIA_HUB_RETRIES = 2;

export const $trending = createFetcherStore<LatestResponse>('/api/reddit/latest', {
  dedupeTime: MEDIA_HUB_STALE_MS,
  revalidateInterval: MEDIA_HUB_REFRESH_MS,
  onErrorRetry: ({ retryCount }) => (retryCount <= MEDIA_HUB_RETRIES ? 1000 * retryCount : false),
});
