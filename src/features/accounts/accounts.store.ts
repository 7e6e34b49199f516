import { ApiError, apiFetch } from '../../lib/api.ts';
import { createFetcherStore } from '../../lib/query.ts';
import type { Role } from './accounts.ts';
import type { Tier } from '../destinations/catalogue.ts';

export interface CurrentUser {
  id: string;
  email: string;
  subscriptionTier: Tier;
  role: Role;
  isStaff: boolean;
}

/** GET /api/auth/user with no retry; a 401 means nobody is signed in (null), not an error. */
export async function fetchCurrentUser(): Promise<CurrentUser | null> {
  try {
    return await apiFetch<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/** Signed in is derived only from whether a user object came back (docs/product.md §6). */
export const $user = createFetcherStore<CurrentUser | null>('/api/auth/user', { fetcher: fetchCurrentUser });
