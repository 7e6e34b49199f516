import type { Config } from '@netlify/functions';
import { requireUser } from '../src/features/accounts/auth.server.ts';
import { deleteTrip, getTrip } from '../src/features/planner/trips.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/trips/{id} reads one saved trip, DELETE removes it: the owner's only (404 otherwise). */
export default handler(async (request, context) => {
  const user = await requireUser(request);
  const sql = await db();
  const id = context.params.id ?? '';
  if (request.method === 'GET') return json(await getTrip(sql, user.id, id));
  await deleteTrip(sql, user.id, id);
  return json({ id, deleted: true });
});

export const config: Config = { path: '/api/trips/:id', method: ['GET', 'DELETE'] };
