// Words that read naturally on a plan (issue 39): the airport is "the airport", and a day that
// starts and ends in the same town says it stays there.
import { AIRPORT_LABEL } from '../planning/planning.ts';
import { en } from '../../lib/messages/en.ts';
import { INTL_LOCALE, type Said, saidWith, type Words } from '../../lib/messages/said.ts';

/** A point's name as a sentence says it: "the airport" for Salt Lake City International Airport. */
export const inWords = (name: string): string => (name === AIRPORT_LABEL ? 'the airport' : name);

/** "Moab → Torrey", or "in and around Moab" for a day that stays in one town. */
export const dayRoute = (from: string, to: string): string => (from === to ? `in and around ${inWords(from)}` : `${inWords(from)} → ${inWords(to)}`);

/**
 * The words the plan page and its exports speak (decision 096): English for now, as /plan is not
 * translated yet; a translated plan page hands its language's words in place of these.
 */
export const PLAN_WORDS: Words = { lang: 'en', intl: INTL_LOCALE.en, own: en, english: en };

/** What a planner said (a note, a reason, an error), worded for the page. */
export const word = (s: Said, words: Words = PLAN_WORDS): string => saidWith(words, s);
