import type { APIRoute } from 'astro';
import { siteDestinations } from '../features/destinations/destinations.server';
import { buildTripSource } from '../features/transit/gtfsFeed.server';
import { transitAccess, transitMinutes } from '../features/transit/transitAccess';

/**
 * /transit-reach.json (issue 36): minutes by public transport from the airport's TRAX station at
 * 10:00 on a weekday (the quicker of summer and winter) of every place it reaches, by id; the
 * "Without a car" filters of /destinations and /map read it. Prebuilt, so no request computes it.
 */
export const GET: APIRoute = async () => {
  const trips = await buildTripSource();
  const out: Record<string, number> = {};
  for (const d of await siteDestinations()) {
    const m = d.coordinates ? transitMinutes(transitAccess({ ...d.coordinates, name: d.name, id: d.id }, false, trips)) : null;
    if (m !== null) out[d.id] = m;
  }
  return new Response(JSON.stringify(out), { headers: { 'content-type': 'application/json' } });
};
