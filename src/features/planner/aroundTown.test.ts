import { describe, expect, it } from 'vitest';
import { AIRPORT_LABEL, type PlannerPlace } from '../planning/planning.ts';
import {
  AROUND,
  AROUND_HALF_LIFE,
  aroundFactor,
  dayAround,
  dayVisit,
  GATEWAY_MINUTES,
  isTownCenter,
  OFF_GATEWAY_REACH,
  otherBase,
  SHORT_VISIT,
} from './aroundTown.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';

describe('a day from a town explores around it (issue 48, decision 100)', () => {
  it('keeps a place whole within the town’s reach and halves it every half-life beyond', () => {
    expect(aroundFactor(0)).toBe(1);
    expect(aroundFactor(AROUND)).toBe(1);
    expect(aroundFactor(AROUND + AROUND_HALF_LIFE)).toBeCloseTo(0.5);
    expect(aroundFactor(AROUND + 2 * AROUND_HALF_LIFE)).toBeCloseTo(0.25);
    // A trip's free radius adds to the reach.
    expect(aroundFactor(AROUND + 120, 120)).toBe(1);
  });

  it('weighs by the tiers and the reach only on a day around a town: not with a park chosen, between two towns or from the airport', () => {
    const far = AROUND + AROUND_HALF_LIFE;
    const town = dayAround({ from: 'Cedar City', park: undefined }, true);
    expect(town.tiers).toBe(true);
    expect(town.around('x', far)).toBeCloseTo(0.5);
    for (const other of [
      dayAround({ from: 'Moab', park: 'Arches' }, true),
      dayAround({ from: 'Moab', park: undefined }, false),
      dayAround({ from: AIRPORT_LABEL, park: undefined }, true),
    ]) {
      expect(other.tiers).toBe(false);
      expect(other.around('x', far)).toBe(1);
    }
    // A trip's own rule (its base) wins.
    expect(dayAround({ from: 'Moab', park: undefined }, false, () => 0.25)).toMatchObject({ tiers: true });
  });
});

describe('decision 106: gateways, short visits of big places, a town’s center', () => {
  const zionSight = 'emerald-pools-trail';
  it('keeps a park’s sights whole to the usual reach only from its gateway', () => {
    const fromGateway = dayAround({ from: 'Springdale', park: undefined }, true, undefined, () => 10);
    const fromAfar = dayAround({ from: 'Kanab', park: undefined }, true, undefined, () => GATEWAY_MINUTES + 10);
    expect(fromGateway.around(zionSight, AROUND)).toBe(1);
    expect(fromAfar.around(zionSight, OFF_GATEWAY_REACH)).toBe(1);
    expect(fromAfar.around(zionSight, OFF_GATEWAY_REACH + AROUND_HALF_LIFE)).toBeCloseTo(0.5);
    // A place of no marked park keeps the town's reach.
    expect(fromAfar.around('moqui-cave', AROUND)).toBe(1);
  });

  const snowCanyon = { id: 'snow-canyon-state-park', category: 'Natural Wonders', traits: [] } as unknown as PlannerPlace;
  it('plans a region’s half-day highlight for a third of the day, at least two hours, on a day around a town', () => {
    expect(dayVisit(snowCanyon, 240, 300, true)).toBe(SHORT_VISIT);
    expect(dayVisit(snowCanyon, 240, 600, true)).toBe(195);
    expect(dayVisit(snowCanyon, 240, 720, true)).toBe(240);
    // Not between two towns, not outside the categories asked for, not a scenic drive, a day's doing or a full day.
    expect(dayVisit(snowCanyon, 240, 300, false)).toBe(240);
    expect(dayVisit(snowCanyon, 240, 300, true, ['Family Fun'])).toBe(240);
    expect(dayVisit({ ...snowCanyon, traits: ['drive'] }, 240, 300, true)).toBe(240);
    expect(dayVisit({ ...snowCanyon, category: 'Activities & Recreation' }, 240, 300, true)).toBe(240);
    expect(dayVisit(snowCanyon, 360, 300, true)).toBe(360);
    // A place worth a stop (tier 3) keeps its visit.
    expect(dayVisit({ ...snowCanyon, id: 'red-hills-desert-garden' }, 240, 300, true)).toBe(240);
    expect(dayVisit(snowCanyon, null, 300, true)).toBeNull();
  });

  it('knows a town’s center from a place or the airport', () => {
    expect(isTownCenter('Price')).toBe(true);
    expect(isTownCenter(AIRPORT_LABEL)).toBe(false);
    expect(isTownCenter('Prehistoric Museum')).toBe(false);
  });
});

describe('decision 108: another base’s places', () => {
  const place = (id: string, lat: number, lng: number) => ({ id, lat, lng }) as unknown as PlannerPlace;
  // A St. George museum, and Cedar Breaks above Cedar City.
  const places = [place('st-george-museum', 37.1041, -113.5841), place('cedar-breaks', 37.6358, -112.8461)];
  const cedar = { name: 'Cedar City', ...UTAH_TOWNS['Cedar City']! };

  it('knows a place nearer another town a trip sleeps in than the day’s start', () => {
    const elsewhere = otherBase(places, cedar);
    expect(elsewhere('st-george-museum')).toBe(true);
    expect(elsewhere('cedar-breaks')).toBe(false);
    expect(elsewhere('not-a-place')).toBe(false);
    // From St. George itself, its museum is its own.
    expect(otherBase(places, { name: 'St. George', ...UTAH_TOWNS['St. George']! })('st-george-museum')).toBe(false);
  });

  it('keeps another base’s places whole only within the short reach, on a day around a town', () => {
    const elsewhere = otherBase(places, cedar);
    const day = dayAround({ from: 'Cedar City', park: undefined }, true, undefined, () => 0, elsewhere);
    expect(day.around('st-george-museum', OFF_GATEWAY_REACH)).toBe(1);
    expect(day.around('st-george-museum', OFF_GATEWAY_REACH + AROUND_HALF_LIFE)).toBeCloseTo(0.5);
    expect(day.around('cedar-breaks', AROUND)).toBe(1);
    // Between two towns nothing decays.
    expect(dayAround({ from: 'Cedar City', park: undefined }, false, undefined, () => 0, elsewhere).around('st-george-museum', 120)).toBe(1);
  });
});
