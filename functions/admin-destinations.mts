import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { editorList } from '../src/features/destinations/editor.server.ts';
import { json } from '../src/server/http.ts';

/** GET /api/admin/destinations: every place by name, withdrawn ones included, for the editor's search (staff only). */
export default staffHandler(async (_request, { sql }) => json(await editorList(sql)));

export const config: Config = { path: '/api/admin/destinations', method: 'GET' };
