import { describe, expect, it } from 'vitest';
import { t } from '../../lib/messages/messages.ts';
import { carFreeText } from './carFree.ts';

describe('the line under "Without a car"', () => {
  it('fills the page’s words with the minutes in the site’s duration style', () => {
    expect(carFreeText(t('en', 'transit.fromAirport'), 95)).toBe('By public transport from the airport: 1 hr 35 min');
    expect(carFreeText(t('fr', 'transit.fromAirport'), 40)).toBe('En transports en commun depuis l’aéroport : 40 min');
  });
});
