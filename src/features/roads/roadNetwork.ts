/**
 * Utah's highway network, as data, for the drive-time model (see `driveTime.ts` and
 * `docs/drive-time-model.md`).
 *
 * The graph is deliberately small: ~440 nodes (junctions, towns, park entrances) with real
 * WGS84 coordinates, joined by edges that follow the real highways. It covers Utah and the
 * roads just across the state lines that Utah trips use (Great Basin, Wendover, Bear Lake's
 * Idaho shore, Evanston, Flaming Gorge via Wyoming, Dinosaur's Colorado side, Four Corners,
 * Mesa Verde, Page, Lees Ferry, both Grand Canyon rims, Valley of Fire).
 *
 * How an edge's length is obtained:
 * - by default, the great-circle distance between its two nodes times the route's
 *   `curve` factor (how much longer the real road is than the straight chord: ~1.03 for an
 *   interstate across a valley, 1.2–1.4 for a canyon road);
 * - or, where the road wanders far from the chord (Logan Canyon, SR-12's Hogback, the
 *   Zion–Mount Carmel Highway, SR-20, SR-150…), an explicit mileage written `node:miles`
 *   in the path, taken from published road logs / milepost differences.
 *
 * Speeds are free-flow averages in mph, the kind mapping services assume outside rush
 * hour: rural interstates ~74–76 (80 mph limits, less on grades), Wasatch Front I-15/I-215
 * ~60–65 (interchange density, congestion), US highways 50–62, canyon and mountain roads
 * 30–50, park roads 22–35, gravel 12–28 (the Moki Dugway and Burr Trail switchbacks are
 * the slowest), dirt 10–12. They are a road-class judgement,
 * not tuned per destination.
 *
 * Seasonal roads (issue 19): a road that closes for the winter carries its usual closure
 * window (`closure`, with the agency that sets it named in docs/drive-time-model.md); the
 * model routes summer with every road open and winter with every such road closed.
 *
 * Limits: no traffic, no time of day, no chain controls or storm closures, no ferry
 * (Bullfrog–Halls Crossing), and minor streets are not modelled — the last miles to a place
 * are the "local leg" in `driveTime.ts`.
 */

import { haversineMiles } from '../../lib/geo.ts';
import type { ClosureWindow } from './seasons.ts';

/** A junction, town or entrance of the road graph. */
export interface RoadNode {
  id: string;
  name: string;
  lat: number;
  lng: number;
}

/** Road surface of an edge; unpaved edges are also slow by their speed. */
export type RoadSurface = 'paved' | 'gravel' | 'dirt';

/** One undirected road segment between two nodes. */
export interface RoadEdge {
  from: string;
  to: string;
  /** Road name, e.g. "I-15", "US-89", "SR-12", "Burr Trail". */
  road: string;
  /** Road length in miles. */
  miles: number;
  /** Average free-flow speed in mph. */
  mph: number;
  surface: RoadSurface;
  /** Closed in winter: the same as `closure !== null`. */
  seasonal: boolean;
  /** The road's usual winter closure, or null for a road kept open all year. */
  closure: RoadClosure | null;
}

/**
 * A road's usual winter closure: the window (Utah dates, both ends closed days; it wraps the
 * new year) and how the closure reads to a visitor. Sources: docs/drive-time-model.md.
 */
export interface RoadClosure extends ClosureWindow {
  /** "usually mid-Nov to late May" (snow decides the real dates) or fixed dates ("Dec 1 until it reopens May 15"). */
  when: string;
}

/**
 * The usual closure windows. Where the agency sets no fixed date, the window is the typical
 * one (gates close with the first lasting snow and open once the road is cleared, so a given
 * year can be weeks either side); `to` is the last closed day.
 */
export const CLOSURES = {
  /** UDOT: SR-224/SR-190 over Guardsman Pass, not plowed; opens once cleared, late May or June. */
  guardsmanPass: { from: '11-01', to: '05-31', when: 'usually Nov to late May or June' },
  /** UDOT: SR-150 beyond the winter gate (Soapstone) to the Wyoming line, and WYDOT's WY-150 beyond it; one of the last to close. */
  mirrorLake: { from: '12-01', to: '05-25', when: 'usually Dec to late May' },
  /** UDOT: SR-35 over Wolf Creek Pass; often open into December. */
  wolfCreekPass: { from: '12-01', to: '05-25', when: 'usually Dec to late May' },
  /** UDOT: SR-39 over Monte Cristo, east of Huntsville to near Woodruff. */
  monteCristo: { from: '11-01', to: '05-25', when: 'usually Nov to late May' },
  /** UDOT: SR-65 over Big Mountain Pass, from above Little Dell to East Canyon. */
  bigMountain: { from: '11-01', to: '05-25', when: 'usually Nov to late May' },
  /** UDOT / Uinta-Wasatch-Cache NF: SR-92 between the Timpanogos Cave and Aspen Grove gates. */
  alpineLoop: { from: '11-01', to: '05-25', when: 'usually Nov to late May' },
  /** Uinta-Wasatch-Cache NF: the Nebo Loop Scenic Byway (FR-015). */
  neboLoop: { from: '11-01', to: '05-25', when: 'usually Nov to late May' },
  /** NPS Great Basin: Wheeler Peak Scenic Drive above Upper Lehman Creek campground. */
  wheelerPeak: { from: '11-01', to: '05-31', when: 'usually Nov to late May or June' },
  /** UDOT / NPS Cedar Breaks: SR-148 through the monument; often open into December. */
  cedarBreaks: { from: '12-01', to: '05-25', when: 'usually Dec to late May' },
  /** NPS Zion: Kolob Terrace Rd above the Left Fork (Subway) trailhead to Lava Point. */
  kolobTerrace: { from: '11-01', to: '05-31', when: 'usually Nov to late May or June' },
  /** NPS Grand Canyon: AZ-67 from Jacob Lake closes Dec 1 and opens May 15; the North Rim's own roads close with it. */
  northRim: { from: '12-01', to: '05-14', when: 'Dec 1 until it reopens May 15' },
} as const satisfies Record<string, RoadClosure>;

// ---------------------------------------------------------------------------------------
// Nodes: id → [lat, lng, name]
// ---------------------------------------------------------------------------------------

