// Live road closures as the pages read them (issue 27, decision 048): the answer of
// GET /api/road-closures and the sentences made from it, on /conditions, the place pages and a
// plan (issue 40: the reports that touch its stops). Pure and light: islands import it.
import { todayOrDate } from '../../lib/format.ts';
import { type Closure, placesTouched } from '../roads/roadDay.ts';

// One closure, one shape from the scan to the plan (issue 47, decision 097): the roads room's.
export type { Closure, ClosureKind } from '../roads/roadDay.ts';
export { closedEdgeKeys, placesTouched } from '../roads/roadDay.ts';

export type CanyonState = 'open' | 'closed' | 'traction';

export interface CanyonStatus {
  road: string;
  name: string;
  state: CanyonState;
  /** UDOT's words for a closure or restriction; null when open. */
  text: string | null;
  since: string | null;
}

/**
 * The answer: `source: 'udot'` while UDOT's last full answer is recent, with what is in force;
 * `source: 'usual'` without a key or when UDOT cannot be reached, with empty lists and `reason`.
 * `closedEdgeKeys` and `closedPlaceIds` are what the items close (alongRoad.ts's placesClosedBy).
 */
export interface RoadClosures {
  source: 'udot' | 'usual';
  checkedAt: string | null;
  reason: string | null;
  closedEdgeKeys: string[];
  closedPlaceIds: string[];
  items: Closure[];
  canyons: CanyonStatus[];
}

/** Live closures older than this (no full UDOT answer since) give way to the usual windows. */
export const STALE_AFTER_MS = 30 * 60_000;

export const USUAL_REASONS = {
  noKey: 'Live closures are not available right now.',
  unreachable: 'UDOT could not be reached.',
  noScan: 'UDOT has not been read yet.',
} as const;

/** "7:10 AM" in Utah; today's date is left out, another day's is named. */
const clock = (iso: string, now: Date): string => todayOrDate(new Date(iso), now);

/** "SR-210 closed at Snowbird Entry 2 since 7:10 AM — UDOT". */
export function closureLine(item: Closure, now: Date): string {
  const what = item.kind === 'closure' ? 'closed' : 'restricted';
  const where = item.location ? ` at ${item.location}` : '';
  const since = item.since ? ` since ${clock(item.since, now)}` : '';
  return `${item.road} ${what}${where}${since} — UDOT`;
}

/** "Little Cottonwood Canyon (SR-210): open — UDOT, checked 7:40 AM". */
export function canyonLine(c: CanyonStatus, checkedAt: string | null, now: Date): string {
  const state = c.state === 'open' ? 'open' : c.state === 'closed' ? 'closed' : 'traction restrictions';
  const since = c.since && c.state !== 'open' ? ` since ${clock(c.since, now)}` : '';
  const checked = checkedAt ? `, checked ${clock(checkedAt, now)}` : '';
  return `${c.name} (${c.road}): ${state}${since} — UDOT${checked}`;
}

/** The line shown where live closures would be: which rule the page used instead. */
export function usualLine(closureText: string | null): string {
  return closureText
    ? `Live closures unavailable: showing the usual winter window, ${closureText.replace(/^.*?(usually)/i, '$1')}.`
    : 'Live closures unavailable: canyon status from UDOT cannot be shown right now.';
}

/**
 * Today's road reports on a plan (issue 40): the UDOT closures and restrictions in force that closed
 * a place the plan left out, or that lie along a stop's road (a trailhead by a closed highway), in UDOT's order.
 */
export function reportsOnPlan(live: RoadClosures | null, stopIds: readonly string[], leftOutIds: readonly string[]): Closure[] {
  if (live?.source !== 'udot') return [];
  const plan = new Set([...stopIds, ...leftOutIds]);
  return live.items.filter((item) => placesTouched(item).some((id) => plan.has(id)));
}

/** One line per report, in the words of the place pages: "SR-9 closed at … since 7:10 AM — UDOT". */
export const reportLines = (items: readonly Closure[], now: Date): string[] => items.map((item) => closureLine(item, now));
