import { describe, expect, it } from 'vitest';
import { sliceIn } from '../../lib/messages/messages.ts';
import { placeRoadsEn, placeTodayEn } from '../../lib/messages/today.en.ts';
import {
  compareAlerts,
  compareParkAlerts,
  isProminentAlert,
  type ParkAlert,
  seasonalLine,
  temperatureText,
  utahClock,
  utahDayClock,
  type WeatherAlert,
  windowText,
} from './conditions.ts';

const alert = (event: string, severity: WeatherAlert['severity']): WeatherAlert => ({
  id: event,
  event,
  headline: null,
  severity,
  urgency: 'Expected',
  onset: null,
  ends: null,
  expires: null,
  description: '',
  instruction: null,
  prominent: isProminentAlert(event),
});

describe('weather alerts', () => {
  it('mark flash flood warnings, watches and emergencies as prominent, and nothing else', () => {
    expect(['Flash Flood Warning', 'Flash Flood Watch', 'Flash Flood Emergency', 'flash flood warning'].every(isProminentAlert)).toBe(true);
    expect(['Flood Advisory', 'Flood Warning', 'Winter Storm Warning', 'Excessive Heat Warning', 'Flash Flood Statement'].some(isProminentAlert)).toBe(false);
  });

  it('put prominent alerts first, then the most severe', () => {
    const list = [
      alert('Wind Advisory', 'Minor'),
      alert('Winter Storm Warning', 'Severe'),
      alert('Flash Flood Watch', 'Moderate'),
      alert('Extreme Heat Warning', 'Extreme'),
    ];
    expect(list.sort(compareAlerts).map((a) => a.event)).toEqual(['Flash Flood Watch', 'Extreme Heat Warning', 'Winter Storm Warning', 'Wind Advisory']);
  });

  it('put park closures first, then danger, caution, information', () => {
    const park = (category: string): ParkAlert => ({ id: category, title: category, category, description: '', url: null, lastIndexedDate: null });
    expect([park('Information'), park('Caution'), park('Park Closure'), park('Danger')].sort(compareParkAlerts).map((a) => a.category)).toEqual([
      'Park Closure',
      'Danger',
      'Caution',
      'Information',
    ]);
  });
});

describe('times, temperatures and seasonal roads in French and Spanish (decision 122)', () => {
  it('write clocks as the language’s Intl locale does, and Fahrenheit with Celsius', () => {
    expect(utahClock('2026-12-21T00:05:00Z', 'fr')).toBe('17:05');
    expect(utahClock('2026-12-21T00:05:00Z', 'es-419')).toBe('5:05 p.m.');
    expect(utahDayClock('2026-11-26T01:00:00Z', 'fr')).toBe('mer. 18:00');
    expect(temperatureText({ temperature: 72, temperatureUnit: 'F' }, 'fr')).toBe('72 °F (22 °C)');
    expect(temperatureText({ temperature: 31.6, temperatureUnit: 'F' }, 'es-419')).toBe('32 °F (0 °C)');
    expect(temperatureText({ temperature: 14, temperatureUnit: 'F' }, 'fr')).toBe('14 °F (-10 °C)');
  });

  it('say a seasonal road’s state from its window’s months, not the catalogue’s English text', () => {
    const closure = { from: '11-15', to: '05-25', text: 'Road closed in winter, usually Nov 15 to May 25' };
    const words = (locale: 'fr' | 'es') => sliceIn(locale, { ...placeTodayEn, ...placeRoadsEn });
    expect(seasonalLine(closure, new Date('2027-01-15T12:00:00Z'), words('fr'), 'fr')?.text).toBe(
      'Fermeture hivernale en vigueur aujourd’hui : route en général fermée du 15 nov. au 25 mai.',
    );
    expect(seasonalLine(closure, new Date('2026-07-04T18:00:00Z'), words('es'), 'es-419')).toEqual({
      closed: false,
      text: 'Carretera de temporada abierta hoy (suele estar cerrada del 15 nov al 25 may).',
    });
  });
});

describe('times and temperatures', () => {
  it('read instants in Utah time, summer and winter', () => {
    expect(utahClock('2026-07-01T11:55:00Z')).toBe('5:55 AM');
    expect(utahClock('2026-12-21T00:05:00Z')).toBe('5:05 PM');
    expect(utahDayClock('2026-11-26T01:00:00Z')).toBe('Wed 6:00 PM');
    expect(utahClock(null)).toBeNull();
    expect(utahClock('not a time')).toBeNull();
  });

  it('write temperatures with their unit', () => {
    expect(temperatureText({ temperature: 47, temperatureUnit: 'F' })).toBe('47°F');
    expect(temperatureText({ temperature: -3.4, temperatureUnit: '' })).toBe('-3°F');
  });
});

describe('the seasonal road line', () => {
  const closure = { from: '11-15', to: '05-25', text: 'SR-148 closes for the winter, usually mid-November to late May.' };

  it('says the road is closed today inside a window that wraps the year, read in Utah', () => {
    expect(seasonalLine(closure, new Date('2027-01-15T12:00:00Z'))).toEqual({ closed: true, text: `Winter closure in effect today: ${closure.text}.` });
    expect(seasonalLine(closure, new Date('2026-11-15T07:00:00Z'))).toEqual({ closed: true, text: `Winter closure in effect today: ${closure.text}.` });
    // 05:00 UTC on 15 Nov is still 14 Nov in Utah: open.
    expect(seasonalLine(closure, new Date('2026-11-15T05:00:00Z'))?.closed).toBe(false);
  });

  it('says it is open today outside the window, naming the usual closure', () => {
    expect(seasonalLine(closure, new Date('2026-07-04T18:00:00Z'))).toEqual({
      closed: false,
      text: 'Seasonal road open today (usually closed Nov 15 – May 25).',
    });
    expect(windowText({ from: '12-01', to: '03-31' })).toBe('Dec 1 – Mar 31');
  });

  it('says nothing without a closure or with an unreadable one', () => {
    expect(seasonalLine(null, new Date())).toBeNull();
    expect(seasonalLine(undefined, new Date())).toBeNull();
    expect(seasonalLine({ from: '13-01', to: '05-25', text: 'x' }, new Date())).toBeNull();
  });
});
