import type { APIRoute } from 'astro';
import { siteDestinations } from '../features/destinations/destinations.server';
import { plannerData } from '../features/planning/plannerData';
import { assertRoadData } from '../features/roads/roadData';

// The trip planner's data, written once per build: places with their road-graph access points.
// A malformed road file stops the build here, naming the road (issue 26).
export const GET: APIRoute = async () => {
  assertRoadData();
  const data = plannerData(await siteDestinations());
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
