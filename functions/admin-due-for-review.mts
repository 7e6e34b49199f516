import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { dueForReviewNow } from '../src/features/review/dueForReview.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * GET /api/admin/due-for-review (staff only): every published fee, permit, hours and 2034 Games
 * role past its shelf life (12, 12, 6 and 6 months), oldest check first (issue 29, decision 050).
 */
export default handler(async (request) => {
  await requireStaff(request);
  return json(await dueForReviewNow(await db()));
});

export const config: Config = { path: '/api/admin/due-for-review', method: 'GET' };
