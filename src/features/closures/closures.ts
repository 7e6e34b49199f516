// Live road closures as the pages read them (issue 27, decision 048): the answer of
// GET /api/road-closures and the sentences made from it, on /conditions, the place pages and a
// plan (issue 40: the reports that touch its stops). Pure and light: islands import it.
import { fillPlaceholders, todayOrDate, utahTime12 } from '../../lib/format.ts';
import { type PlaceRoadsWords, placeRoadsEn } from '../../lib/messages/roads.en.ts';
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

/** The words a road line is written in: a language's slice of the message layer and Intl's locale (English by default). */
export interface RoadWords {
  words: PlaceRoadsWords;
  intl: string;
}

const ENGLISH: RoadWords = { words: placeRoadsEn, intl: 'en-US' };

/** "7:10 AM" in Utah ("7:10" in French, on the 24-hour clock); today's date is left out, another day's is named. */
const clock = (iso: string, now: Date, intl = 'en-US'): string => todayOrDate(new Date(iso), now, utahTime12, intl);

/** A piece of a line: our words, or UDOT's own (`en`), which another language's page marks English. */
export type LinePiece = string | { en: string };

/** A closure's line in pieces, UDOT's location apart (see {@link closureLine}). */
export function closureParts(item: Closure, now: Date, say: RoadWords = ENGLISH): LinePiece[] {
  const w = say.words;
  const parts: LinePiece[] = [`${item.road} ${item.kind === 'closure' ? w['placeToday.road.closed'] : w['placeToday.road.restricted']}`];
  if (item.location) parts.push(w['placeToday.road.at'], { en: item.location });
  if (item.since) parts.push(fillPlaceholders(w['placeToday.road.since'], { time: clock(item.since, now, say.intl) }, say.intl));
  parts.push(' — UDOT');
  return parts;
}

/** "SR-210 closed at Snowbird Entry 2 since 7:10 AM — UDOT". */
export const closureLine = (item: Closure, now: Date, say: RoadWords = ENGLISH): string =>
  closureParts(item, now, say)
    .map((p) => (typeof p === 'string' ? p : p.en))
    .join('');

const CANYON_STATE = { open: 'placeToday.road.open', closed: 'placeToday.road.canyonClosed', traction: 'placeToday.road.traction' } as const;

/** "Little Cottonwood Canyon (SR-210): open — UDOT, checked 7:40 AM". */
export function canyonLine(c: CanyonStatus, checkedAt: string | null, now: Date, say: RoadWords = ENGLISH): string {
  const w = say.words;
  const at = (key: 'placeToday.road.since' | 'placeToday.road.checked', iso: string) => fillPlaceholders(w[key], { time: clock(iso, now, say.intl) }, say.intl);
  return fillPlaceholders(
    w['placeToday.road.canyon'],
    {
      name: c.name,
      road: c.road,
      state: w[CANYON_STATE[c.state]],
      since: c.since && c.state !== 'open' ? at('placeToday.road.since', c.since) : '',
      checked: checkedAt ? at('placeToday.road.checked', checkedAt) : '',
    },
    say.intl,
  );
}

/**
 * The line shown where live closures would be: which rule the page used instead. `window` is the
 * usual closure's months, which another language says in place of the catalogue's English text.
 */
export function usualLine(closureText: string | null, say: RoadWords = ENGLISH, window: { from: string; to: string } | null = null): string {
  const w = say.words;
  if (!closureText) return w['placeToday.road.usualCanyon'];
  // The catalogue's text is English: another language says the usual window from its months.
  const usually =
    say.intl.startsWith('en') || !window ? closureText.replace(/^.*?(usually)/i, '$1') : fillPlaceholders(w['placeToday.road.window'], window, say.intl);
  return fillPlaceholders(w['placeToday.road.usual'], { usually }, say.intl);
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
