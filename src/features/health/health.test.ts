import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETAIL_MAX, overallHealth, SCHEDULES, shortDetail, stateLabel, when } from './health.ts';

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

  it('shows the panel’s times in Utah time with the zone named, whatever the server’s zone', () => {
    // 17:40 UTC on 15 January is 10:40 in Utah (MST, UTC−7); on 4 July, 11:40 (MDT, UTC−6).
    expect(when('2027-01-15T17:40:00Z', Date.parse('2027-01-15T20:00:00Z'))).toBe('10:40 AM MST');
    expect(when('2027-07-04T17:40:00Z', Date.parse('2027-07-04T18:00:00Z'))).toBe('11:40 AM MDT');
    // Late evening in Utah is already tomorrow in UTC: still "today" for a Utah reader.
    expect(when('2027-01-16T05:30:00Z', Date.parse('2027-01-15T20:00:00Z'))).toBe('10:30 PM MST');
    expect(when('2027-01-14T17:40:00Z', Date.parse('2027-01-15T20:00:00Z'))).toBe('Jan 14, 2027, 10:40 AM MST');
  });
});

describe('a status detail', () => {
  it('stays one short line: whitespace collapsed, a long error cut at a word with "…"', () => {
    expect(shortDetail('  the scan\n failed  ')).toBe('the scan failed');
    const page = `Reddit answered 503: ${'<html><body>Service Unavailable, try again later. '.repeat(100)}`;
    expect(page.length).toBeGreaterThan(5000);
    const short = shortDetail(page);
    expect(short.length).toBeLessThanOrEqual(DETAIL_MAX);
    expect(short).toMatch(/^Reddit answered 503: <html>.*\S…$/);
    expect(short).not.toMatch(/\n/);
    expect(shortDetail('x'.repeat(500))).toBe(`${'x'.repeat(DETAIL_MAX - 1)}…`);
  });
});
