import { beforeAll, describe, expect, it } from 'vitest';
import { utahToInstant } from '../../lib/utahTime.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { dayOf } from '../roads/day.ts';
import { inWords } from '../../lib/messages/messages.ts';
import type { RoadDay } from '../roads/roadDay.ts';
import { placeOnDay } from './placeOnDay.ts';
import type { PlannerData, PlannerPlace } from './planning.ts';
import { plannerData } from './plannerData.ts';

let data: PlannerData;
beforeAll(() => {
  data = plannerData(readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
});
const place = (id: string): PlannerPlace => data.places.find((p) => p.id === id)!;

// Issue 47: one answer to "open, closed, why, when" for places, parks and their rules.
describe('placeOnDay', () => {
  it('closes a place up a road shut for the winter, with the road’s reason', () => {
    expect(inWords(placeOnDay(place('cecret-lake'), dayOf('2027-01-15')).closed, 'en')).toEqual({
      by: 'road',
      reason: expect.stringMatching(/^Road closed in winter/),
    });
    expect(placeOnDay(place('cecret-lake'), dayOf('2027-08-15')).closed).toBeNull();
  });

  it('says "Road closed" in the reader’s language when the roads give no reason', () => {
    const day = dayOf('2027-08-15');
    const shut: RoadDay = { ...day.roads, placeOpen: () => ({ open: false }) };
    const closed = placeOnDay(place('cecret-lake'), { ...day, roads: shut }).closed;
    expect(inWords(closed, 'en')).toEqual({ by: 'road', reason: 'Road closed' });
    expect(inWords(closed, 'fr')).toEqual({ by: 'road', reason: 'Route fermée' });
  });

  it('closes a place by its own winter rule, across the new year', () => {
    const loop = place('alpine-loop-scenic-byway');
    for (const date of ['2026-12-01', '2027-01-15', '2027-05-20'])
      expect(inWords(placeOnDay(loop, dayOf(date)).closed, 'en'), date).toEqual({ by: 'winter', reason: 'Road closed in winter, usually Nov to late May' });
    expect(placeOnDay(loop, dayOf('2027-07-15')).closed).toBeNull();
  });

  it('closes The Narrows for its park’s runoff season and a ski area outside its open season', () => {
    expect(placeOnDay(place('the-narrows-zion'), dayOf('2027-05-20')).closed).toEqual({ by: 'season', reason: null });
    expect(placeOnDay(place('alta-ski-area'), dayOf('2027-07-15')).closed).toEqual({ by: 'hours', reason: null });
    expect(placeOnDay(place('alta-ski-area'), dayOf('2027-01-15')).closed).toBeNull();
  });

  it('gives the hours a stop may run on an open day, and none on a closed one', () => {
    expect(placeOnDay(place('alta-ski-area'), dayOf('2027-01-16')).windows()).toEqual([
      [utahToInstant('2027-01-16', '09:15'), utahToInstant('2027-01-16', '16:30')],
    ]);
    expect(placeOnDay(place('alta-ski-area'), dayOf('2027-07-16')).windows()).toEqual([]);
    expect(placeOnDay(place('cecret-lake'), dayOf('2027-01-15')).windows()).toEqual([]);
  });
});
