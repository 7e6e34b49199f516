// `node --import tsx scripts/icons.ts`: draws the app icons of the web app manifest
// (public/icons/*.png) from the favicon's shapes (public/favicon.svg): a phone's home screen and
// Lighthouse's installability check want PNGs of 192 and 512 px, and a maskable one whose
// drawing stays inside the central safe zone. Run again after changing the favicon.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

type Rgb = [number, number, number];
type Shape = { points: Array<[number, number]>; color: Rgb };

const NAVY: Rgb = [0x12, 0x32, 0x4a];
// The favicon's two paths, in its 64×64 box.
const SHAPES: Shape[] = [
  {
    points: [
      [6, 50],
      [24, 22],
      [33, 35],
      [40, 26],
      [58, 50],
    ],
    color: [0xf2, 0xb6, 0x32],
  },
  {
    points: [
      [24, 22],
      [29, 29],
      [24, 32],
      [20, 29],
    ],
    color: [0xff, 0xff, 0xff],
  },
];

function inside(points: Array<[number, number]>, x: number, y: number): boolean {
  let hit = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i]!;
    const [xj, yj] = points[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** An RGB PNG of `size` px: navy ground, the drawing scaled by `scale` about the centre, 4×4 samples a pixel. */
function icon(size: number, scale: number): Buffer {
  const rows: Buffer[] = [];
  const unit = size / 64;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) {
      const sum = [0, 0, 0];
      for (let sy = 0; sy < 4; sy++) {
        for (let sx = 0; sx < 4; sx++) {
          const u = ((x + (sx + 0.5) / 4) / unit - 32) / scale + 32;
          const v = ((y + (sy + 0.5) / 4) / unit - 32) / scale + 32;
          const color = SHAPES.findLast((s) => inside(s.points, u, v))?.color ?? NAVY;
          for (let c = 0; c < 3; c++) sum[c]! += color[c]!;
        }
      }
      for (let c = 0; c < 3; c++) row[1 + x * 3 + c] = Math.round(sum[c]! / 16);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = path.resolve('public/icons');
fs.mkdirSync(out, { recursive: true });
fs.writeFileSync(path.join(out, 'icon-192.png'), icon(192, 1));
fs.writeFileSync(path.join(out, 'icon-512.png'), icon(512, 1));
// Maskable: launchers crop to as little as the central 80% circle, so the drawing shrinks to fit.
fs.writeFileSync(path.join(out, 'maskable-512.png'), icon(512, 0.72));
console.log('icons: wrote public/icons/icon-192.png, icon-512.png, maskable-512.png');
