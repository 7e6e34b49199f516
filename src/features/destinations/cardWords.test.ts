import { describe, expect, it } from 'vitest';
import { formatDuration } from '../../lib/duration.ts';
import { cardWords, driveIn, gamesRoleIn } from './cardWords.ts';

const card: Parameters<typeof cardWords>[1] = {
  id: 'utah-olympic-park',
  name: 'Utah Olympic Park',
  category: 'Olympic Venues',
  driveTimeText: '33 min',
  driveTimeMinutes: 95,
  photoUrl: '',
  subscriptionTier: 'free',
  isOlympicVenue: true,
  gamesRole: { games: '2034', sports: ['ski jumping', 'luge', 'skeleton', 'bobsleigh', 'underwater hockey'] },
  states: ['UT'],
  timeNeeded: 'under 2 hours',
};

/** Intl puts a no-break space between a number and its unit. */
const plain = (text: string | null) => text?.replace(/\u00a0/g, ' ');

describe('a card in French and Spanish', () => {
  it('names the Games role in the language, shortened, an unknown sport kept in English', () => {
    expect(gamesRoleIn('fr', { games: '2034', sports: ['alpine skiing'] })).toBe('2034 : ski alpin');
    expect(gamesRoleIn('es', { games: '2002', roles: ['curling venue'] })).toBe('legado de 2002: sede del curling');
    expect(gamesRoleIn('fr', card.gamesRole!, 3)).toBe('2034 : saut à ski, luge, skeleton, 2 autres');
    expect(gamesRoleIn('es', { games: '2034', sports: ['underwater hockey'] })).toBe('2034: underwater hockey');
  });

  it('writes drives and time needed in the language’s formats', () => {
    const words = cardWords('fr', card);
    expect(words.drive).toBe('à 1 h 35 min de SLC');
    expect(plain(words.timeNeeded)).toBe('Durée de visite : moins de 2 heures');
    expect(words.badges.map((b) => b.text)).toEqual(['2034 : saut à ski, luge, skeleton, 2 autres']);
    // The card opens the place's page in its language (decision 105).
    expect(words.href).toBe('/fr/destinations/utah-olympic-park/');
    expect(driveIn('es', 60)).toBe('1 h');
    expect(plain(formatDuration(135, 'long', 'es-419'))).toBe('2 horas 15 minutos');
    expect(plain(formatDuration(90, 'long', 'fr'))).toBe('1,5 heure');
    // English keeps its own style.
    expect(formatDuration(95, 'short', 'en-US')).toBe('1 hr 35 min');
  });
});
