/**
 * The locator image of a destination page: a small SVG of Utah's outline and main highways
 * with the airport and the place marked, prebuilt per place (no script, no tiles).
 *
 * Utah's border is made of survey lines: 42°N to the north, 37°N to the south, 114.05°W to
 * the west, 109.05°W to the east, with the north-east notch for Wyoming at 41°N / 111.05°W.
 * The highways are the road model's own edges (roadNetwork.ts) for the interstates and main
 * US routes. Build time only.
 */
import { ROAD_EDGES, ROAD_NODES } from '../roads/roadNetwork.ts';
import { AIRPORT } from '../destinations/destinations.ts';

/** The frame: every coordinate the catalogue allows (catalogue.ts), so all locators share one drawing. */
const FRAME = { west: -115.3, east: -107.9, south: 35.9, north: 42.7 } as const;
/** Degrees of longitude shrink by cos(latitude); the frame's middle latitude keeps Utah's shape. */
const X_SCALE = Math.cos((((FRAME.north + FRAME.south) / 2) * Math.PI) / 180);
/** SVG units per degree of latitude. */
const UNIT = 40;
export const LOCATOR_WIDTH = Math.round((FRAME.east - FRAME.west) * X_SCALE * UNIT);
export const LOCATOR_HEIGHT = Math.round((FRAME.north - FRAME.south) * UNIT);

const UTAH_BORDER: Array<[lat: number, lng: number]> = [
  [42, -114.05],
  [42, -111.05],
  [41, -111.05],
  [41, -109.05],
  [37, -109.05],
  [37, -114.05],
];
const MAIN_ROADS = /^(I-15|I-80|I-84|I-70|I-215|US-6|US-6\/US-50|US-50|US-40|US-89|US-89A|US-91|US-191|US-163|US-160|US-491|US-189)$/;

const xy = (lat: number, lng: number): string => `${((lng - FRAME.west) * X_SCALE * UNIT).toFixed(1)} ${((FRAME.north - lat) * UNIT).toFixed(1)}`;

let memoBase: string | null = null;

/** The shared part: background, the state outline and the highways. */
function base(): string {
  if (memoBase) return memoBase;
  const nodes = new Map(ROAD_NODES.map((n) => [n.id, n]));
  const roads = ROAD_EDGES.filter((e) => MAIN_ROADS.test(e.road))
    .map((e) => {
      const a = nodes.get(e.from)!;
      const b = nodes.get(e.to)!;
      return `M${xy(a.lat, a.lng)}L${xy(b.lat, b.lng)}`;
    })
    .join('');
  const border = `M${UTAH_BORDER.map(([lat, lng]) => xy(lat, lng)).join('L')}Z`;
  memoBase = [
    `<rect width="${LOCATOR_WIDTH}" height="${LOCATOR_HEIGHT}" fill="#eef2f4"/>`,
    `<path d="${border}" fill="#fbf8f3" stroke="#12324a" stroke-width="2" stroke-linejoin="round"/>`,
    `<path d="${roads}" fill="none" stroke="#9aa7b1" stroke-width="1.6" stroke-linecap="round"/>`,
  ].join('');
  return memoBase;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The locator SVG of one place: the shared drawing, the airport (navy square) and the place (red dot). */
export function locatorSvg(place: { name: string; lat: number; lng: number }): string {
  const [ax, ay] = xy(AIRPORT.lat, AIRPORT.lng).split(' ');
  const [px, py] = xy(place.lat, place.lng).split(' ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOCATOR_WIDTH} ${LOCATOR_HEIGHT}" width="${LOCATOR_WIDTH}" height="${LOCATOR_HEIGHT}" role="img">`,
    `<title>${escapeXml(place.name)} and Salt Lake City International Airport on a map of Utah</title>`,
    base(),
    `<rect x="${Number(ax) - 6}" y="${Number(ay) - 6}" width="12" height="12" fill="#12324a" stroke="#fff" stroke-width="2"/>`,
    `<text x="${Number(ax) - 10}" y="${Number(ay) + 4}" text-anchor="end" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="#12324a">SLC</text>`,
    `<circle cx="${px}" cy="${py}" r="9" fill="#b4462b" stroke="#fff" stroke-width="3"/>`,
    '</svg>',
  ].join('');
}

/** Where a destination's locator image is built. */
export const locatorUrl = (id: string): string => `/map/locator/${encodeURIComponent(id)}.svg`;

/**
 * The /map overview: the shared drawing with the airport and every place as a dot in its
 * drive-time zone's colour. It is the map before the interactive one is asked for, and the
 * map of visitors without JavaScript; the list beside it names every place.
 */
export function overviewSvg(places: ReadonlyArray<{ lat: number; lng: number; colour: string }>): string {
  const [ax, ay] = xy(AIRPORT.lat, AIRPORT.lng).split(' ');
  // One path per colour keeps the file small: a dot is a zero-length line with a round cap.
  const byColour = new Map<string, string[]>();
  for (const p of places) {
    const dots = byColour.get(p.colour) ?? [];
    dots.push(`M${xy(p.lat, p.lng)}h0`);
    byColour.set(p.colour, dots);
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${LOCATOR_WIDTH} ${LOCATOR_HEIGHT}" width="${LOCATOR_WIDTH}" height="${LOCATOR_HEIGHT}" role="img">`,
    `<title>Every destination on a map of Utah, colored by drive time from Salt Lake City International Airport</title>`,
    base(),
    ...[...byColour].map(([color, dots]) => `<path d="${dots.join('')}" stroke="${color}" stroke-width="6" stroke-linecap="round"/>`),
    `<rect x="${Number(ax) - 6}" y="${Number(ay) - 6}" width="12" height="12" fill="#12324a" stroke="#fff" stroke-width="2"/>`,
    `<text x="${Number(ax) - 10}" y="${Number(ay) + 4}" text-anchor="end" font-family="system-ui, sans-serif" font-size="15" font-weight="700" fill="#12324a">SLC</text>`,
    '</svg>',
  ].join('');
}
