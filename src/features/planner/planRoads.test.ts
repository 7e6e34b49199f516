import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { reachableOn } from '../roads/winter.ts';
import { dayOf } from '../roads/day.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import { legFrom, resolvePoint, treeOf } from '../planning/graphJoin.ts';
import { AIRPORT_LABEL, type PlanInput, type PlannerData } from '../planning/planning.ts';
import { closedReason } from './planRoads.ts';
import { plannerData } from '../planning/plannerData.ts';
import { planDay } from './search.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import { type Closure, type RoadClosures, reportLines, reportsOnPlan } from '../closures/closures.ts';
import { inWords } from '../../lib/messages/messages.ts';

// Issue 27: every leg of a plan drives the roads of the plan's date (the real catalogue, the real graph).
const catalogue = readCatalogue('supabase/seed/destinations');
const byId = new Map(catalogue.map((c) => [c.id, c]));
let data: PlannerData;
beforeAll(() => {
  data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
});
const input = (date: string, over: Partial<PlanInput>): PlanInput => ({
  from: AIRPORT_LABEL,
  to: '',
  leave: utahToInstant(date, '10:00'),
  hours: 4,
  categories: [],
  pace: 'normal',
  date,
  ...over,
});
const stopIds = (date: string, over: Partial<PlanInput>) => planDay(data, input(date, over)).itineraries.flatMap((it) => it.stops.map((s) => s.placeId));

