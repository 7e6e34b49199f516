// Pure rules and types, safe and light in the browser: no zod here (schemas live in
// destinations.schema.ts), so islands importing these rules do not download it.
import { CATEGORIES, STATES, TIERS, type Category, type GamesRole, type State, type Tier } from './categories.ts';
import type { SeasonalClosure } from '../roads/winter.ts';
import type { DriveRoute } from './driveRoute.schema.ts';

export { CATEGORIES, STATES, TIERS, type Category, type GamesRole, type State, type Tier };

export type HoursOrPricing = string | Record<string, string>;

/** Where a fact that ages was read and the day it was checked (issue 29; src/lib/checked.ts). */
export interface FactCheck {
  source: string;
  checkedOn: string;
  /** The last day the fact holds as written ("in 2026": 2026-12-31), when it names one (decision 059b). */
  until?: string;
}

/** A permit or reservation a visit needs, with its season and its check (decision 050). */
export interface Permit extends FactCheck {
  text: string;
  season?: string;
}

/** A place's notability tier as staff corrected it (issue 48, decision 111): 1 world-famous … 4 a local amenity. */
export type NotabilityTier = 1 | 2 | 3 | 4;
export interface NotabilityCheck extends FactCheck {
  tier: NotabilityTier;
}

/** The months a place is at its best and what for (issue 48's "what a season is for"), sourced (decision 111). */
export interface SeasonsOfUse extends FactCheck {
  months: number[];
  for: string;
}

/** A place's own winter rule as staff set it (decision 111): the gate, the usual closed window (MM-DD) and its sentence. */
export interface WinterRule extends FactCheck {
  gate: string;
  from: string;
  to: string;
  text: string;
}

/** A place's signature mark as staff set it (decision 118): a mark with its park and line, or none. */
export type SignatureMarkCheck = FactCheck & ({ mark: 'signature' | 'notable'; park: string; why: string } | { mark: 'none' });

/** A destination as the API serves it (docs/product.md §3.1). */
export interface Destination {
  id: string;
  name: string;
  description: string;
  category: Category | string;
  region: string;
  driveTime: number;
  driveTimeMinutes: number;
  driveTimeText: string;
  distance: string;
  /**
   * Winter (issue 19): the drive with every seasonal road closed. The summer minutes where winter
   * changes nothing; null when no open road reaches the place in winter. The API always sets the
   * four winter fields (optional here like `states`: data from elsewhere may lack them).
   */
  winterDriveTimeMinutes?: number | null;
  /** "3 hr 31 min"; null when unchanged or unreachable. */
  winterDriveTimeText?: string | null;
  /** The road the winter route takes instead, e.g. "US-40"; null when unchanged or unreachable. */
  winterVia?: string | null;
  /** The usual closure of the road(s) the summer route needs, where winter changes the drive; null otherwise. */
  seasonalClosure?: SeasonalClosure | null;
  timeNeeded: string;
  rating: number | null;
  photoUrl: string;
  photos: Array<{ url: string }>;
  subscriptionTier: Tier;
  isOlympicVenue: boolean;
  familyFriendly: boolean;
  tags: string[];
  address: string;
  /** The state(s) the place lies in; ['UT'] for nearly all (optional: data from elsewhere may lack it). */
  states?: State[];
  /** The real Games role of a flagged entry; null for every other place. */
  gamesRole?: GamesRole | null;
  coordinates: { lat: number; lng: number } | null;
  phone: string | null;
  website: string | null;
  hours: HoursOrPricing | null;
  pricing: HoursOrPricing | null;
  /** Where `hours` / `pricing` were read and when (decision 050); optional: data from elsewhere may lack them. */
  hoursChecked?: FactCheck | null;
  pricingChecked?: FactCheck | null;
  permits?: Permit[];
  /** Staff's sourced corrections (decision 111): null where the data files' own value stands. */
  notability?: NotabilityCheck | null;
  /** Staff's sourced signature mark (decision 118), over planning/data/signature.json. */
  signatureMark?: SignatureMarkCheck | null;
  seasonsOfUse?: SeasonsOfUse | null;
  winterRule?: WinterRule | null;
  /** The id of the park this place lies in (decision 050); its page links it, the park's page lists its parts. */
  partOf?: string | null;
  /** A scenic byway's or canyon drive's route (decision 139): driven with the places on it as stops. */
  route?: DriveRoute | null;
  highlights: string[];
  activities: string[];
  localTips: string[];
  packingList: string[];
  difficulty: string | null;
  accessibility: string | null;
  bestTimeToVisit: string | null;
  tiktokVideoId: string | null;
  videoFilename: string | null;
  publicTransit: {
    accessible: boolean;
    nearestStation: string;
    walkingTime: string;
    transitOptions: Array<{ type: string; line: string }>;
  } | null;
}

