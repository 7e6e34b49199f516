/**
 * A day that leaves before sunrise opens at a viewpoint known for sunrise, at sunrise (issue 48,
 * decision 130). The form asks no "sunrise" interest: a traveler who sets off before dawn asks for
 * the first light, so the day's first stop is a sunrise sight (signature.json's `when: sunrise`, or a
 * place the catalogue tags `sunrise`: Mesa Arch, Bryce's Sunrise Point, Canyon Overlook) reached by
 * then, not a garden or a cave waiting for the morning.
 */
import type { PlannerPlace } from '../planning/planning.ts';
import { sightHour } from '../planning/signature.ts';

/** What a sunrise sight weighs on a day that leaves before dawn (as a chosen park's sights weigh, signature.ts CHOSEN_PARK_WEIGHT). */
export const SUNRISE_WEIGHT = 2;
/** Minutes after sunrise a sunrise sight may still be reached: the low light lasts a while. */
export const SUNRISE_LATE = 20;

/** Whether a place is a sunrise sight: marked for sunrise, or tagged for it by the catalogue. */
export const sunriseSight = (place: Pick<PlannerPlace, 'id' | 'mark' | 'traits'>): boolean =>
  sightHour(place) === 'sunrise' || (place.traits?.includes('sunrise') ?? false);

/**
 * The day's dawn rule: null when the day leaves at or after sunrise; else the minutes a sunrise sight
 * may lie from the start to be reached by the first light, and whether a place is such a sight in reach.
 */
export function dawnOf(leave: number, sunrise: number | null): { reach: number; sight: (place: PlannerPlace, out: number) => boolean } | null {
  if (sunrise === null || leave >= sunrise) return null;
  const reach = Math.floor((sunrise - leave) / 60_000) + SUNRISE_LATE;
  return { reach, sight: (place, out) => out <= reach && sunriseSight(place) };
}

/**
 * The routes a dawn day offers, best first as given, but the best one that opens at a sunrise sight in reach
 * first: the first choice sees the sunrise when any route does. The later choices follow the usual order (a
 * sunrise sight alone, ranked up, had left a choice of one short stop in an eight-hour day).
 */
export function dawnFirst<R extends { stops: ReadonlyArray<{ place: PlannerPlace; out: number }> }>(
  routes: readonly R[],
  dawn: ReturnType<typeof dawnOf>,
): R[] {
  const k = dawn ? routes.findIndex((r) => r.stops.length > 0 && dawn.sight(r.stops[0]!.place, r.stops[0]!.out)) : -1;
  return k <= 0 ? [...routes] : [routes[k]!, ...routes.slice(0, k), ...routes.slice(k + 1)];
}
