import type { Config } from '@netlify/functions';
import { limitPlacesRequests, placesSearchQuerySchema, searchPlaces } from '../src/features/places/places.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json, parseQuery } from '../src/server/http.ts';

/** GET /api/places/search?query&lat&lng&radius — Google Places Text Search, cached 5 minutes. */
export default handler(async (request, context) => {
  const query = parseQuery(request, placesSearchQuerySchema);
  await limitPlacesRequests(await db(), context.ip);
  return json(await searchPlaces(query), { cache: cache.fiveMinutes });
});

export const config: Config = { path: '/api/places/search', method: 'GET' };
