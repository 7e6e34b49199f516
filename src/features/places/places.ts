/**
 * Google Places in the product's own shapes (docs/product.md §3.11), and the pure mapping from the wire
 * format of Places API (New). Browser-safe: no zod here, so the demo page's script stays small.
 */

import { safeWebUrl } from '../../lib/webLinks.ts';

/** Places details of one destination (docs/product.md §3.11 "placesData"). */
export interface PlacesData {
  placeId: string;
  rating: number | null;
  userRatingsTotal: number | null;
  phoneNumber: string | null;
  website: string | null;
  openingHours: { openNow: boolean | null; weekdayText: string[] } | null;
  photos: PlacePhoto[];
  /** 0 (free) to 4 (very expensive), as the legacy API counted; null when Google has none. */
  priceLevel: number | null;
  reviews: Array<{ rating: number | null; authorName: string; text: string }>;
}

/**
 * A photo reference. The image itself needs the API key (`GET /v1/{photoReference}/media`), so
 * only the reference and its required attributions leave the server.
 */
export interface PlacePhoto {
  photoReference: string;
  width: number | null;
  height: number | null;
  attributions: string[];
}

/** One Text Search hit in the legacy field names docs/product.md §3.11 lists. */
export interface PlaceSearchResult {
  place_id: string;
  name: string;
  formatted_address?: string;
  rating?: number;
  user_ratings_total?: number;
  opening_hours?: { open_now: boolean };
  price_level?: number;
}

/** docs/product.md §9: searches are centred on downtown Salt Lake City, within 50 km. */
export const SEARCH_CENTER = { lat: 40.7608, lng: -111.891, radius: 50000 } as const;
export const DEMO_DESTINATIONS = 9;

/** A Place resource of Places API (New), as far as we read it (every field optional). */
export interface GooglePlace {
  id?: string;
  displayName?: { text?: string; languageCode?: string };
  formattedAddress?: string;
  rating?: number;
  userRatingCount?: number;
  nationalPhoneNumber?: string;
  internationalPhoneNumber?: string;
  websiteUri?: string;
  priceLevel?: string;
  currentOpeningHours?: { openNow?: boolean; weekdayDescriptions?: string[] };
  regularOpeningHours?: { openNow?: boolean; weekdayDescriptions?: string[] };
  photos?: Array<{ name?: string; widthPx?: number; heightPx?: number; authorAttributions?: Array<{ displayName?: string }> }>;
  reviews?: Array<{
    rating?: number;
    text?: { text?: string };
    originalText?: { text?: string };
    authorAttribution?: { displayName?: string };
  }>;
}

/** Field masks: only what we show is requested (and billed). */
export const SEARCH_FIELD_MASK = [
  'places.id',
  'places.displayName',
  'places.formattedAddress',
  'places.rating',
  'places.userRatingCount',
  'places.currentOpeningHours',
  'places.priceLevel',
].join(',');
/** Finding a destination's place id: "IDs only" Text Search, which Google does not bill. */
export const FIND_FIELD_MASK = 'places.id';
export const DETAILS_FIELD_MASK = [
  'id',
  'rating',
  'userRatingCount',
  'nationalPhoneNumber',
  'internationalPhoneNumber',
  'websiteUri',
  'currentOpeningHours',
  'regularOpeningHours',
  'photos',
  'priceLevel',
  'reviews',
].join(',');

const PRICE_LEVELS = ['PRICE_LEVEL_FREE', 'PRICE_LEVEL_INEXPENSIVE', 'PRICE_LEVEL_MODERATE', 'PRICE_LEVEL_EXPENSIVE', 'PRICE_LEVEL_VERY_EXPENSIVE'];

/** PRICE_LEVEL_FREE … PRICE_LEVEL_VERY_EXPENSIVE → 0 … 4; unspecified or unknown → null. */
export function priceLevelOf(value: string | undefined): number | null {
  const index = value ? PRICE_LEVELS.indexOf(value) : -1;
  return index < 0 ? null : index;
}

/** docs/product.md §2.18: a price level 0-4 is shown as 1 to 5 dollar signs; no level shows nothing. */
export function dollarSigns(level: number | null | undefined): string {
  if (level === null || level === undefined || !Number.isInteger(level) || level < 0 || level > 4) return '';
  return '$'.repeat(level + 1);
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v.trim() : null);

/** A Text Search place → the docs/product.md §3.11 search result; places without an id or name are dropped. */
export function toSearchResult(place: GooglePlace): PlaceSearchResult | null {
  const id = text(place.id);
  const name = text(place.displayName?.text);
  if (!id || !name) return null;
  const result: PlaceSearchResult = { place_id: id, name };
  const address = text(place.formattedAddress);
  if (address) result.formatted_address = address;
  const rating = num(place.rating);
  if (rating !== null) result.rating = rating;
  const count = num(place.userRatingCount);
  if (count !== null) result.user_ratings_total = count;
  const openNow = place.currentOpeningHours?.openNow ?? place.regularOpeningHours?.openNow;
  if (typeof openNow === 'boolean') result.opening_hours = { open_now: openNow };
  const price = priceLevelOf(place.priceLevel);
  if (price !== null) result.price_level = price;
  return result;
}

/** A Place Details answer → placesData (docs/product.md §3.11). */
export function toPlacesData(place: GooglePlace & { id: string }): PlacesData {
  const hours = place.currentOpeningHours ?? place.regularOpeningHours;
  const openNow = place.currentOpeningHours?.openNow ?? place.regularOpeningHours?.openNow;
  // The regular week reads better than "current" hours, which carry this week's dates.
  const weekdayText = (place.regularOpeningHours?.weekdayDescriptions ?? place.currentOpeningHours?.weekdayDescriptions ?? []).filter(
    (line): line is string => typeof line === 'string',
  );
  return {
    placeId: place.id,
    rating: num(place.rating),
    userRatingsTotal: num(place.userRatingCount),
    phoneNumber: text(place.nationalPhoneNumber) ?? text(place.internationalPhoneNumber),
    website: safeWebUrl(place.websiteUri),
    openingHours: hours ? { openNow: typeof openNow === 'boolean' ? openNow : null, weekdayText } : null,
    photos: (place.photos ?? []).flatMap((photo) => {
      const reference = text(photo.name);
      if (!reference) return [];
      return [
        {
          photoReference: reference,
          width: num(photo.widthPx),
          height: num(photo.heightPx),
          attributions: (photo.authorAttributions ?? []).map((a) => text(a.displayName)).filter((a): a is string => a !== null),
        },
      ];
    }),
    priceLevel: priceLevelOf(place.priceLevel),
    reviews: (place.reviews ?? []).flatMap((review) => {
      const body = text(review.text?.text) ?? text(review.originalText?.text);
      if (!body) return [];
      return [{ rating: num(review.rating), authorName: text(review.authorAttribution?.displayName) ?? 'A Google user', text: body }];
    }),
  };
}

/** Whether placesData carries anything worth showing (else "No additional data available"). */
export function hasPlacesData(data: PlacesData | null | undefined): data is PlacesData {
  if (!data) return false;
  return (
    data.rating !== null ||
    data.phoneNumber !== null ||
    data.website !== null ||
    data.openingHours !== null ||
    data.priceLevel !== null ||
    data.photos.length > 0 ||
    data.reviews.length > 0
  );
}
