import { describe, expect, it } from 'vitest';
import { englishStamp, englishStamps, fitIssues, placeTextEditSchema, placeTextSchema, shownTexts, staleFields } from './texts.ts';

const ENGLISH = {
  description: 'A slickrock bowl and an arch.',
  highlights: ['The arch', 'The cabin', 'The panel'],
  localTips: ['Start early.', 'Carry water.'],
  accessibility: null,
  bestTimeToVisit: 'Spring and fall',
};
const FRENCH = { description: 'Une cuvette de slickrock et une arche.', highlights: ["L'arche", 'La cabane', 'Le panneau'] };

describe('a place text (the shared file format)', () => {
  it('takes the seven fields, each optional, and nothing else', () => {
    expect(placeTextSchema.parse(FRENCH)).toEqual(FRENCH);
    expect(placeTextSchema.parse({})).toEqual({});
    expect(placeTextSchema.safeParse({ name: 'Arche délicate' }).success).toBe(false);
    expect(placeTextSchema.safeParse({ description: '' }).success).toBe(false);
    expect(placeTextSchema.safeParse({ description: 'a\u0000b' }).success).toBe(false);
    expect(placeTextSchema.safeParse({ highlights: [] }).success).toBe(false);
  });

  it('names the field of a bad edit', () => {
    const issues = placeTextEditSchema.safeParse({ placeId: 'delicate-arch', lang: 'de', texts: { localTips: ['x'.repeat(401)] } }).error!.issues;
    expect(issues.map((i) => i.path.join('.')).sort()).toEqual(['lang', 'texts.localTips.0']);
  });

  it('fits the English: no field the English lacks, each list the English length', () => {
    expect(fitIssues(FRENCH, ENGLISH)).toEqual([]);
    expect(fitIssues({ highlights: ['Une', 'Deux'], accessibility: 'Accessible' }, ENGLISH, 'texts.').map((i) => i.path)).toEqual([
      'texts.highlights',
      'texts.accessibility',
    ]);
  });
});

describe('the stamp of the English a translation was made from', () => {
  it('is the same for the same English and differs when a word changes', () => {
    expect(englishStamp(ENGLISH.highlights)).toBe(englishStamp([...ENGLISH.highlights]));
    expect(englishStamp(ENGLISH.highlights)).toMatch(/^[0-9a-f]{8}$/);
    expect(englishStamp('Spring and fall')).not.toBe(englishStamp('Spring and Fall'));
    expect(Object.keys(englishStamps(ENGLISH))).toEqual(['description', 'highlights', 'localTips', 'bestTimeToVisit']);
  });

  it('finds the fields whose English changed since, and shows only the others', () => {
    const text = { texts: FRENCH, stamps: englishStamps(ENGLISH), source: 'file' as const };
    expect(staleFields(text, ENGLISH)).toEqual([]);
    const changed = { ...ENGLISH, description: 'A slickrock bowl and an arch, now closed on Tuesdays.' };
    expect(staleFields(text, changed)).toEqual(['description']);
    expect(shownTexts(text, changed)).toEqual({ highlights: FRENCH.highlights });
    // A list whose English grew is stale and, misfit, never shown.
    const longer = { ...ENGLISH, highlights: [...ENGLISH.highlights, 'The view'] };
    expect(staleFields(text, longer)).toEqual(['highlights']);
    expect(shownTexts({ ...text, stamps: null }, longer)).toEqual({ description: FRENCH.description });
  });

  it('does not call an unstamped text stale, and shows it', () => {
    const text = { texts: FRENCH, stamps: null, source: 'file' as const };
    expect(staleFields(text, { ...ENGLISH, description: 'Other words.' })).toEqual([]);
    expect(shownTexts(text, ENGLISH)).toEqual(FRENCH);
    expect(shownTexts(undefined, ENGLISH)).toEqual({});
  });
});
