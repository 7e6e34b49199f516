import { z } from 'zod';
import { HANDLE_PATTERNS, type SocialAccount, VIDEO_ID_PATTERN } from './socialSettings.ts';

// A blank field unsets the setting; a handle may be typed with its @.
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const handle = (account: SocialAccount, example: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .transform((v) => v.replace(/^@/, ''))
      .pipe(z.string().regex(HANDLE_PATTERNS[account], `Enter the account name only, e.g. ${example}`))
      .nullable(),
  );

const videoId = z.preprocess(
  blankToNull,
  z.string().trim().regex(VIDEO_ID_PATTERN, 'Enter the TikTok video id: the 15 to 22 digits at the end of its address').nullable(),
);

/** PUT /api/admin/social-settings: every setting, null (or blank) to unset it. */
export const socialSettingsSchema = z
  .object({
    accounts: z.object({ tiktok: handle('tiktok', 'slctrips'), instagram: handle('instagram', 'slctrips'), facebook: handle('facebook', 'slctrips') }).strict(),
    videos: z.object({ 'bear-river': videoId, pyramid: videoId, 'underground-homes': videoId }).strict(),
  })
  .strict();
