import type { APIRoute, GetStaticPaths } from 'astro';
import type { Destination } from '../../../features/destinations/destinations';
import { siteDestinations } from '../../../features/destinations/destinations.server';
import { locatorSvg } from '../../../features/map/locator';

/** /map/locator/{id}.svg: the prebuilt locator image of every destination with coordinates. */
export const getStaticPaths = (async () => {
  const all = await siteDestinations();
  return all.filter((d) => d.coordinates).map((d) => ({ params: { id: d.id }, props: { destination: d } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ destination: Destination }> = ({ props }) => {
  const { name, coordinates } = props.destination;
  return new Response(locatorSvg({ name, lat: coordinates!.lat, lng: coordinates!.lng }), { headers: { 'content-type': 'image/svg+xml' } });
};
