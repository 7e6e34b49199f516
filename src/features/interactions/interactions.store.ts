import { createFetcherStore } from '../../lib/query.ts';
import { ADMIN, type AdminAnalytics, type Interaction } from './interactions.ts';

export const ANALYTICS_KEY = '/api/admin/analytics';
export const INTERACTIONS_KEY = '/api/admin/interactions';

// docs/product.md §7: the dashboard's two reads poll (30 s and 10 s). dedupeTime 0 lets each tick really
// refetch; the app-wide default (never stale) would turn the interval into a no-op.
export const $adminAnalytics = createFetcherStore<AdminAnalytics>(ANALYTICS_KEY, { revalidateInterval: ADMIN.analyticsRefreshMs, dedupeTime: 0 });
export const $adminInteractions = createFetcherStore<Interaction[]>(INTERACTIONS_KEY, { revalidateInterval: ADMIN.interactionsRefreshMs, dedupeTime: 0 });
