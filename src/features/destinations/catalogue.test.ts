import { describe, expect, it } from 'vitest';
import { CATEGORIES, catalogueEntrySchema } from './catalogue.ts';
import { ZONES, zoneOf } from './destinations.ts';
import { readCatalogue } from './destinations.server.ts';
import { driveFromAirport } from './driveTime.ts';

// The whole catalogue, as the seed loads it (readCatalogue validates and rejects repeats).
const entries = readCatalogue('supabase/seed/destinations');

describe('the catalogue', () => {
  it('has at least 700 valid destinations', () => {
    expect(entries.length).toBeGreaterThanOrEqual(700);
    for (const e of entries) expect(catalogueEntrySchema.safeParse(e).success).toBe(true);
  });

  it('has unique ids, names and descriptions', () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.name.toLowerCase())).size).toBe(entries.length);
    expect(new Set(entries.map((e) => e.description)).size).toBe(entries.length);
  });

  it('describes every place in at least two sentences', () => {
    const short = entries.filter((e) => (e.description.match(/[.!?](\s|$)/g) ?? []).length < 2).map((e) => e.id);
    expect(short).toEqual([]);
  });

  it('covers all eight categories', () => {
    for (const c of CATEGORIES) expect({ c, n: entries.filter((e) => e.category === c).length > 0 }).toEqual({ c, n: true });
  });

  it('marks exactly the 18 venues of the 2034 Games, all in the Olympic Venues category and tier', () => {
    const venues = entries.filter((e) => e.isOlympicVenue);
    expect(venues).toHaveLength(18);
    expect(venues.every((v) => v.category === 'Olympic Venues' && v.subscriptionTier === 'olympic')).toBe(true);
    expect(entries.filter((e) => e.category === 'Olympic Venues' && !e.isOlympicVenue)).toEqual([]);
  });

  it('keeps coordinates inside Utah or its immediate neighbourhood', () => {
    const outside = entries.filter((e) => e.coordinates.lat < 35.9 || e.coordinates.lat > 42.6 || e.coordinates.lng < -115.3 || e.coordinates.lng > -107.9);
    expect(outside.map((e) => e.id)).toEqual([]);
  });

  it('is mostly free, with a considered share of premium', () => {
    const premium = entries.filter((e) => e.subscriptionTier === 'premium').length / entries.length;
    expect(premium).toBeGreaterThan(0.08);
    expect(premium).toBeLessThan(0.25);
  });

  it('stores the drive time the road-network model computes for every entry', () => {
    const stale = entries.filter((e) => {
      const { minutes } = driveFromAirport(e.coordinates, e.road);
      return e.driveTimeMinutes !== Math.round(minutes) || !e.driveTimeText || !e.distance;
    });
    expect(stale.map((e) => e.id)).toEqual([]);
  });

  it('populates every zone, with at least 25 destinations in each zone up to 8 hours', () => {
    const counts = ZONES.map((z) => entries.filter((e) => zoneOf(e.driveTimeMinutes ?? 0) === z).length);
    expect(counts.every((n) => n > 0)).toBe(true);
    expect(counts.slice(0, 5).every((n) => n >= 25)).toBe(true);
  });
});
