// The facts that age, as staff edit them (issue 40): a fee's and hours' check (source, checked
// date, until) and the permits (kind, where to apply, season, source, checked date, until).
// Browser-safe, no zod: the schemas are the catalogue's own (catalogue.ts), used by
// placeFields.schema.ts.
import type { FactCheck, Permit } from './destinations.ts';

export const FACT_FIELDS = ['pricingChecked', 'hoursChecked', 'permits'] as const;
export type FactField = (typeof FACT_FIELDS)[number];

export const FACT_FIELD_LABELS: Record<FactField, string> = {
  pricingChecked: 'Fees: source and checked date',
  hoursChecked: 'Hours: source and checked date',
  permits: 'Permits and reservations',
};

/** The facts of a place as the editor shows them: null where none is dated yet. */
export interface EditorFacts {
  pricingChecked: FactCheck | null;
  hoursChecked: FactCheck | null;
  permits: Permit[];
}

/** The editor's facts from a place's stored details. */
export function factsOf(details: Record<string, unknown>): EditorFacts {
  const check = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as FactCheck) : null);
  return {
    pricingChecked: check(details.pricingChecked),
    hoursChecked: check(details.hoursChecked),
    permits: Array.isArray(details.permits) ? (details.permits as Permit[]) : [],
  };
}
