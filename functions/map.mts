import type { Config } from '@netlify/functions';
import { mapData } from '../src/features/map/map.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json } from '../src/server/http.ts';

/** GET /api/map — the live catalogue as compact points (approved submissions included) and the background map's style URL. */
export default handler(async () => json(await mapData(await db()), { cache: cache.short }));

export const config: Config = { path: '/api/map', method: 'GET' };
