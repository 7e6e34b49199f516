/**
 * Issue 26: what the road model computes today, for every catalogue place and a fixed set of
 * plans, so a move or a rewrite of the model can prove it changes nothing. `node --import tsx
 * scripts/record-drive-regression.ts` records it into src/features/planner/fixtures/drive-regression.json;
 * src/features/planner/driveRegression.test.ts recomputes it and compares exactly.
 */
import { readCatalogue } from '../../src/features/destinations/destinations.server.ts';
import { type DriveExplanation, seasonalDriveFromAirport, winterCatalogueFields } from '../../src/features/roads/driveTime.ts';
import type { LastMileRoad } from '../../src/features/roads/localLeg.ts';
import { AIRPORT_LABEL, type PlanInput } from '../../src/features/planning/planning.ts';
import { planFavoriteDays } from '../../src/features/planner/favoriteDays.ts';
import { planDay } from '../../src/features/planner/search.ts';
import { plannerData } from '../../src/features/planning/plannerData.ts';
import { utahToInstant } from '../../src/lib/utahTime.ts';
import { inWords } from '../../src/lib/messages/messages.ts';

export const FIXTURE = 'src/features/planner/fixtures/drive-regression.json';

type PlanCase = { name: string; input: Omit<PlanInput, 'leave'> & { date: string; time: string }; favs?: string[] };

const plan = (name: string, over: Partial<PlanCase['input']>, favs?: string[]): PlanCase => ({
  name,
  input: { from: AIRPORT_LABEL, to: '', date: '2026-07-04', time: '09:00', hours: 4, categories: [], pace: 'normal', ...over },
  ...(favs ? { favs } : {}),
});

/** Varied starts, ends, hours, categories, paces and dates (summer, winter, a Sunday, both daylight-saving changes). */
export const PLAN_CASES: readonly PlanCase[] = [
  plan('airport 1 hour', { hours: 1 }),
  plan('airport 2 hours', { hours: 2 }),
  plan('airport 4 hours family', { categories: ['Family Fun'] }),
  plan('airport whole day relaxed', { hours: 'day', pace: 'relaxed' }),
  plan('airport 8 hours nature packed', { hours: 8, categories: ['Natural Wonders'], pace: 'packed' }),
  plan('Moab 4 hours', { from: 'Moab' }),
  plan('Moab whole day to Green River', { from: 'Moab', to: 'Green River', hours: 'day', categories: ['Natural Wonders', 'Activities & Recreation'] }),
  plan('Park City 6 hours to the airport', { from: 'Park City', to: AIRPORT_LABEL, hours: 6 }),
  plan('Park City skiing in January', { from: 'Park City', date: '2027-01-16', time: '08:00', hours: 8, categories: ['Skiing & Winter'] }),
  plan('St. George 5 hours', { from: 'St. George', hours: 5, categories: ['Cultural & Historic'] }),
  plan('Springdale whole day in December', { from: 'Springdale', date: '2026-12-12', time: '07:30', hours: 'day' }),
  plan('Kanab 6 hours to Page area', { from: 'Kanab', hours: 6, pace: 'packed' }),
  plan('Ogden 3 hours on a Sunday', { from: 'Ogden', date: '2026-07-05', time: '13:00', hours: 3 }),
  plan('Logan 4 hours late', { from: 'Logan', time: '16:00' }),
  plan('Provo 5 hours entertainment', { from: 'Provo', hours: 5, categories: ['Entertainment', 'Family Fun'] }),
  plan('Vernal whole day', { from: 'Vernal', hours: 'day' }),
  plan('Torrey 6 hours', { from: 'Torrey', hours: 6, categories: ['Natural Wonders'] }),
  plan('Cedar City 4 hours on the spring change', { from: 'Cedar City', date: '2027-03-14', time: '01:30' }),
  plan('Price 7 hours on the autumn change', { from: 'Price', date: '2026-11-01', time: '06:00', hours: 7 }),
  plan('Temple Square 3 hours packed', { from: 'Temple Square', hours: 3, pace: 'packed' }),
  plan('My location in Provo 5 hours', { from: 'My location', near: { lat: 40.2338, lng: -111.6585 }, hours: 5 }),
  plan('My location near Bryce to Moab', { from: 'My location', near: { lat: 37.62, lng: -112.17 }, to: 'Moab', hours: 'day' }),
  plan('Heber City 2 hours olympic', { from: 'Heber City', hours: 2, categories: ['Olympic Venues'] }),
  plan('Bluff whole day relaxed in October', { from: 'Bluff', date: '2026-10-10', hours: 'day', pace: 'relaxed' }),
  plan('airport favourites', { hours: 'day' }, [
    'bryce-canyon-national-park',
    'arches-national-park',
    'temple-square',
    'antelope-island-state-park',
    'nope-not-a-place',
  ]),
  plan('Moab favourites in winter', { from: 'Moab', date: '2027-02-06', hours: 8 }, [
    'arches-national-park',
    'canyonlands-island-in-the-sky',
    'dead-horse-point-state-park',
    'goblin-valley-state-park',
  ]),
];

/** A route with its edges' miles and speeds (the path names the nodes). */
const compact = ({ edges, ...rest }: DriveExplanation) => ({ ...rest, edges: edges.map((e) => `${e.miles} ${e.mph}`).join() });

/** Every place's drive by the model (summer and winter) and every plan's result. */
export function computeDriveRegression() {
  const catalogue = readCatalogue('supabase/seed/destinations');
  const places: Record<string, unknown> = {};
  for (const c of [...catalogue].sort((a, b) => a.id.localeCompare(b.id))) {
    if (!c.coordinates) continue;
    const seasonal = seasonalDriveFromAirport(c.coordinates, (c.road ?? 'paved') as LastMileRoad);
    places[c.id] = {
      summer: compact(seasonal.summer),
      winter: seasonal.winter && compact(seasonal.winter),
      closures: seasonal.closures.map((x) => `${x.road} ${x.closure.from}..${x.closure.to}`),
      winterVia: seasonal.winterVia,
      fields: winterCatalogueFields(seasonal, c.id),
    };
  }
  const data = plannerData(catalogue.map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null })));
  const plans: Record<string, unknown> = {};
  for (const { name, input, favs } of PLAN_CASES) {
    const { date, time, ...rest } = input;
    const full: PlanInput = { ...rest, leave: utahToInstant(date, time) };
    // The plans as visitors read them, in English (decision 096: the engine's sentences are data).
    plans[name] = inWords(favs ? planFavoriteDays(data, full, favs) : planDay(data, full), 'en');
  }
  // What decision 052 added to the planner's places and stops (address, park unit, closure
  // window) and decision 068's build-time readings of their texts (best months, calendar) are
  // not a drive or a join: left out, so the recorded values stay comparable. Nor is a byway's route
  // (decision 139: `drive`, its kind, minutes and the places on it, checked by byways.test.ts).
  const drivesOnly = <T>(x: T): T =>
    JSON.parse(JSON.stringify(x, (key, value) => (['address', 'park', 'closed', 'months', 'calendar', 'drive'].includes(key) ? undefined : value)));
  return { places, plannerPlaces: drivesOnly(data.places), plans: drivesOnly(plans) };
}
