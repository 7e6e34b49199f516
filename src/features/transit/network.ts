// The transit network as data (issue 36): stops, lines in order with run times, and service by
// period, each with its source. data/network.json is checked here once, by the schema, so a
// mistyped stop id fails the tests and the build rather than routing a traveller wrongly.
import { z } from 'zod';
import raw from './data/network.json' with { type: 'json' };

const hhmm = z.string().regex(/^([01]\d|2[0-7]):[0-5]\d$/, 'HH:MM');
const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'MM-DD');
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/** One period of a day's service: first departure, last departure, minutes between departures. */
const periodSchema = z.tuple([hhmm, hhmm, z.number().int().positive()]);
const callSchema = z.tuple([z.string(), z.number().min(0)]);
const serviceSchema = z.object({ weekday: z.array(periodSchema), saturday: z.array(periodSchema), sunday: z.array(periodSchema) });

export const stopSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  lat: z.number().min(36).max(42.5),
  lng: z.number().min(-114.5).max(-108.5),
  source: z.string().url().optional(),
});

export const lineSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  short: z.string().min(1),
  route: z.string().min(1),
  mode: z.enum(['light-rail', 'commuter-rail', 'streetcar', 'bus']),
  colour: z.string().regex(/^#[0-9a-f]{6}$/i),
  operator: z.string().min(1),
  source: z.string().url(),
  checkedOn: isoDate,
  note: z.string().min(1),
  estimated: z.boolean(),
  season: z.object({ from: monthDay, to: monthDay, source: z.string().url(), note: z.string() }).optional(),
  /** Stops in order with minutes from the first stop (or a shared `segments` entry from minute `at`); the reverse direction mirrors them. */
  stops: z.array(z.union([callSchema, z.object({ segment: z.string(), at: z.number().min(0) })])).min(2),
  /** By day type; `daily` for the same every day; or the name of a shared pattern (`servicePatterns`). */
  service: z.union([z.string(), z.object({ daily: z.array(periodSchema) }), serviceSchema]),
});

const rawNetworkSchema = z
  .object({
    checkedOn: isoDate,
    tripPlanner: z.string().url(),
    note: z.string(),
    servicePatterns: z.object({ note: z.string() }).catchall(z.unknown()),
    segments: z.object({ note: z.string() }).catchall(z.unknown()),
    holidays: z.object({ note: z.string(), source: z.string().url(), dates: z.array(isoDate) }),
    stops: z.array(stopSchema),
    lines: z.array(lineSchema),
    unserved: z.array(z.object({ place: z.string(), note: z.string() })),
  })
  .superRefine((net, ctx) => {
    for (const line of net.lines) {
      if (typeof line.service === 'string' && !serviceSchema.safeParse(net.servicePatterns[line.service]).success)
        ctx.addIssue({ code: 'custom', message: `${line.id}: unknown service pattern "${line.service}"`, path: ['lines', line.id] });
      for (const call of line.stops)
        if (!Array.isArray(call) && !z.array(callSchema).safeParse(net.segments[call.segment]).success)
          ctx.addIssue({ code: 'custom', message: `${line.id}: unknown segment "${call.segment}"`, path: ['lines', line.id] });
    }
  });

/** The network with each line's service resolved to its weekday, Saturday and Sunday periods. */
type RawCall = z.infer<typeof lineSchema>['stops'][number];

/** A line's calls with shared segments written out, each segment's minutes shifted to where it starts. */
const expand = (calls: RawCall[], segments: Record<string, unknown>): Array<[string, number]> =>
  calls.flatMap((c) => (Array.isArray(c) ? [c] : (segments[c.segment] as Array<[string, number]>).map(([id, m]) => [id, c.at + m] as [string, number])));

/** The network with shared segments written out and each line's service resolved to its weekday, Saturday and Sunday periods. */
export const networkSchema = rawNetworkSchema
  .transform(({ servicePatterns, segments, ...net }) => ({
    ...net,
    lines: net.lines.map((line) => ({
      ...line,
      stops: expand(line.stops, segments),
      service:
        typeof line.service === 'string'
          ? serviceSchema.parse(servicePatterns[line.service])
          : 'daily' in line.service
            ? { weekday: line.service.daily, saturday: line.service.daily, sunday: line.service.daily }
            : line.service,
    })),
  }))
  .superRefine((net, ctx) => {
    const ids = new Set(net.stops.map((s) => s.id));
    for (const line of net.lines) {
      line.stops.forEach(([id, at], i) => {
        if (!ids.has(id)) ctx.addIssue({ code: 'custom', message: `${line.id}: unknown stop "${id}"`, path: ['lines', line.id] });
        const prev = line.stops[i - 1];
        if (prev && at <= prev[1]) ctx.addIssue({ code: 'custom', message: `${line.id}: run time not increasing at "${id}"`, path: ['lines', line.id] });
      });
    }
  });

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

/** "HH:MM" → minutes after midnight (times past 24:00 belong to the service day before). */
export function toMinutes(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
}

/** Minutes after midnight → "HH:MM" (wrapping past midnight). */
/** "7:05 AM" for minutes after midnight: the one clock format of the pages (issue 39). */
export function clock12(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

export function clock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
