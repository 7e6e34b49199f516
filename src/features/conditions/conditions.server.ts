import { getTimes } from 'suncalc';
import { z } from 'zod';
import { env } from '../../server/env.ts';
import { recordOutcome as recordServiceOutcome } from '../../server/outsideServices.ts';
import { TtlCache } from '../../server/ttlCache.ts';
import { NWS_USER_AGENT } from '../weather/weather.server.ts';
import {
  type AlertSeverity,
  type Conditions,
  compareAlerts,
  compareParkAlerts,
  type ForecastPeriod,
  isProminentAlert,
  NPS_NOT_SET_UP,
  type ParkAlert,
  type UnitAlerts,
  type WeatherAlert,
} from './conditions.ts';
import type { Part } from '../../lib/api.ts';
import { NPS_UNITS, npsParkCode, UTAH_UNITS } from './parkCodes.ts';
import { forgetOnReset } from '../../server/processState.ts';
import { addDays } from '../../lib/calendar.ts';
import { utahDate } from '../../lib/utahTime.ts';
import { errorText, log, stackOf } from '../../server/log.ts';

/** How long each source is kept (issue 19: forecast 30 min, alerts 5 min); failures are retried after a minute. */
export const CONDITIONS_TTL = {
  /** A point's forecast office and grid cell do not move: a day. */
  points: 24 * 60 * 60_000,
  forecast: 30 * 60_000,
  alerts: 5 * 60_000,
  park: 15 * 60_000,
  failure: 60_000,
} as const;

/** Tests shorten the wait for a service that never answers. */
export const conditionsSettings = { timeoutMs: 8000 };

const NWS = 'The National Weather Service';
export const NPS = 'The National Park Service';

/** A source that failed; the message is the plain reason shown to visitors (photos.server.ts uses it too). */
export class SourceError extends Error {}

const caches = {
  points: new TtlCache<string>({ ttlMs: CONDITIONS_TTL.points, failureTtlMs: CONDITIONS_TTL.failure }),
  forecast: new TtlCache<{ periods: ForecastPeriod[]; updated: string | null }>({ ttlMs: CONDITIONS_TTL.forecast, failureTtlMs: CONDITIONS_TTL.failure }),
  alerts: new TtlCache<WeatherAlert[]>({ ttlMs: CONDITIONS_TTL.alerts, failureTtlMs: CONDITIONS_TTL.failure }),
  park: new TtlCache<ParkAlerts>({ ttlMs: CONDITIONS_TTL.park, failureTtlMs: CONDITIONS_TTL.failure }),
};
forgetOnReset(() => {
  for (const cache of Object.values(caches)) cache.clear();
});

/**
 * A GET of an outside JSON API (NWS, NPS, the avalanche center, USGS); every failure is a
 * SourceError with a plain reason, details logged. NWS's and NPS's outcomes also feed the status
 * page's record of the outside services (the others have their own schedule or probe).
 */
export async function getJson(url: string | URL, headers: Record<string, string>, who: string, what: string): Promise<unknown> {
  const service = who === NPS ? 'parks' : who === NWS ? 'weather' : null;
  const recordOutcome = (ok: boolean, detail: string) => service && recordServiceOutcome(service, ok, detail);
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(conditionsSettings.timeoutMs) });
  } catch (error) {
    log.error('conditions', `${what}: request failed: ${(error as Error).message}`);
    recordOutcome(false, `${what}: could not be reached`);
    throw new SourceError(`${who} could not be reached.`);
  }
  const body = await response.text().catch(() => '');
  if (!response.ok) {
    // NWS errors are application/problem+json, NPS's plain JSON: the detail goes to our logs only.
    log.error('conditions', `${what} answered ${response.status}: ${body.replace(/\s+/g, ' ').slice(0, 300)}`);
    recordOutcome(false, `${what}: answered ${response.status}`);
    if (who === NPS && (response.status === 401 || response.status === 403)) throw new SourceError(`${who} refused our API key (${response.status}).`);
    throw new SourceError(`${who} answered ${response.status}.`);
  }
  try {
    const value = JSON.parse(body) as unknown;
    recordOutcome(true, `${what}: answered ${response.status}`);
    return value;
  } catch {
    log.error('conditions', `${what}: unreadable answer: ${body.replace(/\s+/g, ' ').slice(0, 120)}`);
    recordOutcome(false, `${what}: sent an answer we could not read`);
    throw new SourceError(`${who} sent an answer we could not read.`);
  }
}

