// Today's road reports on a plan (issue 40): the UDOT closures and restrictions that closed a place
// the plan left out, or that lie along a stop's road (a trailhead by a closed highway), each in the
// words of the place pages, with a link to /conditions. Pure: the plan page draws it.
import { closureLine, type Closure, placesTouched, type RoadClosures } from './closures.ts';

/** The reports in force that touch the plan's stops or the places it left out, in UDOT's order. */
export function reportsOnPlan(live: RoadClosures | null, stopIds: readonly string[], leftOutIds: readonly string[]): Closure[] {
  if (live?.source !== 'udot') return [];
  const plan = new Set([...stopIds, ...leftOutIds]);
  return live.items.filter((item) => placesTouched(item).some((id) => plan.has(id)));
}

/** One line per report: "SR-9 closed at … since 7:10 AM — UDOT". */
export const reportLines = (items: readonly Closure[], now: Date): string[] => items.map((item) => closureLine(item, now));
