import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { reviewPartnerPhoto, reviewPhotoSchema } from '../src/features/photos/partnerPhotos.server.ts';
import { NotFoundError } from '../src/lib/errors.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** PUT /api/admin/photos/{id} {status}: staff approve (shown on the place), reject or put back a partner photo. */
export default handler(async (request, context) => {
  const staff = await requireStaff(request);
  const { status } = await parseJsonBody(request, reviewPhotoSchema, 1024);
  const sql = await db();
  await limitWrite(sql, 'photoReviews', staff.id);
  const id = context.params.id ?? '';
  if (!UUID.test(id)) throw new NotFoundError('No such photo');
  return json(await reviewPartnerPhoto(sql, id, status));
});

export const config: Config = { path: '/api/admin/photos/:id', method: 'PUT' };
