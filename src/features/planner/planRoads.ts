/**
 * The roads of a plan's day (issue 27, decision 047): every leg of a plan drives the graph as it
 * is on the plan's date (roadsOn.ts), a place no open road reaches that day is never a stop, and
 * the plan says how many places that would have fitted were left out, and why.
 */
import { utahParts } from '../../lib/utahTime.ts';
import { type LiveClosures, type RoadDay, roadsOn, monthDayInWindow } from '../roads/roadsOn.ts';
import { legFrom, placeNode, resolvePoint, treeOf } from './graphJoin.ts';
import type { PlanInput, PlannerData, PlannerPlace, PlanResult } from './planner.ts';

/** The roads on the plan's date (the date of `leave` in Utah when none is given), with live closures when given. */
export function planDayRoads(input: Pick<PlanInput, 'date' | 'leave'>, live?: LiveClosures): RoadDay {
  return roadsOn(input.date ?? utahParts(input.leave).date, live);
}

/** Why no open road reaches the place on the day, or null when one may (the graph decides the rest). */
export function closedReason(place: PlannerPlace, day: RoadDay): string | null {
  const open = day.placeOpen(place.id);
  if (!open.open) return open.reason ?? 'Road closed';
  if (place.winter && monthDayInWindow({ from: place.winter[0], to: place.winter[1] }, day.date.slice(5))) return place.winter[2];
  return null;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "3 places left out: roads closed on Jan 15 (usual winter closure)", or undefined when none. */
export function leftOutNote(count: number, day: RoadDay, live: boolean): { count: number; text: string } | undefined {
  if (count === 0) return undefined;
  const on = `${MONTHS[Number(day.date.slice(5, 7)) - 1]} ${Number(day.date.slice(8))}`;
  const why = live ? 'usual winter closures and today’s road reports' : 'usual winter closure';
  return { count, text: `${count} ${count === 1 ? 'place' : 'places'} left out: roads closed on ${on} (${why})` };
}

/**
 * The plan's note on the places closed on its day: how many of them would fit the hours with
 * every road open (a place closed but too far anyway is not "left out").
 */
export function leftOutOfDay(
  data: PlannerData,
  input: PlanInput,
  closed: ReadonlyArray<{ place: PlannerPlace; visit: number }>,
  budget: number,
  day: RoadDay,
): PlanResult['leftOut'] {
  if (closed.length === 0) return undefined;
  const start = resolvePoint(input.from, data.places, input.near).node;
  const end = input.to.trim() === '' ? start : resolvePoint(input.to, data.places, input.near).node;
  const startTree = treeOf(start);
  const endTree = end === start ? startTree : treeOf(end);
  let count = 0;
  for (const { place, visit } of closed) {
    const node = placeNode(place);
    if (Math.round(legFrom(startTree, start, node)) + visit + Math.round(legFrom(endTree, end, node)) <= budget) count++;
  }
  return leftOutNote(count, day, day.key !== day.date);
}
