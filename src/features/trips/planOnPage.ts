// /plan's planner on the page itself where workers are missing (the workers start with the page:
// planStart.ts, decision 065); without a car on the GTFS feed's timetable when the build wrote one
// (decision 064).
import { whileOfflineOnlyStored } from '../offline/stored.ts';
import type { LiveClosures, PlannerData, PlanResponse } from '../planning/planning.ts';

export const DATA_URL = '/plan-data.json';
/** The GTFS feed's timetable the build wrote for the car-free planner, if it had a feed (decision 064). */
export const timetableUrl = (): string | undefined => document.querySelector<HTMLMetaElement>('meta[name="slc-transit-timetable"]')?.content || undefined;

/** Plans on the main thread, where workers are missing. */
export async function onPage(search: string, carFree: boolean, closures: LiveClosures | undefined): Promise<PlanResponse> {
  const data = await fetch(DATA_URL).then((r) => r.json() as Promise<PlannerData>);
  const usable = { ...data, places: await whileOfflineOnlyStored(data.places) };
  if (carFree) return (await import('../transit/carFreeRun.ts')).runCarFreePlanOn(search, usable, timetableUrl());
  return (await import('../planner/planRun.ts')).runPlan(search, usable, closures);
}
