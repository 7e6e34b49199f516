import { describe, expect, it } from 'vitest';
import { inWords } from '../../lib/messages/messages.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { dayOf } from '../roads/day.ts';
import { placeOnDay } from './placeOnDay.ts';
import { OUT_OF_SEASON_FACTOR, valueFactor } from './placeSense.ts';
import { plannerPlace } from './plannerData.ts';
import { placeTier, regionWeight, TIER_WEIGHT, tierOf } from './tiers.ts';

const source = { source: 'https://utah.com/destinations/cities/provo', checkedOn: '2026-12-05' };
const entry = (id: string) => {
  const c = readCatalogue('supabase/seed/destinations').find((p) => p.id === id)!;
  return { ...c, rating: c.rating ?? null, hours: c.hours ?? null };
};

// Decision 111: what staff correct in the editor is what the planners read, through the data file the build writes.
describe('staff corrections in the planner’s data', () => {
  it('weighs a place by the tier staff set, over data/tiers.json', () => {
    const d = entry('snow-canyon-state-park');
    expect(tierOf(d.id)).toBe(2);
    const plain = plannerPlace(d)!;
    expect(plain.tier).toBeUndefined();
    expect(regionWeight(plain)).toBe(TIER_WEIGHT[2]);
    const corrected = plannerPlace({ ...d, notability: { tier: 4, ...source } })!;
    expect(placeTier(corrected)).toBe(4);
    expect(regionWeight(corrected)).toBe(TIER_WEIGHT[4]);
  });

  it('reads the months of use staff set, over the months of "Best time to visit"', () => {
    const d = entry('snow-canyon-state-park');
    const corrected = plannerPlace({ ...d, seasonsOfUse: { months: [7, 6], for: 'night hikes', ...source } })!;
    expect(corrected.months).toEqual([6, 7]);
    expect(valueFactor(corrected, 6)).toBe(1);
    expect(valueFactor(corrected, 1)).toBe(OUT_OF_SEASON_FACTOR);
  });

  it('closes a place by the winter rule staff set, with its sentence, and opens it outside the window', () => {
    const d = entry('snow-canyon-state-park');
    expect(placeOnDay(plannerPlace(d)!, dayOf('2027-01-15')).closed).toBeNull();
    const rule = { gate: 'the park’s north gate', from: '12-01', to: '02-28', text: 'Gate closed in winter, usually Dec to Feb', ...source };
    const corrected = plannerPlace({ ...d, winterRule: rule })!;
    expect(inWords(placeOnDay(corrected, dayOf('2027-01-15')).closed, 'en')).toEqual({ by: 'winter', reason: rule.text });
    expect(placeOnDay(corrected, dayOf('2027-04-15')).closed).toBeNull();
  });
});
