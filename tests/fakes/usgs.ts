import http from 'node:http';
import { runAlone, serveFake } from './serve.ts';

/**
 * A local stand-in for USGS Water Data's OGC API (issue 49), speaking its wire format for the one
 * call the site makes: `GET /ogcapi/v0/collections/latest-continuous/items?monitoring_location_id=USGS-…&parameter_code=00060`
 * answers a GeoJSON FeatureCollection, one Feature per continuous time series, each with a point
 * geometry and `properties` {id, time_series_id, monitoring_location_id, parameter_code,
 * statistic_id, time (ISO with offset), value (a string), unit_of_measure ("ft^3/s"),
 * approval_status ("Provisional"), qualifier, last_modified}, plus `numberReturned` and `links`,
 * as api.waterdata.usgs.gov/ogcapi/v0/openapi describes the collection.
 *
 * Controls for the browser tests: `POST /_control/flow` `{"gauge", "cfs", "minutesAgo"}`,
 * `POST /_control/mode` `{"mode": "ok" | "error-500" | "malformed" | "empty"}`, `POST /_control/reset`.
 */
export type FakeUsgsMode = 'ok' | 'error-500' | 'malformed' | 'empty';

export interface FakeFlow {
  cfs: number;
  /** When it was measured, ms; 10 minutes ago when not given. */
  at?: number;
}

export interface FakeUsgs {
  url: string;
  flows: Record<string, FakeFlow>;
  mode: FakeUsgsMode;
  requests: Array<{ path: string; query: string; apiKey: string | undefined }>;
  close(): Promise<void>;
}

/** The North Fork of the Virgin River in a quiet December: 47 cubic feet per second. */
const defaultFlows = (): Record<string, FakeFlow> => ({ 'USGS-09405500': { cfs: 47 } });

const GAUGE_POINTS: Record<string, [number, number]> = { 'USGS-09405500': [-112.9470833, 37.2158333] };

function feature(gauge: string, flow: FakeFlow) {
  const at = new Date(flow.at ?? Date.now() - 10 * 60_000);
  // USGS writes the time with the gauge's offset: Utah's -07:00 (MST) or -06:00 (MDT).
  const local = new Date(at.getTime() - 7 * 3_600_000).toISOString().slice(0, 19);
  return {
    type: 'Feature',
    id: `${gauge}-00060-00011`,
    geometry: { type: 'Point', coordinates: GAUGE_POINTS[gauge] ?? [-111.9, 40.7] },
    properties: {
      id: `${gauge}-00060-00011`,
      time_series_id: '4e0d2b7c1a8f4f2c9d3e5b6a7c8d9e0f',
      monitoring_location_id: gauge,
      parameter_code: '00060',
      statistic_id: '00011',
      time: `${local}-07:00`,
      value: flow.cfs.toFixed(1),
      unit_of_measure: 'ft^3/s',
      approval_status: 'Provisional',
      qualifier: null,
      last_modified: at.toISOString(),
    },
  };
}

async function bodyOf(req: http.IncomingMessage): Promise<Record<string, string | number>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, string | number>) : {};
}

export async function startFakeUsgs(options: { port?: number } = {}): Promise<FakeUsgs> {
  const fake: Omit<FakeUsgs, 'url' | 'close'> = { flows: defaultFlows(), mode: 'ok', requests: [] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, data: unknown, type = 'application/geo+json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof data === 'string' ? data : JSON.stringify(data));
    };
    if (url.pathname.startsWith('/_control/')) {
      return void bodyOf(req)
        .then((body) => {
          if (url.pathname === '/_control/flow' && body.gauge)
            fake.flows[String(body.gauge)] = { cfs: Number(body.cfs), at: Date.now() - Number(body.minutesAgo ?? 10) * 60_000 };
          else if (url.pathname === '/_control/mode') fake.mode = (body.mode ?? 'ok') as FakeUsgsMode;
          else if (url.pathname === '/_control/reset') {
            fake.flows = defaultFlows();
            fake.mode = 'ok';
          } else return send(404, { error: 'unknown control' }, 'application/json');
          send(200, { ok: true }, 'application/json');
        })
        .catch(() => send(400, { error: 'bad JSON' }, 'application/json'));
    }
    fake.requests.push({ path: url.pathname, query: url.search, apiKey: req.headers['x-api-key'] as string | undefined });
    if (url.pathname !== '/ogcapi/v0/collections/latest-continuous/items')
      return send(404, { code: 'NotFound', description: 'Collection not found' }, 'application/json');
    if (fake.mode === 'error-500') return send(500, { code: 'InternalServerError', description: 'Internal server error' }, 'application/json');
    if (fake.mode === 'malformed') return send(200, '{"type": "FeatureCollection", "features": [');
    const gauge = url.searchParams.get('monitoring_location_id') ?? '';
    const code = url.searchParams.get('parameter_code');
    const flow = fake.flows[gauge];
    const features = fake.mode === 'empty' || !flow || (code && code !== '00060') ? [] : [feature(gauge, flow)];
    return send(200, {
      type: 'FeatureCollection',
      features,
      numberReturned: features.length,
      links: [{ type: 'application/geo+json', rel: 'self', title: 'This document as GeoJSON', href: `${url.pathname}${url.search}` }],
      timeStamp: new Date().toISOString(),
    });
  });
  const served = await serveFake(server, options.port);
  return Object.assign(fake, { url: served.url, close: served.close });
}

const alone = runAlone(import.meta.url, '4694');
if (alone) {
  const fake = await startFakeUsgs({ port: alone.port });
  process.stdout.write(`fake USGS Water Data listening on ${fake.url}\n`);
}
