/**
 * A day's frame (decision 022): its minutes, where it starts and ends, and the road trees from each.
 * Shared by the day search (search.ts) and the favorites' days (favoriteDays.ts).
 */
import { resolvePoint, treeOf } from '../planning/graphJoin.ts';
import { type PlanInput, type PlannerData, WHOLE_DAY_HOURS } from '../planning/planning.ts';
import { planDayOf } from './planRoads.ts';

/** The day's time in minutes, where it starts and ends (the end is the start unless `to` is given), and the drives from each. */
export function dayFrame(data: PlannerData, input: PlanInput) {
  const budget = input.budgetMinutes ?? (input.hours === 'day' ? WHOLE_DAY_HOURS : input.hours) * 60;
  const maxDrive = input.maxDriveMinutes ?? Infinity;
  const day = planDayOf(input);
  const start = resolvePoint(input.from, data.places, input.near, day.roads);
  const end = input.to.trim() === '' ? start : resolvePoint(input.to, data.places, input.near, day.roads);
  const startTree = treeOf(start.node, day.roads);
  const endTree = end === start ? startTree : treeOf(end.node, day.roads);
  return { budget, maxDrive, start, end, startTree, endTree, day };
}
