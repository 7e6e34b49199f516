import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { utahToInstant } from '../../lib/utahTime.ts';
import { parseHours } from '../destinations/hours.ts';
import type { PlannerPlace } from './planning.ts';
import { hoursText } from './plannerData.ts';
import {
  dayStopMinutes,
  EMPTY_SITE_IDS,
  kindVisit,
  placeKind,
  placeNotes,
  seasonNote,
  shapedShare,
  USUAL_SHOP_HOURS,
  VENUE_IDS,
  valueFactor,
  WALK_MINUTES,
  windowsOn,
} from './placeSense.ts';
import { inWords } from '../../lib/messages/messages.ts';

const catalogue = readCatalogue('supabase/seed/destinations');
const kindOf = new Map(catalogue.map((d) => [d.id, placeKind(d)]));
const ids = (kind: string) => [...kindOf].filter(([, k]) => k === kind).map(([id]) => id);

describe('kinds of place on the real catalogue', () => {
  it('makes arenas, stages and stadiums venues, the issue’s three among them', () => {
    const venues = ids('venue');
    for (const id of [
      'delta-center',
      'eccles-theater',
      'capitol-theatre-salt-lake-city',
      'rice-eccles-stadium',
      'maverik-center',
      'america-first-field',
      'kilby-court',
      'bryce-canyon-country-rodeo',
    ])
      expect(venues).toContain(id);
    for (const id of VENUE_IDS) expect(catalogue.some((d) => d.id === id)).toBe(true);
    // Public skating rinks are visits in their own right, not a look from outside.
    for (const id of ['peaks-ice-arena', 'park-city-ice-arena']) expect(venues).not.toContain(id);
    // Decision 062: cinemas, music venues and festivals are venues too (their visit is a show at its own hour).
    for (const id of ['tower-theatre-salt-lake-city', 'wayne-theatre-bicknell', 'utah-shakespeare-festival', 'velour-live-music-gallery'])
      expect(venues).toContain(id);
    expect(venues.length).toBeGreaterThanOrEqual(25);
  });

  it('makes Block 85 an empty site and every listed empty site exists', () => {
    expect(ids('empty-site')).toEqual([...EMPTY_SITE_IDS]);
    expect(catalogue.find((d) => d.id === 'block-85-big-air-site')!.description).toMatch(/open city block/);
  });

  it('makes dark-sky and stargazing places night-sky ones, and museums daytime ones', () => {
    for (const id of ['arches-national-park', 'north-fork-park', 'goblin-valley-state-park']) expect(kindOf.get(id)).toBe('night-sky');
    for (const id of ['natural-history-museum-of-utah', 'tracy-aviary', 'church-history-museum', 'discovery-gateway-childrens-museum'])
      expect(kindOf.get(id)).toBe('daytime');
    expect(kindOf.get('lake-blanche')).toBeUndefined();
  });

  it('makes the ski areas with lifts ski areas, not the canyon roads or a base village (issue 48; the full list: destinations/skiAreas.test.ts)', () => {
    for (const id of ['alta-ski-area', 'snowbird', 'powder-mountain', 'park-city-mountain']) expect(kindOf.get(id)).toBe('ski-area');
    for (const id of ['big-cottonwood-canyon', 'little-cottonwood-canyon', 'canyons-village', 'wasatch-powderbird-guides'])
      expect(kindOf.get(id)).not.toBe('ski-area');
    expect(kindOf.get('salt-lake-city-international-airport')).toBe('arrival');
  });

  it('caps a venue’s visit at 45 minutes and leaves other places alone', () => {
    expect(kindVisit({ kind: 'venue' }, 210)).toBe(45);
    expect(kindVisit({ kind: 'venue' }, 30)).toBe(30);
    expect(kindVisit({}, 210)).toBe(210);
  });
});

