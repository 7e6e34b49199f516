import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Issue 26: the road model imports only src/lib. The repository's own dependency-cruiser rules
 * run over a small synthetic tree (a roads module that imports the catalogue, one that imports
 * src/lib, a roads test that reads the catalogue), so the test proves the rule bites without
 * planting a bad file in the real source.
 */
const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'roads-rule-'));
const files: Record<string, string> = {
  'src/lib/geo.ts': 'export const miles = 1;\n',
  'src/features/destinations/catalogue.ts': 'export const places = [];\n',
  'src/features/roads/good.ts': "import { miles } from '../../lib/geo.ts';\nexport const m = miles;\n",
  'src/features/roads/bad.ts': "import { places } from '../destinations/catalogue.ts';\nexport const p = places;\n",
  'src/features/roads/good.test.ts': "import { places } from '../destinations/catalogue.ts';\nexport const q = places;\n",
  'src/features/destinations/usesRoads.ts': "import { m } from '../roads/good.ts';\nexport const r = m;\n",
};
for (const [file, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
  fs.writeFileSync(path.join(tree, file), text);
}
afterAll(() => fs.rmSync(tree, { recursive: true, force: true }));

describe('the roads-only-lib rule', () => {
  it('flags a roads module importing the catalogue, and nothing else in the tree', async () => {
    const options = { baseDir: tree, ruleSet: { forbidden: config.forbidden ?? [] }, validate: true, tsPreCompilationDeps: true };
    const result = await cruise(['src'], options, { extensions: ['.ts'] });
    const output = result.output as Exclude<typeof result.output, string>;
    expect(output.summary.totalCruised).toBe(Object.keys(files).length);
    const violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);
    expect(violations).toEqual(['roads-only-lib: src/features/roads/bad.ts → src/features/destinations/catalogue.ts']);
  });
});
