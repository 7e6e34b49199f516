import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { adminStatus } from '../src/features/health/health.server.ts';
import { siteBuildState } from '../src/features/publishing/siteBuild.server.ts';
import { lastScan } from '../src/features/reddit/lastScan.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/admin/status (staff only): each system's state, what was checked and when (issue 30). */
export default staffHandler(async (_request, { sql }) => json(await adminStatus(sql, { lastScan, siteBuildState })));

export const config: Config = { path: '/api/admin/status', method: 'GET' };
