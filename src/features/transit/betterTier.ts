// A lesser place never stands where a better one lies nearer (issue 48: "never drive past a better
// place in season to reach a lesser one"; decision 136). The car-free day is greedy: a stop worth
// most per minute at its hour may leave a better place of the catalogue's tiers (tiers.ts) a shorter
// ride off the day's path unvisited (a valley trip's day at Central Ninth while the Marmalade
// District lies nearer; an Ogden trip's first day in Salt Lake City with Historic 25th Street at its
// station). After the day is planned, each of its lesser stops gives way to such a place when the day
// with it instead still keeps: its journeys, the place's opening, the way back by the deadline, no
// more minutes on the move and the ride share. The property sweep (scripts/plannerSweep.ts
// tierFaults) judges the same rule, and reads "in season" by tiers.ts's `valuedInSeason`.
import { monthOf } from '../../lib/calendar.ts';
import { haversineMiles } from '../../lib/geo.ts';
import { notAStop, stageWithoutShow } from '../planning/placeSense.ts';
import type { PlannerPlace } from '../planning/planning.ts';
import { placeTier, valuedInSeason } from '../planning/tiers.ts';
import {
  type CarFreeDay,
  type CarFreeDayInput,
  type CarFreeStop,
  carFreeVisit,
  forSkiing,
  movingMinutes,
  windowsInMinutes,
  withinShare,
} from './carFreeDay.ts';
import { type Place, planJourney } from './journey.ts';
import type { Timetable } from './router.ts';
import { withBase } from './skiBases.ts';

/** How many better places are tried for one stop, nearest first (each tried at every position of the day). */
const TRIED = 4;

/** The miles a point lies off the path `a`→`b` as the crow flies. */
const crowOff = (a: Place, b: Place, p: { lat: number; lng: number }): number =>
  haversineMiles(a.lat, a.lng, p.lat, p.lng) + haversineMiles(p.lat, p.lng, b.lat, b.lng) - haversineMiles(a.lat, a.lng, b.lat, b.lng);

/** Where a point lies nearest a path as the crow flies: the leg (its index: between path[at] and path[at + 1]) and the miles off it. */
function nearestLeg(path: readonly Place[], p: { lat: number; lng: number }): { at: number; off: number } {
  let best = { at: 0, off: Infinity };
  for (let k = 1; k < path.length; k++) {
    const off = crowOff(path[k - 1]!, path[k]!, p);
    if (off < best.off) best = { at: k - 1, off };
  }
  return best;
}

/** The day of these places in this order, each for its minutes, with its journeys; null where one does not fit (a journey, an opening, the way back) or it moves more than `maxMoving` minutes. */
export function dayOf(
  table: Timetable,
  order: ReadonlyArray<{ place: PlannerPlace; minutes: number }>,
  input: CarFreeDayInput,
  maxMoving = Infinity,
): CarFreeDay | null {
  const route = { maxWalkMinutes: input.maxWalkMinutes };
  const stops: CarFreeStop[] = [];
  let here: Place = input.start;
  let now = input.depart;
  // Minutes at stops so far (visits and waits): a day already on the move longer than `maxMoving` is given up.
  let stayed = 0;
  for (const { place, minutes } of order) {
    const journey = planJourney(table, here, place, now, route);
    if (!journey || journey.arrive - input.depart - stayed > maxMoving) return null;
    const window = windowsInMinutes(place, input.date).find(([, close]) => journey.arrive + minutes <= close);
    if (!window) return null;
    const start = Math.max(journey.arrive, window[0]);
    if (start + minutes > window[1] || start + minutes > input.backBy) return null;
    stops.push({ place, journey, start, end: start + minutes });
    stayed += start + minutes - journey.arrive;
    here = { ...place };
    now = start + minutes;
  }
  const back = planJourney(table, here, input.end, now, route);
  return back && back.arrive <= input.backBy ? { stops, back } : null;
}

/**
 * The day with each lesser stop given way to a better place nearer it, as the property sweep asks:
 * a place of a better tier (never for a tier-1 stop, nor a ski town's ski day: `forSkiing`), of the kinds of place
 * the travelers chose if they chose any, unvisited
 * (`pool` holds what the day may visit), in season, no longer than the stop's visit, of a category the
 * day's other stops lack (the variety rule, decision 062), visited on the leg of the day's path it lies
 * nearest, when the day keeps with it: planned, back by the deadline, with no more minutes on the move
 * than it had (nearer by walk and ride) and within the ride share if it was. Better tiers first, then nearer.
 */
export function betterTiers(table: Timetable, pool: readonly PlannerPlace[], day: CarFreeDay, input: CarFreeDayInput): CarFreeDay {
  if (day.stops.length === 0 || !day.back) return day;
  const month = monthOf(input.date);
  const worst = Math.max(...day.stops.map((s) => (forSkiing(s.place, input) ? 1 : placeTier(s.place))));
  if (worst === 1) return day;
  // What may stand in for a stop, read once: a stop for anyone, in season, of a tier some stop could give way to and, when
  // the travelers chose kinds of place, of one of them (outside them a tier weighs nothing, tiers.ts regionWeight: a ski week skis).
  const asked = input.categories;
  const eligible = pool
    .filter(
      (p) =>
        placeTier(p) < worst &&
        (asked.length === 0 || asked.includes(p.category)) &&
        !notAStop(p) &&
        !stageWithoutShow(p) &&
        !p.traits?.includes('area') &&
        valuedInSeason(p, month),
    )
    .map((p) => ({ p, tier: placeTier(p), visit: carFreeVisit(p, input.pace) }));
  let best = day;
  for (let k = 0; k < best.stops.length; k++) {
    const stop = best.stops[k]!;
    const tier = placeTier(stop.place);
    if (tier === 1 || forSkiing(stop.place, input)) continue;
    const others = best.stops.filter((_, j) => j !== k);
    const held = new Set(others.map((s) => s.place.category));
    const minutes = stop.end - stop.start;
    const path: Place[] = [input.start, ...others.map((s) => s.place), input.end];
    const own = nearestLeg(path, stop.place).off;
    const visited = new Set(best.stops.map((s) => s.place.id));
    const candidates = eligible
      .filter((c) => c.tier < tier && c.visit <= minutes && !visited.has(c.p.id) && !held.has(c.p.category))
      .map((c) => ({ ...c, ...nearestLeg(path, c.p) }))
      // Nearer as the crow flies (within a mile of the stop's own way off the path): the journeys below judge nearer by walk and ride.
      .filter((c) => c.off <= own + 1)
      .sort((a, b) => a.tier - b.tier || a.off - b.off)
      .slice(0, TRIED);
    const moving = movingMinutes(best, input.depart);
    const within = withinShare(best, input.depart);
    const kept = others.map((s) => ({ place: s.place, minutes: s.end - s.start }));
    for (const c of candidates) {
      // Visited on the leg of the day's path it lies nearest.
      const order = [...kept.slice(0, c.at), { place: withBase(c.p), minutes: c.visit }, ...kept.slice(c.at)];
      const next = dayOf(table, order, input, moving);
      if (next && movingMinutes(next, input.depart) <= moving && (!within || withinShare(next, input.depart))) {
        best = next;
        break;
      }
    }
  }
  return best;
}
