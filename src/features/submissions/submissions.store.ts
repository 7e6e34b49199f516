import { createFetcherStore } from '../../lib/query.ts';
import type { Submission } from './submissions.ts';

export const SUBMISSIONS_KEY = '/api/admin/submissions';

/** The review screen's list (docs/product.md §7); revalidated after each review. */
export const $submissions = createFetcherStore<Submission[]>(SUBMISSIONS_KEY);
