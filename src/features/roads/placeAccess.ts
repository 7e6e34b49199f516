/**
 * Per-place access (issue 27, decision 047): the road a place's access is on, where its nearest
 * graph node is across a ridge (Cecret Lake is reached from Alta, not from Brighton two miles
 * away in the next canyon), and the seasonal rule of a place at the end of a road the graph does
 * not have (the Albion Basin road, the Tony Grove road, FR-221…). Data: data/access.json,
 * checked by accessData.ts. Also how any place joins the graph (its access points, explicit or by
 * the nearest-node rule), for the nearby rule (nearby.ts), the cut-off places and the planners.
 * Pure and light: no zod and no drive-time model, so the planners' workers can import it.
 */
import { haversineMiles } from '../../lib/geo.ts';
import type { AccessData, PlaceWinterRule } from './accessData.ts';
import access from './data/access.json' with { type: 'json' };
import { accessCandidates, LOCAL_DETOUR_FACTOR, localLegMinutes } from './localLeg.ts';
import { ROAD_NODES } from './roadNetwork.ts';
import type { Roads } from './shortestPaths.ts';

const DATA = access as AccessData;
const BY_ID = new Map(DATA.places.map((p) => [p.id, p]));
const NODE_INDEX = new Map(ROAD_NODES.map((n, i) => [n.id, i]));

/** A place's seasonal access rule, or undefined. */
export function placeWinterRule(id: string): PlaceWinterRule | undefined {
  return BY_ID.get(id)?.winter;
}

/** Every place with a seasonal access rule, by id. */
export const PLACE_WINTER_RULES: ReadonlyMap<string, PlaceWinterRule> = new Map(DATA.places.flatMap((p) => (p.winter ? [[p.id, p.winter] as const] : [])));

/** The sentence a closed place shows: the rule's own, or "Road closed in winter, <when>". */
export const ruleText = (rule: PlaceWinterRule): string => rule.text ?? `Road closed in winter, ${rule.when}`;

/**
 * The explicit access points of a place (node index, paved local-leg minutes from the place,
 * straight-line miles), or null when the place joins the graph by the nearest-node rule.
 */
export function explicitAccess(id: string, lat: number, lng: number): Array<{ node: number; minutes: number; chord: number }> | null {
  const ids = BY_ID.get(id)?.access;
  if (!ids) return null;
  const out: Array<{ node: number; minutes: number; chord: number }> = [];
  for (const nodeId of ids) {
    const node = NODE_INDEX.get(nodeId);
    if (node === undefined) continue;
    const n = ROAD_NODES[node]!;
    const chord = haversineMiles(lat, lng, n.lat, n.lng);
    out.push({ node, minutes: localLegMinutes(chord * LOCAL_DETOUR_FACTOR), chord });
  }
  return out.length > 0 ? out : null;
}

/** Places this close may drive straight over without joining the highway graph. */
export const DIRECT_HOP_MILES = 1;
/**
 * Tighter than the airport model's slack: there the quickest route wins anyway, but between two
 * neighbors a long straight "access" leg would cross the ridge between Alta and Brighton.
 */
const ACCESS_SLACK_MILES = 1;

export interface Access {
  node: number;
  /** Minutes from the place to the node over the local leg (and along an edge for edge points). */
  minutes: number;
  chord: number;
  /** The edge the access runs along (index into the graph's edges), when it is a point on one: closed with it. */
  edge?: number;
}

/** The access points that can be used on the roads (none along a closed edge). */
export function usableOn(access: readonly Access[], on: Roads): Access[] {
  return access.filter((a) => a.edge === undefined || on.isOpen(a.edge));
}

/** A place's access: its explicit access points (data/access.json) or the nearest-node rule. */
export function placeAccessPoints(id: string, lat: number, lng: number): Access[] {
  return explicitAccess(id, lat, lng) ?? accessPoints(lat, lng);
}

/** The ways a place joins the graph (driveTime.ts's candidates), each with its minutes to a node (also the trip planner's). */
export function accessPoints(lat: number, lng: number): Access[] {
  const { nodes, edges } = accessCandidates(lat, lng);
  const raw: Access[] = nodes.map(({ i, chord }) => ({ node: i, minutes: localLegMinutes(chord * LOCAL_DETOUR_FACTOR), chord }));
  for (const { ie, t, chord } of edges) {
    const local = localLegMinutes(chord * LOCAL_DETOUR_FACTOR);
    raw.push(
      { node: ie.a, minutes: local + t * ie.minutes, chord, edge: ie.index },
      { node: ie.b, minutes: local + (1 - t) * ie.minutes, chord, edge: ie.index },
    );
  }
  const nearest = Math.min(...raw.map((r) => r.chord));
  return raw.filter((r) => r.chord <= nearest + ACCESS_SLACK_MILES);
}
