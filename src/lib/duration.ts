/** Durations as text in the site's one style (the rest of the formats: ./format.ts). */

/**
 * One duration style on every page, plan, export and staff view (issue 51, decision 082):
 * `short` "1 hr 35 min", "2 hr", "45 min", as the catalogue's drive times were always written;
 * `long` "2 hours 15 minutes" only where a duration is a setting read whole (the drive-time
 * filter's options and slider).
 */
export type DurationStyle = 'short' | 'long';

/** A number of minutes as text in the site's duration style (`short` unless a setting's `long`). */
export function formatDuration(minutes: number, style: DurationStyle = 'short'): string {
  if (style === 'long') {
    if (minutes < 60) return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
    const hours = minutes / 60;
    if (minutes % 30 === 0) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
    const whole = Math.floor(hours);
    return `${whole} ${whole === 1 ? 'hour' : 'hours'} ${minutes % 60} minutes`;
  }
  // Rounded to the minute; negative or non-finite input reads as 0.
  const m = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  if (m < 60) return `${m} min`;
  const rest = m % 60;
  return rest === 0 ? `${Math.floor(m / 60)} hr` : `${Math.floor(m / 60)} hr ${rest} min`;
}
