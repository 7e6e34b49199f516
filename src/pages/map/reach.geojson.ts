import type { APIRoute } from 'astro';
import { reachLayers } from '../../features/map/reachLayers';

/**
 * /map/reach.geojson: the drive-time reach layers, computed from the road model at build time, for
 * summer (every road open) and winter (the usual closures in force; issue 27), each feature saying which.
 */
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ type: 'FeatureCollection', features: [...reachLayers('summer').features, ...reachLayers('winter').features] }), {
    headers: { 'content-type': 'application/geo+json' },
  });
