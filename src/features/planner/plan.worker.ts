/// <reference lib="webworker" />
// The planner off the main thread: a plan takes 50-300 ms of Dijkstra and insertion search.
import { runPlan } from './planRun.ts';
import { servePlans } from './workerHost.ts';

export type { PlanProgress, PlanRequest, StartName } from './workerHost.ts';

servePlans(runPlan, 'Fitting the places into your time…');
