import { describe, expect, it } from 'vitest';
import { potentialLevel } from './discovery.ts';
import { townFromAddress } from '../roads/towns.ts';
import { buildKeywordIndex, contentPotential, deriveCategoryAndLocation, keywordLookup, matchKeywords, STOPLIST, townOf } from './discoveryRules.server.ts';

const PLACES = [
  {
    name: 'Delicate Arch',
    category: 'Natural Wonders',
    address: 'Wolfe Ranch Trailhead, Delicate Arch Rd, Arches National Park, UT',
    region: 'Canyon Country (Southeast)',
  },
  {
    name: 'Arches National Park',
    category: 'Natural Wonders',
    address: 'Arches Entrance Rd off N US-191, Moab, UT 84532',
    region: 'Canyon Country (Southeast)',
  },
  { name: 'Temple Square', category: 'Cultural & Historic', address: '50 N Temple, Salt Lake City, UT 84150', region: 'Salt Lake Valley' },
  { name: 'Utah Olympic Park', category: 'Olympic Venues', address: '3419 Olympic Pkwy, Park City, UT 84098', region: 'Wasatch Back' },
  {
    name: 'Island in the Sky (Canyonlands National Park)',
    category: 'Natural Wonders',
    address: 'Island in the Sky Visitor Center, UT-313, Moab, UT 84532',
    region: 'Canyon Country (Southeast)',
  },
  { name: 'Alta Ski Area', category: 'Skiing & Winter', address: 'Little Cottonwood Canyon, Alta, UT 84092', region: 'Salt Lake Valley' },
  { name: 'Bluff', category: 'Urban & Downtown', address: 'Main Street (US-191), Bluff, UT 84512', region: 'Canyon Country (Southeast)' },
  { name: 'Park Avenue', category: 'Natural Wonders', address: 'Arches Scenic Drive, Arches National Park, UT', region: 'Canyon Country (Southeast)' },
];
const index = buildKeywordIndex(PLACES);
const labels = (text: string) => matchKeywords(text, index).map((k) => k.label);
const hoursAgo = (h: number, now = new Date('2026-11-22T12:00:00Z')) => new Date(now.getTime() - h * 3_600_000);

describe('the keyword index', () => {
  it('takes places from the catalogue names, short forms without generic endings, towns and regions', () => {
    const byLabel = new Map(index.map((k) => [k.label, k]));
    expect(byLabel.get('Delicate Arch')).toMatchObject({ kind: 'place', category: 'Natural Wonders', location: 'Arches National Park' });
    expect(byLabel.get('Arches')).toMatchObject({ kind: 'place', location: 'Moab' });
    expect(byLabel.get('Alta')).toMatchObject({ kind: 'place', category: 'Skiing & Winter' });
    expect(byLabel.get('Island in the Sky')).toMatchObject({ kind: 'place' });
    expect(byLabel.get('Canyonlands')).toMatchObject({ kind: 'town', location: 'Canyonlands National Park' });
    expect(byLabel.get('Salt Lake City')).toMatchObject({ kind: 'town', location: 'Salt Lake City' });
    expect(byLabel.get('Wasatch Back')).toMatchObject({ kind: 'town' });
    expect(byLabel.get('Canyon Country')).toMatchObject({ kind: 'town' });
    expect(byLabel.get('hiking')).toMatchObject({ kind: 'activity', category: 'Activities & Recreation' });
    expect(byLabel.get('winter')).toMatchObject({ kind: 'season' });
  });

  it('leaves out everyday words and names common elsewhere', () => {
    const all = index.map((k) => k.label);
    expect(all).not.toContain('Bluff');
    expect(all).not.toContain('Park Avenue');
    expect(all).not.toContain('Utah');
  });

  it('reads towns from addresses only when the part before UT is a town', () => {
    expect(townOf('118 E Center St, Moab, UT 84532')).toBe('Moab');
    expect(townOf('1 Main, St. George, UT 84770')).toBe('St. George');
    expect(townOf('UT-95 about 20 miles west of Blanding, San Juan County, UT')).toBeUndefined();
    expect(townOf('NM-597 off US-160, Four Corners, Navajo Nation')).toBeUndefined();
  });

  it('reads the town by the one rule of towns.ts, never a second one', () => {
    for (const address of ['118 E Center St, Moab, UT 84532', '2 Canyon Rd, Springdale, Utah 84767', 'Trailhead, Kane Gulch, Cedar Mesa, UT']) {
      const town = townOf(address);
      if (town) expect(town).toBe(townFromAddress(address));
    }
    expect(townOf('2 Canyon Rd, Springdale, Utah 84767')).toBe('Springdale');
  });

  it('keeps each everyday word of the stoplist once', () => {
    expect(STOPLIST.length).toBeGreaterThan(50);
    expect(STOPLIST.length).toBe(new Set(STOPLIST).size);
    expect(matchKeywords('Liberty Park in Utah', buildKeywordIndex([{ ...PLACES[0]!, name: 'Liberty', address: 'Liberty, UT 84310' }]))).toEqual([]);
  });
});

