import { beforeAll, describe, expect, it } from 'vitest';
import { utahToInstant } from '../../lib/utahTime.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { TRACTION_RULE } from '../roads/tractionLaw.ts';
import type { PlannerData } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { planFavoriteDays } from './favoriteDays.ts';
import { inWords } from '../../lib/messages/messages.ts';

let data: PlannerData;
beforeAll(() => {
  data = plannerData(readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
});

const skiDay = (date: string) =>
  planFavoriteDays(data, { from: 'Salt Lake City', to: '', leave: utahToInstant(date, '08:00'), hours: 10, categories: [], pace: 'normal', date }, [
    'snowbird',
    'alta-ski-area',
    'natural-history-museum-of-utah',
  ]);

describe('the timeline’s notes (issue 49)', () => {
  it('gives a January day up Little Cottonwood the traction law’s tire rule once, on its first stop up the canyon', () => {
    const stops = skiDay('2027-01-15').days.flatMap((d) => d.stops);
    const up = stops.filter((s) => s.placeId === 'snowbird' || s.placeId === 'alta-ski-area');
    expect(up.length).toBeGreaterThan(0);
    const noted = stops.filter((s) => inWords(s.warnings, 'en').some((w) => w.includes(TRACTION_RULE)));
    expect(noted.map((s) => s.placeId)).toEqual([up[0]!.placeId]);
    expect(inWords(stops.find((s) => s.placeId === 'natural-history-museum-of-utah')?.warnings ?? [], 'en').join(' ')).not.toContain('traction');
  });

  it('says nothing of it out of the season (July)', () => {
    const stops = skiDay('2027-07-15').days.flatMap((d) => d.stops);
    expect(
      inWords(
        stops.flatMap((s) => s.warnings),
        'en',
      ).join(' '),
    ).not.toContain('traction-law season');
  });
});

describe('what a wait is for (issue 48: "wait to open" only where something opens)', () => {
  const waits = (from: string, date: string, time: string, ids: string[]) =>
    planFavoriteDays(data, { from, to: '', leave: utahToInstant(date, time), hours: 10, categories: [], pace: 'normal', date }, ids)
      .days.flatMap((d) => d.stops)
      .filter((s) => s.waitMinutes)
      .map((s) => [s.placeId, s.waitFor]);

  it('a museum waits for its opening, a trail before dawn for daylight', () => {
    expect(waits('Salt Lake City', '2027-01-15', '05:00', ['natural-history-museum-of-utah', 'ensign-peak']).sort()).toEqual([
      ['ensign-peak', 'daylight'],
      ['natural-history-museum-of-utah', 'opening'],
    ]);
  });

  it('a sunrise sight waits for the sunrise at the place, a sunset sight for the evening light', () => {
    expect(waits('Moab', '2027-01-15', '05:00', ['mesa-arch'])).toEqual([['mesa-arch', 'daylight']]);
    expect(waits('Moab', '2027-07-15', '14:00', ['delicate-arch'])).toEqual([['delicate-arch', 'evening-light']]);
  });

  it('a desert hike at noon in July waits for the cooler hours after 5 PM', () => {
    expect(waits('Moab', '2027-07-15', '12:00', ['devils-garden-arches'])).toEqual([['devils-garden-arches', 'cooler-hours']]);
  });
});
