// The transit network as data (issue 36): stops, lines in order with run times, and service by
// period, each with its source. data/network.json is checked here once, by the schema, so a
// mistyped stop id fails the tests and the build rather than routing a traveler wrongly.
// zod/mini (issue 38): this module ships in the car-free planner's worker, where classic zod's
// methods would add ~80 KB to compile before the first plan; the checks are the ones classic
// zod's methods add (`.min()` on a number is gte, on an array minLength).
import * as z from 'zod/mini';
import raw from './data/network.json' with { type: 'json' };

const hhmm = z.string().check(z.regex(/^([01]\d|2[0-7]):[0-5]\d$/, 'HH:MM'));
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'));
const nonEmpty = () => z.string().check(z.minLength(1));

/** One period of a day's service: first departure, last departure, minutes between departures. */
const periodSchema = z.tuple([hhmm, hhmm, z.number().check(z.int(), z.positive())]);
const callSchema = z.tuple([z.string(), z.number().check(z.gte(0))]);
const serviceSchema = z.object({ weekday: z.array(periodSchema), saturday: z.array(periodSchema), sunday: z.array(periodSchema) });

export const stopSchema = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  lat: z.number().check(z.gte(36), z.lte(42.5)),
  lng: z.number().check(z.gte(-114.5), z.lte(-108.5)),
  source: z.optional(z.url()),
  checkedOn: z.optional(isoDate),
  note: z.optional(nonEmpty()),
});

/** One figure of a line (a run time, a headway, an hour) with where it was published and when it was checked. */
const figureSourceSchema = z.object({ figure: nonEmpty(), source: z.url(), checkedOn: isoDate });

/**
 * A figure no published source was found for (issue 50, decision 110), said so on the legs that
 * rest on it: a day type's trips leaving a terminus before `before`, or the times at `stops`;
 * `searched` records what was looked for and found.
 */
const estimateSchema = z.object({
  figure: nonEmpty(),
  day: z.optional(z.enum(['weekday', 'saturday', 'sunday'])),
  before: z.optional(hhmm),
  stops: z.optional(z.array(nonEmpty()).check(z.minLength(1))),
  searched: nonEmpty(),
  checkedOn: isoDate,
});

