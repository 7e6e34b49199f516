/**
 * The airport weather of the global chrome (docs/product.md §3.10, §4.1, §8): the answer's shape, the
 * chip's texts and the conversion from the National Weather Service's observation. Browser-safe
 * and dependency-free: the chip's script ships on every page.
 */

/** GET /api/weather/slc-airport. */
export interface Weather {
  /** Degrees Fahrenheit, rounded. */
  temp: number;
  condition: string;
  description: string;
}

export type WeatherState = { kind: 'loading' } | { kind: 'loaded'; weather: Weather } | { kind: 'unavailable' };

/** docs/product.md §9: the chip refreshes every 10 minutes. */
export const WEATHER_REFRESH_MS = 10 * 60 * 1000;

export function fahrenheit(temp: number): string {
  return `${Math.round(temp)}°F`;
}

/** Desktop chip: "62°F Partly Cloudy", or "Weather unavailable". */
export function desktopText(state: WeatherState): string {
  if (state.kind === 'loading') return 'Loading weather...';
  if (state.kind === 'unavailable') return 'Weather unavailable';
  return [fahrenheit(state.weather.temp), state.weather.condition.trim()].filter(Boolean).join(' ');
}

/** Mobile menu: "Weather (Loading...)", "Weather (62°F)", or "Weather (Unavailable)". */
export function mobileText(state: WeatherState): string {
  if (state.kind === 'loading') return 'Weather (Loading...)';
  if (state.kind === 'unavailable') return 'Weather (Unavailable)';
  return `Weather (${fahrenheit(state.weather.temp)})`;
}

/** A quantitative value of the NWS API: `{unitCode: "wmoUnit:degC", value: 16.7 | null}`. */
export interface NwsQuantity {
  unitCode?: string;
  value?: number | null;
}

/** The `properties` of a station observation, as far as we read them. */
export interface NwsObservation {
  textDescription?: string | null;
  temperature?: NwsQuantity | null;
  relativeHumidity?: NwsQuantity | null;
  windSpeed?: NwsQuantity | null;
  windDirection?: NwsQuantity | null;
}

/** A temperature in °F from an NWS quantity, or null when the station reported none. */
export function toFahrenheit(quantity: NwsQuantity | null | undefined): number | null {
  const value = quantity?.value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const unit = quantity?.unitCode ?? 'wmoUnit:degC';
  if (unit.endsWith('degF')) return value;
  if (unit.endsWith('degC')) return (value * 9) / 5 + 32;
  if (unit.endsWith(':K')) return ((value - 273.15) * 9) / 5 + 32;
  return null;
}

const COMPASS = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW'];

function windText(speed: NwsQuantity | null | undefined, direction: NwsQuantity | null | undefined): string | null {
  const value = speed?.value;
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  // The API reports km/h (wmoUnit:km_h-1); m/s appears on some stations.
  const mph = Math.round(speed?.unitCode?.endsWith('m_s-1') ? value * 2.23694 : value * 0.621371);
  if (mph === 0) return 'calm wind';
  const degrees = direction?.value;
  const from = typeof degrees === 'number' && Number.isFinite(degrees) ? ` ${COMPASS[Math.round((((degrees % 360) + 360) % 360) / 22.5) % 16]}` : '';
  return `wind${from} ${mph} mph`;
}

/**
 * The latest observation → the product's Weather, or null when it carries no temperature
 * (stations do send `value: null` now and then).
 */
export function toWeather(observation: NwsObservation): Weather | null {
  const temp = toFahrenheit(observation.temperature);
  if (temp === null) return null;
  const condition = observation.textDescription?.trim() ?? '';
  const humidity = observation.relativeHumidity?.value;
  const parts = [
    condition || null,
    `${Math.round(temp)}°F`,
    typeof humidity === 'number' && Number.isFinite(humidity) ? `humidity ${Math.round(humidity)}%` : null,
    windText(observation.windSpeed, observation.windDirection),
  ].filter((p): p is string => p !== null);
  return { temp: Math.round(temp), condition, description: `${parts.join(', ')} at Salt Lake City International Airport (KSLC)` };
}
