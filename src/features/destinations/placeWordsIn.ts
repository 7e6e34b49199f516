/**
 * A destination page's words in French or Spanish (issue 53, decision 105), made where the page is
 * built: the labels from the dictionaries, the catalogue's values through the formatting module
 * (the drive "1 h 35 min", miles with kilometers in brackets, a time needed in the language's unit
 * words, months by Intl) and its small vocabularies (categories, Games roles, states, difficulty).
 * What the catalogue only has in English (a description, a visit's length it words freely) comes
 * back with `lang: 'en'`.
 */
import { monthYear, sourceSite } from '../../lib/checked.ts';
import { formatDistance, formatDuration, formatList, formatOneDecimal, formatUnitRange, monthNameText } from '../../lib/format.ts';
import { DICTIONARIES, INTL_LOCALE, type Locale, type MessageKey, t, term } from '../../lib/messages/messages.ts';
import { closedInWinter } from '../roads/winter.ts';
import { gamesRoleIn } from './cardWords.ts';
import { inUtah } from './labels.ts';
import { ENGLISH_PLACE_WORDS, type PlaceWords, type Term } from './placeWords.ts';

const english = (text: string): Term => ({ text, lang: 'en' });

/** The miles of a catalogue distance ("87 miles", "1,204 miles"), or null when it reads otherwise. */
export function milesOf(text: string): number | null {
  const m = /^(\d[\d,]*(?:\.\d+)?) miles?$/.exec(text.trim());
  return m ? Number(m[1]!.replace(/,/g, '')) : null;
}

const UNITS = { minute: 'minute', minutes: 'minute', hour: 'hour', hours: 'hour', day: 'day', days: 'day' } as const;

/**
 * A catalogue's time needed ("1-2 hours", "Half day", "Under 1 hour", "30-60 minutes") in the
 * language, or null for a text it words otherwise (shown as written, marked English).
 */
export function timeNeededIn(locale: Locale, text: string): string | null {
  const intl = INTL_LOCALE[locale];
  const s = text.trim().toLowerCase();
  const phrase = {
    'half day': 'placePage.time.halfDay',
    'full day': 'placePage.time.fullDay',
    'half day to full day': 'placePage.time.halfToFullDay',
  } as const;
  if (s in phrase) return t(locale, phrase[s as keyof typeof phrase]);
  const under = /^under (\d+(?:\.\d+)?) (minutes?|hours?|days?)$/.exec(s);
  if (under)
    return t(locale, 'placePage.time.under', { time: formatUnitRange(Number(under[1]), Number(under[1]), UNITS[under[2] as keyof typeof UNITS], intl) });
  const range = /^(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))? (minutes?|hours?|days?)$/.exec(s);
  if (!range) return null;
  return formatUnitRange(Number(range[1]), Number(range[2] ?? range[1]), UNITS[range[3] as keyof typeof UNITS], intl);
}

/** "novembre", "mayo": the month of a closure window's "MM-DD" end. */
const monthOf = (md: string, intl: string) => monthNameText(Number(md.slice(0, 2)), intl);

/** The words of a destination page in `locale`; English's own for 'en'. */
export function placeWordsIn(locale: Locale): PlaceWords {
  if (locale === 'en') return ENGLISH_PLACE_WORDS;
  const intl = INTL_LOCALE[locale];
  const say = (key: MessageKey, params?: Parameters<typeof t>[2]) => t(locale, key, params);
  return {
    say,
    catalogue: 'en',
    category: (category) => {
      const text = term(locale, 'category', category);
      return text ? { text } : english(category);
    },
    gamesRole: (d) => (d.gamesRole ? gamesRoleIn(locale, d.gamesRole) : d.isOlympicVenue ? say('card.gamesSite') : null),
    state: (d) =>
      inUtah(d)
        ? null
        : formatList(
            (d.states ?? []).map((s) => say(`placePage.state.${s}` as MessageKey)),
            intl,
          ),
    access: (tier) => say(`placePage.access.${tier ?? 'free'}` as MessageKey),
    rating: (rating) => say('placePage.rating', { rating: formatOneDecimal(rating, intl) }),
    driveTime: (d) => (d.driveTimeText ? formatDuration(d.driveTimeMinutes, 'short', intl) : null),
    distance: (d) => {
      if (!d.distance) return null;
      const miles = milesOf(d.distance);
      return miles === null ? english(d.distance) : { text: formatDistance(miles, intl) };
    },
    timeNeeded: (text) => {
      const worded = timeNeededIn(locale, text);
      return worded ? { text: worded } : english(text);
    },
    difficulty: (text) => {
      const key = `placePage.difficulty.${text}`;
      return key in DICTIONARIES.en ? { text: say(key as MessageKey) } : english(text);
    },
    winterLine: (d) => {
      const closure = d.seasonalClosure;
      if (!closure) return null;
      const from = monthOf(closure.from, intl);
      const to = monthOf(closure.to, intl);
      if (closedInWinter(d)) return say('placePage.winterClosed', { from, to });
      if (d.winterDriveTimeMinutes == null || !d.winterDriveTimeText) return null;
      const time = formatDuration(d.winterDriveTimeMinutes, 'short', intl);
      return d.winterVia ? say('placePage.winterVia', { from, to, via: d.winterVia, time }) : say('placePage.winterLonger', { from, to, time });
    },
    checked: (check) => say('checked.text', { month: monthYear(check.checkedOn, intl), site: sourceSite(check.source) }),
    lapsed: (check) => (check.until ? say('placePage.lapsed', { year: check.until.slice(0, 4), site: sourceSite(check.source) }) : undefined),
  };
}
