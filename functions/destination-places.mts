import type { Config } from '@netlify/functions';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { getDestination } from '../src/features/destinations/destinations.server.ts';
import { destinationPlaces, limitPlacesRequests } from '../src/features/places/places.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json, pathParam } from '../src/server/http.ts';

/**
 * GET /api/destinations/{id}/places — Google's live details of a destination (placesData), or
 * null when Google does not know it; cached 5 minutes here and in the browser.
 */
export default handler(async (_request, context) => {
  const sql = await db();
  const destination = await getDestination(sql, pathParam(context, 'id', destinationIdSchema, 'Destination not found'));
  await limitPlacesRequests(sql, context.ip);
  return json(await destinationPlaces(destination), { cache: cache.fiveMinutes });
});

export const config: Config = { path: '/api/destinations/:id/places', method: 'GET' };
