import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { dueForReviewNow } from '../src/features/review/dueForReview.server.ts';
import { json } from '../src/server/http.ts';

/**
 * GET /api/admin/due-for-review (staff only): every published fee, permit, hours and 2034 Games
 * role past its shelf life (12, 12, 6 and 6 months), oldest check first (issue 29, decision 050).
 */
export default staffHandler(async (_request, { sql }) => json(await dueForReviewNow(sql)));

export const config: Config = { path: '/api/admin/due-for-review', method: 'GET' };
