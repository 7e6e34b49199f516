import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { overallHealth, SCHEDULES, stateLabel } from './health.ts';

describe('health rules', () => {
  it('is ok only with a database that answered in time; slow is degraded, down is down', () => {
    expect(overallHealth('ok')).toBe('ok');
    expect(overallHealth('slow')).toBe('degraded');
    expect(overallHealth('down')).toBe('down');
  });

  it('labels every state with words, so colour is never the only sign', () => {
    expect(stateLabel('ok')).toBe('working');
    expect(stateLabel('failed')).toBe('failed');
    expect(stateLabel('no answer yet')).toBe('no answer yet');
  });

  it('lists exactly the scheduled functions of functions/', () => {
    const dir = path.resolve('functions');
    const scheduled = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.mts') && /\bschedule:\s*'/.test(fs.readFileSync(path.join(dir, f), 'utf8')))
      .map((f) => f.replace(/\.mts$/, ''))
      .sort();
    expect(SCHEDULES.map((s) => s.name).sort()).toEqual(scheduled);
  });
});
