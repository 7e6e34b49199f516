import { createFetcherStore } from '../../lib/query.ts';
import { KIT_ANALYTICS_KEY, type KitAnalytics } from './kits.ts';

/** GET /api/kit-analytics (staff only); the interest dialog invalidates it after a submission. */
export const $kitAnalytics = createFetcherStore<KitAnalytics>([KIT_ANALYTICS_KEY]);
