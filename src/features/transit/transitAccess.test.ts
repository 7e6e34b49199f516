import { describe, expect, it } from 'vitest';
import { inWords } from '../../lib/messages/messages.ts';
import { durationText, estimatesChecked, transitAccess, transitMinutes } from './transitAccess.ts';

describe('how a place is reached without a car from the airport', () => {
  it('sends Temple Square down the Green Line in under 40 minutes, all year', () => {
    const a = transitAccess({ name: 'Temple Square', lat: 40.7704, lng: -111.8919 });
    expect(a.stop?.lines.map((l) => l.short)).toEqual(expect.arrayContaining(['Green', 'Blue']));
    expect(a.summer?.legs.some((l) => l.line === 'TRAX Green Line')).toBe(true);
    expect(a.summer!.minutes).toBeLessThan(40);
    expect(a.winter!.minutes).toBe(a.summer!.minutes);
  });

  it('gives each leg as a message the page words in its language: the line, its stops and times, each walk and its ends', () => {
    const legs = transitAccess({ name: 'Temple Square', lat: 40.7704, lng: -111.8919 }).summer!.legs;
    const en = inWords(legs, 'en').map((l) => l.text);
    expect(en[0]).toMatch(/^TRAX Green Line: Airport Station 10:\d\d AM → .+ \d{1,2}:\d\d AM \(\d+ stops\)$/);
    expect(en.at(-1)).toMatch(/^Walk [\d.]+ (mi|ft) \(\d+ m\), \d+ min, (from .+ to Temple Square|at Temple Square)$/);
    const fr = inWords(legs, 'fr').map((l) => l.text);
    expect(fr[0]).toMatch(/^TRAX Green Line : Airport Station .+ \(\d+ arrêts\)$/);
    expect(fr.at(-1)).toMatch(/^Marche de .+, (de .+ à Temple Square|à Temple Square)$/);
  });

  it('reaches Snowbird by ski bus in winter and not in summer', () => {
    const a = transitAccess({ name: 'Snowbird', lat: 40.581, lng: -111.657 });
    expect(a.summer).toBeNull();
    expect(a.winter?.legs.map((l) => l.line)).toContain('Ski Bus 994 (Little Cottonwood Canyon)');
    expect(transitMinutes(a)).toBe(a.winter!.minutes);
  });

  it('rides up Little Cottonwood Canyon in the ski season, though no bus stops at its mouth, and says so with the season', () => {
    const a = transitAccess({ name: 'Little Cottonwood Canyon', lat: 40.5718, lng: -111.7955 });
    expect(a.stop).toBeNull();
    expect(a.summer).toBeNull();
    expect(a.winter?.legs.some((l) => /^(Ski Bus 994|Canyon Service)/.test(l.line ?? ''))).toBe(true);
    expect(a.note).toMatch(/ski season.*6 December 2026.*Outside the ski season no public transport/s);
  });

  it('says there is no public transport to Arches', () => {
    const a = transitAccess({ name: 'Delicate Arch', lat: 38.7436, lng: -109.4993 });
    expect(a).toEqual({ stop: null, summer: null, winter: null });
    expect(transitMinutes(a)).toBeNull();
  });

  it('says what the check found about the Olympic Park, which no stop serves', () => {
    const a = transitAccess({ name: 'Utah Olympic Park', lat: 40.7119, lng: -111.5616 });
    expect(a.winter).toBeNull();
    expect(a.note).toMatch(/Kimball Junction/);
  });

  it('counts a trip from the latest start that still arrives as early: downtown is half an hour nearer Park City than the airport (issue 51)', () => {
    const a = transitAccess({ name: 'Park City Mountain', lat: 40.6514, lng: -111.508 }, true);
    // Both ride the same 10:41 Park City bus; downtown leaves at 10:30, the airport's TRAX at 10:00.
    expect(a.downtown!.legs[0]!.depart).toBe('10:30 AM');
    expect(a.winter!.legs[0]!.depart).toBe('10:00 AM');
    expect(a.winter!.minutes - a.downtown!.minutes).toBe(30);
    // The minutes run from the first ride's departure (less the walk to it) to the arrival: 137
    // since Park City's town buses run every 30 minutes outside a published winter (2026-27's is not).
    expect(a.downtown!.minutes).toBe(137);
  });

  it('says the FrontRunner times at Lehi are estimated, and when the timetable was looked for, where Temple Square’s TRAX times are not (decision 110)', () => {
    const lehi = transitAccess({ name: 'Museum of Ancient Life', lat: 40.4276, lng: -111.8935 });
    const legs = lehi.summer!.legs;
    const fr = legs.find((l) => l.line === 'FrontRunner')!;
    expect(fr.estimated).toBe(true);
    expect(inWords(fr.text, 'en')).toMatch(/^FrontRunner: .+ → Lehi \d{1,2}:\d\d [AP]M \(\d+ stops\), times estimated$/);
    expect(inWords(fr.text, 'fr')).toMatch(/, horaires estimés$/);
    for (const l of legs.filter((x) => x.line !== 'FrontRunner')) expect(l.estimated).toBeUndefined();
    expect(estimatesChecked(legs)).toBe('2026-12-07');
    const temple = transitAccess({ name: 'Temple Square', lat: 40.7704, lng: -111.8919 });
    expect(estimatesChecked(temple.summer!.legs)).toBeNull();
  });

  it('writes durations as a traveler reads them', () => {
    expect([durationText(45), durationText(60), durationText(65)]).toEqual(['45 min', '1 hr', '1 hr 5 min']);
  });
});
