import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveFake, runAlone } from './serve.ts';

/**
 * A local stand-in for the National Weather Service API (api.weather.gov), speaking its wire
 * format: `GET /stations/{id}/observations/latest` answers a GeoJSON Feature
 * (application/geo+json) whose quantities are `{unitCode: "wmoUnit:degC", value, qualityControl}`;
 * errors are application/problem+json. Like the real service it refuses requests without a
 * User-Agent (403). `mode` makes the station fail the way the real service does.
 *
 * For "Today at this place" (issue 19) it also answers `GET /points/{lat},{lng}` (at most four
 * decimals, as NWS: more is a 301 to the rounded point), whose `properties.forecast` is an
 * absolute api.weather.gov URL as the real one is, `GET /gridpoints/{wfo}/{x},{y}/forecast`
 * (14 day/night periods from now, in Utah's offset) and `GET /alerts/active?point=…` (a
 * FeatureCollection). `modes` fails each of them; `failingPoints` fails every request about a
 * point (the e2e server's "everything down" place); `alertsByPoint` sets a point's alerts.
 *
 * Run alone for the e2e server: `node --import tsx tests/fakes/weather.ts --port 4492`,
 * then WEATHER_BASE_URL=http://127.0.0.1:4492.
 */
export type FakeWeatherMode = 'ok' | 'error-500' | 'error-403' | 'malformed' | 'no-temperature';
/** How /points, the forecast and /alerts/active answer: 'hang' never answers (a timeout). */
export type FakeNwsMode = 'ok' | 'error-500' | 'error-503' | 'malformed' | 'wrong-shape' | 'hang';

/** The `properties` of an alert as tests give them; the rest of the wire format is filled in. */
export interface FakeAlert {
  event: string;
  headline?: string;
  severity?: 'Extreme' | 'Severe' | 'Moderate' | 'Minor' | 'Unknown';
  urgency?: string;
  description?: string;
  instruction?: string | null;
  /** Hours from now the alert began and ends. */
  onsetHours?: number;
  endsHours?: number;
}

export interface FakeWeather {
  url: string;
  mode: FakeWeatherMode;
  /** What the station reports now: °C and the text description. */
  observation: { celsius: number; text: string; humidity?: number; windKmh?: number; windDegrees?: number };
  requests: Array<{ path: string; query: string; headers: Record<string, string> }>;
  modes: { points: FakeNwsMode; forecast: FakeNwsMode; alerts: FakeNwsMode };
  /** The point forecast: °F by day and by night and their short forecasts. */
  forecast: { highF: number; lowF: number; day: string; night: string };
  /** Active alerts by point ("37.2,-112.9", as the client asks); points not listed have none. */
  alertsByPoint: Record<string, FakeAlert[]>;
  /** Points ("lat,lng") whose /points, forecast and alerts all answer 500. */
  failingPoints: Set<string>;
  close(): Promise<void>;
}

function problem(status: number, title: string, detail: string, instance: string) {
  return {
    correlationId: '1b2c3d4e',
    title,
    type: `https://api.weather.gov/problems/${status === 500 ? 'UnexpectedProblem' : title.replace(/\s+/g, '')}`,
    status,
    detail,
    instance: `https://api.weather.gov/requests/${instance}`,
  };
}

const q = (unitCode: string, value: number | null) => ({ unitCode, value, qualityControl: value === null ? 'Z' : 'V' });

function feature(base: string, station: string, o: FakeWeather['observation'], withTemperature: boolean) {
  const timestamp = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 - 7 * 60_000).toISOString().replace('.000Z', '+00:00');
  const id = `${base}/stations/${station}/observations/${timestamp}`;
  return {
    '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld', { '@version': '1.1', wx: 'https://api.weather.gov/ontology#' }],
    id,
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [-111.97, 40.78] },
    properties: {
      '@id': id,
      '@type': 'wx:ObservationStation',
      elevation: { unitCode: 'wmoUnit:m', value: 1288 },
      station: `${base}/stations/${station}`,
      timestamp,
      rawMessage: `${station} 011553Z 33008KT 10SM FEW080 SCT200 17/M03 A3004`,
      textDescription: o.text,
      icon: `${base}/icons/land/day/sct?size=medium`,
      presentWeather: [],
      temperature: q('wmoUnit:degC', withTemperature ? o.celsius : null),
      dewpoint: q('wmoUnit:degC', -3.3),
      windDirection: q('wmoUnit:degree_(angle)', o.windDegrees ?? 330),
      windSpeed: q('wmoUnit:km_h-1', o.windKmh ?? 14.8),
      windGust: q('wmoUnit:km_h-1', null),
      barometricPressure: q('wmoUnit:Pa', 101730),
      seaLevelPressure: q('wmoUnit:Pa', null),
      visibility: q('wmoUnit:m', 16090),
      maxTemperatureLast24Hours: q('wmoUnit:degC', null),
      minTemperatureLast24Hours: q('wmoUnit:degC', null),
      precipitationLastHour: q('wmoUnit:mm', null),
      relativeHumidity: q('wmoUnit:percent', o.humidity ?? 25.4),
      windChill: q('wmoUnit:degC', null),
      heatIndex: q('wmoUnit:degC', null),
      cloudLayers: [{ base: q('wmoUnit:m', 2440), amount: 'FEW' }],
    },
  };
}

