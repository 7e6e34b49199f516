// UDOT's traffic API (udottraffic.utah.gov/api/v2/get/…), the parts this site reads. The
// service is an IBI 511 "v2" feed: every resource answers a JSON array of PascalCase records,
// times as Unix seconds. Fields we do not read are let through untouched; a record that lacks
// what we need is dropped (the rest of the answer still counts), never the whole answer.
import { z } from 'zod';

const text = z.string().nullish();
/** Unix seconds (UDOT) or, from some 511 feeds, milliseconds; 0 and null mean "none". */
const unixTime = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).nullish();
const coordinate = z.union([z.number(), z.string().transform(Number)]).nullish();

/** One record of `GET /api/v2/get/event?key=…&format=json`. */
export const udotEventSchema = z.looseObject({
  ID: z.union([z.string().min(1), z.number()]).transform(String),
  RoadwayName: text,
  DirectionOfTravel: text,
  Description: text,
  Comment: text,
  /** Where on the road, in words ("Snowbird Entry 2"); not every 511 feed sends it. */
  Location: text,
  EventType: text,
  EventSubType: text,
  IsFullClosure: z.union([z.boolean(), z.string().transform((s) => s.toLowerCase() === 'true')]).nullish(),
  LanesAffected: text,
  Latitude: coordinate,
  Longitude: coordinate,
  LatitudeSecondary: coordinate,
  LongitudeSecondary: coordinate,
  Reported: unixTime,
  LastUpdated: unixTime,
  StartDate: unixTime,
  PlannedEndDate: unixTime,
});
export type UdotEvent = z.infer<typeof udotEventSchema>;

/** One record of `GET /api/v2/get/mountainpasses?key=…&format=json`. */
export const udotPassSchema = z.looseObject({
  Id: z.union([z.string().min(1), z.number()]).transform(String),
  Name: z.string(),
  Roadway: text,
  Latitude: coordinate,
  Longitude: coordinate,
  SeasonalRouteName: text,
  SeasonalClosureTitle: text,
  SeasonalInfo: z.array(z.looseObject({ SeasonalClosureDescription: text, SeasonalClosureStatus: text })).nullish(),
});
export type UdotPass = z.infer<typeof udotPassSchema>;

/** Keeps the records of an array answer that fit the schema; anything but an array throws. */
export function parseRecords<S extends z.ZodType>(schema: S, body: unknown): Array<z.infer<S>> {
  if (!Array.isArray(body)) throw new Error('UDOT answered something other than a list');
  const out: Array<z.infer<S>> = [];
  for (const record of body) {
    const parsed = schema.safeParse(record);
    if (parsed.success) out.push(parsed.data);
  }
  return out;
}

/** A UDOT time (seconds, or milliseconds from feeds that send them) as an ISO string; null for none. */
export function udotTime(value: number | null | undefined): string | null {
  if (value === null || value === undefined || !Number.isFinite(value) || value <= 0) return null;
  const ms = value > 10_000_000_000 ? value : value * 1000;
  return new Date(ms).toISOString();
}
