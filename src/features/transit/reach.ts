// How far a place lies for a traveler without a car (issue 48, decision 132): by the connection scan
// the journeys ride (router.ts scan) and the walks within the traveler's limit (stopsNear, walking.ts),
// as journey.ts reaches a place, in minutes from leaving. The property sweep measures "nearer" with
// it on car-free days, which never drive the roads.
import { type Reachable, scan, stopsNear, type Timetable } from './router.ts';
import { walkKm, walkMinutes } from './walking.ts';

/**
 * Minutes from `from`, leaving at `depart` (minutes after midnight), to any place: walking the whole
 * way within the limit, or the earliest arrival at a stop within a walk of it plus that walk; Infinity
 * when no walk and ride reaches it (a place off every line). One scan serves every place.
 */
export function reachFrom(table: Timetable, from: Reachable, depart: number, maxWalkMinutes: number): (to: Reachable) => number {
  const result = scan(table, from, depart, { maxWalkMinutes });
  return (to) => {
    const walk = walkMinutes(walkKm(from, to));
    let best = walk <= maxWalkMinutes ? walk : Infinity;
    for (const s of stopsNear(to, maxWalkMinutes)) {
      const at = result.arrival.get(s.stop);
      if (at !== undefined && Number.isFinite(at)) best = Math.min(best, at + s.minutes - depart);
    }
    return best;
  };
}
