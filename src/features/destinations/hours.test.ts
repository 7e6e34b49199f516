import { describe, expect, it } from 'vitest';
import { readCatalogue } from './destinations.server.ts';
import { hoursWarnings, openOn, outOfSeason, parseHours, visitMinutes } from './hours.ts';
import { hoursText } from '../planning/plannerData.ts';
import { inWords } from '../../lib/messages/messages.ts';

const SUN = 0;
const MON = 1;
const SAT = 6;
const ALL = [0, 1, 2, 3, 4, 5, 6];

describe('parseHours on every hours text of the catalogue', () => {
  const texts = readCatalogue('supabase/seed/destinations')
    .map((d) => hoursText(d.hours ?? null))
    .filter((t): t is string => t !== null);

  it('reads each text and keeps its words: 16 become days and times, 20 one of the two, 3 stay unknown', () => {
    expect(texts).toHaveLength(39);
    const parsed = texts.map((t) => parseHours(t)!);
    for (const [k, p] of parsed.entries()) expect(p.text).toBe(texts[k]);
    const count = (kind: string) => parsed.filter((p) => p.parsed === kind).length;
    // full: days and time of day (the 24-hour parks, the farmers markets (Salt Lake City's from decision 136), the ski areas' daily lift hours, the museums and visitor center with stated hours);
    // partial: one of them (a ski area whose source gives its lift hours but not its days, or its season but not its hours);
    // unknown: Clark Planetarium's and The Leonardo's "hours not published where we looked" (decision 117), and one more.
    expect({ full: count('full'), partial: count('partial'), unknown: count('unknown') }).toEqual({ full: 16, partial: 20, unknown: 3 });
  });

  it('never invents a clock time: only "24 hours", "sunrise to sunset", "mornings" and a stated range set one', () => {
    for (const t of texts) {
      const time = parseHours(t)!.time;
      if (time === null) continue;
      expect(/24 hours|sunrise to sunset|mornings|\d (a|p)\.m\. to \d/i.test(t), t).toBe(true);
    }
  });
});

describe('parseHours on the patterns the catalogue uses', () => {
  it("reads a ski area's stated lift hours and its season (issue 49): the planner closes the lifts at 4:30 PM, not at dusk", () => {
    const alta = parseHours('Seasonal, usually November to April: lifts daily 9:15 a.m. to 4:30 p.m. (Wildcat until 4 p.m.)')!;
    expect(alta.time).toEqual({ open: 9 * 60 + 15, close: 16 * 60 + 30 });
    expect(alta.parsed).toBe('full');
    expect(openOn(alta, SAT, 1)).toBe(true);
    expect(openOn(alta, SAT, 7)).toBe(false);
    expect(parseHours('Lifts 9 a.m. to 4 p.m. daily')!.time).toEqual({ open: 540, close: 960 });
    expect(parseHours('Daily 12 p.m. to 9 p.m.')!.time).toEqual({ open: 720, close: 1260 });
  });

  it('reads a park open round the clock all year', () => {
    const h = parseHours('Open 24 hours year-round; visitor center hours vary by season')!;
    expect(h).toMatchObject({ time: 'all-day', parsed: 'full' });
    expect(openOn(h, SUN, 1)).toBe(true);
  });

  it('reads trails open sunrise to sunset, days unsaid', () => {
    const h = parseHours('Trails open sunrise to sunset; visitor center hours vary by season')!;
    expect(h).toMatchObject({ time: 'daylight', rules: null, parsed: 'partial' });
    expect(openOn(h, MON, 7)).toBeNull();
  });

  it('reads Monday to Saturday, closed Sundays, with the time of day unknown', () => {
    const h = parseHours('Generally Monday to Saturday, daytime hours; closed Sundays and major holidays')!;
    expect(h.rules).toEqual([{ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], days: [1, 2, 3, 4, 5, 6] }]);
    expect(h.time).toBeNull();
    expect(openOn(h, SUN, 5)).toBe(false);
    expect(openOn(h, MON, 5)).toBe(true);
  });

  it('reads a season split into weekends and daily months, closed outside it', () => {
    const h = parseHours('Seasonal, roughly April-October; weekends in spring and fall, daily in summer')!;
    expect(openOn(h, MON, 7)).toBe(true);
    expect(openOn(h, MON, 5)).toBe(false);
    expect(openOn(h, SAT, 5)).toBe(true);
    expect(openOn(h, SAT, 11)).toBe(false);
    expect(openOn(h, SAT, 1)).toBe(false);
  });

  it('reads a single market day with its morning, and a summer Sunday market', () => {
    const market = parseHours("Saturday mornings, late spring through fall; check the market's schedule for exact dates")!;
    expect(market.time).toEqual({ open: null, close: 720 });
    expect(openOn(market, SAT, 6)).toBe(true);
    expect(openOn(market, MON, 6)).toBe(false);
    const silly = parseHours("Sundays in summer, roughly late morning to late afternoon; check the current season's dates")!;
    expect(silly.time).toBeNull();
    expect(openOn(silly, SUN, 7)).toBe(true);
    expect(openOn(silly, SAT, 7)).toBe(false);
    expect(openOn(silly, SUN, 12)).toBe(false);
  });

  it('keeps a month range on select days as months only, and vague texts as unknown', () => {
    const quarry = parseHours('Seasonal, roughly April to October on select days; check current schedule')!;
    expect(openOn(quarry, MON, 6)).toBeNull();
    expect(openOn(quarry, MON, 12)).toBe(false);
    for (const t of [
      'Visitor center open seasonally, roughly spring through fall; limited or closed in winter',
      'Grounds and museums open daily most of the year; activity hours change by season, so check the website',
    ])
      expect(parseHours(t)).toMatchObject({ rules: null, time: null, parsed: 'unknown' });
    expect(parseHours('Open daily; hours vary by season')!.rules).toEqual([{ months: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], days: ALL }]);
    expect(parseHours(null)).toBeNull();
  });

  it('parses a text once, and the planner’s season check and the stop’s warning read the same calendar', () => {
    const text = 'Seasonal, roughly April-October; weekends in spring and fall, daily in summer';
    expect(parseHours(text)).toBe(parseHours(text));
    expect(parseHours(text)!.notes).toEqual({ closedSundays: false, onlyDay: null, season: { from: 4, to: 10 } });
    expect(parseHours('Open November to March')!.notes.season).toEqual({ from: 11, to: 3 });
    expect([1, 3, 4, 7, 10, 11, 12].map((m) => outOfSeason(parseHours('Open November to March'), m))).toEqual([false, false, true, true, true, false, false]);
    for (const c of readCatalogue('supabase/seed/destinations'))
      for (let m = 1; m <= 12; m++)
        expect(outOfSeason(parseHours(hoursText(c.hours ?? null)), m), `${c.id} in month ${m}`).toBe(
          inWords(hoursWarnings(hoursText(c.hours ?? null), 3, m), 'en').some((w) => w.startsWith('Seasonal')),
        );
  });
});

