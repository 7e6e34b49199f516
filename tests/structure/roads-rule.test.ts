import { describe, expect, it } from 'vitest';
import { cruiseFixture } from './ruleFixture.ts';

/**
 * Issue 26: the road model imports only src/lib. The repository's own dependency-cruiser rules
 * run over a small synthetic tree (a roads module that imports the catalogue, one that imports
 * src/lib, a roads test that reads the catalogue), so the test proves the rule bites without
 * planting a bad file in the real source.
 */
const files: Record<string, string> = {
  'src/lib/geo.ts': 'export const miles = 1;\n',
  'src/features/destinations/catalogue.ts': 'export const places = [];\n',
  'src/features/roads/good.ts': "import { miles } from '../../lib/geo.ts';\nexport const m = miles;\n",
  'src/features/roads/bad.ts': "import { places } from '../destinations/catalogue.ts';\nexport const p = places;\n",
  'src/features/roads/good.test.ts': "import { places } from '../destinations/catalogue.ts';\nexport const q = places;\n",
  'src/features/destinations/usesRoads.ts': "import { m } from '../roads/good.ts';\nexport const r = m;\n",
};

describe('the roads-only-lib rule', () => {
  it('flags a roads module importing the catalogue, and nothing else in the tree', async () => {
    const { cruised, violations } = await cruiseFixture(files);
    expect(cruised).toBe(Object.keys(files).length);
    expect(violations).toEqual(['roads-only-lib: src/features/roads/bad.ts → src/features/destinations/catalogue.ts']);
  });
});
