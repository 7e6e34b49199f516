import { formatDuration } from '../../lib/duration.ts';
import type { GamesRole, State } from '../destinations/categories.ts';
import type { Category, Tier, Zone } from '../destinations/destinations.ts';

export { CATEGORIES } from '../destinations/categories.ts';
export { canAccess, driveMinutes } from '../destinations/destinations.ts';
import { canAccess, DRIVE_TIME_CHOICES, driveMinutes } from '../destinations/destinations.ts';
import { CATEGORIES, TIERS } from '../destinations/categories.ts';
import { TIER_NAMES } from '../destinations/labels.ts';
import { NO_CLOSED_PLACES } from '../closures/closures.store.ts';
import { NO_CAR_FREE } from '../transit/carFree.ts';
import { closedInWinter, reachableOn, type SeasonalClosure, type WinterDrive } from '../roads/winter.ts';

/**
 * The fields the browse screens read. Everything but the name may be missing on data that
 * did not come from our own catalogue (docs/product.md §3.1: a missing tier is free, a missing drive time 0).
 */
export interface Browsable {
  id: string;
  name: string;
  description?: string | null;
  category?: string | null;
  address?: string | null;
  driveTime?: number | null;
  driveTimeMinutes?: number | null;
  subscriptionTier?: Tier | null;
  isOlympicVenue?: boolean | null;
  photoUrl?: string | null;
  familyFriendly?: boolean | null;
  /** The park the place lies in (decision 050): the keyword boxes rank a park before its parts. */
  partOf?: string | null;
  /** A photo we can show (approved partner photo, park or Places photo), as the build found it (decision 050); the illustration is not one. */
  hasPhotos?: boolean | null;
  /** Winter (issue 19): null minutes with a closure = no open road in winter ("reachable now"). */
  winterDriveTimeMinutes?: WinterDrive['winterDriveTimeMinutes'];
  seasonalClosure?: WinterDrive['seasonalClosure'];
}

const tierOf = (d: Pick<Browsable, 'subscriptionTier'>): Tier => d.subscriptionTier ?? 'free';

/** What a text search found: each matching place's id with its score (higher first); `null` for a blank query, which finds everything. */
export type TextHits = ReadonlyMap<string, number> | null;

/**
 * The text search of a loaded list (decision 075): `createTextSearch` in textSearch.ts, on
 * MiniSearch, loaded with the search index. Every keyword box asks it, so every page finds and
 * ranks the same places for the same words.
 */
export type TextSearch = (query: string) => TextHits;

/** Whether the text search found the place (a blank query finds everything). */
export const textMatches = (d: Pick<Browsable, 'id'>, hits: TextHits): boolean => hits === null || hits.has(d.id);

// ---------------------------------------------------------------------------------------------
// /search (docs/product.md §5.6 search filters, §9 slider)

/** docs/product.md §9: the Maximum Drive Time slider. At `max` no drive-time limit applies. */
export const DRIVE_SLIDER = { min: 30, max: 300, step: 30, defaultValue: 300 } as const;

/** The Access Level checkboxes, in order, with their labels. */
export const TIER_OPTIONS: ReadonlyArray<{ value: Tier; label: string }> = TIERS.map((value) => ({ value, label: TIER_NAMES[value] }));

export const tierLabel = (tier: Tier): string => TIER_NAMES[tier] ?? tier;

export interface SearchFilters {
  query: string;
  categories: string[];
  tiers: Tier[];
  maxDriveTime: number;
  olympicOnly: boolean;
  hasPhotos: boolean;
  familyFriendly: boolean;
}

export const EMPTY_FILTERS: SearchFilters = Object.freeze({
  query: '',
  categories: [],
  tiers: [],
  maxDriveTime: DRIVE_SLIDER.defaultValue,
  olympicOnly: false,
  hasPhotos: false,
  familyFriendly: false,
}) as SearchFilters;

/** Whether the drive-time filter applies: only below the slider's maximum (docs/product.md §5.6). */
export const driveTimeFilterActive = (maxDriveTime: number): boolean => maxDriveTime < DRIVE_SLIDER.max;

/**
 * Every filter of docs/product.md §5.6, combined with AND: text (what the text search found for
 * `f.query`: `hits`, decision 075); categories any-of; tiers any-of (missing =
 * free); drive time at or under the slider (missing = 0) unless the slider is at "5+ hours";
 * Olympic requires isOlympicVenue; Has Photos requires a showable photo (`hasPhotos`, never the illustration); Family Friendly requires
 * familyFriendly to be exactly true.
 */