describe('reading a visit and its warnings from the catalogue’s prose', () => {
  it('reads the time needed as minutes at normal pace', () => {
    expect(visitMinutes('1-2 hours')).toBe(90);
    expect(visitMinutes('30-60 minutes')).toBe(45);
    expect(visitMinutes('Half day')).toBe(240);
    expect(visitMinutes('Half day to full day')).toBe(300);
    expect(visitMinutes('Full day')).toBe(360);
    expect(visitMinutes('2-3 days')).toBe(360);
    expect(visitMinutes('Under 1 hour')).toBe(45);
    expect(visitMinutes('whenever')).toBeNull();
    // Every entry of the real catalogue has a usable time needed.
    const catalogue = readCatalogue('supabase/seed/destinations');
    expect(catalogue.filter((c) => visitMinutes(c.timeNeeded) === null).map((c) => c.timeNeeded)).toEqual([]);
  });

  it('warns from the hours the catalogue publishes', () => {
    expect(inWords(hoursWarnings('Generally Monday to Saturday, daytime hours; closed Sundays and major holidays', 0, 7), 'en')).toEqual(['Closed on Sundays']);
    expect(inWords(hoursWarnings('Generally Monday to Saturday, daytime hours; closed Sundays and major holidays', 3, 7), 'en')).toEqual([]);
    expect(inWords(hoursWarnings('Saturday mornings, late spring through fall', 2, 7), 'en')).toEqual(['Open on Saturdays only']);
    expect(inWords(hoursWarnings('Sunday farmers market', 3, 7), 'en')).toEqual(['Open on Sundays only']);
    expect(inWords(hoursWarnings('Seasonal, roughly April-October; weekends in spring and fall, daily in summer', 3, 12), 'en')).toEqual([
      'Seasonal: open April to October',
    ]);
    expect(inWords(hoursWarnings('Seasonal, roughly April-October; weekends in spring and fall, daily in summer', 3, 6), 'en')).toEqual([]);
    // A season over the new year: open November to March, so closed in July.
    expect(inWords(hoursWarnings('Open November to March', 3, 7), 'en')).toEqual(['Seasonal: open November to March']);
    expect(inWords(hoursWarnings('Open November to March', 3, 1), 'en')).toEqual([]);
    expect(inWords(hoursWarnings(null, 0, 1), 'en')).toEqual([]);
  });
});
