// How each place is reached without a car (issue 36), prebuilt at build: the nearest stop and its
// lines, and the journey from the airport's TRAX station at a typical hour (a weekday at 10:00)
// on a summer and a winter day, or that no public transport comes within the walking limit.
// One place at a time, by public transport; the map's shaded drive-time areas are another thing,
// map/reachLayers.ts (both were once called reach.ts: issue 47, decision 091).
import { DEFAULT_LOCALE, formatDuration, formatWalkDistance } from '../../lib/format.ts';
import { type Said, say } from '../../lib/messages/said.ts';
import { walkEnds } from '../planning/planning.ts';
import { type Place, planJourney } from './journey.ts';
import { clockOfDay as clock } from '../../lib/format.ts';
import { NETWORK, servedAt, transitStop } from './network.ts';
import { type Journey, Timetable } from './router.ts';
import { modelTrips, type VehicleTrip } from './service.ts';

export { durationText } from './duration.ts';
import { stopsNear } from './router.ts';
import { withBase } from './skiBases.ts';

/** The typical hour and days access is measured on (a Wednesday in each season). */
export const TYPICAL = { depart: 10 * 60, summer: '2027-07-14', winter: '2027-01-13', hour: '10:00 AM' } as const;
/** The walking limit of the prebuilt answers, minutes each way. */
export const ACCESS_WALK_MINUTES = 20;

/** One leg as a page shows it; the page words `text` (TransitAccess.astro, CarFreeDays.astro). */
export interface LegView {
  kind: 'walk' | 'ride';
  text: Said;
  depart: string;
  arrive: string;
  colour?: string;
  line?: string;
  /** Its times rest on the model's estimates (decision 110): its text says so. */
  estimated?: boolean;
}

export interface TransitTrip {
  minutes: number;
  legs: LegView[];
}

export interface TransitAccess {
  stop: { name: string; walkMinutes: number; lines: Array<{ short: string; name: string; colour: string }> } | null;
  summer: TransitTrip | null;
  winter: TransitTrip | null;
  /** Games venues only: from downtown's City Center station on the winter day. */
  downtown?: TransitTrip | null;
  /** What the check found about a place the lines do not serve (data/network.json's `unserved`). */
  note?: string;
}

/** The airport's TRAX station as a place. */
export const AIRPORT_STATION: Place = { ...transitStop('airport')!, name: 'Airport Station' };

/**
 * A journey's legs as data: the times as the pages write them (in the Intl locale `intl`: a French
 * page's 24-hour clock), each leg's line a message (en.ts `transit.leg.*`).
 */
export function legViews(j: Journey, intl = DEFAULT_LOCALE): LegView[] {
  return j.legs.map((l) => {
    const depart = clock(l.depart, intl);
    const arrive = clock(l.arrive, intl);
    if (l.kind === 'walk')
      return {
        kind: 'walk',
        depart,
        arrive,
        text: say('transit.leg.walk', {
          distance: formatWalkDistance(l.km, intl),
          time: formatDuration(l.arrive - l.depart, 'short', intl),
          ends: walkEnds(l.from, l.to),
        }),
      };
    const ride = { line: l.line.name, from: l.from, start: depart, to: l.to, end: arrive };
    const said = l.stops > 1 ? say('transit.leg.rideStops', { ...ride, stops: l.stops }) : say('transit.leg.ride', ride);
    const view: LegView = { kind: 'ride', line: l.line.name, colour: l.line.colour, depart, arrive, text: said };
    return l.estimated ? { ...view, estimated: true, text: say('transit.leg.estimated', { leg: said }) } : view;
  });
}

/** When the estimates behind a page's estimated legs were last searched for (the latest date), or null when no leg is estimated. */
export function estimatesChecked(legs: readonly LegView[]): string | null {
  const lines = new Set(legs.filter((l) => l.estimated).map((l) => l.line));
  const dates = NETWORK.lines.filter((l) => lines.has(l.name)).flatMap((l) => (l.estimates ?? []).map((e) => e.checkedOn));
  return dates.length ? dates.sort().at(-1)! : null;
}

function nearestStop(p: Place): TransitAccess['stop'] {
  const near = [...stopsNear(p, ACCESS_WALK_MINUTES)].sort((a, b) => a.minutes - b.minutes)[0];
  if (!near) return null;
  const lines = NETWORK.lines.filter((l) => l.stops.some(([s]) => s === near.stop)).map((l) => ({ short: l.short, name: l.name, colour: l.colour }));
  return { name: transitStop(near.stop)!.name, walkMinutes: near.minutes, lines };
}