const NODES: Record<string, [number, number, string]> = {
  // Salt Lake Valley
  airport: [40.7899, -111.9791, 'Salt Lake City International Airport'],
  i80_i215w: [40.766, -111.9495, 'I-80 / I-215 / airport interchange'],
  bangerter_n: [40.769, -111.9855, 'I-80 / Bangerter Hwy (4000 W)'],
  i15_i80w: [40.744, -111.906, 'I-15 / I-80 west junction'],
  i15_600s: [40.7595, -111.904, 'I-15 exit 310 (600 South)'],
  slc_downtown: [40.7608, -111.891, 'Downtown Salt Lake City (Temple Square)'],
  univ_utah: [40.763, -111.843, 'University of Utah'],
  i15_2100s: [40.725, -111.905, 'I-15 / I-80 east / SR-201 (2100 South)'],
  i80_1300e: [40.7175, -111.854, 'I-80 exit 125 (1300 East, Sugar House)'],
  i80_i215e: [40.707, -111.797, 'I-80 / I-215 (mouth of Parleys Canyon)'],
  i215_w3500s: [40.696, -111.945, 'I-215 at 3500 South (West Valley)'],
  i215_sw: [40.658, -111.934, 'I-215 at 4700 South (Taylorsville)'],
  i15_i215s: [40.635, -111.904, 'I-15 / I-215 (Murray–Midvale)'],
  i215_6200s: [40.633, -111.8, 'I-215 / Wasatch Blvd (6200 South)'],
  bangerter_3500s: [40.696, -111.9855, 'Bangerter Hwy at 3500 South'],
  bangerter_9000s: [40.593, -111.9855, 'Bangerter Hwy at 9000 South'],
  bangerter_redwood: [40.507, -111.939, 'Bangerter Hwy / Redwood Rd (Bluffdale)'],
  i15_10600s: [40.558, -111.895, 'I-15 exit 293 (10600 South, Sandy)'],
  i15_draper: [40.509, -111.897, 'I-15 / Bangerter Hwy (Draper)'],
  bcc_mouth: [40.6193, -111.789, 'Mouth of Big Cottonwood Canyon'],
  lcc_mouth: [40.572, -111.796, 'Mouth of Little Cottonwood Canyon'],
  solitude: [40.62, -111.592, 'Solitude'],
  brighton: [40.598, -111.583, 'Brighton'],
  snowbird: [40.581, -111.656, 'Snowbird'],
  alta: [40.5885, -111.638, 'Alta'],

  // Davis, Weber, Box Elder, Cache
  i15_i215n: [40.838, -111.915, 'I-15 / I-215 (North Salt Lake)'],
  i15_bountiful: [40.88, -111.898, 'I-15 Bountiful (exit 317)'],
  i15_farmington: [40.99, -111.901, 'I-15 / US-89 / Legacy Pkwy (Farmington)'],
  i15_layton: [41.089, -111.981, 'I-15 exit 332 (Antelope Dr, Layton)'],
  antelope_island: [41.059, -112.24, 'Antelope Island State Park visitor centre'],
  garr_ranch: [40.9258, -112.1845, 'Fielding Garr Ranch (end of Antelope Island East Side Rd)'],
  i15_i84: [41.175, -112.018, 'I-15 / I-84 (Riverdale)'],
  i15_ogden: [41.223, -112.023, 'I-15 exit 344 (Ogden)'],
  ogden: [41.223, -111.9738, 'Downtown Ogden (25th Street)'],
  ogden_canyon: [41.237, -111.933, 'Mouth of Ogden Canyon'],
  north_ogden: [41.307, -111.96, 'North Ogden (US-89)'],
  willard: [41.4091, -112.036, 'Willard'],
  i15_willard: [41.41, -112.05, 'I-15 exit 357 (Willard)'],
  i15_brigham: [41.49, -112.05, 'I-15 exit 362 (Brigham City)'],
  brigham_city: [41.5102, -112.0155, 'Brigham City'],
  i15_corinne: [41.55, -112.09, 'I-15 exit 368 (Corinne)'],
  corinne: [41.5507, -112.1097, 'Corinne'],
  golden_spike: [41.6178, -112.5473, 'Golden Spike National Historical Park'],
  i15_i84n: [41.692, -112.149, 'I-15 / I-84 (Tremonton)'],
  i15_riverside: [41.795, -112.148, 'I-15 / SR-30 (Riverside)'],
  idaho_i15: [41.999, -112.235, 'I-15 at the Idaho line'],
  snowville: [41.966, -112.711, 'Snowville'],
  idaho_i84: [41.999, -112.88, 'I-84 at the Idaho line'],
  park_valley: [41.8185, -113.3305, 'Park Valley (SR-30)'],
  grouse_creek_jct: [41.7, -113.62, 'SR-30 / Grouse Creek Rd'],
  nv_line_sr30: [41.49, -114.04, 'SR-30 at the Nevada line'],
  wellsville: [41.6385, -111.9341, 'Wellsville'],
  logan: [41.7355, -111.8344, 'Logan'],
  richmond: [41.923, -111.813, 'Richmond'],
  idaho_us91: [42.0, -111.815, 'US-91 at the Idaho line (Franklin)'],
  garden_city: [41.946, -111.396, 'Garden City (Bear Lake)'],
  fish_haven: [42.037, -111.396, 'Fish Haven, Idaho'],
  st_charles: [42.113, -111.389, 'St. Charles, Idaho'],
  montpelier: [42.3222, -111.2977, 'Montpelier, Idaho'],
  laketown: [41.826, -111.321, 'Laketown'],
  sage_creek_jct: [41.785, -111.12, 'Sage Creek Junction (SR-30 / SR-16)'],
  randolph: [41.665, -111.182, 'Randolph'],
  woodruff: [41.523, -111.163, 'Woodruff'],
  pineview_dam: [41.254, -111.84, 'Pineview Dam'],
  eden: [41.303, -111.823, 'Eden'],
  powder_mountain: [41.379, -111.781, 'Powder Mountain'],
  huntsville: [41.2608, -111.7688, 'Huntsville'],
  trappers_n: [41.247, -111.78, 'SR-167 / SR-39 (Trappers Loop north)'],
  sr226_jct: [41.2, -111.79, 'SR-167 / SR-226 (Snowbasin Rd)'],
  snowbasin: [41.216, -111.857, 'Snowbasin'],
  monte_cristo: [41.464, -111.497, 'Monte Cristo summit (SR-39)'],
  // On the straight line Trappers Loop–Monte Cristo, three quarters of the way (milepost ~37):
  // it splits the old edge without changing its length, so only where winter closes changes.
  sr39_gate: [41.41, -111.5678, 'SR-39 winter gate (about milepost 37)'],
  i84_uintah: [41.14, -111.925, 'I-84 / US-89 (Uintah)'],
  mountain_green: [41.143, -111.79, 'I-84 exit 92 (Mountain Green)'],
  morgan: [41.036, -111.6768, 'Morgan'],
  henefer: [41.0218, -111.4966, 'Henefer'],

  // Wasatch Back, Summit, Uinta Mountains
  i80_mtn_dell: [40.753, -111.714, 'I-80 exit 134 (SR-65, Mountain Dell)'],
  parleys_summit: [40.758, -111.627, 'Parleys Summit'],
  kimball_jct: [40.725, -111.542, 'Kimball Junction (I-80 / SR-224)'],
  i80_us40: [40.73, -111.5, 'I-80 / US-40 (Silver Creek Junction)'],
  park_city: [40.6461, -111.498, 'Park City (Main Street)'],
  quinns_jct: [40.681, -111.457, "Quinn's Junction (US-40 / SR-248)"],
  jordanelle_jct: [40.62, -111.425, 'US-40 / SR-32 (Jordanelle)'],
  heber: [40.507, -111.4132, 'Heber City'],
  midway: [40.5122, -111.4744, 'Midway'],
  charleston: [40.47, -111.467, 'Charleston'],
  deer_creek_dam: [40.406, -111.527, 'Deer Creek Dam'],
  wanship: [40.8116, -111.4066, 'Wanship'],
  coalville: [40.9177, -111.3988, 'Coalville'],
  echo_jct: [40.972, -111.438, 'Echo Junction (I-80 / I-84)'],
  wy_line_i80: [41.083, -111.0467, 'I-80 at the Wyoming line'],
  evanston: [41.2683, -110.9632, 'Evanston, Wyoming'],
  fort_bridger: [41.318, -110.388, 'Fort Bridger, Wyoming (I-80 exit 34)'],
  mountain_view_wy: [41.2688, -110.3399, 'Mountain View, Wyoming'],
  lonetree_wy: [41.051, -110.164, 'Lonetree, Wyoming'],
  mckinnon_wy: [41.046, -109.936, 'McKinnon, Wyoming'],
  big_mountain: [40.829, -111.655, 'Big Mountain Pass (SR-65)'],
  east_canyon: [40.906, -111.588, 'East Canyon Reservoir (SR-65 / SR-66)'],
  oakley: [40.7147, -111.3002, 'Oakley'],
  kamas: [40.643, -111.2802, 'Kamas'],
  francis: [40.6108, -111.281, 'Francis'],
  mirror_lake: [40.7, -110.885, 'Mirror Lake'],
  sr150_wy_line: [41.0, -110.875, 'SR-150 at the Wyoming line'],
  wolf_creek_pass: [40.484, -111.035, 'Wolf Creek Pass (SR-35)'],
  hanna: [40.433, -110.8, 'Hanna'],
  tabiona: [40.3561, -110.709, 'Tabiona'],

  // Utah Valley, Juab, Tooele
  i15_sr92: [40.4335, -111.876, 'I-15 exit 284 (SR-92, Lehi / Highland)'],
  i15_lehi: [40.385, -111.835, 'I-15 exit 279 (SR-73, Lehi)'],
  i15_orem: [40.277, -111.717, 'I-15 exit 269 (University Pkwy, Orem)'],
  i15_provo: [40.235, -111.69, 'I-15 exit 268 (Center St, Provo)'],
  provo: [40.2338, -111.6585, 'Downtown Provo'],
  provo_canyon: [40.326, -111.652, 'Mouth of Provo Canyon'],
  bridal_veil: [40.341, -111.601, 'Bridal Veil Falls'],
  us189_sr92: [40.36, -111.583, 'US-189 / SR-92 (Sundance turnoff)'],
  sundance: [40.393, -111.588, 'Sundance'],
  timp_cave: [40.444, -111.71, 'Timpanogos Cave (American Fork Canyon)'],
  i15_springville: [40.17, -111.625, 'I-15 exit 263 (Springville)'],
  i15_us6: [40.1, -111.625, 'I-15 / US-6 east (Spanish Fork)'],
  i15_payson: [40.035, -111.735, 'I-15 exit 254 (Payson)'],
  i15_santaquin: [39.98, -111.795, 'I-15 / US-6 west (Santaquin)'],
  i15_nephi: [39.715, -111.825, 'I-15 exit 225 (Nephi)'],
  nephi: [39.7102, -111.8363, 'Nephi'],
  levan: [39.5536, -111.863, 'Levan'],
  saratoga_springs: [40.349, -111.904, 'Saratoga Springs (SR-68)'],
  cedar_fort: [40.331, -112.103, 'Cedar Fort'],
  sr73_sr36: [40.29, -112.39, 'SR-73 / SR-36 (Rush Valley)'],
  elberta: [39.954, -111.955, 'Elberta (US-6 / SR-68)'],
  goshen: [39.951, -111.9, 'Goshen'],
  eureka: [39.9541, -112.1205, 'Eureka'],
  tintic_jct: [39.933, -112.23, 'Tintic Junction (US-6 / SR-36)'],
  lake_point: [40.678, -112.265, 'I-80 exit 99 (SR-36, Lake Point)'],
  tooele: [40.5308, -112.2983, 'Tooele'],
  stockton: [40.4533, -112.3627, 'Stockton'],
  vernon: [40.093, -112.43, 'Vernon'],
  i80_timpie: [40.74, -112.64, 'I-80 exit 77 (Timpie)'],
  i80_knolls: [40.73, -113.28, 'I-80 exit 41 (Knolls)'],
  salt_flats: [40.767, -113.893, 'Bonneville Salt Flats rest area (I-80 exit 10)'],
  wendover: [40.737, -114.037, 'Wendover'],
  west_wendover: [40.739, -114.073, 'West Wendover, Nevada'],
  ibapah: [40.038, -113.986, 'Ibapah'],
  callao: [39.899, -113.715, 'Callao'],
  fish_springs: [39.847, -113.397, 'Fish Springs National Wildlife Refuge'],
  simpson_springs: [40.037, -112.787, 'Simpson Springs (Pony Express Trail)'],

  // Carbon, Emery, Uinta Basin
  thistle: [39.9931, -111.4966, 'Thistle (US-6 / US-89)'],
  soldier_summit: [39.9285, -111.079, 'Soldier Summit'],
  castle_gate: [39.733, -110.87, 'Castle Gate (US-6 / US-191)'],
  helper: [39.6841, -110.8546, 'Helper'],
  price: [39.5994, -110.8107, 'Price'],
  wellington: [39.5425, -110.7351, 'Wellington'],
  nine_mile_upper: [39.715, -110.58, 'Nine Mile Canyon Rd (Soldier Creek)'],
  nine_mile_gate: [39.775, -110.305, 'Nine Mile Canyon / Gate Canyon Rd'],
  nine_mile_hunt: [39.787, -110.2, 'Nine Mile Canyon (Great Hunt panel)'],
  woodside: [39.265, -110.342, 'Woodside'],
  indian_canyon: [39.893, -110.752, 'Indian Canyon summit (US-191)'],
  duchesne: [40.163, -110.403, 'Duchesne'],
  fruitland: [40.2105, -110.8418, 'Fruitland'],
  strawberry: [40.179, -111.165, 'Strawberry Reservoir (US-40)'],
  daniels_summit: [40.302, -111.258, 'Daniels Summit'],
  myton: [40.195, -110.063, 'Myton'],
  roosevelt: [40.2994, -109.9888, 'Roosevelt'],
  neola: [40.417, -110.066, 'Neola'],
  lapoint: [40.404, -109.817, 'Lapoint'],
  maeser: [40.474, -109.587, 'Maeser'],
  vernal: [40.4555, -109.5287, 'Vernal'],
  jensen: [40.364, -109.345, 'Jensen'],
  dinosaur_quarry: [40.438, -109.301, 'Dinosaur National Monument, Quarry Exhibit Hall'],
  co_line_us40: [40.222, -109.05, 'US-40 at the Colorado line'],
  dinosaur_co: [40.2436, -108.9737, 'Dinosaur, Colorado (Canyon Area visitor centre)'],
  harpers_corner: [40.485, -108.983, 'Harpers Corner'],
  greendale_jct: [40.883, -109.462, 'Greendale Junction (US-191 / SR-44)'],
  flaming_gorge_dam: [40.9144, -109.4216, 'Flaming Gorge Dam'],
  dutch_john: [40.93, -109.393, 'Dutch John'],
  red_canyon: [40.89, -109.558, 'Red Canyon visitor centre turnoff (SR-44)'],
  manila: [40.9877, -109.7226, 'Manila'],
  fairview: [39.6264, -111.4396, 'Fairview'],
  sr31_skyline: [39.633, -111.29, 'SR-31 at Skyline Drive'],
  huntington: [39.3261, -110.9646, 'Huntington'],
  castle_dale: [39.2122, -111.0196, 'Castle Dale'],
  orangeville: [39.2258, -111.0532, 'Orangeville'],
  joes_valley: [39.29, -111.285, 'Joes Valley Reservoir'],
  ferron: [39.0936, -111.131, 'Ferron'],
  emery: [38.9228, -111.2502, 'Emery'],

  // Sanpete, Sevier, Millard, Beaver
  mt_pleasant: [39.5466, -111.4555, 'Mount Pleasant'],
  us89_sr132: [39.497, -111.528, 'US-89 / SR-132 (Pigeon Hollow Junction)'],
  moroni: [39.525, -111.588, 'Moroni'],
  fountain_green: [39.6272, -111.6374, 'Fountain Green'],
  ephraim: [39.3597, -111.5863, 'Ephraim'],
  manti: [39.2683, -111.6363, 'Manti'],
  gunnison: [39.1552, -111.8182, 'Gunnison'],
  salina: [38.9578, -111.8596, 'Salina (I-70 / US-50 / US-89)'],
  i15_scipio: [39.245, -112.105, 'I-15 / US-50 (Scipio)'],
  i15_holden: [39.1, -112.27, 'I-15 / US-50 west (Holden)'],
  lynndyl: [39.5186, -112.3747, 'Lynndyl'],
  delta: [39.3522, -112.5772, 'Delta'],
  hinckley: [39.3333, -112.671, 'Hinckley'],
  border_inn: [39.044, -114.048, 'US-6/50 at the Nevada line (Border Inn)'],
  baker: [39.0137, -114.1252, 'Baker, Nevada (Great Basin visitor centre)'],
  lehman_caves: [39.005, -114.22, 'Lehman Caves visitor centre'],
  garrison: [38.9372, -114.0302, 'Garrison'],
  milford: [38.397, -113.0108, 'Milford'],
  minersville: [38.215, -112.923, 'Minersville'],
  i15_fillmore: [38.969, -112.34, 'I-15 exit 167 (Fillmore)'],
  i15_kanosh: [38.802, -112.436, 'I-15 exit 158 (Kanosh)'],
  i15_i70: [38.57, -112.598, 'I-15 / I-70 (Cove Fort)'],
  beaver: [38.2769, -112.6411, 'Beaver'],
  eagle_point: [38.321, -112.384, 'Eagle Point (SR-153)'],
  i70_sevier: [38.594, -112.25, 'I-70 / US-89 south (Sevier)'],
  richfield: [38.7725, -112.0841, 'Richfield'],
  sigurd: [38.8472, -111.9699, 'Sigurd (I-70 / SR-24)'],
  fremont_jct: [38.758, -111.35, 'Fremont Junction (I-70 / SR-10 / SR-72)'],
  i70_sr24: [38.93, -110.405, 'I-70 / SR-24'],
  us6_i70: [38.977, -110.296, 'I-70 / US-6 / US-191'],
  green_river: [38.9953, -110.1615, 'Green River'],
  crescent_jct: [38.953, -109.82, 'Crescent Junction (I-70 / US-191)'],
  i70_sr128: [38.999, -109.395, 'I-70 / SR-128 (Cisco)'],
  co_line_i70: [39.1, -109.051, 'I-70 at the Colorado line'],
  grand_junction: [39.0639, -108.5506, 'Grand Junction, Colorado'],

  // Canyon Country (Moab, San Juan)
  us191_sr313: [38.7, -109.692, 'US-191 / SR-313 (Canyonlands turnoff)'],
  sr313_jct: [38.54, -109.8, 'SR-313 / Grand View Point Rd'],
  island_sky: [38.4597, -109.821, 'Canyonlands Island in the Sky visitor centre'],
  dead_horse: [38.4885, -109.733, 'Dead Horse Point State Park visitor centre'],
  arches_vc: [38.6166, -109.6199, 'Arches National Park visitor centre'],
  moab_north: [38.603, -109.576, 'US-191 / SR-128 (north Moab)'],
  moab: [38.5733, -109.5498, 'Moab'],
  castle_valley_jct: [38.648, -109.408, 'SR-128 / Castle Valley Rd'],
  fisher_towers: [38.724, -109.309, 'Fisher Towers turnoff (SR-128)'],
  dewey_bridge: [38.812, -109.307, 'Dewey Bridge'],
  la_sal_jct: [38.309, -109.395, 'La Sal Junction (US-191 / SR-46)'],
  church_rock: [38.069, -109.361, 'Church Rock (US-191 / SR-211)'],
  newspaper_rock: [37.988, -109.518, 'Newspaper Rock'],
  needles_vc: [38.1666, -109.7597, 'Canyonlands Needles visitor centre'],
  monticello: [37.8714, -109.3429, 'Monticello'],
  dove_creek: [37.7664, -108.9059, 'Dove Creek, Colorado'],
  cortez: [37.3489, -108.5859, 'Cortez, Colorado'],
  mesa_verde: [37.334, -108.405, 'Mesa Verde visitor and research centre'],
  mesa_verde_chapin: [37.184, -108.489, 'Mesa Verde, Chapin Mesa'],
  towaoc: [37.21, -108.729, 'Towaoc, Colorado'],
  us160_co41: [37.025, -108.995, 'US-160 / CO-41'],
  four_corners_rd: [36.996, -109.028, 'US-160 / Four Corners Monument Rd'],
  four_corners: [36.999, -109.0452, 'Four Corners Monument'],
  teec_nos_pos: [36.9236, -109.0893, 'Teec Nos Pos, Arizona'],
  mexican_water: [36.9448, -109.5362, 'Mexican Water, Arizona'],
  blanding: [37.6243, -109.4782, 'Blanding'],
  us191_sr95: [37.565, -109.483, 'US-191 / SR-95'],
  us191_sr262: [37.4, -109.488, 'US-191 / SR-262'],
  bluff: [37.2836, -109.552, 'Bluff'],
  us163_jct: [37.279, -109.612, 'US-191 / US-163 (west of Bluff)'],
  montezuma_creek: [37.2597, -109.309, 'Montezuma Creek'],
  aneth: [37.2144, -109.1884, 'Aneth'],
  hovenweep: [37.3834, -109.0717, 'Hovenweep National Monument visitor centre'],
  sr261_us163: [37.188, -109.87, 'US-163 / SR-261'],
  mexican_hat: [37.1491, -109.8554, 'Mexican Hat'],
  sr261_sr316: [37.195, -109.908, 'SR-261 / SR-316 (Goosenecks Rd)'],
  goosenecks: [37.1744, -109.927, 'Goosenecks State Park'],
  moki_bottom: [37.272, -109.93, 'Moki Dugway (foot)'],
  moki_top: [37.29, -109.934, 'Moki Dugway (top)'],
  kane_gulch: [37.524, -109.896, 'Kane Gulch ranger station (SR-261)'],
  sr95_sr261: [37.548, -109.895, 'SR-95 / SR-261'],
  sr95_sr275: [37.565, -110.03, 'SR-95 / SR-275 (Natural Bridges)'],
  natural_bridges: [37.6098, -110.0046, 'Natural Bridges National Monument visitor centre'],
  sr95_sr276s: [37.582, -110.07, 'SR-95 / SR-276 (to Halls Crossing)'],
  halls_crossing: [37.458, -110.713, 'Halls Crossing'],
  fry_canyon: [37.644, -110.168, 'Fry Canyon'],
  hite: [37.881, -110.395, 'Hite (SR-95 Colorado River bridge)'],
  sr95_sr276n: [38.04, -110.54, 'SR-95 / SR-276 (to Bullfrog)'],
  ticaboo: [37.687, -110.697, 'Ticaboo'],
  bullfrog: [37.521, -110.728, 'Bullfrog Marina'],
  mv_jct: [37.0, -110.175, 'US-163 / Monument Valley Rd'],
  monument_valley: [36.9828, -110.1125, 'Monument Valley Tribal Park visitor centre'],
  kayenta: [36.7269, -110.2546, 'Kayenta, Arizona'],
  tuba_city: [36.135, -111.24, 'Tuba City, Arizona'],

  // Wayne, Garfield, Kane (Capitol Reef, Escalante, Bryce)
  koosharem_jct: [38.55, -111.86, 'SR-24 / SR-62 (Koosharem)'],
  kingston: [38.2133, -112.1816, 'Kingston (US-89 / SR-62)'],
  otter_creek: [38.2, -112.0, 'Otter Creek Reservoir (SR-62)'],
  sr25_jct: [38.495, -111.76, 'SR-24 / SR-25 (Fish Lake turnoff)'],
  fish_lake: [38.552, -111.706, 'Fish Lake'],
  loa: [38.4028, -111.6432, 'Loa'],
  bicknell: [38.34, -111.547, 'Bicknell'],
  torrey: [38.2997, -111.4199, 'Torrey'],
  capitol_reef: [38.2917, -111.2617, 'Capitol Reef visitor centre (Fruita)'],
  capitol_gorge: [38.208, -111.203, 'Capitol Gorge (end of Scenic Drive)'],
  notom_jct: [38.276, -111.109, 'SR-24 / Notom Rd'],
  notom: [38.23, -111.13, 'Notom'],
  burr_notom_jct: [37.848, -111.009, 'Burr Trail / Notom-Bullfrog Rd'],
  burr_boundary: [37.861, -111.052, 'Burr Trail at Capitol Reef boundary (top of switchbacks)'],
  caineville: [38.3347, -111.0135, 'Caineville'],
  hanksville: [38.3733, -110.714, 'Hanksville'],
  goblin_jct: [38.642, -110.648, 'SR-24 / Temple Mountain Rd'],
  goblin_rd: [38.645, -110.723, 'Temple Mountain Rd / Goblin Valley Rd'],
  goblin_valley: [38.573, -110.707, 'Goblin Valley State Park'],
  boulder: [37.9058, -111.4224, 'Boulder'],
  calf_creek: [37.794, -111.414, 'Calf Creek Recreation Area'],
  hitr_jct: [37.742, -111.53, 'SR-12 / Hole-in-the-Rock Rd'],
  escalante: [37.7703, -111.6021, 'Escalante'],
  devils_garden_gse: [37.605, -111.43, "Devil's Garden (Hole-in-the-Rock Rd)"],
  dance_hall_rock: [37.362, -111.101, 'Dance Hall Rock'],
  hole_in_the_rock: [37.244, -110.897, 'Hole-in-the-Rock'],
  henrieville: [37.5633, -111.996, 'Henrieville'],
  cannonville: [37.5661, -112.0546, 'Cannonville'],
  kodachrome: [37.515, -111.992, 'Kodachrome Basin State Park'],
  grosvenor_arch: [37.444, -111.872, 'Grosvenor Arch (Cottonwood Canyon Rd)'],
  paria: [37.1, -111.915, 'US-89 / Cottonwood Canyon Rd (Paria)'],
  tropic: [37.6247, -112.083, 'Tropic'],
  sr12_sr63: [37.7, -112.154, 'SR-12 / SR-63 (Bryce Canyon junction)'],
  bryce_vc: [37.64, -112.169, 'Bryce Canyon visitor centre'],
  rainbow_point: [37.475, -112.24, 'Rainbow Point (Bryce Canyon)'],
  us89_sr12: [37.744, -112.399, 'US-89 / SR-12'],
  panguitch: [37.8228, -112.4358, 'Panguitch'],
  panguitch_lake: [37.706, -112.64, 'Panguitch Lake'],
  sr20_us89: [37.996, -112.399, 'Bear Valley Junction (US-89 / SR-20)'],
  circleville: [38.1717, -112.2708, 'Circleville'],
  junction: [38.2364, -112.2196, 'Junction'],
  marysvale: [38.4491, -112.2302, 'Marysvale'],
  hatch: [37.6503, -112.4335, 'Hatch'],
  long_valley_jct: [37.487, -112.518, 'Long Valley Junction (US-89 / SR-14)'],
  glendale: [37.3208, -112.5993, 'Glendale'],
  orderville: [37.2764, -112.638, 'Orderville'],
  mt_carmel_jct: [37.2233, -112.6806, 'Mount Carmel Junction (US-89 / SR-9)'],
  kanab: [37.0475, -112.5263, 'Kanab'],
  big_water: [37.077, -111.664, 'Big Water'],
  page: [36.9147, -111.4558, 'Page, Arizona'],

  // Iron, Washington
  i15_sr20: [38.07, -112.655, 'I-15 / SR-20'],
  i15_parowan: [37.853, -112.84, 'I-15 exit 78 (Parowan)'],
  parowan: [37.8422, -112.8277, 'Parowan'],
  brian_head: [37.693, -112.849, 'Brian Head'],
  sr148_sr143: [37.656, -112.829, 'SR-148 / SR-143'],
  cedar_breaks: [37.6117, -112.838, 'Cedar Breaks National Monument (Point Supreme)'],
  sr14_sr148: [37.58, -112.85, 'SR-14 / SR-148'],
  duck_creek: [37.52, -112.668, 'Duck Creek Village'],
  i15_cedar: [37.683, -113.078, 'I-15 exit 59 (Cedar City)'],
  cedar_city: [37.6775, -113.0619, 'Cedar City'],
  newcastle: [37.666, -113.549, 'Newcastle'],
  modena: [37.8, -113.92, 'Modena'],
  panaca: [37.79, -114.389, 'Panaca, Nevada'],
  i15_kolob: [37.453, -113.226, 'I-15 exit 40 (Kolob Canyons)'],
  kolob_viewpoint: [37.466, -113.183, 'Kolob Canyons viewpoint'],
  i15_sr17: [37.288, -113.301, 'I-15 exit 27 (Anderson Junction, SR-17)'],
  toquerville: [37.2533, -113.2847, 'Toquerville'],
  laverkin: [37.2011, -113.2697, 'La Verkin (SR-9 / SR-17)'],
  hurricane: [37.1753, -113.2899, 'Hurricane'],
  sr7_sr9: [37.15, -113.348, 'SR-7 / SR-9'],
  i15_sr9: [37.189, -113.417, 'I-15 exit 16 (SR-9)'],
  virgin: [37.2036, -113.1897, 'Virgin'],
  rockville: [37.1616, -113.0416, 'Rockville'],
  springdale: [37.1889, -112.9986, 'Springdale'],
  zion_vc: [37.2, -112.987, 'Zion Canyon visitor centre (south entrance)'],
  zion_east: [37.234, -112.876, 'Zion east entrance'],
  hildale: [37.003, -112.976, 'Hildale / Colorado City'],
  i15_stgeorge: [37.109, -113.556, 'I-15 exit 8 (St. George Blvd)'],
  st_george: [37.1041, -113.5841, 'St. George'],
  veyo: [37.337, -113.696, 'Veyo'],
  central: [37.417, -113.625, 'Central'],
  enterprise: [37.5733, -113.7191, 'Enterprise'],
  i15_sr7: [37.043, -113.59, 'I-15 exit 2 (Southern Pkwy, SR-7)'],
  az_line_i15: [36.9995, -113.638, 'I-15 at the Arizona line'],
  littlefield: [36.887, -113.929, 'Littlefield, Arizona'],
  mesquite: [36.8036, -114.0672, 'Mesquite, Nevada'],
  i15_nv169: [36.648, -114.56, 'I-15 exit 93 (NV-169, Logandale)'],
  overton: [36.5433, -114.4464, 'Overton, Nevada'],
  i15_vof: [36.515, -114.77, 'I-15 exit 75 (Valley of Fire Hwy)'],
  valley_of_fire: [36.429, -114.514, 'Valley of Fire State Park visitor centre'],
  las_vegas: [36.1699, -115.1398, 'Las Vegas, Nevada'],

  // Arizona Strip, Page, Grand Canyon
  fredonia: [36.9453, -112.5266, 'Fredonia, Arizona'],
  pipe_spring: [36.862, -112.737, 'Pipe Spring National Monument'],
  jacob_lake: [36.7141, -112.2179, 'Jacob Lake, Arizona'],
  north_rim: [36.198, -112.052, 'Grand Canyon Lodge (North Rim)'],
  marble_canyon: [36.817, -111.638, 'Marble Canyon (Navajo Bridge)'],
  lees_ferry: [36.865, -111.587, 'Lees Ferry'],
  bitter_springs: [36.618, -111.646, 'Bitter Springs (US-89 / US-89A)'],
  us89_us160: [36.1, -111.433, 'US-89 / US-160'],
  cameron: [35.875, -111.413, 'Cameron (US-89 / AZ-64)'],
  desert_view: [36.041, -111.826, 'Desert View (Grand Canyon east entrance)'],
  south_rim: [36.059, -112.109, 'Grand Canyon visitor centre (South Rim)'],
  az67_cape_royal: [36.243, -112.056, 'AZ-67 / Cape Royal Rd'],
  point_imperial_jct: [36.264, -111.996, 'Cape Royal Rd / Point Imperial Rd'],
  point_imperial: [36.2784, -111.977, 'Point Imperial'],
  cape_royal: [36.118, -111.949, 'Cape Royal'],
  az389_tuweep: [36.872, -112.857, 'AZ-389 / Tuweep Rd (CR-109)'],
  tuweep: [36.29, -113.06, 'Tuweep ranger station'],
  toroweap: [36.2153, -113.0573, 'Toroweap Overlook'],

  // Park roads and side roads
  canyon_jct: [37.2135, -112.972, 'Canyon Junction (Zion Canyon Scenic Drive / SR-9)'],
  zion_lodge: [37.2505, -112.957, 'Zion Lodge'],
  temple_sinawava: [37.2851, -112.9477, 'Temple of Sinawava (Zion)'],
  balanced_rock: [38.7013, -109.5648, 'Balanced Rock (Arches)'],
  windows: [38.6877, -109.5367, 'The Windows (Arches)'],
  delicate_jct: [38.721, -109.556, 'Arches Scenic Dr / Delicate Arch Rd'],
  wolfe_ranch: [38.7355, -109.5205, 'Wolfe Ranch (Delicate Arch trailhead)'],
  devils_garden: [38.7827, -109.5951, 'Devils Garden trailhead (Arches)'],
  isky_y: [38.385, -109.865, 'Island in the Sky road / Upheaval Dome Rd'],
  grand_view_point: [38.3111, -109.8578, 'Grand View Point'],
  upheaval_dome: [38.4266, -109.9256, 'Upheaval Dome trailhead'],
  horseshoe_fork: [38.485, -110.225, 'Hans Flat Rd / Horseshoe Canyon spur'],
  horseshoe_canyon: [38.4727, -110.2, 'Horseshoe Canyon trailhead'],
  hans_flat: [38.2592, -110.168, 'Hans Flat ranger station (Maze District)'],
  left_fork_th: [37.287, -113.097, 'Kolob Terrace Rd / Left Fork trailhead'],
  lava_point: [37.3843, -113.0329, 'Lava Point (Kolob Terrace)'],
  pine_valley: [37.3897, -113.5161, 'Pine Valley'],
  wheeler_peak: [38.9855, -114.3045, 'Wheeler Peak Campground (end of Wheeler Peak Scenic Dr)'],
  jones_hole: [40.585, -109.056, 'Jones Hole National Fish Hatchery'],
  cub_creek: [40.427, -109.199, 'Cub Creek (Dinosaur NM)'],
  naples: [40.427, -109.493, 'Naples (US-40 / SR-45)'],
  bonanza: [40.02, -109.18, 'Bonanza (SR-45)'],
  fort_duchesne_jct: [40.285, -109.865, 'US-40 / SR-88 (Fort Duchesne)'],
  ouray: [40.089, -109.677, 'Ouray (SR-88)'],
  mountain_home: [40.392, -110.415, 'Mountain Home (SR-87)'],
  moon_lake: [40.561, -110.493, 'Moon Lake'],
  altamont: [40.358, -110.286, 'Altamont'],
  colton: [39.857, -110.998, 'Colton (US-6 / SR-96)'],
  scofield_sp: [39.7686, -111.1379, 'Scofield State Park'],
  scofield: [39.727, -111.159, 'Scofield'],
  hyrum: [41.634, -111.852, 'Hyrum'],
  hardware_ranch: [41.604, -111.564, 'Hardware Ranch'],
  tony_grove_jct: [41.888, -111.611, 'US-89 / Tony Grove Rd (Logan Canyon)'],
  beaver_mtn_jct: [41.958, -111.545, 'US-89 / Beaver Mountain Rd'],
  bear_lake_summit: [41.923, -111.484, 'Bear Lake Summit (US-89)'],
  bear_lake_east: [41.9, -111.275, 'Bear Lake east shore (Cisco Beach)'],
  oasis_nv: [41.031, -114.481, 'Oasis, Nevada (I-80 / NV-233)'],
  // Paved roads into the west desert and the Swell that local legs used to cross as gravel
  skull_valley_iosepa: [40.536, -112.729, 'SR-196 (Skull Valley Rd) at Iosepa'],
  sr174_us6: [39.435, -112.476, 'US-6 / SR-174 (Brush Wellman Rd)'],
  sr174_end: [39.7, -113.07, 'End of SR-174 pavement (Thomas Range)'],
  sr21_frisco: [38.452, -113.262, 'SR-21 at Frisco'],
  spiral_jetty: [41.4377, -112.6692, 'Spiral Jetty (Rozel Point)'],
  croydon: [41.0625, -111.5265, 'I-84 exit 111 (Croydon)'],
  lost_creek: [41.18, -111.385, 'Lost Creek Reservoir'],
  cleveland: [39.349, -110.851, 'Cleveland'],
  wedge_jct: [39.128, -110.735, 'Buckhorn Draw Rd / The Wedge Rd'],
  buckhorn_panel: [39.1236, -110.6936, 'Buckhorn Wash pictograph panel'],
  san_rafael_bridge: [39.0812, -110.6662, 'San Rafael River bridge (Buckhorn Draw Rd)'],
  swaseys: [39.115, -110.107, "Swasey's Beach (Gray Canyon Rd)"],
  nefertiti: [39.205, -110.085, 'Nefertiti rapid (Gray Canyon Rd)'],
  upper_stillwater: [40.555, -110.698, 'Upper Stillwater Reservoir (end of Rock Creek Rd)'],
  diamond_fork_jct: [40.064, -111.536, 'US-6 / Diamond Fork Rd'],
  three_forks: [40.0842, -111.3549, 'Three Forks trailhead (Diamond Fork)'],
  payson_lakes: [39.9311, -111.6401, 'Payson Lakes (Nebo Loop)'],
  devils_kitchen: [39.829, -111.664, "Devil's Kitchen (Nebo Loop)"],
  uinta_canyon: [40.59, -110.14, 'Uinta Canyon Rd (Uinta Canyon campground)'],
  montello: [41.262, -114.195, 'Montello, Nevada'],
};

