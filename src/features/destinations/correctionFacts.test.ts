import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { utahDate } from '../../lib/utahTime.ts';
import { correctionFacts, factsToReview } from './correctionFacts.ts';
import { dueForReview, SHELF_LIFE_MONTHS } from './facts.ts';

// Decision 118: staff's corrections carry the day they were checked and join "Due for review" when it ages.
const source = 'https://stateparks.utah.gov/parks/snow-canyon/';
const place = (checkedOn: string) => ({
  id: 'snow-canyon-state-park',
  name: 'Snow Canyon State Park',
  notability: { tier: 2, source, checkedOn },
  seasonsOfUse: { months: [3, 4, 10], for: 'hiking', source, checkedOn },
  winterRule: { gate: 'the north gate', from: '12-01', to: '02-28', text: 'Gated in winter', source, checkedOn },
  signatureMark: { mark: 'none', source, checkedOn },
});
/** What is due on the fake clock's day in Utah. */
const dueNow = (places: ReturnType<typeof place>[]) => dueForReview(places, utahDate(Date.now()), factsToReview);

describe('staff’s corrections in "Due for review"', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('age as the fees do: a year', () => {
    for (const field of ['notability', 'seasonsOfUse', 'winterRule', 'signatureMark'] as const) expect(SHELF_LIFE_MONTHS[field]).toBe(SHELF_LIFE_MONTHS.fees);
  });

  it('are not due within the year of their check, and all four are the day it ends, with place, field, words and source', () => {
    // Noon in Utah (MST, UTC-7), so the Utah day is the one named.
    vi.setSystemTime(new Date('2027-12-04T19:00:00Z'));
    expect(dueNow([place('2026-12-05')])).toEqual([]);
    vi.setSystemTime(new Date('2027-12-05T19:00:00Z'));
    const due = dueNow([place('2026-12-05')]);
    expect(due.map((f) => f.kind).sort()).toEqual(['notability', 'seasonsOfUse', 'signatureMark', 'winterRule']);
    for (const f of due)
      expect(f).toMatchObject({ id: 'snow-canyon-state-park', name: 'Snow Canyon State Park', source, checkedOn: '2026-12-05', dueOn: '2027-12-05' });
    expect(Object.fromEntries(due.map((f) => [f.kind, f.text]))).toEqual({
      notability: 'tier 2, the region’s highlight',
      seasonsOfUse: 'at its best in Mar, Apr, Oct for hiking',
      winterRule: 'closed Dec 1 to Feb 28 at the north gate: Gated in winter',
      signatureMark: 'no signature mark (weighed by its tier)',
    });
  });

  it('leave the list once re-checked: a new checked day starts a new year', () => {
    vi.setSystemTime(new Date('2028-01-10T19:00:00Z'));
    expect(dueNow([place('2026-12-05')])).toHaveLength(4);
    expect(dueNow([place(utahDate(Date.now()))])).toEqual([]);
  });

  it('read a hand-made row as it is: a correction without its day is due at once, a value not an object is none', () => {
    const facts = correctionFacts({ notability: { tier: 2, source }, seasonsOfUse: 'winter', winterRule: null });
    expect(facts).toEqual([{ kind: 'notability', text: 'tier 2, the region’s highlight', source, checkedOn: null, until: null }]);
    vi.setSystemTime(new Date('2027-01-10T19:00:00Z'));
    expect(dueForReview([{ id: 'x', name: 'X', notability: { tier: 2, source } }], utahDate(Date.now()), factsToReview)).toMatchObject([
      { kind: 'notability', dueOn: null },
    ]);
  });
});
