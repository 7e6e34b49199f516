// Places that are a road, or stand on one (issue 40): a canyon, a byway, a scenic drive, a
// trailhead on the highway. A closure is matched to places by the nodes it cuts off (match.ts,
// and the roads room's access points), so a place that IS the road never saw a closure along
// it: SR-9 closed east of the Zion tunnel cuts no node off (the east side is reached from Mount
// Carmel Junction), yet the Zion–Mount Carmel Highway is the road that is closed. This module
// says which road segments (the roads room's edge keys) each such place lies along, from data
// with sources. Pure, but it reads the road graph: the scan puts its answer on each closure
// (`alongPlaceIds`) rather than islands importing it.
import type { Closure } from '../roads/roadDay.ts';
import { ROAD_EDGES } from '../roads/roadNetwork.ts';
import { edgeKey } from '../roads/roadsOn.ts';

/**
 * `road`: the place is the road (a canyon, byway or scenic drive): a closure along it closes the
 * place for the day. `on`: the place stands on the road (a trailhead by the highway): a closure
 * along it is news for its page, while whether it is cut off stays the access points' answer.
 */
export type AlongKind = 'road' | 'on';

export interface AlongRoad {
  placeId: string;
  kind: AlongKind;
  /** The road as people name it ("SR-210"). */
  road: string;
  edgeKeys: readonly string[];
  source: string;
  checkedOn: string;
}

const BYWAYS = 'https://en.wikipedia.org/wiki/List_of_Utah_Scenic_Byways';
const CHECKED = '2026-11-27';

function along(placeId: string, kind: AlongKind, road: string, edgeKeys: string[], source: string): AlongRoad {
  return { placeId, kind, road, edgeKeys, source, checkedOn: CHECKED };
}

/** The places along roads of the graph, each with the segments it lies along and why we say so. */
export const ALONG_ROAD: readonly AlongRoad[] = [
  along(
    'little-cottonwood-canyon',
    'road',
    'SR-210',
    ['SR-210:lcc_mouth-snowbird', 'SR-210:snowbird-alta'],
    'https://www.fox13now.com/news/local-news/udot-closes-little-cottonwood-canyon-for-avalanche-mitigation',
  ),
  along('big-cottonwood-canyon', 'road', 'SR-190', ['SR-190:bcc_mouth-solitude', 'SR-190:solitude-brighton'], BYWAYS),
  along(
    'zion-mount-carmel-highway',
    'road',
    'SR-9',
    ['SR-9 (Zion–Mount Carmel Hwy):zion_vc-canyon_jct', 'SR-9 (Zion–Mount Carmel Hwy):canyon_jct-zion_east', 'SR-9:zion_east-mt_carmel_jct'],
    'https://en.wikipedia.org/wiki/Zion%E2%80%93Mount_Carmel_Highway',
  ),
  // The trailhead and its car park are on SR-9 at the tunnel's east end.
  along(
    'canyon-overlook-trail',
    'on',
    'SR-9',
    ['SR-9 (Zion–Mount Carmel Hwy):canyon_jct-zion_east'],
    'https://wherethehellismichael.com/2018/12/canyon-overlook-trail-at-zion-np/',
  ),
  along(
    'mirror-lake-scenic-byway',
    'road',
    'SR-150',
    ['SR-150 (Mirror Lake Hwy):kamas-mirror_lake', 'SR-150 (Mirror Lake Hwy):mirror_lake-sr150_wy_line'],
    'https://www.kpcw.org/summit-county/2024-12-11/mirror-lake-highway-will-close-for-the-season-friday',
  ),
  along(
    'alpine-loop-scenic-byway',
    'road',
    'SR-92',
    ['SR-92:i15_sr92-timp_cave', 'SR-92 (Alpine Loop):timp_cave-sundance', 'SR-92:sundance-us189_sr92'],
    'https://en.wikipedia.org/wiki/Utah_State_Route_92',
  ),
  along(
    'guardsman-pass-scenic-backway',
    'road',
    'Guardsman Pass Rd',
    ['Guardsman Pass Rd:brighton-park_city'],
    'https://www.abc4.com/news/northern-utah/udot-is-closing-mirror-lake-highway-for-the-winter-this-week/',
  ),
  along(
    'logan-canyon-scenic-byway',
    'road',
    'US-89',
    [
      'US-89 (Logan Canyon):logan-tony_grove_jct',
      'US-89 (Logan Canyon):tony_grove_jct-beaver_mtn_jct',
      'US-89 (Logan Canyon):beaver_mtn_jct-bear_lake_summit',
      'US-89 (Logan Canyon):bear_lake_summit-garden_city',
    ],
    BYWAYS,
  ),
  along(
    'scenic-byway-12',
    'road',
    'SR-12',
    [
      'SR-12:us89_sr12-sr12_sr63',
      'SR-12:sr12_sr63-tropic',
      'SR-12:tropic-cannonville',
      'SR-12:cannonville-henrieville',
      'SR-12:henrieville-escalante',
      'SR-12:escalante-hitr_jct',
      'SR-12:hitr_jct-calf_creek',
      'SR-12:calf_creek-boulder',
      'SR-12 (Boulder Mountain):boulder-torrey',
    ],
    BYWAYS,
  ),
  // The Hogsback is the ridge SR-12 follows between Calf Creek and Boulder.
  along('hogsback-scenic-byway-12', 'road', 'SR-12', ['SR-12:calf_creek-boulder'], BYWAYS),
  along(
    'mount-nebo-scenic-byway',
    'road',
    'Nebo Loop Rd',
    ['Nebo Loop Rd:i15_payson-payson_lakes', 'Nebo Loop Rd:payson_lakes-devils_kitchen', 'Nebo Loop Rd:devils_kitchen-nephi'],
    BYWAYS,
  ),
  along(
    'trappers-loop-scenic-byway',
    'road',
    'SR-167',
    ['SR-167 (Trappers Loop):mountain_green-sr226_jct', 'SR-167 (Trappers Loop):sr226_jct-trappers_n'],
    BYWAYS,
  ),
  along('energy-loop-huntington-eccles-canyons-scenic-byway', 'road', 'SR-31', ['SR-31:fairview-sr31_skyline', 'SR-31:sr31_skyline-huntington'], BYWAYS),
  along(
    'flaming-gorge-uintas-national-scenic-byway',
    'road',
    'US-191',
    ['US-191:vernal-greendale_jct', 'SR-44:greendale_jct-red_canyon', 'SR-44:red_canyon-manila'],
    BYWAYS,
  ),
  along(
    'indian-canyon-scenic-byway',
    'road',
    'US-191',
    ['US-191 (Indian Canyon):castle_gate-indian_canyon', 'US-191 (Indian Canyon):indian_canyon-duchesne'],
    BYWAYS,
  ),
  along(
    'upper-colorado-river-scenic-byway',
    'road',
    'SR-128',
    ['SR-128:moab_north-castle_valley_jct', 'SR-128:castle_valley_jct-fisher_towers', 'SR-128:fisher_towers-dewey_bridge', 'SR-128:dewey_bridge-i70_sr128'],
    BYWAYS,
  ),
  along('beaver-canyon-scenic-byway', 'road', 'SR-153', ['SR-153:beaver-eagle_point'], BYWAYS),
  along('kolob-canyons-scenic-drive', 'road', 'Kolob Canyons Rd', ['Kolob Canyons Rd:i15_kolob-kolob_viewpoint'], 'https://www.nps.gov/zion/'),
  along(
    'nine-mile-canyon-backcountry-byway',
    'road',
    'Nine Mile Canyon Rd',
    [
      'Nine Mile Canyon Rd:wellington-nine_mile_upper',
      'Nine Mile Canyon Rd:nine_mile_upper-nine_mile_gate',
      'Nine Mile Canyon Rd:nine_mile_gate-nine_mile_hunt',
    ],
    BYWAYS,
  ),
];

