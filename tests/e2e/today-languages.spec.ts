import { expect, test } from '@playwright/test';
import { utahClock } from '../../src/features/conditions/conditions.ts';
import { sunTimes, utahDate } from '../../src/features/conditions/conditions.server.ts';
import { readCatalogue } from '../../src/features/destinations/destinations.server.ts';
import { recordCspViolations } from './cspViolations.ts';
import { CONDITIONS_SCENARIO } from './global-setup.ts';
import { expectAccessible } from './helpers.ts';

// "Today at this place" on a French and a Spanish destination page (issue 53, decision 122), against
// the fake NWS, NPS and USGS of global-setup.ts: The Narrows has a flash flood warning, a park and a
// river gauge. The section's words are the page's; NWS's, the NPS's and UDOT's own stay English, marked.
const PLACE = CONDITIONS_SCENARIO.slotCanyon;
const { lat, lng } = readCatalogue('supabase/seed/destinations').find((d) => d.id === PLACE)!.coordinates!;

/** A dictionary key left raw in the text. */
const RAW_KEY = /\b(?:conditionsLive|placeToday|placePage)\.[a-zA-Z][\w.-]*/g;

const LANGUAGES = [
  {
    lang: 'fr',
    intl: 'fr',
    headings: ['Alertes météo', 'Prévisions', 'Lever et coucher du soleil', 'La rivière aujourd’hui'],
    periods: /^(Aujourd’hui|Cet après-midi|Ce soir et cette nuit|Cette nuit)$/,
    sun: ['Lever du soleil', 'Coucher du soleil'],
    river: /^The Narrows : ouvert selon le débit de la rivière : la North Fork de la Virgin River coulait à 47 pieds cubes par seconde à \d{1,2}:\d\d /,
    wind: 'vent ',
  },
  {
    lang: 'es',
    intl: 'es-419',
    headings: ['Alertas del clima', 'Pronóstico', 'Salida y puesta del sol', 'El río hoy'],
    periods: /^(Hoy|Esta tarde|Esta noche|Esta madrugada)$/,
    sun: ['Salida del sol', 'Puesta del sol'],
    river: /^The Narrows: abierto según el caudal del río: el North Fork del Virgin River llevaba 47 pies cúbicos por segundo a las \d{1,2}:\d\d [ap]\.\s?m\. /,
    wind: 'viento ',
  },
] as const;

test.describe('Today at this place in French and Spanish', () => {
  for (const l of LANGUAGES) {
    test(`a ${l.lang} destination page writes the forecast, the sun and the river in the language, NWS’s words marked English, axe clean`, async ({ page }) => {
      const csp = await recordCspViolations(page);
      await page.goto(`/${l.lang}/destinations/${PLACE}/`);
      const today = page.locator('section.today');
      await expect(today).toHaveAttribute('data-loaded', 'true');
      for (const name of l.headings) await expect(today.getByRole('heading', { level: 3, name, exact: true })).toBeVisible();

      // The forecast: the period's name and the temperatures ours, NWS's short forecast and wind marked English.
      await expect(today.locator('.today-forecast dt').first()).toHaveText(l.periods);
      const first = today.locator('.today-forecast dd').first();
      await expect(first).toHaveText(/^\d+ °F \(-?\d+ °C\) · /);
      await expect(first).toContainText(l.wind);
      await expect(first.locator('[lang="en"]').first()).toHaveText(/\w/);
      await expect(today.locator('.today-forecast dt[lang="en"]')).toHaveCount(0);

      // Sunrise and sunset on the language's clock.
      const sun = sunTimes(utahDate(new Date()), lat, lng);
      await expect(today.locator('.today-sun')).toContainText(`${l.sun[0]}${utahClock(sun.sunrise, l.intl)}`);
      await expect(today.locator('.today-sun')).toContainText(`${l.sun[1]}${utahClock(sun.sunset, l.intl)}`);

      // The river's line in the language, the gauge's reading and the park's limit in it.
      await expect(today.locator('[data-river]')).toHaveAttribute('data-river', 'open');
      await expect(today.locator('[data-river]')).toHaveText(l.river);

      // The flash flood warning stands out as before, its event in NWS's words, marked so.
      const warning = today.getByRole('alert');
      await expect(warning).toHaveCount(1);
      await expect(warning.locator('.today-alert-event')).toHaveText('Flash Flood Warning');
      await expect(warning.locator('.today-alert-event')).toHaveAttribute('lang', 'en');

      // The section's body is no longer English as a whole, and no key is left raw.
      await expect(today.locator('[data-today-body]')).not.toHaveAttribute('lang', 'en');
      expect((await today.innerText()).match(RAW_KEY) ?? []).toEqual([]);
      await expectAccessible(page);
      expect(csp).toEqual([]);
    });
  }
});
