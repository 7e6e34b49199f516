import { describe, expect, it } from 'vitest';
import { catalogueDestinations, readCatalogue } from '../destinations/destinations.server.ts';
import { gamesFigures, legacy2002, venues2034, venuesBySport } from './olympics.ts';

const all = catalogueDestinations(readCatalogue('supabase/seed/destinations'));

describe('the Games figures on the real catalogue', () => {
  it('count 18 flagged sites: 13 venues of the 2034 plan, all within an hour of the airport, and five 2002 legacy sites', () => {
    expect(gamesFigures(all)).toEqual({ sites: 18, venues2034: 13, venues2034Within60: 13, legacy2002: 5 });
    expect(venues2034(all).map((d) => d.driveTimeMinutes)).toEqual([...venues2034(all).map((d) => d.driveTimeMinutes)].sort((a, b) => a - b));
    expect(legacy2002(all).map((d) => d.id)).toContain('weber-county-ice-sheet');
  });

  it('group the 2034 venues by sport: every venue with a sport appears under it, ice hockey at both arenas', () => {
    const { sports, roles } = venuesBySport(all);
    const venuesOf = (sport: string) => sports.find((s) => s.sport === sport)?.venues.map((d) => d.id);
    expect(venuesOf('ice hockey')).toEqual(['maverik-center', 'peaks-ice-arena']);
    expect(venuesOf('alpine skiing')).toEqual(['snowbasin-resort']);
    expect(venuesOf('curling')).toEqual(['salt-palace-convention-center']);
    expect(roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(['opening and closing ceremonies', 'Olympic Village', 'medals plaza', 'main media centre']),
    );
    const listed = new Set([...sports, ...roles].flatMap((g) => g.venues.map((d) => d.id)));
    expect(listed.size).toBe(13);
  });
});
