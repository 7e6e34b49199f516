// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { conditionsLiveEn } from '../../lib/messages/conditions.en.ts';
import { INTL_LOCALE, type Locale, sliceIn } from '../../lib/messages/messages.ts';
import { placeRoadsEn, placeTodayEn } from '../../lib/messages/today.en.ts';
import type { ForecastPeriod } from './conditions.ts';
import { ENGLISH_TODAY, type PlaceToday, renderConditions, type TodaySay } from './conditionsView.ts';
import { FLOW_RULES } from './riverFlow.ts';

/** What a French or Spanish destination page hands its script (TodayAtThisPlace.astro). */
const sayIn = (locale: Locale): TodaySay => ({
  words: sliceIn(locale, { ...placeTodayEn, ...placeRoadsEn }),
  live: sliceIn(locale, conditionsLiveEn),
  intl: INTL_LOCALE[locale],
});

const period = (p: Partial<ForecastPeriod> & Pick<ForecastPeriod, 'name' | 'startTime' | 'endTime' | 'isDaytime' | 'temperature'>): ForecastPeriod => ({
  temperatureUnit: 'F',
  shortForecast: 'Sunny',
  wind: null,
  precipitationChance: null,
  ...p,
});

/** 1 July 2026, 1 PM in Utah (MDT): the afternoon, tonight, Thursday and Thursday night. */
const afternoon = new Date('2026-07-01T19:00:00Z');
const answer: PlaceToday = {
  destinationId: 'the-narrows',
  date: '2026-07-01',
  forecast: {
    status: 'ok',
    updated: null,
    periods: [
      period({
        name: 'This Afternoon',
        startTime: '2026-07-01T13:00:00-06:00',
        endTime: '2026-07-01T18:00:00-06:00',
        isDaytime: true,
        temperature: 72,
        wind: '5 to 10 mph NW',
        precipitationChance: 20,
      }),
      period({ name: 'Tonight', startTime: '2026-07-01T18:00:00-06:00', endTime: '2026-07-02T06:00:00-06:00', isDaytime: false, temperature: 50 }),
      period({ name: 'Thursday', startTime: '2026-07-02T06:00:00-06:00', endTime: '2026-07-02T18:00:00-06:00', isDaytime: true, temperature: 88 }),
      period({ name: 'Thursday Night', startTime: '2026-07-02T18:00:00-06:00', endTime: '2026-07-03T06:00:00-06:00', isDaytime: false, temperature: 31 }),
    ],
  },
  alerts: {
    status: 'ok',
    alerts: [
      {
        id: 'a',
        event: 'Flash Flood Warning',
        headline: 'Flash Flood Warning issued July 1 at 12:50PM MDT',
        severity: 'Severe',
        urgency: 'Immediate',
        onset: null,
        ends: '2026-07-02T00:00:00Z',
        expires: null,
        description: 'Heavy rain over the Virgin River basin.',
        instruction: 'Move to higher ground now.',
        prominent: true,
      },
    ],
  },
  sun: { status: 'ok', sunrise: '2026-07-01T11:55:00Z', sunset: '2026-07-02T02:45:00Z' },
  park: {
    status: 'ok',
    parkCode: 'zion',
    parkName: 'Zion National Park',
    alerts: [
      {
        id: 'p',
        title: 'The Narrows closed above Big Spring',
        category: 'Park Closure',
        description: 'High water.',
        url: 'https://www.nps.gov/zion/',
        lastIndexedDate: null,
      },
    ],
  },
  river: { rule: FLOW_RULES[0]!, part: { status: 'ok', cfs: 84.2, measuredAt: '2026-07-01T15:15:00Z', answeredAt: '2026-07-01T15:20:00Z' } },
};

