/** Durations as text in the site's one style (the rest of the formats: ./format.ts). */

/**
 * One duration style on every page, plan, export and staff view (issue 51, decision 082):
 * `short` "1 hr 35 min", "2 hr", "45 min", as the catalogue's drive times were always written;
 * `long` "2 hours 15 minutes" only where a duration is a setting read whole (the drive-time
 * filter's options and slider).
 */
export type DurationStyle = 'short' | 'long';

/**
 * A number of minutes as text in the site's duration style (`short` unless a setting's `long`).
 * Another language than English (`locale`, an Intl tag: decision 094) writes "1 h 35 min" short,
 * and its own unit words long ("2 heures 15 minutes", "1,5 horas").
 */
export function formatDuration(minutes: number, style: DurationStyle = 'short', locale = 'en-US'): string {
  if (!locale.startsWith('en')) return otherLanguage(minutes, style, locale);
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

const unit = (locale: string, name: 'hour' | 'minute', n: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(n);

/** Durations in French and Spanish: "h" and "min" as both write them short, Intl's unit words long. */
function otherLanguage(minutes: number, style: DurationStyle, locale: string): string {
  const m = Number.isFinite(minutes) ? Math.max(0, Math.round(minutes)) : 0;
  const whole = Math.floor(m / 60);
  const rest = m % 60;
  if (style === 'long') {
    if (m < 60) return unit(locale, 'minute', m);
    if (m % 30 === 0) return unit(locale, 'hour', m / 60);
    return `${unit(locale, 'hour', whole)} ${unit(locale, 'minute', rest)}`;
  }
  if (m < 60) return `${m} min`;
  return rest === 0 ? `${whole} h` : `${whole} h ${rest} min`;
}