describe('plans on the roads of their date', () => {
  it('offers no Mirror Lake from Kamas on 15 January, and says how many places the closed roads left out', () => {
    const over = { from: 'Kamas', hours: 5, categories: ['Natural Wonders'] };
    const january = planDay(data, input('2027-01-15', over));
    const ids = january.itineraries.flatMap((it) => it.stops.map((s) => s.placeId));
    expect(ids).not.toContain('mirror-lake');
    for (const id of ids) expect(reachableOn(byId.get(id)!, new Date('2027-01-15T19:00:00Z')), id).toBe(true);
    expect(inWords(january.leftOut?.text, 'en')).toMatch(/^\d+ places left out: roads closed on Jan 15 \(usual winter closure\)$/);
    expect(january.leftOut!.count).toBeGreaterThan(3);
    // In July the same plan may go up the Mirror Lake Highway, and nothing is left out: to the lake, or past it on the
    // byway's drive (decision 142: a drive's stops along it).
    const july = planDay(data, input('2027-07-15', over));
    expect(july.leftOut).toBeUndefined();
    expect(july.itineraries.flatMap((it) => it.stops.flatMap((s) => [s.placeId, ...(s.along ?? []).map((a) => a.placeId)]))).toContain('mirror-lake');
  });

  it('drives from Brighton to Park City by the valley in January (55 min or more) and over Guardsman Pass in July', () => {
    const leg = (date: string) => {
      const day = dayOf(date).roads;
      const a = resolvePoint('Brighton Resort', data.places, undefined, day).node;
      const b = resolvePoint('Park City', data.places, undefined, day).node;
      return legFrom(treeOf(a, day), a, b);
    };
    expect(leg('2027-01-15')).toBeGreaterThanOrEqual(55);
    expect(leg('2027-07-15')).toBeLessThanOrEqual(45);
    const plans = planDay(data, input('2027-01-15', { from: 'Brighton Resort', to: 'Park City', hours: 2 }));
    for (const it of plans.itineraries) expect(it.driveMinutes).toBeGreaterThanOrEqual(55);
  });

  it('never crosses the Alpine Loop from Heber in January, nor drives straight over the mountain from Sundance to Cascade Springs', () => {
    const leg = (date: string) => {
      const day = dayOf(date).roads;
      const a = resolvePoint('Bridal Veil Falls', data.places, undefined, day).node;
      const b = resolvePoint('Cascade Springs', data.places, undefined, day).node;
      return legFrom(treeOf(a, day), a, b);
    };
    expect(leg('2027-07-15')).toBeGreaterThan(30);
    expect(dayOf('2027-01-15').roads.placeOpen('cascade-springs').open).toBe(false);
    for (const hours of [3, 6, 10]) expect(stopIds('2027-01-15', { from: 'Heber City', hours })).not.toContain('cascade-springs');
  });

  it('a plan of the day names the places today’s road reports left out, and the reports that closed them (issue 40)', () => {
    const date = '2027-01-15';
    // SR-9 closed east of the Zion tunnel, SR-210 at Snowbird, as UDOT's fake posts them (tests/e2e/seasons.spec.ts).
    const item = (id: string, road: string, edge: string, placeIds: string[], alongPlaceIds: string[]): Closure => ({
      id,
      source: 'udot',
      kind: 'closure',
      road,
      description: `${road} is closed.`,
      location: road === 'SR-9' ? 'Zion–Mount Carmel Tunnel to the East Entrance' : 'Snowbird Entry 2',
      since: '2027-01-15T14:10:00Z',
      updatedAt: null,
      endsAt: null,
      lat: null,
      lng: null,
      edgeKeys: [edge],
      placeIds,
      alongPlaceIds,
    });
    const zion = item('UDOT-9001', 'SR-9', 'SR-9 (Zion–Mount Carmel Hwy):canyon_jct-zion_east', [], ['zion-mount-carmel-highway', 'canyon-overlook-trail']);
    const lcc = item('UDOT-4471', 'SR-210', 'SR-210:lcc_mouth-snowbird', ['snowbird', 'alta-ski-area'], ['little-cottonwood-canyon']);
    const live: RoadClosures = {
      source: 'udot',
      checkedAt: '2027-01-15T15:00:00Z',
      reason: null,
      closedEdgeKeys: [...lcc.edgeKeys, ...zion.edgeKeys],
      closedPlaceIds: ['alta-ski-area', 'little-cottonwood-canyon', 'snowbird', 'zion-mount-carmel-highway'],
      items: [zion, lcc],
      canyons: [],
    };
    const over = { from: 'Springdale', hours: 10, categories: ['Natural Wonders'] };
    const plan = planDay(data, { ...input(date, over), liveClosures: { date, closures: live.items, closedPlaceIds: live.closedPlaceIds } });
    expect(inWords(plan.leftOut?.text, 'en')).toMatch(/left out: roads closed on Jan 15 \(usual winter closures and today’s road reports\)$/);
    expect(plan.leftOut?.placeIds).toContain('zion-mount-carmel-highway');
    const stops = plan.itineraries.flatMap((it) => it.stops.map((s) => s.placeId));
    expect(stops).not.toContain('zion-mount-carmel-highway');
    const reports = reportsOnPlan(live, stops, plan.leftOut!.placeIds!);
    expect(reportLines(reports, new Date('2027-01-15T16:00:00Z'))).toEqual([
      'SR-9 closed at Zion–Mount Carmel Tunnel to the East Entrance since 7:10 AM — UDOT',
    ]);
    // Without today's reports the note names no places (the recorded plans keep their shape), and the usual windows name no report.
    expect(planDay(data, input(date, over)).leftOut?.placeIds).toBeUndefined();
    expect(reportsOnPlan({ ...live, source: 'usual' }, stops, ['zion-mount-carmel-highway'])).toEqual([]);
  });

  it('reads the date of the departure when the input has none', () => {
    const { date: _, ...rest } = input('2027-01-15', { from: 'Kamas', hours: 5, categories: ['Natural Wonders'] });
    expect(planDay(data, rest).leftOut).toEqual(planDay(data, input('2027-01-15', { from: 'Kamas', hours: 5, categories: ['Natural Wonders'] })).leftOut);
  });

  it('never plans a place closed on its date, whatever the date, start and hours (property test on the real catalogue)', () => {
    const starts = [
      AIRPORT_LABEL,
      ...Object.keys(UTAH_TOWNS).filter((t) =>
        ['Kamas', 'Heber City', 'Park City', 'Logan', 'Cedar City', 'Escalante', 'Vernal', 'Springdale', 'Manti'].includes(t),
      ),
    ];
    const dates = fc
      .date({ min: new Date('2026-10-01T12:00:00Z'), max: new Date('2027-07-31T12:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(dates, fc.constantFrom(...starts), fc.constantFrom(2, 4, 6, 8, 'day' as const), (date, from, hours) => {
        const day = dayOf(date);
        const at = new Date(`${date}T19:00:00Z`);
        for (const it of planDay(data, input(date, { from, hours })).itineraries) {
          for (const s of it.stops) {
            const place = data.places.find((p) => p.id === s.placeId)!;
            expect(closedReason(place, day), `${s.placeId} on ${date} from ${from}`).toBeNull();
            expect(reachableOn(byId.get(s.placeId)!, at), `${s.placeId} on ${date} from ${from}`).toBe(true);
            expect(Number.isFinite(s.driveMinutes)).toBe(true);
          }
        }
      }),
      { numRuns: 40, seed: 27 },
    );
  });
});
