import { describe, expect, it } from 'vitest';
import { isSentence, sentencesIn } from './sentences.ts';
import { read, sourceFiles } from './sources.ts';

/*
 * The engines say things as data (issue 47, decision 096): a note, a reason or a refusal is a
 * message key with its values (src/lib/messages/said.ts), and the sentence lives in the
 * dictionaries (src/lib/messages/en.ts, fr.ts, es.ts), where the views word it in the reader's
 * language. A sentence written in an engine's folder is one no French or Spanish page can say.
 */
const ENGINES = ['src/features/planning', 'src/features/planner', 'src/features/transit'];

/** Files whose sentences are data, each with its sources: titles and notes translated with their data, if ever. */
const DATA_FILES: Readonly<Record<string, string>> = {
  'src/features/planner/expertItineraries.ts': 'the guides’ itineraries, by their published titles (a test fixture of record)',
  'src/features/planner/gateways.ts': 'the gateway towns’ notes, each with its sources',
};

/** Single texts that are not a visitor's sentence, or not yet in the dictionaries, each with why. */
const ALLOWED: Readonly<Record<string, string>> = {
  'src/features/transit/feedCheck.server.ts: TRANSIT_GTFS_URL is not set: the site plans on the frequency model': 'a status for the staff and the logs',
  'src/features/transit/transitAccess.ts: City Center station': 'a stop’s name',
};

/** A template's placeholder opening, written apart so the fixtures read as code, not as templates here. */
const PLACEHOLDER = '$' + '{';

const engineFiles = () => sourceFiles(...ENGINES).filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !(f in DATA_FILES));

describe('visitor sentences', () => {
  it('are not written in the engines’ folders: they return keys and values, the dictionaries hold the words', () => {
    const files = engineFiles();
    expect(files.length).toBeGreaterThan(40);
    const found = files.flatMap((f) => sentencesIn(f, read(f)).map((s) => `${f}: ${s.replace(/^\d+: /, '')}`));
    expect(found.filter((s) => !(s in ALLOWED))).toEqual([]);
    // An entry the code no longer has is dropped from the list, so the list stays short and true.
    expect(Object.keys(ALLOWED).filter((s) => !found.includes(s))).toEqual([]);
  });

  it('catches a sentence in a fixture, and leaves names, patterns and developers’ messages alone', () => {
    const fixture = [
      "const a = 'You drive back after sunset';",
      'const b = `Needs #{h} hours with the drives: more than one day`;',
      "const c = 'no time left in the day, sorry.';",
      'throw new PlanInputError(`Unknown place "#{label}": choose the airport`);',
    ]
      .join('\n')
      .replaceAll('#{', PLACEHOLDER);
    expect(sentencesIn('fixture.ts', fixture).map((s) => s.replace(/^\d+: /, ''))).toEqual([
      'You drive back after sunset',
      'Needs   hours with the drives: more than one day',
      'no time left in the day, sorry.',
      'Unknown place " ": choose the airport',
    ]);
    const quiet = [
      "const town = 'Bryce Canyon City';",
      "const map = { 'Salt Lake City': 1, 'Island in the Sky': 2 };",
      "throw new Error('GTFS: neither calendar.txt nor calendar_dates.txt states a service');",
      "console.warn('The planner data is stale, reloading');",
      'const re = new RegExp(`(#{MONTH})(?:\\\\s*(?:-|to|through)\\\\s*#{MONTH})?`);',
      "import { x } from './The module of things.ts';",
      "const key = 'plan.leftOut.noTimeInDay';",
    ]
      .join('\n')
      .replaceAll('#{', PLACEHOLDER);
    expect(sentencesIn('fixture.ts', quiet)).toEqual([]);
  });

  it('reads a sentence by its words and its ends', () => {
    expect(isSentence('Closed on Sundays')).toBe(true);
    expect(isSentence('usual winter closure.')).toBe(true);
    expect(isSentence('Salt Lake City International Airport')).toBe(false);
    expect(isSentence('usual winter closure')).toBe(false);
    expect(isSentence('Road closed')).toBe(false);
  });
});
