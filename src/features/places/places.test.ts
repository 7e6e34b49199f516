import { describe, expect, it } from 'vitest';
import { dollarSigns, hasPlacesData, priceLevelOf, toPlacesData, toSearchResult } from './places.ts';

describe('price levels', () => {
  it('reads the PRICE_LEVEL_* enum of Places API (New) as 0-4', () => {
    expect(
      ['PRICE_LEVEL_FREE', 'PRICE_LEVEL_INEXPENSIVE', 'PRICE_LEVEL_MODERATE', 'PRICE_LEVEL_EXPENSIVE', 'PRICE_LEVEL_VERY_EXPENSIVE'].map(priceLevelOf),
    ).toEqual([0, 1, 2, 3, 4]);
    expect(priceLevelOf('PRICE_LEVEL_UNSPECIFIED')).toBeNull();
    expect(priceLevelOf('CHEAP')).toBeNull();
    expect(priceLevelOf(undefined)).toBeNull();
  });

  it('shows 0-4 as 1 to 5 dollar signs and nothing for no level', () => {
    expect([0, 1, 2, 3, 4].map(dollarSigns)).toEqual(['$', '$$', '$$$', '$$$$', '$$$$$']);
    expect([null, undefined, -1, 5, 2.5].map(dollarSigns)).toEqual(['', '', '', '', '']);
  });
});

describe('toSearchResult', () => {
  it('maps the new field names to the legacy ones docs/product.md §3.11 lists, leaving out what Google lacks', () => {
    expect(
      toSearchResult({
        id: 'abc',
        displayName: { text: 'Red Iguana' },
        formattedAddress: '736 W North Temple',
        rating: 4.6,
        userRatingCount: 9321,
        currentOpeningHours: { openNow: false },
        priceLevel: 'PRICE_LEVEL_MODERATE',
      }),
    ).toEqual({
      place_id: 'abc',
      name: 'Red Iguana',
      formatted_address: '736 W North Temple',
      rating: 4.6,
      user_ratings_total: 9321,
      opening_hours: { open_now: false },
      price_level: 2,
    });
    expect(toSearchResult({ id: 'abc', displayName: { text: 'Bare' } })).toEqual({ place_id: 'abc', name: 'Bare' });
    expect(toSearchResult({ id: 'abc', displayName: { text: 'Regular' }, regularOpeningHours: { openNow: true } })?.opening_hours).toEqual({ open_now: true });
  });

  it('drops a place without an id or a name, and ignores fields of the wrong type', () => {
    expect(toSearchResult({ displayName: { text: 'No id' } })).toBeNull();
    expect(toSearchResult({ id: 'x', displayName: { text: '  ' } })).toBeNull();
    expect(toSearchResult({ id: 'x', displayName: { text: 'Odd' }, rating: '4.5' as unknown as number })).toEqual({ place_id: 'x', name: 'Odd' });
  });
});

describe('toPlacesData', () => {
  it('prefers the regular week for the hours text and current hours for "open now"', () => {
    const data = toPlacesData({
      id: 'p',
      currentOpeningHours: { openNow: false, weekdayDescriptions: ['Monday (Dec 1): Closed'] },
      regularOpeningHours: { openNow: true, weekdayDescriptions: ['Monday: 9 AM – 5 PM'] },
    });
    expect(data.openingHours).toEqual({ openNow: false, weekdayText: ['Monday: 9 AM – 5 PM'] });
  });

  it('falls back to the international phone number and the original review text, and names anonymous reviewers', () => {
    const data = toPlacesData({
      id: 'p',
      internationalPhoneNumber: '+1 801-555-0100',
      reviews: [
        { rating: 3, originalText: { text: 'Bien.' } },
        { rating: 5, text: { text: ' ' } },
      ],
    });
    expect(data.phoneNumber).toBe('+1 801-555-0100');
    expect(data.reviews).toEqual([{ rating: 3, authorName: 'A Google user', text: 'Bien.' }]);
  });

  it('is "no data" when nothing beyond the id came back', () => {
    expect(hasPlacesData(toPlacesData({ id: 'p' }))).toBe(false);
    expect(hasPlacesData(toPlacesData({ id: 'p', rating: 4 }))).toBe(true);
    expect(hasPlacesData(toPlacesData({ id: 'p', photos: [{ name: 'places/p/photos/1' }] }))).toBe(true);
    expect(hasPlacesData(null)).toBe(false);
  });
});
