import { z } from 'zod';

export { CATEGORIES, DIFFICULTIES, STATES, TIERS, type Category, type Tier } from './categories.ts';
import { CATEGORIES, DIFFICULTIES, STATES, TIERS } from './categories.ts';
import { DESTINATION_ID_MAX, DESTINATION_ID_PATTERN } from './ids.ts';
import { driveRouteSchema } from './driveRoute.schema.ts';

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const text = (max: number) => z.string().trim().min(1).max(max);
const list = (min: number, max: number, itemMax = 160) => z.array(text(itemMax)).min(min).max(max);

/** Hours or pricing: either one line of text or a small table of label → value. */
export const hoursOrPricingSchema = z
  .union([
    text(300).describe('one line, e.g. "Daily 9 am-5 pm" or "Free"'),
    z.record(text(60), text(120)).describe('label → value, e.g. { "Adults": "$25", "Children": "$15" }'),
  ])
  .describe('opening hours or prices as published by the place');

export const publicTransitSchema = z
  .object({
    accessible: z.boolean().describe('true only when a scheduled TRAX, FrontRunner, S-Line or bus line really stops within a walk'),
    nearestStation: text(120).describe('the nearest real stop or station'),
    walkingTime: text(40).describe('walk from that stop, e.g. "5 minutes"'),
    transitOptions: z
      .array(
        z
          .object({
            type: z.enum(['TRAX', 'FrontRunner', 'S-Line', 'Bus', 'Ski Bus', 'Shuttle']).describe('kind of service'),
            line: text(80).describe('the line as the operator names it, e.g. "Green Line", "Route 2"'),
          })
          .describe('one line that serves the stop'),
      )
      .min(1)
      .max(6)
      .describe('the lines that serve the nearest stop'),
  })
  .describe('Only where a real public-transit connection exists');

/**
 * Where a fact that ages was read and the day it was last checked (issue 29): shown under the
 * fact ("Checked Nov 2026 · deseret.com"). `checkedOn` is a calendar day, YYYY-MM-DD.
 */
export const checkedFields = {
  source: z.url().describe('the page the fact was read from'),
  checkedOn: z.iso.date().describe('the day someone last checked the fact against its source, YYYY-MM-DD'),
};

/**
 * The last day a fact holds as written (issue 40, decision 059b): "in 2026" holds until
 * 2026-12-31. Past it the page says "last checked for 2026" and the fact is due for review at once.
 */
const untilField = z.iso.date().optional().describe('the last day the fact holds as written, YYYY-MM-DD ("in 2026": 2026-12-31)');

/** Where a fee or hours text was read and when (issue 29, decision 050): beside the fact it dates. */
export const checkedSchema = z
  .object({ ...checkedFields, until: untilField })
  .strict()
  .describe('the source and the day a fee or hours text was checked');

/** A permit or reservation a visit needs, with its current season, its source and the day it was checked. */
export const permitSchema = z
  .object({
    text: text(400).describe('what is needed and how to get it, e.g. "Permit by seasonal or day-before lottery on recreation.gov"'),
    season: text(160).optional().describe('when it applies, e.g. "Year-round" or "April-October 2026"'),
    ...checkedFields,
    until: untilField,
  })
  .strict()
  .describe('a permit, lottery or timed-entry reservation');

/**
 * Staff's sourced corrections of what the data files judge (issue 48 and 49, decision 111): each
 * names the page it rests on and the day it was read, and wins over the file's value where set.
 */
export const notabilitySchema = z
  .object({
    tier: z
      .union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)])
      .describe('1 world-famous, 2 the region’s highlight, 3 worth a stop, 4 a local amenity'),
    ...checkedFields,
  })
  .strict()
  .describe('the notability tier staff set, over data/tiers.json');

export const seasonsOfUseSchema = z
  .object({
    months: z
      .array(z.number().int().min(1).max(12))
      .min(1)
      .max(12)
      .refine((m) => new Set(m).size === m.length, 'each month once')
      .describe('the months the place is at its best, 1 = January'),
    for: text(120).describe('what those months are for, e.g. "skiing", "wildflowers", "fall color"'),
    ...checkedFields,
  })
  .strict()
  .describe('when the place is at its best and what for, over the months read from bestTimeToVisit');

