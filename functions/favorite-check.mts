import type { Config } from '@netlify/functions';
import { requireUser } from '../src/features/accounts/auth.server.ts';
import { isFavorite } from '../src/features/accounts/favorites.server.ts';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { NotFoundError } from '../src/lib/errors.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/favorites/{id}/check: whether the signed-in person has this place among their favourites. */
export default handler(async (request, context) => {
  const user = await requireUser(request);
  const id = destinationIdSchema.safeParse(context.params.id);
  if (!id.success) throw new NotFoundError('Destination not found');
  return json({ isFavorite: await isFavorite(await db(), user.id, id.data) });
});

export const config: Config = { path: '/api/favorites/:id/check', method: 'GET' };
