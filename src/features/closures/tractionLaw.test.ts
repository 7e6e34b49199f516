import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { TRACTION_LAW, TRACTION_RULE, TRACTION_SHORT, TRACTION_TIP } from './tractionLaw.ts';

const entries = readCatalogue('supabase/seed/destinations');

describe('the Cottonwood canyons’ traction law', () => {
  it('states the tire rule for 4WD/AWD and 2WD, from UDOT’s own page, with the day it was read', () => {
    expect(TRACTION_LAW.roads).toEqual(['SR-190', 'SR-210']);
    expect(TRACTION_RULE).toContain('M+S (M/S) or three-peak mountain snowflake (3PMSF) tires on all four wheels');
    expect(TRACTION_RULE).toContain('2WD: 3PMSF snow tires on all four wheels, or chains or snow socks on the drive wheels');
    expect(TRACTION_SHORT).toMatch(/^Traction law in effect: M\+S or 3PMSF tires on all four wheels/);
    expect(TRACTION_LAW.source).toBe('https://cottonwoodcanyons.udot.utah.gov/traction-law');
    expect(TRACTION_LAW.checkedOn).toBe('2026-12-05');
    expect(TRACTION_TIP.length).toBeLessThanOrEqual(240);
  });

  it('is on both canyons’ pages word for word, and no tip states another tire rule', () => {
    for (const id of ['big-cottonwood-canyon', 'little-cottonwood-canyon']) expect(entries.find((e) => e.id === id)!.localTips, id).toContain(TRACTION_TIP);
    const rules = entries.flatMap((e) =>
      e.localTips.filter((t) => /traction/i.test(t) && /\b(4WD|AWD|2WD|chains|tires)\b/i.test(t)).map((t) => `${e.id}: ${t}`),
    );
    expect(
      rules.every((r) => r.endsWith(TRACTION_TIP) || /see Big Cottonwood Canyon for the tire rule/.test(r)),
      rules.join('\n'),
    ).toBe(true);
  });
});
