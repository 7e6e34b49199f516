import { describe, expect, it } from 'vitest';
import { ZONES } from '../destinations/destinations.ts';
import { zoneRangeText } from './browse.ts';
import { placesIn, zoneRangeIn } from './zoneWords.ts';

const zone = (slug: string) => ZONES.find((z) => z.slug === slug)!;
/** Intl puts a no-break space between a number and its unit; the expectations read with plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('a zone in words', () => {
  it('reads in English as it always did', () => {
    for (const z of ZONES) expect(zoneRangeIn('en', z)).toBe(zoneRangeText(z));
    expect(zoneRangeIn('en', zone('3-5-hours'))).toBe('2 to 5 hours');
  });

  it('reads each kind of band in French and Spanish, durations in the language’s words', () => {
    expect(plain(zoneRangeIn('fr', zone('30-minutes')))).toBe('jusqu’à 30 minutes');
    expect(plain(zoneRangeIn('fr', zone('1-hour')))).toBe('entre 30 minutes et 1 heure');
    expect(plain(zoneRangeIn('fr', zone('3-5-hours')))).toBe('entre 2 et 5 heures');
    expect(plain(zoneRangeIn('es', zone('30-minutes')))).toBe('hasta 30 minutos');
    expect(plain(zoneRangeIn('es', zone('1-hour')))).toBe('entre 30 minutos y 1 hora');
    expect(plain(zoneRangeIn('es', zone('8-12-hours')))).toBe('entre 8 y 12 horas');
  });

  it('counts places outside Utah apart, singular and plural by the language', () => {
    const utah = { states: ['UT' as const] };
    const arizona = { states: ['AZ' as const] };
    expect(placesIn('en', [utah, arizona])).toBe('2 destinations (1 outside Utah)');
    expect(placesIn('fr', [utah])).toBe('1 destination');
    expect(placesIn('fr', [utah, arizona])).toBe('2 destinations (dont 1 hors de l’Utah)');
    expect(placesIn('es', [arizona])).toBe('1 destino (1 fuera de Utah)');
    expect(placesIn('es', [])).toBe('0 destinos');
  });
});
