import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { hidePhotoSchema, setPhotoHidden } from '../src/features/photos/partnerPhotos.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/**
 * PUT /api/admin/hidden-photos {destinationId, photoId, hidden}: staff hide (or show again)
 * any photo of any source on a place, by its id in GET /api/destinations/{id}/photos. A hidden
 * photo leaves that answer and, for partner photos, its public file.
 */
export default handler(async (request) => {
  const staff = await requireStaff(request);
  const input = await parseJsonBody(request, hidePhotoSchema, 2048);
  const sql = await db();
  await limitWrite(sql, 'photoHides', staff.id);
  return json(await setPhotoHidden(sql, input, staff.email));
});

export const config: Config = { path: '/api/admin/hidden-photos', method: 'PUT' };
