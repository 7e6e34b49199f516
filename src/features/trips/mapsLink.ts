import type { Itinerary } from '../planning/planning.ts';

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

/** One "Open in Google Maps" link of a day: its address and the names of its ends. */
export interface MapsPart {
  href: string;
  from: string;
  to: string;
}

/**
 * A day's directions as one link, or as consecutive parts when it has more stops than Google
 * Maps takes: each part ends where the next starts. Without a car each hop is a part (Google
 * Maps' transit directions take no waypoints, and each hop is looked up at its own hour); each
 * part carries the names of its ends, so its link says where it goes, not "part 5".
 */
export function googleMapsParts(it: Pick<Itinerary, 'start' | 'end' | 'stops' | 'carFree'>): MapsPart[] {
  const points = [it.start, ...it.stops, it.end];
  const per = it.carFree ? 0 : MAPS_MAX_WAYPOINTS;
  const parts: MapsPart[] = [];
  for (let i = 0; i < points.length - 1; i += per + 1) {
    const part = points.slice(i, i + per + 2);
    const start = part[0]!;
    const end = part.at(-1)!;
    parts.push({
      href: googleMapsUrl({ start, end, stops: part.slice(1, -1) as Itinerary['stops'], carFree: it.carFree }),
      from: start.name,
      to: end.name,
    });
  }
  return parts;
}

/** The addresses of googleMapsParts. */
export const googleMapsUrls = (it: Pick<Itinerary, 'start' | 'end' | 'stops' | 'carFree'>): string[] => googleMapsParts(it).map((p) => p.href);
