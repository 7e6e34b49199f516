import { describe, expect, it } from 'vitest';
import type { PlannerPlace } from '../planning/planning.ts';
import { dawnFirst, dawnOf, SUNRISE_LATE, sunriseSight } from './atDawn.ts';

const place = (id: string, traits: string[] = []): PlannerPlace =>
  ({ id, name: id, lat: 38, lng: -110, category: 'Natural Wonders', rating: 4.5, timeNeeded: '1 hour', traits }) as unknown as PlannerPlace;
const MIN = 60_000;
const sunrise = Date.UTC(2027, 5, 15, 12, 0);

describe('a day that leaves before dawn (decision 130)', () => {
  it('knows a sunrise sight by its mark or its tag, not by being outdoors', () => {
    expect(sunriseSight(place('mesa-arch'))).toBe(true); // signature.json: when sunrise
    expect(sunriseSight(place('windows-section-arches', ['sunrise', 'outdoors']))).toBe(true);
    expect(sunriseSight(place('red-butte-garden', ['outdoors']))).toBe(false);
  });

  it('reaches a sunrise sight by the first light, or not at all once the sun is up', () => {
    const dawn = dawnOf(sunrise - 60 * MIN, sunrise)!;
    expect(dawn.reach).toBe(60 + SUNRISE_LATE);
    expect(dawn.sight(place('a', ['sunrise']), 60 + SUNRISE_LATE)).toBe(true);
    expect(dawn.sight(place('a', ['sunrise']), 61 + SUNRISE_LATE)).toBe(false);
    expect(dawn.sight(place('b'), 10)).toBe(false);
    expect(dawnOf(sunrise, sunrise)).toBeNull();
    expect(dawnOf(sunrise - MIN, null)).toBeNull();
  });

  it('offers first the best route that opens at a sunrise sight, the others in their order', () => {
    const route = (id: string, traits: string[] = [], out = 30) => ({ id, stops: [{ place: place(id, traits), out }] });
    const routes = [route('cave'), route('garden'), route('overlook', ['sunrise']), route('point', ['sunrise'])];
    const dawn = dawnOf(sunrise - 60 * MIN, sunrise);
    expect(dawnFirst(routes, dawn).map((r) => r.id)).toEqual(['overlook', 'cave', 'garden', 'point']);
    // Out of reach by the first light: the order stands.
    expect(dawnFirst([route('cave'), route('far', ['sunrise'], 200)], dawn).map((r) => r.id)).toEqual(['cave', 'far']);
    expect(dawnFirst(routes, null).map((r) => r.id)).toEqual(['cave', 'garden', 'overlook', 'point']);
  });
});
