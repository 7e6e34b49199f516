import type { Config } from '@netlify/functions';
import { cachedBody, respondWith } from '../src/features/destinations/catalogueCache.server.ts';
import { destinationsQuerySchema } from '../src/features/destinations/destinations.schema.ts';
import { listDestinations } from '../src/features/destinations/destinations.server.ts';
import { db } from '../src/server/db.ts';
import { handler, parseQuery } from '../src/server/http.ts';

/**
 * GET /api/destinations — the catalogue, filtered by driveTime (at or under), category and
 * tier, and `since` (places added after a build, decision 030). One body per query and catalogue version, precompressed, with a strong ETag (decision 018).
 */
export default handler(async (request) => {
  const query = parseQuery(request, destinationsQuerySchema);
  const sql = await db();
  const key = `list:${query.driveTime ?? ''}:${query.category ?? ''}:${query.tier ?? ''}:${query.since ?? ''}`;
  const body = await cachedBody(sql, key, async () => JSON.stringify(await listDestinations(sql, query)));
  return respondWith(request, body!);
});

export const config: Config = { path: '/api/destinations', method: 'GET' };
