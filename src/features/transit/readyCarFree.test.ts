import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import type { PlannerPlace } from '../planning/planning.ts';
import { plannerData } from '../planning/plannerData.ts';
import { said } from '../../lib/messages/messages.ts';
import { carFreeDaysFor } from './readyCarFree.ts';
import { modelTrips } from './service.ts';

let places: PlannerPlace[];
beforeAll(() => {
  places = plannerData(readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null }))).places;
});

describe('the ready-made days without a car', () => {
  it('offers the layover both: downtown by TRAX back by 16:00, and a ski day by TRAX and the canyon buses', () => {
    const [layover, ski] = carFreeDaysFor('six-hour-layover', places);
    expect(layover!.stops.length).toBeGreaterThan(0);
    expect(said('en', layover!.stops[0]!.legs[0]!.text)).toMatch(/^TRAX Green Line: Airport Station 10:00 AM /);
    // AM/PM like every page (issue 39): back at the station at or before 4:00 PM.
    expect(layover!.back!.arrive).toMatch(/^(1[0-2]:\d\d AM|12:\d\d PM|[1-3]:\d\d PM|4:00 PM)$/);
    const skiLines = ski!.stops.flatMap((s) => s.legs.map((l) => l.line));
    // Up by the ski bus or, since 2024-25, UTA's Canyon Service from Midvale Fort Union (KSL, 2024-11-09).
    expect(skiLines.some((l) => /^(Ski Bus|Canyon Service)/.test(l ?? ''))).toBe(true);
    expect(ski!.back).not.toBeNull();
  });

  it('rides the layover as a local: no walk of more than ten minutes to or from a ride of one stop, no airport stop (issue 50)', () => {
    const [layover] = carFreeDaysFor('six-hour-layover', places);
    const legs = [...layover!.stops.flatMap((s) => s.legs), ...layover!.back!.legs].map((l) => ({ ...l, text: said('en', l.text) }));
    expect(layover!.stops.map((s) => s.id)).not.toContain('salt-lake-city-international-airport');
    legs.forEach((leg, i) => {
      if (leg.kind !== 'ride' || / stops\)$/.test(leg.text)) return;
      for (const near of [legs[i - 1], legs[i + 1]]) if (near?.kind === 'walk') expect(near.text, leg.text).not.toMatch(/, (1\d|[2-9]\d) min,/);
    });
  });

  it('offers the ski week its ski day and other trips nothing', () => {
    expect(carFreeDaysFor('wasatch-ski-week', places).map((d) => d.id)).toEqual(['skiDay']);
    expect(carFreeDaysFor('national-parks-week', places)).toEqual([]);
  });

  // Issue 53 (decision 124): a French or Spanish trip page words the same days with its own clocks.
  it('words the days in the page’s language: its clocks in the legs, the stops and the day’s own', () => {
    const [fr] = carFreeDaysFor('six-hour-layover', places, modelTrips, 'fr');
    const [es] = carFreeDaysFor('six-hour-layover', places, modelTrips, 'es-419');
    expect(fr!.clocks).toEqual({ depart: '10:00', backBy: '16:00', flight: '17:00' });
    expect(es!.clocks).toEqual({ depart: '10:00 a.m.', backBy: '4:00 p.m.', flight: '5:00 p.m.' });
    expect(said('fr', fr!.stops[0]!.legs[0]!.text)).toMatch(/^TRAX Green Line : Airport Station 10:00 → .+ \d{1,2}:\d\d \(\d+ arrêts\)$/);
    expect(said('es', es!.stops[0]!.legs[0]!.text)).toMatch(/^TRAX Green Line: Airport Station 10:00 a\.m\. → .+ \d{1,2}:\d\d [ap]\.m\. \(\d+ paradas\)$/);
    expect(fr!.back!.arrive).toMatch(/^(1[0-5]:\d\d|16:00)$/);
    expect(fr!.stops.map((s) => s.id)).toEqual(carFreeDaysFor('six-hour-layover', places)[0]!.stops.map((s) => s.id));
  });
});
