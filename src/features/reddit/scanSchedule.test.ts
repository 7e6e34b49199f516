import { describe, expect, it } from 'vitest';
import { config } from '../../../functions/scan-reddit.mts';
import { nextScanAt, SCAN_SCHEDULE } from './scanSchedule.ts';

describe('the scan schedule', () => {
  it('is the schedule the scheduled function runs on', () => {
    expect(config.schedule).toBe(SCAN_SCHEDULE);
  });

  it('puts the next scan on the next quarter hour, strictly later', () => {
    expect(nextScanAt(new Date('2030-06-01T12:05:10Z')).toISOString()).toBe('2030-06-01T12:15:00.000Z');
    expect(nextScanAt(new Date('2030-06-01T12:15:00Z')).toISOString()).toBe('2030-06-01T12:30:00.000Z');
    expect(nextScanAt(new Date('2030-06-01T23:59:59Z')).toISOString()).toBe('2030-06-02T00:00:00.000Z');
  });
});
