import { describe, expect, it } from 'vitest';
import { catalogueDestinations, readCatalogue } from '../destinations/destinations.server.ts';
import { gamesRoleSchema } from '../destinations/catalogue.ts';
import { gamesFigures, legacy2002, planCheckedOn, UNPLACED_2034, venues2034, venuesBySport } from './olympics.ts';

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
    expect(venuesOf('ice hockey')).toEqual(['delta-center', 'peaks-ice-arena']);
    expect(venuesOf('alpine skiing')).toEqual(['snowbasin-resort']);
    expect(venuesOf('curling')).toEqual(['salt-palace-convention-center']);
    expect(roles.map((r) => r.role)).toEqual(
      expect.arrayContaining(['opening and closing ceremonies', 'Olympic Village', 'medals plaza', 'main media center']),
    );
    const listed = new Set([...sports, ...roles].flatMap((g) => g.venues.map((d) => d.id)));
    expect(listed.size).toBe(13);
  });
});

describe('the 2034 plan as it stands (issue 29, decision 040)', () => {
  const { sports } = venuesBySport(all);
  const venuesOf = (sport: string) => sports.find((s) => s.sport === sport)?.venues.map((d) => d.id);

  it('holds ice hockey at the Delta Center and Peaks, figure skating and short track at the Maverik Center', () => {
    expect(venuesOf('ice hockey')).toEqual(['delta-center', 'peaks-ice-arena']);
    expect(venuesOf('figure skating')).toEqual(['maverik-center']);
    expect(venuesOf('short-track speed skating')).toEqual(['maverik-center']);
  });

  it('holds the events added since the first catalogue at their venues', () => {
    expect(venuesOf('Nordic combined (ski jumping)')).toEqual(['utah-olympic-park']);
    expect(venuesOf('snowboard parallel giant slalom')).toEqual(['utah-olympic-park']);
    expect(venuesOf('para biathlon')).toEqual(['soldier-hollow-nordic-center']);
    expect(venuesOf('para cross-country skiing')).toEqual(['soldier-hollow-nordic-center']);
    expect(venuesOf('wheelchair curling')).toEqual(['salt-palace-convention-center']);
  });

  it('gives every 2034 role a source URL and the day it was checked, and says when the plan was last checked', () => {
    for (const d of venues2034(all)) {
      expect({ id: d.id, source: URL.canParse(d.gamesRole?.source ?? ''), day: /^\d{4}-\d{2}-\d{2}$/.test(d.gamesRole?.checkedOn ?? '') }).toEqual({
        id: d.id,
        source: true,
        day: true,
      });
    }
    expect(planCheckedOn(all)).toBe([...venues2034(all).map((d) => d.gamesRole?.checkedOn ?? '')].sort().at(-1));
    for (const u of UNPLACED_2034) expect(venuesOf(u.sport)).toBeUndefined();
  });

  it('rejects a 2034 role without its source or checked day; a 2002 legacy role needs neither', () => {
    const role = { games: '2034', sports: ['ice hockey'], source: 'https://www.deseret.com/x', checkedOn: '2026-11-27' };
    expect(gamesRoleSchema.safeParse(role).success).toBe(true);
    expect(gamesRoleSchema.safeParse({ ...role, source: undefined }).success).toBe(false);
    expect(gamesRoleSchema.safeParse({ ...role, checkedOn: undefined }).success).toBe(false);
    expect(gamesRoleSchema.safeParse({ ...role, checkedOn: 'Nov 2026' }).success).toBe(false);
    expect(gamesRoleSchema.safeParse({ games: '2002', roles: ['curling venue'] }).success).toBe(true);
  });
});
