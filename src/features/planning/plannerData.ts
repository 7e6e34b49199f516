/**
 * The planner's build-time data (/plan-data.json): per place only what planning needs, with
 * its access points to the road graph precomputed by the nearby-attractions rule, so the
 * browser never runs the nearest-node search for 700 places.
 */
import type { Destination } from '../destinations/destinations.ts';
import { driveFromAirport } from '../roads/driveTime.ts';
import { placeAccessPoints } from '../roads/placeAccess.ts';
import { graphFingerprint, ROAD_NODES } from '../roads/roadNetwork.ts';
import { bestMonths, waterMonths } from './bestMonths.ts';
import { placeCalendar, placeKind } from './placeSense.ts';
import { npsParkCode } from '../conditions/parkCodes.ts';
import type { PlaceMark, PlannerData, PlannerPlace } from './planning.ts';
import { placeTraits } from './travelerKinds.ts';
import { placesAlong } from './byways.ts';

/** The traits of an outing (issue 39), absent when none. */
const traitsOf = (d: Source) => {
  const traits = placeTraits({ ...d, difficulty: d.difficulty ?? undefined, accessibility: d.accessibility ?? undefined });
  return traits.length ? { traits } : {};
};

const round1 = (x: number) => Math.round(x * 10) / 10;

/** Opening hours as one line (a label → value table joined), or null. */
export function hoursText(hours: Destination['hours']): string | null {
  if (!hours) return null;
  if (typeof hours === 'string') return hours;
  return Object.entries(hours)
    .map(([k, v]) => `${k}: ${v}`)
    .join('; ');
}

type Source = Pick<Destination, 'id' | 'name' | 'coordinates' | 'category' | 'rating' | 'timeNeeded' | 'hours'> &
  Partial<
    Pick<
      Destination,
      | 'tags'
      | 'description'
      | 'bestTimeToVisit'
      | 'address'
      | 'region'
      | 'difficulty'
      | 'accessibility'
      | 'familyFriendly'
      | 'partOf'
      | 'notability'
      | 'seasonsOfUse'
      | 'winterRule'
      | 'signatureMark'
      | 'route'
    >
  > & {
    driveTimeMinutes?: number | null;
    winterDriveTimeMinutes?: number | null;
    seasonalClosure?: { from: string; to: string; text: string } | null;
  };

/** Staff's signature mark as the planner carries it: the mark, park and line, or 'none'. */
const markOfCorrection = (m: NonNullable<Destination['signatureMark']>): PlaceMark => (m.mark === 'none' ? 'none' : { mark: m.mark, park: m.park, why: m.why });

/** One place for the planner, or null without coordinates. */
export function plannerPlace(d: Source): PlannerPlace | null {
  if (!d.coordinates) return null;
  const { lat, lng } = d.coordinates;
  // Same unpaved-stretch rule as nearby.ts: the stored minutes beyond the paved estimate.
  const paved = driveFromAirport(d.coordinates).minutes;
  const extra = Math.max(0, (d.driveTimeMinutes ?? paved) - paved);
  const kind = placeKind(d);
  // Per node: the quickest way in by a local leg to the node itself, and, when quicker, the one
  // along an edge (with the edge's index: closed with the edge on a day it is closed, issue 27).
  const byNode = new Map<string, number>();
  const byEdge = new Map<string, [number, number]>();
  for (const a of placeAccessPoints(d.id, lat, lng)) {
    const id = ROAD_NODES[a.node]!.id;
    if (a.edge === undefined) byNode.set(id, Math.min(byNode.get(id) ?? Infinity, a.minutes));
    else if (a.minutes < (byEdge.get(id)?.[0] ?? Infinity)) byEdge.set(id, [a.minutes, a.edge]);
  }
  const access: PlannerPlace['access'] = [...byNode].map(([id, m]) => [id, round1(m)]);
  for (const [id, [m, edge]] of byEdge) if (m < (byNode.get(id) ?? Infinity)) access.push([id, round1(m), edge]);
  // Staff's winter rule (decision 111) closes the place in its window, over the computed road closure.
  const closure = d.winterRule ?? (d.winterDriveTimeMinutes === null && d.seasonalClosure ? d.seasonalClosure : null);
  const hours = hoursText(d.hours);
  return {
    id: d.id,
    name: d.name,
    lat,
    lng,
    category: d.category,
    rating: d.rating,
    timeNeeded: d.timeNeeded,
    hours,
    // Issue 38, decision 068: the texts' readings once here, not for every request in the browser.
    ...(hours ? { calendar: placeCalendar(hours) } : {}),
    access: access.sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]) || (a[2] ?? -1) - (b[2] ?? -1)),
    extra: round1(extra),
    ...(closure ? { winter: [closure.from, closure.to, closure.text] as [string, string, string] } : {}),
    ...(kind ? { kind } : {}),
    ...(d.bestTimeToVisit ? { best: d.bestTimeToVisit, months: bestMonths(d.bestTimeToVisit) } : {}),
    // Decision 120: a beach, a marina or a swim is a summer outing, whatever its text's best time says.
    ...(traitsOf(d).traits?.includes('water') ? { months: waterMonths(d.bestTimeToVisit) } : {}),
    // Staff's seasons of use and tier (decision 111): the months and the worth the planner reads, over the text's and the file's.
    ...(d.seasonsOfUse ? { months: [...d.seasonsOfUse.months].sort((a, b) => a - b) } : {}),
    ...(d.notability ? { tier: d.notability.tier } : {}),
    // Staff's signature mark (decision 118): what signature.ts sightOf reads over the file's, in the server's planner and the worker's.
    ...(d.signatureMark ? { mark: markOfCorrection(d.signatureMark) } : {}),
    ...(d.address ? { address: d.address } : {}),
    ...(npsParkCode(d.id) ? { park: npsParkCode(d.id)! } : {}),
    ...traitsOf(d),
  };
}

const ROADSIDE_CATEGORIES: readonly string[] = ['Natural Wonders', 'Cultural & Historic'];
const sightBesideTheRoad = (p: PlannerPlace) => ROADSIDE_CATEGORIES.includes(p.category) && p.kind === undefined;

/** The whole data file, places in id order; a drive carries the places on its route (decision 139, byways.ts). */
export function plannerData(destinations: readonly Source[]): PlannerData {
  const places = destinations
    .map(plannerPlace)
    .filter((p): p is PlannerPlace => p !== null)
    .sort((a, b) => a.id.localeCompare(b.id));
  const routes = new Map(destinations.flatMap((d) => (d.route ? [[d.id, d.route] as const] : [])));
  // A stop along a drive is a sight beside the road (a viewpoint, a panel, a lake), not a town's venue, shop or ski hill.
  const candidates = places.filter(sightBesideTheRoad).map((p) => ({ id: p.id, lat: p.lat, lng: p.lng, route: routes.get(p.id) }));
  const skiAreas = places.filter((p) => p.kind === 'ski-area'); // decision 142: a canyon to the lifts is their road in winter
  for (const p of places) {
    const route = routes.get(p.id);
    if (!route) continue;
    p.drive = { kind: route.kind, minutes: route.minutes, along: placesAlong(p.id, route, candidates) };
    if (placesAlong(p.id, route, skiAreas).length > 0) p.drive.skiRoad = true;
  }
  return { graph: graphFingerprint(), places };
}
