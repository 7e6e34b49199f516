/**
 * Approximate locations for submitted addresses. There is no geocoding service, so an address
 * is placed at its town: the middle of the catalogue's own places in that town when there are
 * any (their coordinates were checked by hand), otherwise this table of town centres. Good
 * enough for a drive time from the airport; not for turn-by-turn directions.
 */

export interface Point {
  lat: number;
  lng: number;
}

/** Town centres (WGS84, about ±1 km) of the Utah towns visitors drive to most. */
export const UTAH_TOWNS: Readonly<Record<string, Point>> = {
  'Salt Lake City': { lat: 40.7608, lng: -111.891 },
  'South Salt Lake': { lat: 40.7188, lng: -111.8883 },
  'West Valley City': { lat: 40.6916, lng: -112.0011 },
  'West Jordan': { lat: 40.6097, lng: -111.9391 },
  'South Jordan': { lat: 40.5622, lng: -111.9297 },
  Sandy: { lat: 40.5649, lng: -111.8389 },
  Draper: { lat: 40.5247, lng: -111.8638 },
  Murray: { lat: 40.6669, lng: -111.888 },
  Taylorsville: { lat: 40.6677, lng: -111.9388 },
  Millcreek: { lat: 40.6869, lng: -111.8755 },
  Holladay: { lat: 40.6688, lng: -111.8247 },
  'Cottonwood Heights': { lat: 40.6197, lng: -111.8102 },
  Midvale: { lat: 40.6111, lng: -111.8999 },
  Herriman: { lat: 40.5141, lng: -112.033 },
  Riverton: { lat: 40.5219, lng: -111.9391 },
  Kearns: { lat: 40.66, lng: -111.9963 },
  Magna: { lat: 40.7091, lng: -112.1016 },
  Alta: { lat: 40.5884, lng: -111.6386 },
  Snowbird: { lat: 40.583, lng: -111.6508 },
  Brighton: { lat: 40.6021, lng: -111.5832 },
  Bountiful: { lat: 40.8894, lng: -111.8808 },
  Farmington: { lat: 40.9805, lng: -111.8874 },
  Kaysville: { lat: 41.0352, lng: -111.9386 },
  Layton: { lat: 41.0602, lng: -111.9711 },
  Syracuse: { lat: 41.0894, lng: -112.0647 },
  Ogden: { lat: 41.223, lng: -111.9738 },
  Huntsville: { lat: 41.2608, lng: -111.768 },
  Eden: { lat: 41.3033, lng: -111.8227 },
  'Brigham City': { lat: 41.5102, lng: -112.0155 },
  Logan: { lat: 41.737, lng: -111.8338 },
  'Garden City': { lat: 41.9466, lng: -111.393 },
  Morgan: { lat: 41.0361, lng: -111.6769 },
  Tooele: { lat: 40.5308, lng: -112.2983 },
  Wendover: { lat: 40.7371, lng: -114.0378 },
  'Park City': { lat: 40.6461, lng: -111.498 },
  'Heber City': { lat: 40.5069, lng: -111.4132 },
  Midway: { lat: 40.5122, lng: -111.4744 },
  Kamas: { lat: 40.643, lng: -111.2807 },
  Coalville: { lat: 40.9177, lng: -111.3999 },
  Lehi: { lat: 40.3916, lng: -111.8508 },
  'American Fork': { lat: 40.3769, lng: -111.7958 },
  'Pleasant Grove': { lat: 40.3641, lng: -111.7385 },
  Orem: { lat: 40.2969, lng: -111.6946 },
  Provo: { lat: 40.2338, lng: -111.6585 },
  Springville: { lat: 40.1652, lng: -111.6108 },
  'Spanish Fork': { lat: 40.115, lng: -111.6549 },
  Payson: { lat: 40.0444, lng: -111.7321 },
  Nephi: { lat: 39.7102, lng: -111.8363 },
  Ephraim: { lat: 39.3597, lng: -111.5863 },
  Delta: { lat: 39.3522, lng: -112.5771 },
  Fillmore: { lat: 38.9689, lng: -112.323 },
  Richfield: { lat: 38.7725, lng: -112.0841 },
  Beaver: { lat: 38.2767, lng: -112.6411 },
  Price: { lat: 39.5994, lng: -110.8107 },
  'Green River': { lat: 38.9953, lng: -110.1598 },
  Vernal: { lat: 40.4555, lng: -109.5287 },
  Roosevelt: { lat: 40.2994, lng: -109.9888 },
  Duchesne: { lat: 40.1633, lng: -110.4029 },
  Moab: { lat: 38.5733, lng: -109.5498 },
  Monticello: { lat: 37.8714, lng: -109.3429 },
  Blanding: { lat: 37.6244, lng: -109.4785 },
  Bluff: { lat: 37.2844, lng: -109.5526 },
  Torrey: { lat: 38.2997, lng: -111.4199 },
  Hanksville: { lat: 38.3733, lng: -110.714 },
  Boulder: { lat: 37.9139, lng: -111.4213 },
  Escalante: { lat: 37.7703, lng: -111.6021 },
  Tropic: { lat: 37.6264, lng: -112.0816 },
  // Issue 39: the town at Bryce Canyon's entrance, placed at the catalogue's own Ruby's Inn-area place (bryce-canyon-country-rodeo).
  'Bryce Canyon City': { lat: 37.6734, lng: -112.1565 },
  Panguitch: { lat: 37.8225, lng: -112.4358 },
  'Cedar City': { lat: 37.6775, lng: -113.0619 },
  Kanab: { lat: 37.0475, lng: -112.5263 },
  Springdale: { lat: 37.1889, lng: -112.9986 },
  Hurricane: { lat: 37.1753, lng: -113.2899 },
  'St. George': { lat: 37.0965, lng: -113.5684 },
};

