/**
 * The places a day's live closures cut off (decision 054, replacing the closures room's own graph
 * search): a place is cut off when the airport reaches one of its ways in on the day's usual roads
 * and none of them once the live closures are added. A place joins the graph where its road
 * leaves the highway (placeAccessPoints: data/access.json, else its nearest nodes and points on
 * edges), never by the nearest node alone, so a trailhead down a canyon is not joined to the
 * resort above it. Pure; the entry point the closures room calls for every UDOT closure.
 */
import { type Day, dayOf } from './day.ts';
import { type Access, placeAccessPoints, usableOn } from './nearby.ts';
import { AIRPORT_NODE_ID, ROAD_NODES } from './roadNetwork.ts';
import { treeOn } from './roadsOn.ts';
import type { RoadDay } from './roadDay.ts';

/** What the rule needs of a place: its catalogue id (for its access points) and where it is. */
export interface PlacePoint {
  id: string;
  lat: number;
  lng: number;
}

const AIRPORT = ROAD_NODES.findIndex((n) => n.id === AIRPORT_NODE_ID);

/** Whether the airport reaches any of the place's ways in that are open on the roads. */
function reached(access: readonly Access[], roads: RoadDay): boolean {
  const minutes = treeOn(roads, [{ node: AIRPORT, minutes: 0 }]).minutes;
  return usableOn(access, roads).some((a) => Number.isFinite(minutes[a.node]!));
}

/** The ids of the places the day's live closures cut off from the airport; none without live closures. */
export function cutOffPlaces(day: Day, places: readonly PlacePoint[]): string[] {
  if (!day.live || day.roads.closedEdges.size === 0) return [];
  const usual = dayOf(day.date).roads;
  return places
    .filter((p) => {
      const access = placeAccessPoints(p.id, p.lat, p.lng);
      return reached(access, usual) && !reached(access, day.roads);
    })
    .map((p) => p.id);
}
