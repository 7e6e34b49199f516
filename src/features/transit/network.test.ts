import { describe, expect, it } from 'vitest';
import raw from './data/network.json' with { type: 'json' };
import { clock12, NETWORK, networkSchema } from './network.ts';

/** Minutes a line's model takes between two of its stops (either direction). */
function runMinutes(lineId: string, a: string, b: string): number {
  const line = NETWORK.lines.find((l) => l.id === lineId)!;
  const at = (id: string) => line.stops.find(([s]) => s === id)![1];
  return Math.abs(at(b) - at(a));
}

// Published run times found in the check of 2026-11-27. Only these five had a citable figure;
// the other run times of data/network.json are marked estimated there (see decision 058).
const PUBLISHED: Array<{ line: string; from: string; to: string; minutes: number; source: string }> = [
  {
    line: 'frontrunner',
    from: 'provo',
    to: 'slcentral',
    minutes: 65,
    source:
      'UTA FrontRunner South FAQ (56 min, rideuta.com/mc/?page=Projects-FrontLines2015-FrontRunnerSouth-FAQs) + 9 min northbound from 19 Feb 2013 (rideuta.com/news/2013/02/uta-to-change-frontrunner-and-select-bus-schedules-feb-19/)',
  },
  { line: 'sline', from: 'centralpointe', to: 'fairmont', minutes: 10, source: 'KUER 2024-04-17, "about 10 minutes to ride"' },
  {
    line: 'hvt107',
    from: 'slcentral',
    to: 'kimballjct',
    minutes: 64,
    source: 'The Park Record via metroobserver.com/?p=83111: 9:11 a.m. bus, Kimball Junction 10:15',
  },
  { line: 'green', from: 'airport', to: 'citycenter', minutes: 20, source: 'issue 36: "downtown in about 20 minutes" (UTA airport guidance)' },
  {
    line: 'green',
    from: 'airport',
    to: 'arena',
    minutes: 18,
    source: 'Deseret News 2013-04-14, opening day of the airport line: "I heard it takes 18 minutes" (a rider, so weak)',
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
      expect(line.checkedOn).toBe('2026-11-27');
      if (line.estimated) expect(line.note).toMatch(/estimat/i);
    }
  });

  it.each(PUBLISHED)('runs $from → $to on $line within 10 % of the published $minutes minutes', ({ line, from, to, minutes }) => {
    expect(Math.abs(runMinutes(line, from, to) - minutes) / minutes).toBeLessThanOrEqual(0.1);
  });

  it('holds the lines a visitor uses: TRAX, the S-Line, FrontRunner, both canyons, Park City', () => {
    expect(NETWORK.lines.map((l) => l.id)).toEqual(
      expect.arrayContaining(['green', 'blue', 'red', 'sline', 'frontrunner', 'skibus972', 'skibus994', 'hvt107', 'hvt10x', 'pctown']),
    );
    expect(NETWORK.lines.find((l) => l.id === 'green')!.stops[0]![0]).toBe('airport');
  });

  it('writes times as the pages do, 12-hour with AM/PM, past midnight wrapping', () => {
    expect([0, 7 * 60 + 5, 12 * 60, 13 * 60 + 30, 23 * 60 + 59, 24 * 60 + 10].map(clock12)).toEqual([
      '12:00 AM',
      '7:05 AM',
      '12:00 PM',
      '1:30 PM',
      '11:59 PM',
      '12:10 AM',
    ]);
  });
});