describe('best seasons', () => {
  it('says why a place is demoted out of season, and nothing in season', () => {
    expect(inWords(seasonNote('July-October', 11), 'en')).toBe('Best July-October; out of season in November');
    expect(seasonNote('July-October', 8)).toBeNull();
    expect(seasonNote(null, 1)).toBeNull();
  });

  it('values a ski hill at its whole worth in every month of its season read as written (decision 144)', () => {
    const parkCity = { best: 'Mid-December to early April for skiing; July-September for biking and the coaster', kind: 'ski-area' as const };
    for (const month of [12, 1, 2, 3, 4, 7, 8, 9]) expect(valueFactor(parkCity, month), String(month)).toBe(1);
    for (const month of [5, 6, 10, 11]) expect(valueFactor(parkCity, month), String(month)).toBeLessThan(1);
    // The North Rim in August was "out of season" while the text read May and October only.
    expect(seasonNote('Mid-May to mid-October', 8)).toBeNull();
    expect(inWords(seasonNote('Mid-May to mid-October', 11), 'en')).toBe('Best Mid-May to mid-October; out of season in November');
  });
});

const place = (over: Partial<PlannerPlace>): PlannerPlace => ({
  id: 'x',
  name: 'X',
  lat: 40.76,
  lng: -111.89,
  category: 'Cultural & Historic',
  rating: 4,
  timeNeeded: '1 hour',
  hours: null,
  access: [],
  extra: 0,
  ...over,
});

describe('the hours of a day a stop may run', () => {
  it('closes a closed day, and keeps a museum of unknown hours to 10 AM–5 PM', () => {
    const museum = place({ kind: 'daytime', hours: 'Generally Monday to Saturday, daytime hours; closed Sundays and major holidays' });
    expect(windowsOn(museum, parseHours(museum.hours), '2026-11-29')).toEqual([]);
    expect(windowsOn(museum, parseHours(museum.hours), '2026-11-27')).toEqual([[utahToInstant('2026-11-27', '10:00'), utahToInstant('2026-11-27', '17:00')]]);
  });

  it('ends outdoors by sunset, except a night-sky place, seen by day or from sunset to midnight', () => {
    const [trail] = windowsOn(place({ category: 'Natural Wonders' }), null, '2026-11-27');
    expect(trail![1]).toBeGreaterThan(utahToInstant('2026-11-27', '16:55'));
    expect(trail![1]).toBeLessThan(utahToInstant('2026-11-27', '17:10'));
    // Decision 114: a night-sky place by day or under the evening's stars to midnight, never before dawn.
    const [byDay, stars] = windowsOn(place({ category: 'Natural Wonders', kind: 'night-sky' }), null, '2026-11-27');
    expect(byDay![0]).toBeGreaterThan(utahToInstant('2026-11-27', '07:00'));
    expect(byDay![1]).toBe(trail![1]);
    expect(stars).toEqual([trail![1], utahToInstant('2026-11-28', '00:00')]);
  });

  it('keeps a ski day inside the lift hours the catalogue states: Alta from 9:15 AM to 4:30 PM, not until dusk (issue 49)', () => {
    const entry = catalogue.find((d) => d.id === 'alta-ski-area')!;
    const alta = place({ id: entry.id, category: entry.category, hours: hoursText(entry.hours ?? null) });
    expect(windowsOn(alta, parseHours(alta.hours), '2027-01-16')).toEqual([[utahToInstant('2027-01-16', '09:15'), utahToInstant('2027-01-16', '16:30')]]);
    // Out of its season the lifts do not run.
    expect(windowsOn(alta, parseHours(alta.hours), '2027-07-16')).toEqual([]);
  });

  it('keeps a ski area without lift hours to 9 AM–4 PM in the ski months, with a note (issue 48: Powder Mountain to 5:25 PM)', () => {
    const entry = catalogue.find((d) => d.id === 'powder-mountain')!;
    const powder = place({ id: entry.id, category: entry.category, kind: placeKind(entry), lat: entry.coordinates.lat, lng: entry.coordinates.lng });
    expect(powder.kind).toBe('ski-area');
    expect(windowsOn(powder, null, '2027-02-15')).toEqual([[utahToInstant('2027-02-15', '09:00'), utahToInstant('2027-02-15', '16:00')]]);
    expect(inWords(placeNotes(powder, utahToInstant('2027-02-15', '09:00')), 'en')).toContain(
      'Lift hours not in our catalogue: planned 9 AM–4 PM, as most Utah ski areas run them; check before you go',
    );
    // In summer it is a mountain like any other: daylight, no lift note.
    expect(windowsOn(powder, null, '2027-07-15')[0]![1]).toBeGreaterThan(utahToInstant('2027-07-15', '20:00'));
    expect(inWords(placeNotes(powder, utahToInstant('2027-07-15', '09:00')), 'en').join()).not.toMatch(/Lift hours/);
  });

  it('plans nothing of unknown hours before 6 AM', () => {
    expect(windowsOn(place({}), null, '2026-11-27')).toEqual([[utahToInstant('2026-11-27', '06:00'), utahToInstant('2026-11-28', '00:00')]]);
  });
});

