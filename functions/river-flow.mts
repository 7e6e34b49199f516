import type { Config } from '@netlify/functions';
import { riverFlow } from '../src/features/conditions/riverFlow.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json } from '../src/server/http.ts';

/**
 * GET /api/river-flow — the latest flow at each USGS gauge whose reading opens or closes a place
 * (The Narrows: closed above 150 cubic feet per second), as the schedule kept it (river_readings),
 * for /conditions, the place's page and today's plans (issue 49). Always 200, one part per place;
 * an answer with a gauge missing is cached a minute only.
 */
export default handler(async () => {
  const answer = await riverFlow(await db());
  const complete = answer.places.every((p) => p.part.status === 'ok');
  return json(answer, { cache: complete ? cache.fiveMinutes : 'public, max-age=60' });
});

export const config: Config = { path: '/api/river-flow', method: 'GET' };
