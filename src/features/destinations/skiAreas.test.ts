import { describe, expect, it } from 'vitest';
import { readCatalogue } from './destinations.server.ts';
import { parseHours } from './hours.ts';
import { hoursText } from '../planning/plannerData.ts';
import { placeKind } from '../planning/placeSense.ts';

// Issue 49, decision 080: a ski day ends when the lifts close, so every ski area carries its lift
// hours and its season, read from a dated source. Where no source stating them was found, the
// place is named below and must carry no clock time of its own invention; giving it hours means
// taking it off the list.
const entries = readCatalogue('supabase/seed/destinations');

/** Lift-served ski areas, as the planner knows them (placeSense.placeKind: not heli-skiing, nordic centers, canyon roads or base villages). */
const skiAreas = entries.filter((e) => placeKind(e) === 'ski-area');

/** No source stating their lift hours was found (decision 080's Consequences). */
const NO_LIFT_HOURS_FOUND = [
  'beaver-mountain',
  'deer-valley-resort',
  'eagle-point-resort',
  'nordic-valley',
  'powder-mountain',
  'snowbasin-resort',
  'snowbird',
  'sundance-mountain-resort',
];
/** Decision 117: every area's season was found (Beaver Mountain, Nordic Valley, Powder Mountain, Snowbasin and Sundance from reports of their opening and closing days). */
const NO_SEASON_FOUND: string[] = [];
/** No ticket amount of any season was found for them (decision 117); the others state one with its season. */
const NO_TICKET_AMOUNT_FOUND = [
  'alta-ski-area',
  'cherry-peak-resort',
  'powder-mountain',
  'snowbasin-resort',
  'snowbird',
  'solitude-mountain-resort',
  'sundance-mountain-resort',
];
/** Museums whose current hours were not found: their hours say so, and plans keep the assumed 10–5. */
const MUSEUMS_WITHOUT_HOURS = ['clark-planetarium', 'the-leonardo'];

const hoursOf = (id: string) => parseHours(hoursText(entries.find((e) => e.id === id)?.hours ?? null));

