// The facts that age, as staff edit them (issue 40): a fee's and hours' check (source, checked
// date, until) and the permits (kind, where to apply, season, source, checked date, until); and
// staff's sourced corrections of the data files' judgments (decision 111): a place's notability
// tier, its seasons of use and its own winter rule; and its signature mark (decision 118).
// Browser-safe, no zod: the schemas are the catalogue's own (catalogue.ts), used by
// placeFields.schema.ts.
import type { FactCheck, NotabilityCheck, NotabilityTier, Permit, SeasonsOfUse, SignatureMarkCheck, WinterRule } from './destinations.ts';

export const FACT_FIELDS = ['pricingChecked', 'hoursChecked', 'permits', 'notability', 'seasonsOfUse', 'winterRule', 'signatureMark'] as const;
export type FactField = (typeof FACT_FIELDS)[number];

export const FACT_FIELD_LABELS: Record<FactField, string> = {
  pricingChecked: 'Fees: source and checked date',
  hoursChecked: 'Hours: source and checked date',
  permits: 'Permits and reservations',
  notability: 'Notability tier',
  seasonsOfUse: 'Seasons of use',
  winterRule: 'Winter rule',
  signatureMark: 'Signature mark',
};

/** Each tier as staff read it (decision 095). */
export const TIER_NAMES: Readonly<Record<NotabilityTier, string>> = {
  1: 'world-famous',
  2: 'the region’s highlight',
  3: 'worth a stop',
  4: 'a local amenity',
};

/** The facts of a place as the editor shows them: null where none is dated yet. */
export interface EditorFacts {
  pricingChecked: FactCheck | null;
  hoursChecked: FactCheck | null;
  permits: Permit[];
  notability: NotabilityCheck | null;
  seasonsOfUse: SeasonsOfUse | null;
  winterRule: WinterRule | null;
  signatureMark: SignatureMarkCheck | null;
}

/** The editor's facts from a place's stored details. */
export function factsOf(details: Record<string, unknown>): EditorFacts {
  const check = <T>(v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as T) : null);
  return {
    pricingChecked: check(details.pricingChecked),
    hoursChecked: check(details.hoursChecked),
    permits: Array.isArray(details.permits) ? (details.permits as Permit[]) : [],
    notability: check(details.notability),
    seasonsOfUse: check(details.seasonsOfUse),
    winterRule: check(details.winterRule),
    signatureMark: check(details.signatureMark),
  };
}
