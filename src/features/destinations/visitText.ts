// What the catalogue's prose says about a visit (issue 26): how long it takes ("1-2 hours",
// "Half day") and when a place is closed ("closed Sundays", "Seasonal, roughly April-October").
// Beside the catalogue's other text rules (labels.ts); the planner reads places through these.
// Pure and light: the planner's worker imports it.

/**
 * Minutes of a visit at normal pace from the catalogue's "time needed": the middle of a range
 * ("1-2 hours" → 90), a half day 4 hours, a full day 6; multi-day places ("2-3 days") are
 * planned as one full day. Null when the text says nothing usable.
 */
export function visitMinutes(timeNeeded: string): number | null {
  const t = timeNeeded.toLowerCase();
  if (t.startsWith('half day to full day')) return 300;
  if (t.startsWith('half day')) return 240;
  if (t.startsWith('full day') || /^\d+(?:\s*-\s*\d+)?\s*days?\b/.test(t)) return 360;
  if (t.startsWith('under 1 hour')) return 45;
  const m = /^(\d+(?:\.\d+)?)(?:\s*-\s*(\d+(?:\.\d+)?))?\s*(hours?|minutes?)/.exec(t);
  if (!m) return null;
  const lo = Number(m[1]);
  const hi = m[2] ? Number(m[2]) : lo;
  const unit = m[3]!.startsWith('hour') ? 60 : 1;
  return Math.round(((lo + hi) / 2) * unit);
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));

/**
 * Warnings from a place's published hours for a visit on a Utah weekday and month. The
 * catalogue's hours are free text; only the patterns it really uses are read (closed on
 * Sundays, a single market day, a seasonal month range), and anything else is shown as text.
 */
export function hoursWarnings(hours: string | null, weekday: number, month: number): string[] {
  if (!hours) return [];
  const h = hours.toLowerCase();
  const out: string[] = [];
  if (/closed sundays?/.test(h) && weekday === 0) out.push('Closed on Sundays');
  if (/^saturday/.test(h) && weekday !== 6) out.push('Open on Saturdays only');
  if (/^sundays?\b/.test(h) && weekday !== 0) out.push('Open on Sundays only');
  const season =
    /(?:seasonal|open)[^.;]*?\b(january|february|march|april|may|june|july|august|september|october|november|december)\s*(?:-|–|to)\s*(january|february|march|april|may|june|july|august|september|october|november|december)/.exec(
      h,
    );
  if (season) {
    const from = monthIndex(season[1]!) + 1;
    const to = monthIndex(season[2]!) + 1;
    const inSeason = from <= to ? month >= from && month <= to : month >= from || month <= to;
    if (!inSeason)
      out.push(
        `Seasonal: open ${MONTHS[from - 1]![0]!.toUpperCase()}${MONTHS[from - 1]!.slice(1)} to ${MONTHS[to - 1]![0]!.toUpperCase()}${MONTHS[to - 1]!.slice(1)}`,
      );
  }
  return out;
}
