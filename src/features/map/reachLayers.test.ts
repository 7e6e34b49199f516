import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { describe, expect, it } from 'vitest';
import { zoneOf } from '../destinations/destinations.ts';
import { readCatalogue } from '../destinations/destinations.server.ts';
import { driveFromAirport } from '../roads/driveTime.ts';
import { cellRange, REACH_MINUTES, type ReachCollection, reachLayers } from './reachLayers.ts';

const layers: ReachCollection = reachLayers('summer');
const inside = (minutes: number, lat: number, lng: number) => {
  const feature = layers.features.find((f) => f.properties.minutes === minutes);
  if (!feature) throw new Error(`no ${minutes}-minute layer`);
  return booleanPointInPolygon([lng, lat], feature);
};
// Catalogue times are whole minutes: 30.4 is "30 min". A threshold within this of a cell's range is on its line.
const ROUNDING = 0.5;
const onTheLine = (range: { low: number; high: number }, threshold: number) => range.low <= threshold + ROUNDING && range.high > threshold - ROUNDING;

describe('drive-time reach layers', () => {
  it('has one layer per threshold, largest first, each nested in the next larger one', () => {
    expect(layers.features.map((f) => f.properties.minutes)).toEqual([...REACH_MINUTES].reverse());
    // The airport is in every layer; Salt Lake's downtown in every layer; St. George (about 4 h 10 min) in the 5 h one only.
    for (const m of REACH_MINUTES) expect(inside(m, 40.7899, -111.9791)).toBe(true);
    expect(inside(30, 40.7608, -111.891)).toBe(true);
    expect([30, 60, 120, 180, 300].map((m) => inside(m, 37.0965, -113.5684))).toEqual([false, false, false, false, true]);
  });

  it("puts every catalogue place inside its zone's upper layer and outside the one below (local leg and grid allowed for)", () => {
    const catalogue = readCatalogue();
    let checked = 0;
    let possible = 0;
    const disagreements: string[] = [];
    for (const place of catalogue) {
      const { lat, lng } = place.coordinates;
      const minutes = place.driveTimeMinutes!;
      const zone = zoneOf(minutes)!;
      // The place's own paved time joins its cell's corners: the line may pass between them.
      const paved = driveFromAirport(place.coordinates).minutes;
      const corners = cellRange(lat, lng, 'summer');
      const range = { low: Math.min(corners.low, paved), high: Math.max(corners.high, paved) };
      const unpaved = place.road !== undefined && place.road !== 'paved';
      const upper = REACH_MINUTES.find((m) => m === zone.max);
      const lower = REACH_MINUTES.find((m) => m === zone.min - 1);
      possible += Number(upper !== undefined) + Number(lower !== undefined);
      if (upper !== undefined && !onTheLine(range, upper)) {
        checked++;
        if (!inside(upper, lat, lng)) disagreements.push(`${place.id} (${minutes} min) outside the ${upper}-minute layer`);
      }
      // The layers are drawn with a paved last stretch; a gravel or dirt one adds minutes the map cannot show.
      const explainedByLocalLeg = unpaved && paved <= (lower ?? 0) + ROUNDING;
      if (lower !== undefined && !onTheLine(range, lower) && !explainedByLocalLeg) {
        checked++;
        if (inside(lower, lat, lng)) disagreements.push(`${place.id} (${minutes} min) inside the ${lower}-minute layer`);
      }
    }
    expect(disagreements).toEqual([]);
    // The allowances leave at least 90 % of the possible checks made.
    expect(checked / possible).toBeGreaterThanOrEqual(0.9);
  });
});

describe('drive-time reach layers in winter (issue 27)', () => {
  it('draws winter with the usual closures in force: the Mirror Lake Highway drops out, the Wasatch Front stays (slow: contours every drive time over the whole winter road graph)', () => {
    const winter = reachLayers('winter');
    const inWinter = (minutes: number, lat: number, lng: number) =>
      booleanPointInPolygon([lng, lat], winter.features.find((f) => f.properties.minutes === minutes)!);
    expect(winter.features.every((f) => f.properties.season === 'winter')).toBe(true);
    expect(layers.features.every((f) => f.properties.season === 'summer')).toBe(true);
    // Mirror Lake: about 1 h 36 min in summer, no open road in winter.
    expect(inside(120, 40.7008, -110.8847)).toBe(true);
    expect(inWinter(300, 40.7008, -110.8847)).toBe(false);
    for (const m of REACH_MINUTES) expect(inWinter(m, 40.7899, -111.9791)).toBe(true);
    expect(inWinter(30, 40.7608, -111.891)).toBe(true);
  });
});
