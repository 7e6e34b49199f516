/**
 * A plan's file exports (Google Maps directions are in mapsLink.ts): an iCalendar file (the `ics` library) and a GPX
 * file (gpx-builder's GPX 1.1 models). Loaded on demand from /plan, never in its first bundle.
 */
import { createEvents, type EventAttributes } from 'ics';
// The builder only: the package's entry also loads an XML creator written for Node.
import { BaseBuilder } from 'gpx-builder/es/builder/BaseBuilder/BaseBuilder.js';
import type { CreatorInterface } from 'gpx-builder/dist/creators/CreatorInterface';
import type { GPXBuildData } from 'gpx-builder/dist/types';
import { type Itinerary, type PlanLeg, type PlanPoint, type PlanStop, walkEnds } from '../planning/planning.ts';
import { legText } from './timeline.ts';
import { clockText, durationText as formatDuration, w, word } from './words.ts';

/** Times in the calendar's text as the page writes them ("4:05 PM", Utah; "16:05" in French). */
const textClock = (instant: number): string => clockText(instant);

/** How the traveler gets to a stop: its drive, or without a car its legs one a line (issue 36). */
function wayThere(s: PlanStop): string[] {
  if (!s.legs) return [w('planPage.ics.drive', { time: formatDuration(s.driveMinutes) })];
  return [w('planPage.ics.transit'), ...s.legs.map((l) => `- ${legText(l, textClock)}`)];
}

/** The way back to the end after the last stop, without a car. */
function wayBack(it: Itinerary): string[] {
  if (!it.carFree) return [];
  return [w('planPage.ics.back', { place: it.end.name }), ...it.carFree.back.map((l) => `- ${legText(l, textClock)}`)];
}

/** A stop's LOCATION: its name and street address (the coordinates when the catalogue has no address). */
export function stopLocation(s: Pick<PlanStop, 'name' | 'address' | 'lat' | 'lng'>): string {
  return `${s.name}, ${s.address ?? `${s.lat}, ${s.lng}`}`;
}

/** The events of one day's stops: arrival to departure, the place's own page as the URL. */
function dayEvents(it: Itinerary, planUrl: string, day?: number): EventAttributes[] {
  return it.stops.map((s, k) => ({
    uid: `${it.leave}-${k}-${s.placeId}@slctrips.com`,
    productId: 'slctrips/planner',
    title: s.name,
    start: s.arrive,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: s.depart,
    endInputType: 'utc',
    endOutputType: 'utc',
    geo: { lat: s.lat, lon: s.lng },
    location: stopLocation(s),
    description: [
      day === undefined
        ? w('planPage.ics.stop', { n: k + 1, count: it.stops.length })
        : w('planPage.ics.dayStop', { day: day + 1, n: k + 1, count: it.stops.length }),
      ...wayThere(s),
      ...(s.why ? [word(s.why)] : []),
      ...(s.wholeVisitMinutes ? [w('planPage.shortVisit', { time: formatDuration(s.wholeVisitMinutes) })] : []),
      ...(s.along?.length ? [`${w('planPage.alongStops')} ${s.along.map((a) => a.name).join(', ')}`] : []),
      ...s.warnings.map((w) => word(w)),
      ...(k === it.stops.length - 1 ? wayBack(it) : []),
      w('planPage.ics.plan', { url: planUrl }),
    ].join('\n'),
    url: new URL(`/destinations/${s.placeId}/`, planUrl).href,
  }));
}

function ics(events: EventAttributes[]): string {
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('Could not write the calendar file');
  return value;
}

/**
 * One VEVENT per stop, from arrival to departure. Times are written in UTC (`…Z`), which every
 * calendar shows in its own zone: the same instants as the plan's Utah (America/Denver) times.
 */
export function planIcs(it: Itinerary, planUrl: string): string {
  return ics(dayEvents(it, planUrl));
}

/** A whole trip in one calendar file: every stop of every day. */
export function tripIcs(days: readonly Itinerary[], planUrl: string): string {
  return ics(days.flatMap((it, d) => dayEvents(it, planUrl, d)));
}

