/**
 * When the discovery scan runs: every 15 minutes on the quarter hour (UTC cron). The scheduled
 * function's config.schedule (functions/scan-reddit.mts) must say the same; a test holds them
 * together, since Netlify reads that schedule as a literal.
 */
export const SCAN_SCHEDULE = '*/15 * * * *';
export const SCAN_EVERY_MINUTES = 15;

/** The next scheduled scan strictly after `now`. */
export function nextScanAt(now: Date): Date {
  const step = SCAN_EVERY_MINUTES * 60_000;
  return new Date(Math.floor(now.getTime() / step) * step + step);
}
