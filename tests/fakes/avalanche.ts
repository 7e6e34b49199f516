import http from 'node:http';
import { runAlone, serveFake } from './serve.ts';

/**
 * A local stand-in for the Utah Avalanche Center's forecast JSON (issue 40, decision 061b),
 * speaking its wire format as utahavalanchecenter.org/docs/api/forecast documents it and its
 * users read it: `GET /forecast/{region}/json` (region one of logan, ogden, uintas, salt-lake,
 * provo, skyline, moab, abajos, southwest) answers `{"advisories": [{"advisory": {...}}]}`, every
 * field a string: `date_issued` ("Saturday, November 28, 2026 - 6:56am"), `date_issued_timestamp`
 * (Unix seconds), `overall_danger_rating` ("Considerable", "None" out of season),
 * `overall_danger_rose` (24 comma-separated danger values, 0 to 10, highest elevation and north
 * first), `bottom_line` (HTML), `region`, and the other sections. Like the real site it answers 400
 * to a request without a User-Agent. `modes` fails a region.
 *
 * Controls for the browser tests: `POST /_control/forecast` `{"region", "rating", "bottomLine"}`,
 * `POST /_control/mode` `{"region", "mode"}`, `POST /_control/reset`.
 */
export type FakeAvalancheMode = 'ok' | 'error-500' | 'malformed';

export interface FakeForecast {
  rating: string;
  bottomLine: string;
  /** When it was issued, ms; now when not given. */
  issued?: number;
}

export interface FakeAvalanche {
  url: string;
  forecasts: Record<string, FakeForecast>;
  modes: Record<string, FakeAvalancheMode>;
  requests: Array<{ path: string; userAgent: string | undefined }>;
  close(): Promise<void>;
}

const REGIONS: Record<string, string> = {
  logan: 'Logan',
  ogden: 'Ogden',
  uintas: 'Uintas',
  'salt-lake': 'Salt Lake',
  provo: 'Provo',
  skyline: 'Skyline',
  moab: 'Moab',
  abajos: 'Abajos',
  southwest: 'Southwest',
};

/** The rose value of each rating (the documented scale's even steps: 2 low … 10 extreme). */
const ROSE: Record<string, number> = { Low: 2, Moderate: 4, Considerable: 6, High: 8, Extreme: 10, None: 0 };

export const defaultForecasts = (): Record<string, FakeForecast> => ({
  'salt-lake': {
    rating: 'Considerable',
    bottomLine:
      '<p>The avalanche danger is <strong>CONSIDERABLE</strong> on steep upper-elevation slopes facing north through east, where people are likely to trigger slab avalanches of wind-drifted snow.</p>',
  },
  provo: { rating: 'Moderate', bottomLine: '<p>The avalanche danger is MODERATE on steep wind-drifted slopes at upper elevations.</p>' },
});

function advisory(region: string, f: FakeForecast): Record<string, string> {
  const issued = new Date(f.issued ?? Date.now());
  const when = issued.toLocaleString('en-US', { timeZone: 'America/Denver', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
  const clock = issued.toLocaleTimeString('en-US', { timeZone: 'America/Denver', hour: 'numeric', minute: '2-digit' }).replace(' ', '').toLowerCase();
  const level = ROSE[f.rating] ?? 0;
  return {
    date_issued: `${when} - ${clock}`,
    date_issued_timestamp: String(Math.floor(issued.getTime() / 1000)),
    special_announcement: '',
    general_announcements: '',
    current_conditions: '<p>Skies are clear and winds are light from the northwest.</p>',
    mountain_weather: '',
    recent_activity: '',
    avalanche_problem_1: 'Wind Drifted Snow',
    avalanche_problem_1_description: '<p>Fresh drifts on upper-elevation slopes.</p>',
    bottom_line: f.bottomLine,
    danger_rose_1: Array.from({ length: 24 }, (_, i) => (i < 8 ? '16' : '0')).join(','),
    overall_danger_rose: Array.from({ length: 24 }, (_, i) => String(Math.max(0, level - Math.floor(i / 8) * 2))).join(','),
    overall_danger_rose_image: `/sites/default/files/forecast/${issued.toISOString().slice(0, 10).replace(/-/g, '')}/${region}-rose.png`,
    overall_danger_rating: f.rating,
    region: REGIONS[region] ?? region,
  };
}

async function bodyOf(req: http.IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as Record<string, string>) : {};
}

export async function startFakeAvalanche(options: { port?: number } = {}): Promise<FakeAvalanche> {
  const fake: Omit<FakeAvalanche, 'url' | 'close'> = { forecasts: defaultForecasts(), modes: {}, requests: [] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const send = (status: number, data: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof data === 'string' ? data : JSON.stringify(data));
    };
    if (url.pathname.startsWith('/_control/')) {
      return void bodyOf(req)
        .then((body) => {
          if (url.pathname === '/_control/forecast' && body.region)
            fake.forecasts[body.region] = { rating: body.rating ?? 'None', bottomLine: body.bottomLine ?? '' };
          else if (url.pathname === '/_control/mode' && body.region) fake.modes[body.region] = (body.mode ?? 'ok') as FakeAvalancheMode;
          else if (url.pathname === '/_control/reset') {
            fake.forecasts = defaultForecasts();
            fake.modes = {};
          } else return send(404, { error: 'unknown control' });
          send(200, { ok: true });
        })
        .catch(() => send(400, { error: 'bad JSON' }));
    }
    const region = /^\/forecast\/([a-z-]+)\/json$/.exec(url.pathname)?.[1];
    fake.requests.push({ path: url.pathname, userAgent: req.headers['user-agent'] });
    if (!req.headers['user-agent']) return send(400, 'Bad Request', 'text/html');
    if (!region || !(region in REGIONS)) return send(404, '<h1>Page not found</h1>', 'text/html');
    const mode = fake.modes[region] ?? 'ok';
    if (mode === 'error-500') return send(500, '<h1>Internal Server Error</h1>', 'text/html');
    if (mode === 'malformed') return send(200, '{"advisories": [');
    const forecast = fake.forecasts[region] ?? { rating: 'None', bottomLine: '<p>No forecast yet this season.</p>' };
    return send(200, { advisories: [{ advisory: advisory(region, forecast) }] });
  });
  const served = await serveFake(server, options.port);
  return Object.assign(fake, { url: served.url, close: served.close });
}

const alone = runAlone(import.meta.url, '4693');
if (alone) {
  const fake = await startFakeAvalanche({ port: alone.port });
  process.stdout.write(`fake Utah Avalanche Center listening on ${fake.url}\n`);
}
