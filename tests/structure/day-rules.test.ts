import { describe, expect, it } from 'vitest';
import { cruiseFixture } from './ruleFixture.ts';

/**
 * Decision 054: only the roads room computes a season or a road window, and the trip pages call
 * the planning engine through its entry points. The repository's own dependency-cruiser rules
 * run over a small fixture tree (written to a temporary folder, so no bad file sits in the real
 * source): a browse module that computes a season from the roads room's internals and a trips
 * module that reaches into the engine's search fail; their good neighbors do not.
 */
const files: Record<string, string> = {
  'src/features/roads/usualClosures.ts':
    "export const CLOSURES = { pass: { from: '11-01', to: '05-31' } };\nexport const seasonOn = (date: string) => (date.slice(5) >= CLOSURES.pass.from ? 'winter' : 'summer');\n",
  'src/features/roads/day.ts': "import { seasonOn } from './usualClosures.ts';\nexport const dayOf = (date: string) => ({ date, season: seasonOn(date) });\n",
  'src/features/browse/ownSeason.ts': "import { seasonOn } from '../roads/usualClosures.ts';\nexport const deckSeason = seasonOn('2027-01-15');\n",
  'src/features/browse/dayDeck.ts': "import { dayOf } from '../roads/day.ts';\nexport const deckSeason = dayOf('2027-01-15').season;\n",
  'src/features/browse/ownSeason.test.ts': "import { seasonOn } from '../roads/usualClosures.ts';\nexport const s = seasonOn('2027-07-15');\n",
  'src/features/planner/planner.ts': 'export const AIRPORT = "SLC";\n',
  'src/features/planner/search.ts': "import { AIRPORT } from './planner.ts';\nexport const planDay = () => AIRPORT;\n",
  'src/features/planner/multiDay.ts': "import { planDay } from './search.ts';\nexport interface Trip { id: string }\nexport const planTrip = planDay;\n",
  'src/features/planner/planRun.ts': "import { planDay } from './search.ts';\nexport const runPlan = planDay;\n",
  'src/features/trips/tripView.ts':
    "import type { Trip } from '../planner/multiDay.ts';\nimport { runPlan } from '../planner/planRun.ts';\nexport const view = (t: Trip) => t.id + runPlan();\n",
  'src/features/trips/ownSearch.ts': "import { planDay } from '../planner/search.ts';\nexport const plan = planDay();\n",
};

describe('the day model’s dependency rules', () => {
  it('flag a season computed outside the roads room and a trips module reaching into the engine, and nothing else', async () => {
    const { cruised, violations } = await cruiseFixture(files);
    expect(cruised).toBe(Object.keys(files).length);
    expect(violations).toEqual([
      'season-only-in-roads: src/features/browse/ownSeason.ts → src/features/roads/usualClosures.ts',
      'trips-use-engine-entry-points: src/features/trips/ownSearch.ts → src/features/planner/search.ts',
    ]);
  });
});
