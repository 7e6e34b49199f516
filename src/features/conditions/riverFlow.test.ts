import { describe, expect, it } from 'vitest';
import { clockOfDay } from '../../lib/format.ts';
import { FLOW_RULES, flowLine, flowUnavailable, gaugePage, openAtFlow, type RiverAnswer, riverDay } from './riverFlow.ts';

const narrows = FLOW_RULES.find((r) => r.placeId === 'the-narrows-zion')!;
const clock = (instant: number) => clockOfDay(new Date(instant).getUTCHours() * 60 + new Date(instant).getUTCMinutes());

describe('river flow (issue 49)', () => {
  it('holds The Narrows to the park’s rule: closed above 150 cubic feet per second at the Springdale gauge, with its source', () => {
    expect(narrows).toMatchObject({ gauge: 'USGS-09405500', closedAbove: 150, source: 'https://www.nps.gov/zion/planyourvisit/thenarrows.htm' });
    expect(openAtFlow(narrows, 84)).toBe(true);
    expect(openAtFlow(narrows, 150)).toBe(true);
    expect(openAtFlow(narrows, 151)).toBe(false);
    expect(openAtFlow(narrows, 310)).toBe(false);
    expect(gaugePage(narrows.gauge)).toBe('https://waterdata.usgs.gov/monitoring-location/USGS-09405500/');
  });

  it('says open or closed with the reading, its time and the threshold', () => {
    expect(flowLine(narrows, { cfs: 84.2, measuredAt: '2027-04-01T09:15:00Z' }, clock)).toBe(
      'The Narrows: open by the river’s flow: the North Fork of the Virgin River ran 84 cubic feet per second at 9:15 AM (USGS gauge); the park closes it above 150.',
    );
    expect(flowLine(narrows, { cfs: 310, measuredAt: '2027-06-10T14:45:00Z' }, clock)).toMatch(
      /^The Narrows: closed by the river’s flow: .+ ran 310 cubic feet per second at 2:45 PM/,
    );
  });

  it('falls back to the usual rule, never a certainty, when the gauge cannot be read', () => {
    expect(flowUnavailable(narrows, 'The USGS river gauge answered 500.')).toBe(
      'The Narrows: the river gauge cannot be read right now (The USGS river gauge answered 500). The park closes it whenever the North Fork of the Virgin River runs above 150 cubic feet per second, usually in the spring runoff.',
    );
  });

  it('rules a place on the day of its reading: closed above the threshold, opened at or below it, nothing when the gauge is down', () => {
    const answer = (cfs: number, measuredAt: string): RiverAnswer => ({
      places: [{ rule: narrows, part: { status: 'ok', cfs, measuredAt, answeredAt: measuredAt } }],
    });
    const dateOf = (instant: number) => new Date(instant).toISOString().slice(0, 10);
    const june = riverDay(answer(310, '2027-06-20T14:45:00Z'), '2027-06-20', dateOf, clock);
    expect(june.closedPlaceIds).toEqual(['the-narrows-zion']);
    expect(june.openPlaceIds).toEqual([]);
    expect(june.lines['the-narrows-zion']).toMatch(/^The Narrows: closed by the river’s flow: .+ ran 310 cubic feet per second at 2:45 PM/);
    const april = riverDay(answer(84, '2027-04-01T15:00:00Z'), '2027-04-01', dateOf, clock);
    expect(april).toEqual({
      closedPlaceIds: [],
      openPlaceIds: ['the-narrows-zion'],
      lines: { 'the-narrows-zion': expect.stringMatching(/open by the river’s flow: .+ ran 84 cubic/) },
    });
    // Exactly at the threshold the park keeps it open.
    expect(riverDay(answer(150, '2027-04-01T15:00:00Z'), '2027-04-01', dateOf, clock).openPlaceIds).toEqual(['the-narrows-zion']);
    // Yesterday's reading, no answer, or a gauge that cannot be read: the usual window stands.
    const none = { closedPlaceIds: [], openPlaceIds: [], lines: {} };
    expect(riverDay(answer(310, '2027-06-19T14:45:00Z'), '2027-06-20', dateOf, clock)).toEqual(none);
    expect(riverDay(null, '2027-06-20', dateOf, clock)).toEqual(none);
    expect(riverDay({ places: [{ rule: narrows, part: { status: 'unavailable', reason: 'down' } }] }, '2027-06-20', dateOf, clock)).toEqual(none);
  });
});
