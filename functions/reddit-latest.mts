import type { Config } from '@netlify/functions';
import { latestDiscoveries } from '../src/features/reddit/discovery.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * GET /api/reddit/latest (public: the Media Hub reads it): the latest scan's summary and
 * posts, public post fields only. Not cached, so a finished scan shows at once.
 */
export default handler(async () => json(await latestDiscoveries(await db())));

export const config: Config = { path: '/api/reddit/latest', method: 'GET' };
