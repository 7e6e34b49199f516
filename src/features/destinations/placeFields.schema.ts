import { z } from 'zod';
import { text } from '../../lib/text.ts';
import { utahDate } from '../../lib/utahTime.ts';
import { checkedFields, checkedSchema, notabilitySchema, permitSchema, seasonsOfUseSchema, winterRuleSchema } from './catalogue.ts';
import type { FactField } from './factFields.ts';
import { PLACE_FIELD_LIMITS, type PlaceField } from './placeFields.ts';

export const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
export const requiredText = (max: number, message: string, multiline = false) =>
  text({ multiline }).trim().min(1, message).max(max, `At most ${max} characters`);
const optional = (max: number, multiline = false) =>
  z.preprocess(blankToUndefined, text({ multiline }).trim().max(max, `At most ${max} characters`).optional());

/**
 * The place fields of the submission form, one schema for a partner's submission and for staff's
 * edit of a published place (issue 29, decision 049): the same messages, limits and text rule.
 */
export const placeFieldSchemas = {
  name: requiredText(PLACE_FIELD_LIMITS.name, 'Please enter the business or destination name'),
  address: requiredText(PLACE_FIELD_LIMITS.address, 'Please enter the address'),
  website: z.preprocess(
    blankToUndefined,
    text()
      .pipe(
        z
          .url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'Please enter a web address starting with http:// or https://' })
          .max(PLACE_FIELD_LIMITS.website),
      )
      .optional(),
  ),
  phone: requiredText(PLACE_FIELD_LIMITS.phone, 'Please enter a phone number').regex(
    /^\+?[\d\s().-]{7,24}(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i,
    'Please enter a phone number, e.g. (801) 555-0100',
  ),
  description: requiredText(PLACE_FIELD_LIMITS.description, 'Please describe the destination', true),
  highlights: optional(PLACE_FIELD_LIMITS.highlights, true),
  hours: optional(PLACE_FIELD_LIMITS.hours),
  pricing: optional(PLACE_FIELD_LIMITS.pricing),
  seasonality: optional(PLACE_FIELD_LIMITS.seasonality),
} satisfies Record<PlaceField, z.ZodType>;

/** A fact's source as staff give it: a web page (the catalogue's schema takes any URL scheme). */
const webSource = text().pipe(
  z.url({ protocol: /^https?$/, hostname: z.regexes.domain, message: 'Please enter a web address starting with http:// or https://' }).max(300),
);

/**
 * The day staff checked a fact: a real day, and not after today in Utah (issue 49). A future date
 * kept a fact off "Due for review" for as long as it pleased; the check is made when the edit
 * arrives, so the schema asks the clock then.
 */
const checkedOnByStaff = checkedFields.checkedOn.refine((day) => day <= utahDate(Date.now()), 'The day it was checked cannot be in the future');

/** A fact's words: the catalogue's lengths, and the form's text rule (no NUL, no lone surrogate, one line). */
const factText = (max: number) => text().trim().min(1, 'Please fill this in').max(max, `At most ${max} characters`);

const MONTH_DAY = /^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const monthDay = text().regex(MONTH_DAY, 'Please give the day as MM-DD, e.g. 11-15');
/** A sourced correction as staff send it: the page it rests on and a day not after today. */
const sourced = { source: webSource, checkedOn: checkedOnByStaff };

