import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { destinationIdSchema } from '../src/features/destinations/destinations.schema.ts';
import { editDestination, editorPlace } from '../src/features/destinations/editor.server.ts';
import { placeEditSchemaFor } from '../src/features/destinations/placeFields.schema.ts';
import { markOnFile, PARK_NAMES } from '../src/features/planning/signature.ts';
import { tierOnFile } from '../src/features/planning/tiers.ts';
import { requestSiteBuild } from '../src/features/publishing/siteBuild.server.ts';
import { json, parseJsonBody, pathParam } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/** The edit's schema, a signature mark naming one of the planner's park groups (decision 118). */
const editSchema = placeEditSchemaFor(PARK_NAMES);

/**
 * The staff catalogue editor (issue 29, decision 049), staff only:
 * - GET /api/admin/destinations/{id}: a place as staff edit it (withdrawn ones too);
 * - PATCH /api/admin/destinations/{id}: change the fields sent, checked by the submission form's
 *   schema, and/or `withdrawn` (withdraw the place from lists, search, sitemap and its page, or
 *   restore it); the history gets its lines in the same transaction.
 * A change bumps the catalogue version (a trigger), so the API shows it at once, and asks for the
 * same rebuild as an approval (decision 027), so the prebuilt pages follow.
 */
export default staffHandler(async (request, { staff, sql }, context) => {
  const id = pathParam(context, 'id', destinationIdSchema, 'Destination not found');
  // The editor shows beside a place's tier correction the tier the planners' data file gives it (decision 111).
  // And the signature mark signature.json gives it (decision 118).
  if (request.method === 'GET') return json({ ...(await editorPlace(sql, id)), tierOnFile: tierOnFile(id), markOnFile: markOnFile(id) });
  const edit = await parseJsonBody(request, editSchema, 16 * 1024);
  await limitWrite(sql, 'catalogueEdits', staff.id);
  const place = await editDestination(sql, id, edit, staff);
  // The API's cached bodies follow the catalogue version; the prebuilt pages follow by a rebuild.
  if (place.changed) await requestSiteBuild(sql);
  return json({ ...place, tierOnFile: tierOnFile(place.destination.id), markOnFile: markOnFile(place.destination.id) });
});

export const config: Config = { path: '/api/admin/destinations/:id', method: ['GET', 'PATCH'] };
