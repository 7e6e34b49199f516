import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { savePlaceTexts, textsReport } from '../src/features/places/textEdits.server.ts';
import { placeTextEditSchema } from '../src/features/places/texts.ts';
import { requestSiteBuild } from '../src/features/publishing/siteBuild.server.ts';
import { json, parseJsonBody } from '../src/server/http.ts';
import { limitWrite } from '../src/server/rateLimit.ts';

/**
 * The places' French and Spanish texts (issue 53, decision 116), staff only:
 * - GET /api/admin/place-texts: per language, the tier 1 and 2 places with no text or a stale one, and the counts;
 * - PUT /api/admin/place-texts: `{ placeId, lang, texts }`, a place's texts in one language, written whole with a
 *   history line. Pages show it after the rebuild this asks for, as the English editor's edits (decision 049).
 */
export default staffHandler(async (request, { staff, sql }) => {
  if (request.method === 'GET') return json(await textsReport(sql));
  const edit = await parseJsonBody(request, placeTextEditSchema, 64 * 1024);
  await limitWrite(sql, 'placeTextEdits', staff.id);
  const result = await savePlaceTexts(sql, edit, staff);
  if (result.changed) await requestSiteBuild(sql);
  return json(result);
});

export const config: Config = { path: '/api/admin/place-texts', method: ['GET', 'PUT'] };
