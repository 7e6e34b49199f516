// The usual winter closures of Utah's seasonal roads (issue 19): the window and how it reads
// to a visitor, each with the agency that sets it. Routes in data/roads.json name them by key.
// And the one season rule they make (decision 054): the road season of a Utah date; the window
// test itself is the calendar's (src/lib/calendar.ts). Internal to the roads room: other rooms
// take a day from day.ts (dayOf) or the pages' helpers in winter.ts. Pure and light: islands
// reach it through winter.ts.

import { inMonthDayWindow } from '../../lib/calendar.ts';
import { utahMonthDay } from '../../lib/utahTime.ts';

/** A closure window as month-day pairs ("11-15" to "05-25"); it may wrap over the new year. */
export interface ClosureWindow {
  /** First closed day, "MM-DD". */
  from: string;
  /** Last closed day, "MM-DD". */
  to: string;
}

/**
 * A road's usual winter closure: the window (Utah dates, both ends closed days; it wraps the
 * new year) and how the closure reads to a visitor. Sources: docs/drive-time-model.md.
 */
export interface RoadClosure extends ClosureWindow {
  /** "usually mid-Nov to late May" (snow decides the real dates) or fixed dates ("Dec 1 until it reopens May 15"). */
  when: string;
  /** Where the window comes from: the agency's page or a report of its announcement. */
  source: string;
  /** The day the source was last read (YYYY-MM-DD). */
  checkedOn: string;
  /** The agency that sets the closure and publishes the road's state: what /conditions cites first (issue 49). */
  agency: Agency;
}

/** A public body that closes a road, and its own page for it. */
export interface Agency {
  name: string;
  url: string;
}

/** The agencies that close Utah's seasonal roads, each with the page where it publishes their state. */
export const AGENCIES = {
  udot: { name: 'UDOT', url: 'https://udottraffic.utah.gov/' },
  uwcnf: { name: 'Uinta-Wasatch-Cache National Forest', url: 'https://www.fs.usda.gov/uwcnf' },
  ashley: { name: 'Ashley National Forest', url: 'https://www.fs.usda.gov/ashley' },
  dixie: { name: 'Dixie National Forest', url: 'https://www.fs.usda.gov/dixie' },
  mantiLaSal: { name: 'Manti-La Sal National Forest', url: 'https://www.fs.usda.gov/mantilasal' },
  alta: { name: 'Town of Alta', url: 'http://townofalta.com/road/' },
  greatBasin: { name: 'Great Basin National Park', url: 'https://www.nps.gov/grba/' },
  zion: { name: 'Zion National Park', url: 'https://www.nps.gov/zion/' },
  grandCanyon: { name: 'Grand Canyon National Park', url: 'https://www.nps.gov/grca/' },
} as const satisfies Record<string, Agency>;

/**
 * The usual closure windows. Where the agency sets no fixed date, the window is the typical
 * one (gates close with the first lasting snow and open once the road is cleared, so a given
 * year can be weeks either side); `to` is the last closed day.
 */
