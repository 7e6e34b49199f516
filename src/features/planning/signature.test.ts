import { beforeAll, describe, expect, it } from 'vitest';
import { said } from '../../lib/messages/messages.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import type { Destination } from '../destinations/destinations.ts';
import { runPlan } from '../planner/planRun.ts';
import { plannerData } from './plannerData.ts';
import type { PlannerData, PlannerPlace } from './planning.ts';
import {
  FIRST_SIGHT_WEIGHT,
  MARK_WEIGHT,
  markOf,
  markOnFile,
  missedSignatures,
  SIGHTS,
  sightById,
  sightOf,
  signaturesOf,
  signatureWeight,
  whyLine,
} from './signature.ts';
import { regionWeight } from './tiers.ts';

// Decision 118: staff's signature mark (a correction in the place's row) over signature.json's.
const checked = { source: 'https://www.nps.gov/arch/planyourvisit/things2do.htm', checkedOn: '2026-12-05' };
const courthouse = { id: 'courthouse-wash-rock-art-panel', category: 'Historical Sites' };

describe('a place’s mark, staff’s over the file’s', () => {
  it('is the file’s where the place carries no correction', () => {
    expect(sightOf({ id: 'delicate-arch' })).toBe(SIGHTS['delicate-arch']);
    expect(markOf({ id: 'delicate-arch' })).toBe('signature');
    expect(markOf(courthouse)).toBeNull();
  });

  it('marks an unmarked place with the park and line staff gave, keeping nothing of another sight', () => {
    const place = { ...courthouse, mark: { mark: 'signature' as const, park: 'Arches', why: 'Rock art beside the road in' } };
    expect(sightOf(place)).toMatchObject({ mark: 'signature', park: 'Arches', why: 'Rock art beside the road in', first: false, sources: [] });
    expect(signatureWeight(place)).toBe(MARK_WEIGHT.signature);
    expect(said('en', whyLine(place)!)).toBe('Rock art beside the road in');
  });

  it('takes a mark away with "none": the place is weighed by its tier like any other', () => {
    const place = { id: 'balanced-rock-arches', category: 'Parks & Nature', park: 'arch', mark: 'none' as const };
    expect(sightOf(place)).toBeUndefined();
    expect(signatureWeight(place)).toBe(1);
    expect(whyLine(place)).toBeNull();
    // Still a place of a marked park: its worth there is the marks' judgment, not a tier's.
    expect(regionWeight(place)).toBe(1);
  });

  it('demotes a park’s first sight to notable: it weighs as notable and is no longer first', () => {
    const plain = { id: 'delicate-arch', category: 'Parks & Nature' };
    expect(signatureWeight(plain)).toBe(FIRST_SIGHT_WEIGHT);
    const demoted = { ...plain, mark: { mark: 'notable' as const, park: 'Arches', why: 'The long walk to the arch' } };
    expect(sightOf(demoted)).toMatchObject({ mark: 'notable', first: false, when: 'sunset' });
    expect(signatureWeight(demoted)).toBe(MARK_WEIGHT.notable);
  });

  it('is read by id among the planner’s places, corrections first, and a park’s signature sights follow', () => {
    const places = [
      { id: 'balanced-rock-arches', mark: 'none' as const },
      { id: courthouse.id, mark: { mark: 'signature' as const, park: 'Arches', why: 'Rock art' } },
    ];
    const sight = sightById(places);
    expect(sight('balanced-rock-arches')).toBeUndefined();
    expect(sight(courthouse.id)?.park).toBe('Arches');
    expect(sight('delicate-arch')).toBe(SIGHTS['delicate-arch']);
    expect(signaturesOf('Arches')).toContain('balanced-rock-arches');
    const corrected = signaturesOf('Arches', places);
    expect(corrected).toContain(courthouse.id);
    expect(corrected).not.toContain('balanced-rock-arches');
    expect(corrected).toEqual([...corrected].sort());
  });

  it('names a newly marked signature sight among those a plan leaves out', () => {
    const places = [
      { id: 'delicate-arch', name: 'Delicate Arch' },
      { id: courthouse.id, name: 'Courthouse Wash Rock Art Panel', mark: { mark: 'signature' as const, park: 'Arches', why: 'Rock art' } },
    ];
    const left = (ps: typeof places) => missedSignatures(['delicate-arch'], ps).map((s) => said('en', s));
    expect(left(places).join()).toContain('Courthouse Wash Rock Art Panel');
    expect(left(places.map(({ mark: _, ...p }) => p)).join()).not.toContain('Courthouse Wash');
  });

  it('gives the editor the file’s mark with its pages, or none', () => {
    expect(markOnFile('delicate-arch')).toMatchObject({ mark: 'signature', park: 'Arches', checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(markOnFile('delicate-arch').sources.length).toBeGreaterThan(0);
    for (const url of markOnFile('delicate-arch').sources) expect(url).toMatch(/^https?:\/\//);
    expect(markOnFile(courthouse.id)).toEqual({ mark: 'none', park: null, why: null, sources: [], checkedOn: expect.any(String) });
  });
});

describe('a corrected mark in plans', () => {
  const catalogue = readCatalogue('supabase/seed/destinations').map((c) => ({ ...c, rating: c.rating ?? null, hours: c.hours ?? null }));
  /** The planner's data as the worker gets it (/plan-data.json, parsed), with staff's marks in the rows. */
  const dataWith = (marks: Record<string, Destination['signatureMark']>): PlannerData =>
    JSON.parse(JSON.stringify(plannerData(catalogue.map((c) => (marks[c.id] ? { ...c, signatureMark: marks[c.id] } : c)))));
  const DAY_IN_ARCHES = 'from=Moab&park=Arches&date=2027-07-15&time=08:00&hours=4';
  const choices = (data: PlannerData) => {
    const r = runPlan(DAY_IN_ARCHES, data);
    if (!r.ok || r.kind !== 'day') throw new Error('no day');
    return r.result.itineraries.map((it) => it.stops.map((s) => s.placeId));
  };
  let plain: PlannerData;
  beforeAll(() => {
    plain = dataWith({});
  });

  it('carries no mark in the data where none was corrected (the data file unchanged)', () => {
    expect(plain.places.some((p: PlannerPlace) => 'mark' in p)).toBe(false);
    const marked = dataWith({ 'balanced-rock-arches': { mark: 'none', ...checked } });
    expect(marked.places.find((p) => p.id === 'balanced-rock-arches')!.mark).toBe('none');
  });

  it('a mark taken away changes the first choice of a day in Arches: Balanced Rock leaves it', () => {
    expect(choices(plain)[0]).toContain('balanced-rock-arches');
    const first = choices(dataWith({ 'balanced-rock-arches': { mark: 'none', ...checked } }))[0]!;
    expect(first).not.toContain('balanced-rock-arches');
  });

  it('a mark given brings an unmarked place into the choices, with staff’s line on the stop', () => {
    expect(choices(plain).flat()).not.toContain(courthouse.id);
    const why = 'Fremont and Barrier Canyon rock art beside the road in';
    const data = dataWith({ [courthouse.id]: { mark: 'signature', park: 'Arches', why, ...checked } });
    expect(choices(data).flat()).toContain(courthouse.id);
    const r = runPlan(DAY_IN_ARCHES, data);
    const stop = r.ok && r.kind === 'day' ? r.result.itineraries.flatMap((it) => it.stops).find((s) => s.placeId === courthouse.id) : undefined;
    expect(stop?.why && said('en', stop.why)).toBe(why);
  });
});
