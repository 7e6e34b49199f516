import { describe, expect, it } from 'vitest';
import { formatDriveTime } from '../roads/driveTime.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { driveText, mapFocusUrl, mapListProgress, matchesMapFilters, parseMapParams, toMapPlace, writeMapParams, ZONE_COLOURS, ZONE_LEGEND } from './map.ts';
import { mapDescription } from './mapWords.ts';
import type { MapWords } from '../../lib/messages/map.en.ts';
import { mapFr } from '../../lib/messages/map.fr.ts';

const templeSquare = {
  id: 'temple-square',
  name: 'Temple Square',
  category: 'Cultural & Historic',
  coordinates: { lat: 40.7704, lng: -111.8919 },
  driveTime: 12,
  driveTimeMinutes: 12,
};

describe('map places and filters', () => {
  it('turns a destination into a compact point with its zone, and drops one without coordinates', () => {
    expect(toMapPlace(templeSquare)).toEqual({
      id: 'temple-square',
      name: 'Temple Square',
      category: 'Cultural & Historic',
      lat: 40.7704,
      lng: -111.8919,
      minutes: 12,
      zone: '30-minutes',
    });
    expect(toMapPlace({ ...templeSquare, driveTimeMinutes: 61 })!.zone).toBe('2-hours');
    expect(toMapPlace({ ...templeSquare, driveTimeMinutes: 800 })!.zone).toBe('beyond');
    expect(toMapPlace({ ...templeSquare, coordinates: null })).toBeNull();
  });

  it('carries the closure window of a place no open road reaches in winter, and only of those', () => {
    const closure = { from: '12-01', to: '05-14', text: 'Road closed in winter, Dec 1 until it reopens May 15' };
    expect(toMapPlace({ ...templeSquare, winterDriveTimeMinutes: null, seasonalClosure: closure })!.closed).toEqual({ from: '12-01', to: '05-14' });
    expect(toMapPlace({ ...templeSquare, winterDriveTimeMinutes: 30, seasonalClosure: closure })!.closed).toBeUndefined();
    expect(toMapPlace({ ...templeSquare, winterDriveTimeMinutes: 12, seasonalClosure: null })!.closed).toBeUndefined();
  });

  it('with "Reachable now", hides a place inside its closure window on the day (in Utah), like /destinations', () => {
    const northRim = { category: 'Natural Wonders', minutes: 388, closed: { from: '12-01', to: '05-14' } };
    const open = { category: null, driveTime: null, openNow: true };
    expect(matchesMapFilters(northRim, open, new Date('2027-01-15T19:00:00Z'))).toBe(false);
    expect(matchesMapFilters(northRim, open, new Date('2027-05-15T19:00:00Z'))).toBe(true);
    expect(matchesMapFilters(northRim, { ...open, openNow: false }, new Date('2027-01-15T19:00:00Z'))).toBe(true);
    expect(matchesMapFilters({ category: 'Natural Wonders', minutes: 60 }, open, new Date('2027-01-15T19:00:00Z'))).toBe(true);
    // A place a live UDOT closure cuts off (decision 048): hidden with "Reachable now" only.
    const snowbird = { id: 'snowbird', category: 'Natural Wonders', minutes: 45 };
    expect(matchesMapFilters(snowbird, open, new Date('2027-07-15T18:00:00Z'), new Set(['snowbird']))).toBe(false);
    expect(matchesMapFilters(snowbird, { ...open, openNow: false }, new Date('2027-07-15T18:00:00Z'), new Set(['snowbird']))).toBe(true);
  });

  it('filters by category and by drive time at or under, like /destinations', () => {
    const place = { category: 'Natural Wonders', minutes: 120 };
    expect(matchesMapFilters(place, { category: null, driveTime: null, openNow: false })).toBe(true);
    expect(matchesMapFilters(place, { category: 'Natural Wonders', driveTime: 120, openNow: false })).toBe(true);
    expect(matchesMapFilters(place, { category: 'Natural Wonders', driveTime: 90, openNow: false })).toBe(false);
    expect(matchesMapFilters(place, { category: 'Family Fun', driveTime: null, openNow: false })).toBe(false);
  });

  it('reads the filters and a well-formed focus id from the URL and writes the filters back, keeping the focus', () => {
    expect(parseMapParams('?category=natural%20wonders&driveTime=180&focus=delicate-arch')).toEqual({
      category: 'Natural Wonders',
      driveTime: 180,
      openNow: false,
      focus: 'delicate-arch',
    });
    expect(parseMapParams('?focus=../etc&driveTime=abc')).toEqual({ category: null, driveTime: null, openNow: false, focus: null });
    expect(writeMapParams('?focus=alta', { category: 'Skiing & Winter', driveTime: 60, openNow: true })).toBe(
      '?focus=alta&driveTime=60&category=Skiing+%26+Winter&open=now',
    );
    expect(mapFocusUrl('delicate-arch')).toBe('/map?focus=delicate-arch');
  });

  it('writes drive times exactly as the rest of the site does', () => {
    for (let m = 0; m <= 800; m += 7) expect(driveText(m + 0.4)).toBe(formatDriveTime(m + 0.4));
  });

  it('gives every zone in the legend its own colour', () => {
    expect(new Set(ZONE_LEGEND.map((z) => z.colour)).size).toBe(ZONE_LEGEND.length);
    expect(Object.keys(ZONE_COLOURS)).toContain('beyond');
  });
});

