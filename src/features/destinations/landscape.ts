// Which landscape a place's generated artwork shows, from where it is and what it is
// (docs/decisions/019). The category alone drew red-rock arches over the Cottonwood canyons.

export const LANDSCAPES = ['slot-canyon', 'salt-flats', 'city', 'alpine', 'red-rock', 'lake', 'valley'] as const;
export type Landscape = (typeof LANDSCAPES)[number];

export interface LandscapeInput {
  name: string;
  category: string;
  tags?: readonly string[] | null;
  coordinates?: { lat: number; lng: number } | null;
}

// Rough boxes, in degrees: good enough to tell a canyon in the Wasatch from one in the desert.
type Box = { lat: [number, number]; lng: [number, number] };
const inBox = (c: { lat: number; lng: number }, b: Box) => c.lat >= b.lat[0] && c.lat <= b.lat[1] && c.lng >= b.lng[0] && c.lng <= b.lng[1];
const MOUNTAINS: readonly Box[] = [
  { lat: [40.25, 41.45], lng: [-111.8, -111.2] }, // the Wasatch east of the Salt Lake and Utah valley benches, Park City, Heber
  { lat: [41.1, 41.45], lng: [-111.9, -111.8] }, // Snowbasin and the Ogden Valley side of the range
  { lat: [41.45, 42.0], lng: [-111.8, -111.3] }, // the Bear River Range above Logan
  { lat: [40.55, 40.95], lng: [-111.2, -109.9] }, // the Uinta Mountains (north of the basin towns)
  { lat: [38.8, 39.2], lng: [-114.4, -113.9] }, // the Snake Range: Great Basin National Park
];
/** The west desert: salt flats, playas and dry ranges west of the Oquirrhs and the lake. */
const WEST_DESERT: Box = { lat: [39.3, 41.95], lng: [-114.1, -112.7] };

const BUILT_CATEGORIES = new Set(['Urban & Downtown', 'Entertainment']);
const BUILT_TAGS = new Set([
  'downtown',
  'museum',
  'indoor',
  'architecture',
  'university',
  'theatre',
  'theater',
  'shopping',
  'nightlife',
  'dining',
  'small-town',
  'town',
  'neighborhood',
  'walkable',
]);
const ALPINE_TAGS = new Set(['skiing', 'snowboarding', 'alpine-lake', 'uintas', 'summit', 'powder', 'aspens', 'mountains', 'logan-canyon']);
const RED_ROCK_TAGS = new Set([
  'slickrock',
  'arch',
  'arches',
  'hoodoos',
  'canyonlands',
  'capitol-reef',
  'bryce',
  'zion',
  'san-rafael-swell',
  'lake-powell',
  'gsenm',
  'bears-ears',
  'cedar-mesa',
]);
const LAKE_TAGS = new Set(['lake', 'lakes', 'reservoir', 'beach', 'great-salt-lake', 'bear-lake', 'boating']);

const has = (tags: readonly string[], set: Set<string>) => tags.some((t) => set.has(t));

/** The landscape class of a place (first rule that fits). */
export function landscapeOf(d: LandscapeInput): Landscape {
  const tags = d.tags ?? [];
  const at = d.coordinates ?? null;
  const name = d.name.toLowerCase();
  if (tags.includes('slot-canyon') || /slot canyon|antelope canyon|\bnarrows\b/.test(name)) return 'slot-canyon';
  if (tags.includes('salt-flats') || /salt flats/.test(name)) return 'salt-flats';
  // A town or a building is drawn as one, even in the mountains (Park City's Main Street);
  // museums, arenas and campuses say so in their tags whatever their category.
  if (BUILT_CATEGORIES.has(d.category) || has(tags, BUILT_TAGS)) return 'city';
  const inMountains = at !== null && MOUNTAINS.some((b) => inBox(at, b));
  if (tags.includes('west-desert') || (at !== null && inBox(at, WEST_DESERT))) return 'salt-flats';
  if (d.category === 'Skiing & Winter' || has(tags, ALPINE_TAGS) || inMountains) return 'alpine';
  // Southern Utah and its neighbors, and the desert of the San Rafael and Castle Country.
  const desert = at !== null && (at.lat < 39.0 || (at.lat < 40.0 && at.lng > -111.3));
  if (has(tags, RED_ROCK_TAGS) || desert) return 'red-rock';
  if (has(tags, LAKE_TAGS)) return 'lake';
  return 'valley';
}
