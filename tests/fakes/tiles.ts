import http from 'node:http';
import zlib from 'node:zlib';
import { serveFake } from './serve.ts';

/**
 * A local stand-in for an OpenStreetMap tile host: a MapLibre style (version 8, one raster
 * source, the OpenStreetMap attribution) at `/style.json`, and real 256×256 PNG tiles at
 * `/tiles/{z}/{x}/{y}.png`, served with CORS as tile hosts do. Every request is recorded.
 * The e2e server points MAP_STYLE_URL at it (playwright.config.ts), so no test reaches a tile host.
 */
export interface FakeTiles {
  url: string;
  requests: string[];
  close(): Promise<void>;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A solid-colour RGB PNG: signature, IHDR, one zlib IDAT, IEND. */
export function solidPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  const row = Buffer.alloc(1 + size * 3);
  for (let x = 0; x < size; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export async function startFakeTiles({ port = 0 } = {}): Promise<FakeTiles> {
  const requests: string[] = [];
  const tile = solidPng(256, [233, 228, 218]);
  let base = '';
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    requests.push(path);
    res.setHeader('access-control-allow-origin', '*');
    if (path === '/style.json') {
      const style = {
        version: 8,
        name: 'Fake OSM raster',
        sources: {
          osm: {
            type: 'raster',
            tiles: [`${base}/tiles/{z}/{x}/{y}.png`],
            tileSize: 256,
            maxzoom: 19,
            attribution: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
          },
        },
        layers: [{ id: 'osm', type: 'raster', source: 'osm' }],
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(style));
    } else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(path)) {
      res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' }).end(tile);
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  const served = await serveFake(server, port);
  base = served.url;
  return { url: base, requests, close: served.close };
}