describe('matching keywords', () => {
  it('finds places, towns, activities and seasons, places first, at most five', () => {
    const text = 'Winter sunset hike in Salt Lake City? No: Delicate Arch and Temple Square, then camping and skiing at Alta.';
    expect(labels(text)).toEqual(['Delicate Arch', 'Temple Square', 'Alta', 'Salt Lake City', 'sunset']);
  });

  it('matches several-word names in any case but one-word names only as proper nouns', () => {
    expect(labels('delicate arch at dawn')).toEqual(['Delicate Arch']);
    expect(labels('Alta was deep today')).toEqual(['Alta']);
    expect(labels('the alta-tude is high')).toEqual([]);
  });

  it('counts a name once even when its short form matches too', () => {
    expect(labels('Arches National Park is busy; Arches in July is hot')).toEqual(['Arches National Park']);
  });

  it('finds nothing in a post about nothing Utah', () => {
    expect(labels('My cat knocked over my coffee mug')).toEqual([]);
  });
});

describe('content_potential', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const kinds = (...k: Array<'place' | 'town' | 'activity' | 'season'>) => k.map((kind) => ({ kind }));

  it('gives the documented examples', () => {
    expect(contentPotential({ score: 1200, numComments: 85, createdAt: hoursAgo(5), keywords: kinds('place', 'place', 'activity', 'activity') }, now)).toBe(
      5.93,
    );
    expect(contentPotential({ score: 20, numComments: 5, createdAt: hoursAgo(30), keywords: kinds('activity') }, now)).toBe(2.19);
    expect(contentPotential({ score: 3, numComments: 0, createdAt: hoursAgo(80), keywords: [] }, now)).toBe(0.36);
  });

  it('rises with engagement, recency and Utah keywords', () => {
    const base = { score: 100, numComments: 10, createdAt: hoursAgo(24), keywords: kinds('activity') };
    const p = contentPotential(base, now);
    expect(contentPotential({ ...base, score: 1000 }, now)).toBeGreaterThan(p);
    expect(contentPotential({ ...base, numComments: 200 }, now)).toBeGreaterThan(p);
    expect(contentPotential({ ...base, createdAt: hoursAgo(1) }, now)).toBeGreaterThan(p);
    expect(contentPotential({ ...base, keywords: kinds('activity', 'place') }, now)).toBeGreaterThan(p);
  });

  it('caps engagement and relevance, ignores recency after three days and counts five keywords at most', () => {
    const huge = contentPotential(
      { score: 10_000_000, numComments: 1_000_000, createdAt: hoursAgo(0), keywords: kinds('place', 'place', 'place', 'place', 'place', 'place') },
      now,
    );
    expect(huge).toBe(6.5);
    expect(contentPotential({ score: 0, numComments: 0, createdAt: hoursAgo(72), keywords: [] }, now)).toBe(0);
    expect(contentPotential({ score: -50, numComments: 0, createdAt: hoursAgo(200), keywords: [] }, now)).toBe(0);
  });

  it('cannot reach High without a Utah keyword', () => {
    const p = contentPotential({ score: 1_000_000, numComments: 100_000, createdAt: hoursAgo(0), keywords: [] }, now);
    expect(p).toBe(3.5);
    expect(potentialLevel(p)).toBe('Medium');
  });
});

describe('Media Hub category and location', () => {
  const lookup = keywordLookup(index);

  it('come from the first named catalogue place', () => {
    expect(deriveCategoryAndLocation(['Temple Square', 'hiking'], 'Moab', lookup)).toEqual({ category: 'Cultural & Historic', location: 'Salt Lake City' });
    expect(deriveCategoryAndLocation(['Utah Olympic Park'], 'Utah', lookup)).toEqual({ category: 'Olympic Venues', location: 'Park City' });
  });

  it('fall back to an activity’s category, a town, then the community', () => {
    expect(deriveCategoryAndLocation(['Salt Lake City', 'skiing'], 'Utah', lookup)).toEqual({ category: 'Skiing & Winter', location: 'Salt Lake City' });
    expect(deriveCategoryAndLocation([], 'ZionNP', lookup)).toEqual({ category: 'Natural Wonders', location: 'Zion National Park' });
    expect(deriveCategoryAndLocation(['summer'], 'utahskiing', lookup)).toEqual({ category: 'Skiing & Winter', location: 'Wasatch Mountains' });
    expect(deriveCategoryAndLocation([], 'somewhere_else', lookup)).toEqual({ category: 'Activities & Recreation', location: 'Utah' });
  });
});
