import type { Config } from '@netlify/functions';
import { favoriteHandler, setFavorite } from '../src/features/accounts/favorites.server.ts';
import { json } from '../src/server/http.ts';

/** DELETE /api/favorites/{id} removes a favourite (favorite-check.mts reports one). */
export default favoriteHandler(async ({ user, sql }, destinationId) => json({ destinationId, ...(await setFavorite(sql, user.id, destinationId, false)) }));

export const config: Config = { path: '/api/favorites/:id', method: 'DELETE' };
