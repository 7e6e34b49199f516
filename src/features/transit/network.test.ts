import { describe, expect, it } from 'vitest';
import { NETWORK, networkSchema } from './network.ts';

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
  it('parses, every line naming known stops with increasing run times', () => {
    expect(networkSchema.safeParse(NETWORK).success).toBe(true);
    const broken = structuredClone(NETWORK);
    broken.lines[0]!.stops[1]![0] = 'nowhere';
    expect(networkSchema.safeParse(broken).success).toBe(false);
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
});
