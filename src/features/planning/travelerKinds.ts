/**
 * What kind of trip it is (issue 39, decision 057): "Who is coming" and "I'm here for". A place's
 * traits are read once at build time from the catalogue's own fields (tags, difficulty,
 * accessibility, family-friendly, time needed); {@link kindAllowed} says whether a place may be a
 * stop for these travelers, {@link focusWeight} how much more it is worth for what they came for.
 * 4x4 routes, technical canyons, backpacking routes and long hikes are stops only for those who ask;
 * a town is never a stop (its sights are); a whole park is its sights; a permit-only hike is advice
 * on the park's other stops ("if you hold a permit"), never a stop of its own.
 */
import { visitMinutes } from '../destinations/hours.ts';
import { normalizeTown, UTAH_TOWNS } from '../roads/towns.ts';
import { PERMIT_ONLY } from './parkRules.ts';
import { AREA_IDS } from './signature.ts';

export const WHO = ['hikers', 'easy', 'children', 'wheelchair'] as const;
export type Who = (typeof WHO)[number];
export const FOCUS = ['sights', 'hikes', 'offroad', 'culture'] as const;
export type Focus = (typeof FOCUS)[number];

export type Trait =
  | 'area'
  | 'town'
  | 'permit'
  | 'offroad'
  | 'technical'
  | 'backpacking'
  | 'long'
  | 'hike'
  | 'strenuous'
  | 'easy'
  | 'kids'
  | 'wheelchair'
  | 'desert'
  | 'exposed'
  | 'children'
  | 'drive'
  | 'outdoors'
  | 'season'
  | 'walk'
  | 'water'
  | 'sunrise';

interface CatalogueFields {
  id: string;
  name: string;
  category: string;
  region?: string;
  tags?: readonly string[];
  difficulty?: string;
  accessibility?: string;
  familyFriendly?: boolean;
  timeNeeded?: string;
  partOf?: string | null;
}

