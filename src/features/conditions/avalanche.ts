// The Utah Avalanche Center's danger rating on /conditions (issue 40, decision 061b): the answer of
// GET /api/avalanche and the words made from it. Pure: the page's script imports it.
import type { Part } from '../../lib/api.ts';
import { fillPlaceholders } from '../../lib/count.ts';
import { type ConditionsLiveWords, conditionsLiveEn } from '../../lib/messages/conditions.en.ts';

/** The UAC's forecast regions (utahavalanchecenter.org/docs/api/forecast), by the slug its API takes. */
export const UAC_REGIONS: Readonly<Record<string, string>> = {
  logan: 'Logan',
  ogden: 'Ogden',
  uintas: 'Uintas',
  'salt-lake': 'Salt Lake',
  provo: 'Provo',
  skyline: 'Skyline',
  moab: 'Moab',
  abajos: 'Abajos',
  southwest: 'Southwest',
};

export interface AvalancheForecast {
  /** The overall rating as the UAC words it ("Considerable"), or null when it gives none. */
  rating: string | null;
  /** When the forecast was issued (ISO), or null when the UAC gives no time. */
  issuedAt: string | null;
  /** The forecast's bottom line, as plain text. */
  bottomLine: string;
  /** The forecast's own page. */
  url: string;
}

export interface AvalancheRegion {
  region: string;
  name: string;
  part: Part<AvalancheForecast & { answeredAt: string }>;
}

export interface AvalancheAnswer {
  /** False when no region is set up on this server (AVALANCHE_REGIONS): the page then says nothing of avalanches. */
  configured: boolean;
  regions: AvalancheRegion[];
}

/** The five levels of the North American danger scale, as the UAC names them. */
const LEVELS = ['Low', 'Moderate', 'Considerable', 'High', 'Extreme'] as const;

/** "Considerable" from "considerable" or "CONSIDERABLE"; null for "None", empty or a word not on the scale. */
export function ratingWord(raw: string | null | undefined): string | null {
  const word = (raw ?? '').trim().toLowerCase();
  return LEVELS.find((l) => l.toLowerCase() === word) ?? null;
}

/** "Salt Lake area mountains: Considerable avalanche danger" or "…: no danger rating today", in the words given (English by default). */
export function avalancheHeadline(name: string, rating: string | null, words: ConditionsLiveWords = conditionsLiveEn, intl = 'en-US'): string {
  const level = LEVELS.find((l) => l === rating);
  if (!rating) return fillPlaceholders(words['conditionsLive.noRating'], { name }, intl);
  return fillPlaceholders(words['conditionsLive.danger'], { name, rating: level ? words[`conditionsLive.rating.${level}`] : rating }, intl);
}

/** The page of a region's forecast on the UAC's site. */
export const forecastPage = (region: string): string => `https://utahavalanchecenter.org/forecast/${encodeURIComponent(region)}`;
