import type { Config } from '@netlify/functions';
import { destinationConditions } from '../src/features/conditions/conditions.server.ts';
import { riverAt } from '../src/features/conditions/riverFlow.server.ts';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { getDestination } from '../src/features/destinations/destinations.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json, pathParam } from '../src/server/http.ts';

/**
 * GET /api/destinations/{id}/conditions — "Today at this place": the NWS forecast and alerts at
 * its point, sunrise and sunset, its park's NPS alerts, and for a place a river opens and closes
 * (The Narrows) its gauge's latest reading. Always 200 with a status per part (an
 * outside service down is a part "unavailable", never an error); an answer with a part missing
 * is cached a minute only.
 */
export default handler(async (_request, context) => {
  const destination = await getDestination(await db(), pathParam(context, 'id', destinationIdSchema, 'Destination not found'));
  const [base, river] = await Promise.all([destinationConditions(destination), db().then((sql) => riverAt(sql, destination.id))]);
  const conditions = { ...base, river };
  const complete = [conditions.forecast, conditions.alerts, conditions.sun, conditions.park, river?.part ?? null].every((p) => p === null || p.status === 'ok');
  return json(conditions, { cache: complete ? cache.fiveMinutes : 'public, max-age=60' });
});

export const config: Config = { path: '/api/destinations/:id/conditions', method: 'GET' };