const REAL = 'https://api.weather.gov';

/** An instant as NWS writes it: local time with Utah's offset ("2026-11-25T18:00:00-07:00"). */
function local(t: number): string {
  const offset = /GMT([+-]\d+)/.exec(new Intl.DateTimeFormat('en-US', { timeZone: 'America/Denver', timeZoneName: 'shortOffset' }).format(t))?.[1] ?? '-7';
  const hours = Number(offset);
  const shifted = new Date(t + hours * 3_600_000).toISOString().slice(0, 19);
  return `${shifted}${hours < 0 ? '-' : '+'}${String(Math.abs(hours)).padStart(2, '0')}:00`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** 14 periods from the current hour, split at 6 AM and 6 PM Utah time, named as NWS names them. */
function periods(f: FakeWeather['forecast'], now = Date.now()) {
  const utcOffsetH = Number(local(now).slice(-6, -3));
  const hourOf = (t: number) => new Date(t + utcOffsetH * 3_600_000).getUTCHours();
  const dayOf = (t: number) => new Date(t + utcOffsetH * 3_600_000).getUTCDay();
  let start = Math.floor(now / 3_600_000) * 3_600_000;
  const out = [];
  for (let n = 1; n <= 14; n++) {
    const h = hourOf(start);
    const isDaytime = h >= 6 && h < 18;
    const hoursLeft = isDaytime ? 18 - h : h >= 18 ? 30 - h : 6 - h;
    const end = start + hoursLeft * 3_600_000;
    const weekday = WEEKDAYS[dayOf(start)]!;
    const name =
      n === 1
        ? isDaytime
          ? h < 12
            ? 'Today'
            : 'This Afternoon'
          : h < 6
            ? 'Overnight'
            : 'Tonight'
        : n === 2 && !isDaytime
          ? 'Tonight'
          : isDaytime
            ? weekday
            : `${weekday} Night`;
    out.push({
      number: n,
      name,
      startTime: local(start),
      endTime: local(end),
      isDaytime,
      temperature: isDaytime ? f.highF : f.lowF,
      temperatureUnit: 'F',
      temperatureTrend: '',
      probabilityOfPrecipitation: { unitCode: 'wmoUnit:percent', value: isDaytime ? 20 : null },
      windSpeed: isDaytime ? '5 to 10 mph' : '5 mph',
      windDirection: isDaytime ? 'SW' : 'N',
      icon: `${REAL}/icons/land/${isDaytime ? 'day' : 'night'}/sct?size=medium`,
      shortForecast: isDaytime ? f.day : f.night,
      detailedForecast: `${isDaytime ? f.day : f.night}, with a ${isDaytime ? 'high' : 'low'} near ${isDaytime ? f.highF : f.lowF}.`,
    });
    start = end;
  }
  return out;
}

function alertFeature(a: FakeAlert, point: string, i: number, now = Date.now()) {
  const id = `urn:oid:2.49.0.1.840.0.fake${point.replace(/[^0-9]/g, '').slice(0, 12)}.${i}.001.1`;
  const onset = now + (a.onsetHours ?? -1) * 3_600_000;
  const ends = now + (a.endsHours ?? 6) * 3_600_000;
  return {
    id: `${REAL}/alerts/${id}`,
    type: 'Feature',
    geometry: null,
    properties: {
      '@id': `${REAL}/alerts/${id}`,
      '@type': 'wx:Alert',
      id,
      areaDesc: 'Zion National Park; Kane; Washington',
      geocode: { SAME: ['049053'], UGC: ['UTZ123'] },
      affectedZones: [`${REAL}/zones/forecast/UTZ123`],
      references: [],
      sent: local(now - 30 * 60_000),
      effective: local(now - 30 * 60_000),
      onset: local(onset),
      expires: local(ends),
      ends: local(ends),
      status: 'Actual',
      messageType: 'Alert',
      category: 'Met',
      severity: a.severity ?? 'Moderate',
      certainty: 'Likely',
      urgency: a.urgency ?? 'Expected',
      event: a.event,
      sender: 'w-nws.webmaster@noaa.gov',
      senderName: 'NWS Salt Lake City UT',
      headline: a.headline ?? `${a.event} issued by NWS Salt Lake City UT`,
      description: a.description ?? `* WHAT...${a.event}.\n\n* WHERE...Portions of southern Utah.`,
      instruction: a.instruction === undefined ? 'Monitor later forecasts.' : a.instruction,
      response: 'Avoid',
      parameters: { NWSheadline: [a.headline ?? a.event], VTEC: ['/O.NEW.KSLC.FF.W.0042.000000T0000Z-000000T0000Z/'] },
    },
  };
}

/** A flash flood warning as NWS Salt Lake City words one for a slot canyon. */
export function flashFloodWarning(): FakeAlert {
  return {
    event: 'Flash Flood Warning',
    severity: 'Severe',
    urgency: 'Immediate',
    headline: 'Flash Flood Warning issued for Zion National Park by NWS Salt Lake City UT',
    description:
      '* WHAT...Flash flooding caused by thunderstorms is expected.\n\n* WHERE...Slot canyons, washes and normally dry creek beds, including the Virgin River Narrows.',
    instruction: 'Do not enter or stay in slot canyons or narrow washes. Move to higher ground now.',
    onsetHours: -0.5,
    endsHours: 3,
  };
}

export async function startFakeWeather(options: { port?: number } = {}): Promise<FakeWeather> {
  const fake = {
    requests: [],
    mode: 'ok',
    observation: { celsius: 16.7, text: 'Partly Cloudy' },
    modes: { points: 'ok', forecast: 'ok', alerts: 'ok' },
    forecast: { highF: 47, lowF: 24, day: 'Mostly Sunny', night: 'Partly Cloudy' },
    alertsByPoint: {},
    failingPoints: new Set<string>(),
  } as unknown as FakeWeather;
  /** Grid cells handed out by /points, back to their point (to fail a failing point's forecast). */
  const grid = new Map<string, string>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    fake.requests.push({ path: url.pathname, query: url.search, headers });
    const send = (status: number, data: unknown, type = status < 400 ? 'application/geo+json' : 'application/problem+json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'public, max-age=300' });
      res.end(typeof data === 'string' ? data : JSON.stringify(data, null, 4));
    };
    if (url.pathname === '/healthz') return send(200, { ok: true }, 'application/json');
    if (!req.headers['user-agent']) {
      return send(403, problem(403, 'Forbidden', 'A User-Agent header is required: identify your application and a contact.', 'no-user-agent'));
    }
    const failing = (mode: FakeNwsMode, instance: string, body: () => unknown) => {
      switch (mode) {
        case 'hang':
          return; // never answers: the client's timeout is under test
        case 'error-500':
          return send(500, problem(500, 'Unexpected Problem', 'An unexpected problem has occurred.', instance));
        case 'error-503':
          return send(503, problem(503, 'Service Unavailable', 'The service is temporarily unavailable.', instance));
        case 'malformed':
          return send(200, '{"type": "Feature", "properties": {"periods": [');
        case 'wrong-shape':
          return send(200, { type: 'Feature', properties: { note: 'not what you asked for' } });
        default:
          return send(200, body());
      }
    };
    const points = /^\/points\/(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)$/.exec(url.pathname);
    if (points && req.method === 'GET') {
      const [lat, lng] = [points[1]!, points[2]!];
      if ([lat, lng].some((v) => (v.split('.')[1] ?? '').length > 4)) {
        const rounded = `${Number(Number(lat).toFixed(4))},${Number(Number(lng).toFixed(4))}`;
        res.writeHead(301, { location: `/points/${rounded}`, 'content-type': 'application/problem+json' });
        return res.end(
          JSON.stringify(
            problem(
              301,
              'Adjusting Precision Of Point Coordinate',
              `The precision of latitude/longitude points is limited to 4 decimal digits for efficiency. The location attribute contains your request mapped to the nearest supported point. If your client supports it, you will be redirected.`,
              'precision',
            ),
          ),
        );
      }
      const point = `${lat},${lng}`;
      const x = Math.round((Number(lng) + 115) * 40);
      const y = Math.round((Number(lat) - 35) * 40);
      grid.set(`SLC/${x},${y}`, point);
      const self = `${REAL}/points/${point}`;
      return failing(fake.failingPoints.has(point) ? 'error-500' : fake.modes.points, `points-${point}`, () => ({
        '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld', { '@version': '1.1', wx: 'https://api.weather.gov/ontology#' }],
        id: self,
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [Number(lng), Number(lat)] },
        properties: {
          '@id': self,
          '@type': 'wx:Point',
          cwa: 'SLC',
          forecastOffice: `${REAL}/offices/SLC`,
          gridId: 'SLC',
          gridX: x,
          gridY: y,
          forecast: `${REAL}/gridpoints/SLC/${x},${y}/forecast`,
          forecastHourly: `${REAL}/gridpoints/SLC/${x},${y}/forecast/hourly`,
          forecastGridData: `${REAL}/gridpoints/SLC/${x},${y}`,
          observationStations: `${REAL}/gridpoints/SLC/${x},${y}/stations`,
          relativeLocation: {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [Number(lng), Number(lat)] },
            properties: { city: 'Springdale', state: 'UT' },
          },
          forecastZone: `${REAL}/zones/forecast/UTZ123`,
          county: `${REAL}/zones/county/UTC053`,
          fireWeatherZone: `${REAL}/zones/fire/UTZ498`,
          timeZone: 'America/Denver',
          radarStation: 'KICX',
        },
      }));
    }
    const gridpoint = /^\/gridpoints\/([A-Z]{3})\/(-?\d+),(-?\d+)\/forecast$/.exec(url.pathname);
    if (gridpoint && req.method === 'GET') {
      const point = grid.get(`${gridpoint[1]}/${gridpoint[2]},${gridpoint[3]}`);
      if (!point) return send(404, problem(404, 'Not Found', 'Unknown grid cell.', 'grid'));
      const now = Date.now();
      return failing(fake.failingPoints.has(point) ? 'error-500' : fake.modes.forecast, `forecast-${point}`, () => ({
        '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld', { '@version': '1.1', wx: 'https://api.weather.gov/ontology#' }],
        type: 'Feature',
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-112.99, 37.2],
              [-112.98, 37.2],
              [-112.98, 37.21],
              [-112.99, 37.2],
            ],
          ],
        },
        properties: {
          units: 'us',
          forecastGenerator: 'BaselineForecastGenerator',
          generatedAt: local(now),
          updateTime: local(now - 40 * 60_000),
          validTimes: `${local(now)}/P7DT6H`,
          elevation: { unitCode: 'wmoUnit:m', value: 1295.4 },
          periods: periods(fake.forecast, now),
        },
      }));
    }
    if (url.pathname === '/alerts/active' && req.method === 'GET') {
      const point = url.searchParams.get('point') ?? '';
      if (!/^-?\d+(\.\d{1,4})?,-?\d+(\.\d{1,4})?$/.test(point)) {
        return send(400, problem(400, 'Bad Request', `Parameter "point" is invalid: '${point}' is not a latitude,longitude pair`, 'bad-point'));
      }
      const list = fake.alertsByPoint[point] ?? [];
      return failing(fake.failingPoints.has(point) ? 'error-503' : fake.modes.alerts, `alerts-${point}`, () => ({
        '@context': ['https://geojson.org/geojson-ld/geojson-context.jsonld', { '@version': '1.1', wx: 'https://api.weather.gov/ontology#' }],
        type: 'FeatureCollection',
        features: list.map((a, i) => alertFeature(a, point, i)),
        title: `Current watches, warnings, and advisories for ${point}`,
        updated: local(Date.now()),
      }));
    }
    const match = /^\/stations\/([A-Z0-9]{3,5})\/observations\/latest$/.exec(url.pathname);
    if (!match || req.method !== 'GET') return send(404, problem(404, 'Not Found', `'${url.pathname}' is not a valid resource path`, 'not-found'));
    switch (fake.mode) {
      case 'error-500':
        return send(500, problem(500, 'Unexpected Problem', 'An unexpected problem has occurred.', 'error-500'));
      case 'error-403':
        return send(403, problem(403, 'Forbidden', 'Access denied.', 'error-403'));
      case 'malformed':
        return send(200, '{"type": "Feature", "properties": {"temperature": ');
      default:
        return send(200, feature(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, match[1]!, fake.observation, fake.mode !== 'no-temperature'));
    }
  });

  const served = await serveFake(server, options.port);
  fake.url = served.url;
  fake.close = served.close;
  return fake;
}

const alone = runAlone(import.meta.url, '4492');
if (alone) {
  const values = alone;
  const fake = await startFakeWeather({ port: Number(values.port) });
  console.log(`fake National Weather Service listening on ${fake.url}`);
}
