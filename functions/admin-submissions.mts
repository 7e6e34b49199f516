import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { listSubmissions } from '../src/features/submissions/submissions.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/admin/submissions: every submission, newest first (staff only). */
export default staffHandler(async (_request, { sql }) => json(await listSubmissions(sql)));

export const config: Config = { path: '/api/admin/submissions', method: 'GET' };
