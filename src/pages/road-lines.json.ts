import type { APIRoute } from 'astro';
import { roadLines } from '../features/closures/roadLines';

/**
 * /road-lines.json: each road segment of the model by its key ("SR-210:lcc_mouth-snowbird") as
 * [lng, lat] ends, for the map of today's closures on /conditions (issue 40, decision 061). Built
 * once; the page fetches it only when the visitor asks for the map.
 */
export const GET: APIRoute = () => new Response(JSON.stringify(roadLines()), { headers: { 'content-type': 'application/json' } });
