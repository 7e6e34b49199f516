// A planned route laid out in time (issue 26): arrival and departure at each stop from the
// departure instant, with the warnings of the place's hours and of darkness.
import { utahParts } from '../../lib/utahTime.ts';
import { hoursWarnings } from '../destinations/hours.ts';
import { darknessWarning, outdoors, type SunTimes, sunTimesOn } from '../planning/daylight.ts';
import { permitStops, ruleNotes, shuttleRide } from '../planning/parkRules.ts';
import { calendarOf, placeNotes, USUAL_HOURS_KINDS } from '../planning/placeSense.ts';
import { sightHour, whyLine } from '../planning/signature.ts';
import type { Itinerary, PlannerPlace, PlanPoint, PlanStop, WaitFor } from '../planning/planning.ts';
import { HEAT_MONTHS, heatLimited, SUNSET_HIKE_FROM } from '../planning/rightHour.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import type { LiveClosures } from '../roads/day.ts';
import { tractionNote } from '../roads/tractionLaw.ts';
import { asWritten, type Said, say } from '../../lib/messages/said.ts';
import { alongStops, driveOnDay, placeById } from './driveStop.ts';

/** What the timeline needs of a route: its stops in order, the drives between them (rounded minutes) and its totals. */
export interface TimedRoute {
  stops: ReadonlyArray<{ place: PlannerPlace; visit: number; full?: number | undefined }>;
  /** legs[0] from the start, legs[k] to stop k, the last to the end. */
  legs: readonly number[];
  drive: number;
  visit: number;
  /** Minutes waited before each stop for it to open (placeSense.ts); absent or null: none. */
  waits?: readonly number[] | null;
  score: number;
}

/** What a wait that ends at `start` is for: the evening light, the end of the heat, the first light, else an opening. */
function waitFor(place: PlannerPlace, start: number, date: string, month: number): WaitFor {
  if (sightHour(place) === 'sunset') return 'evening-light';
  if (HEAT_MONTHS.includes(month) && heatLimited(place) && start === utahToInstant(date, SUNSET_HIKE_FROM)) return 'cooler-hours';
  // The sunrise at the place itself, as its hours of daylight are read (placeSense.windowsOn).
  const { sunrise } = sunTimesOn(date, place.lat, place.lng);
  if (sunrise !== null && Math.abs(start - sunrise) < 60_000) return 'daylight';
  // Decision 114: "wait to open" only where something opens (its hours, or a kind's usual hours).
  return (calendarOf(place)?.time ?? null) !== null || USUAL_HOURS_KINDS.includes(place.kind ?? '') ? 'opening' : 'morning';
}

/** Lays a route out in time from `leave`, with its warnings (and what the day's live readings say of a stop). */
export function timeline(
  route: TimedRoute,
  start: PlanPoint,
  end: PlanPoint,
  leave: number,
  sun: SunTimes,
  live: LiveClosures | null = null,
  places?: readonly PlannerPlace[],
): Itinerary {
  const MIN = 60_000;
  let clock = leave;
  // Decision 114: each permit under the stop nearest its hike (the catalogue's `places` place it).
  const permits = permitStops(
    route.stops.map((s) => s.place),
    places,
  );
  const parks = new Set<string>();
  // Decision 139: a drive names the places it stops at along its road, those the day visits on their own left out.
  const dayStops = new Set(route.stops.map((s) => s.place.id));
  const byId = places ? placeById(places) : () => undefined;
  let traction = false;
  const stops: PlanStop[] = route.stops.map((c, k) => {
    const drive = route.legs[k]!;
    const arrive = clock + drive * MIN;
    const wait = route.waits?.[k] ?? 0;
    const depart = arrive + (wait + c.visit) * MIN;
    clock = depart;
    const { weekday, month, date } = utahParts(arrive);
    const warnings = [...hoursWarnings(c.place.hours, weekday, month), ...placeNotes(c.place, arrive)];
    // Issue 39: tickets, the shuttle, the park's timed entry on its first stop of the day and its permits nearest their hikes (parkRules.ts).
    const firstInPark = c.place.park !== undefined && !parks.has(c.place.park);
    if (c.place.park) parks.add(c.place.park);
    warnings.push(...ruleNotes(c.place, date, firstInPark, live, permits.get(k) ?? []));
    // Issue 49: the day's first stop up SR-190 or SR-210 in the traction-law season carries the tire rule.
    const tires = traction ? null : tractionNote(c.place.access, date);
    if (tires) {
      warnings.push(asWritten(tires));
      traction = true;
    }
    const why = whyLine(c.place);
    // The sun where the stop is, as its hours of daylight are read (placeSense.windowsOn), not where the day starts.
    const dark = darknessWarning(c.place, arrive + wait * MIN, depart, outdoors(c.place) ? sunTimesOn(date, c.place.lat, c.place.lng) : sun);
    if (dark) warnings.push(dark);
    return {
      name: c.place.name,
      lat: c.place.lat,
      lng: c.place.lng,
      placeId: c.place.id,
      category: c.place.category,
      rating: c.place.rating,
      driveMinutes: drive,
      arrive,
      depart,
      visitMinutes: c.visit,
      ...(c.full !== undefined && c.full > c.visit ? { wholeVisitMinutes: c.full } : {}),
      ...(wait ? { waitMinutes: wait, waitFor: waitFor(c.place, arrive + wait * MIN, date, month) } : {}),
      hours: c.place.hours,
      ...(c.place.address ? { address: c.place.address } : {}),
      ...(why ? { why } : {}),
      warnings,
      ...(shuttleRide(c.place.id, date) ? { shuttle: true as const } : {}),
      ...(c.place.drive && c.visit === driveOnDay(c.place, month, byId)?.visit ? { along: alongStops(c.place, month, dayStops, byId) } : {}),
    };
  });
  const finalDrive = route.legs.at(-1)!;
  const back = clock + finalDrive * MIN;
  const warnings: Said[] = [];
  if (sun.sunset !== null && back > sun.sunset) warnings.push(say('plan.driveBackAfterSunset'));
  return {
    start,
    end,
    leave,
    stops,
    finalDriveMinutes: finalDrive,
    back,
    driveMinutes: route.drive,
    visitMinutes: route.visit,
    ...(route.waits?.some((w) => w > 0) ? { waitMinutes: route.waits.reduce((s, w) => s + w, 0) } : {}),
    score: Math.round(route.score * 100) / 100,
    sunrise: sun.sunrise,
    sunset: sun.sunset,
    warnings,
  };
}