export function matchesFilters(d: Browsable, f: SearchFilters, hits: TextHits = null): boolean {
  if (!textMatches(d, hits)) return false;
  if (f.categories.length > 0 && !f.categories.includes(d.category ?? '')) return false;
  if (f.tiers.length > 0 && !f.tiers.includes(tierOf(d))) return false;
  if (driveTimeFilterActive(f.maxDriveTime) && driveMinutes(d) > f.maxDriveTime) return false;
  if (f.olympicOnly && !d.isOlympicVenue) return false;
  if (f.hasPhotos && d.hasPhotos !== true) return false;
  if (f.familyFriendly && d.familyFriendly !== true) return false;
  return true;
}

export function filterDestinations<T extends Browsable>(list: readonly T[], f: SearchFilters, hits: TextHits = null): T[] {
  return list.filter((d) => matchesFilters(d, f, hits));
}

// ---------------------------------------------------------------------------------------------
// /search index, ranking and sort (decision 018)

/**
 * One place in /search's index: only what the text search, the filters, the chips, the counts
 * and the result cards read. About a fifth of the full record, built by the API (and by the
 * build for the prerendered first screen) from the same function.
 */
export interface SearchEntry {
  id: string;
  name: string;
  description: string;
  category: string;
  address: string;
  driveTimeMinutes: number;
  driveTimeText: string;
  timeNeeded: string;
  subscriptionTier: Tier;
  isOlympicVenue: boolean;
  familyFriendly: boolean;
  photoUrl: string;
  /** Searched by the text search (decision 075) beside the name, category, address and description. */
  tags: string[];
  region: string;
  /** The states it lies in (cards name a state other than Utah) and its Games role (the venue badge). */
  states: State[];
  gamesRole: GamesRole | null;
  /** The park it lies in, only where it lies in one (decision 050): the keyword boxes rank a park before its parts. */
  partOf?: string;
  /** Only for a place no open road reaches in winter: the "Reachable now" filter and the card's winter line read them. */
  winterDriveTimeMinutes?: number | null;
  seasonalClosure?: SeasonalClosure | null;
}

type Indexable = Pick<SearchEntry, 'id' | 'name' | 'category' | 'subscriptionTier' | 'isOlympicVenue' | 'familyFriendly'> & {
  description?: string | null;
  address?: string | null;
  driveTimeMinutes?: number | null;
  driveTime?: number | null;
  driveTimeText?: string | null;
  timeNeeded?: string | null;
  photoUrl?: string | null;
  states?: readonly State[] | null;
  gamesRole?: GamesRole | null;
  partOf?: string | null;
  tags?: readonly string[] | null;
  region?: string | null;
} & Partial<Pick<WinterDrive, 'winterDriveTimeMinutes' | 'seasonalClosure'>>;

/** The index entry of a destination (the fields above, nothing else). */
export function toSearchEntry(d: Indexable): SearchEntry {
  return {
    id: d.id,
    name: d.name,
    description: d.description ?? '',
    category: d.category,
    address: d.address ?? '',
    driveTimeMinutes: driveMinutes(d),
    driveTimeText: d.driveTimeText ?? '',
    timeNeeded: d.timeNeeded ?? '',
    subscriptionTier: d.subscriptionTier,
    isOlympicVenue: d.isOlympicVenue,
    familyFriendly: d.familyFriendly,
    photoUrl: d.photoUrl ?? '',
    tags: d.tags ? [...d.tags] : [],
    region: d.region ?? '',
    states: d.states && d.states.length > 0 ? [...d.states] : ['UT'],
    gamesRole: d.gamesRole ?? null,
    ...(d.partOf && { partOf: d.partOf }),
    ...(closedInWinter(d) && d.seasonalClosure && { winterDriveTimeMinutes: null, seasonalClosure: d.seasonalClosure }),
  };
}

/** The order of /search's results: by relevance to the query (closest first without one), by drive time, or by name. */
export type SearchSort = 'relevance' | 'driveTime' | 'name';

/** A searcher over a loaded index: the filters and the text search's hits, then the order asked for. */
export function createSearcher<T extends Browsable>(list: readonly T[], text: TextSearch) {
  return (f: SearchFilters, sort: SearchSort): T[] => {
    const hits = text(f.query);
    return sortSearchResults(filterDestinations(list, f, hits), hits, sort);
  };
}

/**
 * The one relevance rule of every keyword box (/search and /destinations, issue 29): the text
 * search's score, highest first (the name weighs most, a park more than its parts: decision 075);
 * equal scores keep the order the list came in (the box's chosen sort), and so do places it did
 * not score. No hits (a blank query) keep the order as it is.
 */
export function rankByQuery<T extends Browsable>(list: readonly T[], hits: TextHits): T[] {
  if (hits === null) return [...list];
  const score = (d: T) => hits.get(d.id) ?? Number.NEGATIVE_INFINITY;
  return [...list].sort((a, b) => (score(a) === score(b) ? 0 : score(b) - score(a)));
}

