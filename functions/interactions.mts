import type { Config } from '@netlify/functions';
import { interactionSchema } from '../src/features/interactions/interactions.schema.ts';
import { recordInteraction } from '../src/features/interactions/interactions.server.ts';
import { db } from '../src/server/db.ts';
import { handler, parseJsonBody } from '../src/server/http.ts';

/**
 * POST /api/interactions {type, destinationId?, label?}: the pages' beacon. Answers 204 with
 * the first-party session cookie; the page never waits for it.
 */
export default handler(async (request, context) => {
  const input = await parseJsonBody(request, interactionSchema, 1024);
  const cookie = await recordInteraction(await db(), request, context.ip, input);
  return new Response(null, { status: 204, headers: { 'set-cookie': cookie, 'cache-control': 'no-store' } });
});

export const config: Config = { path: '/api/interactions', method: 'POST' };
