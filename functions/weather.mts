import type { Config } from '@netlify/functions';
import { airportWeather } from '../src/features/weather/weather.server.ts';
import { handler, json } from '../src/server/http.ts';

/** GET /api/weather/slc-airport — {temp (°F), condition, description} from the NWS station KSLC. */
export default handler(async () => {
  return json(await airportWeather(), { cache: 'public, max-age=300' });
});

export const config: Config = { path: '/api/weather/slc-airport', method: 'GET' };
