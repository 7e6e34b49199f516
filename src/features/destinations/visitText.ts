// What the catalogue's prose says about a visit (issue 26): how long it takes ("1-2 hours",
// "Half day"). When a place is open is its calendar's (hours.ts).
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
