// The fields of a place that a partner submits and staff edit (issue 29, decision 049):
// browser-safe, no zod (the schemas are in placeFields.schema.ts).

/** Length caps of the place fields, used by the schemas and the inputs' maxLength alike. */
export const PLACE_FIELD_LIMITS = {
  name: 100,
  address: 200,
  website: 300,
  phone: 30,
  description: 2000,
  highlights: 1000,
  hours: 500,
  pricing: 500,
  seasonality: 200,
} as const;

/** The place fields staff may edit, in the form's order; the names are the submission form's. */
export const PLACE_FIELDS = ['name', 'address', 'website', 'phone', 'description', 'highlights', 'hours', 'pricing', 'seasonality'] as const;
export type PlaceField = (typeof PLACE_FIELDS)[number];

/** The name of each field, as shown beside its value: the submission's review card and status page, the editor's history. */
export const PLACE_FIELD_NAMES: Record<PlaceField, string> = {
  name: 'Name',
  address: 'Address',
  website: 'Website',
  phone: 'Phone',
  description: 'Description',
  highlights: 'Highlights',
  hours: 'Hours',
  pricing: 'Pricing',
  seasonality: 'Best time to visit',
};

/** The editor's label of each field: its name, with how to type it where that is not plain. */
export const PLACE_FIELD_LABELS: Record<PlaceField, string> = { ...PLACE_FIELD_NAMES, highlights: `${PLACE_FIELD_NAMES.highlights} (one per line)` };

/** Fields that may be emptied (a sent blank clears them); the others are required. */
export const CLEARABLE_FIELDS: ReadonlySet<PlaceField> = new Set(['website', 'phone', 'highlights', 'hours', 'pricing', 'seasonality']);

/** Free-text highlights ("one per line", bullets or semicolons) as the catalogue's list. */
export function splitHighlights(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n|;|•/)
    .map((line) => line.replace(/^\s*[-*·]\s*/, '').trim())
    .filter(Boolean)
    .map((line) => line.slice(0, 160))
    .slice(0, 6);
}
