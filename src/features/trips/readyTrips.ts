/**
 * Ready-made trips (issue 28, decision 052): classic trips as planner inputs. The build plans
 * each with the same engine as /plan and writes /trips/{slug}/; "Make it mine" opens /plan with
 * the same query, which plans the same trip. A trip's title names only what its plan visits
 * (readyTrips.test.ts holds each to its `visits`), and its season says when it works.
 */
import type { PlannerData } from '../planner/planner.ts';
import { type PlanResponse, runPlan } from '../planner/planRun.ts';

export interface ReadyTrip {
  slug: string;
  title: string;
  /** One or two sentences for the index and the page's description. */
  summary: string;
  /** The /plan query, with its date and time: the example dates the page is planned for. */
  query: string;
  /** When the trip works, in words. */
  season: string;
  /** Summer-only: the page says so when it is built in winter. */
  summerOnly: boolean;
  /** Places the first plan must visit (ids): what the title promises. */
  visits: readonly string[];
}

const NW = 'cat=Natural+Wonders';

export const READY_TRIPS: readonly ReadyTrip[] = [
  {
    slug: 'red-rock-loop-five-days',
    title: 'Capitol Reef, Arches, Bryce Canyon and Zion in five days',
    summary:
      'From the airport to Capitol Reef and a night in Torrey; Arches’ Windows and Delicate Arch; Dead Horse Point and Capitol Reef’s Hickman Bridge, then over Boulder Mountain on Scenic Byway 12 to a night in Boulder; Bryce Canyon’s rim and the Navajo Loop on the way to Springdale, and Zion Canyon before the drive home: at most five hours at the wheel a day.',
    query: `date=2027-05-10&time=08:00&days=5&${NW}`,
    season: 'Spring to autumn (April to October). In winter the parks stay open but some high roads close, and the plan changes with them.',
    summerOnly: false,
    visits: [
      'panorama-point-goosenecks-overlook',
      'delicate-arch',
      'windows-section-arches',
      'dead-horse-point-state-park',
      'navajo-loop-trail',
      'riverside-walk-zion',
    ],
  },
  {
    slug: 'national-parks-week',
    title: 'Utah’s national parks in a week',
    summary: 'Seven days through Capitol Reef, Arches, Canyonlands, Bryce Canyon and Zion, each park by its best-known sights, sleeping in the gateway towns.',
    query: `date=2027-05-10&time=08:00&days=7&${NW}`,
    season: 'Late spring to early autumn (May to September), when every road on the way is open.',
    summerOnly: true,
    visits: ['delicate-arch', 'mesa-arch', 'capitol-gorge', 'navajo-loop-trail', 'riverside-walk-zion'],
  },
  {
    slug: 'arches-and-moab-three-days',
    title: 'Arches and Moab in three days',
    summary:
      'Capitol Reef on the way down and a night in Torrey; Island in the Sky and Dead Horse Point, and a night in Moab; the Windows and Delicate Arch on the way home.',
    query: `date=2027-05-10&time=08:00&days=3&drive=6&${NW}`,
    season: 'All year; spring and autumn are the mild months, summer afternoons are very hot.',
    summerOnly: false,
    visits: ['delicate-arch', 'windows-section-arches', 'mesa-arch', 'dead-horse-point-state-park'],
  },
  {
    slug: 'six-hour-layover',
    title: 'A six-hour layover in Salt Lake City',
    summary: 'Land at 10:00, fly at 17:00: Salt Lake City downtown and back at the airport an hour before the flight.',
    query: 'date=2027-05-10&time=10:00&flight=17:00&buffer=60',
    season: 'All year.',
    summerOnly: false,
    visits: ['temple-square'],
  },
  {
    slug: 'wasatch-ski-week',
    title: 'A Wasatch ski week',
    summary: 'Six January days of the Cottonwood Canyons and Park City resorts, never more than two hours of driving a day.',
    query: 'date=2027-01-18&time=08:00&days=6&drive=2&cat=Skiing+%26+Winter',
    season: 'Ski season: late November to April.',
    summerOnly: false,
    visits: ['alta-ski-area', 'snowbird'],
  },
  {
    slug: 'park-city-and-the-2034-venues',
    title: 'Park City and the 2034 Winter Games venues',
    summary: 'Two days between Salt Lake City and Park City: the Olympic Park, the arenas and the 2002 legacy.',
    query: 'date=2027-02-15&time=09:00&days=2&drive=2&cat=Olympic+Venues',
    season: 'All year; the ski jumps and bobsled track are busiest in winter.',
    summerOnly: false,
    visits: ['utah-olympic-park'],
  },
  {
    slug: 'winter-red-rock-weekend',
    title: 'A winter red-rock weekend in Moab',
    summary:
      'Three January days on winter roads: Capitol Reef and a night in Torrey, Arches’ Windows and Delicate Arch in the short winter light and a night in Moab, and Dead Horse Point on the way home.',
    query: `date=2027-01-15&time=08:00&days=3&${NW}`,
    season: 'Winter (December to February): short days, cold nights, few crowds.',
    summerOnly: false,
    visits: ['delicate-arch', 'windows-section-arches'],
  },
  {
    slug: 'canyon-country-to-bluff',
    title: 'Arches to Bryce Canyon and on to Bluff in five days',
    summary: 'Five days from the airport through Capitol Reef, Island in the Sky, Arches and Bryce Canyon, ending in Bluff in the Four Corners.',
    query: `date=2027-05-10&time=08:00&days=5&drive=6&to=Bluff&${NW}`,
    season: 'May to October: Scenic Byway 12 and the Bears Ears roads are best without snow.',
    summerOnly: true,
    visits: ['delicate-arch', 'mesa-arch', 'sunset-point-bryce'],
  },
  {
    slug: 'dinosaurs-in-vernal',
    title: 'Dinosaur National Monument in two days',
    summary: 'Salt Lake City’s museums on the way out, a night in Vernal, then the quarry wall and the petroglyphs.',
    // After SR-150's usual opening (25 May): with the Mirror Lake Scenic Byway closed (issue 40) a 10 May start no longer reaches the quarry.
    query: `date=2027-05-27&time=08:00&days=2&drive=4&to=Vernal&${NW}&cat=Cultural+%26+Historic`,
    season: 'April to October; the quarry hall is open all year.',
    summerOnly: false,
    visits: ['dinosaur-national-monument-quarry-exhibit-hall'],
  },
  {
    slug: 'arches-to-st-george-byway-12',
    title: 'Arches to St. George in four days',
    summary: 'One-way across southern Utah: Capitol Reef, Arches, Island in the Sky and Dead Horse Point, and Zion Canyon on the way to St. George.',
    query: `date=2027-05-10&time=08:00&days=4&to=St.+George&${NW}`,
    season: 'April to October.',
    summerOnly: false,
    visits: ['delicate-arch', 'mesa-arch', 'riverside-walk-zion'],
  },
];

/** The trip planned by the engine, exactly as /plan plans its query. */
export function planReadyTrip(trip: ReadyTrip, data: PlannerData): PlanResponse {
  return runPlan(trip.query, data);
}

/** The place ids the first plan visits. */
export function visitedIds(response: PlanResponse): string[] {
  if (!response.ok) return [];
  if (response.kind === 'trip') return response.result.trips[0]?.days.flatMap((d) => d.plan.stops.map((s) => s.placeId)) ?? [];
  if (response.kind === 'day') return response.result.itineraries[0]?.stops.map((s) => s.placeId) ?? [];
  return response.result.days.flatMap((d) => d.stops.map((s) => s.placeId));
}
