import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { newsletterCounts } from '../src/features/newsletter/newsletter.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/admin/newsletter: how many addresses are pending, confirmed and unsubscribed (staff only). */
export default staffHandler(async (_request, { sql }) => json(await newsletterCounts(sql)));

export const config: Config = { path: '/api/admin/newsletter', method: 'GET' };
