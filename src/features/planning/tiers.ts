/**
 * Notability tiers (issue 48, docs/decisions/095-notability-tiers.md): what each place of the
 * catalogue is worth wherever it is, from data/tiers.json. 1 world-famous, 2 the region's highlight,
 * 3 worth a stop, 4 a local amenity; the top two name the pages they were held against. Pure: the
 * planners' workers may import it. Not yet read by the stop value.
 */
import data from './data/tiers.json' with { type: 'json' };

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

/** The addresses of the pages a place's tier was held against (none for tiers 3 and 4 or an unknown id). */
export const tierSources = (id: string): string[] => (TIERS[id]?.sources ?? []).flatMap((key) => (TIER_SOURCES[key] ? [TIER_SOURCES[key]!] : []));

/** The ids of one tier, sorted. */
export const idsOfTier = (tier: Tier): string[] =>
  Object.entries(TIERS)
    .filter(([, entry]) => entry.tier === tier)
    .map(([id]) => id)
    .sort();
