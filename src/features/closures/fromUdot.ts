// UDOT's records as the closures this site keeps (issue 27, decision 048): full closures and
// traction or chain restrictions of events, and mountain passes UDOT lists as closed for the
// season, each matched to the graph's segments and the places they cut off. Pure.
import { utahDate } from '../../lib/utahTime.ts';
import type { Closure, ClosureKind } from './closures.ts';
import { placesAlongEdges } from './alongRoad.ts';
import { edgeKey, matchEdges, normalizeRoad, type PlacePoint, placesCutOff } from './match.ts';
import { ROAD_EDGES } from '../roads/roadNetwork.ts';
import { type UdotEvent, type UdotPass, udotTime } from './udot.schema.ts';

const RESTRICTION = /\btraction\b|\bchains?\b|\b4x4\b|\b4wd\b|\bawd\b/i;

/** A closure (IsFullClosure), a restriction (traction law, chains) or neither. */
export function kindOf(e: UdotEvent): ClosureKind | null {
  if (e.IsFullClosure === true) return 'closure';
  const words = [e.EventType, e.EventSubType, e.Description, e.Comment].filter(Boolean).join(' ');
  return RESTRICTION.test(words) ? 'restriction' : null;
}

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

function matched(
  base: Omit<Closure, 'source' | 'edgeKeys' | 'placeIds' | 'alongPlaceIds'>,
  points: Array<{ lat: number; lng: number }>,
  places: readonly PlacePoint[],
  now: Date,
): Closure | null {
  const edges = matchEdges(base.road, points);
  if (edges.length === 0) return null;
  // A restriction slows a road; only a closure cuts places off.
  const placeIds = base.kind === 'closure' ? placesCutOff(places, edges, utahDate(now), points) : [];
  const edgeKeys = edges.map((i) => edgeKey(ROAD_EDGES[i]!));
  return { source: 'udot', ...base, edgeKeys, placeIds, alongPlaceIds: placesAlongEdges(edgeKeys) };
}

/**
 * The events and passes that close or restrict a segment of the graph, matched: the closures in
 * the one shape the store keeps and the planner's day reads (decision 097).
 */
export function closureRows(events: readonly UdotEvent[], passes: readonly UdotPass[], places: readonly PlacePoint[], now: Date): Closure[] {
  const rows: Closure[] = [];
  for (const e of events) {
    const kind = kindOf(e);
    if (!kind || !e.RoadwayName || !finite(e.Latitude) || !finite(e.Longitude)) continue;
    const points = [{ lat: e.Latitude, lng: e.Longitude }];
    if (finite(e.LatitudeSecondary) && finite(e.LongitudeSecondary) && e.LatitudeSecondary !== 0)
      points.push({ lat: e.LatitudeSecondary, lng: e.LongitudeSecondary });
    const row = matched(
      {
        id: clip(`event-${e.ID}`, 200),
        kind,
        road: normalizeRoad(e.RoadwayName),
        description: clip((e.Description || e.Comment || `${e.RoadwayName} ${kind}`).trim(), 2000),
        location: e.Location ? clip(e.Location.trim(), 300) : null,
        since: udotTime(e.StartDate) ?? udotTime(e.Reported),
        updatedAt: udotTime(e.LastUpdated),
        lat: e.Latitude,
        lng: e.Longitude,
        endsAt: udotTime(e.PlannedEndDate),
      },
      points,
      places,
      now,
    );
    if (row) rows.push(row);
  }
  for (const p of passes) {
    const closed = (p.SeasonalInfo ?? []).find((s) => s.SeasonalClosureStatus?.toUpperCase() === 'CLOSED');
    if (!closed || !p.Roadway || !finite(p.Latitude) || !finite(p.Longitude)) continue;
    const row = matched(
      {
        id: clip(`pass-${p.Id}`, 200),
        kind: 'closure',
        road: normalizeRoad(p.Roadway),
        description: clip((closed.SeasonalClosureDescription || p.SeasonalClosureTitle || `${p.Name} closed for the season`).trim(), 2000),
        location: clip(p.Name, 300),
        since: null,
        updatedAt: null,
        lat: p.Latitude,
        lng: p.Longitude,
        endsAt: null,
      },
      [{ lat: p.Latitude, lng: p.Longitude }],
      places,
      now,
    );
    if (row) rows.push(row);
  }
  return rows;
}
