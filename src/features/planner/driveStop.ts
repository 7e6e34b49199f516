/**
 * Issue 48, decisions 139 and 142: a scenic byway or canyon drive on a day is driven, with the places
 * on it as short stops, not a stop of hours at its turnoff. Its visit is the time on the road (in and
 * back out of a dead end) and a short stop at each of its first places along it that are in season
 * that month; it is a scenic drive only in a month it is valued in (its best months, or any month for
 * a region's highlight, as the stop value and the sweep read them: tiers.ts valuedInSeason) or a
 * natural sight along it is in season, and not while the ski areas on it run their lifts (then it is
 * the road to them). Pure.
 */
import { ALONG_STOP_MINUTES, ALONG_STOPS_TIMED, routeDriveMinutes } from '../planning/byways.ts';
import { LIFT_MONTHS, placeMonths } from '../planning/placeSense.ts';
import type { PlannerPlace, PlanStop } from '../planning/planning.ts';
import { type StopContext, stopValue } from '../planning/stopValue.ts';
import { valuedInSeason } from '../planning/tiers.ts';

const byIdOf = new WeakMap<readonly PlannerPlace[], (id: string) => PlannerPlace | undefined>();
/** The data's places by id, built once per data. */
export function placeById(places: readonly PlannerPlace[]): (id: string) => PlannerPlace | undefined {
  let byId = byIdOf.get(places);
  if (!byId) {
    const map = new Map(places.map((p) => [p.id, p]));
    byId = (id) => map.get(id);
    byIdOf.set(places, byId);
  }
  return byId;
}

type Seasoned = Pick<PlannerPlace, 'best' | 'months' | 'traits'> & Partial<Pick<PlannerPlace, 'category' | 'rating'>>;
/** A stop along that makes the road worth driving out of its own season: a lake, a falls, an overlook (not a town's building at its end). */
const scenery = (stop: Seasoned | undefined): boolean => stop?.category === 'Natural Wonders';
const inSeason = (place: Seasoned, month: number): boolean => {
  const months = placeMonths(place);
  return months === null || months.includes(month);
};

/**
 * The places a drive stops at along its road in a month: its {@link ALONG_STOPS_TIMED} best rated in season (byways.ts),
 * in the road's order: the Mirror Lake byway stops at Mirror Lake, at the road's end, before its smallest overlook.
 */
export function alongOn(place: Pick<PlannerPlace, 'drive'>, month: number, byId: (id: string) => Seasoned | undefined): string[] {
  if (!place.drive) return [];
  const open = place.drive.along.filter((id) => {
    const stop = byId(id);
    return stop !== undefined && inSeason(stop, month);
  });
  const best = new Set([...open].sort((a, b) => (byId(b)!.rating ?? 0) - (byId(a)!.rating ?? 0)).slice(0, ALONG_STOPS_TIMED));
  return open.filter((id) => best.has(id));
}

/**
 * A drive on a day in a month: its minutes (its road and its stops along it in season), or null when
 * it is no scenic drive that month (not valued in it, no natural sight along it in season; a road to ski
 * areas in their lift months); undefined for a place that is no drive (the catalogue's visit applies).
 */
export function driveOnDay(
  place: PlannerPlace,
  month: number,
  byId: (id: string) => Seasoned | undefined,
): { visit: number; along: string[] } | null | undefined {
  if (!place.drive) return undefined;
  if (place.drive.skiRoad && LIFT_MONTHS.includes(month)) return null;
  const along = alongOn(place, month, byId);
  if (!valuedInSeason(place, month) && !along.some((id) => scenery(byId(id)))) return null;
  return { visit: routeDriveMinutes(place.drive) + ALONG_STOP_MINUTES * along.length, along };
}

/** The stops a drive names under it on the plan: those it makes along its road that month, less those the day visits on their own. */
export function alongStops(
  place: Pick<PlannerPlace, 'drive'>,
  month: number,
  dayStops: ReadonlySet<string>,
  byId: (id: string) => (Seasoned & Pick<PlannerPlace, 'name'>) | undefined,
): NonNullable<PlanStop['along']> {
  return alongOn(place, month, byId).flatMap((id) => (dayStops.has(id) ? [] : [{ placeId: id, name: byId(id)!.name }]));
}

/**
 * A drive's worth on a day: its road's scenery at its time on the road, like every stop's worth at its
 * minutes. Its stops along it are minutes it spends, not worth added: the byway's own rating is for
 * what it passes, and counting its panels or lakes again made a drive outweigh the sights a day
 * reaches (decision 142, tried and dropped). Never the catalogue's visit of hours at its turnoff.
 */
export const driveWorth = (place: PlannerPlace, ctx: StopContext): number =>
  place.drive ? stopValue(place, { ...ctx, visit: routeDriveMinutes(place.drive) }) : stopValue(place, ctx);
