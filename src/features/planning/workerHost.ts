/// <reference lib="webworker" />
// A planner worker's side of the page's messages (issue 38), one for the car planner's worker
// (plan.worker.ts) and the car-free one (transit/carFree.worker.ts): load the data once (as the
// worker starts, when the page named it), say what it is doing, answer each request with a plan or a refusal.
import { whileOfflineOnlyStored } from '../offline/stored.ts';
import type { LiveClosures, PlannerData } from './planning.ts';
import type { PlanResponse } from './planning.ts';
import { readStartName, type StartName } from './startName.ts';
import { type Said, say } from '../../lib/messages/said.ts';

export type { StartName } from './startName.ts';

export interface PlanRequest {
  search: string;
  dataUrl: string;
  /** The GTFS feed's timetable the car-free worker plans on, when the build has one (decision 064). */
  timetableUrl?: string | undefined;
  /** UDOT's closures in force now, for a plan of today (decision 048). */
  liveClosures?: LiveClosures;
}

/** What the worker says while it works, before the plan: the page's progress line. */
export interface PlanProgress {
  progress: Said;
}

type Run = (search: string, data: PlannerData, live: LiveClosures | undefined, request: PlanRequest) => PlanResponse | Promise<PlanResponse>;

const fetchData = (dataUrl: string): Promise<PlannerData> =>
  fetch(dataUrl).then((r) => {
    if (!r.ok) throw new Error(`plan data: ${r.status}`);
    return r.json() as Promise<PlannerData>;
  });

const nameOfThisWorker = (): string | undefined => (typeof self === 'undefined' ? undefined : (self as unknown as { name?: string }).name);

/**
 * The data a named worker loads, started as this module is evaluated (decision 071): the worker's
 * entry imports this module first, so the download runs while the planner's own modules (the road
 * graph, the schemas) are still being evaluated. servePlans takes it over.
 */
let early: { dataUrl: string; data: Promise<PlannerData> } | null = (() => {
  const start = readStartName(nameOfThisWorker());
  if (!start) return null;
  const data = fetchData(start.dataUrl);
  data.catch(() => undefined); // A failure is answered by the request that uses it.
  return { dataUrl: start.dataUrl, data };
})();

/**
 * Answers the page's requests with `run`; `progress` is the line shown while it plans; `warm`,
 * if given, starts whatever else the worker loads (the car-free one's timetable) with the data.
 * A worker started with a name (startName) loads its data at once, and plans the name's request
 * without waiting for a message.
 */
export function servePlans(run: Run, progress: Said, warm?: (start: StartName) => void): void {
  let data: Promise<PlannerData> | null = null;
  const load = (dataUrl: string): Promise<PlannerData> => (data ??= fetchData(dataUrl));
  const answer = (request: PlanRequest) => {
    load(request.dataUrl)
      // Offline the plan uses only the places this device can open (issue 20).
      .then(async (d) => {
        self.postMessage({ progress } satisfies PlanProgress);
        return run(request.search, { ...d, places: await whileOfflineOnlyStored(d.places) }, request.liveClosures, request);
      })
      .catch((): PlanResponse => {
        data = null;
        return { ok: false, error: say('plan.error.load'), fields: [] };
      })
      .then((response) => self.postMessage(response));
  };
  const start = readStartName(nameOfThisWorker());
  if (early && early.dataUrl === start?.dataUrl) data = early.data;
  early = null;
  if (start) {
    // A failed load is tried again by the request itself.
    load(start.dataUrl).catch(() => {
      data = null;
    });
    warm?.(start);
    if (start.search !== undefined) answer({ search: start.search, dataUrl: start.dataUrl, timetableUrl: start.timetableUrl });
  }
  self.addEventListener('message', (event: MessageEvent<PlanRequest>) => answer(event.data));
}