export const lineSchema = z.object({
  id: nonEmpty(),
  name: nonEmpty(),
  short: nonEmpty(),
  route: nonEmpty(),
  mode: z.enum(['light-rail', 'commuter-rail', 'streetcar', 'bus']),
  colour: z.string().check(z.regex(/^#[0-9a-f]{6}$/i)),
  operator: nonEmpty(),
  source: z.url(),
  checkedOn: isoDate,
  note: nonEmpty(),
  estimated: z.boolean(),
  /** The line's figures one by one with their sources (issue 50); what none of them covers is estimated, as `note` says. */
  sources: z.optional(z.array(figureSourceSchema)),
  /** Figures not found published, which the legs resting on them say are estimated. */
  estimates: z.optional(z.array(estimateSchema)),
  /** A seasonal line: the id of its season in data/serviceCalendar.json, whose published windows it runs in. */
  season: z.optional(nonEmpty()),
  /** Service that replaces `service` inside a season's published windows (Park City's winter headways); outside them, and in a season not yet published, `service` runs. */
  seasonal: z.optional(z.object({ season: nonEmpty(), service: z.union([z.object({ daily: z.array(periodSchema) }), serviceSchema]) })),
  /** Stops in order with minutes from the first stop (or a shared `segments` entry from minute `at`); the reverse direction mirrors them. */
  stops: z.array(z.union([callSchema, z.object({ segment: z.string(), at: z.number().check(z.gte(0)) })])).check(z.minLength(2)),
  /** By day type; `daily` for the same every day; or the name of a shared pattern (`servicePatterns`). */
  service: z.union([z.string(), z.object({ daily: z.array(periodSchema) }), serviceSchema]),
});

const rawNetworkSchema = z
  .object({
    checkedOn: isoDate,
    tripPlanner: z.url(),
    note: z.string(),
    servicePatterns: z.catchall(z.object({ note: z.string() }), z.unknown()),
    segments: z.catchall(z.object({ note: z.string() }), z.unknown()),
    stops: z.array(stopSchema),
    lines: z.array(lineSchema),
    /** What the check found about places no stop serves; `servedAt` names the stop whose rides stand for the place (a canyon reached only by riding up it). */
    unserved: z.array(z.object({ place: z.string(), note: z.string(), servedAt: z.optional(nonEmpty()) })),
  })
  .check(
    z.superRefine((net, ctx) => {
      for (const line of net.lines) {
        if (typeof line.service === 'string' && !serviceSchema.safeParse(net.servicePatterns[line.service]).success)
          ctx.addIssue({ code: 'custom', message: `${line.id}: unknown service pattern "${line.service}"`, path: ['lines', line.id] });
        for (const call of line.stops)
          if (!Array.isArray(call) && !z.array(callSchema).safeParse(net.segments[call.segment]).success)
            ctx.addIssue({ code: 'custom', message: `${line.id}: unknown segment "${call.segment}"`, path: ['lines', line.id] });
      }
    }),
  );

/** The network with each line's service resolved to its weekday, Saturday and Sunday periods. */
type RawCall = z.infer<typeof lineSchema>['stops'][number];

/** A line's calls with shared segments written out, each segment's minutes shifted to where it starts. */
const expand = (calls: RawCall[], segments: Record<string, unknown>): Array<[string, number]> =>
  calls.flatMap((c) => (Array.isArray(c) ? [c] : (segments[c.segment] as Array<[string, number]>).map(([id, m]) => [id, c.at + m] as [string, number])));

type RawNetwork = z.output<typeof rawNetworkSchema>;

type RawService = z.infer<typeof lineSchema>['service'];
const byDay = (service: Exclude<RawService, string>) =>
  'daily' in service ? { weekday: service.daily, saturday: service.daily, sunday: service.daily } : service;

/** Shared segments written out, each line's service resolved to its weekday, Saturday and Sunday periods. */
const resolve = ({ servicePatterns, segments, ...net }: RawNetwork) => ({
  ...net,
  lines: net.lines.map(({ seasonal, ...line }) => ({
    ...line,
    stops: expand(line.stops, segments),
    service: typeof line.service === 'string' ? serviceSchema.parse(servicePatterns[line.service]) : byDay(line.service),
    ...(seasonal && { seasonal: { season: seasonal.season, service: byDay(seasonal.service) } }),
  })),
});

/** The network with shared segments written out and each line's service resolved to its weekday, Saturday and Sunday periods. */
export const networkSchema = z.pipe(rawNetworkSchema, z.transform(resolve)).check(
  z.superRefine((net, ctx) => {
    const ids = new Set(net.stops.map((s) => s.id));
    for (const u of net.unserved)
      if (u.servedAt && !ids.has(u.servedAt)) ctx.addIssue({ code: 'custom', message: `${u.place}: unknown stop "${u.servedAt}"`, path: ['unserved'] });
    for (const line of net.lines) {
      line.stops.forEach(([id, at], i) => {
        if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `${line.id}: unknown stop "${id}"`, path: ['lines', line.id] });
        const prev = line.stops[i - 1];
        if (prev && at <= prev[1]) ctx.addIssue({ code: 'custom', message: `${line.id}: run time not increasing at "${id}"`, path: ['lines', line.id] });
      });
      for (const e of line.estimates ?? []) {
        if (!e.stops === !(e.day && e.before))
          ctx.addIssue({ code: 'custom', message: `${line.id}: an estimate names stops or a day and an hour`, path: ['lines', line.id] });
        for (const id of e.stops ?? [])
          if (!line.stops.some(([s]) => s === id))
            ctx.addIssue({ code: 'custom', message: `${line.id}: estimate at a stop not on the line "${id}"`, path: ['lines', line.id] });
      }
    }
  }),
);

export type TransitStop = z.infer<typeof stopSchema>;
export type TransitNetwork = z.output<typeof networkSchema>;
export type TransitLine = TransitNetwork['lines'][number];
export type DayType = keyof TransitLine['service'];

/** The checked network (throws at import on a broken data file, naming the fault). */
export const NETWORK: TransitNetwork = networkSchema.parse(raw);

const STOP_BY_ID = new Map(NETWORK.stops.map((s) => [s.id, s]));

/** A stop by id. */
export function transitStop(id: string): TransitStop | undefined {
  return STOP_BY_ID.get(id);
}

/** The stop whose rides stand for a place no stop serves (`unserved`'s `servedAt`: Little Cottonwood Canyon's Snowbird), if any. */
export function servedAt(placeName: string): TransitStop | undefined {
  const id = NETWORK.unserved.find((u) => u.place === placeName)?.servedAt;
  return id === undefined ? undefined : transitStop(id);
}

/** "HH:MM" → minutes after midnight (times past 24:00 belong to the service day before). */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** Minutes after midnight → "HH:MM" (wrapping past midnight). */
export function clock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
