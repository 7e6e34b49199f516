import type { Config } from '@netlify/functions';
import { limitUploads, photosOfToken, tokenQuerySchema, uploadPartnerPhoto, uploadQuerySchema } from '../src/features/photos/partnerPhotos.server.ts';
import { UPLOAD_LIMITS } from '../src/features/photos/upload.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json, parseQuery, readBody } from '../src/server/http.ts';

/**
 * A partner's photos of its submission, through the private status link (decisions 025, 029).
 * GET /api/submissions/photos?token=…: the photos uploaded so far, with their review status.
 * POST /api/submissions/photos?token=…&alt=…&rights=yes, the image as the body (its
 * Content-Type the file's type): checked as hostile input, re-encoded to WebP without metadata,
 * stored, and shown on the place only once staff approve it. At most three per submission;
 * 8 MB, refused past that without being read whole. Personal: never cached.
 */
export default handler(async (request, context) => {
  const sql = await db();
  if (request.method === 'POST') {
    // Counted first: every upload attempt costs, so probing tokens or sizes is limited too.
    await limitUploads(sql, context.ip);
    const query = parseQuery(request, uploadQuerySchema);
    const photo = await uploadPartnerPhoto(sql, query, () => readBody(request, UPLOAD_LIMITS.maxBytes), request.headers.get('content-type') ?? '');
    return json(photo, { status: 201 });
  }
  const { token } = parseQuery(request, tokenQuerySchema);
  return json(await photosOfToken(sql, token));
});

export const config: Config = { path: '/api/submissions/photos', method: ['GET', 'POST'] };
