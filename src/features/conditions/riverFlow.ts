// River flow on the day (issue 49): the gauges whose reading opens or closes a place, the rule
// each place follows, and the words made from a reading. Pure: the page's script imports it.
import type { Part } from '../../lib/api.ts';
import { fillPlaceholders } from '../../lib/count.ts';
import { type ConditionsLiveWords, conditionsLiveEn } from '../../lib/messages/conditions.en.ts';

/** A place that opens and closes with a river's flow at a USGS gauge. */
export interface FlowRule {
  /** The catalogue place the rule opens or closes. */
  placeId: string;
  placeName: string;
  /** The USGS monitoring location ("USGS-09405500"). */
  gauge: string;
  river: string;
  /** Closed while the flow is above this many cubic feet per second. */
  closedAbove: number;
  /** Where the agency states the rule, and when we checked it. */
  source: string;
  checkedOn: string;
}

/**
 * The Narrows: Zion closes it, and every route through it, whenever the North Fork of the Virgin
 * River runs above 150 cubic feet per second at the gauge near Springdale, and reopens it once the
 * flow has stayed below that (nps.gov/zion/planyourvisit/thenarrows.htm; the park's spokesman in
 * the Salt Lake Tribune, 5 May 2023: "We close the Narrows anytime that flow exceeds 150 cubic feet
 * per second").
 */
export const FLOW_RULES: readonly FlowRule[] = [
  {
    placeId: 'the-narrows-zion',
    placeName: 'The Narrows',
    gauge: 'USGS-09405500',
    river: 'the North Fork of the Virgin River',
    closedAbove: 150,
    source: 'https://www.nps.gov/zion/planyourvisit/thenarrows.htm',
    checkedOn: '2026-12-06',
  },
];

/** The gauge's latest reading: cubic feet per second, and when it was measured (ISO). */
export interface FlowReading {
  cfs: number;
  measuredAt: string;
}

export interface RiverPlace {
  rule: FlowRule;
  part: Part<FlowReading & { answeredAt: string }>;
}

export interface RiverAnswer {
  places: RiverPlace[];
}

/** The gauge's page on USGS Water Data for the Nation, where a visitor can read the flow. */
export const gaugePage = (gauge: string): string => `https://waterdata.usgs.gov/monitoring-location/${encodeURIComponent(gauge)}/`;

/** Whether the rule's place is open at this flow. */
export const openAtFlow = (rule: FlowRule, cfs: number): boolean => cfs <= rule.closedAbove;

/** The words a river's lines are written in: a language's slice of the message layer and Intl's locale (English by default). */
export interface RiverWords {
  words: ConditionsLiveWords;
  intl: string;
}

const ENGLISH: RiverWords = { words: conditionsLiveEn, intl: 'en-US' };

/** The river's name as the language says it ("the North Fork of the Virgin River"), the rule's English where none is written. */
const riverIn = (rule: FlowRule, say: RiverWords): string =>
  (say.words as Readonly<Record<string, string>>)[`conditionsLive.river.${rule.gauge}`] ?? rule.river;

/**
 * "The Narrows: open by the river's flow: the North Fork of the Virgin River ran 84 cubic feet per
 * second at 9:15 AM MDT (USGS gauge); the park closes it above 150." `clock` writes the reading's time.
 */
export function flowLine(rule: FlowRule, reading: FlowReading, clock: (instant: number) => string, say: RiverWords = ENGLISH): string {
  const key = openAtFlow(rule, reading.cfs) ? 'conditionsLive.flowOpen' : 'conditionsLive.flowClosed';
  return fillPlaceholders(
    say.words[key],
    { place: rule.placeName, river: riverIn(rule, say), cfs: Math.round(reading.cfs), time: clock(Date.parse(reading.measuredAt)), limit: rule.closedAbove },
    say.intl,
  );
}

/** What the page says when the gauge cannot be read: the usual window stands, never a certainty. */
export const flowUnavailable = (rule: FlowRule, reason: string, say: RiverWords = ENGLISH): string =>
  fillPlaceholders(
    say.words['conditionsLive.flowUnknown'],
    { place: rule.placeName, reason: reason.replace(/\.$/, ''), river: riverIn(rule, say), limit: rule.closedAbove },
    say.intl,
  );

/** What the gauges' readings of one Utah date do to the places they rule: closed or opened, with the reading. */
export interface RiverDay {
  closedPlaceIds: string[];
  openPlaceIds: string[];
  /** The reading's line ({@link flowLine}) for every place it rules that day, closed or open. */
  lines: Record<string, string>;
}

/**
 * The places a gauge's reading closes or opens on a Utah date, for the planner's live day (issue
 * 49): only readings measured on that date count; a gauge that cannot be read rules nothing, so
 * the usual runoff window of the park's rules stands (planning/parkRules.ts). `dateOf` and `clock`
 * read an instant in Utah (passed in, so this module stays free of the clock's code).
 */
export function riverDay(answer: RiverAnswer | null, date: string, dateOf: (instant: number) => string, clock: (instant: number) => string): RiverDay {
  const day: RiverDay = { closedPlaceIds: [], openPlaceIds: [], lines: {} };
  for (const { rule, part } of answer?.places ?? []) {
    if (part.status !== 'ok' || dateOf(Date.parse(part.measuredAt)) !== date) continue;
    (openAtFlow(rule, part.cfs) ? day.openPlaceIds : day.closedPlaceIds).push(rule.placeId);
    day.lines[rule.placeId] = flowLine(rule, part, clock);
  }
  return day;
}

/** "Sources: the USGS gauge and the park's rule.", each a link: under a river's line on /conditions and on the place's page (browser only). */
export function riverSources(rule: FlowRule, say: RiverWords = ENGLISH): HTMLParagraphElement {
  const link = (text: string, href: string) => Object.assign(document.createElement('a'), { textContent: text, href, rel: 'noopener' });
  const sources = document.createElement('p');
  sources.className = 'muted';
  const { words } = say;
  sources.append(
    words['conditionsLive.sources'],
    link(words['conditionsLive.gaugeLink'], gaugePage(rule.gauge)),
    words['conditionsLive.and'],
    link(words['conditionsLive.ruleLink'], rule.source),
    '.',
  );
  return sources;
}