export const winterRuleSchema = z
  .object({
    gate: text(120).describe('where the road closes, in words'),
    from: z.string().regex(MONTH_DAY).describe('first closed day, "MM-DD"'),
    to: z.string().regex(MONTH_DAY).describe('last closed day, "MM-DD"'),
    text: text(200).describe('the sentence shown, e.g. "Road gated in winter, usually mid-Nov to late May"'),
    ...checkedFields,
  })
  .strict()
  .describe('the place’s own winter closure as staff set it, over the computed seasonalClosure');

/**
 * A place's signature mark as staff set it (issue 49, decision 118), over planning/data/signature.json:
 * 'signature' or 'notable' with the park it is a sight of and the line a plan shows, or 'none'.
 */
export const signatureMarkSchema = z
  .discriminatedUnion('mark', [
    z
      .object({
        mark: z.enum(['signature', 'notable']).describe('"signature": what the one-day lists name first; "notable": what they name next'),
        park: text(60).describe('the park or district whose sights it is among, as signature.json names it, e.g. "Arches"'),
        why: text(200).describe('the line a plan shows on why it was chosen'),
        ...checkedFields,
      })
      .strict(),
    z.object({ mark: z.literal('none').describe('not a marked sight, whatever signature.json says'), ...checkedFields }).strict(),
  ])
  .describe('the signature mark staff set, over planning/data/signature.json');

/**
 * A flagged entry's real role: the 2034 plan as it stands, or what it was in 2002 (docs/decisions/008, 040).
 * A 2034 role ages (the organisers move sports between venues), so it carries its source and the day it was checked.
 */
export const gamesRoleSchema = z
  .object({
    games: z.enum(['2034', '2002']).describe('"2034": a site of the 2034 plan as it stands; "2002": a legacy site with no 2034 role'),
    sports: z.array(text(60)).min(1).max(8).optional().describe('the sports held there, lower case as the plan words them'),
    roles: z.array(text(60)).min(1).max(3).optional().describe('other roles: ceremonies, village, media center, medals plaza, or the 2002 legacy'),
    source: checkedFields.source.optional(),
    checkedOn: checkedFields.checkedOn.optional(),
  })
  .strict()
  .refine((r) => r.sports || r.roles, 'a Games role names sports or roles')
  .refine((r) => r.games !== '2034' || (r.source && r.checkedOn), {
    message: 'a 2034 role names its source and the day it was checked',
    path: ['source'],
  });

/**
 * One catalogue entry as written in `supabase/seed/destinations/*.json`.
 * Drive time and distance are not written by hand: `npm run data:drive-times` computes them
 * from the road-network model and stores them in the same file.
 */
