// The shape of "the roads on a date" (issue 27, decisions 047 and 054), apart from the module that
// builds it (roadsOn.ts), so shortestPaths.ts can take one without importing the builder; what a
// day's live readings say; and UDOT's closures in their one shape (below), which the day carries.

/**
 * What the day's live readings say on `date` (the Utah day they were read on, decision 048):
 * UDOT's closures themselves (their segments close; the planner is handed them as the store read
 * them, decision 097), the places closed by id (those UDOT's closures cut off or close with their
 * road, and those a river gauge's reading closes), with why when known, and the places a reading
 * opens. They hold on that day only: dayOf() drops them on any other.
 */
export interface LiveClosures {
  date: string;
  /** UDOT's closures and restrictions in force: the segments of the closures are closed (the roads read no more of them). */
  closures?: ReadonlyArray<Pick<Closure, 'kind' | 'edgeKeys'>> | undefined;
  closedPlaceIds?: readonly string[] | undefined;
  /** Why a live-closed place is closed, by id (the river's reading; without one, roadsOn.ts's "Closed today (live road report)"). */
  placeReasons?: Readonly<Record<string, string>> | undefined;
  /**
   * Places a reading of that day opens although their usual season shuts them (issue 49: The
   * Narrows when the river runs at or below the park's threshold in the spring runoff).
   */
  openPlaceIds?: readonly string[] | undefined;
  /** What the day's reading says of a place, by id, shown under its stop ("The Narrows: open by the river's flow: …"). */
  placeNotes?: Readonly<Record<string, string>> | undefined;
}

/** Whether a place can be reached on the day, and why not. */
export interface PlaceOpen {
  open: boolean;
  /** "Road closed in winter, usually Nov to mid-June", or the live closure's text. */
  reason?: string;
}

/**
 * The roads a drive is measured on: a date's ({@link RoadDay}), or every road open
 * (shortestPaths.ts's EVERY_ROAD_OPEN, the one value with no date: issue 47).
 */
export interface Roads {
  /**
   * The graph itself, apart from the date: its closed segments ("edges:3,17"). Days that close the
   * same segments drive the same graph and share their shortest-path trees (issue 38: the days of a
   * May trip build each tree once, not once a day).
   */
  graph: string;
  /** Whether the segment (an index into the graph's edge list) can be driven. */
  isOpen(edgeIndex: number): boolean;
  /** Per-place seasonal access rules and live place closures. */
  placeOpen(placeId: string): PlaceOpen;
}

/** The road graph with the closures in force on one date. */
export interface RoadDay extends Roads {
  /** YYYY-MM-DD, a Utah date. */
  date: string;
  /** Memo key of the day: the date and the live closures. */
  key: string;
  /** Indices (into the graph's edge list) of the segments closed that day. */
  closedEdges: ReadonlySet<number>;
}

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
