import type { Itinerary } from '../planner/planner.ts';

const at = (p: { lat: number; lng: number }) => `${p.lat},${p.lng}`;

/** "Open in Google Maps": driving directions from the start through every stop to the end. */
export function googleMapsUrl(it: Pick<Itinerary, 'start' | 'end' | 'stops'>): string {
  const url = new URL('https://www.google.com/maps/dir/');
  url.searchParams.set('api', '1');
  url.searchParams.set('origin', at(it.start));
  url.searchParams.set('destination', at(it.end));
  if (it.stops.length) url.searchParams.set('waypoints', it.stops.map(at).join('|'));
  url.searchParams.set('travelmode', 'driving');
  return url.href;
}

/** Google Maps directions take at most nine waypoints (developers.google.com/maps/documentation/urls/get-started#directions-action). */
export const MAPS_MAX_WAYPOINTS = 9;

/**
 * A day's directions as one link, or as consecutive parts when it has more stops than Google
 * Maps takes: each part ends where the next starts.
 */
export function googleMapsUrls(it: Pick<Itinerary, 'start' | 'end' | 'stops'>): string[] {
  const points = [it.start, ...it.stops, it.end];
  const urls: string[] = [];
  for (let i = 0; i < points.length - 1; i += MAPS_MAX_WAYPOINTS + 1) {
    const part = points.slice(i, i + MAPS_MAX_WAYPOINTS + 2);
    urls.push(googleMapsUrl({ start: part[0]!, end: part.at(-1)!, stops: part.slice(1, -1) as Itinerary['stops'] }));
  }
  return urls;
}
