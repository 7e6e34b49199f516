import http from 'node:http';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { serveFake } from './serve.ts';

/**
 * A local stand-in for UDOT's traffic API (udottraffic.utah.gov, developer API v2), speaking
 * its wire format: `GET /api/v2/get/event?key=…&format=json` and `/api/v2/get/mountainpasses`
 * answer JSON arrays of PascalCase records, times in Unix seconds. A missing or wrong key is
 * answered 401 as the real service does. `mode` fails the service ('error-500', 'hang',
 * 'malformed').
 *
 * Control (for the browser tests, which run in other processes than the fake):
 * - `POST /_control/events` with an event record (at least ID, RoadwayName, Latitude, Longitude)
 *   adds or replaces it; `DELETE /_control/events/{ID}` lifts it;
 * - `POST /_control/mode` with `{"mode": "error-500"}` sets the mode; `POST /_control/reset` clears all.
 *
 * Run alone: `node --import tsx tests/fakes/udot.ts --port 4692 --key fake-udot-key`.
 */
export type FakeUdotMode = 'ok' | 'error-500' | 'hang' | 'malformed';

export interface FakeUdot {
  url: string;
  apiKey: string;
  mode: FakeUdotMode;
  events: Map<string, Record<string, unknown>>;
  passes: Array<Record<string, unknown>>;
  /** Every call, with the moment it came (ms since the epoch). */
  requests: Array<{ path: string; query: string; at: number }>;
  close(): Promise<void>;
}

/** A full closure of Little Cottonwood Canyon as UDOT posts one for avalanche control. */
export function lccClosure(startSeconds: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ID: 'UDOT-4471',
    SourceId: '4471',
    Organization: 'UDOT',
    RoadwayName: 'SR-210',
    DirectionOfTravel: 'Both Directions',
    Description: 'SR-210 is closed in both directions for avalanche control.',
    Location: 'Snowbird Entry 2',
    Reported: startSeconds,
    LastUpdated: startSeconds,
    StartDate: startSeconds,
    PlannedEndDate: null,
    LanesAffected: 'All Lanes Closed',
    Latitude: 40.5745,
    Longitude: -111.7402,
    LatitudeSecondary: 0,
    LongitudeSecondary: 0,
    EventType: 'closures',
    EventSubType: 'Avalanche Control',
    IsFullClosure: true,
    Severity: 'Major',
    EncodedPolyline: null,
    Comment: null,
    Recurrence: null,
    RecurrenceSchedules: null,
    DetourPolyline: '',
    DetourInstructions: '',
    ...overrides,
  };
}

/** SR-9 closed east of the Zion–Mount Carmel tunnel, as UDOT posts a full closure (issue 40). */
export function zionTunnelClosure(since: number) {
  return lccClosure(since, {
    ID: 'UDOT-9001',
    SourceId: '9001',
    RoadwayName: 'SR-9',
    Description: 'SR-9 is closed in both directions east of the Zion–Mount Carmel tunnel for rock fall clean-up.',
    Location: 'Zion–Mount Carmel Tunnel to the East Entrance',
    EventSubType: 'Rock Fall',
    Latitude: 37.222,
    Longitude: -112.915,
  });
}

async function bodyOf(req: http.IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? JSON.parse(text) : null;
}

export async function startFakeUdot(options: { port?: number; apiKey?: string } = {}): Promise<FakeUdot> {
  const fake = { apiKey: options.apiKey ?? 'fake-udot-key', mode: 'ok', events: new Map(), passes: [], requests: [] } as unknown as FakeUdot;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(typeof data === 'string' ? data : JSON.stringify(data));
    };
    if (url.pathname === '/healthz') return send(200, { ok: true });
    if (url.pathname.startsWith('/_control/')) {
      return void bodyOf(req)
        .then((body) => {
          const event = body as Record<string, unknown> | null;
          if (url.pathname === '/_control/events' && req.method === 'POST' && event?.ID) fake.events.set(String(event.ID), event);
          else if (url.pathname.startsWith('/_control/events/') && req.method === 'DELETE') fake.events.delete(decodeURIComponent(url.pathname.slice(17)));
          else if (url.pathname === '/_control/mode' && req.method === 'POST') fake.mode = (body as { mode: FakeUdotMode }).mode;
          else if (url.pathname === '/_control/reset' && req.method === 'POST') {
            fake.events.clear();
            fake.passes = [];
            fake.mode = 'ok';
          } else return send(404, { error: 'unknown control' });
          send(200, { ok: true, events: fake.events.size });
        })
        .catch(() => send(400, { error: 'bad JSON' }));
    }
    fake.requests.push({ path: url.pathname, query: url.search, at: Date.now() });
    const key = url.searchParams.get('key');
    if (key !== fake.apiKey) return send(401, { Message: 'Authorization has been denied for this request.' });
    const resource = /^\/api\/v2\/get\/(event|mountainpasses)$/.exec(url.pathname)?.[1];
    if (!resource || req.method !== 'GET') return send(404, { Message: 'No HTTP resource was found that matches the request URI.' });
    if (fake.mode === 'hang') return;
    if (fake.mode === 'error-500') return send(500, { Message: 'An error has occurred.' });
    if (fake.mode === 'malformed') return send(200, '[{"ID": ');
    return send(200, resource === 'event' ? [...fake.events.values()] : fake.passes);
  });
  const served = await serveFake(server, options.port);
  fake.url = served.url;
  fake.close = served.close;
  return fake;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4692' }, key: { type: 'string', default: 'fake-udot-key' } } });
  const fake = await startFakeUdot({ port: Number(values.port), apiKey: values.key });
  process.stdout.write(`fake UDOT traffic API listening on ${fake.url}\n`);
}
