import type { Config } from '@netlify/functions';
import { userHandler } from '../src/features/accounts/auth.server.ts';
import { deleteTrip, getTrip } from '../src/features/trips/trips.server.ts';
import { tripIdSchema } from '../src/features/trips/trips.ts';
import { json, pathParam } from '../src/server/http.ts';

/** GET /api/trips/{id} reads one saved trip, DELETE removes it: the owner's only (404 otherwise). */
export default userHandler(async (request, { user, sql }, context) => {
  const id = pathParam(context, 'id', tripIdSchema, 'Trip not found');
  if (request.method === 'GET') return json(await getTrip(sql, user.id, id));
  await deleteTrip(sql, user.id, id);
  return json({ id, deleted: true });
});

export const config: Config = { path: '/api/trips/:id', method: ['GET', 'DELETE'] };
