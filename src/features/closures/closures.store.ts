// The browser's copy of GET /api/road-closures (decision 048): asked once per page, when a
// filter or the planner first needs it; null when our API cannot be reached (the usual windows apply).
import { apiFetch } from '../../lib/api.ts';
import { utahDate } from '../../lib/utahTime.ts';
import type { LiveClosures } from '../roads/day.ts';
import type { RoadClosures } from './closures.ts';
import { closedByRivers, type RiverAnswer } from '../conditions/riverFlow.ts';
import { utahTimeWithZone } from '../../lib/format.ts';

let answer: Promise<RoadClosures | null> | null = null;

/** The live closures, fetched once per page. */
export function liveClosures(): Promise<RoadClosures | null> {
  answer ??= apiFetch<RoadClosures>('/api/road-closures').catch(() => null);
  return answer;
}

let rivers: Promise<RiverAnswer | null> | null = null;

/** The river gauges' readings (GET /api/river-flow), fetched once per page; null when our API cannot be reached. */
export function riverFlowNow(): Promise<RiverAnswer | null> {
  rivers ??= apiFetch<RiverAnswer>('/api/river-flow').catch(() => null);
  return rivers;
}

/**
 * UDOT's closures in the roads room's one shape, dated the Utah day they were read, with the places
 * a river gauge's reading of that day closes (The Narrows above 150 cubic feet per second, issue 49)
 * and why; undefined when neither has anything to say. The day model (roads/day.ts) applies them
 * on that day only.
 */
export async function liveClosuresNow(): Promise<LiveClosures | undefined> {
  const [live, flows] = await Promise.all([liveClosures(), riverFlowNow()]);
  const udot = live?.source === 'udot' ? live : null;
  const read = udot?.checkedAt ? Date.parse(udot.checkedAt) : Date.now();
  const date = utahDate(Number.isFinite(read) ? read : Date.now());
  const river = closedByRivers(flows, date, utahDate, utahTimeWithZone);
  if (!udot && river.ids.length === 0) return undefined;
  return {
    date,
    closedEdgeKeys: udot?.closedEdgeKeys ?? [],
    closedPlaceIds: [...(udot?.closedPlaceIds ?? []), ...river.ids],
    ...(river.ids.length > 0 && { placeReasons: river.reasons }),
  };
}

/** No place closed: the default of the filters. */
export const NO_CLOSED_PLACES: ReadonlySet<string> = new Set();

/** The places UDOT's closures cut off now; none when live closures are unavailable. */
export async function closedPlacesNow(): Promise<ReadonlySet<string>> {
  const live = await liveClosures();
  return live?.source === 'udot' ? new Set(live.closedPlaceIds) : NO_CLOSED_PLACES;
}
