/**
 * A plan's file exports (Google Maps directions are in mapsLink.ts): an iCalendar file (the `ics` library) and a GPX
 * file (gpx-builder's GPX 1.1 models). Loaded on demand from /plan, never in its first bundle.
 */
import { createEvents, type EventAttributes } from 'ics';
// The builder only: the package's entry also loads an XML creator written for Node.
import { BaseBuilder } from 'gpx-builder/es/builder/BaseBuilder/BaseBuilder.js';
import type { CreatorInterface } from 'gpx-builder/dist/creators/CreatorInterface';
import type { GPXBuildData } from 'gpx-builder/dist/types';
import type { Itinerary, PlanPoint, PlanStop } from '../planner/planner.ts';

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
      `${day === undefined ? '' : `Day ${day + 1}, `}stop ${k + 1} of ${it.stops.length}: ${s.driveMinutes} min drive before it.`,
      ...(s.why ? [s.why] : []),
      ...s.warnings,
      `Plan: ${planUrl}`,
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

/** One GPX 1.1 waypoint per stop, in visiting order, with its arrival time. */
export function planGpx(it: Itinerary, creator: CreatorInterface = new DomGpxCreator()): string {
  const { Point, Metadata } = BaseBuilder.MODELS;
  const gpx = new BaseBuilder();
  gpx.setMetadata(new Metadata({ name: `SLC Trips plan from ${it.start.name}`, time: new Date(it.leave) }));
  gpx.setWayPoints(
    it.stops.map((s, k) => new Point(s.lat, s.lng, { name: s.name, time: new Date(s.arrive), desc: `Stop ${k + 1}: ${s.visitMinutes} min`, type: s.category })),
  );
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
  gpx.setMetadata(new Metadata({ name: `SLC Trips: ${days.length} days from ${days[0]?.start.name ?? ''}`, time: new Date(days[0]?.leave ?? 0) }));
  gpx.setWayPoints(
    days.flatMap((it, d) =>
      it.stops.map((s) => new Point(s.lat, s.lng, { name: s.name, time: new Date(s.arrive), desc: `Day ${d + 1}: ${s.visitMinutes} min`, type: s.category })),
    ),
  );
  const at = (p: PlanPoint, time: number) => new Point(p.lat, p.lng, { name: p.name, time: new Date(time) });
  gpx.setRoutes(
    days.map(
      (it, d) =>
        new Route({
          name: `Day ${d + 1}: ${it.start.name} to ${it.end.name}`,
          number: d + 1,
          rtept: [at(it.start, it.leave), ...it.stops.map((s) => at(s, s.arrive)), at(it.end, it.back)],
        }),
    ),
  );
  const data = gpx.toObject();
  data.attributes = { ...data.attributes, creator: 'SLC Trips' };
  return creator.toString(data);
}
