import type { Config } from '@netlify/functions';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { getDestination } from '../src/features/destinations/destinations.server.ts';
import { NotFoundError } from '../src/lib/errors.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json } from '../src/server/http.ts';

/** GET /api/destinations/{id} — one destination; unknown or malformed ids are 404. */
export default handler(async (_request, context) => {
  const id = destinationIdSchema.safeParse(context.params.id);
  if (!id.success) throw new NotFoundError('Destination not found');
  return json(await getDestination(await db(), id.data), { cache: cache.short });
});

export const config: Config = { path: '/api/destinations/:id', method: 'GET' };
