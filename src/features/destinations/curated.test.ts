import { describe, expect, it } from 'vitest';
import { CURATED_SECTIONS, curate, curateHome, isAirport, isMountainVenue, timeNeededHours } from './curated.ts';
import { catalogueDestinations, readCatalogue } from './destinations.server.ts';
import { inUtah } from './labels.ts';

// The real catalogue in the API's shape (what the home page curates at build time).
const all = catalogueDestinations(readCatalogue('supabase/seed/destinations'));
const section = (id: string) => CURATED_SECTIONS.find((s) => s.id === id)!;

describe('timeNeededHours', () => {
  it('reads every time-needed text of the catalogue', () => {
    const unread = [...new Set(all.map((d) => d.timeNeeded))].filter((t) => timeNeededHours(t) === null);
    expect(unread).toEqual([]);
  });

  it.each([
    ['30-60 minutes', { min: 0.5, max: 1 }],
    ['1-2 hours', { min: 1, max: 2 }],
    ['Half day', { min: 4, max: 4 }],
    ['Full day', { min: 8, max: 8 }],
    ['Under 1 hour', { min: 0, max: 1 }],
    ['2-3 days', { min: 16, max: 24 }],
    ['Half day to full day', { min: 4, max: 8 }],
    ['Half day to 2 days', { min: 4, max: 16 }],
  ])('reads "%s"', (text, hours) => {
    expect(timeNeededHours(text)).toEqual(hours);
  });
});

describe('the home page’s curated sections on the real catalogue', () => {
  it.each(CURATED_SECTIONS.map((s) => [s.id, s] as const))('%s: six members, each fitting the written rule, none of them the airport', (id, s) => {
    const members = curateHome(all).find((h) => h.id === id)!.items;
    expect(members).toHaveLength(6);
    for (const d of members) {
      expect({ id: d.id, fits: s.fits(d) }).toEqual({ id: d.id, fits: true });
      expect(isAirport(d)).toBe(false);
    }
  });

  it('keeps the layover list short, easy and close: no strenuous seven-mile hike', () => {
    for (const d of curate(section('close'), all)) {
      expect(d.driveTimeMinutes).toBeLessThanOrEqual(30);
      expect(d.difficulty).toBe('Easy');
      expect(timeNeededHours(d.timeNeeded)!.max).toBeLessThanOrEqual(2);
    }
    expect(section('close').fits(all.find((d) => d.id === 'lake-blanche')!)).toBe(false);
  });

  it('keeps family favourites easy and within an hour: no Monument Valley, no Delicate Arch', () => {
    const family = curate(section('family'), all);
    for (const d of family) expect(d.familyFriendly && d.difficulty === 'Easy' && d.driveTimeMinutes <= 60).toBe(true);
    const ids = family.map((d) => d.id);
    expect(ids.some((id) => /monument-valley|delicate-arch/.test(id))).toBe(false);
  });

  it('shares no place between any two sections', () => {
    const seen = new Map<string, string>();
    for (const s of curateHome(all)) {
      for (const d of s.items) {
        expect({ id: d.id, also: seen.get(d.id) }).toEqual({ id: d.id, also: undefined });
        seen.set(d.id, s.id);
      }
    }
  });

  it('keeps the long drive in Utah’s red-rock country, three to five hours away', () => {
    for (const d of curate(section('wonders'), all)) {
      expect(inUtah(d)).toBe(true);
      expect(d.driveTimeMinutes).toBeGreaterThan(180);
      expect(d.driveTimeMinutes).toBeLessThanOrEqual(300);
    }
  });

  it('shows mountain courses beside the downtown arenas in the Games section, all of them 2034 sites', () => {
    const games = curate(section('olympic'), all);
    expect(games.filter(isMountainVenue).length).toBe(3);
    expect(games.every((d) => d.gamesRole?.games === '2034')).toBe(true);
  });

  it('never lists the airport anywhere, though the catalogue holds it', () => {
    expect(all.some(isAirport)).toBe(true);
  });
});
