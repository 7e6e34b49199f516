import http from 'node:http';
import { serveFake } from './serve.ts';

/**
 * A local stand-in for an operator's GTFS feed (`GET /gtfs.zip`, `application/zip`, as UTA serves
 * https://gtfsfeed.rideuta.com/GTFS.zip) and for the served site's record of the feed it was built
 * from (`GET /transit-feed.json`, `{"feed": "<hash>" | null}`, src/pages/transit-feed.json.ts).
 * `zip` is what the operator publishes now, `served` what the site was built from, `fail` makes
 * the feed answer 503; `feedGets` counts the downloads.
 */
export interface FakeGtfsFeed {
  url: string;
  feedUrl: string;
  zip: Uint8Array;
  served: string | null;
  fail: boolean;
  feedGets: number;
  close(): Promise<void>;
}

export async function startFakeGtfsFeed(zip: Uint8Array, port = 0): Promise<FakeGtfsFeed> {
  const state = { zip, served: null as string | null, fail: false, feedGets: 0 };
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/gtfs.zip') {
      state.feedGets++;
      if (state.fail) res.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      else res.writeHead(200, { 'content-type': 'application/zip', 'content-length': state.zip.byteLength }).end(state.zip);
    } else if (req.method === 'GET' && req.url === '/transit-feed.json') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ feed: state.served }));
    } else res.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
  });
  const served = await serveFake(server, port);
  return Object.assign(state, { url: served.url, feedUrl: `${served.url}/gtfs.zip`, close: served.close }) as FakeGtfsFeed;
}
