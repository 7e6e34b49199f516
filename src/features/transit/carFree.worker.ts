/// <reference lib="webworker" />
// Plans without a car off the main thread (issue 36, decision 060): /plan starts this worker in
// place of the car planner's when the query says `car=0`, with the same messages, so the
// network, the router and the walks load only for those who asked for them (decision 058b). With
// a GTFS feed the page names its timetable file and the plan runs on the feed's trips (decision 064).
// workerHost.ts first: it starts loading the data as the worker's modules are evaluated (decision 071).
import { servePlans } from '../planning/workerHost.ts';
import { runCarFreePlanOn } from './carFreeRun.ts';
import { loadTripSource } from './timetableFile.ts';
import { say } from '../../lib/messages/said.ts';

servePlans(
  (search, data, _live, request) => runCarFreePlanOn(search, data, request.timetableUrl),
  say('plan.progress.carFree'),
  (warm) => {
    // A failed warm-up is tried again by the request itself.
    loadTripSource(warm.timetableUrl).catch(() => undefined);
  },
);