const OFFROAD = /^(4x4|four-wheel-drive|jeep|off-road|ohv|atv)$/;
const HIKE_TAGS = /^(hiking|slot-canyon|slot|river-hiking|long-hike|scrambling|canyon|backcountry)$/;
const LONG_TIME = /full day|days|overnight/i;
const WHEELCHAIR = /wheelchair|fully accessible|paved (?:and )?accessible|accessible (?:paved|trail|boardwalk|path)/i;
const DESERT_REGIONS = /^(Canyon Country|Color Country)/;
/** High plateaus in the desert regions where summer days stay mild (Bryce's rim is above 8,000 ft). */
const HIGH_TAGS = /^(bryce|high-altitude|high-country|alpine|ski)$/;
/** Places made for young children (a children's museum, a toddlers' farm, a playground): stops only when they come. */
const CHILDREN_NAME = /children[’']?s museum/i;
const CHILDREN_TAGS = /^(toddlers|playground)$/;
/**
 * Issue 48 (decision 114): sights seen in the open air whatever their category (rock art, ruins, a
 * ghost town, a garden, a viewpoint, a trail): the sun bounds their visit as it does a natural
 * wonder's (petroglyphs were planned after sunset in January). Not where a roof or a show is the visit.
 */
const OPEN_AIR_TAGS =
  /^(rock-art|petroglyphs|pictographs|ruins|cliff-dwellings?|ghost-town|gardens?|viewpoint|overlook|photo-op|hiking|short-hike|trail|pioneer-trail|scenic-drive|park|memorial|sculpture|fossils|dinosaur-tracks|blm|roadside|geology)$/;
const UNDER_A_ROOF_TAGS = /^(museum|indoor|cave|zoo|aquarium|theater|cinema|concerts|shopping|tours|dining|lodging)$/;
/**
 * Issue 48 (decision 114): a place has a season when what it is for comes and goes (snow, a river's
 * flow, blossoms and color, a festival, a swim): out of its best months it is "out of season". A
 * best time for comfort (fewer crowds, milder heat: Delicate Arch, Antelope Island) is no season.
 */
const SEASON_TAGS =
  /^(winter|summer|spring|fall|fall-colors|aspens|wildflowers|flowers|waterfalls?|swimming|skiing|snowboarding|night-skiing|heli-skiing|snowmobiling|snowshoe|winter-sports|rafting|whitewater|river-hiking|hot-springs?|sleigh-rides|festivals?|rodeo|fair|peaches|fruit-stands|seasonal|christmas-lights|halloween|concerts)$/;
/**
 * Issue 48 (decision 120): a town's district, main street or plaza is a short walk, not a two-hour stop;
 * a mall or a market is its own kind (placeSense.ts shops), a town itself no stop at all.
 */
const WALK_TAGS = /^(downtown|main-street|neighborhood|walkable|small-town|street-art)$/;
const WALK_NAME = /\b(main street|district|plaza|downtown)\b/i;
/** A park's district (the Needles, the Maze) is backcountry, not a town's streets. */
const WILD_CATEGORIES: readonly string[] = ['Natural Wonders', 'Activities & Recreation'];
const NOT_A_WALK_NAME = /\b(cent(?:er|re)|mall|market|gateway|museum|tabernacle)\b/i;
/**
 * Issue 48 (decision 120): a lake's or a river's beach, marina or swim is a summer outing (Bear Lake's
 * marina in January was offered while the season's outings waited), unless the place names a winter use.
 */
const WATER_TAGS = /^(marina|beach|boating|paddleboarding|paddling|swimming|sailing|houseboat|snorkeling)$/;
const WATER_PLACE_TAGS = /^(lake|reservoir|beach|marina|lake-powell|river|bear-lake|flaming-gorge)$/;
const WINTER_USE_TAGS = /^(ice-fishing|hot-springs?|winter|eagles|rainy-day|indoor|soaking)$/;
const TOWN_WORDS = /^downtown\s+|\s+(main street|historic district)$|,?\s+utah$/g;

/** Whether a catalogue entry is a town itself (Torrey, Downtown Moab), not a sight in it. */
export function isTown(d: Pick<CatalogueFields, 'id' | 'name' | 'category'>): boolean {
  if (d.category !== 'Urban & Downtown') return false;
  const base = normalizeTown(d.name.toLowerCase().replace(TOWN_WORDS, ''));
  return Object.keys(UTAH_TOWNS).some((t) => normalizeTown(t) === base);
}

/** A place's traits from its catalogue fields (build time, plannerData.ts). */
export function placeTraits(d: CatalogueFields): Trait[] {
  const tags = d.tags ?? [];
  const has = (re: RegExp) => tags.some((t) => re.test(t));
  const hard = d.difficulty === 'Strenuous' || d.difficulty === 'Challenging';
  const hike = has(HIKE_TAGS) && (d.category === 'Activities & Recreation' || d.difficulty !== 'Easy');
  const traits: Trait[] = [];
  if (AREA_IDS.has(d.id)) traits.push('area');
  if (isTown(d)) traits.push('town');
  if (PERMIT_ONLY.has(d.id) || (tags.includes('permit') && hike)) traits.push('permit');
  if (has(OFFROAD) && !AREA_IDS.has(d.id) && !tags.includes('state-park')) traits.push('offroad');
  if (tags.includes('canyoneering')) traits.push('technical');
  if (has(/^(backpacking|thru-hike|multi-day)$/) && hike) traits.push('backpacking');
  if (hike && (tags.includes('long-hike') || (hard && LONG_TIME.test(d.timeNeeded ?? '')))) traits.push('long');
  if (hike) traits.push('hike');
  if (hard) traits.push('strenuous');
  if (d.difficulty === 'Easy') traits.push('easy');
  if (d.familyFriendly) traits.push('kids');
  // Issue 48: a scenic drive's visit is the road (a canyon, a byway), not hours at one stop (decision 106).
  if (tags.includes('scenic-drive')) traits.push('drive');
  const named = (WALK_NAME.test(d.name) && !WILD_CATEGORIES.includes(d.category)) || (d.category === 'Urban & Downtown' && has(WALK_TAGS));
  if (named && !NOT_A_WALK_NAME.test(d.name) && !tags.includes('scenic-drive')) traits.push('walk');
  if (has(WATER_TAGS) && has(WATER_PLACE_TAGS) && !has(WINTER_USE_TAGS)) traits.push('water');
  if (CHILDREN_NAME.test(d.name) || has(CHILDREN_TAGS)) traits.push('children');
  // Decision 130: a place the catalogue knows for its sunrise opens a day that leaves before dawn.
  if (tags.includes('sunrise')) traits.push('sunrise');
  if (has(OPEN_AIR_TAGS) && !has(UNDER_A_ROOF_TAGS)) traits.push('outdoors');
  if (has(SEASON_TAGS) || d.category === 'Skiing & Winter' || traits.includes('water')) traits.push('season');
  if (WHEELCHAIR.test(d.accessibility ?? '') || tags.includes('accessible')) traits.push('wheelchair');
  if (DESERT_REGIONS.test(d.region ?? '') && !has(HIGH_TAGS) && d.partOf !== 'bryce-canyon-national-park') traits.push('desert');
  // A desert hike of two hours or more beyond an easy stroll is out in the sun whatever its grade (Delicate Arch, Devils Garden).
  if (hike && d.difficulty !== 'Easy' && (visitMinutes(d.timeNeeded ?? '') ?? 0) >= 120) traits.push('exposed');
  return traits;
}

export interface Travelers {
  who?: readonly string[] | undefined;
  focus?: readonly string[] | undefined;
}

/** Whether a place has a trait: a plain function, not a closure made for each of the catalogue's places (issue 38). */
const hasTrait = (traits: readonly string[], x: Trait): boolean => traits.includes(x);

/** Whether a place may be a stop for these travelers (its traits from the catalogue). */
export function kindAllowed(place: { traits?: readonly string[] | undefined }, t: Travelers = {}): boolean {
  const traits = place.traits ?? [];
  const who = t.who ?? [];
  const focus = t.focus ?? [];
  if (hasTrait(traits, 'area') || hasTrait(traits, 'town') || hasTrait(traits, 'permit')) return false;
  if (hasTrait(traits, 'offroad') && !focus.includes('offroad')) return false;
  const hikers = who.includes('hikers') || focus.includes('hikes');
  if ((hasTrait(traits, 'technical') || hasTrait(traits, 'backpacking')) && !(who.includes('hikers') && focus.includes('hikes'))) return false;
  if (hasTrait(traits, 'long') && !hikers) return false;
  if (who.includes('easy') && (hasTrait(traits, 'strenuous') || (hasTrait(traits, 'hike') && !hasTrait(traits, 'easy')))) return false;
  if (who.includes('children') && hasTrait(traits, 'strenuous')) return false;
  // Decision 062: a children's museum or a playground is a stop for those who bring young children, not 2 h 30 of a layover.
  if (hasTrait(traits, 'children') && !who.includes('children')) return false;
  if (who.includes('wheelchair') && !hasTrait(traits, 'wheelchair')) return false;
  return true;
}

/** What the travelers came for makes a matching place worth this much more (1: no match or no focus). */
export function focusWeight(place: { category: string; traits?: readonly string[] | undefined }, focus: readonly string[] = []): number {
  const traits = place.traits ?? [];
  const match =
    (focus.includes('sights') && place.category === 'Natural Wonders') ||
    (focus.includes('hikes') && traits.includes('hike')) ||
    (focus.includes('offroad') && traits.includes('offroad')) ||
    (focus.includes('culture') && place.category === 'Cultural & Historic');
  return match ? 2 : 1;
}
