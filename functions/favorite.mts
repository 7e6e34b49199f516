import type { Config } from '@netlify/functions';
import { userHandler } from '../src/features/accounts/auth.server.ts';
import { isFavorite, setFavorite } from '../src/features/accounts/favorites.server.ts';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { NotFoundError } from '../src/lib/errors.ts';
import { json } from '../src/server/http.ts';

/** DELETE /api/favorites/{id} removes a favourite; GET /api/favorites/{id}/check reports it. */
export default userHandler(async (request, { user, sql }, context) => {
  const id = destinationIdSchema.safeParse(context.params.id);
  if (!id.success) throw new NotFoundError('Destination not found');
  const destinationId = id.data;
  if (request.method === 'GET') return json({ isFavorite: await isFavorite(sql, user.id, destinationId) });
  return json({ destinationId, ...(await setFavorite(sql, user.id, destinationId, false)) });
});

export const config: Config = { path: ['/api/favorites/:id', '/api/favorites/:id/check'], method: ['GET', 'DELETE'] };
