import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';

/**
 * A local stand-in for the National Weather Service API (api.weather.gov), speaking its wire
 * format: `GET /stations/{id}/observations/latest` answers a GeoJSON Feature
 * (application/geo+json) whose quantities are `{unitCode: "wmoUnit:degC", value, qualityControl}`;
 * errors are application/problem+json. Like the real service it refuses requests without a
 * User-Agent (403). `mode` makes it fail the way the real service does.
 *
 * Run alone for the e2e server: `node --import tsx tests/fakes/weather.ts --port 4492`,
 * then WEATHER_BASE_URL=http://127.0.0.1:4492.
 */
export type FakeWeatherMode = 'ok' | 'error-500' | 'error-403' | 'malformed' | 'no-temperature';

export interface FakeWeather {
  url: string;
  requests: Array<{ path: string; headers: Record<string, string> }>;
  mode: FakeWeatherMode;
  /** What the station reports now: °C and the text description. */
  observation: { celsius: number; text: string; humidity?: number; windKmh?: number; windDegrees?: number };
  close(): Promise<void>;
}

function problem(status: number, title: string, detail: string, instance: string) {
  return {
    correlationId: '1b2c3d4e',
    title,
    type: status === 500 ? 'https://api.weather.gov/problems/UnexpectedProblem' : 'https://api.weather.gov/problems/Forbidden',
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

export async function startFakeWeather(options: { port?: number } = {}): Promise<FakeWeather> {
  const fake = { requests: [], mode: 'ok', observation: { celsius: 16.7, text: 'Partly Cloudy' } } as unknown as FakeWeather;

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    fake.requests.push({ path: url.pathname, headers });
    const send = (status: number, data: unknown, type = status < 400 ? 'application/geo+json' : 'application/problem+json') => {
      res.writeHead(status, { 'content-type': type, 'cache-control': 'public, max-age=300' });
      res.end(typeof data === 'string' ? data : JSON.stringify(data, null, 4));
    };
    if (url.pathname === '/healthz') return send(200, { ok: true }, 'application/json');
    if (!req.headers['user-agent']) {
      return send(403, problem(403, 'Forbidden', 'A User-Agent header is required: identify your application and a contact.', 'no-user-agent'));
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

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return fake;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4492' } } });
  const fake = await startFakeWeather({ port: Number(values.port) });
  console.log(`fake National Weather Service listening on ${fake.url}`);
}
