/**
 * Outside addresses a page may link to or frame, shared by every feature that shows them (the
 * destination page, the places search, the Media Hub): the bottom layer, so no feature reaches
 * into another for a link rule (issue 26).
 */

/** Only web links: a `javascript:` or other scheme from upstream must never become a link. */
export function safeWebUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The TikTok embed address of a video (only ever requested after a click). */
export const embedUrl = (videoId: string) => `https://www.tiktok.com/embed/v2/${encodeURIComponent(videoId)}`;
