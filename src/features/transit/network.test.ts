import { describe, expect, it } from 'vitest';
import raw from './data/network.json' with { type: 'json' };
import { NETWORK, networkSchema } from './network.ts';

/** Minutes a line's model takes between two of its stops (either direction). */
function runMinutes(lineId: string, a: string, b: string): number {
  const line = NETWORK.lines.find((l) => l.id === lineId)!;
  const at = (id: string) => line.stops.find(([s]) => s === id)![1];
  return Math.abs(at(b) - at(a));
}

// Published run times, each with its source: 15 station pairs (some with two sources). Checks of
// 2026-11-27 and 2026-11-28 (decisions 058, 064); the run times of data/network.json not listed
// here are marked estimated there. A figure is copied as published, never rounded to fit.
const UTA_MOTION =
  'transcription of the UTA FrontRunner weekday timetable (before Vineyard, 2022) in github.com/jamesdesigns/uta-motion-project, app/home/home-items-view-model.js @ 567ccb5e635e0db77ef3fe57a9970a801e9ed45e';
const PUBLISHED: Array<{ line: string; from: string; to: string; minutes: number; source: string }> = [
  {
    line: 'frontrunner',
    from: 'provo',
    to: 'slcentral',
    minutes: 65,
    source:
      'UTA FrontRunner South FAQ (56 min, rideuta.com/mc/?page=Projects-FrontLines2015-FrontRunnerSouth-FAQs) + 9 min northbound from 19 Feb 2013 (rideuta.com/news/2013/02/uta-to-change-frontrunner-and-select-bus-schedules-feb-19/)',
  },
  {
    line: 'frontrunner',
    from: 'ogden',
    to: 'slcentral',
    minutes: 59,
    source: `${UTA_MOTION}: Ogden 5:07 AM → Salt Lake Central 6:06 AM (and 4:25 → 5:24 northbound)`,
  },
  { line: 'frontrunner', from: 'ogden', to: 'farmington', minutes: 32, source: `${UTA_MOTION}: Ogden 5:07 AM → Farmington 5:39 AM` },
  { line: 'frontrunner', from: 'ogden', to: 'woodscross', minutes: 43, source: `${UTA_MOTION}: Ogden 5:07 AM → Woods Cross 5:50 AM` },
  { line: 'frontrunner', from: 'roy', to: 'layton', minutes: 16, source: `${UTA_MOTION}: Roy 5:16 AM → Layton 5:32 AM` },
  { line: 'frontrunner', from: 'farmington', to: 'slcentral', minutes: 27, source: `${UTA_MOTION}: Farmington 5:39 AM → Salt Lake Central 6:06 AM` },
  { line: 'frontrunner', from: 'ntfront', to: 'ogden', minutes: 53, source: `${UTA_MOTION}: North Temple 4:31 AM → Ogden 5:24 AM` },
  { line: 'frontrunner', from: 'clearfield', to: 'woodscross', minutes: 25, source: `${UTA_MOTION}: Clearfield 5:25 AM → Woods Cross 5:50 AM` },
  { line: 'frontrunner', from: 'layton', to: 'ntfront', minutes: 31, source: `${UTA_MOTION}: Layton 5:32 AM → North Temple 6:03 AM` },
  { line: 'frontrunner', from: 'sjfront', to: 'slcentral', minutes: 19, source: `${UTA_MOTION}: South Jordan 5:36 AM → Salt Lake Central 5:55 AM` },
  { line: 'frontrunner', from: 'murraycentral', to: 'slcentral', minutes: 9, source: `${UTA_MOTION}: Murray Central 5:46 AM → Salt Lake Central 5:55 AM` },
  {
    line: 'red',
    from: 'daybreak',
    to: 'medcenter',
    minutes: 52,
    source:
      'UTA\'s Mid-Jordan project text as posted 2010-11-15 at daybreakliving.com/blog/trax-opening-at-daybreak.html (planned, before opening): "the 52-minute trip to the University of Utah"',
  },
  { line: 'sline', from: 'centralpointe', to: 'fairmont', minutes: 10, source: 'KUER 2024-04-17, "about 10 minutes to ride"' },
  {
    line: 'hvt107',
    from: 'slcentral',
    to: 'kimballjct',
    minutes: 64,
    source: 'The Park Record via metroobserver.com/?p=83111: 9:11 a.m. bus, Kimball Junction 10:15',
  },
  {
    line: 'green',
    from: 'arena',
    to: 'airport',
    minutes: 20,
    source:
      'KSL 2013, www.ksl.com/?sid=24739338&nid=148: "The trip from Arena Station to Airport Station will take about 20 minutes" (UTA; its Airport TRAX FAQ, rideuta.com/mc/?page=Projects-FrontLines2015-AirportTRAXLine-FAQs: "from downtown to the airport? About 20 minutes")',
  },
  {
    line: 'green',
    from: 'airport',
    to: 'arena',
    minutes: 21,
    source:
      'Fox 13, 2013-04-13, fox13now.com/2013/04/13/utas-new-airport-line-open-for-business/: timed "from the airport to the station near Energy Solutions Arena in about 21 minutes"',
  },
  {
    line: 'green',
    from: 'airport',
    to: 'arena',
    minutes: 18,
    source: 'Deseret News 2013-04-14, opening day of the airport line: "I heard it takes 18 minutes" (a rider, so weak)',
  },
  {
    line: 'green',
    from: 'templesq',
    to: 'airport',
    minutes: 20,
    source:
      'Fox 13, 2013-04-18, fox13now.com/2013/04/18/travelers-taking-advantage-of-new-airport-trax-line: "The trip from Temple Square in downtown Salt Lake City to the airport takes about 20 minutes"',
  },
];

