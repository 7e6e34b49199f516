import type { APIRoute, GetStaticPaths } from 'astro';
import { destinationArtwork } from '../../../features/destinations/artwork';
import type { Destination } from '../../../features/destinations/destinations';
import { siteDestinations } from '../../../features/destinations/destinations.server';

export const getStaticPaths: GetStaticPaths = async () => {
  const all = await siteDestinations();
  return all.map((destination) => ({ params: { id: destination.id }, props: { destination } }));
};

/** Built once per destination into dist/images/destinations/{id}.svg. */
export const GET: APIRoute = ({ props }) => {
  const d = (props as { destination: Destination }).destination;
  return new Response(
    destinationArtwork({ id: d.id, name: d.name, category: d.category, tags: d.tags, coordinates: d.coordinates, driveTimeMinutes: d.driveTimeMinutes }),
    {
      headers: { 'content-type': 'image/svg+xml' },
    },
  );
};
