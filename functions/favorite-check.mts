import type { Config } from '@netlify/functions';
import { favoriteHandler, isFavorite } from '../src/features/accounts/favorites.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/favorites/{id}/check: whether the signed-in person has this place among their favourites. */
export default favoriteHandler(async ({ user, sql }, destinationId) => json({ isFavorite: await isFavorite(sql, user.id, destinationId) }));

export const config: Config = { path: '/api/favorites/:id/check', method: 'GET' };
