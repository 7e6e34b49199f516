import type { Itinerary } from './planner.ts';

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
