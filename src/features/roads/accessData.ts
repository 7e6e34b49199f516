/**
 * The per-place access data (data/access.json) as a schema, and the check that runs it (issue 27):
 * where a place joins the road graph when its nearest node is across a ridge, and the seasonal
 * rule of a place at the end of a road the graph does not have (the gate, the usual window, the
 * source and the day it was read). Like roadData.ts, the modules only cast the JSON; this check
 * runs in accessData.test.ts and in `npm run data:drive-times`, naming the place at fault.
 */
import { z } from 'zod';
import access from './data/access.json' with { type: 'json' };
import { ROAD_DATA } from './roadNetwork.ts';

const monthDay = z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected MM-DD');

const winterRuleSchema = z.strictObject({
  /** Where the road closes, in words. */
  gate: z.string().min(1),
  /** First and last closed day (Utah), wrapping the new year. */
  from: monthDay,
  to: monthDay,
  /** "usually Nov to mid-June". */
  when: z.string().regex(/^usually /, 'starts with "usually": the dates are typical'),
  /** The sentence shown instead of "Road closed in winter, <when>", where it needs more. */
  text: z.string().min(1).optional(),
  source: z.url(),
  checkedOn: z.iso.date(),
  /** The agency that closes the road and publishes its state (issue 49): what /conditions cites. */
  agency: z.strictObject({ name: z.string().min(1), url: z.url() }),
  /**
   * The place stays open in winter, reached by another road to another part of it: the node that
   * road reaches, the straight-line miles from it to the part open in winter, and the road's name.
   */
  winterAccess: z.strictObject({ node: z.string().min(1), miles: z.number().nonnegative().max(5), via: z.string().min(1), part: z.string().min(1) }).optional(),
});

const placeAccessSchema = z.strictObject({
  /** The catalogue id of the place. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** The graph nodes the place's access road leaves from, replacing its nearest nodes. */
  access: z.array(z.string().min(1)).min(1).optional(),
  note: z.string().optional(),
  winter: winterRuleSchema.optional(),
});

export const accessDataSchema = z.strictObject({ places: z.array(placeAccessSchema).min(1) });
export type AccessData = z.infer<typeof accessDataSchema>;
export type PlaceWinterRule = z.infer<typeof winterRuleSchema>;

/** Every problem of the access data, each naming its place; empty when sound. */
export function validateAccessData(data: unknown = access): string[] {
  const parsed = accessDataSchema.safeParse(data);
  if (!parsed.success) {
    const input = data as { places?: Array<{ id?: unknown }> };
    return parsed.error.issues.map((issue) => {
      const [, index, ...rest] = issue.path;
      return `place ${String(input.places?.[Number(index)]?.id ?? `#${String(index)}`)}: ${rest.join('.')} ${issue.message}`;
    });
  }
  const nodes = new Set(ROAD_DATA.nodes.map((n) => n.id));
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const place of parsed.data.places) {
    if (seen.has(place.id)) problems.push(`place ${place.id}: listed twice`);
    seen.add(place.id);
    for (const id of [...(place.access ?? []), ...(place.winter?.winterAccess ? [place.winter.winterAccess.node] : [])])
      if (!nodes.has(id)) problems.push(`place ${place.id}: unknown node "${id}"`);
    if (!place.access && !place.winter) problems.push(`place ${place.id}: neither access nor winter`);
    if (place.winter && place.winter.from <= place.winter.to)
      problems.push(`place ${place.id}: winter window ${place.winter.from}–${place.winter.to} does not wrap the new year`);
  }
  return problems;
}
