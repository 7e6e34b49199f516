import { describe, expect, it } from 'vitest';
import type { PlannerPlace } from '../planning/planning.ts';
import type { Sight } from '../planning/signature.ts';
import { AROUND, AROUND_HALF_LIFE, GATEWAY_MINUTES, OFF_GATEWAY_REACH } from './aroundTown.ts';
import {
  BASED_OVER_SHARE_PER_HOUR,
  BASED_OVER_SHARE_POINTS,
  baseAround,
  baseIsANight,
  byWorthHere,
  movedFor,
  OVER_SHARE_PER_HOUR,
  overShare,
} from './tripRegion.ts';

describe('a based trip keeps its wheel share (decision 127)', () => {
  it('a day within 45 % at the wheel loses nothing, based or not', () => {
    // 45 % of 400 moving minutes: 180 driving, 220 visiting.
    expect(overShare(true, 180, 220)).toBe(0);
    expect(overShare(false, 180, 220)).toBe(0);
  });

  it('a based day beyond its share at all loses a flat sum, and six times more per hour than a trip that asked for the road', () => {
    // 240 minutes driving beside 220 visiting: 60 minutes beyond the share.
    expect(overShare(true, 240, 220)).toBeCloseTo(BASED_OVER_SHARE_POINTS + BASED_OVER_SHARE_PER_HOUR, 6);
    expect(overShare(false, 240, 220)).toBeCloseTo(OVER_SHARE_PER_HOUR, 6);
    expect(BASED_OVER_SHARE_PER_HOUR).toBe(6 * OVER_SHARE_PER_HOUR);
    // A minute beyond (181 driving beside 220 visiting, 45.1 %) is no detail on a based trip.
    expect(overShare(true, 181, 220)).toBeGreaterThan(BASED_OVER_SHARE_POINTS);
    expect(overShare(false, 181, 220)).toBeLessThan(1);
  });

  it('the drive asked for is not held against the share', () => {
    expect(overShare(true, 240, 220, 60)).toBe(0);
    expect(overShare(true, 240, 220, 30)).toBeCloseTo(BASED_OVER_SHARE_POINTS + BASED_OVER_SHARE_PER_HOUR / 2, 6);
  });

  it('three days ask for no long moving day; a week asks for the road beyond a day’s own reach, up to its radius', () => {
    const radius = (days: number) => (days - 2) * 60;
    expect(movedFor(45, radius(3))).toBe(0);
    expect(movedFor(200, radius(3))).toBe(0);
    expect(movedFor(45, radius(6))).toBe(0);
    expect(movedFor(230, radius(6))).toBe(230 - AROUND);
    expect(movedFor(300, radius(6))).toBe(radius(6) - AROUND);
  });
});

describe('a based trip sleeps at its base', () => {
  it('the start of a trip from a place back to it is a night, unless it is a night town already or the trip is not based', () => {
    expect(baseIsANight(true, 'Dutch John')).toBe(true);
    expect(baseIsANight(true, 'Moab')).toBe(false);
    expect(baseIsANight(false, 'Dutch John')).toBe(false);
  });
});

describe('a day of a based trip is counted by what its places are worth where they lie', () => {
  it('sorts the candidates by their worth here, ties by the catalogue’s order', () => {
    const worth = [10, 2, 8, 8];
    expect(byWorthHere([0, 1, 2, 3], (j) => worth[j]! * (j === 0 ? 0.1 : 1))).toEqual([2, 3, 1, 0]);
  });

  const place = (id: string) => ({ id }) as PlannerPlace;
  const sights: Record<string, Sight> = {
    'near-sight': { park: 'Near Park', mark: 'signature' } as Sight,
    'far-sight': { park: 'Far Park', mark: 'signature' } as Sight,
  };
  const region = { elsewhere: (id: string) => id === 'other-base', sight: (id: string) => sights[id] };

  it('a place keeps its whole value within a day’s reach and the nights’ radius, and halves every half hour beyond', () => {
    const places = [place('a'), place('b'), place('c')];
    const out = [AROUND + 60, AROUND + 60 + AROUND_HALF_LIFE, AROUND + 60 + 2 * AROUND_HALF_LIFE];
    expect([...baseAround(places, out, 60, region)]).toEqual([1, 0.5, 0.25]);
  });

  it('another base’s place and a park’s sights away from its gateway reach as much less far as on a day around the town', () => {
    const places = [place('other-base'), place('far-sight'), place('near-sight'), place('plain')];
    const out = [AROUND + 30, GATEWAY_MINUTES + 30, GATEWAY_MINUTES, AROUND + 30];
    // The nights' radius of 30 minutes, less the half hour these lose: their whole value reaches AROUND minutes only.
    expect(AROUND - OFF_GATEWAY_REACH).toBe(30);
    const [other, far, near, plain] = baseAround(places, out, 30, region);
    expect(other).toBeCloseTo(0.5, 6);
    expect(far).toBeCloseTo(0.5 ** ((GATEWAY_MINUTES + 30 - AROUND) / AROUND_HALF_LIFE), 6);
    expect(near).toBe(1);
    expect(plain).toBe(1);
  });
});