/** "St. George", "Saint George" and "st george" are one town. */
export function normalizeTown(name: string): string {
  return name
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/^saint\s+/, 'st ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The town of a "street, Town, UT 84000" address, when it is written that way. */
export function townFromAddress(address: string): string | undefined {
  const match = /,\s*([A-Za-z][A-Za-z .'-]*?)\s*,?\s+(?:UT|Utah)\b/i.exec(address);
  return match?.[1]?.trim() || undefined;
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export interface Located extends Point {
  town: string;
  source: 'catalogue' | 'town table';
}

/**
 * Places an address at its town: the median of the catalogue's places in that town, else the
 * town table; null when no known town is named in the address.
 */
export function locateAddress(address: string, catalogue: ReadonlyArray<{ address: string; coordinates: Point | null }>): Located | null {
  const byTown = new Map<string, { name: string; points: Point[] }>();
  for (const place of catalogue) {
    const town = place.coordinates && townFromAddress(place.address);
    if (!town || !place.coordinates) continue;
    const key = normalizeTown(town);
    const entry = byTown.get(key) ?? { name: town, points: [] };
    entry.points.push(place.coordinates);
    byTown.set(key, entry);
  }
  const table = new Map(Object.entries(UTAH_TOWNS).map(([name, point]) => [normalizeTown(name), { name, point }]));

  // The "…, Town, UT" part first; otherwise any known town named in the address, longest first.
  const candidates: string[] = [];
  const written = townFromAddress(address);
  if (written) candidates.push(normalizeTown(written));
  const known = [...new Set([...byTown.keys(), ...table.keys()])].sort((a, b) => b.length - a.length);
  const plain = normalizeTown(address.replace(/[,]/g, ' '));
  for (const town of known) {
    if (new RegExp(`(^|[^a-z])${escapeRegExp(town)}($|[^a-z])`).test(plain)) candidates.push(town);
  }

  for (const key of candidates) {
    const fromCatalogue = byTown.get(key);
    if (fromCatalogue) {
      return {
        lat: median(fromCatalogue.points.map((p) => p.lat)),
        lng: median(fromCatalogue.points.map((p) => p.lng)),
        town: fromCatalogue.name,
        source: 'catalogue',
      };
    }
    const fromTable = table.get(key);
    if (fromTable) return { ...fromTable.point, town: fromTable.name, source: 'town table' };
  }
  return null;
}
