import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { destinationHistory } from '../src/features/destinations/editor.server.ts';
import { json, pathParam } from '../src/server/http.ts';

/** GET /api/admin/destinations/{id}/history: who changed the place, when, each field before and after; newest first (staff only). */
export default staffHandler(async (_request, { sql }, context) => {
  const id = pathParam(context, 'id', destinationIdSchema, 'Destination not found');
  return json(await destinationHistory(sql, id));
});

export const config: Config = { path: '/api/admin/destinations/:id/history', method: 'GET' };