describe("/map's description", () => {
  it('counts Utah places as Utah destinations and the others apart, from the data', () => {
    const all = readCatalogue('supabase/seed/destinations');
    const beyond = all.filter((d) => d.states && !d.states.includes('UT')).length;
    expect(beyond).toBeGreaterThan(0);
    expect(mapDescription(all)).toContain(`our ${all.length - beyond} Utah destinations and ${beyond} just across the state line`);
    // Four Corners lies in Utah too.
    expect(mapDescription([{ states: ['UT', 'AZ', 'CO', 'NM'] }, { states: ['NV'] }, {}])).toContain('our 2 Utah destinations and 1 just across');
    expect(mapDescription([{ states: ['UT'] }])).toContain('our 1 Utah destination on a map');
  });

  it('is said in French and Spanish with their plurals (issue 53)', () => {
    const two = [{ states: ['UT'] }, { states: ['UT'] }, { states: ['NV'] }];
    expect(mapDescription(two, 'fr')).toMatch(/^Chacune de nos 2 destinations de l’Utah et des 1 situées/);
    expect(mapDescription([{ states: ['UT'] }], 'es')).toMatch(/^Cada uno de nuestros 1 destino de Utah en un mapa/);
  });
});

describe("/map's list progress", () => {
  it('counts in the page’s language, the plural chosen on the matches', () => {
    expect(mapListProgress(48, 706)).toBe('Showing 48 of 706 places');
    expect(mapListProgress(1, 1)).toBe('Showing 1 of 1 place');
    const fr = { ...Object.fromEntries(Object.entries(mapFr).filter(([k]) => k.startsWith('map.'))) } as MapWords;
    expect(mapListProgress(48, 1204, fr, 'fr-FR')).toBe('Affichage de 48 sur 1\u202f204 lieux');
    expect(mapListProgress(1, 1, fr, 'fr-FR')).toBe('Affichage de 1 sur 1 lieu');
  });
});

describe('"Without a car" on the map (issue 36)', () => {
  it('keeps only the places public transport reaches from the airport', () => {
    const place = { id: 'temple-square', category: 'Cultural & Historic' as const, minutes: 15 };
    const f = { category: null, driveTime: null, openNow: false, noCar: true };
    expect(matchesMapFilters(place, f, new Date(), undefined, new Map([['temple-square', 30]]))).toBe(true);
    expect(matchesMapFilters(place, f, new Date(), undefined, new Map())).toBe(false);
    expect(matchesMapFilters(place, { ...f, noCar: false })).toBe(true);
  });
});
