import type { APIRoute } from 'astro';
import { siteDestinations } from '../features/destinations/destinations.server';

/**
 * /place-names.json: every public place's id and name, written once per build, for /conditions'
 * links under today's closures (closures.store.ts's placeNamesFor). The page asks for it only when
 * an item touches a place, so its HTML no longer grows with the catalogue (issue 52's build scale).
 */
export const GET: APIRoute = async () => {
  const names = Object.fromEntries((await siteDestinations()).map((d) => [d.id, d.name]));
  return new Response(JSON.stringify(names), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