/** Where a day's trips come from: the model, or a GTFS feed's (gtfsFeed.server.ts). */
export type TripSource = (date: string) => VehicleTrip[];

// One timetable per day and source for the whole build (about 10,000 connections each).
const memo = new WeakMap<TripSource, Map<string, Timetable>>();
function tableOn(date: string, source: TripSource): Timetable {
  const bySource = memo.get(source) ?? memo.set(source, new Map()).get(source)!;
  return bySource.get(date) ?? bySource.set(date, new Timetable(source(date))).get(date)!;
}

/** Downtown Salt Lake City's TRAX station at City Center, where Games visitors staying downtown start. */
export const CITY_CENTER: Place = { ...transitStop('citycenter')!, name: 'City Center station' };

/** Waits at transfers shorter than this are left as they are: a later start would gain at most that. */
const TRANSFER_SLACK_MINUTES = 10;

/**
 * A trip's minutes door to door: from leaving the start as late as still arrives as early, to
 * arriving. Counted from 10:00 instead, the airport and downtown gave the same time to a place
 * both reach by the same bus (Park City Mountain: the wait for it was the airport's TRAX ride);
 * subtracting only the first wait still counted downtown's half hour at Salt Lake Central for
 * the Park City bus (issue 51). Arrival is monotone in the start (a later start never arrives
 * earlier), so the latest start is found by halving the span the waits allow: at most about five
 * more scans, and only for trips that wait at a transfer.
 */
function tripTo(p: Place, date: string, source: TripSource, from: Place = AIRPORT_STATION): TransitTrip | null {
  const table = tableOn(date, source);
  const opts = { maxWalkMinutes: ACCESS_WALK_MINUTES };
  let best = planJourney(table, from, p, TYPICAL.depart, opts);
  if (!best) return null;
  const rides = best.legs.filter((l) => l.kind === 'ride');
  // When the journey leaves: its start less the wait for its first ride.
  const leaves = (j: NonNullable<typeof best>, at: number) => at + (j.legs.find((l) => l.kind === 'ride')?.wait ?? 0);
  let start = leaves(best, TYPICAL.depart);
  const transferWaits = rides.slice(1).reduce((sum, l) => sum + l.wait, 0);
  if (transferWaits >= TRANSFER_SLACK_MINUTES) {
    const arrive = best.arrive;
    // start still arrives by `arrive`; start + span + 1 cannot (it would skip every wait).
    let lo = start;
    let hi = start + transferWaits + 1;
    while (hi - lo > 1) {
      const mid = Math.floor((lo + hi) / 2);
      const j = planJourney(table, from, p, mid, opts);
      if (j && j.arrive <= arrive) {
        lo = mid;
        best = j;
        start = leaves(j, mid);
      } else hi = mid;
    }
  }
  return { minutes: best.arrive - start, legs: legViews(best) };
}

/** How a place at these coordinates is reached without a car from the airport (and, for a Games venue, from downtown). */
export function transitAccess(place: Place, venue = false, source: TripSource = modelTrips): TransitAccess {
  // A ski area ends at its base stop (skiBases.ts); a place no stop serves but a line runs through
  // (Little Cottonwood Canyon, its point at the mouth where the ski buses do not stop): its
  // journeys ride to the named stop, as its note says.
  const p = withBase(place);
  const stop = servedAt(p.name);
  const to = stop ? { ...stop, name: p.name } : p;
  const note = NETWORK.unserved.find((u) => u.place === p.name)?.note;
  const base = { stop: nearestStop(p), summer: tripTo(to, TYPICAL.summer, source), winter: tripTo(to, TYPICAL.winter, source), ...(note && { note }) };
  return venue ? { ...base, downtown: tripTo(to, TYPICAL.winter, source, CITY_CENTER) } : base;
}

/** The lines a trip rides, in order ("Green Line → Blue Line"), or "on foot". */
export function linesOf(trip: TransitTrip): string {
  const rides = trip.legs.filter((l) => l.kind === 'ride').map((l) => l.line!);
  return rides.length > 0 ? rides.join(' → ') : 'on foot';
}

/** Quickest of the two seasons' trips, for lists and filters (null: no public transport). */
export function transitMinutes(a: TransitAccess): number | null {
  const m = [a.summer?.minutes, a.winter?.minutes].filter((x): x is number => x !== undefined);
  return m.length > 0 ? Math.min(...m) : null;
}
