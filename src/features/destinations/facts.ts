// Facts that age (issue 29, decision 050): fees, permits, hours and 2034 Games roles each name
// their source and the day they were checked, and each kind has a shelf life after which staff
// re-check it ("Due for review" in the admin). Pure: the catalogue test, the API and the page share it.
import { addDays, addMonths } from '../../lib/calendar.ts';
import type { FactCheck, GamesRole, HoursOrPricing, Permit } from './destinations.ts';

/** Staff's sourced corrections of the data files' judgments (decisions 111 and 118): they age as facts do. */
export const CORRECTION_FIELDS = ['notability', 'seasonsOfUse', 'winterRule', 'signatureMark'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

export type FactKind = 'fees' | 'permits' | 'hours' | 'gamesRole' | CorrectionField;

/**
 * Months a checked fact stays current: fees and permits a year, hours and Games roles six months;
 * staff's corrections a year, as the fees (decision 118: a judgment changes less often than an hour).
 */
export const SHELF_LIFE_MONTHS: Readonly<Record<FactKind, number>> = {
  fees: 12,
  permits: 12,
  hours: 6,
  gamesRole: 6,
  notability: 12,
  seasonsOfUse: 12,
  winterRule: 12,
  signatureMark: 12,
};

export const FACT_LABELS: Readonly<Record<FactKind, string>> = {
  fees: 'Entrance fees and passes',
  permits: 'Permits and reservations',
  hours: 'Opening hours',
  gamesRole: '2034 Games role',
  notability: 'Notability tier (staff’s correction)',
  seasonsOfUse: 'Seasons of use (staff’s correction)',
  winterRule: 'Winter rule (staff’s correction)',
  signatureMark: 'Signature mark (staff’s correction)',
};

/** The fields of a place that hold facts that age, as the catalogue files and the table's details store them. */
export interface AgingFields {
  pricing?: HoursOrPricing | null;
  pricingChecked?: Partial<FactCheck> | null;
  hours?: HoursOrPricing | null;
  hoursChecked?: Partial<FactCheck> | null;
  permits?: ReadonlyArray<Partial<Permit>> | null;
  gamesRole?: (Partial<GamesRole> & Partial<FactCheck>) | null;
}

export interface AgingFact {
  kind: FactKind;
  /** What the fact says, shortened for a list. */
  text: string;
  source: string | null;
  checkedOn: string | null;
  /** The last day it holds as written, when it names one ("in 2026": 2026-12-31). */
  until: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const textOf = (v: HoursOrPricing): string =>
  typeof v === 'string'
    ? v
    : Object.entries(v)
        .map(([k, x]) => `${k}: ${x}`)
        .join('; ');
export const agingFact = (kind: FactKind, text: string, check: Partial<FactCheck> | null | undefined): AgingFact => ({
  kind,
  text: text.length > 140 ? `${text.slice(0, 139)}…` : text,
  source: typeof check?.source === 'string' && check.source ? check.source : null,
  checkedOn: typeof check?.checkedOn === 'string' && DAY.test(check.checkedOn) ? check.checkedOn : null,
  until: typeof check?.until === 'string' && DAY.test(check.until) ? check.until : null,
});

/**
 * A fact whose "until" has passed on `today` (Utah, YYYY-MM-DD): "Last checked for 2026", the
 * year it was written for; null while it still holds or names no end.
 */
export function lapsedText(until: string | null | undefined, today: string): string | null {
  return until && DAY.test(until) && until < today ? `Last checked for ${until.slice(0, 4)}` : null;
}

/** Every fact of a place that ages, with its check (null halves where it has none). 2002 legacy roles are history and do not age. */
export function agingFacts(place: AgingFields): AgingFact[] {
  const facts: AgingFact[] = [];
  if (place.pricing) facts.push(agingFact('fees', textOf(place.pricing), place.pricingChecked));
  if (place.hours) facts.push(agingFact('hours', textOf(place.hours), place.hoursChecked));
  for (const p of place.permits ?? []) facts.push(agingFact('permits', p.text ?? '', p));
  const role = place.gamesRole;
  if (role && role.games === '2034') facts.push(agingFact('gamesRole', [...(role.sports ?? []), ...(role.roles ?? [])].join(', '), role));
  return facts;
}

/** How a fee text stands (issue 49): it names an amount ("$15", "free", "no entrance fee"), says the amount is not published where it was looked for, or neither. */
export type FeeStatement = 'amount' | 'not-published' | 'neither';

/** Reads a place's fee text; null when it states no fee. Pure: the catalogue test measures the catalogue with it. */
export function feeStatement(place: Pick<AgingFields, 'pricing'>): FeeStatement | null {
  if (!place.pricing) return null;
  const text = textOf(place.pricing);
  if (/\$\s?\d|\bfree\b|\bno (entrance |extra )?fee\b/i.test(text)) return 'amount';
  return /\bnot published\b/i.test(text) ? 'not-published' : 'neither';
}

/** A fee text that sends the reader elsewhere ("check the park site") instead of naming an amount or saying it is not published. */
export const asksToCheck = (place: Pick<AgingFields, 'pricing'>): boolean =>
  feeStatement(place) === 'neither' && /\bcheck\b/i.test(textOf(place.pricing ?? ''));

/** The facts of a place that do not name both their source and the day they were checked. */
export const uncheckedFacts = (place: AgingFields): AgingFact[] => agingFacts(place).filter((f) => !f.source || !f.checkedOn);

/** The day a fact checked on `checkedOn` passes its shelf life: the same day of the month, N months on (clamped to the month's end). */
export function reviewDue(kind: FactKind, checkedOn: string): string {
  return addMonths(checkedOn, SHELF_LIFE_MONTHS[kind]);
}

export interface DueFact extends AgingFact {
  id: string;
  name: string;
  /** The day it passed (or passes) its shelf life; null when it was never dated. */
  dueOn: string | null;
}

/**
 * What has passed its shelf life on `today` (YYYY-MM-DD, Utah), oldest check first; a fact with
 * no date at all (an approved submission's fee, say) comes before every dated one. `factsOf`: a
 * place's facts (the staff list adds its corrections, correctionFacts.ts).
 */
export function dueForReview<P extends AgingFields & { id: string; name: string }>(
  places: readonly P[],
  today: string,
  factsOf: (place: P) => AgingFact[] = agingFacts,
): DueFact[] {
  const due: DueFact[] = [];
  for (const place of places) {
    for (const f of factsOf(place)) {
      // A fact written for a period ("in 2026") is due the day after it, if that comes before its shelf life.
      const shelf = f.checkedOn ? reviewDue(f.kind, f.checkedOn) : null;
      const ends = f.until ? addDays(f.until, 1) : null;
      const dueOn = shelf && ends ? (ends < shelf ? ends : shelf) : shelf;
      if (dueOn === null || dueOn <= today) due.push({ ...f, id: place.id, name: place.name, dueOn });
    }
  }
  return due.sort((a, b) => (a.checkedOn ?? '').localeCompare(b.checkedOn ?? '') || a.name.localeCompare(b.name) || a.kind.localeCompare(b.kind));
}
