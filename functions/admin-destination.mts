import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { editDestination, editorPlace, setWithdrawn } from '../src/features/destinations/editor.server.ts';
import { placeEditSchema, placeStatusSchema } from '../src/features/destinations/placeFields.schema.ts';
import { requestSiteBuild } from '../src/features/publishing/siteBuild.server.ts';
import { HttpError } from '../src/lib/errors.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseJsonBody } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/**
 * The staff catalogue editor (issue 29, decision 049), staff only:
 * - GET /api/admin/destinations/{id}: a place as staff edit it (withdrawn ones too);
 * - PATCH /api/admin/destinations/{id}: change the fields sent, checked by the submission form's
 *   schema; the history gets a line in the same transaction;
 * - PUT /api/admin/destinations/{id}/status {withdrawn}: withdraw the place from the public
 *   catalogue (lists, search, sitemap, its page after the rebuild) or restore it, in the history too.
 * A change bumps the catalogue version (a trigger), so the API shows it at once, and asks for the
 * same rebuild as an approval (decision 027), so the prebuilt pages follow.
 */
export default handler(async (request, context) => {
  const staff = await requireStaff(request);
  const sql = await db();
  const status = new URL(request.url).pathname.replace(/\/$/, '').endsWith('/status');
  if (status !== (request.method === 'PUT')) throw new HttpError(405, 'Method not allowed');
  if (request.method === 'GET') return json(await editorPlace(sql, context.params.id));
  const change = status ? await parseJsonBody(request, placeStatusSchema, 1024) : await parseJsonBody(request, placeEditSchema, 16 * 1024);
  await limitWrite(sql, 'catalogueEdits', staff.id);
  const place =
    'withdrawn' in change ? await setWithdrawn(sql, context.params.id, change.withdrawn, staff) : await editDestination(sql, context.params.id, change, staff);
  // The API's cached bodies follow the catalogue version; the prebuilt pages follow by a rebuild.
  if (place.changed) await requestSiteBuild(sql);
  return json(place);
});

export const config: Config = { path: ['/api/admin/destinations/:id', '/api/admin/destinations/:id/status'], method: ['GET', 'PATCH', 'PUT'] };
