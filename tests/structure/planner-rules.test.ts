import { describe, expect, it } from 'vitest';
import { cruiseFixture } from './ruleFixture.ts';

/**
 * Decision 093: the planners apart. A shared planning core (src/features/planning) under two
 * engines that never import each other, the car engine (src/features/planner) and the car-free
 * one (src/features/transit). The repository's own dependency-cruiser rules run over a small
 * fixture tree (written to a temporary folder): the core reaching into either engine, the car
 * engine into transit and transit into the car engine fail, a type-only import as much as a runtime one;
 * the engines importing the core, the pages calling both, and tests comparing them do not.
 */
const files: Record<string, string> = {
  'src/features/planning/planning.ts': 'export interface PlanResult { score: number }\n',
  'src/features/planning/stopValue.ts': "import type { PlanResult } from './planning.ts';\nexport const worth = (r: PlanResult) => r.score;\n",
  'src/features/planning/ownSearch.ts': "import { planDay } from '../planner/search.ts';\nexport const day = planDay();\n",
  'src/features/planning/ownTimetable.ts': "import type { Timetable } from '../transit/router.ts';\nexport const rides = (t: Timetable) => t.runs;\n",
  'src/features/planning/ownPage.ts': "import { view } from '../trips/planView.ts';\nexport const page = view;\n",
  'src/features/planning/stopValue.test.ts': "import { planDay } from '../planner/search.ts';\nexport const same = planDay();\n",
  'src/features/planner/search.ts': "import { worth } from '../planning/stopValue.ts';\nexport const planDay = () => worth({ score: 1 });\n",
  'src/features/planner/planRun.ts': "import { planDay } from './search.ts';\nexport const runPlan = planDay;\n",
  'src/features/planner/multiDay.ts': "import { carFreeTrip } from '../transit/carFreeTrip.ts';\nexport const planTrip = carFreeTrip;\n",
  'src/features/transit/router.ts': 'export interface Timetable { runs: number }\n',
  'src/features/transit/carFreeTrip.ts': "import { worth } from '../planning/stopValue.ts';\nexport const carFreeTrip = () => worth({ score: 2 });\n",
  'src/features/transit/carFreePlan.ts': "import type { planDay } from '../planner/search.ts';\nexport type Day = ReturnType<typeof planDay>;\n",
  'src/features/transit/carFreeRun.test.ts': "import { runPlan } from '../planner/planRun.ts';\nexport const car = runPlan();\n",
  'src/features/trips/planView.ts':
    "import { runPlan } from '../planner/planRun.ts';\nimport { carFreeTrip } from '../transit/carFreeTrip.ts';\nexport const view = () => runPlan() + carFreeTrip();\n",
};

describe('the planners’ dependency rules', () => {
  it('flag the core importing an engine or the pages, and either engine importing the other, and nothing else', async () => {
    const { cruised, violations } = await cruiseFixture(files);
    expect(cruised).toBe(Object.keys(files).length);
    expect(violations).toEqual([
      'car-engine-not-transit: src/features/planner/multiDay.ts → src/features/transit/carFreeTrip.ts',
      'planning-core-imports-no-engine: src/features/planning/ownPage.ts → src/features/trips/planView.ts',
      'planning-core-imports-no-engine: src/features/planning/ownSearch.ts → src/features/planner/search.ts',
      'planning-core-imports-no-engine: src/features/planning/ownTimetable.ts → src/features/transit/router.ts',
      'transit-not-car-engine: src/features/transit/carFreePlan.ts → src/features/planner/search.ts',
    ]);
  });
});
