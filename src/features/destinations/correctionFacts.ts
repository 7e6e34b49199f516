// Staff's corrections as facts that age (issue 49, decision 118): a tier, seasons of use, winter
// rule or signature mark names the page it rests on and the day it was read, so it joins "Due for
// review" once that day is a shelf life old, and leaves it when staff re-check it (a new day).
// Pure: the staff list and its tests share it.
import { correctionText } from './editor.ts';
import { type AgingFact, type AgingFields, agingFact, agingFacts, CORRECTION_FIELDS, type CorrectionField } from './facts.ts';

/** A place's corrections as stored in its row's details (any shape: a hand-made row is read, not trusted). */
export type CorrectionValues = Partial<Record<CorrectionField, unknown>>;

/** The corrections a place carries, each with its words ("tier 2, the region’s highlight") and its check. */
export function correctionFacts(place: CorrectionValues): AgingFact[] {
  return CORRECTION_FIELDS.flatMap((field) => {
    const value = place[field];
    if (!value || typeof value !== 'object' || Array.isArray(value)) return [];
    const check = value as { source?: unknown; checkedOn?: unknown };
    const text = correctionText(field, value) ?? field;
    return [
      agingFact(field, text, {
        source: typeof check.source === 'string' ? check.source : undefined,
        checkedOn: typeof check.checkedOn === 'string' ? check.checkedOn : undefined,
      }),
    ];
  });
}

/** Every fact of a place that ages, its corrections included: what "Due for review" lists. */
export const factsToReview = (place: AgingFields & CorrectionValues): AgingFact[] => [...agingFacts(place), ...correctionFacts(place)];
