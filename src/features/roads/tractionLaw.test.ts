import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { conditionsEn, conditionsLiveEn } from '../../lib/messages/conditions.en.ts';
import { conditionsEs } from '../../lib/messages/conditions.es.ts';
import { conditionsFr } from '../../lib/messages/conditions.fr.ts';
import { TRACTION_LAW, TRACTION_NODES, TRACTION_RULE, TRACTION_SEASON, TRACTION_TIP, tractionNote, tractionSeason } from './tractionLaw.ts';

const entries = readCatalogue('supabase/seed/destinations');

describe('the Cottonwood canyons’ traction law', () => {
  it('states the tire rule for 4WD/AWD and 2WD, from UDOT’s own page, with the day it was read', () => {
    expect(TRACTION_LAW.roads).toEqual(['SR-190', 'SR-210']);
    expect(TRACTION_RULE).toContain('M+S (M/S) or three-peak mountain snowflake (3PMSF) tires on all four wheels');
    expect(TRACTION_RULE).toContain('2WD: 3PMSF snow tires on all four wheels, or chains or snow socks on the drive wheels');
    expect(conditionsLiveEn['conditionsLive.traction']).toMatch(/^Traction law in effect: M\+S or 3PMSF tires on all four wheels/);
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

describe('the traction-law season in plans (issue 49)', () => {
  it('finds the nodes up SR-190 and SR-210 from the road graph, not their mouths', () => {
    expect([...TRACTION_NODES].sort()).toEqual(['alta', 'brighton', 'snowbird', 'solitude']);
  });

  it('runs 1 October to 30 April, across the new year, with its source', () => {
    for (const date of ['2026-10-01', '2026-12-25', '2027-04-30']) expect(tractionSeason(date), date).toBe(true);
    for (const date of ['2026-09-30', '2027-05-01', '2027-07-15']) expect(tractionSeason(date), date).toBe(false);
    expect(TRACTION_LAW.seasonSource).toMatch(/^https:\/\//);
    expect(TRACTION_SEASON).toMatch(/October 1 to April 30/);
  });

  it('gives a place reached only up a canyon the tire rule in the season, and no other place', () => {
    expect(tractionNote([['alta', 3]], '2027-01-15')).toContain(TRACTION_RULE);
    expect(tractionNote([['alta', 3]], '2027-07-15')).toBeNull();
    expect(tractionNote([['lcc_mouth', 2]], '2027-01-15')).toBeNull();
    expect(tractionNote([], '2027-01-15')).toBeNull();
  });

  it('is the one text /conditions shows in English, and French and Spanish say the same tires, roads and dates (issue 53)', () => {
    expect(conditionsEn['conditionsPage.tractionRule']).toBe(TRACTION_RULE);
    expect(conditionsEn['conditionsPage.tractionSeason']).toBe(TRACTION_SEASON);
    for (const words of [conditionsFr, conditionsEs]) {
      for (const token of ['SR-190', 'SR-210', 'M+S (M/S)', '3PMSF', 'Big', 'Little Cottonwood Canyons'])
        expect(words['conditionsPage.tractionRule']).toContain(token);
      expect(words['conditionsPage.tractionSeason']).toMatch(/1(er)? (de )?octubre|1er octobre/);
      expect(words['conditionsPage.tractionSeason']).toMatch(/30 (de )?a(vril|bril)/);
    }
  });
});
