import type { Config } from '@netlify/functions';
import { staffHandler } from '../src/features/accounts/auth.server.ts';
import { socialSettingsSchema } from '../src/features/reddit/socialSettings.schema.ts';
import { saveSocialSettings } from '../src/features/reddit/socialSettings.server.ts';
import { json, parseJsonBody } from '../src/server/http.ts';

/**
 * PUT /api/admin/social-settings {accounts, videos}: staff replace every setting at once
 * (null or blank unsets one). Rate-limited per staff member; answers the saved settings.
 */
export default staffHandler(async (request, { staff, sql }) => {
  const settings = await parseJsonBody(request, socialSettingsSchema, 4 * 1024);
  return json(await saveSocialSettings(sql, settings, staff.email));
});

export const config: Config = { path: '/api/admin/social-settings', method: 'PUT' };
