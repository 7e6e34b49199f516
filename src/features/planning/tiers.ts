/**
 * Notability tiers (issue 48, docs/decisions/095-notability-tiers.md): what each place of the
 * catalogue is worth wherever it is, from data/tiers.json. 1 world-famous, 2 the region's highlight,
 * 3 worth a stop, 4 a local amenity; the top two name the pages they were held against. And what a
 * tier weighs (decision 100): regional signature sights, weighed the way the five parks' marks weigh
 * their sights (signature.ts, decision 057), so a day from Cedar City, St. George or Price explores
 * its own region's highlights rather than the ordinary places beside them. The five parks keep their
 * own marks: their unmarked places (Pa'rus, the Scenic Drive's pullouts) are weighed by the marks'
 * judgment, not by the tiers. Pure: the planners' workers import it (through stopValue.ts).
 */
import data from './data/tiers.json' with { type: 'json' };
import { LIFT_MONTHS, placeMonths } from './placeSense.ts';
import type { PlannerPlace } from './planning.ts';
import { markOf } from './signature.ts';

export type Tier = 1 | 2 | 3 | 4;

interface TierEntry {
  tier: Tier;
  /** Keys of {@link TIER_SOURCES}: required for tiers 1 and 2. */
  sources?: string[];
}

/** Every place's entry, by id. */
export const TIERS: Readonly<Record<string, TierEntry>> = data.places as Record<string, TierEntry>;
/** The pages the tiers were held against, by key. */
export const TIER_SOURCES: Readonly<Record<string, string>> = data.sources;
export const TIERS_CHECKED_ON: string = data.checkedOn;

/** A place not yet given a tier is worth a stop. */
export const DEFAULT_TIER: Tier = 3;

/** The tier of a place (3 for an id the file does not list). */
export const tierOf = (id: string): Tier => TIERS[id]?.tier ?? DEFAULT_TIER;

/** A place's tier as the file gives it, with the pages it was held against and the day they were read: what staff's correction overrides (decision 111). */
export const tierOnFile = (id: string) => ({ tier: tierOf(id), sources: tierSources(id), checkedOn: TIERS_CHECKED_ON });

/** The tier the planners weigh: staff's sourced correction where the place carries one (decision 111), else the file's. */
export const placeTier = (place: Pick<PlannerPlace, 'id' | 'tier'>): Tier => place.tier ?? tierOf(place.id);

/** The addresses of the pages a place's tier was held against (none for tiers 3 and 4 or an unknown id). */
export const tierSources = (id: string): string[] => (TIERS[id]?.sources ?? []).flatMap((key) => (TIER_SOURCES[key] ? [TIER_SOURCES[key]!] : []));

/** The ids of one tier, sorted. */
export const idsOfTier = (tier: Tier): string[] =>
  Object.entries(TIERS)
    .filter(([, entry]) => entry.tier === tier)
    .map(([id]) => id)
    .sort();

/** The National Park Service units whose sights signature.json marks. */
const MARKED_UNITS: ReadonlySet<string> = new Set(['arch', 'brca', 'cany', 'care', 'zion']);

/**
 * What a place of each tier weighs outside the marked parks: a world-famous place (Temple Square,
 * Antelope Island, the Olympic ski hills) as a park's signature sight, a region's highlight (Snow
 * Canyon, Cedar Breaks, the Prehistoric Museum's neighbors) as a notable one, a local amenity (a city
 * park, an ice rink, a mall) at less than a stop worth making.
 */
export const TIER_WEIGHT: Readonly<Record<Tier, number>> = { 1: 1.5, 2: 1.25, 3: 1, 4: 0.8 };

/** Whether the tiers weigh this place (not a marked sight nor a place of a marked park). */
export const tierWeighed = (place: Pick<PlannerPlace, 'id' | 'park' | 'mark'>): boolean =>
  markOf(place) === null && !(place.park !== undefined && MARKED_UNITS.has(place.park));

/** Whether a place is a signature sight of its region: tier 1 or 2 and weighed by its tier. */
export const regionSignature = (place: Pick<PlannerPlace, 'id' | 'park' | 'tier' | 'mark'>): boolean => tierWeighed(place) && placeTier(place) <= 2;

/**
 * The weight of a place's tier for a traveler who chose `categories` (1 for the marked parks'
 * places): outside the categories asked for, a highlight weighs no more than any stop, so a ski
 * week skis, a museum day sees museums and a day of outings from Sandy is not Temple Square. `month`: the visit's, if known.
 */
export function regionWeight(
  place: Pick<PlannerPlace, 'id' | 'park' | 'category' | 'kind' | 'tier' | 'mark'>,
  categories: readonly string[] = [],
  month?: number,
): number {
  if (!tierWeighed(place)) return 1;
  // A ski hill is famous for its skiing: out of the lift season it is worth a stop like any other.
  if (place.kind === 'ski-area' && month !== undefined && !LIFT_MONTHS.includes(month)) return 1;
  const weight = TIER_WEIGHT[placeTier(place)];
  const asked = categories.length === 0 || categories.includes(place.category);
  return asked ? weight : Math.min(weight, 1);
}

/**
 * In season as the stop value weighs the month (stopValue.ts, placeSense.ts valueFactor; decision 132): a ski hill in
 * its lift months; a park's marked sight or a region's highlight (not a water outing) always, as neither is demoted for
 * its month; any other place in its best months when the catalogue gives them (outside them it is worth
 * OUT_OF_SEASON_FACTOR: the Saturday market of June–October in January). One reading for the car-free planner's swaps
 * (transit/betterTier.ts) and the sweep's tier property (scripts/plannerSweep.ts).
 */
export function valuedInSeason(place: PlannerPlace, month: number): boolean {
  if (place.kind === 'ski-area') return LIFT_MONTHS.includes(month);
  if (markOf(place) || (regionSignature(place) && !place.traits?.includes('water'))) return true;
  const months = placeMonths(place);
  return months === null || months.includes(month);
}
