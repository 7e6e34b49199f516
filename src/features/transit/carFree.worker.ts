/// <reference lib="webworker" />
// Plans without a car off the main thread (issue 36, decision 060): /plan starts this worker in
// place of the car planner's when the query says `car=0`, with the same messages, so the
// network, the router and the walks load only for those who asked for them (decision 058b).
import { servePlans } from '../planner/workerHost.ts';
import { runCarFreePlan } from './carFreeRun.ts';

servePlans((search, data) => runCarFreePlan(search, data), 'Fitting the places into the timetables…');
