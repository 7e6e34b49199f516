import { z } from 'zod';

export { CATEGORIES, DIFFICULTIES, TIERS, type Category, type Tier } from './categories.ts';
import { CATEGORIES, DIFFICULTIES, TIERS } from './categories.ts';

const text = (max: number) => z.string().trim().min(1).max(max);
const list = (min: number, max: number, itemMax = 160) => z.array(text(itemMax)).min(min).max(max);

/** Hours or pricing: either one line of text or a small table of label → value. */
export const hoursOrPricingSchema = z.union([text(300), z.record(text(60), text(120))]);

export const publicTransitSchema = z
  .object({
    accessible: z.boolean().describe('true only when a scheduled TRAX, FrontRunner, S-Line or bus line really stops within a walk'),
    nearestStation: text(120).describe('the nearest real stop or station'),
    walkingTime: text(40).describe('walk from that stop, e.g. "5 minutes"'),
    transitOptions: z
      .array(z.object({ type: z.enum(['TRAX', 'FrontRunner', 'S-Line', 'Bus', 'Ski Bus', 'Shuttle']), line: text(80) }))
      .min(1)
      .max(6),
  })
  .describe('Only where a real public-transit connection exists');

/**
 * One catalogue entry as written in `supabase/seed/destinations/*.json`.
 * Drive time and distance are not written by hand: `npm run data:drive-times` computes them
 * from the road-network model and stores them in the same file.
 */
export const catalogueEntrySchema = z
  .object({
    id: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
      .max(80)
      .describe('stable slug, unique across the whole catalogue; never changes once published'),
    name: text(100).describe('the place’s real name, unique across the catalogue'),
    category: z.enum(CATEGORIES).describe('one of the eight SPEC §3 categories'),
    region: text(60).describe('the region file the entry belongs to, e.g. "Salt Lake Valley"'),
    coordinates: z
      .object({ lat: z.number().min(36.0).max(42.6), lng: z.number().min(-115.2).max(-108.0) })
      .describe('real WGS84 coordinates of the place (trailhead, visitor centre or main entrance)'),
    address: text(160).describe('street address, or town / road where none exists'),
    description: text(1200).describe('at least two sentences in our own words, specific to this place'),
    highlights: list(3, 6).describe('what not to miss'),
    activities: list(2, 6).describe('what people do there'),
    localTips: list(2, 5, 240).describe('insider tips, shown numbered'),
    packingList: list(2, 8).describe('what to bring'),
    difficulty: z.enum(DIFFICULTIES),
    accessibility: text(240).describe('honest note on wheelchair / stroller / mobility access'),
    bestTimeToVisit: text(120),
    timeNeeded: text(40).describe('e.g. "2-4 hours", "Full day"'),
    tags: list(2, 8, 40),
    familyFriendly: z.boolean(),
    subscriptionTier: z.enum(TIERS).describe('mostly free; a considered share premium; olympic for Games-related entries'),
    isOlympicVenue: z.boolean().describe('true for exactly the 18 sites of the 2034 Games plan'),
    rating: z.number().min(1).max(5).optional().describe('our editorial rating, one decimal'),
    website: z.url().optional().describe('only the place’s real official site'),
    phone: z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/).optional().describe('only when certain; format (801) 555-0100'),
    hours: hoursOrPricingSchema.optional(),
    pricing: hoursOrPricingSchema.optional(),
    publicTransit: publicTransitSchema.optional(),
    road: z
      .enum(['paved', 'gravel', 'dirt', 'high-clearance'])
      .optional()
      .describe('the last stretch of road to the place when it is not paved; slows the model’s local leg'),
    driveTimeMinutes: z.number().int().min(0).optional().describe('computed by npm run data:drive-times'),
    driveTimeText: z.string().optional().describe('computed by npm run data:drive-times'),
    distance: z.string().optional().describe('computed by npm run data:drive-times, e.g. "42 miles"'),
  })
  .strict();
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
