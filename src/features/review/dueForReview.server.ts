// "Due for review" (issue 29, decision 050): the published places' facts that have passed their
// shelf life, read from the destinations table (so staff edits and approved submissions count
// too), oldest check first; staff's corrections among them (decision 118). Staff only: the
// function checks the role.
import type { Queryable } from '../../server/db.ts';
import { utahDate } from '../../lib/utahTime.ts';
import { type CorrectionValues, factsToReview } from '../destinations/correctionFacts.ts';
import { type AgingFields, CORRECTION_FIELDS, type DueFact, dueForReview, SHELF_LIFE_MONTHS } from '../destinations/facts.ts';

export interface DueForReview {
  /** The day (Utah) the list was made for. */
  today: string;
  shelfLifeMonths: typeof SHELF_LIFE_MONTHS;
  facts: DueFact[];
}

export async function dueForReviewNow(sql: Queryable, now: number = Date.now()): Promise<DueForReview> {
  const rows = await sql<Array<{ id: string; name: string; details: AgingFields & CorrectionValues }>>`SELECT id, name, details FROM destinations ORDER BY id`;
  const today = utahDate(now);
  const places = rows.map((r) => ({
    id: r.id,
    name: r.name,
    pricing: r.details.pricing,
    pricingChecked: r.details.pricingChecked,
    hours: r.details.hours,
    hoursChecked: r.details.hoursChecked,
    permits: Array.isArray(r.details.permits) ? r.details.permits : null,
    gamesRole: r.details.gamesRole,
    ...Object.fromEntries(CORRECTION_FIELDS.map((f) => [f, r.details[f]])),
  }));
  return { today, shelfLifeMonths: SHELF_LIFE_MONTHS, facts: dueForReview(places, today, factsToReview) };
}