/** gpx-builder's data written with the platform's own XML serializer (escaping included). */
export class DomGpxCreator implements CreatorInterface {
  toString(data: GPXBuildData): string {
    const ns = 'http://www.topografix.com/GPX/1/1';
    const doc = document.implementation.createDocument(ns, 'gpx', null);
    const put = (parent: Element, key: string, value: unknown): void => {
      if (value === undefined || value === null) return;
      if (key === 'attributes') {
        for (const [name, v] of Object.entries(value as Record<string, unknown>)) {
          if (name === 'xmlns') continue; // the document's own namespace
          if (name.startsWith('xmlns:')) parent.setAttributeNS('http://www.w3.org/2000/xmlns/', name, String(v));
          else if (name.startsWith('xsi:')) parent.setAttributeNS('http://www.w3.org/2001/XMLSchema-instance', name, String(v));
          else parent.setAttribute(name, String(v));
        }
        return;
      }
      if (Array.isArray(value) && typeof value[0] === 'object') {
        for (const item of value) put(parent, key, item);
        return;
      }
      const el = doc.createElementNS(ns, key);
      parent.appendChild(el);
      if (value instanceof Date) el.textContent = value.toISOString();
      else if (typeof value === 'object') for (const [k, v] of Object.entries(value as Record<string, unknown>)) put(el, k, v);
      else el.textContent = String(value);
    };
    for (const [k, v] of Object.entries(data)) put(doc.documentElement, k, v);
    return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}`;
  }
}

/** A day's walks without a car (issue 36), in order: the way to each stop, then the way back. */
function walksOf(it: Itinerary): PlanLeg[] {
  if (!it.carFree) return [];
  return [...it.stops.flatMap((s) => s.legs ?? []), ...it.carFree.back].filter((l) => l.kind === 'walk' && l.path);
}

/** Each walk as a GPX track of its two ends with their times: a GPS app shows where to walk, the rides are the timetable's. */
function walkTracks(days: readonly Itinerary[]) {
  const { Point, Segment, Track } = BaseBuilder.MODELS;
  return days.flatMap((it, d) =>
    walksOf(it).map(
      (walk, i) =>
        new Track(
          [
            new Segment([
              new Point(walk.path![0]!.lat, walk.path![0]!.lng, { time: new Date(walk.depart) }),
              new Point(walk.path![1]!.lat, walk.path![1]!.lng, { time: new Date(walk.arrive) }),
            ]),
          ],
          {
            name:
              days.length > 1
                ? w('planPage.gpx.dayWalk', { day: d + 1, n: i + 1, ends: word(walkEnds(walk.from, walk.to)) })
                : w('planPage.gpx.walk', { n: i + 1, ends: word(walkEnds(walk.from, walk.to)) }),
            type: 'walk',
          },
        ),
    ),
  );
}

/** One GPX 1.1 waypoint per stop, in visiting order, with its arrival time; without a car, a track per walk. */
export function planGpx(it: Itinerary, creator: CreatorInterface = new DomGpxCreator()): string {
  const { Point, Metadata } = BaseBuilder.MODELS;
  const gpx = new BaseBuilder();
  gpx.setMetadata(new Metadata({ name: w('planPage.gpx.plan', { from: it.start.name }), time: new Date(it.leave) }));
  gpx.setWayPoints(
    it.stops.map(
      (s, k) =>
        new Point(s.lat, s.lng, {
          name: s.name,
          time: new Date(s.arrive),
          desc: w('planPage.gpx.stop', { n: k + 1, time: formatDuration(s.visitMinutes) }),
          type: s.category,
        }),
    ),
  );
  const walks = walkTracks([it]);
  if (walks.length) gpx.setTracks(walks);
  const data = gpx.toObject();
  data.attributes = { ...data.attributes, creator: 'SLC Trips' };
  return creator.toString(data);
}

/**
 * A trip as GPX 1.1: one route per day (start, stops, end, in order) and one waypoint per stop.
 * The routes give the order, not the roads: a GPS app routes between the points itself.
 */
export function tripGpx(days: readonly Itinerary[], creator: CreatorInterface = new DomGpxCreator()): string {
  const { Point, Metadata, Route } = BaseBuilder.MODELS;
  const gpx = new BaseBuilder();
  gpx.setMetadata(new Metadata({ name: w('planPage.gpx.trip', { days: days.length, from: days[0]?.start.name ?? '' }), time: new Date(days[0]?.leave ?? 0) }));
  gpx.setWayPoints(
    days.flatMap((it, d) =>
      it.stops.map(
        (s) =>
          new Point(s.lat, s.lng, {
            name: s.name,
            time: new Date(s.arrive),
            desc: w('planPage.gpx.dayStop', { n: d + 1, time: formatDuration(s.visitMinutes) }),
            type: s.category,
          }),
      ),
    ),
  );
  const at = (p: PlanPoint, time: number) => new Point(p.lat, p.lng, { name: p.name, time: new Date(time) });
  gpx.setRoutes(
    days.map(
      (it, d) =>
        new Route({
          name: w('planPage.gpx.route', { n: d + 1, from: it.start.name, to: it.end.name }),
          number: d + 1,
          rtept: [at(it.start, it.leave), ...it.stops.map((s) => at(s, s.arrive)), at(it.end, it.back)],
        }),
    ),
  );
  const walks = walkTracks(days);
  if (walks.length) gpx.setTracks(walks);
  const data = gpx.toObject();
  data.attributes = { ...data.attributes, creator: 'SLC Trips' };
  return creator.toString(data);
}
