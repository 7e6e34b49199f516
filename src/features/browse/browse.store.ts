import { createFetcherStore } from '../../lib/query.ts';
import type { Destination } from '../destinations/destinations.ts';

/** GET /api/destinations for /search, with the SPEC §7 defaults (no retry, no refetch). */
export const $destinations = createFetcherStore<Destination[]>(['/api/destinations']);