const BY_PLACE = new Map(ALONG_ROAD.map((a) => [a.placeId, a]));

/** The road a place is, or stands on; undefined for a place reached by a road. */
export function roadOfPlace(id: string): AlongRoad | undefined {
  return BY_PLACE.get(id);
}

/** The places along any of the segments (`kind` to keep only the roads, or only the places on them). */
export function placesAlongEdges(edgeKeys: Iterable<string>, kind?: AlongKind): string[] {
  const keys = new Set(edgeKeys);
  return ALONG_ROAD.filter((a) => (!kind || a.kind === kind) && a.edgeKeys.some((k) => keys.has(k))).map((a) => a.placeId);
}

/**
 * The places closures close, each once, sorted: those each closure (not a restriction) cuts off,
 * and a place that is its road (a trailhead on it stays the access points' answer).
 */
export function placesClosedBy(closures: ReadonlyArray<Pick<Closure, 'kind' | 'edgeKeys' | 'placeIds'>>): string[] {
  const closing = closures.filter((c) => c.kind === 'closure');
  return [...new Set(closing.flatMap((c) => [...c.placeIds, ...placesAlongEdges(c.edgeKeys, 'road')]))].sort();
}

/** Every problem of the data: an edge key the graph lacks, or an entry without a source. */
export function alongRoadProblems(entries: readonly AlongRoad[] = ALONG_ROAD): string[] {
  const known = new Set(ROAD_EDGES.map((e) => edgeKey(e)));
  return entries.flatMap((a) => [
    ...a.edgeKeys.filter((k) => !known.has(k)).map((k) => `${a.placeId}: no road segment ${k}`),
    ...(/^https:\/\//.test(a.source) ? [] : [`${a.placeId}: no source`]),
  ]);
}
