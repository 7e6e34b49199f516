// /plan's planner off the main thread (issue 38): the car planner's worker, or without a car the
// transit room's (issue 36), each sent the plan data's URL and, with a GTFS feed, the feed's
// timetable the build wrote (decision 064); on the page itself where workers are missing.
import { whileOfflineOnlyStored } from '../offline/stored.ts';
import type { LiveClosures, PlannerData } from '../planner/planner.ts';
import type { PlanProgress, PlanRequest } from '../planner/plan.worker.ts';
import type { PlanResponse } from '../planner/planRun.ts';

export const DATA_URL = '/plan-data.json';
/** The GTFS feed's timetable the build wrote for the car-free planner, if it had a feed (decision 064). */
export const timetableUrl = (): string | undefined => document.querySelector<HTMLElement>('[data-plan-form]')?.dataset.transitTimetable || undefined;

/** The planner's worker, one per page, or null where workers are missing; without a car the transit room's (issue 36). */
export function startWorker(carFree: boolean): Worker | null {
  if (typeof Worker === 'undefined') return null;
  return carFree
    ? new Worker(new URL('../transit/carFree.worker.ts', import.meta.url), { type: 'module' })
    : new Worker(new URL('../planner/plan.worker.ts', import.meta.url), { type: 'module' });
}

/** Plans on the main thread, where workers are missing. */
export async function onPage(search: string, carFree: boolean, closures: LiveClosures | undefined): Promise<PlanResponse> {
  const data = await fetch(DATA_URL).then((r) => r.json() as Promise<PlannerData>);
  const usable = { ...data, places: await whileOfflineOnlyStored(data.places) };
  if (carFree) return (await import('../transit/carFreeRun.ts')).runCarFreePlanOn(search, usable, timetableUrl());
  return (await import('../planner/planRun.ts')).runPlan(search, usable, closures);
}

/** Runs one plan in the worker; its progress messages go to `onProgress` until the plan arrives. */
export function inWorker(worker: Worker, search: string, closures: LiveClosures | undefined, onProgress: (text: string) => void): Promise<PlanResponse> {
  return new Promise<PlanResponse>((resolve) => {
    worker.addEventListener('message', (event: MessageEvent<PlanResponse | PlanProgress>) => {
      if ('progress' in event.data) return onProgress(event.data.progress);
      resolve(event.data);
      worker.terminate();
    });
    worker.addEventListener('error', () => resolve({ ok: false, error: 'The planner could not start in this browser.', fields: [] }));
    worker.postMessage({ search, dataUrl: DATA_URL, timetableUrl: timetableUrl(), liveClosures: closures } satisfies PlanRequest);
  });
}
