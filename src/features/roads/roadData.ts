/**
 * The road graph's data (data/roads.json) as a schema, and the check that runs it (issue 26).
 * The graph module only casts the JSON (no zod in the planner's worker or the map); this check
 * runs in roadData.test.ts and in `npm run data:drive-times`, and every problem names its road
 * (or node), so a mistyped id or a missing speed fails a test that says where, never the import.
 */
import { z } from 'zod';
import { CLOSURES, type ClosureName } from './usualClosures.ts';
import roads from './data/roads.json' with { type: 'json' };

const nodeSchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9_]+$/, 'lower-case letters, digits and _'),
  name: z.string().min(1),
  lat: z.number().min(30).max(46),
  lng: z.number().min(-121).max(-102),
  /** The part of the network, for reading the file; unused by the model. */
  area: z.string().nullable(),
});

const stopSchema = z.union([z.string().min(1), z.strictObject({ node: z.string().min(1), miles: z.number().positive() })]);

const routeSchema = z.strictObject({
  /** Road name, e.g. "I-15", "SR-12", "Burr Trail". */
  road: z.string().min(1),
  /** Average free-flow speed in mph. */
  mph: z.number().positive().max(85),
  /** Road length over chord length for hops without their own `miles`. */
  curve: z.number().min(1).max(3),
  surface: z.enum(['paved', 'gravel', 'dirt']),
  closure: z.enum(Object.keys(CLOSURES) as [ClosureName, ...ClosureName[]]).nullable(),
  /** Consecutive nodes along the road; `{ node, miles }` gives the real mileage of the hop ending there. */
  stops: z.array(stopSchema).min(2),
  area: z.string().nullable(),
  /** Why the road is modelled as it is, where that is not obvious. */
  note: z.string().optional(),
});

export const roadDataSchema = z.strictObject({ nodes: z.array(nodeSchema).min(1), routes: z.array(routeSchema).min(1) });
export type RoadData = z.infer<typeof roadDataSchema>;

/** Every problem of the road data, each naming the road or node at fault; empty when sound. */
export function validateRoadData(data: unknown = roads): string[] {
  const parsed = roadDataSchema.safeParse(data);
  if (!parsed.success) {
    const input = data as { nodes?: Array<{ id?: unknown }>; routes?: Array<{ road?: unknown }> };
    return parsed.error.issues.map((issue) => {
      const [list, index, ...rest] = issue.path;
      const row =
        list === 'routes'
          ? `route ${String(input.routes?.[Number(index)]?.road ?? `#${String(index)}`)}`
          : `node ${String(input.nodes?.[Number(index)]?.id ?? `#${String(index)}`)}`;
      return `${row}: ${rest.join('.') || String(list ?? '')} ${issue.message}`;
    });
  }
  const problems: string[] = [];
  const ids = new Set<string>();
  for (const node of parsed.data.nodes) {
    if (ids.has(node.id)) problems.push(`node ${node.id}: listed twice`);
    ids.add(node.id);
  }
  const used = new Set<string>();
  for (const route of parsed.data.routes) {
    for (const stop of route.stops) {
      const id = typeof stop === 'string' ? stop : stop.node;
      used.add(id);
      if (!ids.has(id)) problems.push(`route ${route.road}: unknown node "${id}"`);
    }
  }
  for (const id of ids) if (!used.has(id)) problems.push(`node ${id}: on no route`);
  return problems;
}

/** Throws with every problem listed: for scripts and the build, which must stop on bad data. */
export function assertRoadData(data: unknown = roads): void {
  const problems = validateRoadData(data);
  if (problems.length > 0) throw new Error(`The road data (src/features/roads/data/roads.json) is not sound:\n  ${problems.join('\n  ')}`);
}
