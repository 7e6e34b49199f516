import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { placeTextsView } from '../src/features/places/textEdits.server.ts';
import { json, pathParam } from '../src/server/http.ts';

/** GET /api/admin/place-texts/{id}: a place's English texts, its French and Spanish ones, stale fields and each language's history (staff only). */
export default staffHandler(async (_request, { sql }, context) => {
  const id = pathParam(context, 'id', destinationIdSchema, 'Destination not found');
  return json(await placeTextsView(sql, id));
});

export const config: Config = { path: '/api/admin/place-texts/:id', method: 'GET' };
