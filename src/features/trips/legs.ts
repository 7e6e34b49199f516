// A plan's legs without a car (issue 36) in words, one home for the page's timeline, the printed
// sheets and the calendar file: the line and its stops with their times, each wait, each walk.
import { h } from '../../lib/dom.ts';
import { formatWalkDistance } from '../../lib/format.ts';
import type { PlanLeg } from '../planning/planning.ts';
import { durationText, planWords, w } from './words.ts';

/** Where a walk goes: "from Temple Square to the Gateway", or "at Temple Square" when both ends bear one name. */
export const walkEnds = (from: string, to: string): string => (from === to ? w('planPage.leg.at', { place: from }) : w('planPage.leg.fromTo', { from, to }));

/** One leg in a line of text; `clock` writes an instant as the caller writes times. */
export function legText(leg: PlanLeg, clock: (instant: number) => string): string {
  const minutes = Math.round((leg.arrive - leg.depart) / 60_000);
  if (leg.kind === 'walk')
    return w('planPage.leg.walk', {
      distance: formatWalkDistance(leg.km ?? 0, planWords().intl),
      time: durationText(minutes),
      ends: walkEnds(leg.from, leg.to),
      start: clock(leg.depart),
      end: clock(leg.arrive),
    });
  const stops = w('planPage.stops', { count: leg.stops ?? 0 });
  const ride = w('planPage.leg.ride', { line: leg.line ?? '', from: leg.from, start: clock(leg.depart), to: leg.to, end: clock(leg.arrive), stops });
  return leg.wait ? w('planPage.leg.waitThen', { time: durationText(leg.wait), stop: leg.from, ride }) : ride;
}

/** The legs as the timeline's items, each ride in its line's color (a class: the CSP allows no inline style). */
export function legItems(legs: readonly PlanLeg[], clock: (instant: number) => string): HTMLElement[] {
  return legs.map((leg) =>
    h('li', { class: `tl-drive transit-leg line-${leg.kind === 'ride' ? leg.lineId : 'walk'}`, 'data-leg': leg.kind }, legText(leg, clock)),
  );
}
