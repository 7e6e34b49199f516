// Straight-line geometry on the WGS84 globe: light enough for any island, and the one place the
// road model, nearby attractions and the planner measure a chord (issue 26).

export const EARTH_RADIUS_MILES = 3958.8;

/**
 * Degrees of latitude beyond which two points are surely more than `miles` apart (issue 38): the
 * great-circle distance is never shorter than the latitudes' difference, so a test of that
 * difference can spare the trigonometry; 1 % wider, far beyond any rounding.
 */
export const latitudeSpan = (miles: number): number => (miles / (EARTH_RADIUS_MILES * (Math.PI / 180))) * 1.01;

/** Great-circle distance in miles between two WGS84 points. */
export function haversineMiles(aLat: number, aLng: number, bLat: number, bLng: number): number {
  const toRad = Math.PI / 180;
  const dLat = (bLat - aLat) * toRad;
  const dLng = (bLng - aLng) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(aLat * toRad) * Math.cos(bLat * toRad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
