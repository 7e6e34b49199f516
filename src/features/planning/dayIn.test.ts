import { describe, expect, it } from 'vitest';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { DICTIONARIES, TRANSLATED_LOCALES } from '../../lib/messages/messages.ts';
import { UTAH_TOWNS } from '../roads/towns.ts';
import record from './data/dayInPlaces.json' with { type: 'json' };
import {
  AREA_NAMES,
  areaNamed,
  type DayArea,
  DAY_AREAS,
  DAY_IN_NAMES,
  dayInResult,
  dayInSignatures,
  dayInWeight,
  IN_AREA_MINUTES,
  inArea,
  keepsToDay,
} from './dayIn.ts';
import { parsePlanQuery } from './planning.schema.ts';
import type { PlannerPlace } from './planning.ts';
import { CHOSEN_PARK_WEIGHT, MARK_WEIGHT, PARK_NAMES, parkDayWeight, SIGHTS, signaturesOf } from './signature.ts';
import { tierOf } from './tiers.ts';

const catalogue = readCatalogue('supabase/seed/destinations');
const ids = new Set(catalogue.map((p) => p.id));
const pointOf = new Map(catalogue.map((p) => [p.id, p.coordinates]));
const AREA_SOURCES: Record<string, string> = record.sources;
const recorded = record.areas as Record<string, { sources: string[]; places?: string[] }>;
/** An area's places in the catalogue: a region's list, a circle's reach. */
const placesOf = (area: DayArea): string[] =>
  area.places ??
  catalogue
    .filter((p) => inArea(area, { id: p.id, lat: p.coordinates.lat, lng: p.coordinates.lng }))
    .map((p) => p.id)
    .sort();

