// River flow on the day (issue 49): the gauges whose reading opens or closes a place, the rule
// each place follows, and the words made from a reading. Pure: the page's script imports it.
import type { Part } from '../../lib/api.ts';

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

/**
 * "The Narrows: open by the river's flow — the North Fork of the Virgin River ran 84 cubic feet per
 * second at 9:15 AM MDT (USGS); the park closes it above 150." `clock` writes the reading's time.
 */
export function flowLine(rule: FlowRule, reading: FlowReading, clock: (instant: number) => string): string {
  const cfs = Math.round(reading.cfs);
  const state = openAtFlow(rule, reading.cfs) ? 'open by the river’s flow' : 'closed by the river’s flow';
  return `${rule.placeName}: ${state}: ${rule.river} ran ${cfs} cubic feet per second at ${clock(Date.parse(reading.measuredAt))} (USGS gauge); the park closes it above ${rule.closedAbove}.`;
}

/** What the page says when the gauge cannot be read: the usual window stands, never a certainty. */
export const flowUnavailable = (rule: FlowRule, reason: string): string =>
  `${rule.placeName}: the river gauge cannot be read right now (${reason.replace(/\.$/, '')}). The park closes it whenever ${rule.river} runs above ${rule.closedAbove} cubic feet per second, usually in the spring runoff.`;

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
export function riverSources(rule: FlowRule): HTMLParagraphElement {
  const link = (text: string, href: string) => Object.assign(document.createElement('a'), { textContent: text, href, rel: 'noopener' });
  const sources = document.createElement('p');
  sources.className = 'muted';
  sources.append('Sources: ', link('the USGS gauge', gaugePage(rule.gauge)), ' and ', link('the park’s rule', rule.source), '.');
  return sources;
}
