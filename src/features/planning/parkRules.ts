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
import { haversineMiles } from '../../lib/geo.ts';
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

/** The permit-only hikes of a park unit, in id order. */
const permitsOf = (unit: string): string[] =>
  Object.entries(PERMITS)
    .filter(([, p]) => p.unit === unit)
    .map(([id]) => id)
    .sort(byCodeUnits);

type Spot = Pick<PlannerPlace, 'id' | 'lat' | 'lng'>;
const spotsOf = new WeakMap<readonly Spot[], Map<string, Spot>>();

/**
 * Issue 48 (decision 114): the stop of a day each permit of its parks is said under: the day's stop
 * in the hike's park nearest the hike (as the crow flies; Angels Landing's permit under the Grotto,
 * not under Canyon Overlook on the other side of the tunnel; the Fiery Furnace's under Sand Dune Arch,
 * not Balanced Rock), when one lies within {@link PERMIT_NEAR_MILES}; or the park's first stop when the
 * catalogue (`places`) does not place the hike.
 * By stop index, each stop's permits in id order.
 */
export function permitStops(stops: ReadonlyArray<Pick<PlannerPlace, 'park' | 'lat' | 'lng'>>, places: readonly Spot[] = []): Map<number, string[]> {
  let spots = spotsOf.get(places);
  if (!spots) {
    spots = new Map(places.filter((p) => PERMIT_ONLY.has(p.id)).map((p) => [p.id, p]));
    spotsOf.set(places, spots);
  }
  const out = new Map<number, string[]>();
  const units = [...new Set(stops.flatMap((s) => (s.park ? [s.park] : [])))];
  for (const unit of units)
    for (const id of permitsOf(unit)) {
      const spot = spots.get(id);
      let at = stops.findIndex((s) => s.park === unit);
      if (spot) {
        const miles = (k: number) => haversineMiles(stops[k]!.lat, stops[k]!.lng, spot.lat, spot.lng);
        stops.forEach((s, k) => {
          if (s.park === unit && miles(k) < miles(at)) at = k;
        });
        // A day that does not come near the hike does not speak of it (Canyon Overlook is across the tunnel from Angels Landing).
        if (miles(at) > PERMIT_NEAR_MILES) continue;
      }
      out.set(at, [...(out.get(at) ?? []), id]);
    }
  return out;
}

/**
 * A permit is said under a stop within this many miles of its hike, as the crow flies (decision 114):
 * the Fiery Furnace from Sand Dune Arch (1.5 miles), Angels Landing from Emerald Pools (0.7) or the
 * Court of the Patriarchs (2.2); not from Balanced Rock (2.9), Canyon Overlook across the tunnel (3.2)
 * or Zion's visitor center (4.6), where a day that never reaches the hike has no use for its permit.
 */
export const PERMIT_NEAR_MILES = 2.5;

/**
 * The park-wide notes the first stop of a park in a day carries: its timed entry, and its permits
 * unless `permits` places them under their own stops ({@link permitStops}).
 */
export function parkNotes(unit: string, date: string, permits = true): Said[] {
  const notes = permits ? permitsOf(unit).map((id) => permitNote(id)!) : [];
  for (const t of Object.values(TIMED)) {
    if (t.unit !== unit) continue;
    const year = date.slice(0, 4);
    notes.push(asWritten(t.known[year] ?? t.unknown.replace('{year}', year)));
  }
  return notes;
}

/**
 * The rule notes of a stop on a date: its tickets, the shuttle, (when it is the day's first stop
 * in its park) the park's timed entry, and the permits said under it (`permits`; absent: the park's
 * all, on its first stop); with the day's live readings, what they
 * say of the place (The Narrows open by today's flow) and no "usually closed" where they open it.
 */
export function ruleNotes(
  place: Pick<PlannerPlace, 'id' | 'park'>,
  date: string,
  firstInPark: boolean,
  live?: LiveClosures | null,
  permits?: readonly string[],
): Said[] {
  const notes: Said[] = [];
  const ticket = TICKETS[place.id];
  if (ticket) notes.push(asWritten(ticket.text));
  const shuttle = shuttleNote(place.id, date);
  if (shuttle) notes.push(shuttle);
  const closedBeyond = seasonalAlternative(place.id, date, live);
  if (closedBeyond) notes.push(asWritten(closedBeyond));
  const reading = live?.date === date ? live.placeNotes?.[place.id] : undefined;
  if (reading) notes.push(asWritten(reading));
  if (firstInPark && place.park) notes.push(...parkNotes(place.park, date, permits === undefined));
  // Decision 114: the permits the day says under this stop, nearest their hikes.
  for (const id of permits ?? []) notes.push(permitNote(id)!);
  return notes;
}
