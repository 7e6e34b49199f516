// "Without a car" in the lists and on the map (issue 36): the prebuilt minutes by public
// transport from the airport of every place it reaches (/transit-reach.json, written at build
// from transitAccess.ts), fetched once a page asks for the filter. Safe in the browser.
import { durationText } from './duration.ts';

/** Nothing loaded (or nothing reached): the filter then shows no place rather than every one. */
export const NO_CAR_FREE: ReadonlyMap<string, number> = new Map();

/** Where the build writes the minutes. */
export const CAR_FREE_URL = '/transit-reach.json';

let loading: Promise<ReadonlyMap<string, number>> | null = null;

async function fetchCarFree(): Promise<ReadonlyMap<string, number>> {
  const r = await fetch(CAR_FREE_URL);
  if (!r.ok) throw new Error(`${CAR_FREE_URL}: ${r.status}`);
  const o = (await r.json()) as Record<string, unknown>;
  return new Map(Object.entries(o).filter((e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1])));
}

/** The places public transport reaches from the airport, with the minutes, loaded once (again after a failure). */
export function loadCarFree(): Promise<ReadonlyMap<string, number>> {
  const pending =
    loading ??
    fetchCarFree().catch(() => {
      loading = null;
      return NO_CAR_FREE;
    });
  loading = pending;
  return pending;
}

/**
 * The line a card or a map label shows under "Without a car": `line` is the page's words for it
 * (en.ts `transit.fromAirport`, its `{time}` left open), handed to the island by the page, since
 * an island carries no dictionary (decision 094).
 */
export const carFreeText = (line: string, minutes: number): string => line.replace('{time}', durationText(minutes));
