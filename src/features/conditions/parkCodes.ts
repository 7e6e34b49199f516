// The National Park Service unit of each catalogue place inside one (issue 19, decision 024):
// the park code the NPS API is asked with (`/api/v1/alerts?parkCode=zion`). Kept here by
// destination id rather than as a column, so the catalogue files and the destinations table stay
// as they are. Most entries follow the place's own nps.gov website in the catalogue
// (parkCodes.test.ts holds them to it); the few without one say why they are here.

/** NPS units with places in the catalogue, by park code (names as the NPS gives them). */
export const NPS_UNITS = {
  arch: 'Arches National Park',
  brca: 'Bryce Canyon National Park',
  cany: 'Canyonlands National Park',
  care: 'Capitol Reef National Park',
  cebr: 'Cedar Breaks National Monument',
  dino: 'Dinosaur National Monument',
  glca: 'Glen Canyon National Recreation Area',
  gosp: 'Golden Spike National Historical Park',
  grba: 'Great Basin National Park',
  grca: 'Grand Canyon National Park',
  hove: 'Hovenweep National Monument',
  meve: 'Mesa Verde National Park',
  nabr: 'Natural Bridges National Monument',
  pisp: 'Pipe Spring National Monument',
  tica: 'Timpanogos Cave National Monument',
  zion: 'Zion National Park',
} as const;

export type NpsParkCode = keyof typeof NPS_UNITS;

/** The units in Utah, the five national parks first (the order /conditions lists them in). */
export const UTAH_UNITS: readonly NpsParkCode[] = ['arch', 'brca', 'cany', 'care', 'zion', 'cebr', 'dino', 'gosp', 'glca', 'hove', 'nabr', 'tica'];

const BY_UNIT: Record<NpsParkCode, readonly string[]> = {
  arch: [
    'arches-national-park',
    'park-avenue-arches',
    'balanced-rock-arches',
    'windows-section-arches',
    'delicate-arch',
    'fiery-furnace-arches',
    'devils-garden-arches',
    'sand-dune-arch',
    'courthouse-wash-rock-art-panel',
    'tower-arch-klondike-bluffs',
  ],
  brca: [
    'bryce-canyon-national-park',
    'bryce-canyon-visitor-center',
    'sunrise-point-bryce',
    'sunset-point-bryce',
    'inspiration-point-bryce',
    'bryce-point',
    'navajo-loop-trail',
    'queens-garden-trail',
    'fairyland-loop-trail',
    'peekaboo-loop-trail-bryce',
    'mossy-cave-trail',
    'rainbow-point-bryce',
  ],
  cany: [
    'canyonlands-national-park',
    'island-in-the-sky-canyonlands',
    'shafer-trail',
    'mesa-arch',
    'grand-view-point-overlook',
    'upheaval-dome',
    'green-river-overlook',
    'needles-district-canyonlands',
    'chesler-park-trail',
    'cave-spring-trail',
    'pothole-point-trail',
    'horseshoe-canyon-great-gallery',
    'maze-district-hans-flat',
    'aztec-butte-trail',
    'whale-rock-canyonlands',
    'wooden-shoe-arch-overlook',
  ],
  care: [
    'capitol-reef-national-park',
    'fruita-historic-district',
    'gifford-homestead',
    'capitol-reef-petroglyph-panel',
    'hickman-bridge-trail',
    'cassidy-arch-grand-wash',
    'capitol-gorge',
    'chimney-rock-trail-capitol-reef',
    'panorama-point-goosenecks-overlook',
    'cohab-canyon-trail',
    'cathedral-valley',
    'notom-bullfrog-road',
    'lower-muley-twist-canyon',
  ],
  cebr: ['cedar-breaks-national-monument'],
  dino: [
    'dinosaur-national-monument-quarry-exhibit-hall',
    'fossil-discovery-trail',
    'split-mountain-dinosaur-national-monument',
    'desert-voices-nature-trail',
    'cub-creek-petroglyphs-tour-of-the-tilted-rocks',
    'josie-morris-cabin',
    'sound-of-silence-trail',
    'mckee-spring-petroglyphs',
    'dinosaur-national-monument-canyon-visitor-center',
  ],
  glca: [
    'hite-overlook',
    'bullfrog-marina',
    'halls-crossing-marina',
    'lone-rock-beach',
    'hole-in-the-rock',
    'lees-ferry',
    'glen-canyon-dam-carl-hayden-visitor-center',
    'wahweap-marina-lake-powell',
    // the overlook lies inside Glen Canyon NRA (the catalogue links the city of Page)
    'horseshoe-bend',
    // the gulch runs inside Glen Canyon NRA down to the Escalante River (the trailhead is on BLM land)
    'coyote-gulch',
  ],
  gosp: [
    'golden-spike-national-historical-park',
    // on the East Grade of Golden Spike NHP, as its address says
    'big-fill-loop-trail',
  ],
  grba: ['great-basin-national-park', 'lehman-caves'],
  grca: ['bright-angel-point-north-rim', 'toroweap-overlook', 'grand-canyon-village-mather-point', 'desert-view-watchtower'],
  hove: ['hovenweep-national-monument'],
  meve: ['mesa-verde-national-park'],
  nabr: ['natural-bridges-national-monument'],
  pisp: ['pipe-spring-national-monument'],
  tica: ['timpanogos-cave-national-monument'],
  zion: [
    'zion-national-park',
    'kolob-canyons-scenic-drive',
    'taylor-creek-trail',
    'kolob-arch-la-verkin-creek-trail',
    'zion-canyon-visitor-center',
    'zion-human-history-museum',
    'pa-rus-trail',
    'watchman-trail',
    'court-of-the-patriarchs',
    'emerald-pools-trail',
    'angels-landing',
    'riverside-walk-zion',
    'the-narrows-zion',
    'canyon-overlook-trail',
    'zion-mount-carmel-highway',
    'observation-point-east-mesa-trail',
    'kolob-terrace-road-lava-point',
    'the-subway-left-fork',
  ],
};

const PARK_OF = new Map<string, NpsParkCode>(
  (Object.entries(BY_UNIT) as Array<[NpsParkCode, readonly string[]]>).flatMap(([code, ids]) => ids.map((id) => [id, code] as const)),
);

/** The NPS park code of a destination, or null for places outside the park system. */
export function npsParkCode(destinationId: string): NpsParkCode | null {
  return PARK_OF.get(destinationId) ?? null;
}

/** Every destination id with its park code (for the catalogue test). */
export function parkCodeEntries(): Array<[string, NpsParkCode]> {
  return [...PARK_OF.entries()];
}
