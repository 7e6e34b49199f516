/**
 * Sunrise and sunset only, by suncalc's own method (issue 38, decision 068). suncalc's `getTimes`
 * solves six altitudes (twilights, golden hour) at each call; the planner reads sunrise and sunset
 * for every outdoor place on every date, so in a fresh worker five sixths of that work was thrown
 * away. These are suncalc 2.0.2's formulas for the one altitude the planner reads (−0.833°, at
 * sea level), in the same order, so the instants are the same to the millisecond: the test holds
 * them to `getTimes` over places and dates, and fails if a new suncalc computes otherwise.
 * suncalc: Copyright (c) 2026, Volodymyr Agafonkin, BSD-2-Clause (https://github.com/mourner/suncalc).
 */
const { PI, sin, cos, asin, atan2, acos, abs, round } = Math;
const rad = PI / 180;
const dayMs = 1000 * 60 * 60 * 24;
const J1970 = 2440588;
const J2000 = 2451545;
const J0 = 0.0009;
/** suncalc's sunrise/sunset altitude, with its observer-height term at height 0 (−0). */
const H0 = (-0.833 + (-2.076 * Math.sqrt(0)) / 60) * rad;

const toDays = (ms: number) => ms / dayMs - 0.5 + J1970 - J2000;
const fromJulian = (j: number) => new Date((j + 0.5 - J1970) * dayMs).getTime();

/** ΔT = TT − UT in seconds, suncalc's fit for the years the planner plans (2005–2150). */
function deltaT(d: number): number {
  const y = 2000 + d / 365.2425;
  let t: number;
  if (y < 1920) {
    t = y - 1900;
    return -2.79 + t * (1.494119 + t * (-0.0598939 + t * (0.0061966 - t * 0.000197)));
  }
  if (y < 1941) {
    t = y - 1920;
    return 21.2 + t * (0.84493 + t * (-0.0761 + t * 0.0020936));
  }
  if (y < 1961) {
    t = y - 1950;
    return 29.07 + t * (0.407 + t * (-1 / 233 + t / 2547));
  }
  if (y < 1986) {
    t = y - 1975;
    return 45.45 + t * (1.067 + t * (-1 / 260 - t / 718));
  }
  if (y < 2005) {
    t = y - 2000;
    return 63.86 + t * (0.3345 + t * (-0.060374 + t * (0.0017275 + t * (0.000651814 + t * 0.00002373599))));
  }
  if (y < 2050) {
    t = y - 2000;
    return 62.92 + t * (0.32217 + t * 0.005589);
  }
  t = (y - 1820) / 100;
  return -20 + 32 * t * t - 0.5628 * (2150 - y);
}
const toDaysTT = (d: number) => d + deltaT(d) / 86400;
const altitude = (H: number, phi: number, dec: number) => asin(sin(phi) * sin(dec) + cos(phi) * cos(dec) * cos(H));
const siderealTime = (d: number, lw: number) => rad * (280.46061837 + 360.98564736629 * d) - lw;
const wrapPi = (a: number) => a - 2 * PI * round(a / (2 * PI));

/** The Sun's apparent right ascension and declination (Meeus ch. 25), d in TT days since J2000. */
function sunCoords(d: number): { ra: number; dec: number } {
  const t = d / 36525;
  const L0 = rad * (280.46646 + t * (36000.76983 + t * 0.0003032));
  const M = rad * (357.52911 + t * (35999.05029 - t * 0.0001537));
  const sinM = sin(M);
  const cosM = cos(M);
  const C = rad * ((1.914602 - t * (0.004817 + t * 0.000014)) * sinM + (0.019993 - 0.000101 * t) * 2 * sinM * cosM + 0.000289 * sinM * (3 - 4 * sinM * sinM));
  const Om = rad * (125.04 - 1934.136 * t);
  const L = L0 + C - rad * (0.00569 + 0.00478 * sin(Om));
  const e = rad * (23.439291 - t * (0.0130042 + t * (0.00000016 - t * 0.000000504))) + rad * 0.00256 * cos(Om);
  return { ra: atan2(cos(e) * sin(L), cos(L)), dec: asin(sin(e) * sin(L)) };
}

function solarTransit(start: number, lw: number): number {
  let dt = start;
  for (let i = 0; i < 3; i++) {
    const H = wrapPi(siderealTime(dt, lw) - sunCoords(toDaysTT(dt)).ra);
    dt -= H / (2 * PI);
  }
  return dt;
}

/** The day (UT days since J2000) the Sun reaches H0 on one side of transit (−1 rise, +1 set), or NaN. */
function getSetJ(dt: number, sign: number, lw: number, phi: number, decT: number): number {
  const cosH0 = (sin(H0) - sin(phi) * sin(decT)) / (cos(phi) * cos(decT));
  if (cosH0 < -1 || cosH0 > 1) return NaN;
  let d = dt + (sign * acos(cosH0)) / (2 * PI);
  for (let i = 0; i < 2; i++) {
    const c = sunCoords(toDaysTT(d));
    const H = wrapPi(siderealTime(d, lw) - c.ra);
    const h = altitude(H, phi, c.dec);
    const sinH = cos(phi) * cos(c.dec) * sin(H);
    if (abs(sinH) < 1e-6) break;
    d += (h - H0) / (2 * PI * sinH);
  }
  return d;
}

/** Sunrise and sunset (instants, ms) of the UTC solar day of `ms` at a point, as suncalc's getTimes gives them; null when the Sun does not cross. */
export function sunRiseSet(ms: number, lat: number, lng: number): { sunrise: number | null; sunset: number | null } {
  const lw = rad * -lng;
  const phi = rad * lat;
  const d = round(toDays(ms) - J0 - lw / (2 * PI));
  const dt = solarTransit(d + J0 + lw / (2 * PI), lw);
  const dec = sunCoords(toDaysTT(dt)).dec;
  const rise = getSetJ(dt, -1, lw, phi, dec);
  const set = getSetJ(dt, 1, lw, phi, dec);
  return { sunrise: Number.isNaN(rise) ? null : fromJulian(rise + J2000), sunset: Number.isNaN(set) ? null : fromJulian(set + J2000) };
}
