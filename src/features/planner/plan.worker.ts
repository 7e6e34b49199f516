/// <reference lib="webworker" />
// The planner off the main thread: a plan takes 50-300 ms of Dijkstra and insertion search.
// workerHost.ts first: evaluated before the planner's modules, it starts loading the data the
// worker's name asks for while they are evaluated (decision 071).
import { servePlans } from '../planning/workerHost.ts';
import { runPlan } from './planRun.ts';
import { say } from '../../lib/messages/said.ts';

export type { PlanProgress, PlanRequest, StartName } from '../planning/workerHost.ts';

servePlans(runPlan, say('plan.progress.car'));
