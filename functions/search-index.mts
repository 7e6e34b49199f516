import type { Config } from '@netlify/functions';
import { toSearchEntry } from '../src/features/browse/browse.ts';
import { cachedBody, respondWith } from '../src/features/destinations/catalogueCache.server.ts';
import { listDestinations } from '../src/features/destinations/destinations.server.ts';
import { db } from '../src/server/db.ts';
import { handler } from '../src/server/http.ts';

/**
 * GET /api/search-index — /search's compact index of the whole catalogue (the fields search,
 * filters, chips, counts and cards read), closest first. Cached and precompressed per
 * catalogue version like /api/destinations (decision 018), so it is never older than the catalogue.
 */
export default handler(async (request) => {
  const sql = await db();
  const body = await cachedBody(sql, 'search-index', async () => JSON.stringify((await listDestinations(sql)).map(toSearchEntry)));
  return respondWith(request, body!);
});

export const config: Config = { path: '/api/search-index', method: 'GET' };