export function parsed<S extends z.ZodType>(schema: S, data: unknown, who: string, what: string): z.infer<S> {
  const result = schema.safeParse(data);
  if (!result.success) {
    log.error('conditions', `${what}: unexpected shape: ${z.prettifyError(result.error).slice(0, 300)}`);
    throw new SourceError(`${who} sent an answer we could not read.`);
  }
  return result.data;
}

// ---------------------------------------------------------------------------------------------
// National Weather Service: /points/{lat},{lng} → its forecast URL → periods; /alerts/active
// ---------------------------------------------------------------------------------------------

/** NWS takes at most four decimals (more answers a redirect), without trailing zeros. */
export function nwsPoint(lat: number, lng: number): string {
  return `${Number(lat.toFixed(4))},${Number(lng.toFixed(4))}`;
}

const nwsHeaders = { 'user-agent': NWS_USER_AGENT, accept: 'application/geo+json' };
const nwsBase = () => env().WEATHER_BASE_URL.replace(/\/+$/, '');

const pointSchema = z.looseObject({ properties: z.looseObject({ forecast: z.url() }) });
const forecastSchema = z.looseObject({
  properties: z.looseObject({
    updateTime: z.string().nullish(),
    periods: z.array(
      z.looseObject({
        name: z.string(),
        startTime: z.string(),
        endTime: z.string(),
        isDaytime: z.boolean(),
        temperature: z.number(),
        temperatureUnit: z.string(),
        windSpeed: z.string().nullish(),
        windDirection: z.string().nullish(),
        shortForecast: z.string(),
        probabilityOfPrecipitation: z.looseObject({ value: z.number().nullish() }).nullish(),
      }),
    ),
  }),
});
const alertsSchema = z.looseObject({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.looseObject({
      id: z.string().optional(),
      properties: z.looseObject({
        id: z.string().optional(),
        event: z.string(),
        headline: z.string().nullish(),
        severity: z.string().nullish(),
        urgency: z.string().nullish(),
        onset: z.string().nullish(),
        ends: z.string().nullish(),
        expires: z.string().nullish(),
        description: z.string().nullish(),
        instruction: z.string().nullish(),
      }),
    }),
  ),
});

/** The forecast URL of /points is absolute (api.weather.gov): keep its path on our configured base. */
function rebase(url: string): string {
  const u = new URL(url);
  return `${new URL(nwsBase()).origin}${u.pathname}${u.search}`;
}

async function forecastUrl(point: string): Promise<string> {
  return caches.points.get(point, async () => {
    const body = await getJson(`${nwsBase()}/points/${point}`, nwsHeaders, NWS, `points ${point}`);
    return rebase(parsed(pointSchema, body, NWS, `points ${point}`).properties.forecast);
  });
}

function toPeriod(p: z.infer<typeof forecastSchema>['properties']['periods'][number]): ForecastPeriod {
  const wind = [p.windSpeed?.trim(), p.windDirection?.trim()].filter(Boolean).join(' ');
  const chance = p.probabilityOfPrecipitation?.value;
  return {
    name: p.name,
    startTime: p.startTime,
    endTime: p.endTime,
    isDaytime: p.isDaytime,
    temperature: p.temperature,
    temperatureUnit: p.temperatureUnit,
    shortForecast: p.shortForecast,
    wind: wind || null,
    precipitationChance: typeof chance === 'number' ? chance : null,
  };
}