/** Orders /search's results: relevance (the text search's score, then closest), drive time (closest first) or name (A-Z); ties by name, then drive time. */
export function sortSearchResults<T extends Browsable>(list: readonly T[], hits: TextHits, sort: SearchSort): T[] {
  if (sort === 'name') return sortDestinations(list, 'name');
  if (sort === 'driveTime' || hits === null) return sortDestinations(list, 'driveTime');
  return rankByQuery(sortDestinations(list, 'driveTime'), hits);
}

/** The query of /search's address (`?q=`), so a link or a reload opens the same search. */
export const readSearchQuery = (search: string): string => new URLSearchParams(search).get('q') ?? '';

/** The address's query string with `q` set to the query, or removed when it is blank; other parameters kept. */
export function writeSearchQuery(search: string, query: string): string {
  const params = new URLSearchParams(search);
  if (query.trim()) params.set('q', query);
  else params.delete('q');
  const out = params.toString();
  return out ? `?${out}` : '';
}

/** The number on the Filters toggle: each category, each tier, each feature, and the drive time when below 300. The text query is not a panel filter. */
export function activeFilterCount(f: SearchFilters): number {
  return (
    f.categories.length +
    f.tiers.length +
    Number(f.olympicOnly) +
    Number(f.hasPhotos) +
    Number(f.familyFriendly) +
    Number(driveTimeFilterActive(f.maxDriveTime))
  );
}

/** The distinct categories of the loaded destinations, sorted (the Categories checkboxes). */
export function distinctCategories(list: ReadonlyArray<Pick<Browsable, 'category'>>): string[] {
  return [...new Set(list.map((d) => d.category).filter((c): c is string => typeof c === 'string' && c !== ''))].sort(TEXT_ORDER.compare);
}

/** "30 minutes", "1 hour", "1.5 hours", "2 hours 15 minutes". */
export const formatMinutes = (minutes: number): string => formatDuration(minutes, 'long');

/** The slider's read-out: "5+ hours" at the maximum, where no limit applies. */
export const sliderLabel = (minutes: number): string => (driveTimeFilterActive(minutes) ? formatMinutes(minutes) : '5+ hours');

// ---------------------------------------------------------------------------------------------
// /destinations (docs/product.md §2.3, §9)

export const SORT_OPTIONS = [
  { value: 'driveTime', label: 'Drive time' },
  { value: 'name', label: 'Name' },
  { value: 'category', label: 'Category' },
] as const;
export type SortKey = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortKey = 'driveTime';

export const driveTimeOptionLabel = (minutes: number): string => `Up to ${formatMinutes(minutes)}`;

/** The options of a drive-time select: the zones' limits (DRIVE_TIME_CHOICES) plus a value from the URL they do not list (an older link's 45), in order. */
export function driveTimeChoices(current: number | null): number[] {
  const values: number[] = [...DRIVE_TIME_CHOICES];
  if (current !== null && !values.includes(current)) values.push(current);
  return values.sort((a, b) => a - b);
}

/** Largest drive time the URL may carry, as the API accepts (24 hours). */
const MAX_URL_DRIVE_TIME = 24 * 60;

export interface BrowseParams {
  driveTime: number | null;
  category: Category | null;
  /** "Reachable now" (`?open=now`): hide places whose only road is closed for the winter today, in Utah, or that a live UDOT closure cuts off (decision 048). */
  openNow: boolean;
  /** "Without a car" (`?car=0`, as on /plan; issue 36): only places public transport reaches from the airport. */
  noCar?: boolean;
}

/** The one value of `?open=` the filter writes. */
export const OPEN_NOW = 'now';

/** Reads driveTime, category and open from a query string; values that are not whole minutes, not one of the eight categories or not `open=now` are ignored. */
export function parseBrowseParams(search: string): BrowseParams {
  const params = new URLSearchParams(search);
  const rawDrive = params.get('driveTime')?.trim() ?? '';
  const drive = /^\d{1,4}$/.test(rawDrive) ? Number(rawDrive) : Number.NaN;
  const rawCategory = params.get('category')?.trim().toLowerCase() ?? '';
  return {
    driveTime: Number.isInteger(drive) && drive <= MAX_URL_DRIVE_TIME ? drive : null,
    category: CATEGORIES.find((c) => c.toLowerCase() === rawCategory) ?? null,
    openNow: params.get('open')?.trim().toLowerCase() === OPEN_NOW,
    ...(params.get('car')?.trim() === '0' && { noCar: true }),
  };
}

