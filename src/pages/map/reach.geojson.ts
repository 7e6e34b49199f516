import type { APIRoute } from 'astro';
import { reachLayers } from '../../features/map/reach';

/** /map/reach.geojson: the drive-time reach layers, computed from the road model at build time. */
export const GET: APIRoute = () => new Response(JSON.stringify(reachLayers()), { headers: { 'content-type': 'application/geo+json' } });
