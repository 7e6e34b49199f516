/// <reference lib="webworker" />
// The planner off the main thread: a plan takes 50-300 ms of Dijkstra and insertion search.
import { whileOfflineOnlyStored } from '../offline/stored.ts';
import type { LiveClosures, PlannerData } from './planner.ts';
import { type PlanResponse, runPlan } from './planRun.ts';

export interface PlanRequest {
  search: string;
  dataUrl: string;
  /** UDOT's closures in force now, for a plan of today (decision 048). */
  liveClosures?: LiveClosures;
}

let data: Promise<PlannerData> | null = null;

self.addEventListener('message', (event: MessageEvent<PlanRequest>) => {
  const { search, dataUrl, liveClosures } = event.data;
  data ??= fetch(dataUrl).then((r) => {
    if (!r.ok) throw new Error(`plan data: ${r.status}`);
    return r.json() as Promise<PlannerData>;
  });
  data
    // Offline the plan uses only the places this device can open (issue 20).
    .then(async (d) => runPlan(search, { ...d, places: await whileOfflineOnlyStored(d.places) }, liveClosures))
    .catch((): PlanResponse => {
      data = null;
      return { ok: false, error: 'Could not load the places. Check your connection and try again.', fields: [] };
    })
    .then((response) => self.postMessage(response));
});
