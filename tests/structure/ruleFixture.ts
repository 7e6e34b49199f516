import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';

/**
 * Runs the repository's own dependency-cruiser rules over a small fixture tree written to a
 * temporary folder (so no bad file sits in the real source), for the tests that prove a rule
 * bites: the number of modules cruised and each violation as "rule: from → to", sorted.
 */
export async function cruiseFixture(files: Record<string, string>): Promise<{ cruised: number; violations: string[] }> {
  const config = createRequire(import.meta.url)('../../.dependency-cruiser.cjs') as IConfiguration;
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'rule-fixture-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      fs.writeFileSync(path.join(tree, file), text);
    }
    const options = { baseDir: tree, ruleSet: { forbidden: config.forbidden ?? [] }, validate: true, tsPreCompilationDeps: true };
    const result = await cruise(['src'], options, { extensions: ['.ts'] });
    const output = result.output as Exclude<typeof result.output, string>;
    const violations = output.summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`).sort();
    return { cruised: output.summary.totalCruised, violations };
  } finally {
    fs.rmSync(tree, { recursive: true, force: true });
  }
}
