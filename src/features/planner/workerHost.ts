/// <reference lib="webworker" />
// A planner worker's side of the page's messages (issue 38), one for the car planner's worker
// (plan.worker.ts) and the car-free one (transit/carFree.worker.ts): load the data once (a warm-up
// may start it), say what it is doing, answer each request with a plan or a refusal.
import { whileOfflineOnlyStored } from '../offline/stored.ts';
import type { LiveClosures, PlannerData } from './planner.ts';
import type { PlanResponse } from './planRun.ts';

export interface PlanRequest {
  search: string;
  dataUrl: string;
  /** The GTFS feed's timetable the car-free worker plans on, when the build has one (decision 064). */
  timetableUrl?: string;
  /** UDOT's closures in force now, for a plan of today (decision 048). */
  liveClosures?: LiveClosures;
}

/**
 * Sent first, as the page starts, so the data loads while the page still reads its form and the
 * live closures (issue 38): with the data's bytes when the page fetched them (decision 065), else
 * the worker fetches `dataUrl` itself.
 */
export interface WarmRequest {
  warm: true;
  dataUrl: string;
  timetableUrl?: string;
  bytes?: ArrayBuffer;
}

/** What the worker says while it works, before the plan: the page's progress line. */
export interface PlanProgress {
  progress: string;
}

type Run = (search: string, data: PlannerData, live: LiveClosures | undefined, request: PlanRequest) => PlanResponse | Promise<PlanResponse>;

/**
 * Answers the page's requests with `run`; `progress` is the line shown while it plans; `warm`,
 * if given, starts whatever else the worker loads (the car-free one's timetable) with the data.
 */
export function servePlans(run: Run, progress: string, warm?: (request: WarmRequest) => void): void {
  let data: Promise<PlannerData> | null = null;
  const load = (dataUrl: string): Promise<PlannerData> =>
    (data ??= fetch(dataUrl).then((r) => {
      if (!r.ok) throw new Error(`plan data: ${r.status}`);
      return r.json() as Promise<PlannerData>;
    }));
  self.addEventListener('message', (event: MessageEvent<PlanRequest | WarmRequest>) => {
    if ('warm' in event.data) {
      const { bytes } = event.data;
      if (bytes) data ??= Promise.resolve().then(() => JSON.parse(new TextDecoder().decode(bytes)) as PlannerData);
      // A failed warm-up is tried again by the request itself.
      load(event.data.dataUrl).catch(() => {
        data = null;
      });
      warm?.(event.data);
      return;
    }
    const request = event.data;
    const { search, dataUrl, liveClosures } = request;
    load(dataUrl)
      // Offline the plan uses only the places this device can open (issue 20).
      .then(async (d) => {
        self.postMessage({ progress } satisfies PlanProgress);
        return run(search, { ...d, places: await whileOfflineOnlyStored(d.places) }, liveClosures, request);
      })
      .catch((): PlanResponse => {
        data = null;
        return { ok: false, error: 'Could not load the places. Check your connection and try again.', fields: [] };
      })
      .then((response) => self.postMessage(response));
  });
}
