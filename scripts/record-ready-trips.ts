// Records the ready-made trips' nights, stops and drives into the regression fixture that
// readyTrips.test.ts compares against (decision 054). Run it only when a change is meant to change
// the trips, and say in the commit which trips changed and why.
import fs from 'node:fs';
import { READY_TRIPS_FIXTURE, recordReadyTrips } from '../tests/helpers/readyTripsRecord.ts';

const note = process.argv[2];
if (!note) throw new Error('Usage: node --import tsx scripts/record-ready-trips.ts "<why the trips changed>"');
const trips = recordReadyTrips();
fs.writeFileSync(READY_TRIPS_FIXTURE, `${JSON.stringify({ note, trips }, null, 1)}\n`);
console.log(`${READY_TRIPS_FIXTURE}: ${Object.keys(trips).length} trips`);
