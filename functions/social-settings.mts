import type { Config } from '@netlify/functions';
import { getSocialSettings } from '../src/features/reddit/socialSettings.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json } from '../src/server/http.ts';

/** GET /api/social-settings — the brand's social accounts and the Media Hub's video ids (null = unset). */
export default handler(async () => json(await getSocialSettings(await db()), { cache: cache.short }));

export const config: Config = { path: '/api/social-settings', method: 'GET' };
