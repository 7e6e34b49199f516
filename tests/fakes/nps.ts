import fs from 'node:fs';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serveFake } from './serve.ts';

/**
 * A local stand-in for the National Park Service API (developer.nps.gov, served through
 * api.data.gov), speaking its wire format: `GET /api/v1/alerts?parkCode=zion&limit=50` with the
 * key in `X-Api-Key` (or `api_key`) answers `{total, limit, start, data: [...]}` — the three
 * counts as strings, as the real API sends them — each alert `{id, url, title, parkCode,
 * description, category, relatedRoadEvents, lastIndexedDate}`. Without a key api.data.gov
 * answers 403 API_KEY_MISSING, with a wrong one 403 API_KEY_INVALID. `mode` fails the way the
 * real service does ('error-401' as some gateways answer a bad key); `failingParks` fails one
 * park's requests with a 500 (the e2e server's "everything down" place).
 *
 * Photos (issue 22): `GET /api/v1/parks?parkCode=arch` answers the park with its `images[]`
 * `{credit, title, altText, caption, url}`, the images themselves served keyless at their url
 * (www.nps.gov/common/uploads/structured_data/… in real life) as a small real JPEG. The same
 * answer carries the park's `entranceFees[] {cost, description, title}` and `operatingHours[]
 * {name, description, standardHours: {monday: "All Day", …}, exceptions}` (decision 050).
 *
 * Run alone: `node --import tsx tests/fakes/nps.ts --port 4691 --key e2e-nps-key`.
 */
export type FakeNpsMode = 'ok' | 'error-500' | 'error-401' | 'malformed' | 'hang';

export interface FakeNpsAlert {
  title: string;
  category: 'Park Closure' | 'Danger' | 'Caution' | 'Information';
  description: string;
  url?: string;
}

export interface FakeNps {
  url: string;
  apiKey: string;
  mode: FakeNpsMode;
  requests: Array<{ path: string; query: string; headers: Record<string, string> }>;
  /** Current alerts by park code; parks not listed have none. */
  alertsByPark: Record<string, FakeNpsAlert[]>;
  failingParks: Set<string>;
  /** The park's images (`/api/v1/parks`), by park code; the url is made on the fake's own host. */
  imagesByPark: Record<string, FakeNpsImage[]>;
  /** The park's `entranceFees` and `operatingHours` (`/api/v1/parks`), by park code; parks not listed have none. */
  factsByPark: Record<string, FakeNpsParkFacts>;
  close(): Promise<void>;
}

export interface FakeNpsParkFacts {
  entranceFees: Array<{ cost: string; description: string; title: string }>;
  operatingHours: Array<{ name: string; description: string; standardHours: Record<string, string>; exceptions: unknown[] }>;
}

