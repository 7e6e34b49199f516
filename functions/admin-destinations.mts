import type { Config } from '@netlify/functions';
import { requireStaff } from '../src/features/accounts/auth.server.ts';
import { editorList } from '../src/features/destinations/editor.server.ts';
import { db } from '../src/server/db.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/admin/destinations: every place by name, withdrawn ones included, for the editor's search (staff only). */
export default handler(async (request) => {
  await requireStaff(request);
  return json(await editorList(await db()));
});

export const config: Config = { path: '/api/admin/destinations', method: 'GET' };
