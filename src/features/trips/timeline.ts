// A day's timeline on /plan (issues 36, 39, 48, 49): leave, each way there and stop with its
// times, notes and waits, the way back, in the page's language (decision 102). Shared by the day
// plans and the trips' days (tripView.ts's kit). A plan's legs without a car (issue 36) are worded
// here once for the timeline, the printed sheets and the calendar file (exports.ts): the line and
// its stops with their times, each wait, each walk.
import { h } from '../../lib/dom.ts';
import { formatWalkDistance } from '../../lib/format.ts';
import { utahParts } from '../../lib/utahTime.ts';
import { type Itinerary, type PlanLeg, type PlanStop, visitStart, type WaitFor, walkEnds } from '../planning/planning.ts';
import { categoryText, clockText as utahClock, durationText as duration, inWords, langOf, placeHref, planWords, w, word } from './words.ts';

/** A drive's stops along its road (decision 139), each a link to its page, comma-separated. */
const alongLinks = (along: NonNullable<PlanStop['along']>) => along.flatMap((a, k) => [...(k ? [', '] : []), h('a', placeHref(a.placeId), a.name)]);

/** "4:05 PM", or "1:00 AM (next day)" when the clock has passed midnight since leaving. */
export const clock = (instant: number, leave: number): string =>
  utahParts(instant).date !== utahParts(leave).date ? w('planPage.nextDay', { time: utahClock(instant) }) : utahClock(instant);

/** One leg in a line of text; `at` writes an instant as the caller writes times. */
export function legText(leg: PlanLeg, at: (instant: number) => string): string {
  const minutes = Math.round((leg.arrive - leg.depart) / 60_000);
  if (leg.kind === 'walk')
    return w('planPage.leg.walk', {
      distance: formatWalkDistance(leg.km ?? 0, planWords().intl),
      time: duration(minutes),
      ends: word(walkEnds(leg.from, leg.to)),
      start: at(leg.depart),
      end: at(leg.arrive),
    });
  const stops = w('planPage.stops', { count: leg.stops ?? 0 });
  const ride = w('planPage.leg.ride', { line: leg.line ?? '', from: leg.from, start: at(leg.depart), to: leg.to, end: at(leg.arrive), stops });
  const text = leg.wait ? w('planPage.leg.waitThen', { time: duration(leg.wait), stop: leg.from, ride }) : ride;
  return leg.estimated ? w('planPage.leg.estimated', { leg: text }) : text;
}

/** The legs as the timeline's items, each ride in its line's color (a class: the CSP allows no inline style). */
function legItems(legs: readonly PlanLeg[], at: (instant: number) => string): HTMLElement[] {
  return legs.map((leg) =>
    h('li', { class: `tl-drive transit-leg line-${leg.kind === 'ride' ? leg.lineId : 'walk'}`, 'data-leg': leg.kind }, legText(leg, at)),
  );
}

/**
 * The way to a stop by car: a drive, or in Zion Canyon's shuttle season a ride (issue 49: private
 * cars may not drive the Scenic Drive), timed by the road, the wait for the bus on top.
 */
function wayHere(stop: PlanStop, previous: PlanStop | undefined): string {
  const time = duration(stop.driveMinutes);
  if (!stop.shuttle) return w(previous?.shuttle ? 'planPage.shuttle.back' : 'planPage.drive', { time });
  return w(previous?.shuttle ? 'planPage.shuttle.ride' : 'planPage.shuttle.first', { time });
}

export function timeline(it: Itinerary): HTMLOListElement {
  const list = h('ol', { class: 'timeline' });
  list.append(
    h('li', { class: 'tl-point' }, h('strong', {}, w('planPage.leave', { place: it.start.name })), ` ${w('planPage.at', { time: utahClock(it.leave) })}`),
  );
  const at = (instant: number) => clock(instant, it.leave);
  it.stops.forEach((s, k) => {
    // Without a car (issue 36): walk + transit + walk with their times in place of the drive.
    if (s.legs) list.append(...legItems(s.legs, at));
    else list.append(h('li', { class: 'tl-drive', ...(s.shuttle && { 'data-shuttle': '' }) }, wayHere(s, it.stops[k - 1])));
    if (s.waitMinutes) {
      // Issues 39 and 48: a wait says what it is for (an opening only where something opens).
      const why: WaitFor = s.waitFor ?? 'opening';
      list.append(h('li', { class: 'tl-drive' }, w(`planPage.wait.${why}`, { time: duration(s.waitMinutes) })));
    }
    const warn = s.warnings.length ? h('ul', { class: 'warnings' }, ...s.warnings.map((warning) => h('li', langOf(warning), `⚠ ${word(warning)}`))) : null;
    list.append(
      h(
        'li',
        { class: 'tl-stop', 'data-stop': s.placeId },
        h('span', { class: 'tl-time' }, `${clock(visitStart(s), it.leave)}–${clock(s.depart, it.leave)}`),
        ' ',
        // Decision 139: a byway or canyon road is driven, its stops along it named under it.
        ...(s.along
          ? [h('a', placeHref(s.placeId), w('planPage.driveThe', { name: s.name, time: duration(s.visitMinutes) }))]
          : [h('a', placeHref(s.placeId), s.name), ` ${w('planPage.for', { time: duration(s.visitMinutes) })}`]),
        h('span', { class: 'muted' }, ` · ${categoryText(s.category)}${s.rating ? ` · ★ ${s.rating}` : ''}`),
        s.why ? h('p', { class: 'why', ...langOf(s.why) }, word(s.why)) : null,
        s.along?.length ? h('p', { class: 'along' }, `${w('planPage.alongStops')} `, ...alongLinks(s.along)) : null,
        s.wholeVisitMinutes ? h('p', { class: 'muted short-visit' }, w('planPage.shortVisit', { time: duration(s.wholeVisitMinutes) })) : null,
        s.address ? h('p', { class: 'muted address' }, s.address) : null,
        s.hours ? h('p', { class: 'muted hours' }, w('planPage.hours', { hours: s.hours })) : null,
        warn,
      ),
    );
  });
  if (it.carFree) list.append(...legItems(it.carFree.back, at));
  else
    list.append(
      h('li', { class: 'tl-drive' }, w(it.stops.at(-1)?.shuttle ? 'planPage.shuttle.back' : 'planPage.drive', { time: duration(it.finalDriveMinutes) })),
    );
  list.append(
    h(
      'li',
      { class: 'tl-point' },
      h('strong', {}, w('planPage.backAt', { place: inWords(it.end.name) })),
      ` ${w('planPage.at', { time: clock(it.back, it.leave) })}`,
    ),
  );
  return list;
}
