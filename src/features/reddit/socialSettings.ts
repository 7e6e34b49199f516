/**
 * The brand's social accounts and the Media Hub's video ids: settings staff change on the
 * admin dashboard (decision 020). An unset one (null) is not rendered anywhere. Browser-safe:
 * the Media Hub applies the live settings with these helpers.
 */

export const SOCIAL_ACCOUNTS = ['tiktok', 'instagram', 'facebook'] as const;
export type SocialAccount = (typeof SOCIAL_ACCOUNTS)[number];

/** The Media Hub's video slots; their titles and descriptions are in socialVideos.ts. */
export const VIDEO_SLOTS = ['bear-river', 'pyramid', 'underground-homes'] as const;
export type VideoSlot = (typeof VIDEO_SLOTS)[number];

export interface SocialSettings {
  accounts: Record<SocialAccount, string | null>;
  videos: Record<VideoSlot, string | null>;
}

export const EMPTY_SOCIAL_SETTINGS: SocialSettings = {
  accounts: { tiktok: null, instagram: null, facebook: null },
  videos: { 'bear-river': null, pyramid: null, 'underground-homes': null },
};

export const ACCOUNT_LABELS: Record<SocialAccount, string> = { tiktok: 'TikTok', instagram: 'Instagram', facebook: 'Facebook' };

/** What each network accepts as a handle (without the @), per its own naming rules. */
export const HANDLE_PATTERNS: Record<SocialAccount, RegExp> = {
  tiktok: /^[A-Za-z0-9_.]{2,24}$/,
  instagram: /^[A-Za-z0-9_.]{1,30}$/,
  facebook: /^[A-Za-z0-9.]{5,50}$/,
};

/** A TikTok video id: the digits at the end of its address. */
export const VIDEO_ID_PATTERN = /^\d{15,22}$/;

/** The profile address of a handle: always on the network's own host, whatever was typed. */
export function accountUrl(account: SocialAccount, handle: string): string {
  const h = encodeURIComponent(handle);
  if (account === 'tiktok') return `https://www.tiktok.com/@${h}`;
  if (account === 'instagram') return `https://www.instagram.com/${h}/`;
  return `https://www.facebook.com/${h}`;
}