describe('venues and buildings without hours (issue 39, decision 062)', () => {
  const place = (id: string): PlannerPlace => {
    const d = catalogue.find((c) => c.id === id)!;
    return {
      id,
      name: d.name,
      lat: d.coordinates.lat,
      lng: d.coordinates.lng,
      category: d.category,
      rating: null,
      timeNeeded: d.timeNeeded,
      hours: hoursText(d.hours ?? null),
      access: [],
      extra: 0,
      kind: placeKind(d),
    };
  };
  const at = (hhmm: string) => utahToInstant('2027-05-12', hhmm);

  it('plans malls in shop hours only, never from 8 AM', () => {
    for (const id of ['the-gateway-salt-lake-city', 'city-creek-center', 'trolley-square', 'tanger-outlets-park-city'])
      expect(kindOf.get(id), id).toBe('shops');
    // A shopping street is walked at any hour, not a mall.
    expect(kindOf.get('historic-main-street-park-city')).toBeUndefined();
    const [w] = windowsOn(place('the-gateway-salt-lake-city'), null, '2027-05-12');
    expect(w![0]).toBe(at('10:00'));
    expect(w![1]).toBe(at(`${USUAL_SHOP_HOURS.close / 60}:00`));
    expect(inWords(placeNotes(place('the-gateway-salt-lake-city'), at('10:30')), 'en').join()).toMatch(/shops usually open 10 AM–9 PM/);
  });

  it('never says "planned 10 AM–5 PM" of a music venue, a theatre or a festival: a short look from outside', () => {
    for (const id of ['velour-live-music-gallery', 'wayne-theatre-bicknell', 'utah-shakespeare-festival', 'tower-theatre-salt-lake-city']) {
      const notes = inWords(placeNotes(place(id), at('14:00')), 'en').join('\n');
      expect(notes, id).not.toMatch(/10 AM–5 PM/);
      expect(notes, id).toMatch(/A look from outside/);
      expect(kindVisit(place(id), 150), id).toBeLessThanOrEqual(45);
    }
  });
});

describe('what a visit is and what a season is for (decision 120)', () => {
  it('walks a district for at most an hour, worth its share of the whole district; other places keep their visit and worth', () => {
    const walk = { traits: ['walk'] };
    expect(dayStopMinutes(walk, 165)).toBe(WALK_MINUTES);
    expect(dayStopMinutes(walk, 45)).toBe(45);
    expect(dayStopMinutes(walk, null)).toBeNull();
    expect(dayStopMinutes({ traits: ['drive'] }, 360)).toBe(360);
    expect(shapedShare(walk, 180, 60)).toBeCloseTo((1 / 3) ** 0.75);
    expect(shapedShare(walk, 180, 60)).toBeGreaterThan(1 / 3);
    expect(shapedShare(walk, 45, 45)).toBe(1);
    // A big place's short visit (decision 106) keeps its whole worth.
    expect(shapedShare({ traits: ['outdoors'] }, 240, 120)).toBe(1);
  });

  it('values a water outing in its summer months only (the months: bestMonths.test.ts)', () => {
    const marina = { best: 'Year-round', kind: undefined, traits: ['water', 'season'] };
    expect(valueFactor(marina, 1)).toBeLessThan(1);
    expect(valueFactor(marina, 7)).toBe(1);
  });
});
