import { describe, expect, it } from 'vitest';
import { desktopText, mobileText, toFahrenheit, toWeather, type WeatherState } from './weather.ts';

describe('toFahrenheit', () => {
  it('converts the NWS units to °F and refuses missing values and unknown units', () => {
    expect(toFahrenheit({ unitCode: 'wmoUnit:degC', value: 16.7 })).toBeCloseTo(62.06);
    expect(toFahrenheit({ unitCode: 'wmoUnit:degC', value: -40 })).toBe(-40);
    expect(toFahrenheit({ unitCode: 'wmoUnit:degF', value: 50 })).toBe(50);
    expect(toFahrenheit({ unitCode: 'wmoUnit:K', value: 273.15 })).toBeCloseTo(32);
    expect(toFahrenheit({ unitCode: 'wmoUnit:degC', value: null })).toBeNull();
    expect(toFahrenheit({ unitCode: 'wmoUnit:Pa', value: 101000 })).toBeNull();
    expect(toFahrenheit(undefined)).toBeNull();
  });
});

describe('toWeather', () => {
  it('answers the rounded temperature, the text description and a readable summary', () => {
    expect(
      toWeather({
        textDescription: 'Mostly Cloudy',
        temperature: { unitCode: 'wmoUnit:degC', value: 3.4 },
        relativeHumidity: { unitCode: 'wmoUnit:percent', value: 71.2 },
        windSpeed: { unitCode: 'wmoUnit:km_h-1', value: 20.5 },
        windDirection: { unitCode: 'wmoUnit:degree_(angle)', value: 180 },
      }),
    ).toEqual({
      temp: 38,
      condition: 'Mostly Cloudy',
      description: 'Mostly Cloudy, 38°F, humidity 71%, wind S 13 mph at Salt Lake City International Airport (KSLC)',
    });
  });

  it('leaves out what the station did not report and says "calm" for no wind', () => {
    expect(toWeather({ textDescription: '', temperature: { unitCode: 'wmoUnit:degC', value: 0 }, windSpeed: { value: 0 } })).toEqual({
      temp: 32,
      condition: '',
      description: '32°F, calm wind at Salt Lake City International Airport (KSLC)',
    });
  });

  it('is null without a temperature', () => {
    expect(toWeather({ textDescription: 'Clear', temperature: { unitCode: 'wmoUnit:degC', value: null } })).toBeNull();
  });
});

describe('chip texts', () => {
  const loaded = (temp: number, condition = 'Partly Cloudy'): WeatherState => ({ kind: 'loaded', weather: { temp, condition, description: '' } });

  it('read as docs/product.md §8 gives them on desktop', () => {
    expect(desktopText(loaded(62))).toBe('62°F Partly Cloudy');
    expect(desktopText(loaded(61.5))).toBe('62°F Partly Cloudy');
    expect(desktopText(loaded(-3.2, 'Snow'))).toBe('-3°F Snow');
    expect(desktopText(loaded(70, ''))).toBe('70°F');
    expect(desktopText({ kind: 'unavailable' })).toBe('Weather unavailable');
    expect(desktopText({ kind: 'loading' })).toBe('Loading weather...');
  });

  it('read as docs/product.md §8 gives them in the mobile menu', () => {
    expect(mobileText({ kind: 'loading' })).toBe('Weather (Loading...)');
    expect(mobileText({ kind: 'unavailable' })).toBe('Weather (Unavailable)');
    expect(mobileText(loaded(62.4))).toBe('Weather (62°F)');
  });
});