async function forecastAt(point: string) {
  return caches.forecast.get(point, async () => {
    const url = await forecastUrl(point);
    const body = parsed(forecastSchema, await getJson(url, nwsHeaders, NWS, `forecast ${point}`), NWS, `forecast ${point}`);
    return { periods: body.properties.periods.map(toPeriod), updated: body.properties.updateTime ?? null };
  });
}

const SEVERITIES = new Set<AlertSeverity>(['Extreme', 'Severe', 'Moderate', 'Minor', 'Unknown']);
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

async function alertsAt(point: string): Promise<WeatherAlert[]> {
  return caches.alerts.get(point, async () => {
    const url = `${nwsBase()}/alerts/active?point=${point}`;
    const body = parsed(alertsSchema, await getJson(url, nwsHeaders, NWS, `alerts ${point}`), NWS, `alerts ${point}`);
    return body.features
      .map(({ id, properties: p }, i): WeatherAlert => {
        const severity = SEVERITIES.has(p.severity as AlertSeverity) ? (p.severity as AlertSeverity) : 'Unknown';
        return {
          id: p.id ?? id ?? `alert-${i}`,
          event: p.event,
          headline: p.headline ?? null,
          severity,
          urgency: p.urgency ?? 'Unknown',
          onset: p.onset ?? null,
          ends: p.ends ?? null,
          expires: p.expires ?? null,
          description: clip(p.description ?? '', 4000),
          instruction: p.instruction ? clip(p.instruction, 2000) : null,
          prominent: isProminentAlert(p.event),
        };
      })
      .sort(compareAlerts);
  });
}

// ---------------------------------------------------------------------------------------------
// National Park Service: /api/v1/alerts?parkCode={code} with the key in X-Api-Key
// ---------------------------------------------------------------------------------------------

const npsAlertsSchema = z.looseObject({
  data: z.array(
    z.looseObject({
      id: z.string(),
      url: z.string().nullish(),
      title: z.string(),
      parkCode: z.string().nullish(),
      description: z.string().nullish(),
      category: z.string().nullish(),
      lastIndexedDate: z.string().nullish(),
    }),
  ),
});

/** A unit's alerts and when the NPS gave them (a cached answer keeps its own time). */
interface ParkAlerts {
  alerts: ParkAlert[];
  answeredAt: string;
}

async function parkAlerts(code: string, key: string): Promise<ParkAlerts> {
  return caches.park.get(code, async () => {
    const url = `${env().NPS_BASE_URL.replace(/\/+$/, '')}/api/v1/alerts?parkCode=${encodeURIComponent(code)}&limit=50`;
    const body = parsed(
      npsAlertsSchema,
      await getJson(url, { 'x-api-key': key, accept: 'application/json', 'user-agent': NWS_USER_AGENT }, NPS, `park alerts ${code}`),
      NPS,
      `park alerts ${code}`,
    );
    const alerts = body.data
      .map((a) => ({
        id: a.id,
        title: a.title,
        category: a.category || 'Information',
        description: clip(a.description ?? '', 2000),
        url: a.url && /^https?:\/\//.test(a.url) ? a.url : null,
        lastIndexedDate: a.lastIndexedDate ?? null,
      }))
      .sort(compareParkAlerts);
    return { alerts, answeredAt: new Date().toISOString() };
  });
}

/**
 * GET /api/park-alerts (issue 40, /conditions): the current alerts of every NPS unit in Utah,
 * each unit a part of its own (one failing leaves the others), with the time the NPS answered.
 */
export async function utahParkAlerts(): Promise<UnitAlerts[]> {
  const key = env().NPS_API_KEY;
  return Promise.all(
    UTAH_UNITS.map(async (code) => ({
      parkCode: code,
      parkName: NPS_UNITS[code],
      part: await part(async () => {
        if (!key) throw new SourceError(NPS_NOT_SET_UP);
        return parkAlerts(code, key);
      }, `park alerts ${code}`),
    })),
  );
}

