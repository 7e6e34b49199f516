import { rateLimit } from '../../server/rateLimit.ts';
import type { Sql } from '../../server/db.ts';
import { SOCIAL_ACCOUNTS, type SocialSettings, VIDEO_SLOTS } from './socialSettings.ts';

/** Changes one staff member may save per hour. */
export const SAVES_PER_HOUR = 30;

/** The current settings; anything without a row is null (unset). */
export async function getSocialSettings(sql: Sql): Promise<SocialSettings> {
  const rows = await sql<{ key: string; value: string }[]>`SELECT key, value FROM social_settings`;
  const values = new Map(rows.map((r) => [r.key, r.value]));
  return {
    accounts: Object.fromEntries(SOCIAL_ACCOUNTS.map((a) => [a, values.get(`account:${a}`) ?? null])) as SocialSettings['accounts'],
    videos: Object.fromEntries(VIDEO_SLOTS.map((s) => [s, values.get(`video:${s}`) ?? null])) as SocialSettings['videos'],
  };
}

/** Replaces every setting at once (null deletes it), rate-limited per staff member. */
export async function saveSocialSettings(sql: Sql, settings: SocialSettings, staffEmail: string): Promise<SocialSettings> {
  await rateLimit(sql, `social-settings:${staffEmail}`, SAVES_PER_HOUR, 3600);
  const entries: Array<[string, string | null]> = [
    ...SOCIAL_ACCOUNTS.map((a): [string, string | null] => [`account:${a}`, settings.accounts[a]]),
    ...VIDEO_SLOTS.map((s): [string, string | null] => [`video:${s}`, settings.videos[s]]),
  ];
  await sql.begin(async (tx) => {
    for (const [key, value] of entries) {
      if (value === null) await tx`DELETE FROM social_settings WHERE key = ${key}`;
      else
        await tx`INSERT INTO social_settings (key, value, updated_by) VALUES (${key}, ${value}, ${staffEmail})
                 ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_by = EXCLUDED.updated_by, updated_at = now()
                 WHERE social_settings.value IS DISTINCT FROM EXCLUDED.value`;
    }
  });
  return getSocialSettings(sql);
}
