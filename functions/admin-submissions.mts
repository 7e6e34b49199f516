import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { listSubmissions } from '../src/features/submissions/submissions.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/admin/submissions: every submission, newest first (staff only). */
export default handler(async (request) => {
  await requireStaff(request);
  return json(await listSubmissions(await db()));
});

export const config: Config = { path: '/api/admin/submissions', method: 'GET' };
