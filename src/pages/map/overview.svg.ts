import type { APIRoute } from 'astro';
import { siteDestinations } from '../../features/destinations/destinations.server';
import { overviewSvg } from '../../features/map/locator';
import { type MapPlace, toMapPlace, ZONE_COLOURS } from '../../features/map/map';

/** /map/overview.svg: every destination as a dot in its zone's colour, prebuilt (the map before the interactive one starts). */
export const GET: APIRoute = async () => {
  const places = (await siteDestinations()).map(toMapPlace).filter((p): p is MapPlace => p !== null);
  return new Response(overviewSvg(places.map((p) => ({ lat: p.lat, lng: p.lng, colour: ZONE_COLOURS[p.zone] ?? ZONE_COLOURS.beyond! }))), {
    headers: { 'content-type': 'image/svg+xml' },
  });
};
