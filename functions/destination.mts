import type { Config } from '@netlify/functions';
import { CATALOGUE_CACHE_TAG, cachedBody, respondWith } from '../src/features/destinations/catalogueCache.server.ts';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { findDestination } from '../src/features/destinations/destinations.server.ts';
import { NotFoundError } from '../src/lib/errors.ts';
import { db } from '../src/server/db.ts';
import { handler, pathParam } from '../src/server/http.ts';

/**
 * GET /api/destinations/{id} — one destination; unknown or malformed ids are 404. Cached and
 * precompressed per catalogue version like the list (decision 018).
 */
export default handler(async (request, context) => {
  const id = pathParam(context, 'id', destinationIdSchema, 'Destination not found');
  const sql = await db();
  const body = await cachedBody(sql, `one:${id}`, async () => {
    const destination = await findDestination(sql, id);
    return destination ? JSON.stringify(destination) : null;
  });
  if (!body) throw new NotFoundError('Destination not found');
  return respondWith(request, body, [CATALOGUE_CACHE_TAG, `destination-${id}`]);
});

export const config: Config = { path: '/api/destinations/:id', method: 'GET' };
