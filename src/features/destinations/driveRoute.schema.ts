import { z } from 'zod';

/**
 * Issue 48, decision 139 ("what a visit is"): a scenic byway or a canyon road is a drive with stops on
 * it, not a stop at its turnoff. Its route as the catalogue records it: how it is driven, its line from
 * one end to the other (enough ordered points to measure which places lie on it), its length and its
 * one-way driving time, with the page they were read from and the day they were checked.
 */
export const driveRouteSchema = z
  .object({
    kind: z
      .enum(['through', 'out-and-back', 'loop'])
      .describe('"through": driven end to end; "out-and-back": a dead end, driven in and back; "loop": it returns to the road it left'),
    line: z
      .array(z.tuple([z.number().min(36.0).max(42.6), z.number().min(-115.2).max(-108.0)]).describe('one point [lat, lng] of the road, WGS84'))
      .min(2)
      .max(16)
      .describe('the road from one end to the other, in order: its first and last points are its ends'),
    miles: z.number().positive().max(300).describe('its length one way, as the source gives it'),
    minutes: z.number().int().positive().max(360).describe('its driving time one way, without stops'),
    estimated: z.literal(true).optional().describe('set where the source gives no driving time: the minutes are estimated from the length and the road'),
    source: z.url().describe('the page the length (and time) were read from'),
    checkedOn: z.iso.date().describe('the day someone last checked them, YYYY-MM-DD'),
  })
  .strict()
  .describe('the route of a scenic byway or canyon drive');
export type DriveRoute = z.infer<typeof driveRouteSchema>;