describe('the areas a day may be "in" (decision 129): the data files', () => {
  it('list only catalogue places, each area with some, its circle drawn round its center as the record of dayInPlaces.json holds it', () => {
    expect(Object.keys(recorded).sort()).toEqual(DAY_AREAS.map((a) => a.id).sort());
    for (const area of DAY_AREAS) {
      const places = placesOf(area);
      expect(places.length, area.id).toBeGreaterThan(0);
      expect(
        places.filter((id) => !ids.has(id)),
        area.id,
      ).toEqual([]);
      if (area.group === 'region') continue;
      expect(places, area.id).toEqual(recorded[area.id]!.places);
      for (const circle of [{ center: area.center!, at: area.at! }, ...(area.also ?? [])]) {
        const point = pointOf.get(circle.center) ?? UTAH_TOWNS[circle.center];
        expect(point, `${area.id} ${circle.center}`).toBeDefined();
        expect(circle.at, area.id).toEqual([point!.lat, point!.lng]);
      }
    }
  });

  it('has each signature sight among its places, of tier 1 or 2 (tiers.json), at least one per area', () => {
    for (const area of DAY_AREAS) {
      const places = placesOf(area);
      expect(area.signature.length, area.id).toBeGreaterThan(0);
      expect(
        area.signature.filter((id) => !places.includes(id)),
        area.id,
      ).toEqual([]);
      expect(
        area.signature.filter((id) => tierOf(id) > 2),
        area.id,
      ).toEqual([]);
    }
  });

  it('cites https pages it defines and uses every one, read on a day not in the future', () => {
    const used = new Set(Object.values(recorded).flatMap((a) => a.sources));
    for (const area of DAY_AREAS) expect(recorded[area.id]!.sources.length, area.id).toBeGreaterThan(0);
    expect([...used].filter((key) => !AREA_SOURCES[key])).toEqual([]);
    expect(Object.keys(AREA_SOURCES).filter((key) => !used.has(key))).toEqual([]);
    for (const [key, url] of Object.entries(AREA_SOURCES)) expect(url, key).toMatch(/^https:\/\/[^\s]+$/);
    expect(record.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(record.checkedOn <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(record.about).toContain('by rule');
  });

  it('follows its rule: a monument or state park is its own tier 1–2 place; every catalogue region is an area with all its places', () => {
    for (const area of DAY_AREAS.filter((a) => a.group === 'monument')) {
      expect(tierOf(area.center!), area.id).toBeLessThanOrEqual(2);
      expect(area.signature, area.id).toContain(area.center);
    }
    const regions = [...new Set(catalogue.map((p) => p.region))].sort();
    const listed = DAY_AREAS.filter((a) => a.group === 'region');
    expect(listed.map((a) => a.name).sort()).toEqual(regions);
    for (const area of listed)
      expect(placesOf(area)).toEqual(
        catalogue
          .filter((p) => p.region === area.name)
          .map((p) => p.id)
          .sort(),
      );
  });

  it('gives each area one name and one id, none a park of signature.json, each worded in English, French and Spanish', () => {
    expect(new Set(AREA_NAMES).size).toBe(AREA_NAMES.length);
    expect(new Set(DAY_AREAS.map((a) => a.id)).size).toBe(DAY_AREAS.length);
    expect(AREA_NAMES.filter((name) => PARK_NAMES.includes(name))).toEqual([]);
    expect(DAY_IN_NAMES).toEqual([...PARK_NAMES, ...AREA_NAMES]);
    for (const locale of ['en', ...TRANSLATED_LOCALES] as const) {
      const words = DICTIONARIES[locale] as Record<string, string>;
      expect(DAY_AREAS.filter((a) => !words[`dayIn.area.${a.id}`]).map((a) => a.id)).toEqual([]);
      for (const group of ['parks', 'monument', 'town', 'region']) expect(words[`dayIn.group.${group}`], `${locale} ${group}`).toBeTruthy();
    }
  });
});

describe('the areas a day may be "in": the weights and the rule of a day', () => {
  const place = (id: string) => ({ id, ...pointOf.get(id) }) as PlannerPlace;
  const goblin = areaNamed('Goblin Valley')!;

  it('weigh an area’s signature sight as a chosen park’s sight times a signature mark, its other places as a chosen park’s sight, the rest 1', () => {
    expect(dayInWeight(place('goblin-valley-state-park'), 'Goblin Valley')).toBe(CHOSEN_PARK_WEIGHT * MARK_WEIGHT.signature);
    expect(dayInWeight(place('little-wild-horse-canyon'), 'Goblin Valley')).toBe(CHOSEN_PARK_WEIGHT);
    expect(dayInWeight(place('temple-square'), 'Goblin Valley')).toBe(1);
    expect(placesOf(goblin)).toContain('little-wild-horse-canyon');
  });

  it('leave the five parks’ day as it was: the same weight and the same signature sights as signature.json’s', () => {
    for (const park of PARK_NAMES)
      for (const id of Object.keys(SIGHTS)) expect(dayInWeight(place(id), park), `${park} ${id}`).toBe(parkDayWeight(place(id), park));
    expect(dayInWeight(place('delicate-arch'), undefined)).toBe(1);
    expect([...dayInSignatures('Arches', [])]).toEqual(signaturesOf('Arches'));
    expect([...dayInSignatures(undefined, [])]).toEqual([]);
    expect(areaNamed('Arches')).toBeUndefined();
  });

  it('keep an area’s day to its places, every stop, and a park’s to half its visiting time', () => {
    const inIt = (p: PlannerPlace) => placesOf(goblin).includes(p.id);
    const stops = (...xs: Array<[string, number]>) => xs.map(([id, visit]) => ({ place: place(id), visit }));
    expect(keepsToDay('Goblin Valley', stops(['goblin-valley-state-park', 120], ['little-wild-horse-canyon', 180]), 300, inIt)).toBe(true);
    expect(keepsToDay('Goblin Valley', stops(['goblin-valley-state-park', 240], ['green-river-state-park', 60]), 300, inIt)).toBe(false);
    expect(keepsToDay('Arches', stops(['goblin-valley-state-park', 240], ['green-river-state-park', 60]), 300, inIt)).toBe(true);
    expect(keepsToDay('Arches', stops(['goblin-valley-state-park', 60], ['green-river-state-park', 240]), 300, inIt)).toBe(false);
  });

  it('say the drive there one way from outside an area, none from within it, and nothing for a park', () => {
    expect(dayInResult('Goblin Valley', 120)).toEqual({ dayIn: { name: 'Goblin Valley', driveThere: 60 } });
    expect(dayInResult('Goblin Valley', 2 * IN_AREA_MINUTES - 2)).toEqual({ dayIn: { name: 'Goblin Valley', driveThere: 0 } });
    expect(dayInResult('Goblin Valley', Infinity)).toEqual({});
    expect(dayInResult('Arches', 120)).toEqual({});
    expect(dayInResult(undefined, 120)).toEqual({});
  });
});

describe('the plan query’s park (decision 129)', () => {
  const base = 'from=Green+River&date=2027-10-12&time=09:00&hours=8';
  it('takes today’s park values and every area', () => {
    for (const park of ['Arches', 'Island in the Sky', 'Goblin Valley', 'Park City', 'Wasatch Back', 'Antelope Island'])
      expect(parsePlanQuery(`${base}&park=${encodeURIComponent(park)}`).success, park).toBe(true);
  });

  it('refuses an unknown, a misspelled or a lower-case area, naming the park field', () => {
    for (const park of ['Nowhere', 'goblin-valley', 'park city', 'Goblin Valley ', 'Salt Lake City']) {
      const parsed = parsePlanQuery(`${base}&park=${encodeURIComponent(park)}`);
      expect(parsed.success, park).toBe(false);
      expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(['park']);
    }
  });
});
