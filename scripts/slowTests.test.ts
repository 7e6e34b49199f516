import { describe, expect, it } from 'vitest';
import { byFile, overLimit, playwrightFailures, playwrightTimes, SLOW_TEST_MS, slowest, slowReport, vitestTimes } from './slowTests.ts';

const vitestReport = {
  testResults: [
    {
      name: '/repo/src/a.test.ts',
      assertionResults: [
        { fullName: 'a > fast', duration: 3 },
        { fullName: 'a > slow one', duration: 25_000 },
      ],
    },
    { name: '/repo/tests/b.test.ts', assertionResults: [{ fullName: 'b > skipped', duration: null }] },
  ],
};

const playwrightReport = {
  suites: [
    {
      title: 'plan.spec.ts',
      file: 'plan.spec.ts',
      specs: [{ title: 'plans a day', file: 'plan.spec.ts', tests: [{ projectName: 'desktop', results: [{ duration: 4_000 }] }] }],
      suites: [
        {
          title: 'trips',
          specs: [
            {
              title: 'a week (slow: seven days of roads)',
              file: 'plan.spec.ts',
              tests: [
                { projectName: 'desktop', results: [{ duration: 30_000 }] },
                { projectName: 'phone', results: [{ duration: 21_000 }, { duration: 2_000 }] },
              ],
            },
          ],
        },
      ],
    },
  ],
};

describe('slowTests: the slowest tests from the runners’ own reports (issue 38)', () => {
  it('reads Vitest’s JSON report, files relative to the root, a missing duration as 0', () => {
    expect(vitestTimes(vitestReport, '/repo')).toEqual([
      { name: 'src/a.test.ts > a > fast', ms: 3 },
      { name: 'src/a.test.ts > a > slow one', ms: 25_000 },
      { name: 'tests/b.test.ts > b > skipped', ms: 0 },
    ]);
  });

  it('reads Playwright’s JSON report: every project and retry, with the describe titles', () => {
    expect(playwrightTimes(playwrightReport)).toEqual([
      { name: '[desktop] plan.spec.ts › plans a day', ms: 4_000 },
      { name: '[desktop] plan.spec.ts › trips › a week (slow: seven days of roads)', ms: 30_000 },
      { name: '[phone] plan.spec.ts › trips › a week (slow: seven days of roads)', ms: 21_000 },
      { name: '[phone] plan.spec.ts › trips › a week (slow: seven days of roads)', ms: 2_000 },
    ]);
  });

  it('lists the runs that failed or timed out with the start of their first error, escapes removed', () => {
    const failing = {
      suites: [
        {
          title: 'photos.spec.ts',
          specs: [
            {
              title: 'shifts nothing',
              file: 'photos.spec.ts',
              tests: [
                {
                  projectName: 'desktop',
                  results: [
                    {
                      duration: 9,
                      status: 'failed',
                      errors: [{ message: `\u001b[31mError: layout shift 0.02\u001b[39m\n\nExpected: []\nReceived: ["div.hero"]` }],
                    },
                    { duration: 9, status: 'passed' },
                  ],
                },
                { projectName: 'phone', results: [{ duration: 30, status: 'timedOut' }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(failing, 2)).toEqual([
      { name: '[desktop] photos.spec.ts › shifts nothing', error: ['Error: layout shift 0.02', 'Expected: []'] },
      { name: '[phone] photos.spec.ts › shifts nothing', error: ['timedOut'] },
    ]);
    expect(playwrightFailures(playwrightReport)).toEqual([]);
  });

  it('ranks slowest first and flags only tests over the limit whose names give no reason', () => {
    const tests = [...vitestTimes(vitestReport, '/repo'), ...playwrightTimes(playwrightReport)];
    expect(slowest(tests, 2).map((t) => t.ms)).toEqual([30_000, 25_000]);
    expect(overLimit(tests).map((t) => t.name)).toEqual(['src/a.test.ts > a > slow one']);
    expect(overLimit([{ name: 'x', ms: SLOW_TEST_MS }])).toEqual([]);
  });

  it('adds up the test time of each file and project, largest first', () => {
    const files = byFile([
      { name: 'src/a.test.ts > a > one', ms: 1_000 },
      { name: '[desktop] x.spec.ts › x › one', ms: 4_000 },
      { name: 'src/a.test.ts > b > two', ms: 2_000 },
      { name: '[phone] x.spec.ts › x › one', ms: 500 },
    ]);
    expect(files).toEqual([
      { file: '[desktop] x.spec.ts', tests: 1, ms: 4_000 },
      { file: 'src/a.test.ts', tests: 2, ms: 3_000 },
      { file: '[phone] x.spec.ts', tests: 1, ms: 500 },
    ]);
  });

  it('prints the count, the slowest and the unexplained ones', () => {
    const lines = slowReport('vitest', vitestTimes(vitestReport, '/repo'), 1);
    expect(lines[0]).toBe('vitest: 3 tests, 25 s of test time; the 1 slowest:');
    expect(lines[1]).toBe('    25.0 s  src/a.test.ts > a > slow one');
    expect(lines[2]).toBe('  by file, the 1 with the most test time:');
    expect(lines[3]).toBe('    25.0 s  src/a.test.ts (2 tests)');
    expect(lines[4]).toContain('over 20 s without "(slow: why)" in its name: src/a.test.ts > a > slow one');
    expect(slowReport('playwright', [])).toEqual(['playwright: no report']);
  });
});