describe('the ski areas of the catalogue (issue 49)', () => {
  it('are the fourteen lift-served areas, the gap lists naming only them', () => {
    expect(skiAreas.map((e) => e.id).sort()).toEqual(
      [
        'alta-ski-area',
        'beaver-mountain',
        'brian-head-resort',
        'brighton-resort',
        'cherry-peak-resort',
        'deer-valley-resort',
        'eagle-point-resort',
        'nordic-valley',
        'park-city-mountain',
        'powder-mountain',
        'snowbasin-resort',
        'snowbird',
        'solitude-mountain-resort',
        'sundance-mountain-resort',
      ].sort(),
    );
    for (const id of [...NO_LIFT_HOURS_FOUND, ...NO_SEASON_FOUND, ...NO_TICKET_AMOUNT_FOUND])
      expect(
        skiAreas.some((e) => e.id === id),
        id,
      ).toBe(true);
  });

  it('close their lifts between 3 and 5 PM on a day session, as a stated range the parser reads', () => {
    for (const area of skiAreas.filter((e) => !NO_LIFT_HOURS_FOUND.includes(e.id))) {
      const time = hoursOf(area.id)?.time;
      expect(time, area.id).toMatchObject({ open: expect.any(Number), close: expect.any(Number) });
      const { open, close } = time as { open: number; close: number };
      expect(open, area.id).toBeGreaterThanOrEqual(8 * 60);
      expect(close, area.id).toBeGreaterThanOrEqual(15 * 60);
      expect(close, area.id).toBeLessThanOrEqual(17 * 60);
    }
  });

  it('invent no lift hours where none were found: the planner keeps its old day for them', () => {
    for (const id of NO_LIFT_HOURS_FOUND) expect(hoursOf(id)?.time ?? null, id).toBeNull();
  });

  it('name a ski season of a few months (a month range the parser reads)', () => {
    for (const area of skiAreas.filter((e) => !NO_SEASON_FOUND.includes(e.id))) {
      const months = hoursOf(area.id)?.rules?.[0]?.months ?? [];
      expect(months.length, area.id).toBeGreaterThanOrEqual(4);
      expect(months.length, area.id).toBeLessThanOrEqual(7);
      // A northern-hemisphere ski season: it includes January and not July.
      expect(months.includes(1) && !months.includes(7), area.id).toBe(true);
    }
  });

  it('carry a dated check with an https source beside each hours, fee and permit they state', () => {
    for (const area of skiAreas) {
      for (const [field, check] of [
        ['hours', area.hoursChecked],
        ['pricing', area.pricingChecked],
      ] as const) {
        if (!area[field]) continue;
        expect(check?.source, `${area.id} ${field}`).toMatch(/^https:\/\//);
        expect(check?.checkedOn, `${area.id} ${field}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      for (const permit of area.permits ?? []) {
        expect(permit.source, area.id).toMatch(/^https:\/\//);
        expect(permit.checkedOn, area.id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
      if (!NO_LIFT_HOURS_FOUND.includes(area.id) || !NO_SEASON_FOUND.includes(area.id)) expect(area.hoursChecked, area.id).toBeTruthy();
    }
  });
});

describe('Clark Planetarium and The Leonardo', () => {
  it('say their hours were not published where we looked, dated, and state no clock time (decision 117)', () => {
    for (const id of MUSEUMS_WITHOUT_HOURS) {
      const place = entries.find((e) => e.id === id);
      expect(place, id).toBeTruthy();
      expect(place?.hours, id).toMatch(/^Hours not published where we looked \(checked 7 December 2026\)/);
      expect(place?.hoursChecked, id).toMatchObject({ source: expect.stringMatching(/^https:\/\//), checkedOn: '2026-12-07' });
      // No time and no months: the planner plans its usual day and says the hours are assumed.
      expect(hoursOf(id)?.time ?? null, id).toBeNull();
      expect(hoursOf(id)?.rules ?? null, id).toBeNull();
    }
  });
});

describe('the other museum and visitor center the issue named', () => {
  it('keep the hours that landed with 080: the Church History Museum 10 AM to 6 PM, closed Sundays; Zion Canyon Visitor Center 8 AM to 5 PM in winter', () => {
    expect(hoursOf('church-history-museum')?.time).toEqual({ open: 10 * 60, close: 18 * 60 });
    expect(hoursOf('church-history-museum')?.rules?.[0]?.days).toEqual([1, 2, 3, 4, 5, 6]);
    expect(hoursOf('zion-canyon-visitor-center')?.time).toEqual({ open: 8 * 60, close: 17 * 60 });
    for (const id of ['church-history-museum', 'zion-canyon-visitor-center'])
      expect(entries.find((e) => e.id === id)?.hoursChecked?.source, id).toMatch(/^https:\/\/(history\.churchofjesuschrist\.org|www\.nps\.gov\/zion)\//);
  });
});

describe('each ski area fact of decision 117, with its source', () => {
  const area = (id: string) => entries.find((e) => e.id === id)!;

  it('states a ticket amount, with the season it is for, for every area not named as lacking one', () => {
    for (const a of skiAreas) {
      const pricing = JSON.stringify(a.pricing ?? '');
      if (NO_TICKET_AMOUNT_FOUND.includes(a.id)) expect(pricing, a.id).not.toMatch(/\$\d/);
      else {
        expect(pricing, a.id).toMatch(/\$\d+/);
        // The season or year the amount is for is named beside it.
        expect(pricing, a.id).toMatch(/20\d\d|season/);
      }
    }
  });

  it('gives the seasons found: Beaver Mountain, Powder Mountain and Sundance December to April, Snowbasin November to April, Nordic Valley December to March', () => {
    const months = (id: string) => hoursOf(id)?.rules?.[0]?.months;
    expect(months('beaver-mountain')).toEqual([12, 1, 2, 3, 4]);
    expect(area('beaver-mountain').hoursChecked?.source).toMatch(/ksltv\.com/);
    expect(months('powder-mountain')).toEqual([12, 1, 2, 3, 4]);
    expect(months('sundance-mountain-resort')).toEqual([12, 1, 2, 3, 4]);
    expect(months('snowbasin-resort')).toEqual([11, 12, 1, 2, 3, 4]);
    expect(months('nordic-valley')).toEqual([12, 1, 2, 3]);
    for (const id of ['powder-mountain', 'snowbasin-resort', 'nordic-valley']) expect(area(id).hoursChecked?.source, id).toMatch(/standard\.net/);
    // Snowbasin's lifts open at 9 a.m.; their closing time was not found, so no day is read from it.
    expect(area('snowbasin-resort').hours).toMatch(/lifts open at 9 a\.m\., their closing time not published/);
  });

  it('gives the ticket amounts found: Beaver Mountain $70 at the window in March 2024, Brighton $59 at its 2023-24 opening, Brian Head from $19', () => {
    expect(area('beaver-mountain').pricing).toMatch(/\$70 in March 2024/);
    expect(area('brighton-resort').pricing).toMatch(/\$59 online at the opening of the 2023-24 season/);
    expect(area('brighton-resort').pricingChecked?.source).toBe(area('brighton-resort').hoursChecked?.source);
    expect(area('brian-head-resort').pricing).toMatch(/as low as \$19/);
    expect(area('brian-head-resort').pricingChecked?.source).toMatch(/fox13now\.com/);
    expect(area('eagle-point-resort').pricing).toMatch(/\$40 .*\$55 on Saturdays.*undated/);
  });
});
