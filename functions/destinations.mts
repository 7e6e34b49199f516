import type { Config } from '@netlify/functions';
import { destinationsQuerySchema } from '../src/features/destinations/destinations.schema.ts';
import { listDestinations } from '../src/features/destinations/destinations.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json, parseQuery } from '../src/server/http.ts';

/** GET /api/destinations — the catalogue, filtered by driveTime (at or under), category and tier. */
export default handler(async (request) => {
  const query = parseQuery(request, destinationsQuerySchema);
  return json(await listDestinations(await db(), query), { cache: cache.short });
});

export const config: Config = { path: '/api/destinations', method: 'GET' };
