// Today's live day for the planner (issues 40 and 49): UDOT's closures joined with what the river
// gauges read today. Only /plan's script imports it: the filters of /destinations and /search load
// closures.store.ts alone, and the river's words and the zone clock stay off those pages.
import { apiFetch } from '../../lib/api.ts';
import { utahTimeWithZone } from '../../lib/format.ts';
import { utahDate } from '../../lib/utahTime.ts';
import { type RiverAnswer, riverDay } from '../conditions/riverFlow.ts';
import type { LiveClosures } from '../roads/day.ts';
import { liveClosures } from './closures.store.ts';

let rivers: Promise<RiverAnswer | null> | null = null;

/** The river gauges' readings (GET /api/river-flow), fetched once per page; null when our API cannot be reached. */
export function riverFlowNow(): Promise<RiverAnswer | null> {
  rivers ??= apiFetch<RiverAnswer>('/api/river-flow').catch(() => null);
  return rivers;
}

/**
 * The live day the planner applies (roads/day.ts, on that Utah date only): today's date in Utah,
 * UDOT's closures when they were read today (the answer's items as they are: decision 097) and the
 * places they close, with the places a gauge's reading of today closes
 * (The Narrows above 150 cubic feet per second) or opens in its usual runoff window, and the
 * reading as the reason. Undefined when neither has anything to say: the usual windows apply.
 */
export async function liveDayNow(now: () => number = Date.now): Promise<LiveClosures | undefined> {
  const [live, flows] = await Promise.all([liveClosures(), riverFlowNow()]);
  const date = utahDate(now());
  const read = live?.source === 'udot' && live.checkedAt ? Date.parse(live.checkedAt) : Number.NaN;
  const udot = live?.source === 'udot' && (Number.isFinite(read) ? utahDate(read) === date : true) ? live : null;
  const river = riverDay(flows, date, utahDate, utahTimeWithZone);
  if (!udot && river.closedPlaceIds.length + river.openPlaceIds.length === 0) return undefined;
  const reasons = Object.fromEntries(river.closedPlaceIds.map((id) => [id, river.lines[id]!]));
  const notes = Object.fromEntries(river.openPlaceIds.map((id) => [id, river.lines[id]!]));
  return {
    date,
    closures: udot?.items ?? [],
    closedPlaceIds: [...(udot?.closedPlaceIds ?? []), ...river.closedPlaceIds],
    ...(river.closedPlaceIds.length > 0 && { placeReasons: reasons }),
    ...(river.openPlaceIds.length > 0 && { openPlaceIds: river.openPlaceIds, placeNotes: notes }),
  };
}
