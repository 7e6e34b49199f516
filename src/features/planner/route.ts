/**
 * A day's route in the search (search.ts): its stops, its drives, its waits, its totals and its
 * score (decision 022), one job per file (decision 026).
 */
import type { GraphPoint } from '../planning/graphJoin.ts';
import { DRIVE_PENALTY_PER_HOUR, type PlannerPlace } from '../planning/planning.ts';
import { varietyRule } from '../planning/stopValue.ts';
import { byCodeUnits } from '../../lib/text.ts';

export interface Candidate {
  place: PlannerPlace;
  node: GraphPoint;
  visit: number;
  /** The catalogue's whole visit: longer than `visit` for a short one (decision 106), which the plan then says (decision 108). */
  full?: number;
  /** Value of the stop before the variety rule. */
  value: number;
  /** Rounded drives from the start and to the end. */
  out: number;
  back: number;
  tree?: Float64Array;
}

/** Plan score: the stops' values, each further stop of a category halved, minus the driving. */
export function scoreOf(route: readonly Candidate[], driveMinutes: number): number {
  const share = varietyRule();
  let total = 0;
  // The variety rule counts the best stops of a category first, so order does not matter.
  const sorted = [...route].sort((a, b) => b.value - a.value || byCodeUnits(a.place.id, b.place.id));
  for (let k = 0; k < sorted.length; k++) total += sorted[k]!.value * share(sorted[k]!.place);
  return total - (driveMinutes / 60) * DRIVE_PENALTY_PER_HOUR;
}

export interface Route {
  stops: Candidate[];
  legs: number[];
  drive: number;
  visit: number;
  /** Minutes waited for openings before each stop; null when a stop would be closed (placeSense.ts). */
  waits: number[] | null;
  wait: number;
  score: number;
}

/** A route of these stops and drives (legs[0] from the start, the last to the end), totalled and scored (`score`: scoreOf's, when known). */
export function routeOf(stops: Candidate[], legs: number[], waits: number[] | null, score?: number): Route {
  // Index loops (issue 38): a day plan builds hundreds of routes in a fresh worker's cold code,
  // where each step of a for…of loop allocates its iterator's result (decision 071).
  let drive = 0;
  for (let k = 0; k < legs.length; k++) drive += legs[k]!;
  let visit = 0;
  for (let k = 0; k < stops.length; k++) visit += stops[k]!.visit;
  let wait = 0;
  if (waits) for (let k = 0; k < waits.length; k++) wait += waits[k]!;
  return { stops, legs, drive, visit, waits, wait, score: score ?? scoreOf(stops, drive) };
}

/** Whether a route runs with every stop open and fits the minutes. */
export const fitsIn = (r: Route, budget: number) => r.waits !== null && r.drive + r.visit + r.wait <= budget;
export const spent = (r: Route) => r.drive + r.visit + r.wait;
