import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { CLOSURES } from './usualClosures.ts';
import { validateAccessData } from './accessData.ts';
import { driveBetween, nearbyByRoad } from './nearby.ts';
import { PLACE_WINTER_RULES } from './placeAccess.ts';
import { ROAD_EDGES } from './roadNetwork.ts';
import { dayOf, seasonDay } from './day.ts';
import { edgeKey, roadsOn, treeOn } from './roadsOn.ts';
import { EVERY_ROAD_OPEN, roadGraph } from './shortestPaths.ts';

// Issue 27 on the real graph and the real catalogue.
const catalogue = readCatalogue('supabase/seed/destinations');
const byId = new Map(catalogue.map((c) => [c.id, c]));
const place = (id: string) => {
  const d = byId.get(id);
  if (!d) throw new Error(`no catalogue place ${id}`);
  return d;
};
const JAN = '2027-01-15';
const JUL = '2027-07-15';
const brighton = place('brighton-resort');
const parkCity = place('historic-main-street-park-city');
const cecret = place('cecret-lake');

describe('roads on a date', () => {
  it('drives Brighton to Park City over Guardsman Pass in July and round by the valley in January', () => {
    const july = driveBetween(brighton, parkCity, roadsOn(JUL));
    const january = driveBetween(brighton, parkCity, roadsOn(JAN));
    expect(july).toBeLessThanOrEqual(45);
    expect(january).toBeGreaterThanOrEqual(55);
  });

  it('takes Brighton to Cecret Lake the long way round (another canyon) in July, and not at all in January', () => {
    expect(driveBetween(brighton, cecret, roadsOn(JUL))).toBeGreaterThanOrEqual(40);
    expect(driveBetween(cecret, brighton, roadsOn(JUL))).toBeGreaterThanOrEqual(40);
    expect(driveBetween(brighton, cecret, roadsOn(JAN))).toBe(Infinity);
    expect(roadsOn(JAN).placeOpen('cecret-lake')).toEqual({ open: false, reason: 'Road closed in winter, usually mid-Oct to early July' });
    expect(roadsOn(JUL).placeOpen('cecret-lake')).toEqual({ open: true });
  });

  it('closes the Mirror Lake Scenic Byway, whose point is at Kamas on a road open all year, by SR-150’s gate at Soapstone (issue 40)', () => {
    // The byway is the road: its drive lies beyond the gate, so its page, plans and Reachable now follow the gate's window.
    expect(roadsOn(JAN).placeOpen('mirror-lake-scenic-byway')).toEqual({
      open: false,
      reason: 'SR-150 closed at the Soapstone gate, nearly 15 miles east of Kamas, in winter, usually Dec to late May',
    });
    expect(roadsOn(JUL).placeOpen('mirror-lake-scenic-byway')).toEqual({ open: true });
  });

  it('never drives straight over between places more than a mile apart: Brighton Lakes and Catherine Pass are 2 miles apart across the ridge', () => {
    expect(driveBetween(place('brighton-lakes-trail'), place('sunset-peak-catherine-pass'), EVERY_ROAD_OPEN)).toBeGreaterThanOrEqual(40);
  });

  it('does not list Cecret Lake as Nearby for Brighton, nor Brighton for Cecret Lake', () => {
    const near = nearbyByRoad(catalogue, EVERY_ROAD_OPEN);
    const ids = (id: string) => near.get(id)!.map((n) => n.destination.id);
    expect(ids('brighton-resort')).not.toContain('cecret-lake');
    expect(ids('cecret-lake')).not.toContain('brighton-resort');
    expect(ids('cecret-lake')).toContain('alta-ski-area');
  });

  it('gives every place the issue names a winter rule, each with its gate, window, source and the day it was read', () => {
    const named = [
      'cecret-lake',
      'sunset-peak-catherine-pass',
      'tony-grove-lake',
      'hells-backbone-road',
      'skyline-drive-wasatch-plateau',
      'brian-head-peak',
      'navajo-lake',
      'silver-lake-flat-reservoir',
      'spirit-lake-ashley-national-forest',
      'browne-lake-ashley-national-forest',
      'henrys-fork-trailhead-kings-peak',
      'grandview-trailhead-grandaddy-basin',
      'cascade-springs',
    ];
    for (const id of named) {
      place(id);
      const rule = PLACE_WINTER_RULES.get(id);
      expect(rule, id).toBeDefined();
      expect(roadsOn(JAN).placeOpen(id).open, id).toBe(false);
      expect(roadsOn(JUL).placeOpen(id).open, id).toBe(true);
    }
    for (const id of PLACE_WINTER_RULES.keys()) expect(byId.has(id), id).toBe(true);
    // Cedar Breaks, in the park's words: SR-148 closes, SR-143 through Brian Head reaches the north side all winter.
    const cedarBreaks = PLACE_WINTER_RULES.get('cedar-breaks-national-monument')!;
    expect(cedarBreaks.winterAccess).toMatchObject({ node: 'sr148_sr143', via: 'SR-143' });
    expect(roadsOn(JAN).placeOpen('cedar-breaks-national-monument').open).toBe(true);
    expect(validateAccessData()).toEqual([]);
  });

  it('names the source of every closure window and when it was read', () => {
    for (const [name, c] of Object.entries(CLOSURES)) {
      expect(c.source, name).toMatch(/^https?:\/\/\S+$/);
      expect(c.checkedOn, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const [id, rule] of PLACE_WINTER_RULES) {
      expect(rule.source, id).toMatch(/^https?:\/\/\S+$/);
      expect(rule.checkedOn, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('says where the access data is wrong, by place', () => {
    expect(validateAccessData({ places: [{ id: 'x', access: ['no_such_node'] }] })).toEqual(['place x: unknown node "no_such_node"']);
    const rule = {
      gate: 'g',
      from: '11-01',
      to: '05-31',
      when: 'usually Nov to May',
      source: 'https://example.org/',
      agency: { name: 'UDOT', url: 'https://udottraffic.utah.gov/' },
    };
    expect(validateAccessData({ places: [{ id: 'y', winter: rule }] })[0]).toMatch(/^place y: winter\.checkedOn/);
    expect(validateAccessData({ places: [{ id: 'z', winter: { ...rule, checkedOn: '2026-11-27', from: '03-01', to: '05-31' } }] })).toEqual([
      'place z: winter window 03-01–05-31 does not wrap the new year',
    ]);
  });

  it('closes each segment on the days of its window, and the live closures on top', () => {
    const guardsman = roadGraph().edges.find((ie) => ie.edge.road === 'Guardsman Pass Rd')!;
    expect(roadsOn(JAN).isOpen(guardsman.index)).toBe(false);
    expect(roadsOn('2027-10-31').isOpen(guardsman.index)).toBe(true);
    expect(roadsOn('2027-11-01').isOpen(guardsman.index)).toBe(false);
    expect(roadsOn(JUL).closedEdges.size).toBe(0);
    expect(roadsOn(JAN).closedEdges.size).toBe(ROAD_EDGES.filter((e) => e.closure).length);
    const sr210 = roadGraph().edges.find((ie) => ie.edge.road === 'SR-210' && ie.edge.to === 'alta')!;
    expect(edgeKey(sr210.edge)).toBe('SR-210:snowbird-alta');
    const live = roadsOn(JUL, { date: JUL, closures: [{ kind: 'closure', edgeKeys: [edgeKey(sr210.edge)] }], closedPlaceIds: ['alta-ski-area'] });
    expect(live.isOpen(sr210.index)).toBe(false);
    expect(live.key).not.toBe(JUL);
    expect(live.placeOpen('alta-ski-area').open).toBe(false);
    expect(roadsOn(JUL).isOpen(sr210.index)).toBe(true);
    expect(driveBetween(place('snowbird'), cecret, live)).toBe(Infinity);
  });

  it('builds a day once and memoises its trees per day and sources', () => {
    expect(roadsOn(JAN)).toBe(roadsOn(JAN));
    const sources = [{ node: 0, minutes: 0 }];
    expect(treeOn(roadsOn(JAN), sources)).toBe(treeOn(roadsOn(JAN), sources));
    expect(treeOn(roadsOn(JAN), sources)).not.toBe(treeOn(roadsOn(JUL), sources));
    expect(() => roadsOn('2027-1-15')).toThrow(RangeError);
    expect(dayOf(JAN).season).toBe('winter');
    expect(dayOf(JUL).season).toBe('summer');
  });
});

describe('Nearby Attractions in winter', () => {
  it('lists on a winter day only the places an open road reaches, and says where that differs from summer', async () => {
    const { nearbySeasonsDiffer } = await import('./nearbySeasons.ts');
    const around = catalogue.filter((d) => ['alta-ski-area', 'cecret-lake', 'sunset-peak-catherine-pass', 'snowbird'].includes(d.id));
    const summer = nearbyByRoad(around, EVERY_ROAD_OPEN);
    const winter = nearbyByRoad(around, seasonDay('winter').roads);
    expect(summer.get('alta-ski-area')!.map((n) => n.destination.id)).toContain('cecret-lake');
    expect(winter.get('alta-ski-area')!.map((n) => n.destination.id)).not.toContain('cecret-lake');
    expect(nearbySeasonsDiffer(summer.get('alta-ski-area')!, winter.get('alta-ski-area')!)).toBe(true);
    expect(nearbySeasonsDiffer(summer.get('snowbird')!, summer.get('snowbird')!)).toBe(false);
  });
});
