import type { Config } from '@netlify/functions';
import { utahAvalanche } from '../src/features/conditions/avalanche.server.ts';
import { cache, handler, json } from '../src/server/http.ts';

/**
 * GET /api/avalanche — the Utah Avalanche Center's danger rating of each region this server is
 * set up for (AVALANCHE_REGIONS), for /conditions (issue 40, decision 061b). Always 200, one part
 * per region; an answer with a region missing is cached a minute only.
 */
export default handler(async () => {
  const answer = await utahAvalanche();
  const complete = answer.regions.every((r) => r.part.status === 'ok');
  return json(answer, { cache: complete ? cache.fiveMinutes : 'public, max-age=60' });
});

export const config: Config = { path: '/api/avalanche', method: 'GET' };
