import { z } from 'zod';
import { HttpError } from '../../lib/errors.ts';
import { env } from '../../server/env.ts';
import { recordOutcome } from '../../server/outsideServices.ts';
import { TtlCache } from '../../server/ttlCache.ts';
import { toWeather, type NwsObservation, type Weather } from './weather.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { log } from '../../server/log.ts';

/** The airport's station; observations come roughly hourly, so a few minutes of cache lose nothing. */
export const STATION = 'KSLC';
export const WEATHER_CACHE_MS = 5 * 60 * 1000;
/** When the service fails, an answer this recent is still better than "Weather unavailable". */
export const WEATHER_STALE_MS = 30 * 60 * 1000;
/** After a failure, visitors get the same answer for a minute instead of a new slow attempt each. */
export const WEATHER_RETRY_MS = 60 * 1000;
const UPSTREAM_TIMEOUT_MS = 8000;
/** The NWS API refuses requests without a User-Agent that says who is calling and how to reach them. */
export const NWS_USER_AGENT = 'SLC Trips (slctrips.com, hello@slctrips.com)';

const quantity = z.looseObject({ unitCode: z.string().optional(), value: z.number().nullable().optional() }).nullable().optional();
const observationSchema = z.looseObject({
  properties: z.looseObject({
    textDescription: z.string().nullable().optional(),
    temperature: quantity,
    relativeHumidity: quantity,
    windSpeed: quantity,
    windDirection: quantity,
  }),
});

const cache = new TtlCache<Weather>({ ttlMs: WEATHER_CACHE_MS, staleMs: WEATHER_STALE_MS, failureTtlMs: WEATHER_RETRY_MS, maxEntries: 1 });
forgetOnReset(() => cache.clear());

function unavailable(message: string): HttpError {
  return new HttpError(502, message);
}

async function fetchLatest(): Promise<Weather> {
  const url = `${env().WEATHER_BASE_URL.replace(/\/+$/, '')}/stations/${STATION}/observations/latest`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'user-agent': NWS_USER_AGENT, accept: 'application/geo+json' },
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
  } catch (error) {
    log.error('weather', `request failed: ${(error as Error).message}`);
    recordOutcome('weather', false, `${STATION} observation: could not be reached`);
    throw unavailable('The weather service could not be reached.');
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) {
    // NWS errors are application/problem+json; keep the detail in our logs.
    log.error('weather', `${STATION} answered ${response.status}: ${body.replace(/\s+/g, ' ').slice(0, 300)}`);
    recordOutcome('weather', false, `${STATION} observation: answered ${response.status}`);
    throw unavailable(`The weather service answered ${response.status}.`);
  }
  let parsed: z.infer<typeof observationSchema>;
  try {
    parsed = observationSchema.parse(JSON.parse(body));
  } catch {
    log.error('weather', `unreadable observation: ${body.replace(/\s+/g, ' ').slice(0, 120)}`);
    recordOutcome('weather', false, `${STATION} observation: sent an answer we could not read`);
    throw unavailable('The weather service sent an answer we could not read.');
  }
  recordOutcome('weather', true, `${STATION} observation: answered ${response.status}`);
  const weather = toWeather(parsed.properties as NwsObservation);
  if (!weather) throw unavailable('The latest observation at the airport has no temperature.');
  return weather;
}

/**
 * The airport's current weather from the National Weather Service, cached WEATHER_CACHE_MS.
 * Concurrent misses share one request; on failure a copy younger than WEATHER_STALE_MS is
 * served, otherwise a 502, and the service is left alone for WEATHER_RETRY_MS.
 */
export function airportWeather(): Promise<Weather> {
  return cache.get(STATION, fetchLatest);
}
