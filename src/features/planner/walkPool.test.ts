import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import type { PlannerData, PlannerPlace } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import { planDay } from './search.ts';
import { poolWorth } from './walkPool.ts';

let data: PlannerData;
beforeAll(() => {
  data = plannerData(readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
});
const place = (id: string) => data.places.find((p) => p.id === id)!;

describe('a highlight’s walk is tried by its district’s worth (decision 134)', () => {
  it('pools a region’s highlight walk by its whole worth, and nothing else', () => {
    const main = place('historic-main-street-park-city');
    expect(main.traits).toContain('walk');
    expect(poolWorth(main, 4.4, 0.44)).toBeCloseTo(10);
    // Walked whole (a trip's day keeps the catalogue's visit): its value.
    expect(poolWorth(main, 10, 1)).toBe(10);
    // A lesser district's walk (Sugar House, tier 4) and a place that is no walk keep their value.
    expect(poolWorth(place('sugar-house'), 2.7, 0.5)).toBe(2.7);
    expect(poolWorth({ ...place('swaner-preserve-ecocenter'), traits: [] } as PlannerPlace, 5.4, 0.5)).toBe(5.4);
    // Staff's tier correction counts: Main Street corrected to tier 3 is pooled by its value.
    expect(poolWorth({ ...main, tier: 3 }, 4.4, 0.44)).toBe(4.4);
  });

  it.each([
    ['Park City', '2027-01-15', 'historic-main-street-park-city'],
    ['Coalville', '2027-02-15', 'historic-main-street-park-city'],
    ['Ogden', '2027-07-15', 'historic-25th-street-ogden'],
  ])('a day from %s on %s walks its highlight district in a choice', (from, date, walk) => {
    const r = planDay(data, { from, to: '', hours: 8, leave: utahToInstant(date, '08:00'), categories: [], pace: 'normal' });
    const walked = r.itineraries.filter((it) => it.stops.some((s) => s.placeId === walk));
    expect(walked.length).toBeGreaterThan(0);
    // Walked for its hour (decision 120), not the catalogue's hours.
    for (const it of walked) expect(it.stops.find((s) => s.placeId === walk)!.visitMinutes).toBeLessThanOrEqual(60);
  });
});
