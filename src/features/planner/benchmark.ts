/**
 * Issue 48's broad benchmark (decision 099): published itineraries from every region of the
 * catalogue, every season, from a half day to seven days, by car and without, each turned into the
 * plan request a traveler would make from the page and the signature sights it names that exist
 * in the catalogue. The thirteen of issue 39 (expertItineraries.ts) are the old tuning set; the
 * others live in benchmark/<region>.json. Each is in the tuning or the held-out half by a rule
 * fixed on 2026-12-06 before any result was read (splitOf); scripts/planner-benchmark.ts scores
 * the planner's first plan against them and writes docs/planner-quality.md. The car engine never
 * imports the transit room (decision 093): the caller hands in the planner for each mode.
 */
import type { Said } from '../../lib/messages/said.ts';
import type { PlanResponse } from '../planning/planning.ts';
import canyon from './benchmark/canyon-country-southeast.json' with { type: 'json' };
import color from './benchmark/color-country-southwest.json' with { type: 'json' };
import northern from './benchmark/northern-utah.json' with { type: 'json' };
import saltLake from './benchmark/salt-lake-valley.json' with { type: 'json' };
import uinta from './benchmark/uinta-basin-castle-country.json' with { type: 'json' };
import utahValley from './benchmark/utah-valley-central.json' with { type: 'json' };
import wasatch from './benchmark/wasatch-back.json' with { type: 'json' };
import { EXPERT_ITINERARIES } from './expertItineraries.ts';

export type Half = 'tuning' | 'heldOut';

/** The request as /plan takes it: a day of `hours` or a trip of `days` (to `end`, else back to the start). */
export interface BenchmarkRequest {
  from: string;
  date: string;
  time: string;
  hours?: number;
  days?: number;
  end?: string;
  park?: string;
}

export interface BenchmarkItinerary {
  id: string;
  title: string;
  source: string;
  /** The page's own date (a year and month where that is all it gives), or "undated". */
  published: string;
  /** The catalogue region it is an itinerary of (the `region` of the catalogue's places). */
  region: string;
  /** By car, or without one (the transit planner, `car=0`). */
  mode: 'car' | 'transit';
  request: BenchmarkRequest;
  /** Catalogue ids of the sights the page names that fit the request's time and season. */
  sights: string[];
  half: Half;
}

/** The date the split below was fixed and recorded, before any planner change for issue 48. */
export const SPLIT_FIXED = '2026-12-06';

/** The catalogue's regions, as its places spell them. */
export const REGIONS = [
  'Canyon Country (Southeast)',
  'Color Country (Southwest)',
  'Northern Utah & West Desert',
  'Salt Lake Valley',
  'Uinta Basin & Castle Country',
  'Utah Valley & Central Utah',
  'Wasatch Back',
] as const;

/** The region of each of issue 39's thirteen, by the town they sleep in (all in the five parks). */
const OLD_REGION: Record<string, (typeof REGIONS)[number]> = {
  Springdale: 'Color Country (Southwest)',
  Tropic: 'Color Country (Southwest)',
  'Bryce Canyon City': 'Color Country (Southwest)',
  Moab: 'Canyon Country (Southeast)',
  Torrey: 'Canyon Country (Southeast)',
};

/** 32-bit FNV-1a of a string: the split's fixed, order-free shuffle. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * The split rule: issue 39's itineraries were tuned on, so they are tuning; the others are ordered
 * by the FNV-1a hash of their id, and the first half of the whole benchmark (rounded up) of them is
 * held out, the rest tuning. A new itinerary therefore moves no other one unless it changes the count.
 */
export function splitOf(oldIds: readonly string[], newIds: readonly string[]): Map<string, Half> {
  const heldOut = Math.ceil((oldIds.length + newIds.length) / 2);
  const ordered = [...newIds].sort((a, b) => fnv1a(a) - fnv1a(b) || a.localeCompare(b));
  return new Map<string, Half>([...oldIds.map((id) => [id, 'tuning'] as const), ...ordered.map((id, i) => [id, i < heldOut ? 'heldOut' : 'tuning'] as const)]);
}

const fromIssue39: BenchmarkItinerary[] = EXPERT_ITINERARIES.map((x) => ({
  id: x.id,
  title: x.title,
  source: x.source,
  published: x.published,
  region: OLD_REGION[x.request.from] ?? 'unknown',
  mode: 'car',
  request: x.request,
  sights: x.sights,
  half: 'tuning',
}));

/** Every itinerary of the benchmark: issue 39's thirteen first, then the regions' files. */
export const BENCHMARK: readonly BenchmarkItinerary[] = [
  ...fromIssue39,
  ...([...canyon, ...color, ...northern, ...saltLake, ...uinta, ...utahValley, ...wasatch] as BenchmarkItinerary[]),
];

