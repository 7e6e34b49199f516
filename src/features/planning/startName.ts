/**
 * The name the page gives the worker it starts (issue 38, decision 071), read as the worker starts:
 * the data to load and, for a plan that needs nothing the page adds later (another day's), the
 * request itself. A message the page posts before the worker's script has run is held by the
 * page's main thread until the script has run, and forwarded only when that thread is free of the
 * page's own start; a name needs no message, so the worker loads its data and plans on its own.
 */
export interface StartName {
  dataUrl: string;
  /** The GTFS feed's timetable (the car-free worker), when the build has one (decision 064). */
  timetableUrl?: string | undefined;
  /** The query of the plan to make at once. */
  search?: string | undefined;
}

/** The worker's name for a start. */
export const startName = (start: StartName): string => JSON.stringify(start);

/** The start a worker's name carries, or null (a worker started without one, or a name not ours). */
export function readStartName(name: string | undefined): StartName | null {
  try {
    const v = JSON.parse(name ?? '') as Record<string, unknown> | null;
    if (!v || typeof v.dataUrl !== 'string') return null;
    const text = (x: unknown) => (typeof x === 'string' ? x : undefined);
    return { dataUrl: v.dataUrl, timetableUrl: text(v.timetableUrl), search: text(v.search) };
  } catch {
    return null;
  }
}
