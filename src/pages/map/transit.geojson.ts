import type { APIRoute } from 'astro';
import { transitGeoJson } from '../../features/transit/lines';

/** /map/transit.geojson (issue 36): TRAX, FrontRunner, the S-Line and the buses followed here, drawn under "Without a car". */
export const GET: APIRoute = () => new Response(JSON.stringify(transitGeoJson()), { headers: { 'content-type': 'application/geo+json' } });
