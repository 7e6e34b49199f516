/**
 * The right hour (issue 39, decision 057; issue 48): a strenuous desert hike in June, July or
 * August is walked in the morning, off the trail by 10:30 AM (the site's own tip for Delicate Arch:
 * start before 8 for its two and a half hours), or from 5 PM, never in the midday heat. The park services of
 * Arches, Canyonlands, Capitol Reef and Zion all advise hiking early or late in summer heat; the
 * catalogue's own tips for these hikes say "avoid midday". planClock (placeSense.ts) asks
 * {@link heatStart} when a visit may start.
 */
import { utahToInstant } from '../../lib/utahTime.ts';

export const HEAT_MONTHS: readonly number[] = [6, 7, 8];
/** A heat-limited hike ends by this Utah clock time, or starts from {@link SUNSET_HIKE_FROM}. */
export const HOT_FROM = '10:30';
export const SUNSET_HIKE_FROM = '17:00';

/** Whether a place's visit is limited by summer heat: a strenuous hike in the desert, or a long exposed one. */
export function heatLimited(place: { traits?: readonly string[] | undefined }): boolean {
  const t = place.traits ?? [];
  return t.includes('desert') && t.includes('hike') && (t.includes('strenuous') || t.includes('exposed'));
}

const bounds = new Map<string, [number, number]>();
const boundsOf = (date: string): [number, number] => {
  let b = bounds.get(date);
  if (!b) {
    b = [utahToInstant(date, HOT_FROM), utahToInstant(date, SUNSET_HIKE_FROM)];
    if (bounds.size > 1000) bounds.clear();
    bounds.set(date, b);
  }
  return b;
};

/**
 * The earliest start at or after `start` (an instant on the Utah date `date`, month `month`) that
 * keeps a heat-limited hike of `visitMinutes` out of the midday heat: one that would still be on
 * the trail after 10:30 AM waits for 5 PM.
 */
export function heatStart(place: { traits?: readonly string[] | undefined }, start: number, date: string, month: number, visitMinutes = 0): number {
  if (!HEAT_MONTHS.includes(month) || !heatLimited(place)) return start;
  const [hot, cool] = boundsOf(date);
  return start + visitMinutes * 60_000 > hot && start < cool ? cool : start;
}

/** At most this long is spent waiting for the evening light: a longer gap is a day the sunset does not suit. */
export const MAX_SUNSET_WAIT_MINUTES = 150;

interface TimedStops<S> {
  stops: S[];
  legs: readonly number[];
  waits: readonly number[] | null;
}

/**
 * A route with its sunset sight (Delicate Arch) moved last and timed to end at sunset, when the
 * day allows: `reorder` evaluates an order of the stops, `retime` the same order with other waits,
 * `fits` says whether a route keeps to the hours and the driving. Otherwise the route as it was.
 */
export function atSunset<S extends { place: { id: string }; visit: number; value?: number }, R extends TimedStops<S>>(
  route: R,
  isSunsetSight: (id: string) => boolean,
  leave: number,
  sunset: number | null,
  reorder: (stops: S[]) => R,
  retime: (r: R, waits: number[]) => R,
  fits: (r: R) => boolean,
): R {
  const k = route.stops.findIndex((s) => isSunsetSight(s.place.id));
  if (k < 0 || sunset === null) return route;
  const others = [...route.stops.slice(0, k), ...route.stops.slice(k + 1)];
  const timed = sunsetTimed(k === others.length ? route : reorder([...others, route.stops[k]!]), leave, sunset, retime, fits);
  if (timed || others.length < 2) return timed ?? route;
  // Issue 48 (decision 100): a day around Moab may fill its evening with one more short stop; the
  // sunset sight is worth more at sunset than that stop, so the least of the others gives way.
  const least = others.reduce((a, b) => ((b.value ?? 0) < (a.value ?? 0) ? b : a));
  return sunsetTimed(reorder([...others.filter((s) => s !== least), route.stops[k]!]), leave, sunset, retime, fits) ?? route;
}

/** The route (its sunset sight last) with the last stop's wait set so it ends at sunset, or null when the day does not allow it. */
function sunsetTimed<S extends { visit: number }, R extends TimedStops<S>>(
  moved: R,
  leave: number,
  sunset: number,
  retime: (r: R, waits: number[]) => R,
  fits: (r: R) => boolean,
): R | null {
  if (!moved.waits) return null;
  const n = moved.stops.length;
  let start = leave;
  for (let i = 0; i < n; i++) start += (moved.legs[i]! + moved.waits[i]! + (i < n - 1 ? moved.stops[i]!.visit : 0)) * 60_000;
  const extra = Math.floor((sunset - moved.stops[n - 1]!.visit * 60_000 - start) / 60_000);
  if (extra <= 0 || extra > MAX_SUNSET_WAIT_MINUTES) return null;
  const timed = retime(
    moved,
    moved.waits.map((w, i) => (i === n - 1 ? w + extra : w)),
  );
  return fits(timed) ? timed : null;
}
