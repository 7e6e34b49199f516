/**
 * Per-place access (issue 27, decision 047): the road a place's access is on, where its nearest
 * graph node is across a ridge (Cecret Lake is reached from Alta, not from Brighton two miles
 * away in the next canyon), and the seasonal rule of a place at the end of a road the graph does
 * not have (the Albion Basin road, the Tony Grove road, FR-221…). Data: data/access.json,
 * checked by accessData.ts. Pure and light: no zod, so the planner's worker can import it.
 */
import { haversineMiles } from '../../lib/geo.ts';
import type { AccessData, PlaceWinterRule } from './accessData.ts';
import access from './data/access.json' with { type: 'json' };
import { LOCAL_DETOUR_FACTOR, localLegMinutes } from './localLeg.ts';
import { ROAD_NODES } from './roadNetwork.ts';

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
