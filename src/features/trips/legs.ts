// A plan's legs without a car (issue 36) in words, one home for the page's timeline, the printed
// sheets and the calendar file: the line and its stops with their times, each wait, each walk.
import { h } from '../../lib/dom.ts';
import { formatDuration, formatWalkDistance, walkEnds } from '../../lib/format.ts';
import type { PlanLeg } from '../planning/planning.ts';

/** One leg in a line of text; `clock` writes an instant as the caller writes times. */
export function legText(leg: PlanLeg, clock: (instant: number) => string): string {
  const minutes = Math.round((leg.arrive - leg.depart) / 60_000);
  if (leg.kind === 'walk')
    return `Walk ${formatWalkDistance(leg.km ?? 0)}, ${formatDuration(minutes)}, ${walkEnds(leg.from, leg.to)}, ${clock(leg.depart)}–${clock(leg.arrive)}`;
  const stops = leg.stops === 1 ? '1 stop' : `${leg.stops ?? 0} stops`;
  const wait = leg.wait ? `Wait ${formatDuration(leg.wait)} at ${leg.from}, then ` : '';
  return `${wait}${leg.line}: ${leg.from} ${clock(leg.depart)} → ${leg.to} ${clock(leg.arrive)} (${stops})`;
}

/** The legs as the timeline's items, each ride in its line's color (a class: the CSP allows no inline style). */
export function legItems(legs: readonly PlanLeg[], clock: (instant: number) => string): HTMLElement[] {
  return legs.map((leg) =>
    h('li', { class: `tl-drive transit-leg line-${leg.kind === 'ride' ? leg.lineId : 'walk'}`, 'data-leg': leg.kind }, legText(leg, clock)),
  );
}
