import type { Config } from '@netlify/functions';
import { favoriteSchema } from '../src/features/accounts/accounts.ts';
import { userHandler } from '../src/features/accounts/auth.server.ts';
import { listFavorites, setFavorite } from '../src/features/accounts/favorites.server.ts';
import { json, parseJsonBody } from '../src/server/http.ts';

/** GET /api/favorites lists the signed-in user's favourites; POST {destinationId} adds one. */
export default userHandler(async (request, { user, sql }) => {
  if (request.method === 'GET') return json(await listFavorites(sql, user.id));
  const { destinationId } = await parseJsonBody(request, favoriteSchema, 1024);
  return json({ destinationId, ...(await setFavorite(sql, user.id, destinationId, true)) });
});

export const config: Config = { path: '/api/favorites', method: ['GET', 'POST'] };
