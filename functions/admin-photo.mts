import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { photoIdSchema, reviewPartnerPhoto, reviewPhotoSchema } from '../src/features/photos/partnerPhotos.server.ts';
import { json, parseJsonBody, pathParam } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/** PUT /api/admin/photos/{id} {status}: staff approve (shown on the place), reject or put back a partner photo. */
export default staffHandler(async (request, { staff, sql }, context) => {
  const { status } = await parseJsonBody(request, reviewPhotoSchema, 1024);
  await limitWrite(sql, 'photoReviews', staff.id);
  const id = pathParam(context, 'id', photoIdSchema, 'No such photo');
  return json(await reviewPartnerPhoto(sql, id, status));
});

export const config: Config = { path: '/api/admin/photos/:id', method: 'PUT' };
