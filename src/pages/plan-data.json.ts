import type { APIRoute } from 'astro';
import { listDestinations } from '../features/destinations/destinations.server';
import { plannerData } from '../features/planner/plannerData';
import { db } from '../server/db';

// The trip planner's data, written once per build: places with their road-graph access points.
export const GET: APIRoute = async () => {
  const data = plannerData(await listDestinations(await db()));
  return new Response(JSON.stringify(data), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