export const CLOSURES = {
  /** UDOT: SR-224/SR-190 over Guardsman Pass, not plowed; opens once cleared, late May or June. */
  guardsmanPass: {
    from: '11-01',
    to: '05-31',
    when: 'usually Nov to late May or June',
    source: 'https://www.kpcw.org/wasatch-county/2024-11-29/seasonal-road-closures-in-the-wasatch-back',
    checkedOn: '2026-11-27',
    agency: AGENCIES.udot,
  },
  /** UDOT: SR-150 beyond the winter gate (Soapstone) to the Wyoming line, and WYDOT's WY-150 beyond it; one of the last to close. */
  mirrorLake: {
    from: '12-01',
    to: '05-25',
    when: 'usually Dec to late May',
    source: 'https://www.kpcw.org/summit-county/2024-12-11/mirror-lake-highway-will-close-for-the-season-friday',
    checkedOn: '2026-11-27',
    agency: AGENCIES.udot,
  },
  /** UDOT: SR-35 over Wolf Creek Pass; often open into December. */
  wolfCreekPass: {
    from: '12-01',
    to: '05-25',
    when: 'usually Dec to late May',
    source: 'https://www.kpcw.org/enespanol/2025-12-21/udot-closes-seasonal-mirror-lake-highway',
    checkedOn: '2026-11-27',
    agency: AGENCIES.udot,
  },
  /** UDOT: SR-39 over Monte Cristo, east of Huntsville to near Woodruff. */
  monteCristo: {
    from: '11-01',
    to: '05-25',
    when: 'usually Nov to late May',
    source: 'https://udottraffic.utah.gov/',
    checkedOn: '2026-11-27',
    agency: AGENCIES.udot,
  },
  /** UDOT: SR-65 over Big Mountain Pass, from above Little Dell to East Canyon. */
  bigMountain: {
    from: '11-01',
    to: '05-25',
    when: 'usually Nov to late May',
    source: 'https://www.kpcw.org/state-regional/2025-12-01/sixth-seasonal-road-in-utah-closes-for-winter',
    checkedOn: '2026-11-27',
    agency: AGENCIES.udot,
  },
  /** UDOT / Uinta-Wasatch-Cache NF: SR-92 between the Timpanogos Cave and Aspen Grove gates. */
  alpineLoop: {
    from: '11-01',
    to: '05-25',
    when: 'usually Nov to late May',
    source: 'https://www.kpcw.org/park-city/2024-11-18/udot-closes-the-gate-on-seasonal-roads-in-the-wasatch-back',
    checkedOn: '2026-11-27',
    agency: AGENCIES.udot,
  },
  /** Uinta-Wasatch-Cache NF: the Nebo Loop Scenic Byway (FR-015). */
  neboLoop: {
    from: '11-01',
    to: '05-25',
    when: 'usually Nov to late May',
    source: 'https://gephardtdaily.com/local/utah-county-officials-detail-canyon-closures-for-memorial-day-weekend/',
    checkedOn: '2026-11-27',
    agency: AGENCIES.uwcnf,
  },
  /** NPS Great Basin: Wheeler Peak Scenic Drive above Upper Lehman Creek campground. */
  wheelerPeak: {
    from: '11-01',
    to: '05-31',
    when: 'usually Nov to late May or June',
    source: 'https://www.nps.gov/grba/',
    checkedOn: '2026-11-27',
    agency: AGENCIES.greatBasin,
  },
  /** UDOT / NPS Cedar Breaks: SR-148 through the monument; often open into December. */
  cedarBreaks: {
    from: '12-01',
    to: '05-25',
    when: 'usually Dec to late May',
    source: 'https://www.nps.gov/cebr/',
    checkedOn: '2026-11-27',
    agency: AGENCIES.udot,
  },
  /** NPS Zion: Kolob Terrace Rd above the Left Fork (Subway) trailhead to Lava Point. */
  kolobTerrace: {
    from: '11-01',
    to: '05-31',
    when: 'usually Nov to late May or June',
    source: 'https://www.nps.gov/zion/',
    checkedOn: '2026-11-27',
    agency: AGENCIES.zion,
  },
  /** NPS Grand Canyon: AZ-67 from Jacob Lake closes Dec 1 and opens May 15; the North Rim's own roads close with it. */
  northRim: {
    from: '12-01',
    to: '05-14',
    when: 'Dec 1 until it reopens May 15',
    source: 'https://www.nps.gov/grca/',
    checkedOn: '2026-11-27',
    agency: AGENCIES.grandCanyon,
  },
} as const satisfies Record<string, RoadClosure>;

/** The name of one of the closures, as data/roads.json writes it. */
export type ClosureName = keyof typeof CLOSURES;

/** `'summer'`: the road is open as usual; `'winter'`: inside its usual closure window. */
export type Season = 'summer' | 'winter';

/** Whether `date` (read in Utah) falls inside the window, both ends included. */
export const isInWindow = (window: ClosureWindow, date: Date): boolean => inMonthDayWindow(window, utahMonthDay(date));

/** The season of each seasonal road on a Utah date (YYYY-MM-DD): winter inside its usual window. */
export function roadSeasons(date: string): Readonly<Record<ClosureName, Season>> {
  const out = {} as Record<ClosureName, Season>;
  for (const [name, w] of Object.entries(CLOSURES) as Array<[ClosureName, ClosureWindow]>) out[name] = inMonthDayWindow(w, date) ? 'winter' : 'summer';
  return out;
}

/** The road season of a Utah date: winter while any usual closure is in force (1 Nov – 31 May with today's windows). */
export const seasonOn = (date: string): Season => (Object.values(roadSeasons(date)).includes('winter') ? 'winter' : 'summer');
