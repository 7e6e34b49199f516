/**
 * The roads of a plan's day (issue 27, decision 047): every leg of a plan drives the graph as it
 * is on the plan's date (roadsOn.ts), a place no open road reaches that day is never a stop, and
 * the plan says how many places that would have fitted were left out, and why.
 */
import { type Day, dayAt, dayOf, type RoadDay } from '../roads/day.ts';
import { EVERY_ROAD_OPEN, legFrom, placeNode, resolvePoint, treeOf } from '../planning/graphJoin.ts';
import type { PlanInput, PlannerData, PlannerPlace, PlanResult } from '../planning/planning.ts';
import { placeOnDay } from '../planning/placeOnDay.ts';
import { type Said, say } from '../../lib/messages/said.ts';

/** The plan's day (the date of `leave` in Utah when none is given), with UDOT's closures when they are that day's. */
export function planDayOf(input: Pick<PlanInput, 'date' | 'leave' | 'liveClosures'>): Day {
  return input.date ? dayOf(input.date, input.liveClosures) : dayAt(input.leave, input.liveClosures);
}

/** Why no open road reaches the place on the day, or null when one may (the graph decides the rest). */
export function closedReason(place: PlannerPlace, day: Day): Said | null {
  // The day's one answer (placeOnDay): only a road or a winter rule leaves a place out with a reason here.
  const closed = placeOnDay(place, day).closed;
  return closed && (closed.by === 'road' || closed.by === 'winter') ? closed.reason : null;
}

/**
 * "3 places left out: roads closed on Jan 15 (usual winter closure)", or undefined when none. With
 * today's road reports it also names the places left out, so the plan can show the reports that
 * closed them (issue 40); without, the note stays as it was (the recorded plans do not change).
 */
export function leftOutNote(count: number, day: RoadDay, live: boolean, placeIds: readonly string[] = []): PlanResult['leftOut'] {
  if (count === 0) return undefined;
  const why = say(live ? 'plan.roadsClosed.live' : 'plan.roadsClosed.usual');
  const text = say('plan.roadsClosed', { count, day: { date: day.date, as: 'monthDay' }, why });
  return live ? { count, text, placeIds: [...placeIds] } : { count, text };
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
  day: Day,
): PlanResult['leftOut'] {
  if (closed.length === 0) return undefined;
  const start = resolvePoint(input.from, data.places, input.near, EVERY_ROAD_OPEN).node;
  const end = input.to.trim() === '' ? start : resolvePoint(input.to, data.places, input.near, EVERY_ROAD_OPEN).node;
  const startTree = treeOf(start, EVERY_ROAD_OPEN);
  const endTree = end === start ? startTree : treeOf(end, EVERY_ROAD_OPEN);
  const fitting: string[] = [];
  for (const { place, visit } of closed) {
    const node = placeNode(place, EVERY_ROAD_OPEN);
    if (Math.round(legFrom(startTree, start, node)) + visit + Math.round(legFrom(endTree, end, node)) <= budget) fitting.push(place.id);
  }
  return leftOutNote(fitting.length, day.roads, day.roads.key !== day.date, fitting);
}
