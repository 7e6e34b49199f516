// The shape of "the roads on a date" (issue 27, decisions 047 and 054), apart from the module that
// builds it (roadsOn.ts), so shortestPaths.ts can take one without importing the builder; and the
// one shape of live closures, from UDOT to the planner's worker.

/**
 * What the day's live readings say on `date` (the Utah day they were read on, decision 048):
 * UDOT's closures, road segments by edge key (`${road}:${from}-${to}`) and places by id, with why
 * each place is closed when known, and the places a river gauge's reading closes or opens. They
 * hold on that day only: dayOf() drops them on any other.
 */
export interface LiveClosures {
  date: string;
  closedEdgeKeys?: readonly string[] | undefined;
  closedPlaceIds?: readonly string[] | undefined;
  /** Why a live-closed place is closed, by id ("SR-210 closed at Snowbird Entry 2 since 7:10 AM — UDOT"). */
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
