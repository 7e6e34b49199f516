/**
 * The rules inside the parks (issue 39, decision 057), sourced and dated in data/parkRules.json:
 * permit lotteries (a permit-only hike is never a stop; the park's first stop of the day says
 * where to apply, what to do if you hold one and the open alternative), tickets sold ahead, the
 * Zion Canyon shuttle season and its late-December holiday service (park at the visitor centre and
 * ride; off season, drive) and timed entry. Pure: the timeline asks {@link ruleNotes} for each stop.
 */
import rules from './data/parkRules.json' with { type: 'json' };
import type { PlannerPlace } from './planning.ts';
import type { LiveClosures } from '../roads/day.ts';
import { inMonthDayWindow } from '../../lib/calendar.ts';
import { byCodeUnits } from '../../lib/text.ts';
import { asWritten, type Said, say } from '../../lib/messages/said.ts';

interface Permit {
  name: string;
  unit: string | null;
  text: string;
  apply: string;
  holder: string;
  alternative: string;
}

const PERMITS = rules.permits as Record<string, Permit>;
const TICKETS = rules.tickets as Record<string, { text: string }>;
const SHUTTLE = rules.shuttle;
const SEASONAL = rules.seasonal as Record<string, { from: string; to: string; text: string; alternativeAt: string; alternative: string }>;
const TIMED = rules.timedEntry as Record<string, { unit: string; known: Record<string, string>; unknown: string }>;
export const RULES_CHECKED_ON: string = rules.checkedOn;

/** Hikes entered by permit only: never planned as a stop, offered as "if you hold a permit". */
export const PERMIT_ONLY: ReadonlySet<string> = new Set(Object.keys(PERMITS));

/** The permit sentence of a permit-only place, with where to apply, its holder's note and the open alternative. */
export function permitNote(id: string): Said | null {
  const p = PERMITS[id];
  return p ? say('plan.rule.permit', { text: p.text, apply: p.apply, holder: p.holder, alternative: p.alternative }) : null;
}

/** Whether the day's live readings open a place on that date (issue 49: the river at or below its threshold). */
export const openedLive = (id: string, date: string, live?: LiveClosures | null): boolean => live?.date === date && (live.openPlaceIds?.includes(id) ?? false);

/**
 * Why a place is closed for its season on a Utah date (YYYY-MM-DD), or null: The Narrows in the
 * spring runoff (decision 062), unless that day's river reading opens it (issue 49). The plan
 * leaves it out, as a closed road, and its open neighbor (the Riverside Walk) says why.
 */
export function seasonClosed(id: string, date: string, live?: LiveClosures | null): string | null {
  const s = SEASONAL[id];
  return s && inMonthDayWindow(s, date) && !openedLive(id, date, live) ? s.text : null;
}

/** The sentence a seasonal closure's open neighbor carries on a date in the closure. */
function seasonalAlternative(id: string, date: string, live?: LiveClosures | null): string | null {
  const entry = Object.entries(SEASONAL).find(([, s]) => s.alternativeAt === id);
  return entry && seasonClosed(entry[0], date, live) ? entry[1].alternative : null;
}

/** Whether a Utah date (YYYY-MM-DD) falls in the Zion Canyon shuttle's holiday service (late December, issue 49). */
export const shuttleHolidays = (date: string): boolean => inMonthDayWindow(SHUTTLE.holidays, date);

/** Whether a Utah date (YYYY-MM-DD) falls in the Zion Canyon shuttle's usual season or its holiday service. */
export const shuttleSeason = (date: string): boolean => inMonthDayWindow(SHUTTLE.usual, date) || shuttleHolidays(date);

/** Whether a stop is reached on the Zion Canyon shuttle on a date: a Scenic Drive stop in its season or holiday service. */
export const shuttleRide = (id: string, date: string): boolean => SHUTTLE.ids.includes(id) && shuttleSeason(date);

/** The shuttle sentence for a Zion Canyon stop on a date, or null elsewhere. */
export function shuttleNote(id: string, date: string): Said | null {
  if (!SHUTTLE.ids.includes(id)) return null;
  if (shuttleHolidays(date)) return say('plan.rule.schedule', { text: SHUTTLE.holidays.text, schedule: SHUTTLE.schedule });
  return shuttleSeason(date) ? say('plan.rule.schedule', { text: SHUTTLE.inSeason, schedule: SHUTTLE.schedule }) : asWritten(SHUTTLE.offSeason);
}

/** The park-wide notes the first stop of a park in a day carries: its permits and its timed entry. */
export function parkNotes(unit: string, date: string): Said[] {
  const notes = Object.entries(PERMITS)
    .filter(([, p]) => p.unit === unit)
    .sort(([a], [b]) => byCodeUnits(a, b))
    .map(([id]) => permitNote(id)!);
  for (const t of Object.values(TIMED)) {
    if (t.unit !== unit) continue;
    const year = date.slice(0, 4);
    notes.push(asWritten(t.known[year] ?? t.unknown.replace('{year}', year)));
  }
  return notes;
}

/**
 * The rule notes of a stop on a date: its tickets, the shuttle, and (when it is the day's first
 * stop in its park) the park's permits and timed entry; with the day's live readings, what they
 * say of the place (The Narrows open by today's flow) and no "usually closed" where they open it.
 */
export function ruleNotes(place: Pick<PlannerPlace, 'id' | 'park'>, date: string, firstInPark: boolean, live?: LiveClosures | null): Said[] {
  const notes: Said[] = [];
  const ticket = TICKETS[place.id];
  if (ticket) notes.push(asWritten(ticket.text));
  const shuttle = shuttleNote(place.id, date);
  if (shuttle) notes.push(shuttle);
  const closedBeyond = seasonalAlternative(place.id, date, live);
  if (closedBeyond) notes.push(asWritten(closedBeyond));
  const reading = live?.date === date ? live.placeNotes?.[place.id] : undefined;
  if (reading) notes.push(asWritten(reading));
  if (firstInPark && place.park) notes.push(...parkNotes(place.park, date));
  return notes;
}
