import type { Config } from '@netlify/functions';
import { requireUser } from '../src/features/accounts/auth.server.ts';
import { tripSchema } from '../src/features/planner/trips.ts';
import { listTrips, saveTrip } from '../src/features/planner/trips.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';

/** GET /api/trips lists the signed-in person's saved trips; POST {name, query, plan} saves one. */
export default handler(async (request) => {
  const user = await requireUser(request);
  const sql = await db();
  if (request.method === 'GET') return json(await listTrips(sql, user.id));
  const input = await parseJsonBody(request, tripSchema, 4096);
  return json(await saveTrip(sql, user.id, input), { status: 201 });
});

export const config: Config = { path: '/api/trips', method: ['GET', 'POST'] };
