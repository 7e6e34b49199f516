import type { Config } from '@netlify/functions';
import { airportWeather } from '../src/features/weather/weather.server.ts';
import { HttpError } from '../src/lib/errors.ts';
import { handler, json } from '../src/server/http.ts';

/**
 * GET /api/weather/slc-airport — {temp (°F), condition, description} from the NWS station KSLC.
 * When NWS fails (down, refusing, unreadable, no temperature) the answer is still 200, with
 * `{unavailable: true, reason}`: the chip on every page says "Weather unavailable" without a failed
 * request on the visitor's console (issue 51). The failure is the weather service's, not this
 * request's; the status page keeps NWS's own last answer. Not cached long: a minute.
 */
export default handler(async () => {
  try {
    return json(await airportWeather(), { cache: 'public, max-age=300' });
  } catch (error) {
    if (error instanceof HttpError && error.status === 502) return json({ unavailable: true, reason: error.message }, { cache: 'public, max-age=60' });
    throw error;
  }
});

export const config: Config = { path: '/api/weather/slc-airport', method: 'GET' };
