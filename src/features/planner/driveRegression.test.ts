import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { computeDriveRegression, FIXTURE } from '../../../tests/helpers/driveRegression.ts';

// Issue 26: the drive times of every place and the planner's plans, recomputed by the code and
// compared exactly with the values recorded before the road model moved to src/features/roads/.
describe('the road model against its recorded values', () => {
  const recorded = JSON.parse(fs.readFileSync(FIXTURE, 'utf8'));
  const now = JSON.parse(JSON.stringify(computeDriveRegression()));

  it('gives every catalogue place the same summer and winter drive', () => {
    expect(Object.keys(now.places).length).toBeGreaterThanOrEqual(700);
    expect(now.places).toEqual(recorded.places);
  });

  it('joins every place to the same road nodes for the planner', () => {
    expect(now.plannerPlaces).toEqual(recorded.plannerPlaces);
  });

  it('plans the same days', () => {
    expect(Object.keys(now.plans).length).toBeGreaterThanOrEqual(20);
    for (const name of Object.keys(recorded.plans)) expect(now.plans[name], name).toEqual(recorded.plans[name]);
  });
});
