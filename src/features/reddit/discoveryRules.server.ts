import { CATEGORIES, type Category } from '../destinations/categories.ts';
import { townFromAddress } from '../roads/towns.ts';
import { communityOf } from './communities.ts';
import { KEYWORD_LIMIT } from './discovery.ts';

/*
 * The scan's own rules (docs/product.md §3.9, §4.10; docs/decisions/010): which Utah words a post
 * is matched against (the catalogue's places and towns, a stoplist of everyday words, the topic
 * patterns), and how a post is scored and labelled for the Media Hub. Server only: the browser
 * reads the results through the API (discovery.ts holds what it needs to show them).
 */

// ---------------------------------------------------------------------------------------------
// Keywords

export type KeywordKind = 'place' | 'town' | 'activity' | 'season';

export interface Keyword {
  /** The label kept in matching_keywords. */
  label: string;
  kind: KeywordKind;
  pattern: RegExp;
  /** Category this keyword implies for the Media Hub, if any. */
  category?: Category;
  /** Location this keyword implies for the Media Hub, if any. */
  location?: string;
}

/** What the keyword index needs of a catalogue destination. */
export interface PlaceSource {
  name: string;
  category: string;
  address: string;
  region: string;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * One-word place names that are also everyday words or other places (the state of
 * Washington, the airline, a price…): never used as keywords.
 */
export const STOPLIST: readonly string[] = [
  'utah',
  'washington',
  'delta',
  'price',
  'sandy',
  'eden',
  'paradise',
  'alpine',
  'enterprise',
  'hurricane',
  'bluff',
  'murray',
  'roy',
  'manila',
  'garland',
  'monroe',
  'vernon',
  'salem',
  'virgin',
  'mona',
  'fountain',
  'independence',
  'liberty',
  'glendale',
  'riverside',
  'marysvale',
  'orangeville',
  'central',
  'hanksville',
  'boulder',
  'green',
  'castle',
  'main',
  'downtown',
  'temple',
  'dinosaur',
  'leeds',
  'syracuse',
  'francis',
  'jensen',
  'beaver',
  'eureka',
  'fairfield',
  'sterling',
  'wellington',
  'farmington',
  'fairview',
  'helper',
  'sevier',
  'promontory',
  'magna',
  'oakley',
  'peoa',
  'lehman',
  'goblin',
  'gateway',
  'film',
  'music',
  'woodward',
  'hogle',
];
const AMBIGUOUS_WORDS = new Set(STOPLIST);

/** Several-word place names that are common elsewhere (a New York avenue, a Texas park…). */
const AMBIGUOUS_NAMES = new Set(['park avenue', 'main street', 'big bend', 'the windows section', 'city creek', 'the wave']);

/** Generic endings stripped to get the name people actually write ("Zion National Park" → "Zion"). */
const GENERIC_SUFFIX =
  /\s+(National Park|State Park|National Monument|National Recreation Area|State Historic Monument|State Historic Park|Mountain Resort|Ski Resort|Ski Area|Resort)$/;

/** Address parts that are roads, trailheads or counties, not towns. */
const NOT_A_TOWN =
  /\d|\b(Rd|Road|Street|Ave|Avenue|Blvd|Boulevard|Drive|Hwy|Highway|Lane|Ln|Way|Trailhead|Parking|Exit|Mile|County|Pkwy|Parkway|Loop|Area|Site|Center|Centre|Station|Lot|Overlook|Byway|Route|Trail|Canyon Rd|off|near|about|of|the|and|at|between|via|end)\b|[()]/i;

function namePattern(name: string): RegExp | null {
  const trimmed = name.trim();
  if (trimmed.length < 4) return null;
  const words = trimmed.split(/\s+/);
  if (words.length === 1) {
    if (AMBIGUOUS_WORDS.has(trimmed.toLowerCase()) || !/^[A-Z]/.test(trimmed)) return null;
    // One word: a proper noun, so match it as written ("Moab", not "moab" inside a sentence).
    return new RegExp(`\\b${escapeRegExp(trimmed)}\\b`);
  }
  if (AMBIGUOUS_NAMES.has(trimmed.toLowerCase())) return null;
  return new RegExp(`\\b${escapeRegExp(trimmed).replace(/\s+/g, '\\s+')}\\b`, 'i');
}

/**
 * The town of a catalogue address as a keyword: the one town rule of towns.ts (the part before
 * ", UT"), kept when it reads like a town name rather than a road, a trailhead or a county.
 */
export function townOf(address: string): string | undefined {
  const town = townFromAddress(address);
  return town && !NOT_A_TOWN.test(town) && /^[A-Z][A-Za-z.' -]+$/.test(town) ? town : undefined;
}

const asCategory = (value: string): Category | undefined => ((CATEGORIES as readonly string[]).includes(value) ? (value as Category) : undefined);

/** Activities and seasons people post about, with the category each implies (if any). */
const TOPICS: Array<{ label: string; kind: 'activity' | 'season'; pattern: RegExp; category?: Category }> = [
  { label: 'hiking', kind: 'activity', pattern: /\b(hike|hikes|hiking|hiked|hikers?)\b/i, category: 'Activities & Recreation' },
  { label: 'backpacking', kind: 'activity', pattern: /\bbackpack(ing|ers?)\b/i, category: 'Activities & Recreation' },
  { label: 'camping', kind: 'activity', pattern: /\b(camping|campsites?|campgrounds?)\b/i, category: 'Activities & Recreation' },
  { label: 'canyoneering', kind: 'activity', pattern: /\b(canyoneering|slot canyons?)\b/i, category: 'Natural Wonders' },
  { label: 'climbing', kind: 'activity', pattern: /\b(rock climbing|climbing|bouldering)\b/i, category: 'Activities & Recreation' },
  { label: 'mountain biking', kind: 'activity', pattern: /\b(mountain bik(e|es|ing)|mtb|singletrack)\b/i, category: 'Activities & Recreation' },
  { label: 'rafting', kind: 'activity', pattern: /\b(rafting|kayak(ing)?|paddle ?board(ing)?|float trip)\b/i, category: 'Activities & Recreation' },
  { label: 'fishing', kind: 'activity', pattern: /\b(fishing|fly fish(ing)?)\b/i, category: 'Activities & Recreation' },
  { label: 'off-roading', kind: 'activity', pattern: /\b(off-?road(ing)?|4x4|jeep(ing)?|utv|atv)\b/i, category: 'Activities & Recreation' },
  { label: 'road trip', kind: 'activity', pattern: /\b(road ?trips?|scenic drive|scenic byway)\b/i, category: 'Natural Wonders' },
  { label: 'skiing', kind: 'activity', pattern: /\b(ski|skis|skiing|skied|skiers?|snowboard(ing|ers?)?)\b/i, category: 'Skiing & Winter' },
  { label: 'hot springs', kind: 'activity', pattern: /\bhot springs?\b/i, category: 'Natural Wonders' },
  { label: 'stargazing', kind: 'activity', pattern: /\b(stargazing|dark sk(y|ies)|milky way)\b/i, category: 'Natural Wonders' },
  { label: 'waterfall', kind: 'activity', pattern: /\bwaterfalls?\b/i, category: 'Natural Wonders' },
  { label: 'sunset', kind: 'activity', pattern: /\b(sunsets?|sunrises?|golden hour)\b/i, category: 'Natural Wonders' },
  { label: 'wildlife', kind: 'activity', pattern: /\b(wildlife|birding|bison|moose|bighorn)\b/i, category: 'Natural Wonders' },
  { label: 'rock art', kind: 'activity', pattern: /\b(petroglyphs?|pictographs?|rock art)\b/i, category: 'Cultural & Historic' },
  { label: 'history', kind: 'activity', pattern: /\b(museums?|historic(al)?|pioneers?|ghost towns?)\b/i, category: 'Cultural & Historic' },
  { label: 'festival', kind: 'activity', pattern: /\b(festivals?|concerts?|rodeos?)\b/i, category: 'Entertainment' },
  {
    label: 'food',
    kind: 'activity',
    pattern: /\b(restaurants?|food trucks?|brunch|breweries|brewery|coffee shops?|fry sauce)\b/i,
    category: 'Urban & Downtown',
  },
  { label: 'family', kind: 'activity', pattern: /\b(family|families|kids|kid-friendly)\b/i, category: 'Family Fun' },
  { label: 'olympics', kind: 'activity', pattern: /\b(olympics?|olympians?|winter games)\b/i, category: 'Olympic Venues' },
  { label: 'winter', kind: 'season', pattern: /\b(winter|snowstorm|snowfall|blizzard)\b/i, category: 'Skiing & Winter' },
  { label: 'powder', kind: 'season', pattern: /\b(powder days?|pow day|fresh snow|storm totals?)\b/i, category: 'Skiing & Winter' },
  { label: 'spring', kind: 'season', pattern: /\b(spring|springtime|wildflowers?)\b/i },
  { label: 'summer', kind: 'season', pattern: /\bsummer\b/i },
  { label: 'fall colors', kind: 'season', pattern: /\b(autumn|fall colou?rs|fall foliage|leaves changing)\b/i },
];

/**
 * The Utah keyword list a scan matches posts against:
 * - **places**: every catalogue destination name (a parenthesised part removed, and a generic
 *   ending such as "National Park" or "Ski Resort" stripped to give a second, shorter form);
 *   each carries its destination's category and its town (from the address) as location;
 * - **towns**: the towns of the catalogue's addresses and its region names (location only);
 * - **activities and seasons**: the fixed TOPICS above (some imply a category).
 * One-word names count only when written with a capital letter and are skipped when they
 * are everyday words (AMBIGUOUS_WORDS); names shorter than four letters are skipped.
 * See docs/decisions/010-content-potential-and-media-hub-labels.md.
 */
export function buildKeywordIndex(places: readonly PlaceSource[]): Keyword[] {
  const seen = new Set<string>();
  const keywords: Keyword[] = [];
  const add = (label: string, kind: KeywordKind, extra: Pick<Keyword, 'category' | 'location'>) => {
    const key = label.toLowerCase();
    if (seen.has(key)) return;
    const pattern = namePattern(label);
    if (!pattern) return;
    seen.add(key);
    keywords.push({ label, kind, pattern, ...extra });
  };
  // A name and, when it ends in a generic word, its short form ("Zion National Park", "Zion").
  const addBoth = (label: string, kind: KeywordKind, extra: Pick<Keyword, 'category' | 'location'>) => {
    add(label, kind, extra);
    const short = label.replace(GENERIC_SUFFIX, '');
    if (short !== label) add(short, kind, extra);
  };
  for (const place of places) {
    const town = townOf(place.address);
    const location = town ?? place.region.replace(/\s*\(.*\)$/, '');
    const base = place.name.replace(/\s*\(.*\)\s*$/, '').trim();
    addBoth(base, 'place', { category: asCategory(place.category), location });
  }
  for (const place of places) {
    const town = townOf(place.address);
    if (town) addBoth(town, 'town', { location: town });
    // "Island in the Sky (Canyonlands National Park)": the park in brackets is a place too.
    const within = /\(([^)]+)\)\s*$/.exec(place.name)?.[1]?.trim();
    if (within) addBoth(within, 'town', { location: within });
    const region = place.region
      .replace(/\s*\(.*\)$/, '')
      .replace(/\s*&.*$/, '')
      .trim();
    add(region, 'town', { location: region });
  }
  for (const topic of TOPICS) {
    if (!seen.has(topic.label)) {
      seen.add(topic.label);
      keywords.push({ ...topic });
    }
  }
  return keywords;
}

const KIND_ORDER: Record<KeywordKind, number> = { place: 0, town: 1, activity: 2, season: 3 };

/**
 * The keywords a post's text mentions, at most KEYWORD_LIMIT: places first, then towns,
 * activities and seasons; within a kind, in order of first mention. A keyword contained in
 * one already kept ("Arches" after "Arches National Park") is not counted twice.
 */
export function matchKeywords(text: string, index: readonly Keyword[]): Keyword[] {
  const hits: Array<{ keyword: Keyword; at: number }> = [];
  for (const keyword of index) {
    const at = text.search(keyword.pattern);
    if (at >= 0) hits.push({ keyword, at });
  }
  hits.sort((a, b) => KIND_ORDER[a.keyword.kind] - KIND_ORDER[b.keyword.kind] || a.at - b.at || b.keyword.label.length - a.keyword.label.length);
  const kept: Keyword[] = [];
  for (const { keyword } of hits) {
    if (kept.length >= KEYWORD_LIMIT) break;
    const lower = keyword.label.toLowerCase();
    if (kept.some((k) => k.label.toLowerCase().includes(lower) || lower.includes(k.label.toLowerCase()))) continue;
    kept.push(keyword);
  }
  return kept;
}

// ---------------------------------------------------------------------------------------------
// content_potential

export interface PotentialInput {
  score: number;
  numComments: number;
  createdAt: Date;
  keywords: readonly Pick<Keyword, 'kind'>[];
}

/**
 * content_potential: how good a post is as a lead for SLC Trips content, 0 to 6.5.
 *
 *   engagement = min(2.5, 0.6 × log10(1 + max(0, upvotes)) + 0.4 × log10(1 + comments))
 *   recency    = max(0, 1 − age in hours / 72)            (1 when new, 0 after three days)
 *   relevance  = min(3, 0.75 per place or town + 0.5 per activity or season)
 *                (counting only the ≤ 5 keywords kept by matchKeywords)
 *   content_potential = engagement + recency + relevance, rounded to two decimals
 *
 * Levels (docs/product.md §4.10): High ≥ 4, Medium 2 to < 4, Low < 2. Without a single Utah keyword a
 * post tops out at 3.5, so High always means engagement *and* a Utah connection. Examples:
 * 1,200 upvotes, 85 comments, 5 hours old, naming two places and two activities → 5.93;
 * 20 upvotes, 5 comments, 30 hours old, "hiking" → 2.19; 3 upvotes, 80 hours old → 0.36.
 * The rule in words, with its reasons: docs/decisions/010-content-potential-and-media-hub-labels.md.
 */
export function contentPotential(input: PotentialInput, now: Date = new Date()): number {
  const engagement = Math.min(2.5, 0.6 * Math.log10(1 + Math.max(0, input.score)) + 0.4 * Math.log10(1 + Math.max(0, input.numComments)));
  const ageHours = Math.max(0, (now.getTime() - input.createdAt.getTime()) / 3_600_000);
  const recency = Math.max(0, 1 - ageHours / 72);
  const relevance = Math.min(
    3,
    input.keywords.slice(0, KEYWORD_LIMIT).reduce((sum, k) => sum + (k.kind === 'place' || k.kind === 'town' ? 0.75 : 0.5), 0),
  );
  return Math.round((engagement + recency + relevance) * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Media Hub category and location

/**
 * The Media Hub's category and location of a post, from its kept keywords (catalogue places
 * first, as matchKeywords orders them):
 * - category: the category of the first keyword that implies one (a named destination gives
 *   its catalogue category; "skiing" gives Skiing & Winter, "museum" Cultural & Historic, …);
 *   otherwise the community's own category (r/ZionNP → Natural Wonders); otherwise
 *   Activities & Recreation;
 * - location: the town of the first named destination or town; otherwise the community's
 *   home (r/Moab → Moab, r/UtahHiking → Utah); otherwise "Utah".
 * Written out with examples in docs/decisions/010-content-potential-and-media-hub-labels.md.
 */
export function deriveCategoryAndLocation(
  keywords: readonly string[],
  subreddit: string,
  index: ReadonlyMap<string, Pick<Keyword, 'category' | 'location'>>,
): { category: Category; location: string } {
  const known = keywords.map((k) => index.get(k.toLowerCase())).filter((k) => k !== undefined);
  const community = communityOf(subreddit);
  const category = known.find((k) => k.category)?.category ?? community?.category ?? 'Activities & Recreation';
  const location = known.find((k) => k.location)?.location ?? community?.location ?? 'Utah';
  return { category, location };
}

/** The index above keyed by lower-case label, for deriveCategoryAndLocation. */
export function keywordLookup(index: readonly Keyword[]): Map<string, Pick<Keyword, 'category' | 'location'>> {
  return new Map(index.map((k) => [k.label.toLowerCase(), { category: k.category, location: k.location }]));
}
