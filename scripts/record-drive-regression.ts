// Records what the road model computes now (every catalogue place's drives, a fixed set of
// plans) into the regression fixture that driveRegression.test.ts compares against (issue 26).
// Run it only when a change to the model is meant to change drive times, and say so in the commit.
import fs from 'node:fs';
import { computeDriveRegression, FIXTURE } from '../tests/helpers/driveRegression.ts';

const result = computeDriveRegression();
fs.writeFileSync(FIXTURE, `${JSON.stringify(result)}\n`);
console.log(`${FIXTURE}: ${Object.keys(result.places).length} places, ${Object.keys(result.plans).length} plans`);
