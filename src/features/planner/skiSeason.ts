/**
 * A season's purpose (issue 48, decision 130): in its lift season, a one-day plan from or ending in a
 * ski town (a ski area within {@link SKI_TOWN_MINUTES} of the day's start or end) offers a day of skiing
 * in one of its choices, from the lifts' opening (or the arrival) to their close, at the nearest ski
 * area of the best tier. A day ending in Park City in March had offered a library's cinema, no skiing.
 * The lift hours and seasons are the catalogue's (decision 117) or the usual ones (placeSense.ts).
 */
import type { GraphPoint } from '../planning/graphJoin.ts';
import type { PlannerPlace } from '../planning/planning.ts';
import { placeTier } from '../planning/tiers.ts';
import { byCodeUnits } from '../../lib/text.ts';
import { type Candidate, type Route, routeOf } from './route.ts';

/** A town is a ski town when a ski area lies within this many minutes' drive of it. */
export const SKI_TOWN_MINUTES = 30;
/** A day starts at a ski area's foot when its lifts lie within this many minutes' drive of its start or end (decision 134). */
export const SKI_FOOT_MINUTES = 5;
/** A ski day skis at least this long (minutes): less is no day of skiing. */
export const LEAST_SKI_MINUTES = 180;

/** What the search knows of a ski area: the place, where it joins the roads, its drives from the start and to the end, its catalogue visit. */
export interface SkiArea {
  place: PlannerPlace;
  node: GraphPoint;
  out: number;
  back: number;
  full: number;
  /** Its value as the search weighs it (stopValue.ts). */
  value: number;
}

/**
 * The day of skiing a one-day plan offers, or null: none when no ski area lies within
 * {@link SKI_TOWN_MINUTES} of the start or the end, none whose lifts run that day long enough.
 * `liftClose` says when the lifts close for a visit arriving at an instant (null when they do not run then);
 * `waits` times a route as the search does. The ski area skied is the best tier's, then the nearest.
 */
export function skiDay(
  areas: readonly SkiArea[],
  leave: number,
  budget: number,
  liftHours: (place: PlannerPlace, arrive: number) => { start: number; close: number } | null,
  waits: (stops: Candidate[], legs: number[]) => number[] | null,
): Route | null {
  if (!areas.some((a) => Math.min(a.out, a.back) <= SKI_TOWN_MINUTES)) return null;
  // Decision 134: from a ski area's foot, its own lifts; elsewhere the best tier's, then the nearest.
  const foot = atSkiFoot(areas);
  const near = (a: SkiArea, b: SkiArea) => a.out + a.back - (b.out + b.back);
  const sorted = [...areas].sort((a, b) => (foot ? 0 : placeTier(a.place) - placeTier(b.place)) || near(a, b) || byCodeUnits(a.place.id, b.place.id));
  for (const a of sorted) {
    if (Math.min(a.out, a.back) > SKI_TOWN_MINUTES) continue;
    const lifts = liftHours(a.place, leave + a.out * 60_000);
    if (!lifts) continue;
    // Ski until the lifts close, or as long as the catalogue's visit, within the day's minutes.
    const lastStart = leave + (budget - a.back) * 60_000;
    const visit = Math.min(a.full, Math.floor((Math.min(lifts.close, lastStart) - lifts.start) / 60_000));
    if (visit < LEAST_SKI_MINUTES) continue;
    const stop: Candidate = { place: a.place, node: a.node, visit, value: a.value, out: a.out, back: a.back };
    const route = routeOf([stop], [a.out, a.back], waits([stop], [a.out, a.back]));
    if (route.waits && route.drive + route.visit + route.wait <= budget) return route;
  }
  return null;
}

/** Whether the day starts or ends at a ski area's foot ({@link SKI_FOOT_MINUTES}): a day there in its lift season is for skiing. */
export const atSkiFoot = (areas: readonly SkiArea[]): boolean => areas.some((a) => Math.min(a.out, a.back) <= SKI_FOOT_MINUTES);

/** Whether a route skis (holds a ski area). */
export const skis = (route: Route | undefined): boolean => route?.stops.some((s) => s.place.kind === 'ski-area') ?? false;

/**
 * The day's choices with a day of skiing among them (decisions 130, 134). On a day from a ski area's foot (the
 * traveler sleeps at the lifts: Brighton in December skis before anything in the valley) the choice that skis goes
 * first, or the ski day (`ski`, asked only when needed) opens the choices. Elsewhere a ski town's day that skis in
 * none of its choices gets the ski day in place of its last.
 */
export function withSkiDay(chosen: readonly Route[], ski: () => Route | null, most: number, foot: boolean): Route[] {
  const k = chosen.findIndex(skis);
  if (k >= 0) return foot ? [chosen[k]!, ...chosen.filter((_, j) => j !== k)] : [...chosen];
  const day = ski();
  if (!day) return [...chosen];
  if (foot) return [day, ...chosen].slice(0, most);
  const out = [...chosen];
  out.splice(Math.min(out.length, most - 1), 1, day);
  return out;
}
