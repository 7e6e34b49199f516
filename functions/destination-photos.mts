import type { Config } from '@netlify/functions';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { photosOfPlace } from '../src/features/photos/placePhotos.server.ts';
import { db } from '../src/server/db.ts';
import { cache, handler, json, pathParam } from '../src/server/http.ts';

/**
 * GET /api/destinations/{id}/photos — credited photos of a place (issue 22, decision 029): its
 * approved partner photos, its park's NPS images and Google's photos (less any staff hid),
 * fetched here so the keys stay on the server. Always 200 for a known place: a source that
 * fails adds no photos (the page keeps its illustration); an answer with a source missing is
 * cached a minute only.
 */
export default handler(async (_request, context) => {
  const id = pathParam(context, 'id', destinationIdSchema, 'Destination not found');
  const { complete, ...answer } = await photosOfPlace(await db(), id);
  return json(answer, { cache: complete ? cache.fiveMinutes : 'public, max-age=60' });
});

export const config: Config = { path: '/api/destinations/:id/photos', method: 'GET' };