// ---------------------------------------------------------------------------------------
// Routes: consecutive nodes along one road. `curve` = road length / chord length.
// A token `id:12.5` gives the real mileage of the hop that ends at `id`.
// ---------------------------------------------------------------------------------------

interface RouteSpec {
  road: string;
  mph: number;
  curve: number;
  path: string;
  surface?: RoadSurface;
  /** The road's usual winter closure (CLOSURES); none for a road kept open all year. */
  closure?: RoadClosure;
}

const r = (road: string, mph: number, curve: number, path: string, extra: Partial<RouteSpec> = {}): RouteSpec => ({
  road,
  mph,
  curve,
  path,
  ...extra,
});

const ROUTES: RouteSpec[] = [
  // --- Airport and Salt Lake Valley ---------------------------------------------------
  r('Terminal Dr', 40, 1.3, 'airport i80_i215w'),
  r('I-80', 60, 1.12, 'i80_i215w i15_i80w'),
  r('I-80', 65, 1.04, 'bangerter_n i80_i215w'),
  r('I-15', 62, 1.03, 'i15_i215n i15_600s i15_i80w i15_2100s i15_i215s i15_10600s i15_draper'),
  r('600 South / downtown streets', 22, 1.3, 'i15_600s slc_downtown'),
  r('400 South', 25, 1.15, 'slc_downtown univ_utah'),
  r('Foothill Dr', 35, 1.15, 'univ_utah i80_i215e'),
  r('I-80', 60, 1.04, 'i15_2100s i80_1300e i80_i215e'),
  r('I-215', 62, 1.05, 'i80_i215w i15_i215n'),
  r('I-215', 60, 1.05, 'i80_i215w i215_w3500s i215_sw i15_i215s i215_6200s i80_i215e'),
  r('Bangerter Hwy', 48, 1.05, 'bangerter_n bangerter_3500s bangerter_9000s bangerter_redwood i15_draper'),
  r('Wasatch Blvd', 42, 1.1, 'i215_6200s bcc_mouth lcc_mouth'),
  r('SR-210', 30, 1.12, 'lcc_mouth snowbird alta'),
  r('SR-190', 33, 1.2, 'bcc_mouth solitude brighton'),
  r('Guardsman Pass Rd', 20, 1, 'brighton park_city:13', { closure: CLOSURES.guardsmanPass }),

  // --- I-15 north, Davis/Weber/Box Elder ------------------------------------------------
  r('I-15', 66, 1.03, 'i15_i215n i15_bountiful i15_farmington i15_layton i15_i84'),
  r('I-15', 70, 1.03, 'i15_i84 i15_ogden i15_willard i15_brigham i15_corinne i15_i84n'),
  r('I-15', 75, 1.03, 'i15_i84n i15_riverside idaho_i15'),
  r('I-84', 75, 1.04, 'i15_i84n snowville idaho_i84'),
  r('SR-30', 55, 1.12, 'snowville park_valley grouse_creek_jct nv_line_sr30'),
  r('NV-233', 60, 1.05, 'nv_line_sr30 montello oasis_nv'),
  r('I-80 (Nevada)', 75, 1.1, 'west_wendover oasis_nv'),
  r('24th Street', 30, 1.1, 'i15_ogden ogden'),
  r('SR-127 / Antelope Island causeway', 40, 1.25, 'i15_layton antelope_island'),
  r('Antelope Island East Side Rd', 35, 1.15, 'antelope_island garr_ranch'),
  r('US-89', 50, 1.08, 'i15_farmington i84_uintah'),
  r('US-89 (Harrison Blvd)', 38, 1.1, 'i84_uintah ogden_canyon north_ogden'),
  r('US-89', 55, 1.08, 'north_ogden willard brigham_city'),
  r('12th Street', 30, 1.15, 'ogden ogden_canyon'),
  r('US-91', 35, 1.2, 'i15_brigham brigham_city'),
  r('I-15 ramp', 45, 1.1, 'i15_willard willard'),
  r('SR-13', 40, 1.1, 'i15_corinne corinne'),
  r('SR-83', 50, 1.25, 'corinne golden_spike'),
  r('Rozel Point Rd', 22, 1, 'golden_spike spiral_jetty:15.5', { surface: 'gravel' }),
  r('US-89/91 (Sardine Canyon)', 57, 1, 'brigham_city wellsville:17 logan:9'),
  r('US-89 (Logan Canyon)', 45, 1, 'logan tony_grove_jct:19 beaver_mtn_jct:8 bear_lake_summit:4.5 garden_city:8.5'),
  r('US-91', 50, 1.05, 'logan richmond idaho_us91'),
  r('SR-101', 45, 1.2, 'wellsville hyrum hardware_ranch'),
  r('SR-30', 50, 1.25, 'logan i15_riverside'),
  r('US-89', 45, 1.05, 'garden_city fish_haven st_charles montpelier'),
  r('SR-30', 45, 1.25, 'garden_city laketown sage_creek_jct'),
  r('SR-16', 55, 1.1, 'sage_creek_jct randolph woodruff evanston'),
  r('Bear Lake East Shore Rd', 35, 1.1, 'laketown bear_lake_east'),
  r('SR-39 (Ogden Canyon)', 35, 1.15, 'ogden_canyon pineview_dam'),
  r('SR-39', 45, 1.1, 'pineview_dam huntsville trappers_n'),
  r('SR-39', 42, 1.3, 'trappers_n sr39_gate'),
  r('SR-39', 42, 1.3, 'sr39_gate monte_cristo woodruff', { closure: CLOSURES.monteCristo }),
  r('SR-158', 38, 1.2, 'pineview_dam eden powder_mountain'),
  r('SR-167 (Trappers Loop)', 50, 1.15, 'mountain_green sr226_jct trappers_n'),
  r('SR-226 (Snowbasin Rd)', 35, 1.3, 'sr226_jct snowbasin'),
  r('I-84', 67, 1.05, 'i15_i84 i84_uintah mountain_green morgan croydon henefer echo_jct'),
  r('Lost Creek Rd', 40, 1.2, 'croydon lost_creek'),

  // --- I-80 east, Park City, Heber, Uintas --------------------------------------------
  r('I-80 (Parleys Canyon)', 62, 1.08, 'i80_i215e i80_mtn_dell parleys_summit'),
  r('I-80', 68, 1.04, 'parleys_summit kimball_jct i80_us40'),
  r('I-80', 72, 1.05, 'i80_us40 wanship coalville echo_jct wy_line_i80 evanston fort_bridger'),
  r('SR-224', 33, 1.08, 'kimball_jct park_city'),
  r('SR-248', 40, 1.1, 'park_city quinns_jct'),
  r('SR-248', 48, 1.15, 'quinns_jct kamas'),
  r('US-40', 62, 1.04, 'i80_us40 quinns_jct jordanelle_jct heber'),
  r('SR-113', 35, 1.1, 'heber midway'),
  r('SR-113 / Charleston Rd', 40, 1.1, 'midway charleston'),
  r('SR-32', 50, 1.12, 'wanship oakley kamas francis'),
  r('SR-32', 50, 1.2, 'francis jordanelle_jct'),
  r('SR-150 (Mirror Lake Hwy)', 40, 1, 'kamas mirror_lake:31', { closure: CLOSURES.mirrorLake }),
  r('SR-150 (Mirror Lake Hwy)', 45, 1.25, 'mirror_lake sr150_wy_line', { closure: CLOSURES.mirrorLake }),
  r('WY-150', 50, 1.1, 'sr150_wy_line evanston', { closure: CLOSURES.mirrorLake }),
  r('SR-35', 40, 1.3, 'francis wolf_creek_pass hanna', { closure: CLOSURES.wolfCreekPass }),
  r('SR-35', 48, 1.15, 'hanna tabiona duchesne'),
  r('SR-65', 35, 1.4, 'i80_mtn_dell big_mountain', { closure: CLOSURES.bigMountain }),
  r('SR-65', 42, 1.2, 'big_mountain east_canyon', { closure: CLOSURES.bigMountain }),
  r('SR-65', 42, 1.2, 'east_canyon henefer'),
  r('SR-66', 42, 1.25, 'east_canyon morgan'),
  r('WY-414', 55, 1.15, 'fort_bridger mountain_view_wy lonetree_wy mckinnon_wy'),
  r('WY-414 / SR-43', 52, 1.15, 'mckinnon_wy manila'),

  // --- I-15 south through Utah Valley and the west desert ----------------------------
  r('I-15', 66, 1.03, 'i15_draper i15_sr92 i15_lehi i15_orem i15_provo'),
  r('I-15', 72, 1.03, 'i15_provo i15_springville i15_us6 i15_payson i15_santaquin'),
  r('I-15', 75, 1.03, 'i15_santaquin i15_nephi i15_scipio i15_holden i15_fillmore i15_kanosh i15_i70'),
  r('I-15', 75, 1.04, 'i15_i70 beaver i15_sr20 i15_parowan i15_cedar i15_kolob i15_sr17 i15_sr9 i15_stgeorge i15_sr7 az_line_i15'),
  r('I-15 (Virgin River Gorge)', 65, 1.1, 'az_line_i15 littlefield mesquite'),
  r('I-15', 75, 1.04, 'mesquite i15_nv169 i15_vof las_vegas'),
  r('NV-169', 45, 1.15, 'i15_nv169 overton'),
  r('NV-169', 45, 1.3, 'overton valley_of_fire'),
  r('Valley of Fire Hwy', 45, 1.15, 'i15_vof valley_of_fire'),
  r('Center Street', 28, 1.2, 'i15_provo provo'),
  r('SR-92', 40, 1.05, 'i15_sr92 timp_cave'),
  r('SR-92 (Alpine Loop)', 20, 1, 'timp_cave sundance:16', { closure: CLOSURES.alpineLoop }),
  r('SR-92', 30, 1.2, 'sundance us189_sr92'),
  r('US-189 (University Ave)', 33, 1.1, 'provo provo_canyon'),
  r('US-189 (800 North, Orem)', 38, 1.1, 'i15_orem provo_canyon'),
  r('US-189 (Provo Canyon)', 50, 1.15, 'provo_canyon bridal_veil us189_sr92 deer_creek_dam charleston heber'),
  r('SR-73', 50, 1.1, 'i15_lehi cedar_fort sr73_sr36'),
  r('SR-68 (Redwood Rd)', 45, 1.08, 'bangerter_redwood saratoga_springs elberta'),
  r('US-6', 55, 1.1, 'i15_santaquin goshen elberta eureka tintic_jct'),
  r('US-6', 62, 1.1, 'tintic_jct lynndyl sr174_us6 delta'),
  r('SR-174 (Brush Wellman Rd)', 55, 1.1, 'sr174_us6 sr174_end'),
  r('SR-196 (Skull Valley Rd)', 48, 1.08, 'i80_timpie skull_valley_iosepa'),
  r('SR-257', 65, 1.05, 'hinckley milford'),
  r('SR-36', 55, 1.05, 'lake_point tooele stockton sr73_sr36 vernon tintic_jct'),
  r('I-80', 70, 1.04, 'i80_i215w lake_point'),
  r('I-80', 76, 1.03, 'lake_point i80_timpie i80_knolls salt_flats wendover west_wendover'),
  r('Ibapah Rd (via US-93A)', 50, 1.2, 'wendover ibapah'),
  r('Pony Express Trail', 30, 1.1, 'vernon simpson_springs fish_springs callao ibapah', { surface: 'gravel' }),
  r('Nephi Main St', 30, 1.1, 'i15_nephi nephi'),
  r('Nebo Loop Rd', 30, 1.3, 'i15_payson payson_lakes devils_kitchen nephi', { closure: CLOSURES.neboLoop }),
  r('SR-132', 60, 1.1, 'nephi lynndyl'),
  r('SR-132', 48, 1.2, 'nephi fountain_green moroni us89_sr132'),
  r('SR-28', 62, 1.08, 'nephi levan gunnison'),
  r('US-50', 58, 1.1, 'delta i15_holden'),
  r('US-50', 55, 1.25, 'i15_scipio salina'),
  r('US-6/US-50', 62, 1.15, 'delta hinckley border_inn'),
  r('NV-487', 45, 1.05, 'border_inn baker'),
  r('NV-488', 40, 1.1, 'baker lehman_caves'),
  r('Wheeler Peak Scenic Dr', 25, 1, 'lehman_caves wheeler_peak:12', { closure: CLOSURES.wheelerPeak }),
  r('NV-487 / SR-21', 45, 1.1, 'baker garrison'),
  r('SR-21', 58, 1.15, 'garrison sr21_frisco milford'),
  r('SR-21', 55, 1.1, 'milford minersville beaver'),
  r('SR-153', 38, 1.3, 'beaver eagle_point'),

  // --- US-6, Carbon County, Uinta Basin ---------------------------------------------
  r('US-6 (Spanish Fork Canyon)', 60, 1.25, 'i15_us6 diamond_fork_jct:6.27 thistle:6.27'),
  r('Diamond Fork Rd', 35, 1.2, 'diamond_fork_jct three_forks'),
  r('US-6', 58, 1.12, 'thistle soldier_summit colton castle_gate helper price'),
  r('SR-96', 50, 1.15, 'colton scofield_sp scofield'),
  r('US-6', 64, 1.06, 'price wellington woodside us6_i70'),
  r('US-191 (Indian Canyon)', 48, 1.2, 'castle_gate indian_canyon duchesne'),
  r('Nine Mile Canyon Rd', 42, 1.2, 'wellington nine_mile_upper'),
  r('Nine Mile Canyon Rd', 32, 1.3, 'nine_mile_upper nine_mile_gate nine_mile_hunt'),
  r('Gate Canyon Rd', 25, 1.2, 'nine_mile_gate myton', { surface: 'gravel' }),
  r('US-40', 60, 1.1, 'heber daniels_summit strawberry fruitland duchesne'),
  r('US-40', 56, 1.05, 'duchesne myton roosevelt fort_duchesne_jct vernal'),
  r('SR-88', 55, 1.1, 'fort_duchesne_jct ouray'),
  r('SR-45', 55, 1.1, 'naples bonanza'),
  r('SR-87', 50, 1.15, 'duchesne mountain_home altamont roosevelt'),
  r('Moon Lake Rd', 40, 1.2, 'mountain_home moon_lake'),
  r('Rock Creek Rd', 40, 1.25, 'mountain_home upper_stillwater'),
  r('Jones Hole Rd', 42, 1, 'vernal jones_hole:40'),
  r('Cub Creek Rd', 30, 1.3, 'dinosaur_quarry cub_creek'),
  r('US-40', 60, 1.05, 'vernal naples jensen co_line_us40 dinosaur_co'),
  r('SR-149', 35, 1.15, 'jensen dinosaur_quarry'),
  r('Harpers Corner Rd', 40, 1, 'dinosaur_co harpers_corner:31'),
  r('SR-121', 50, 1.1, 'roosevelt neola lapoint maeser vernal'),
  r('Uinta Canyon Rd', 40, 1.2, 'neola uinta_canyon'),
  r('US-191', 50, 1.2, 'vernal greendale_jct flaming_gorge_dam dutch_john'),
  r('SR-44', 45, 1.1, 'greendale_jct red_canyon'),
  r('SR-44', 45, 1, 'red_canyon manila:23'),

  // --- US-89 Sanpete/Sevier, SR-10, SR-31 -----------------------------------------
  r('US-89', 55, 1.08, 'thistle fairview mt_pleasant us89_sr132 ephraim manti gunnison'),
  r('US-89', 62, 1.05, 'gunnison salina'),
  // Kept open all winter (UDOT plows it for the Skyline Mine and Electric Lake); only Skyline Drive, not modelled, closes.
  r('SR-31', 40, 1, 'fairview sr31_skyline:9 huntington:39'),
  r('SR-10', 58, 1.08, 'price huntington castle_dale ferron emery fremont_jct'),
  r('SR-155', 45, 1.15, 'huntington cleveland'),
  r('Buckhorn Draw Rd', 28, 1.3, 'cleveland wedge_jct buckhorn_panel san_rafael_bridge', { surface: 'gravel' }),
  r('SR-29', 45, 1.15, 'castle_dale orangeville joes_valley'),
  r('SR-72', 50, 1.15, 'fremont_jct loa'),

  // --- I-70 ---------------------------------------------------------------------------
  r('I-70', 70, 1.12, 'i15_i70 i70_sevier'),
  r('I-70', 74, 1.04, 'i70_sevier richfield sigurd salina'),
  r('I-70', 72, 1.08, 'salina fremont_jct'),
  r('I-70', 74, 1.15, 'fremont_jct i70_sr24'),
  r('I-70', 76, 1.08, 'i70_sr24 us6_i70 green_river crescent_jct i70_sr128'),
  r('Hastings Rd', 40, 1.2, 'green_river swaseys'),
  r('Gray Canyon Rd', 18, 1.25, 'swaseys nefertiti', { surface: 'gravel' }),
  r('I-70', 76, 1.15, 'i70_sr128 co_line_i70 grand_junction'),

  // --- Moab and San Juan --------------------------------------------------------------
  r('US-191', 62, 1.08, 'crescent_jct us191_sr313 arches_vc'),
  r('US-191', 45, 1.1, 'arches_vc moab_north moab'),
  r('Arches Scenic Dr', 30, 1, 'arches_vc balanced_rock:9.2 delicate_jct:2.5 devils_garden:6.3'),
  r('Windows Rd', 25, 1, 'balanced_rock windows:2.7'),
  r('Delicate Arch Rd', 30, 1, 'delicate_jct wolfe_ranch:2.5'),
  r('SR-313', 45, 1.2, 'us191_sr313 sr313_jct'),
  r('Grand View Point Rd', 40, 1.15, 'sr313_jct island_sky'),
  r('Grand View Point Rd', 40, 1.08, 'island_sky isky_y grand_view_point'),
  r('Upheaval Dome Rd', 35, 1.15, 'isky_y upheaval_dome'),
  r('SR-313', 40, 1.15, 'sr313_jct dead_horse'),
  r('SR-128', 42, 1.35, 'moab_north castle_valley_jct fisher_towers dewey_bridge'),
  r('SR-128', 50, 1.1, 'dewey_bridge i70_sr128'),
  r('US-191', 60, 1.08, 'moab la_sal_jct church_rock monticello blanding us191_sr95 us191_sr262 bluff'),
  r('SR-211', 45, 1.17, 'church_rock newspaper_rock needles_vc'),
  r('US-491', 60, 1.08, 'monticello dove_creek cortez'),
  r('US-160', 60, 1.08, 'cortez mesa_verde'),
  r('Mesa Verde park road', 28, 1, 'mesa_verde mesa_verde_chapin:21'),
  r('US-160', 60, 1.08, 'cortez towaoc us160_co41 four_corners_rd teec_nos_pos mexican_water kayenta tuba_city us89_us160'),
  r('Four Corners Monument Rd', 20, 1.2, 'four_corners_rd four_corners'),
  r('US-191', 58, 1.1, 'bluff us163_jct mexican_water'),
  r('US-163', 55, 1.1, 'us163_jct sr261_us163 mexican_hat mv_jct kayenta'),
  r('Monument Valley Rd', 30, 1.2, 'mv_jct monument_valley'),
  r('SR-162', 50, 1.1, 'bluff montezuma_creek aneth'),
  r('SR-162 / CO-41', 50, 1.15, 'aneth us160_co41'),
  r('SR-262', 50, 1.2, 'us191_sr262 montezuma_creek'),
  r('Hovenweep Rd', 40, 1.35, 'montezuma_creek hovenweep'),
  r('SR-261', 50, 1.1, 'sr261_us163 sr261_sr316 moki_bottom'),
  r('SR-261 (Moki Dugway)', 12, 1.6, 'moki_bottom moki_top', { surface: 'gravel' }),
  r('SR-261', 52, 1.1, 'moki_top kane_gulch sr95_sr261'),
  r('SR-316', 30, 1.2, 'sr261_sr316 goosenecks'),
  r('SR-95', 58, 1.15, 'us191_sr95 sr95_sr261 sr95_sr275'),
  r('SR-275', 35, 1.2, 'sr95_sr275 natural_bridges'),
  r('SR-95', 58, 1.3, 'sr95_sr275 sr95_sr276s fry_canyon hite'),
  r('SR-95', 60, 1.15, 'hite sr95_sr276n hanksville'),
  r('SR-276', 55, 1.15, 'sr95_sr276n ticaboo bullfrog'),
  r('SR-276', 55, 1.2, 'sr95_sr276s halls_crossing'),

  // --- SR-24, Capitol Reef, Goblin Valley ------------------------------------------
  r('SR-24', 58, 1.15, 'sigurd koosharem_jct sr25_jct loa'),
  // Plowed to Fish Lake all winter (ice fishing); only SR-25 beyond the lake, not modelled, closes.
  r('SR-25', 35, 1.2, 'sr25_jct fish_lake'),
  r('SR-62', 55, 1.12, 'kingston otter_creek koosharem_jct'),
  r('SR-24', 55, 1.08, 'loa bicknell torrey capitol_reef'),
  r('Capitol Reef Scenic Drive', 25, 1.3, 'capitol_reef capitol_gorge'),
  r('SR-24', 55, 1.15, 'capitol_reef notom_jct caineville hanksville'),
  r('SR-24', 62, 1.05, 'hanksville goblin_jct i70_sr24'),
  r('Temple Mountain Rd', 40, 1.05, 'goblin_jct goblin_rd'),
  r('Hans Flat Rd', 28, 1, 'goblin_jct horseshoe_fork:28 hans_flat:18', { surface: 'gravel' }),
  r('Horseshoe Canyon Rd', 20, 1, 'horseshoe_fork horseshoe_canyon:2.5', { surface: 'gravel' }),
  r('Goblin Valley Rd', 35, 1.3, 'goblin_rd goblin_valley'),
  r('Notom Rd', 40, 1.1, 'notom_jct notom'),
  r('Notom-Bullfrog Rd', 25, 1, 'notom burr_notom_jct:30', { surface: 'gravel' }),
  r('Burr Trail', 40, 1, 'boulder burr_boundary:31'),
  r('Burr Trail switchbacks', 15, 1, 'burr_boundary burr_notom_jct:4', { surface: 'gravel' }),
  r('Burr Trail', 40, 1, 'burr_notom_jct bullfrog:36'),

  // --- SR-12, Bryce, Escalante, Kanab ------------------------------------------------
  r('SR-12', 50, 1.05, 'us89_sr12 sr12_sr63'),
  r('SR-63', 35, 1.15, 'sr12_sr63 bryce_vc'),
  r('Bryce Canyon scenic drive', 30, 1.2, 'bryce_vc rainbow_point'),
  r('SR-12', 50, 1.2, 'sr12_sr63 tropic cannonville henrieville'),
  r('SR-12', 50, 1.25, 'henrieville escalante'),
  r('SR-12', 42, 1, 'escalante hitr_jct:5 calf_creek:10 boulder:12'),
  r('SR-12 (Boulder Mountain)', 45, 1, 'boulder torrey:37'),
  r('Cottonwood Canyon Rd', 40, 1, 'cannonville kodachrome:9'),
  r('Cottonwood Canyon Rd', 25, 1, 'kodachrome grosvenor_arch:10 paria:27', { surface: 'gravel' }),
  r('Hole-in-the-Rock Rd', 25, 1, 'hitr_jct devils_garden_gse:12 dance_hall_rock:26', { surface: 'gravel' }),
  r('Hole-in-the-Rock Rd', 12, 1, 'dance_hall_rock hole_in_the_rock:19', { surface: 'dirt' }),
  r('US-89', 57, 1.1, 'i70_sevier marysvale junction kingston'),
  r('US-89', 57, 1.1, 'kingston circleville sr20_us89 panguitch us89_sr12 hatch long_valley_jct glendale orderville mt_carmel_jct'),
  r('US-89', 55, 1.15, 'mt_carmel_jct kanab'),
  r('US-89', 60, 1.15, 'kanab paria big_water page'),
  r('SR-20', 52, 1, 'i15_sr20 sr20_us89:20.5'),
  r('SR-143', 35, 1.25, 'parowan brian_head sr148_sr143'),
  r('SR-143', 40, 1.25, 'sr148_sr143 panguitch_lake panguitch'),
  r('SR-148', 30, 1.4, 'sr14_sr148 cedar_breaks sr148_sr143', { closure: CLOSURES.cedarBreaks }),
  r('SR-14', 42, 1.3, 'cedar_city sr14_sr148'),
  r('SR-14', 48, 1.2, 'sr14_sr148 duck_creek long_valley_jct'),
  r('Center St / Main St', 30, 1.2, 'i15_cedar cedar_city'),
  r('Parowan Main St', 30, 1.2, 'i15_parowan parowan'),
  r('SR-56', 58, 1.1, 'cedar_city newcastle modena panaca'),
  r('Kolob Canyons Rd', 28, 1.2, 'i15_kolob kolob_viewpoint'),
  r('SR-17', 48, 1.1, 'i15_sr17 toquerville laverkin'),
  r('SR-9', 50, 1.1, 'i15_sr9 sr7_sr9 hurricane laverkin'),
  r('SR-9', 42, 1.15, 'laverkin virgin rockville springdale'),
  // Plowed to the Left Fork (Subway) trailhead; closed above it in winter.
  r('Kolob Terrace Rd', 40, 1, 'virgin left_fork_th:8'),
  r('Kolob Terrace Rd', 40, 1, 'left_fork_th lava_point:13', { closure: CLOSURES.kolobTerrace }),
  r('SR-9', 25, 1.3, 'springdale zion_vc'),
  r('SR-9 (Zion–Mount Carmel Hwy)', 28, 1, 'zion_vc canyon_jct:1.5 zion_east:9.5'),
  r('Zion Canyon Scenic Dr', 22, 1.2, 'canyon_jct zion_lodge temple_sinawava'),
  r('SR-9', 45, 1, 'zion_east mt_carmel_jct:13'),
  r('SR-7 (Southern Pkwy)', 62, 1.1, 'i15_sr7 sr7_sr9'),
  r('St. George Blvd', 28, 1.15, 'i15_stgeorge st_george'),
  r('SR-18', 50, 1.1, 'st_george veyo central enterprise'),
  r('Pine Valley Rd', 40, 1.15, 'central pine_valley'),
  r('SR-59', 52, 1.1, 'hurricane hildale'),
  r('AZ-389', 58, 1.05, 'hildale az389_tuweep pipe_spring fredonia'),
  r('US-89A', 40, 1.1, 'kanab fredonia'),

  // --- Arizona ------------------------------------------------------------------------
  r('US-89A', 52, 1.22, 'fredonia jacob_lake marble_canyon bitter_springs'),
  r('AZ-67', 50, 1.2, 'jacob_lake az67_cape_royal north_rim', { closure: CLOSURES.northRim }),
  r('Cape Royal Rd', 30, 1, 'az67_cape_royal point_imperial_jct:5.3 cape_royal:15', { closure: CLOSURES.northRim }),
  r('Point Imperial Rd', 30, 1.2, 'point_imperial_jct point_imperial', { closure: CLOSURES.northRim }),
  r('Tuweep Rd (CR-109)', 25, 1, 'az389_tuweep tuweep:55', { surface: 'gravel' }),
  r('Toroweap Point Rd', 10, 1, 'tuweep toroweap:6', { surface: 'dirt' }),
  r('Lees Ferry Rd', 38, 1.25, 'marble_canyon lees_ferry'),
  r('US-89', 60, 1.1, 'page bitter_springs'),
  r('US-89', 62, 1.07, 'bitter_springs us89_us160 cameron'),
  r('AZ-64', 52, 1.2, 'cameron desert_view'),
  r('Desert View Dr', 40, 1.4, 'desert_view south_rim'),
];

