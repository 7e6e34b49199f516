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
/** No source stating their season's months was found either. */
const NO_SEASON_FOUND = ['beaver-mountain', 'nordic-valley', 'powder-mountain', 'snowbasin-resort', 'sundance-mountain-resort'];
/** Museums whose current hours were not found. */
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
    for (const id of [...NO_LIFT_HOURS_FOUND, ...NO_SEASON_FOUND])
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
  it('still have no hours: none current was found (decision 080); giving them hours takes them off this list', () => {
    for (const id of MUSEUMS_WITHOUT_HOURS) {
      expect(
        entries.some((e) => e.id === id),
        id,
      ).toBe(true);
      expect(hoursOf(id), id).toBeNull();
    }
  });
});
