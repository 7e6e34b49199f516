import type { Config } from '@netlify/functions';
import { z } from 'zod';
import { forecastAtPoint } from '../src/features/conditions/conditions.server.ts';
import { NIGHT_TOWNS } from '../src/features/planning/nights.ts';
import { UTAH_TOWNS } from '../src/features/roads/towns.ts';
import { cache, handler, json, pathParam } from '../src/server/http.ts';

/**
 * GET /api/towns/{town}/forecast — the National Weather Service forecast (its seven days) at an
 * overnight town of a multi-day trip (decision 052). Only the trip planner's night towns are
 * known (anything else is a 404); always 200 otherwise, with `status: 'unavailable'` and a reason
 * when NWS cannot be reached, cached a minute only then.
 */
const townSchema = z.enum(NIGHT_TOWNS);

export default handler(async (_request, context) => {
  // pathParam decodes "Green%20River" (issue 39 put such two-word towns on trips).
  const town = pathParam(context, 'town', townSchema, 'Unknown town: the forecast is for the towns a trip sleeps in');
  const { lat, lng } = UTAH_TOWNS[town]!;
  const forecast = await forecastAtPoint(lat, lng);
  return json({ town, forecast }, { cache: forecast.status === 'ok' ? cache.fiveMinutes : 'public, max-age=60' });
});

export const config: Config = { path: '/api/towns/:town/forecast', method: 'GET' };