export const DEFAULT_TIME_NEEDED = '2-4 hours';
export const AIRPORT = { name: 'Salt Lake City International Airport', lat: 40.7899, lng: -111.9791 } as const;

/**
 * The six drive-time zones of docs/product.md §4.3, by minutes from the airport. A label says its
 * band: "2-5 hrs" is 121-300 minutes (SPEC's "3-5 hrs" did not, issue 29); the slug stays as
 * published so links keep working.
 */
export const ZONES = [
  { slug: '30-minutes', label: '30 min', minutes: 30, min: 0, max: 30 },
  { slug: '1-hour', label: '1 hour', minutes: 60, min: 31, max: 60, olympic: true },
  { slug: '2-hours', label: '2 hours', minutes: 120, min: 61, max: 120 },
  { slug: '3-5-hours', label: '2-5 hrs', minutes: 300, min: 121, max: 300 },
  { slug: '5-8-hours', label: '5-8 hrs', minutes: 480, min: 301, max: 480 },
  { slug: '8-12-hours', label: '8-12 hrs', minutes: 720, min: 481, max: 720 },
] as const;
export type Zone = (typeof ZONES)[number];

/**
 * The drive-time choices of every select (the home page, /destinations, /map): "up to" each
 * zone's upper limit, so a choice always lists whole zones (issue 29, docs/product.md §15).
 */
export const DRIVE_TIME_CHOICES: readonly number[] = ZONES.map((z) => z.max);

/** Drive time in minutes; a missing value counts as 0 (docs/product.md §3.1). */
export function driveMinutes(d: { driveTime?: number | null; driveTimeMinutes?: number | null }): number {
  return d.driveTimeMinutes ?? d.driveTime ?? 0;
}

/** The zone a destination falls in, or undefined beyond 12 hours. */
export function zoneOf(minutes: number): Zone | undefined {
  return ZONES.find((z) => minutes >= z.min && minutes <= z.max);
}

/** Count of destinations per zone, in zone order. */
export function countByZone(list: ReadonlyArray<{ driveTimeMinutes?: number | null; driveTime?: number | null }>): number[] {
  return ZONES.map((z) => list.filter((d) => zoneOf(driveMinutes(d)) === z).length);
}

/**
 * Whether a person may open a destination (docs/product.md §4.5): anyone not signed in, any
 * free destination, premium users for premium, olympic users for everything.
 */
export function canAccess(userTier: Tier | null | undefined, destinationTier: Tier | null | undefined): boolean {
  const tier = destinationTier ?? 'free';
  if (!userTier) return true;
  if (tier === 'free') return true;
  if (userTier === 'olympic') return true;
  return userTier === 'premium' && tier === 'premium';
}

/** Query of GET /api/destinations (schema in destinations.schema.ts). */
export interface DestinationsQuery {
  driveTime?: number;
  category?: Category;
  tier?: Tier;
  /** Only places added to the catalogue after this moment (ISO 8601); applied in SQL. */
  since?: string;
}

/** Applies the list query: at or under the drive time, the category, what the tier may open. */
export function matchesQuery(d: Destination, q: DestinationsQuery): boolean {
  if (q.driveTime !== undefined && driveMinutes(d) > q.driveTime) return false;
  if (q.category && d.category !== q.category) return false;
  if (q.tier && !canAccess(q.tier, d.subscriptionTier)) return false;
  return true;
}

/** A maps directions link from the airport to the place. */
export function directionsUrl(d: Pick<Destination, 'name' | 'address' | 'coordinates'>): string {
  const destination = d.coordinates ? `${d.coordinates.lat},${d.coordinates.lng}` : `${d.name}, ${d.address}`;
  const params = new URLSearchParams({ api: '1', origin: `${AIRPORT.lat},${AIRPORT.lng}`, destination, travelmode: 'driving' });
  return `https://www.google.com/maps/dir/?${params.toString()}`;
}

/** A catalogue id for a new destination: the name as a slug (the caller makes it unique). */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
}
