// Words that read naturally on a plan (issue 39): the airport is "the airport", and a day that
// starts and ends in the same town says it stays there.
import { AIRPORT_LABEL } from '../planning/planning.ts';

/** A point's name as a sentence says it: "the airport" for Salt Lake City International Airport. */
export const inWords = (name: string): string => (name === AIRPORT_LABEL ? 'the airport' : name);

/** "Moab → Torrey", or "in and around Moab" for a day that stays in one town. */
export const dayRoute = (from: string, to: string): string => (from === to ? `in and around ${inWords(from)}` : `${inWords(from)} → ${inWords(to)}`);