// ---------------------------------------------------------------------------------------------
// The answer
// ---------------------------------------------------------------------------------------------

export { utahDate };

/** Sunrise and sunset of a Utah day at a point, computed locally with suncalc. */
export function sunTimes(date: string, lat: number, lng: number): { sunrise: string | null; sunset: string | null } {
  // suncalc answers the solar day of the instant given: ask at midday in Utah (19:00 UTC).
  const times = getTimes(new Date(`${date}T19:00:00Z`), lat, lng);
  const iso = (d: Date | null | undefined) => (d && Number.isFinite(d.getTime()) ? d.toISOString() : null);
  return { sunrise: iso(times.sunrise), sunset: iso(times.sunset) };
}

async function part<T extends object>(load: () => Promise<T>, what: string): Promise<Part<T>> {
  try {
    return { status: 'ok', ...(await load()) };
  } catch (error) {
    if (error instanceof SourceError) return { status: 'unavailable', reason: error.message };
    log.error('conditions', `${what} failed: ${errorText(error)}`, { stack: stackOf(error) });
    return { status: 'unavailable', reason: 'Something went wrong on our side.' };
  }
}

/**
 * The NWS forecast at a point, all its periods (about seven days): a multi-day trip's nights
 * (decision 052). Cached like a destination's forecast; an outside failure is a part "unavailable".
 */
export async function forecastAtPoint(lat: number, lng: number): Promise<Conditions['forecast']> {
  return part(() => forecastAt(nwsPoint(lat, lng)), 'forecast');
}

const NO_COORDINATES = 'This place has no coordinates in our catalogue.';

/**
 * Today's conditions at a destination: the NWS forecast for today and tomorrow and the active
 * alerts at its point, sunrise and sunset, and its NPS unit's alerts. Each source is cached on
 * its own and fails on its own: the answer always comes, with a status per part.
 */
export async function destinationConditions(
  destination: { id: string; coordinates: { lat: number; lng: number } | null },
  now = new Date(),
): Promise<Conditions> {
  const today = utahDate(now);
  const tomorrow = addDays(today, 1);
  const c = destination.coordinates;
  const point = c ? nwsPoint(c.lat, c.lng) : null;
  const code = npsParkCode(destination.id);
  const key = env().NPS_API_KEY;

  const [forecast, alerts, park] = await Promise.all([
    part(async () => {
      if (!point) throw new SourceError(NO_COORDINATES);
      const { periods, updated } = await forecastAt(point);
      // Today and tomorrow in Utah, from the period under way now.
      const kept = periods.filter((p) => Date.parse(p.endTime) > now.getTime() && [today, tomorrow].includes(utahDate(Date.parse(p.startTime))));
      return { periods: kept, updated };
    }, 'forecast'),
    part(async () => {
      if (!point) throw new SourceError(NO_COORDINATES);
      return { alerts: await alertsAt(point) };
    }, 'alerts'),
    code
      ? part(async () => {
          if (!key) throw new SourceError(NPS_NOT_SET_UP);
          return { parkCode: code, parkName: NPS_UNITS[code], alerts: (await parkAlerts(code, key)).alerts };
        }, 'park alerts')
      : Promise.resolve(null),
  ]);
  const sun: Conditions['sun'] = c ? { status: 'ok', ...sunTimes(today, c.lat, c.lng) } : { status: 'unavailable', reason: NO_COORDINATES };
  return { destinationId: destination.id, date: today, forecast, alerts, sun, park };
}

/** The headers of every NPS API call: the key, JSON, and the site's user agent. */
export const npsHeaders = (key: string): Record<string, string> => ({ 'x-api-key': key, accept: 'application/json', 'user-agent': NWS_USER_AGENT });
