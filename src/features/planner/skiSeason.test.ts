import { describe, expect, it } from 'vitest';
import type { PlannerPlace } from '../planning/planning.ts';
import type { Route } from './route.ts';
import { atSkiFoot, LEAST_SKI_MINUTES, type SkiArea, SKI_FOOT_MINUTES, SKI_TOWN_MINUTES, skiDay, skis, withSkiDay } from './skiSeason.ts';

const MIN = 60_000;
const leave = Date.UTC(2027, 2, 10, 15, 0); // 8 AM in Utah (MST)
const area = (id: string, out: number, back: number, tier?: 1 | 2 | 3 | 4): SkiArea => ({
  place: {
    id,
    name: id,
    lat: 40.6,
    lng: -111.5,
    category: 'Skiing & Winter',
    kind: 'ski-area',
    rating: 4.6,
    timeNeeded: 'Full day',
    ...(tier ? { tier } : {}),
  } as unknown as PlannerPlace,
  node: { lat: 40.6, lng: -111.5 } as never,
  out,
  back,
  full: 360,
  value: 10,
});
// Lifts 9 AM–4 PM Utah time (16:00–23:00 UTC) every day.
const lifts = (_: PlannerPlace, arrive: number) => ({ start: Math.max(arrive, Date.UTC(2027, 2, 10, 16, 0)), close: Date.UTC(2027, 2, 10, 23, 0) });
const noWait = (stops: Array<{ visit: number }>) => stops.map(() => 0);

describe('a day of skiing in a ski town’s season (decision 130)', () => {
  it('skis the best tier’s nearest ski area, until the lifts close', () => {
    const day = skiDay([area('far', 25, 25, 3), area('near', 5, 5, 1)], leave, 480, lifts, noWait)!;
    expect(day.stops.map((s) => s.place.id)).toEqual(['near']);
    expect(day.stops[0]!.visit).toBe(360);
    // Arriving at 1 PM, three hours before the lifts close: three hours of skiing, not the catalogue's six.
    const late = skiDay([area('near', 5, 5)], leave + 295 * MIN, 480, lifts, noWait)!;
    expect(late.stops[0]!.visit).toBe(180);
  });

  it('offers none far from a ski area, when the lifts do not run, or for less than a half day', () => {
    expect(skiDay([area('far', SKI_TOWN_MINUTES + 1, SKI_TOWN_MINUTES + 1)], leave, 480, lifts, noWait)).toBeNull();
    // The day ends in a ski town: near at the end is enough.
    expect(skiDay([area('end', 40, 5)], leave, 480, lifts, noWait)).not.toBeNull();
    expect(skiDay([area('near', 5, 5)], leave, 480, () => null, noWait)).toBeNull();
    // Arriving at 1:05 PM: under three hours of skiing is no ski day.
    expect(skiDay([area('near', 5, 5)], leave + 300 * MIN, 480, lifts, noWait)).toBeNull();
    expect(LEAST_SKI_MINUTES).toBe(180);
    expect(skiDay([area('near', 5, 5)], leave, 120, lifts, noWait)).toBeNull();
  });
});

describe('a day from a ski area’s foot skis first (decision 134)', () => {
  const route = (...ids: string[]) =>
    ({ stops: ids.map((id) => ({ place: { id, kind: id.startsWith('ski') ? 'ski-area' : undefined } })) }) as unknown as Route;
  const ids = (routes: Route[]) => routes.map((r) => r.stops.map((s) => s.place.id).join('+'));

  it('is at the foot when its lifts lie within five minutes of the start or the end', () => {
    expect(SKI_FOOT_MINUTES).toBe(5);
    expect(atSkiFoot([area('far', 20, 20), area('home', 2, 2)])).toBe(true);
    expect(atSkiFoot([area('end', 40, 5)])).toBe(true);
    expect(atSkiFoot([area('town', 10, 10)])).toBe(false);
  });

  it('skis its own lifts from the foot, not a better tier’s up the road', () => {
    const day = skiDay([area('better', 20, 20, 1), area('home', 2, 2, 2)], leave, 480, lifts, noWait)!;
    expect(day.stops.map((s) => s.place.id)).toEqual(['home']);
    // From a ski town (no lifts at its foot) the best tier's, as decision 130 chose.
    const town = skiDay([area('better', 20, 20, 1), area('near', 10, 10, 2)], leave, 480, lifts, noWait)!;
    expect(town.stops.map((s) => s.place.id)).toEqual(['better']);
  });

  it('puts the choice that skis first at the foot, or the ski day first; elsewhere the ski day replaces the last choice', () => {
    const valley = [route('zoo', 'museum'), route('lake'), route('ski-hill', 'lake2')];
    expect(skis(valley[2])).toBe(true);
    expect(skis(valley[0])).toBe(false);
    expect(ids(withSkiDay(valley, () => route('ski-day'), 3, true))).toEqual(['ski-hill+lake2', 'zoo+museum', 'lake']);
    expect(ids(withSkiDay(valley, () => route('ski-day'), 3, false))).toEqual(['zoo+museum', 'lake', 'ski-hill+lake2']);
    const none = [route('zoo'), route('lake'), route('park')];
    expect(ids(withSkiDay(none, () => route('ski-day'), 3, true))).toEqual(['ski-day', 'zoo', 'lake']);
    expect(ids(withSkiDay(none, () => route('ski-day'), 3, false))).toEqual(['zoo', 'lake', 'ski-day']);
    expect(ids(withSkiDay(none, () => null, 3, true))).toEqual(['zoo', 'lake', 'park']);
    expect(ids(withSkiDay([route('zoo')], () => route('ski-day'), 3, false))).toEqual(['zoo', 'ski-day']);
  });
});
