import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { photoIdSchema, reviewPartnerPhoto, reviewPhotoSchema } from '../src/features/photos/partnerPhotos.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody, pathParam } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/** PUT /api/admin/photos/{id} {status}: staff approve (shown on the place), reject or put back a partner photo. */
export default handler(async (request, context) => {
  const staff = await requireStaff(request);
  const id = pathParam(context, 'id', photoIdSchema, 'No such photo');
  const { status } = await parseJsonBody(request, reviewPhotoSchema, 1024);
  const sql = await db();
  await limitWrite(sql, 'photoReviews', staff.id);
  return json(await reviewPartnerPhoto(sql, id, status));
});

export const config: Config = { path: '/api/admin/photos/:id', method: 'PUT' };
