import type { APIRoute } from 'astro';
import { siteDestinations } from '../features/destinations/destinations.server';
import { plannerData } from '../features/planner/plannerData';

// The trip planner's data, written once per build: places with their road-graph access points.
export const GET: APIRoute = async () => {
  const data = plannerData(await siteDestinations());
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
