import { describe, expect, it } from 'vitest';
import { ENGLISH_PLACE_WORDS } from './placeWords.ts';
import { milesOf, placeWordsIn, timeNeededIn } from './placeWordsIn.ts';

/** Intl puts a no-break space between a number and its unit, a narrow one in a French thousand. */
const plain = (text: string | null | undefined) => text?.replace(/[\u00a0\u202f]/g, ' ');

const place = {
  driveTimeText: '3 hr 31 min',
  driveTimeMinutes: 211,
  distance: '1,204 miles',
  isOlympicVenue: false,
  states: ['UT', 'NM'] as Array<'UT' | 'NM'>,
  winterDriveTimeMinutes: 250,
  winterDriveTimeText: '4 hr 10 min',
  winterVia: 'US-40',
  seasonalClosure: { from: '11-01', to: '05-25', text: 'SR-35 closed in winter, usually Nov to late May' },
};

describe('a destination page’s words (decision 105)', () => {
  it('reads a catalogue distance’s miles, and nothing from a text it does not know', () => {
    expect(milesOf('87 miles')).toBe(87);
    expect(milesOf('1,204 miles')).toBe(1204);
    expect(milesOf('1 mile')).toBe(1);
    expect(milesOf('about an hour')).toBeNull();
  });

  it('words the catalogue’s times needed in the language, or leaves one it cannot read to English', () => {
    expect(timeNeededIn('fr', 'Half day')).toBe('Une demi-journée');
    expect(plain(timeNeededIn('fr', '1-2 hours'))).toBe('1–2 heures');
    expect(plain(timeNeededIn('es', '30-60 minutes'))).toBe('30-60 minutos');
    expect(plain(timeNeededIn('es', 'Under 1 hour'))).toBe('Menos de 1 hora');
    expect(plain(timeNeededIn('fr', '2-3 days'))).toBe('2–3 jours');
    expect(timeNeededIn('fr', 'As long as you like')).toBeNull();
    expect(placeWordsIn('fr').timeNeeded('As long as you like')).toEqual({ text: 'As long as you like', lang: 'en' });
  });

  it('writes drives, distances, states and the winter line in the language’s formats', () => {
    const fr = placeWordsIn('fr');
    expect(fr.driveTime(place)).toBe('3 h 31 min');
    expect(plain(fr.distance(place)?.text)).toBe('1 204 mi (1 938 km)');
    expect(fr.state(place)).toBe('Utah et Nouveau-Mexique');
    expect(fr.winterLine(place)).toBe('De novembre à mai par US-40 : 4 h 10 min');
    expect(placeWordsIn('es').winterLine({ ...place, winterDriveTimeMinutes: null })).toBe('Carretera cerrada en invierno, por lo general de noviembre a mayo');
    expect(fr.difficulty('Strenuous')).toEqual({ text: 'Très difficile' });
    expect(fr.difficulty('Class 5 scramble')).toEqual({ text: 'Class 5 scramble', lang: 'en' });
    expect(fr.category('Underwater')).toEqual({ text: 'Underwater', lang: 'en' });
    expect(fr.rating(4.4)).toBe('★ 4,4');
  });

  it('keeps the English page’s words as they were', () => {
    expect(placeWordsIn('en')).toBe(ENGLISH_PLACE_WORDS);
    expect(ENGLISH_PLACE_WORDS.driveTime(place)).toBe('3 hr 31 min');
    expect(ENGLISH_PLACE_WORDS.distance(place)).toEqual({ text: '1,204 miles' });
    expect(ENGLISH_PLACE_WORDS.state(place)).toBe('Utah and New Mexico');
    expect(ENGLISH_PLACE_WORDS.winterLine(place)).toBe('Nov–May via US-40: 4 hr 10 min');
    expect(ENGLISH_PLACE_WORDS.rating(4)).toBe('★ 4.0');
    expect(ENGLISH_PLACE_WORDS.say('placePage.driveFrom', { time: '25 min', distance: '18 miles' })).toBe(
      '25 min (18 miles) from Salt Lake City International Airport',
    );
    expect(ENGLISH_PLACE_WORDS.lapsed({ source: 'https://www.nps.gov/x', checkedOn: '2026-11-20', until: '2026-12-31' })).toBeUndefined();
    expect(placeWordsIn('es').lapsed({ source: 'https://www.nps.gov/x', checkedOn: '2026-11-20', until: '2026-12-31' })).toBe('Verificado para 2026 · nps.gov');
  });
});
