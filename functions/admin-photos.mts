import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { photosOfSubmission } from '../src/features/photos/partnerPhotos.server.ts';
import { json, parseQuery } from '../src/server/http.ts';

const querySchema = z.object({ submission: z.uuid('submission must be a submission id') }).strict();

/** GET /api/admin/photos?submission={id} — the photos a submitter uploaded, any status, for staff reviewing it. */
export default staffHandler(async (request, { sql }) => {
  const { submission } = parseQuery(request, querySchema);
  return json(await photosOfSubmission(sql, submission));
});

export const config: Config = { path: '/api/admin/photos', method: 'GET' };