/** The query string with driveTime, category and open written back; other parameters are kept. */
export function writeBrowseParams(search: string, p: BrowseParams): string {
  const params = new URLSearchParams(search);
  if (p.driveTime === null) params.delete('driveTime');
  else params.set('driveTime', String(p.driveTime));
  if (p.category === null) params.delete('category');
  else params.set('category', p.category);
  if (p.openNow) params.set('open', OPEN_NOW);
  else params.delete('open');
  if (p.noCar) params.set('car', '0');
  else params.delete('car');
  const out = params.toString();
  return out ? `?${out}` : '';
}

export interface BrowseState extends BrowseParams {
  query: string;
  sort: SortKey;
}

export const EMPTY_BROWSE: BrowseState = Object.freeze({ query: '', driveTime: null, category: null, openNow: false, sort: DEFAULT_SORT });

/**
 * A card of /destinations: the search box (what the text search found: `hits`, decision 075), the category, the drive time
 * at or under the chosen value, reachable on `today` (read in Utah) when "Reachable now" is on,
 * and, for a signed-in person, what their tier opens (docs/product.md §6).
 */
export function matchesBrowse(
  d: Browsable,
  s: Omit<BrowseState, 'sort'>,
  userTier: Tier | null = null,
  today: Date = new Date(),
  /** Places a live UDOT closure cuts off now (decision 048): not reachable now either. */
  liveClosed: ReadonlySet<string> = NO_CLOSED_PLACES,
  /** Minutes by public transport from the airport of each place it reaches (issue 36), for "Without a car". */
  carFree: ReadonlyMap<string, number> = NO_CAR_FREE,
  /** What the text search found for `s.query` (null: no query, or no text search yet). */
  hits: TextHits = null,
): boolean {
  if (!textMatches(d, hits)) return false;
  if (s.category !== null && d.category !== s.category) return false;
  if (s.driveTime !== null && driveMinutes(d) > s.driveTime) return false;
  if (s.openNow && (!reachableOn(d, today) || liveClosed.has(d.id))) return false;
  if (s.noCar && !carFree.has(d.id)) return false;
  return canAccess(userTier, tierOf(d));
}

// One collator each, made once: localeCompare with a locale builds a collator per call, which
// made sorting the 700-place index the larger part of /search's work when the index arrives.
const NAME_ORDER = new Intl.Collator('en', { sensitivity: 'base' });
const TEXT_ORDER = new Intl.Collator('en');
const byName = (a: Browsable, b: Browsable) => NAME_ORDER.compare(a.name, b.name);
const byDrive = (a: Browsable, b: Browsable) => driveMinutes(a) - driveMinutes(b);

/** A sorted copy: drive time (closest first), name (A-Z) or category (A-Z, then closest first); ties by name. */
export function sortDestinations<T extends Browsable>(list: readonly T[], sort: SortKey): T[] {
  const compare: Record<SortKey, (a: T, b: T) => number> = {
    driveTime: (a, b) => byDrive(a, b) || byName(a, b),
    name: (a, b) => byName(a, b) || byDrive(a, b),
    category: (a, b) => TEXT_ORDER.compare(a.category ?? '', b.category ?? '') || byDrive(a, b) || byName(a, b),
  };
  return [...list].sort(compare[sort]);
}

// ---------------------------------------------------------------------------------------------
// /drive-time/{zone}

/** Destinations whose drive time falls in the zone's range, closest first. */
export function inZone<T extends Browsable>(list: readonly T[], zone: Pick<Zone, 'min' | 'max'>): T[] {
  return sortDestinations(
    list.filter((d) => driveMinutes(d) >= zone.min && driveMinutes(d) <= zone.max),
    'driveTime',
  );
}

/**
 * A zone's range as values, for any language to word (decision 094): up to its last minute, whole
 * hours from one to the other, or two durations in minutes.
 */
export type ZoneRange = { kind: 'upTo'; max: number } | { kind: 'hours'; from: number; to: number } | { kind: 'between'; from: number; to: number };
export function zoneRange(zone: Pick<Zone, 'min' | 'max'>): ZoneRange {
  if (zone.min === 0) return { kind: 'upTo', max: zone.max };
  const from = zone.min - 1;
  return from % 60 === 0 && zone.max % 60 === 0 ? { kind: 'hours', from: from / 60, to: zone.max / 60 } : { kind: 'between', from, to: zone.max };
}

/** How a zone reads in an English sentence: "up to 30 minutes", "1 to 2 hours". */
export function zoneRangeText(zone: Pick<Zone, 'min' | 'max'>): string {
  const range = zoneRange(zone);
  if (range.kind === 'upTo') return `up to ${formatMinutes(range.max)}`;
  return range.kind === 'hours' ? `${range.from} to ${range.to} hours` : `${formatMinutes(range.from)} to ${formatMinutes(range.to)}`;
}