const drawn = (conditions: PlaceToday | null, now: Date, say?: TodaySay) => {
  const body = document.createElement('div');
  renderConditions(body, conditions, { from: '11-15', to: '05-25', text: 'Road closed in winter, usually Nov 15 to May 25' }, now, say);
  const rows = [...body.querySelectorAll('.today-forecast div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]);
  const sun = [...body.querySelectorAll('.today-sun div')].map((row) => row.textContent);
  const english = [...body.querySelectorAll('[lang="en"]')].map((node) => node.textContent);
  return { body, rows, sun, english, headings: [...body.querySelectorAll('h3')].map((h) => h.textContent) };
};

describe('Today at this place in French and Spanish (decision 122)', () => {
  it('names the forecast’s periods, temperatures and chances in French, NWS’s own words marked English', () => {
    const { body, rows, sun, english, headings } = drawn(answer, afternoon, sayIn('fr'));
    expect(headings).toEqual([
      'Alertes météo',
      'Prévisions',
      'Lever et coucher du soleil',
      'La rivière aujourd’hui',
      'Zion National Park : alertes et fermetures',
    ]);
    expect(rows).toEqual([
      ['Cet après-midi', '72 °F (22 °C) · Sunny · vent 5 to 10 mph NW · 20 % de risque de précipitations'],
      ['Ce soir et cette nuit', '50 °F (10 °C) · Sunny'],
      ['Jeudi', '88 °F (31 °C) · Sunny'],
      ['Nuit de jeudi', '31 °F (-1 °C) · Sunny'],
    ]);
    expect(sun).toEqual(['Lever du soleil5:55', 'Coucher du soleil20:45']);
    expect(body.querySelector('.today-seasonal')?.textContent).toBe('Route saisonnière ouverte aujourd’hui (en général fermée du 15 nov. au 25 mai).');
    expect(body.querySelector('[data-river]')?.textContent).toBe(
      'The Narrows : ouvert selon le débit de la rivière : la North Fork de la Virgin River coulait à 84 pieds cubes par seconde à 9:15 (station de l’USGS) ; le parc le ferme au-delà de 150.',
    );
    // The alert: NWS's event, headline, instruction and text English; its severity and end ours.
    const alert = body.querySelector('.today-alert')!;
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.querySelector('.muted')?.textContent).toBe('Gravité : forte. Jusqu’à mer. 18:00.');
    expect(alert.querySelector('summary')?.textContent).toBe('Ce que dit le National Weather Service');
    expect(english).toEqual([
      'Flash Flood Warning',
      'Flash Flood Warning issued July 1 at 12:50PM MDT',
      'Move to higher ground now.',
      'Heavy rain over the Virgin River basin.',
      'Sunny',
      '5 to 10 mph NW',
      'Sunny',
      'Sunny',
      'Sunny',
      'The Narrows closed above Big Spring',
      'High water.',
    ]);
    // The park's alert: its category in French, its title and text NPS's, its link to the park's English page.
    expect(body.querySelector('.today-park .badge')?.textContent).toBe('Fermeture');
    const more = body.querySelector<HTMLAnchorElement>('.today-park a')!;
    expect([more.textContent, more.hreflang]).toEqual(['En savoir plus sur le site du parc', 'en']);
  });

  it('says the same in Spanish with es-419’s 12-hour clock, and the night before dawn as the small hours', () => {
    const { rows, sun, headings, body } = drawn(answer, afternoon, sayIn('es'));
    expect(headings[1]).toBe('Pronóstico');
    expect(rows.map(([name]) => name)).toEqual(['Esta tarde', 'Esta noche', 'Jueves', 'Jueves por la noche']);
    expect(rows[0]![1]).toBe('72 °F (22 °C) · Sunny · viento 5 to 10 mph NW · 20% de probabilidad de precipitación');
    expect(sun).toEqual(['Salida del sol5:55 a.m.', 'Puesta del sol8:45 p.m.']);
    expect(body.querySelector('.today-alert .muted')?.textContent).toBe('Gravedad: alta. Hasta mié, 6:00 p.m.');
    expect(body.querySelector('.today-park .badge')?.textContent).toBe('Cierre');
    // 1:50 AM: the night under way, then the day.
    const night = {
      ...answer.forecast,
      periods: [
        period({ name: 'Overnight', startTime: '2026-07-01T01:50:00-06:00', endTime: '2026-07-01T06:00:00-06:00', isDaytime: false, temperature: 55 }),
        period({ name: 'Wednesday', startTime: '2026-07-01T06:00:00-06:00', endTime: '2026-07-01T18:00:00-06:00', isDaytime: true, temperature: 80 }),
      ],
    };
    const early = drawn({ ...answer, forecast: night }, new Date('2026-07-01T07:50:00Z'), sayIn('es'));
    expect(early.rows.map(([name]) => name)).toEqual(['Esta madrugada', 'Hoy']);
    expect(drawn({ ...answer, forecast: night }, new Date('2026-07-01T07:50:00Z'), sayIn('fr')).rows.map(([name]) => name)).toEqual([
      'Cette nuit',
      'Aujourd’hui',
    ]);
  });

  it('says why a part is missing in the language, the server’s reason marked English', () => {
    const down: PlaceToday = {
      ...answer,
      forecast: { status: 'unavailable', reason: 'The National Weather Service answered 500.' },
      park: { status: 'unavailable', reason: 'Park alerts are not available right now.' },
    };
    const { body } = drawn(down, new Date('2027-01-15T18:00:00Z'), sayIn('fr'));
    const lines = [...body.querySelectorAll('.today-unavailable')];
    expect(lines[0]?.textContent).toBe('Les prévisions n’ont pas pu être chargées pour le moment. The National Weather Service answered 500.');
    expect(lines[0]?.querySelector('[lang="en"]')?.textContent).toBe('The National Weather Service answered 500.');
    // A server without an NPS key: the page's own words, nothing marked.
    expect(lines[1]?.textContent).toBe(
      'Les alertes et fermetures du parc n’ont pas pu être chargées pour le moment. Les alertes des parcs ne sont pas disponibles pour le moment.',
    );
    expect(body.querySelector('.today-seasonal')?.textContent).toBe(
      'Fermeture hivernale en vigueur aujourd’hui : route en général fermée du 15 nov. au 25 mai.',
    );
    expect(drawn(null, afternoon, sayIn('es')).body.textContent).toBe(
      'Carretera de temporada abierta hoy (suele estar cerrada del 15 nov al 25 may).Las condiciones de hoy no se pudieron cargar en este momento. Vuelva a intentarlo más tarde.',
    );
  });

  it('leaves the English section as it was: NWS’s names and one line per period, nothing marked', () => {
    const { rows, sun, english, body } = drawn(answer, afternoon);
    expect(rows[0]).toEqual(['This Afternoon', '72°F · Sunny · wind 5 to 10 mph NW · 20% chance of precipitation']);
    expect(rows[3]).toEqual(['Thursday Night', '31°F · Sunny']);
    expect(sun).toEqual(['Sunrise5:55 AM', 'Sunset8:45 PM']);
    expect(english).toEqual([]);
    expect(body.querySelector('.today-alert .muted')?.textContent).toBe('Severe. Until Wed 6:00 PM.');
    expect(body.querySelector('.today-park .badge')?.textContent).toBe('Park Closure');
    expect(body.querySelector('.today-park a')?.hasAttribute('hreflang')).toBe(false);
    expect(drawn(answer, afternoon, ENGLISH_TODAY).body.innerHTML).toBe(body.innerHTML);
  });
});
