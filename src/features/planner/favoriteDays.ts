/**
 * Favorites spread over days (decision 022): each day from the farthest favorite left, the others
 * added by cheapest insertion while the day fits; what no day can hold is listed with its reason.
 */
import { addDays } from '../../lib/calendar.ts';
import { asWritten, say } from '../../lib/messages/said.ts';
import { byCodeUnits } from '../../lib/text.ts';
import { sunTimes } from '../planning/daylight.ts';
import { legFrom, placeNode, treeOf } from '../planning/graphJoin.ts';
import { seasonClosed } from '../planning/parkRules.ts';
import { planClock } from '../planning/placeSense.ts';
import type { FavoriteDays, Itinerary, PlanInput, PlannerData } from '../planning/planning.ts';
import { stopValue, stopVisit } from '../planning/stopValue.ts';
import { dayFrame } from './dayFrame.ts';
import { closedReason } from './planRoads.ts';
import { type Candidate, fitsIn, type Route, routeOf, spent } from './route.ts';
import { sameTimeLater } from './search.ts';
import { timeline } from './timeline.ts';

/**
 * Orders favourites into feasible days, one day after another at the same departure time:
 * each day starts from the farthest favourite left (the hardest to fit), then adds the others by
 * cheapest insertion (the fewest extra minutes) while the day still fits. A favourite that does
 * not fit even alone is listed, not forced in.
 */
export function planFavoriteDays(data: PlannerData, input: PlanInput, ids: readonly string[]): FavoriteDays {
  const { budget, start, end, startTree, endTree, day } = dayFrame(data, input);
  const byId = new Map(data.places.map((p) => [p.id, p]));
  const unplaced: FavoriteDays['unplaced'] = [];
  const left: Candidate[] = [];
  for (const id of [...new Set(ids)].sort()) {
    const place = byId.get(id);
    if (!place) {
      unplaced.push({ id, name: id, reason: say('plan.unplaced.gone') });
      continue;
    }
    if (place.kind === 'empty-site') {
      unplaced.push({ id, name: place.name, reason: say('plan.unplaced.emptySite') });
      continue;
    }
    if (place.kind === 'arrival') {
      unplaced.push({ id, name: place.name, reason: say('plan.unplaced.endpoint') });
      continue;
    }
    const node = placeNode(place, day.roads);
    const visit = stopVisit(place, input.pace) ?? 60;
    const out = Math.round(legFrom(startTree, start.node, node));
    const back = Math.round(legFrom(endTree, end.node, node));
    // Issue 49: a place its season shuts for the whole week says so (The Narrows in the runoff),
    // unless the day's reading opens it; its reading closing it is the day's closed reason.
    const shut = seasonClosed(place.id, day.date, day.live) && seasonClosed(place.id, addDays(day.date, 6));
    const why = closedReason(place, day) ?? (shut ? asWritten(shut) : null) ?? (Number.isFinite(out + back) ? null : say('plan.unplaced.noRoad'));
    if (why) {
      unplaced.push({ id, name: place.name, reason: why });
      continue;
    }
    if (out + visit + back > budget) {
      unplaced.push({ id, name: place.name, reason: say('plan.unplaced.tooLong', { hours: Math.ceil((out + visit + back) / 60) }) });
      continue;
    }
    left.push({ place, node, visit, value: stopValue(place, { visit, categories: input.categories }), out, back, tree: treeOf(node, day.roads) });
  }
  const between = (a: Candidate, b: Candidate) => Math.round(legFrom(a.tree!, a.node, b.node));
  const clock = planClock(day.live);
  const evaluate = (stops: Candidate[], leave: number): Route => {
    const legs = [stops[0]!.out, ...stops.slice(1).map((s, k) => between(stops[k]!, s)), stops.at(-1)!.back];
    return routeOf(stops, legs, clock.waits(leave, stops, legs));
  };
  const sun = (instant: number) => sunTimes(instant, start.node.point.lat, start.node.point.lng);
  const days: Itinerary[] = [];
  // A day on which no favourite left can be visited open (a Sunday of closed museums) is skipped;
  // after a week of such days the rest are named, not forced in.
  for (let offset = 0, idle = 0; left.length > 0; offset++) {
    const dayLeave = sameTimeLater(input.leave, offset);
    left.sort((a, b) => b.out + b.back - (a.out + a.back) || byCodeUnits(a.place.id, b.place.id));
    const first = left.findIndex((c) => fitsIn(evaluate([c], dayLeave), budget));
    if (first < 0) {
      if (++idle < 7) continue;
      for (const c of left.splice(0)) unplaced.push({ id: c.place.id, name: c.place.name, reason: say('plan.unplaced.closedAllWeek') });
      break;
    }
    idle = 0;
    let route = evaluate(left.splice(first, 1), dayLeave);
    for (;;) {
      let best: { route: Route; k: number } | null = null;
      left.forEach((c, k) => {
        for (let pos = 0; pos <= route.stops.length; pos++) {
          const next = evaluate([...route.stops.slice(0, pos), c, ...route.stops.slice(pos)], dayLeave);
          if (!fitsIn(next, budget)) continue;
          if (!best || spent(next) < spent(best.route)) best = { route: next, k };
        }
      });
      if (!best) break;
      const { route: next, k } = best as { route: Route; k: number };
      route = next;
      left.splice(k, 1);
    }
    days.push(timeline(route, start.node.point, end.node.point, dayLeave, sun(dayLeave), day.live, data.places));
  }
  return { start: start.node.point, end: end.node.point, budgetMinutes: budget, days, unplaced };
}