/** The season of a date: winter December–February, spring March–May, summer June–August, fall September–November. */
export function seasonOf(date: string): 'winter' | 'spring' | 'summer' | 'fall' {
  const month = Number(date.slice(5, 7));
  return month === 12 || month <= 2 ? 'winter' : month <= 5 ? 'spring' : month <= 8 ? 'summer' : 'fall';
}

/** How long the request is, in words ("5 h", "3 days"). */
export const lengthOf = (r: BenchmarkRequest): string => (r.days && r.days > 1 ? `${r.days} days` : `${r.hours} h`);

/** The plan URL's query for an itinerary, as /plan would send it. */
export function searchOf(x: BenchmarkItinerary): string {
  const { from, date, time, hours, days, end, park } = x.request;
  const q = new URLSearchParams({ from, date, time });
  if (days && days > 1) q.set('days', String(days));
  else q.set('hours', String(hours));
  if (end) q.set('end', end);
  if (park) q.set('park', park);
  if (x.mode === 'transit') q.set('car', '0');
  return `?${q}`;
}

/** A stop's place, and on a drive the places it stops at along its road (decision 139). */
const stopIds = (s: { placeId: string; along?: ReadonlyArray<{ placeId: string }> }): string[] => [s.placeId, ...(s.along ?? []).map((a) => a.placeId)];

/** The stops of the first choice: a day's first plan, or every day of the first trip. */
export function firstChoiceStops(r: PlanResponse): string[] | null {
  if (!r.ok) return null;
  if (r.kind === 'day') return r.result.itineraries[0]?.stops.flatMap(stopIds) ?? null;
  if (r.kind === 'trip') return r.result.trips[0]?.days.flatMap((d) => d.plan.stops.flatMap(stopIds)) ?? null;
  return null;
}

export interface BenchmarkScore {
  id: string;
  /** The share of the itinerary's sights in the first choice (0 when there is no plan). */
  share: number;
  missed: string[];
  /** The first choice's stops, or null when the planner answered no plan (its reason in `error`). */
  stops: string[] | null;
  /** Why there is no plan: the planner's reason (words as data, decision 096) or "no plan". */
  error?: string | Said;
}

/** The plan for a query, by car (planner/planRun.ts runPlan) or without one (transit/carFreeRun.ts runCarFreePlan). */
export type RunPlan = (search: string, mode: BenchmarkItinerary['mode']) => PlanResponse;

/** Scores one itinerary: the first choice for its query (by `run`, the mode's planner) against its sights. */
export function scoreItinerary(x: BenchmarkItinerary, run: RunPlan): BenchmarkScore {
  const response = run(searchOf(x), x.mode);
  const stops = firstChoiceStops(response);
  const seen = new Set(stops ?? []);
  const missed = x.sights.filter((id) => !seen.has(id));
  const error = response.ok ? (stops ? undefined : 'no plan') : response.error;
  return { id: x.id, share: (x.sights.length - missed.length) / x.sights.length, missed, stops, ...(error ? { error } : {}) };
}

/** A half's mean share and how many of its itineraries reach four fifths of their sights. */
export function halfSummary(scores: readonly BenchmarkScore[]): { count: number; mean: number; atLeast80: number } {
  const mean = scores.length ? scores.reduce((t, s) => t + s.share, 0) / scores.length : 0;
  return { count: scores.length, mean, atLeast80: scores.filter((s) => s.share >= 0.8 - 1e-9).length };
}

/**
 * The request as a reader of the page would make it now that /plan has "A day in" for monuments, state
 * parks and towns (decision 129): where every sight of the page lies in one such area (the smallest, a
 * monument before a town; never a whole region) and the start lies outside it, the request names it. A
 * rule on the page's own sights and the form's areas, the same for both halves, fixed on 2026-12-07 before
 * it was scored; the recorded requests stay the benchmark's, this is reported beside them.
 */
export function askedInArea(
  x: BenchmarkItinerary,
  areas: ReadonlyArray<{ name: string; group: string; has: (place: { id: string; lat?: number; lng?: number }) => boolean }>,
  placeOf: (id: string) => { id: string; lat: number; lng: number } | undefined,
  start: { lat: number; lng: number } | null,
): BenchmarkItinerary | null {
  if (x.request.park || !start) return null;
  const sights = x.sights.map(placeOf);
  if (sights.some((s) => s === undefined)) return null;
  const area = areas.find((a) => a.group !== 'region' && sights.every((s) => a.has(s!)) && !a.has({ id: '', ...start }));
  return area ? { ...x, request: { ...x.request, park: area.name } } : null;
}
