import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { NPS_NOT_SET_UP, type UnitAlerts } from '../conditions/conditions.ts';
import type { RoadClosures } from './closures.ts';
import { canyonPlaces, seasonalRows } from './roadsToday.ts';
import { npsStatus, udotStatus, zoneClock } from './todayView.ts';
import { conditionsLiveEn } from '../../lib/messages/conditions.en.ts';
import { INTL_LOCALE, sliceIn } from '../../lib/messages/messages.ts';

const places = readCatalogue('supabase/seed/destinations');
const ids = (links: Array<{ id: string }>) => links.map((l) => l.id);

describe('/conditions, prebuilt', () => {
  it('lists each seasonal road with its window, source and the places it closes or sends the long way round', () => {
    const rows = seasonalRows(places);
    const mirror = rows.find((r) => r.key === 'mirrorLake')!;
    expect(mirror).toMatchObject({ roads: ['SR-150 (Mirror Lake Hwy)', 'WY-150'], from: '12-01', to: '05-25', source: expect.stringMatching(/^https:\/\//) });
    expect(ids(mirror.closes)).toEqual(expect.arrayContaining(['mirror-lake', 'trial-lake', 'bald-mountain-trail']));
    expect(ids(rows.find((r) => r.key === 'bigMountain')!.slows)).toEqual(['east-canyon-state-park']);
    // A byway that is the road is listed with its road; one with a gate of its own under its gate.
    expect(ids(rows.find((r) => r.key === 'alpineLoop')!.closes)).toContain('alpine-loop-scenic-byway');
    expect(rows.every((r) => r.checkedOn && r.when.length > 0)).toBe(true);
  });

  it('lists each road once: a place’s gate on a seasonal road joins its row, places behind one gate share a row (issue 49)', () => {
    const rows = seasonalRows(places);
    const mirror = rows.find((r) => r.key === 'mirrorLake')!;
    expect(ids(mirror.closes)).toContain('mirror-lake-scenic-byway');
    expect(mirror.gates).toEqual([expect.stringMatching(/Soapstone/)]);
    expect(ids(rows.find((r) => r.key === 'cedarBreaks')!.closes)).toEqual(['cedar-breaks-national-monument']);
    const albion = rows.filter((r) => r.roads.some((road) => /Albion Basin/.test(road)));
    expect(albion).toHaveLength(1);
    expect(ids(albion[0]!.closes)).toEqual(['cecret-lake', 'sunset-peak-catherine-pass']);
    for (const number of ['SR-148', 'SR-150']) expect(rows.filter((r) => r.roads.some((road) => road.startsWith(number))).map((r) => r.key)).toHaveLength(1);
    const gates = rows.flatMap((r) => r.roads);
    expect(new Set(gates).size).toBe(gates.length);
  });

  it('cites the agency that closes each road: UDOT for state routes, the Forest Service for its roads, the park for its own', () => {
    const rows = seasonalRows(places);
    const agency = (key: string) => rows.find((r) => r.key === key)!.agency;
    expect(agency('mirrorLake')).toEqual({ name: 'UDOT', url: 'https://udottraffic.utah.gov/' });
    expect(agency('neboLoop').url).toBe('https://www.fs.usda.gov/uwcnf');
    expect(agency('kolobTerrace').url).toBe('https://www.nps.gov/zion/');
    expect(agency('place:hells-backbone-road')).toEqual({ name: 'Dixie National Forest', url: 'https://www.fs.usda.gov/dixie' });
    expect(agency('place:grandview-trailhead-grandaddy-basin').name).toBe('Ashley National Forest');
    for (const r of rows) expect(r.agency.url, r.key).toMatch(/^https?:\/\/(udottraffic\.utah\.gov|www\.fs\.usda\.gov|www\.nps\.gov|townofalta\.com)\//);
  });

  it('gives each Cottonwood canyon its own page and the places up it, none below the mouth', () => {
    const [lcc, bcc] = canyonPlaces(places);
    expect(lcc).toMatchObject({ road: 'SR-210', canyon: [{ id: 'little-cottonwood-canyon' }] });
    expect(ids(lcc!.places)).toEqual(expect.arrayContaining(['snowbird', 'alta-ski-area', 'cecret-lake']));
    expect(ids(lcc!.places)).not.toContain('brighton-resort');
    expect(ids(lcc!.places)).not.toContain('little-cottonwood-canyon');
    expect(bcc).toMatchObject({ road: 'SR-190', canyon: [{ id: 'big-cottonwood-canyon' }] });
    expect(ids(bcc!.places)).toContain('brighton-resort');
  });
});

describe('/conditions, each source in its own words', () => {
  const now = new Date('2027-01-15T18:00:00Z');
  const live = (over: Partial<RoadClosures>): RoadClosures => ({
    source: 'udot',
    checkedAt: '2027-01-15T17:40:00Z',
    reason: null,
    closedEdgeKeys: [],
    closedPlaceIds: [],
    items: [],
    canyons: [],
    ...over,
  });

  it('names the zone with the time, and the day when it is not today', () => {
    expect(zoneClock('2027-01-15T17:40:00Z', now)).toBe('10:40 AM MST');
    expect(zoneClock('2027-07-14T17:40:00Z', new Date('2027-07-15T18:00:00Z'))).toBe('Jul 14, 11:40 AM MDT');
  });

  it('says when UDOT last answered, why live closures are missing, or that the visitor is offline', () => {
    const said = (...args: Parameters<typeof udotStatus>) => udotStatus(...args).join('');
    expect(said(live({}), true, now)).toBe('UDOT last answered at 10:40 AM MST.');
    expect(said(live({ source: 'usual', reason: 'UDOT could not be reached.' }), true, now)).toBe(
      'UDOT could not be reached. The usual seasonal windows below still hold.',
    );
    expect(said(null, false, now)).toBe('You are offline: live closures need a connection.');
    expect(said(null, true, now)).toBe('Our server could not be reached: live closures are not shown.');
  });

  it('says the same in French and Spanish, with the language’s clock (issue 53)', () => {
    const fr = { words: sliceIn('fr', conditionsLiveEn), intl: INTL_LOCALE.fr, prefix: '/fr' };
    const es = { words: sliceIn('es', conditionsLiveEn), intl: INTL_LOCALE.es, prefix: '/es' };
    expect(udotStatus(live({}), true, now, fr).join('')).toMatch(/^Dernière réponse de l’UDOT à 10:40 /);
    expect(udotStatus(null, false, now, es).join('')).toBe('Está sin conexión: los cierres en vivo necesitan conexión.');
    expect(udotStatus(live({ source: 'usual', reason: null }), true, now, fr).join('')).toBe(
      'Les fermetures en direct ne sont pas disponibles. Les périodes saisonnières habituelles ci-dessous restent valables.',
    );
    const ok: UnitAlerts = { parkCode: 'zion', parkName: 'Zion National Park', part: { status: 'ok', alerts: [], answeredAt: '2027-01-15T17:30:00Z' } };
    expect(npsStatus([ok], true, now, es)).toBe('El National Park Service respondió por última vez a las 10:30 a.m. GMT-7.');
    const unset = { parkCode: 'zion', parkName: 'Zion National Park', part: { status: 'unavailable', reason: NPS_NOT_SET_UP } } as const;
    expect(npsStatus([unset], true, now, fr)).toBe('Les alertes des parcs ne sont pas disponibles pour le moment.');
  });

  it('says when the NPS last answered, or that it could not be reached', () => {
    const unit = (part: UnitAlerts['part']): UnitAlerts => ({ parkCode: 'zion', parkName: 'Zion National Park', part });
    const ok = unit({ status: 'ok', alerts: [], answeredAt: '2027-01-15T17:30:00Z' });
    const down = unit({ status: 'unavailable', reason: 'The National Park Service answered 500.' });
    expect(npsStatus([ok, down], true, now)).toBe('The National Park Service last answered at 10:30 AM MST.');
    expect(npsStatus([down], true, now)).toBe('The National Park Service could not be reached.');
    expect(npsStatus(null, false, now)).toBe('You are offline: park alerts need a connection.');
  });

  it('says a server without an NPS key is not set up, never that the NPS could not be reached', () => {
    const unset = { parkCode: 'zion', parkName: 'Zion National Park', part: { status: 'unavailable', reason: NPS_NOT_SET_UP } } as const;
    expect(npsStatus([unset, { ...unset, parkCode: 'brca' }], true, now)).toBe('Park alerts are not available right now.');
  });
});
