import type { Config } from '@netlify/functions';
import { userHandler } from '../src/features/accounts/auth.server.ts';
import { tripSchema } from '../src/features/trips/trips.ts';
import { listTrips, saveTrip } from '../src/features/trips/trips.server.ts';
import { json, parseJsonBody } from '../src/server/http.ts';

/** GET /api/trips lists the signed-in person's saved trips; POST {name, query, plan} saves one. */
export default userHandler(async (request, { user, sql }) => {
  if (request.method === 'GET') return json(await listTrips(sql, user.id));
  const input = await parseJsonBody(request, tripSchema, 4096);
  return json(await saveTrip(sql, user.id, input), { status: 201 });
});

export const config: Config = { path: '/api/trips', method: ['GET', 'POST'] };
