// The shape of "the roads on a date" (issue 27, decision 047), apart from the module that builds
// it (roadsOn.ts), so shortestPaths.ts can take one without importing the builder.

/** Whether a place can be reached on the day, and why not. */
export interface PlaceOpen {
  open: boolean;
  /** "Road closed in winter, usually Nov to mid-June", or the live closure's text. */
  reason?: string;
}

/** The road graph with the closures in force on one date. */
export interface RoadDay {
  /** YYYY-MM-DD, a Utah date. */
  date: string;
  /** Memo key for shortest-path trees: the date and the live closures. */
  key: string;
  /** Indices (into the graph's edge list) of the segments closed that day. */
  closedEdges: ReadonlySet<number>;
  isOpen(edgeIndex: number): boolean;
  /** Per-place seasonal access rules and live place closures. */
  placeOpen(placeId: string): PlaceOpen;
}
