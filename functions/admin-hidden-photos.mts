import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { hidePhotoSchema, setPhotoHidden } from '../src/features/photos/partnerPhotos.server.ts';
import { json, parseJsonBody } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/**
 * PUT /api/admin/hidden-photos {destinationId, photoId, hidden}: staff hide (or show again)
 * any photo of any source on a place, by its id in GET /api/destinations/{id}/photos. A hidden
 * photo leaves that answer and, for partner photos, its public file.
 */
export default staffHandler(async (request, { staff, sql }) => {
  const input = await parseJsonBody(request, hidePhotoSchema, 2048);
  await limitWrite(sql, 'photoHides', staff.id);
  return json(await setPhotoHidden(sql, input, staff.email));
});

export const config: Config = { path: '/api/admin/hidden-photos', method: 'PUT' };