/** Staff's sourced corrections (decision 111), by the catalogue's schemas with the form's messages; null clears one. */
const staffCorrections = {
  notability: notabilitySchema
    .extend({
      tier: z
        .number('Choose a tier from 1 to 4')
        .int('Choose a tier from 1 to 4')
        .min(1, 'Choose a tier from 1 to 4')
        .max(4, 'Choose a tier from 1 to 4') as unknown as typeof notabilitySchema.shape.tier,
      ...sourced,
    })
    .nullable()
    .optional(),
  seasonsOfUse: seasonsOfUseSchema
    .extend({
      months: z
        .array(
          z
            .number('Give each month as a number from 1 to 12')
            .int('Give each month as a number from 1 to 12')
            .min(1, 'Give each month as a number from 1 to 12')
            .max(12, 'Give each month as a number from 1 to 12'),
          'Give the months as a list',
        )
        .min(1, 'Give at least one month')
        .max(12, 'At most 12 months')
        .refine((m) => new Set(m).size === m.length, 'Give each month once'),
      for: factText(120),
      ...sourced,
    })
    .nullable()
    .optional(),
  winterRule: winterRuleSchema
    .extend({ gate: factText(120), from: monthDay, to: monthDay, text: factText(200), ...sourced })
    .nullable()
    .optional(),
};

/**
 * Staff's signature mark (decision 118): a mark of one of `parks`, the groups of the planner's
 * signature.json (the plan form's "a day in" list), handed in by the route, since the catalogue's
 * folder does not import the planner's; or none. Null clears it.
 */
const signatureMarkEdit = (parks: readonly string[]) => {
  const message = `Choose the park it is a sight of: ${parks.join(', ')}`;
  return z
    .discriminatedUnion(
      'mark',
      [
        z
          .object({
            mark: z.enum(['signature', 'notable']),
            park: z.string(message).refine((p) => parks.includes(p), message),
            why: factText(200),
            ...sourced,
          })
          .strict(),
        z.object({ mark: z.literal('none'), ...sourced }).strict(),
      ],
      { error: 'Choose signature, notable or none' },
    )
    .nullable()
    .optional();
};

/** A field staff may empty: null or a blank string clears it, anything else is checked as submitted. */
const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v), z.union([z.null(), schema]) as z.ZodType<z.output<T> | null>);

/**
 * Body of PATCH /api/admin/destinations/{id}: only the fields sent change. Each is checked by the
 * submission form's own schema; the optional ones (and the phone, which the catalogue omits
 * when not certain) may be cleared with null or "". `withdrawn` withdraws or restores the place.
 * At least one field. `parks`: the groups a signature mark may name (signature.ts PARK_NAMES).
 */
export const placeEditSchemaFor = (parks: readonly string[]) =>
  z
    .object({
      name: placeFieldSchemas.name.optional(),
      address: placeFieldSchemas.address.optional(),
      website: clearable(placeFieldSchemas.website).optional(),
      phone: clearable(placeFieldSchemas.phone).optional(),
      description: placeFieldSchemas.description.optional(),
      highlights: clearable(placeFieldSchemas.highlights).optional(),
      hours: clearable(placeFieldSchemas.hours).optional(),
      pricing: clearable(placeFieldSchemas.pricing).optional(),
      seasonality: clearable(placeFieldSchemas.seasonality).optional(),
      // The facts that age (issue 40), by the catalogue's own schemas: a check may be cleared, the permits replaced whole.
      pricingChecked: checkedSchema.extend({ source: webSource, checkedOn: checkedOnByStaff }).nullable().optional(),
      hoursChecked: checkedSchema.extend({ source: webSource, checkedOn: checkedOnByStaff }).nullable().optional(),
      permits: z
        .array(permitSchema.extend({ text: factText(400), season: factText(160).optional(), source: webSource, checkedOn: checkedOnByStaff }))
        .max(12, 'At most 12 permits')
        .optional(),
      ...staffCorrections,
      signatureMark: signatureMarkEdit(parks),
      // Withdraw (true) or restore (false) the place: it leaves or rejoins every public list.
      withdrawn: z.boolean('Say whether the place is withdrawn (true) or published (false)').optional(),
    } satisfies Record<PlaceField | FactField | 'withdrawn', z.ZodType>)
    .strict()
    .refine((edit) => Object.values(edit).some((v) => v !== undefined), { message: 'Send at least one field to change', path: [] });
/** The edit schema with no park list: every field but a signature mark naming a park (the route passes the parks). */
export const placeEditSchema = placeEditSchemaFor([]);
export type PlaceEdit = z.output<typeof placeEditSchema>;
