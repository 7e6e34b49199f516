import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { photosOfSubmission } from '../src/features/photos/partnerPhotos.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseQuery } from '../src/server/http.ts';

const querySchema = z.object({ submission: z.uuid('submission must be a submission id') }).strict();

/** GET /api/admin/photos?submission={id} — the photos a submitter uploaded, any status, for staff reviewing it. */
export default handler(async (request) => {
  await requireStaff(request);
  const { submission } = parseQuery(request, querySchema);
  return json(await photosOfSubmission(await db(), submission));
});

export const config: Config = { path: '/api/admin/photos', method: 'GET' };
