import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import data from './data/tiers.json' with { type: 'json' };
import {
  idsOfTier,
  regionSignature,
  regionWeight,
  TIER_SOURCES,
  TIER_WEIGHT,
  TIERS,
  TIERS_CHECKED_ON,
  type Tier,
  tierOf,
  tierSources,
  tierWeighed,
} from './tiers.ts';

const catalogue = readCatalogue('supabase/seed/destinations');

describe('notability tiers (issue 48)', () => {
  it('give every catalogue place a tier, and list no place the catalogue lacks', () => {
    const ids = new Set(catalogue.map((p) => p.id));
    expect(catalogue.map((p) => p.id).filter((id) => !TIERS[id])).toEqual([]);
    expect(Object.keys(TIERS).filter((id) => !ids.has(id))).toEqual([]);
    for (const [id, entry] of Object.entries(TIERS)) expect([1, 2, 3, 4], id).toContain(entry.tier);
  });

  it('have each tier 1 and 2 place cite at least one source the file defines, and tiers 3 and 4 cite none', () => {
    const wrong = Object.entries(TIERS).filter(([, e]) =>
      e.tier <= 2 ? !e.sources?.length || e.sources.some((key) => !TIER_SOURCES[key]) : e.sources !== undefined,
    );
    expect(wrong.map(([id]) => id)).toEqual([]);
  });

  it('use every source, each an https address, and say when they were read', () => {
    const used = new Set(Object.values(TIERS).flatMap((e) => e.sources ?? []));
    expect(Object.keys(TIER_SOURCES).filter((key) => !used.has(key))).toEqual([]);
    for (const [key, url] of Object.entries(TIER_SOURCES)) expect(url, key).toMatch(/^https:\/\/[^\s]+$/);
    expect(TIERS_CHECKED_ON).toBe('2026-12-06');
    expect(data.about.length).toBeGreaterThan(200);
  });

  it('keep each tier within a sane share of the catalogue', () => {
    const count = (tier: Tier) => idsOfTier(tier).length;
    expect(count(1)).toBeGreaterThanOrEqual(30);
    expect(count(1)).toBeLessThanOrEqual(60);
    expect(count(2)).toBeGreaterThanOrEqual(120);
    expect(count(2)).toBeLessThanOrEqual(200);
    expect(count(4)).toBeGreaterThanOrEqual(30);
    expect(count(3)).toBeGreaterThan(count(2));
  });

  it('rank the five national parks and Temple Square world-famous', () => {
    for (const id of [
      'arches-national-park',
      'canyonlands-national-park',
      'capitol-reef-national-park',
      'bryce-canyon-national-park',
      'zion-national-park',
      'temple-square',
      'delicate-arch',
      'monument-valley-navajo-tribal-park',
    ])
      expect(tierOf(id), id).toBe(1);
    expect(tierSources('arches-national-park')).toContain('https://www.nps.gov/arch/index.htm');
  });

  it('rank local amenities last: a city park, a library cinema, a recreation center, a mall, the airport', () => {
    for (const id of [
      'liberty-park-salt-lake-city',
      'park-city-film-jim-santy-auditorium',
      'park-city-marc',
      'city-creek-center',
      'tanger-outlets-park-city',
      'salt-lake-city-international-airport',
      'dairy-keen-heber',
    ])
      expect(tierOf(id), id).toBe(4);
  });

  it('treat an unknown id as worth a stop, with no sources', () => {
    expect(tierOf('no-such-place')).toBe(3);
    expect(tierSources('no-such-place')).toEqual([]);
  });

  it('give every region at least five places of tier 2 or better', () => {
    const regions = new Map<string, number>();
    for (const p of catalogue) regions.set(p.region, (regions.get(p.region) ?? 0) + (tierOf(p.id) <= 2 ? 1 : 0));
    expect(regions.size).toBe(7);
    const thin = [...regions].filter(([, n]) => n < 5);
    expect(thin).toEqual([]);
  });
});

const place = (id: string, extra: { park?: string; category?: string; kind?: 'ski-area' } = {}) => ({ id, category: 'Natural Wonders', ...extra });

describe('regional signature sights (issue 48, decision 100)', () => {
  it('weighs a region’s highlights by their tier, as the parks’ marks weigh their sights', () => {
    expect(tierOf('snow-canyon-state-park')).toBe(2);
    expect(regionWeight(place('snow-canyon-state-park'))).toBe(TIER_WEIGHT[2]);
    expect(regionSignature(place('snow-canyon-state-park'))).toBe(true);
    expect(regionWeight(place('temple-square', { category: 'Cultural & Historic' }))).toBe(TIER_WEIGHT[1]);
    expect(TIER_WEIGHT[1]).toBeGreaterThan(TIER_WEIGHT[2]);
    expect(TIER_WEIGHT[4]).toBeLessThan(1);
  });

  it('leaves the five parks to their own marks: a marked sight and an unmarked place of a marked park weigh 1', () => {
    expect(tierWeighed(place('delicate-arch', { park: 'arch' }))).toBe(false);
    expect(regionWeight(place('bryce-point', { park: 'brca' }))).toBe(1);
    expect(tierWeighed(place('cedar-breaks-national-monument', { park: 'cebr' }))).toBe(true);
  });

  it('adds nothing outside the categories asked for, nor to a ski hill out of its lift season', () => {
    const temple = place('temple-square', { category: 'Cultural & Historic' });
    expect(regionWeight(temple, ['Activities & Recreation'])).toBe(1);
    expect(regionWeight(temple, ['Cultural & Historic'])).toBe(TIER_WEIGHT[1]);
    const ski = place('snowbird', { category: 'Skiing & Winter', kind: 'ski-area' });
    expect(regionWeight(ski, [], 1)).toBe(TIER_WEIGHT[1]);
    expect(regionWeight(ski, [], 7)).toBe(1);
  });
});
