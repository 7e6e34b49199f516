import type { Itinerary } from '../planner/planner.ts';

const at = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;

/**
 * "Open in Google Maps": driving directions from the start through every stop to the end; without
 * a car (issue 36) public transport directions, one hop at a time (googleMapsUrls splits them).
 */
export function googleMapsUrl(it: Pick<Itinerary, 'start' | 'end' | 'stops' | 'carFree'>): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('origin', at(it.start));
  url.searchParams.set('destination', at(it.end));
  if (it.stops.length) url.searchParams.set('waypoints', it.stops.map(at).join('|'));
  url.searchParams.set('travelmode', it.carFree ? 'transit' : 'driving');
  return url.href;
}

/** Google Maps directions take at most nine waypoints (developers.google.com/maps/documentation/urls/get-started#directions-action). */
export const MAPS_MAX_WAYPOINTS = 9;

/**
 * A day's directions as one link, or as consecutive parts when it has more stops than Google
 * Maps takes: each part ends where the next starts. Without a car each hop is a part: the
 * plan's times are a timetable's, and each hop is looked up at its own hour.
 */
export function googleMapsUrls(it: Pick<Itinerary, 'start' | 'end' | 'stops' | 'carFree'>): string[] {
  const points = [it.start, ...it.stops, it.end];
  const per = it.carFree ? 0 : MAPS_MAX_WAYPOINTS;
  const urls: string[] = [];
  for (let i = 0; i < points.length - 1; i += per + 1) {
    const part = points.slice(i, i + per + 2);
    urls.push(googleMapsUrl({ start: part[0]!, end: part.at(-1)!, stops: part.slice(1, -1) as Itinerary['stops'], carFree: it.carFree }));
  }
  return urls;
}
