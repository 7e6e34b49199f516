import type { Config } from '@netlify/functions';
import { publicHealth } from '../src/features/health/health.server.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * GET /api/health (public, for uptime monitors): {"status": "ok"|"degraded"|"down", "checks"}
 * with 200, or 503 when the database is down (within 2 s: its round trip has a 1.5 s timeout).
 * No secrets, no error texts; never cached; 60 a minute per client address (429 beyond).
 */
export default handler(async (_request, context) => {
  const health = await publicHealth(context.ip ?? 'unknown');
  return json(health, { status: health.status === 'down' ? 503 : 200 });
});

export const config: Config = { path: '/api/health', method: 'GET' };
