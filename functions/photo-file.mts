import type { Config } from '@netlify/functions';
import { getUser } from '../src/features/accounts/auth.server.ts';
import { photoFileSchema, readPhotoFile } from '../src/features/photos/partnerPhotos.server.ts';
import { db } from '../src/server/db.ts';
import { handler, pathParam } from '../src/server/http.ts';

/**
 * GET /api/photos/{file} — a partner photo's stored WebP, from whichever store holds it
 * (decision 029). Approved, visible photos are public and cached a day (the file names never
 * change; a day bounds how long a hidden one can linger in a cache); a pending, rejected or
 * hidden one only for staff or its submitter's token, never cached; anyone else gets a 404.
 */
export default handler(async (request, context) => {
  const file = pathParam(context, 'file', photoFileSchema, 'No such photo');
  const token = new URL(request.url).searchParams.get('token');
  const user = await getUser(request);
  const { bytes, isPublic } = await readPhotoFile(await db(), file, {
    isStaff: user?.isStaff ?? false,
    token: token && token.length <= 200 ? token : null,
  });
  return new Response(bytes, {
    headers: {
      'content-type': 'image/webp',
      'content-length': String(bytes.byteLength),
      'cache-control': isPublic ? 'public, max-age=86400' : 'private, no-store',
    },
  });
});

export const config: Config = { path: '/api/photos/:file', method: 'GET' };