// ---------------------------------------------------------------------------------------
// Build
// ---------------------------------------------------------------------------------------

/** Every node of the network. */
export const ROAD_NODES: readonly RoadNode[] = Object.entries(NODES).map(([id, [lat, lng, name]]) => ({ id, name, lat, lng }));

const NODE_BY_ID: ReadonlyMap<string, RoadNode> = new Map(ROAD_NODES.map((n) => [n.id, n]));

function buildEdges(): RoadEdge[] {
  const edges: RoadEdge[] = [];
  for (const spec of ROUTES) {
    const tokens = spec.path.trim().split(/\s+/);
    let prev: RoadNode | undefined;
    for (const token of tokens) {
      const [id = '', explicit] = token.split(':');
      const node = NODE_BY_ID.get(id);
      if (!node) throw new Error(`roadNetwork: route ${spec.road} names unknown node "${id}"`);
      if (prev) {
        const chord = haversineMiles(prev.lat, prev.lng, node.lat, node.lng);
        const miles = explicit !== undefined ? Number(explicit) : chord * spec.curve;
        edges.push({
          from: prev.id,
          to: node.id,
          road: spec.road,
          miles,
          mph: spec.mph,
          surface: spec.surface ?? 'paved',
          seasonal: spec.closure !== undefined,
          closure: spec.closure ?? null,
        });
      }
      prev = node;
    }
  }
  return edges;
}

/** Every edge of the network (undirected: each can be driven both ways). */
export const ROAD_EDGES: readonly RoadEdge[] = buildEdges();

/** The node the model starts from. */
export const AIRPORT_NODE_ID = 'airport';

/** Look a node up by id. */
export function roadNode(id: string): RoadNode | undefined {
  return NODE_BY_ID.get(id);
}
