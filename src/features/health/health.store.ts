import { createFetcherStore } from '../../lib/query.ts';
import type { AdminStatus } from './health.ts';

export const STATUS_KEY = '/api/admin/status';
/** How often the admin panel asks again (each answer checks the database and the mail server). */
export const STATUS_REFRESH_MS = 60_000;

export const $adminStatus = createFetcherStore<AdminStatus>(STATUS_KEY, { revalidateInterval: STATUS_REFRESH_MS, dedupeTime: 0 });