/** Zion's fees and hours as the NPS API words them (the costs as strings with cents, as it sends them). */
export function zionFacts(): FakeNpsParkFacts {
  const allDay = Object.fromEntries(['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, 'All Day']));
  return {
    entranceFees: [
      {
        cost: '35.00',
        description: 'Admits one private, non-commercial vehicle and all its occupants; valid for 7 days.',
        title: 'Zion National Park - Private Vehicle',
      },
      { cost: '30.00', description: 'Admits one private, non-commercial motorcycle; valid for 7 days.', title: 'Zion National Park - Motorcycle' },
      { cost: '20.00', description: 'Admits one individual on foot or bicycle; valid for 7 days.', title: 'Zion National Park - Per Person' },
    ],
    operatingHours: [{ name: 'Zion National Park', description: 'Zion National Park is open every day of the year.', standardHours: allDay, exceptions: [] }],
  };
}

export interface FakeNpsImage {
  credit: string;
  title: string;
  altText: string;
  caption: string;
  /** The file name under /common/uploads/structured_data/. */
  file: string;
}

/** A small real JPEG (160 × 120), the body of every fake image. */
const FAKE_IMAGE = fs.readFileSync(fileURLToPath(new URL('./photo.jpg', import.meta.url)));

/** Images as the Arches page of the NPS API lists them. */
export function archImages(): FakeNpsImage[] {
  return [
    {
      credit: 'NPS/Neal Herbert',
      title: 'Delicate Arch at sunset',
      altText: 'A lone sandstone arch glowing orange against a blue evening sky',
      caption: 'Delicate Arch is the most widely recognized arch in the world.',
      file: '3C7D2FBB-1DD8-B71B-0BED99731011CFCE.jpg',
    },
    {
      credit: 'NPS/Jacob W. Frank',
      title: 'Park Avenue',
      altText: 'Tall red rock fins line a wide sandy canyon',
      caption: 'Park Avenue from its viewpoint.',
      file: '3C7D3A5E-1DD8-B71B-0B5A0E3A6D2C7E11.jpg',
    },
  ];
}

/** Alerts as Zion posts them in a wet autumn. */
export function zionAlerts(): FakeNpsAlert[] {
  return [
    {
      title: 'Flash Flood Potential: Probable',
      category: 'Danger',
      description: 'Flash flooding is probable today. Do not enter The Narrows or other slot canyons.',
    },
    {
      title: 'The Narrows Closed Above Riverside Walk',
      category: 'Park Closure',
      description: 'The Virgin River is flowing above 150 cfs; the Narrows is closed to hiking from the end of the Riverside Walk.',
      url: 'https://www.nps.gov/zion/planyourvisit/conditions.htm',
    },
  ];
}

const apiDataGovError = (code: string, message: string) => ({ error: { code, message } });

export async function startFakeNps(options: { port?: number; apiKey?: string } = {}): Promise<FakeNps> {
  const fake = {
    apiKey: options.apiKey ?? 'fake-nps-key',
    mode: 'ok',
    requests: [],
    alertsByPark: {},
    failingParks: new Set<string>(),
    imagesByPark: {},
    factsByPark: {},
  } as unknown as FakeNps;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    fake.requests.push({ path: url.pathname, query: url.search, headers });
    const send = (status: number, data: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(typeof data === 'string' ? data : JSON.stringify(data));
    };
    if (url.pathname === '/healthz') return send(200, { ok: true });
    if (url.pathname.startsWith('/common/uploads/structured_data/') && req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': String(FAKE_IMAGE.length) });
      return res.end(FAKE_IMAGE);
    }
    const key = req.headers['x-api-key'] ?? url.searchParams.get('api_key');
    if (!key) return send(403, apiDataGovError('API_KEY_MISSING', 'No api_key was supplied. Get one at https://api.nps.gov:443'));
    if (key !== fake.apiKey) return send(403, apiDataGovError('API_KEY_INVALID', 'An invalid api_key was supplied. Get one at https://api.nps.gov:443'));
    if ((url.pathname !== '/api/v1/alerts' && url.pathname !== '/api/v1/parks') || req.method !== 'GET') {
      return send(404, apiDataGovError('NOT_FOUND', 'No matching API endpoint was found.'));
    }
    const parkCode = (url.searchParams.get('parkCode') ?? '').toLowerCase();
    const limit = Number(url.searchParams.get('limit') ?? 50);
    if (fake.failingParks.has(parkCode)) return send(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
    switch (fake.mode) {
      case 'hang':
        return;
      case 'error-500':
        return send(500, { error: { code: 'INTERNAL', message: 'Internal server error' } });
      case 'error-401':
        return send(401, apiDataGovError('API_KEY_UNAUTHORIZED', 'The api_key supplied is not authorized to access the given service.'));
      case 'malformed':
        return send(200, '{"total": "2", "data": [{"id": ');
    }
    if (url.pathname === '/api/v1/parks') {
      const images = (fake.imagesByPark[parkCode] ?? []).map(({ file, ...image }) => ({ ...image, url: `${fake.url}/common/uploads/structured_data/${file}` }));
      const park = {
        id: `${parkCode.toUpperCase()}-PARK-FAKE`,
        url: `https://www.nps.gov/${parkCode}/index.htm`,
        fullName: `${parkCode} National Park`,
        parkCode,
        designation: 'National Park',
        states: 'UT',
        images,
        entranceFees: fake.factsByPark[parkCode]?.entranceFees ?? [],
        entrancePasses: [],
        operatingHours: fake.factsByPark[parkCode]?.operatingHours ?? [],
      };
      return send(200, { total: '1', limit: String(limit), start: '0', data: parkCode ? [park] : [] });
    }
    const data = (fake.alertsByPark[parkCode] ?? []).slice(0, limit).map((a, i) => ({
      id: `${parkCode.toUpperCase()}-${String(i + 1).padStart(4, '0')}-FAKE`,
      url: a.url ?? '',
      title: a.title,
      parkCode,
      description: a.description,
      category: a.category,
      relatedRoadEvents: [],
      lastIndexedDate: '2026-11-24 16:02:10.0',
    }));
    return send(200, { total: String(data.length), limit: String(limit), start: '0', data });
  });
  const served = await serveFake(server, options.port);
  fake.url = served.url;
  fake.close = served.close;
  return fake;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { port: { type: 'string', default: '4691' }, key: { type: 'string', default: 'fake-nps-key' } } });
  const fake = await startFakeNps({ port: Number(values.port), apiKey: values.key });
  console.log(`fake National Park Service API listening on ${fake.url}`);
}
