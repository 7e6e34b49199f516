/**
 * Ready-made trips (issue 28, decision 052): classic trips as planner inputs. The build plans
 * each with the same engine as /plan and writes /trips/{slug}/; "Make it mine" opens /plan with
 * the same query, which plans the same trip. A trip's title names only what its plan visits
 * (readyTrips.test.ts holds each to its `visits`), and its season says when it works.
 */
import type { PlannerData, PlanResponse } from '../planning/planning.ts';
import { runPlan } from '../planner/planRun.ts';

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
    title: 'Arches, Canyonlands, Bryce Canyon and Zion in five days',
    summary:
      'From the airport to Arches’ Balanced Rock and Delicate Arch and a night in Moab; Dead Horse Point and Island in the Sky, and a night in Green River; Bryce Canyon’s rim and the Navajo Loop, and a night at its gate; Zion Canyon and a night in Springdale; Kolob Canyons and Timpanogos Cave (tickets sold ahead) on the way home: at most five hours at the wheel a day.',
    query: `date=2027-05-10&time=08:00&days=5&${NW}`,
    season: 'Spring to autumn (April to October). In winter the parks stay open but some high roads close, and the plan changes with them.',
    summerOnly: false,
    visits: ['delicate-arch', 'mesa-arch', 'dead-horse-point-state-park', 'navajo-loop-trail', 'riverside-walk-zion'],
  },
  {
    slug: 'national-parks-week',
    title: 'Utah’s national parks in a week',
    summary:
      'Seven days through Arches, Canyonlands, Capitol Reef, Bryce Canyon and Zion, each park by its best-known sights, sleeping in the gateway towns (Moab, Green River, Boulder, Bryce Canyon City, Hurricane, Springdale). The Narrows is left out in May: the spring runoff usually closes it.',
    query: `date=2027-05-10&time=08:00&days=7&${NW}`,
    season: 'Late spring to early autumn (May to September), when every road on the way is open.',
    summerOnly: true,
    visits: ['delicate-arch', 'mesa-arch', 'capitol-gorge', 'navajo-loop-trail', 'riverside-walk-zion'],
  },
  {
    slug: 'arches-and-moab-three-days',
    title: 'Arches and Moab in three days',
    summary:
      'Arches’ Balanced Rock, Delicate Arch and the Windows, and a night in Moab; Park Avenue, Dead Horse Point and Island in the Sky, and a night in Torrey; Capitol Reef’s Capitol Gorge and Hickman Bridge on the way home.',
    query: `date=2027-05-10&time=08:00&days=3&drive=6&${NW}`,
    season: 'All year; spring and autumn are the mild months, summer afternoons are very hot.',
    summerOnly: false,
    visits: ['delicate-arch', 'windows-section-arches', 'mesa-arch', 'dead-horse-point-state-park'],
  },
  {
    slug: 'six-hour-layover',
    title: 'A six-hour layover in Salt Lake City',
    summary:
      'Land at 10 AM, fly at 5 PM: the Natural History Museum of Utah and Red Butte Garden on the foothills above the city, and back at the airport at 3:13 PM, well before the hour the airlines ask for.',
    query: 'date=2027-05-10&time=10:00&flight=17:00&buffer=60',
    season: 'All year.',
    summerOnly: false,
    visits: ['natural-history-museum-of-utah', 'red-butte-garden'],
  },
  {
    slug: 'wasatch-ski-week',
    title: 'A Wasatch ski week',
    summary:
      'Six January days on the slopes, each inside the lift hours: Alta, Snowbird and Solitude from Salt Lake City, Brighton on the way to a night in Ogden, Powder Mountain on the way to a night in Park City, Sundance on the way home; never more than two and a half hours of driving a day.',
    // Two and a half hours a day reaches a resort every day; with two, a day went to museums and a mall.
    query: 'date=2027-01-18&time=08:00&days=6&drive=2.5&cat=Skiing+%26+Winter',
    season: 'Ski season: late November to April.',
    summerOnly: false,
    visits: ['alta-ski-area', 'snowbird', 'solitude-mountain-resort', 'powder-mountain', 'sundance-mountain-resort', 'brighton-resort'],
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
      'Three January days on winter roads: Arches’ Park Avenue, Balanced Rock and Delicate Arch in the short winter light and a night in Moab; Dead Horse Point and Island in the Sky and a second night there; the Windows in the morning light and the Butterfly Biosphere at Thanksgiving Point on the way home.',
    query: `date=2027-01-15&time=08:00&days=3&${NW}`,
    season: 'Winter (December to February): short days, cold nights, few crowds.',
    summerOnly: false,
    visits: ['delicate-arch', 'windows-section-arches'],
  },
  {
    slug: 'canyon-country-to-bluff',
    title: 'Bryce Canyon to Arches and on to Bluff in five days',
    summary:
      'One way round canyon country, never doubling back: Bryce Canyon and a night at its gate; Scenic Byway 12 and Capitol Reef to Torrey; Arches’ Delicate Arch and the Windows, and a night in Green River; Island in the Sky to Monticello; the Valley of the Gods on the way to Bluff in the Four Corners.',
    // Five hours a day keeps the loop one way: with six, the nights went Moab, Green River, Springdale, Escalante, back and forth across the state.
    query: `date=2027-05-10&time=08:00&days=5&drive=5&to=Bluff&${NW}`,
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
    summary:
      'One way across southern Utah: Arches, Island in the Sky and Dead Horse Point, Bryce Canyon’s amphitheater, and Zion Canyon on the way to St. George.',
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
