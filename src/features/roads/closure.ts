// A live road closure, one shape from UDOT's scan to the plan (issue 47, decision 097): the scan
// makes it (closures/fromUdot.ts), the store writes and reads it (closures.server.ts), /conditions
// and the plan page draw it (the answer's items), and the planner's day closes its segments
// (LiveClosures.closures, roadsOn.ts). In the roads room so the day can hold it (the roads stand
// on src/lib alone); the closures room re-exports it. Pure and light: islands import it.

/** A closure closes its segments; a restriction (traction law, chains) only slows them. */
export type ClosureKind = 'closure' | 'restriction';

/** One UDOT event or mountain pass in force, matched to the graph's segments and the catalogue's places. */
export interface Closure {
  /** "event-<UDOT id>" or "pass-<UDOT id>". */
  id: string;
  /** Who reports it: UDOT's traffic API, the one live source of road closures. */
  source: 'udot';
  kind: ClosureKind;
  /** The road as the graph names it, e.g. "SR-210". */
  road: string;
  /** Why, in UDOT's words. */
  description: string;
  /** Where on the road, when UDOT says ("Snowbird Entry 2"). */
  location: string | null;
  /** When it began (ISO), or null when UDOT gives no start. */
  since: string | null;
  /** When UDOT last changed it (ISO), or null. */
  updatedAt: string | null;
  /** When UDOT plans it to end (ISO), or null: the store's read leaves out those ended. */
  endsAt: string | null;
  /** UDOT's point, or null (a record without one is not kept). */
  lat: number | null;
  lng: number | null;
  /** The graph's segments it closes or restricts, by key (`${road}:${from}-${to}`, roadsOn.ts's edgeKey). */
  edgeKeys: string[];
  /** The places it cuts off (no open road reaches them). */
  placeIds: string[];
  /**
   * The places along the closed or restricted road itself (closures/alongRoad.ts): the canyon, byway or
   * highway it is, and places standing on it, such as a trailhead by the highway (issue 40).
   */
  alongPlaceIds: string[];
}

/** Every place a closure touches: those it cuts off and those along its road. */
export const placesTouched = (c: Pick<Closure, 'placeIds' | 'alongPlaceIds'>): string[] => [...new Set([...c.placeIds, ...c.alongPlaceIds])];

/** The segments the closures close (restrictions close none), each once, sorted. */
export const closedEdgeKeys = (closures: ReadonlyArray<Pick<Closure, 'kind' | 'edgeKeys'>>): string[] =>
  [...new Set(closures.flatMap((c) => (c.kind === 'closure' ? c.edgeKeys : [])))].sort();