export const catalogueEntrySchema = z
  .object({
    id: z
      .string()
      .regex(DESTINATION_ID_PATTERN)
      .max(DESTINATION_ID_MAX)
      .describe('stable slug, unique across the whole catalogue; never changes once published'),
    name: text(100).describe('the place’s real name, unique across the catalogue'),
    category: z.enum(CATEGORIES).describe('one of the eight categories of docs/product.md §3.1'),
    region: text(60).describe('the region file the entry belongs to, e.g. "Salt Lake Valley"'),
    coordinates: z
      .object({
        lat: z.number().min(36.0).max(42.6).describe('latitude in decimal degrees'),
        lng: z.number().min(-115.2).max(-108.0).describe('longitude in decimal degrees (negative: west)'),
      })
      .describe('real WGS84 coordinates of the place (trailhead, visitor center or main entrance)'),
    address: text(160).describe('street address, or town / road where none exists'),
    states: z
      .array(z.enum(STATES))
      .min(1)
      .max(4)
      .optional()
      .describe('the state(s) the place lies in, when not Utah alone (e.g. ["AZ"]; Four Corners lies in four)'),
    description: text(1200).describe('at least two sentences in our own words, specific to this place'),
    highlights: list(3, 6).describe('what not to miss'),
    activities: list(2, 6).describe('what people do there'),
    localTips: list(2, 5, 240).describe('insider tips, shown numbered'),
    packingList: list(2, 8).describe('what to bring'),
    difficulty: z.enum(DIFFICULTIES).describe('physical effort of the usual visit, from Easy to Strenuous'),
    accessibility: text(240).describe('honest note on wheelchair / stroller / mobility access'),
    bestTimeToVisit: text(120).describe('season, months or time of day, e.g. "May-October, early morning"'),
    timeNeeded: text(40).describe('e.g. "2-4 hours", "Full day"'),
    tags: list(2, 8, 40).describe('short lower-case keywords for search and filtering'),
    familyFriendly: z.boolean().describe('true when young children can enjoy the usual visit safely'),
    subscriptionTier: z.enum(TIERS).describe('mostly free; a considered share premium; olympic for Games-related entries'),
    isOlympicVenue: z.boolean().describe('true for the 18 flagged Games sites: the 13 of the 2034 plan and five 2002 legacy sites'),
    gamesRole: gamesRoleSchema.optional().describe('what the place does for the Games; set on every flagged entry (docs/decisions/008)'),
    rating: z.number().min(1).max(5).optional().describe('our editorial rating, one decimal'),
    website: z.url().optional().describe('only the place’s real official site'),
    phone: z
      .string()
      .regex(/^\(\d{3}\) \d{3}-\d{4}$/)
      .optional()
      .describe('only when certain; format (801) 555-0100'),
    hours: hoursOrPricingSchema.optional().describe('opening hours; omitted for open land with no gate'),
    pricing: hoursOrPricingSchema.optional().describe('entry fees or "Free"; omitted when unknown'),
    pricingChecked: checkedSchema.optional().describe('where `pricing` was read and when; set wherever pricing is (the catalogue test holds it)'),
    hoursChecked: checkedSchema.optional().describe('where `hours` was read and when; set wherever hours are (the catalogue test holds it)'),
    permits: z.array(permitSchema).min(1).max(4).optional().describe('permits and reservations a visit needs, each dated'),
    notability: notabilitySchema.optional(),
    signatureMark: signatureMarkSchema.optional(),
    seasonsOfUse: seasonsOfUseSchema.optional(),
    winterRule: winterRuleSchema.optional(),
    partOf: z
      .string()
      .regex(DESTINATION_ID_PATTERN)
      .max(DESTINATION_ID_MAX)
      .optional()
      .describe('the id of the park (or other whole) this place lies in, e.g. "zion-national-park"'),
    route: driveRouteSchema.optional().describe('a scenic byway or canyon drive: its route, driven with stops on it (decision 139)'),
    publicTransit: publicTransitSchema.optional().describe('omitted where no scheduled service stops within a walk'),
    road: z
      .enum(['paved', 'gravel', 'dirt', 'high-clearance'])
      .optional()
      .describe('the last stretch of road to the place when it is not paved; slows the model’s local leg'),
    driveTimeMinutes: z.number().int().min(0).optional().describe('computed by npm run data:drive-times'),
    driveTimeText: z.string().optional().describe('computed by npm run data:drive-times'),
    distance: z.string().optional().describe('computed by npm run data:drive-times, e.g. "42 miles"'),
    winterDriveTimeMinutes: z
      .number()
      .int()
      .min(0)
      .nullable()
      .optional()
      .describe('computed by npm run data:drive-times where winter changes the drive; null: no open road reaches the place in winter'),
    winterDriveTimeText: z.string().nullable().optional().describe('computed by npm run data:drive-times, e.g. "3 hr 31 min"'),
    winterVia: z.string().nullable().optional().describe('computed by npm run data:drive-times: the road the winter route takes instead, e.g. "US-40"'),
    seasonalClosure: z
      .object({
        from: z.string().regex(MONTH_DAY).describe('first closed day, "MM-DD"'),
        to: z.string().regex(MONTH_DAY).describe('last closed day, "MM-DD"'),
        text: z.string().min(1).max(200).describe('e.g. "Road closed in winter, usually mid-Nov to late May"'),
      })
      .strict()
      .optional()
      .describe('computed by npm run data:drive-times: the usual closure of the road(s) the summer route needs'),
  })
  .strict();
export type CatalogueEntry = z.infer<typeof catalogueEntrySchema>;