describe('the transit network data', () => {
  it('parses, every line naming known stops with increasing run times and a known service pattern', () => {
    expect(networkSchema.safeParse(raw).success).toBe(true);
    const fault = (edit: (d: typeof raw) => void) => {
      const broken = structuredClone(raw);
      edit(broken);
      const result = networkSchema.safeParse(broken);
      return result.success ? null : result.error.issues.map((i) => i.message).join('; ');
    };
    expect(fault((d) => ((d.lines[0]!.stops[1] as [string, number])[0] = 'nowhere'))).toMatch(/green: unknown stop "nowhere"/);
    expect(fault((d) => ((d.lines[0]!.stops[2] as [string, number])[1] = 1))).toMatch(/green: run time not increasing/);
    expect(fault((d) => (d.lines[1]!.service = 'tram'))).toMatch(/blue: unknown service pattern "tram"/);
    expect(fault((d) => (d.lines[1]!.stops[9] = { segment: 'nowhere-south', at: 13 }))).toMatch(/blue: unknown segment "nowhere-south"/);
  });

  it('resolves shared and daily service into weekday, Saturday and Sunday periods', () => {
    const blue = NETWORK.lines.find((l) => l.id === 'blue')!;
    // The shared Courthouse–Fashion Place track, written out at each line's own minute.
    expect(blue.stops.find(([s]) => s === 'murraycentral')).toEqual(['murraycentral', 31]);
    expect(NETWORK.lines.find((l) => l.id === 'red')!.stops.find(([s]) => s === 'fashionplace')).toEqual(['fashionplace', 34]);
    expect(blue.service.weekday[0]).toEqual(['05:00', '19:00', 15]);
    const ski = NETWORK.lines.find((l) => l.id === 'skibus994')!;
    expect(ski.service.sunday).toEqual(ski.service.weekday);
    expect(NETWORK.lines.find((l) => l.id === 'frontrunner')!.service.sunday).toEqual([]);
  });

  it('gives each line a source, a checked date and a note saying what is estimated', () => {
    for (const line of NETWORK.lines) {
      expect(line.source).toMatch(/^https:\/\//);
      expect(line.checkedOn).toMatch(/^2026-(11-2[78]|12-06)$/);
      if (line.estimated) expect(line.note).toMatch(/estimat/i);
    }
  });

  it('cites at least 15 distinct station pairs', () => {
    expect(new Set(PUBLISHED.map(({ line, from, to }) => `${line}:${[from, to].sort().join('-')}`)).size).toBeGreaterThanOrEqual(15);
  });

  it.each(PUBLISHED)('runs $from → $to on $line within 10 % of the published $minutes minutes', ({ line, from, to, minutes }) => {
    expect(Math.abs(runMinutes(line, from, to) - minutes) / minutes).toBeLessThanOrEqual(0.1);
  });

  it('dates and sources every figure checked for issue 50, and says what it estimates', () => {
    const checked = NETWORK.lines.filter((l) => l.checkedOn === '2026-12-06');
    expect(checked.map((l) => l.id)).toEqual(expect.arrayContaining(['canyonc1', 'canyonc2']));
    for (const line of [...checked, ...NETWORK.lines.filter((l) => ['skibus994', 'pctown'].includes(l.id))]) {
      expect(line.sources?.length, line.id).toBeGreaterThan(0);
      for (const s of line.sources!) expect(s, line.id).toMatchObject({ source: expect.stringMatching(/^https:\/\//), checkedOn: '2026-12-06' });
      expect(line.note, line.id).toMatch(/estimat/i);
    }
  });

  it('ends the Little Cottonwood buses at Goldminer’s Daughter in Alta’s Wildcat lot, their only Alta stop since 2022-23 (Salt Lake Tribune, 2022-12-09)', () => {
    const alta = NETWORK.stops.find((s) => s.id === 'alta')!;
    expect(alta.name).toMatch(/Goldminer's Daughter/);
    expect(alta.source).toBe('https://www.sltrib.com/sports/2022/12/09/uta-ski-bus-service-alta-changes/');
    for (const id of ['skibus994', 'canyonc1', 'canyonc2']) expect(NETWORK.lines.find((l) => l.id === id)!.stops.at(-1)![0], id).toBe('alta');
  });

  it('says the airport stop stands at the 2013 platform until the rebuilt platform’s coordinates are found (Wikipedia; Mass Transit, 2021-10-26)', () => {
    const airport = NETWORK.stops.find((s) => s.id === 'airport')!;
    expect(airport.checkedOn).toBe('2026-12-06');
    expect(airport.note).toMatch(/2013 platform.*not found/s);
  });

  it('says what it estimates for want of a source, what was searched and when (decision 110), and refuses an estimate off the line', () => {
    const fr = NETWORK.lines.find((l) => l.id === 'frontrunner')!;
    expect(fr.estimates?.map((e) => [e.day, e.before, e.stops])).toEqual([
      ['saturday', '07:00', undefined],
      [undefined, undefined, ['lehi', 'americanfork', 'vineyard', 'orem']],
    ]);
    for (const e of fr.estimates!) {
      expect(e.searched).toMatch(/UTA FrontRunner Saturday schedule.*UTA Change Day December 2026/s);
      expect(e.checkedOn).toBe('2026-12-07');
    }
    const frIndex = raw.lines.findIndex((l) => l.id === 'frontrunner');
    const broken = structuredClone(raw);
    (broken.lines[frIndex] as { estimates: Array<{ stops?: string[] }> }).estimates[1]!.stops = ['arena'];
    const result = networkSchema.safeParse(broken);
    expect(result.success ? '' : result.error.issues.map((i) => i.message).join('; ')).toMatch(/frontrunner: estimate at a stop not on the line "arena"/);
  });

  it('holds the lines a visitor uses: TRAX, the S-Line, FrontRunner, both canyons, Park City', () => {
    expect(NETWORK.lines.map((l) => l.id)).toEqual(
      expect.arrayContaining(['green', 'blue', 'red', 'sline', 'frontrunner', 'skibus972', 'skibus994', 'hvt107', 'hvt10x', 'pctown']),
    );
    expect(NETWORK.lines.find((l) => l.id === 'green')!.stops[0]![0]).toBe('airport');
  });
});
