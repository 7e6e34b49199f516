import type { Config } from '@netlify/functions';
import { utahParkAlerts } from '../src/features/conditions/conditions.server.ts';
import { cache, handler, json } from '../src/server/http.ts';

/**
 * GET /api/park-alerts — the current NPS alerts of every park, monument and recreation area in
 * Utah, for /conditions (issue 40). Always 200, one part per unit with its own status and the
 * time the NPS answered; an answer with a unit missing is cached a minute only.
 */
export default handler(async () => {
  const units = await utahParkAlerts();
  const complete = units.every((u) => u.part.status === 'ok');
  return json({ units }, { cache: complete ? cache.fiveMinutes : 'public, max-age=60' });
});

export const config: Config = { path: '/api/park-alerts', method: 'GET' };
