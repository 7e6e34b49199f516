import { describe, it, expect } from 'vitest';
import calibration from './fixtures/drive-time-calibration.json';
import { driveFromAirport, explainDriveFromAirport, formatDistance, formatDriveTime } from './driveTime.ts';
import { localLegMinutes } from './localLeg.ts';
import { haversineMiles } from '../../lib/geo.ts';
import { AIRPORT_NODE_ID, ROAD_EDGES, ROAD_NODES, roadNode } from './roadNetwork.ts';

interface CalibrationPlace {
  name: string;
  lat: number;
  lng: number;
  publishedMinutes: number;
  publishedMiles: number;
  note: string;
}

const places = calibration.places as CalibrationPlace[];

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

const relativeErrors = places.map((p) => {
  const model = driveFromAirport({ lat: p.lat, lng: p.lng });
  return {
    name: p.name,
    minutes: Math.abs(model.minutes - p.publishedMinutes) / p.publishedMinutes,
    miles: Math.abs(model.miles - p.publishedMiles) / p.publishedMiles,
  };
});

describe('the road network', () => {
  it('has a few hundred nodes with coordinates in or just around Utah', () => {
    expect(ROAD_NODES.length).toBeGreaterThan(120);
    for (const node of ROAD_NODES) {
      expect(node.lat, node.id).toBeGreaterThan(35.5);
      expect(node.lat, node.id).toBeLessThan(42.5);
      expect(node.lng, node.id).toBeGreaterThan(-115.5);
      expect(node.lng, node.id).toBeLessThan(-108.3);
    }
  });

  it('never makes a road shorter than the straight line between its ends', () => {
    for (const e of ROAD_EDGES) {
      const a = roadNode(e.from)!;
      const b = roadNode(e.to)!;
      expect(e.miles, `${e.road} ${e.from}–${e.to}`).toBeGreaterThanOrEqual(haversineMiles(a.lat, a.lng, b.lat, b.lng) * 0.99);
    }
  });

  it('uses plausible speeds, slow on unpaved roads', () => {
    for (const e of ROAD_EDGES) {
      expect(e.mph).toBeGreaterThanOrEqual(10);
      expect(e.mph).toBeLessThanOrEqual(80);
      if (e.surface !== 'paved') expect(e.mph, e.road).toBeLessThanOrEqual(30);
    }
  });

  it('reaches every node from the airport', () => {
    for (const node of ROAD_NODES) {
      expect(Number.isFinite(driveFromAirport(node).minutes), node.id).toBe(true);
    }
    expect(roadNode(AIRPORT_NODE_ID)).toBeDefined();
  });
});

describe('calibration against published drive times from the airport', () => {
  it('has at least 30 well-known places', () => {
    expect(places.length).toBeGreaterThanOrEqual(30);
  });

  it('keeps the median absolute error of minutes at or under 10 %', () => {
    expect(median(relativeErrors.map((e) => e.minutes))).toBeLessThanOrEqual(0.1);
  });

  it('keeps every place within 25 % of its published minutes', () => {
    const worse = relativeErrors.filter((e) => e.minutes > 0.25).map((e) => `${e.name}: ${(e.minutes * 100).toFixed(0)} %`);
    expect(worse).toEqual([]);
  });

  it('keeps the median road distance within 20 % of published miles', () => {
    expect(median(relativeErrors.map((e) => e.miles))).toBeLessThanOrEqual(0.2);
  });

  it('reports road miles, never fewer than the straight line', () => {
    for (const p of places) {
      const model = driveFromAirport(p);
      expect(model.miles, p.name).toBeGreaterThanOrEqual(haversineMiles(40.7899, -111.9791, p.lat, p.lng));
    }
  });
});

describe('driveFromAirport', () => {
  it('takes 0 to 5 minutes to the airport itself', () => {
    const here = driveFromAirport({ lat: 40.7899, lng: -111.9791 });
    expect(here.minutes).toBeGreaterThanOrEqual(0);
    expect(here.minutes).toBeLessThanOrEqual(5);
    expect(here.miles).toBeLessThanOrEqual(3);
  });

  it('takes longer on a dirt last leg than on a paved one at the same point', () => {
    const point = { lat: 37.36, lng: -111.2 }; // off the Hole-in-the-Rock Road
    const paved = driveFromAirport(point, 'paved');
    const gravel = driveFromAirport(point, 'gravel');
    const dirt = driveFromAirport(point, 'dirt');
    const rough = driveFromAirport(point, 'high-clearance');
    expect(gravel.minutes).toBeGreaterThan(paved.minutes);
    expect(dirt.minutes).toBeGreaterThan(gravel.minutes);
    expect(rough.minutes).toBeGreaterThan(dirt.minutes);
  });

  it('defaults to a paved last leg', () => {
    const point = { lat: 38.7, lng: -110.9 };
    expect(driveFromAirport(point)).toEqual(driveFromAirport(point, 'paved'));
  });

  it('routes on the road network, not in a straight line', () => {
    // Zion is reached down I-15 and in along SR-9, well over the 230-mile straight line.
    const zion = explainDriveFromAirport({ lat: 37.2, lng: -112.987 });
    expect(zion.roads).toContain('I-15');
    expect(zion.roads).toContain('SR-9');
    expect(zion.miles).toBeGreaterThan(290);
  });

  it('does not cut across a canyon to reach a place', () => {
    // Lees Ferry sits below the Vermilion Cliffs, 3 miles from US-89A; the nearest stretch of
    // US-89 is across the Colorado River.
    const leesFerry = explainDriveFromAirport({ lat: 36.865, lng: -111.587 });
    expect(leesFerry.roads).toContain('US-89A');
    expect(leesFerry.localMiles).toBeLessThan(5);
  });

  it('gets further from the airport as the place does, along one highway', () => {
    const exits: Array<[lat: number, lng: number]> = [
      [40.23, -111.69],
      [39.71, -111.825],
      [38.97, -112.34],
      [38.28, -112.641],
      [37.68, -113.078],
      [37.1, -113.556],
    ];
    const alongI15 = exits.map(([lat, lng]) => driveFromAirport({ lat, lng }));
    alongI15.slice(1).forEach((further, i) => {
      const nearer = alongI15[i]!;
      expect(further.minutes).toBeGreaterThan(nearer.minutes);
      expect(further.miles).toBeGreaterThan(nearer.miles);
    });
  });

  it('is stable across calls (memoised shortest-path tree)', () => {
    const point = { lat: 38.5733, lng: -109.5498 };
    expect(driveFromAirport(point)).toEqual(driveFromAirport(point));
  });

  it('rejects coordinates that are not numbers', () => {
    expect(() => driveFromAirport({ lat: Number.NaN, lng: -111 })).toThrow(RangeError);
  });
});

describe('localLegMinutes', () => {
  it('drives town streets slower than open county roads', () => {
    expect(localLegMinutes(2)).toBeCloseTo((2 / 25) * 60);
    expect(localLegMinutes(11)).toBeCloseTo((2 / 25) * 60 + (9 / 45) * 60);
  });

  it('drives gravel at 20, dirt at 15 and high-clearance tracks at 10 mph', () => {
    expect(localLegMinutes(10, 'gravel')).toBeCloseTo(30);
    expect(localLegMinutes(10, 'dirt')).toBeCloseTo(40);
    expect(localLegMinutes(10, 'high-clearance')).toBeCloseTo(60);
  });
});

describe('formatDriveTime', () => {
  it('writes minutes under an hour as "25 min"', () => {
    expect(formatDriveTime(25)).toBe('25 min');
    expect(formatDriveTime(0)).toBe('0 min');
    expect(formatDriveTime(59.4)).toBe('59 min');
  });

  it('writes whole hours as "1 hr"', () => {
    expect(formatDriveTime(60)).toBe('1 hr');
    expect(formatDriveTime(59.6)).toBe('1 hr');
    expect(formatDriveTime(180)).toBe('3 hr');
  });

  it('writes hours and minutes as "1 hr 35 min" and "4 hr 10 min"', () => {
    expect(formatDriveTime(95)).toBe('1 hr 35 min');
    expect(formatDriveTime(250)).toBe('4 hr 10 min');
    expect(formatDriveTime(754.7)).toBe('12 hr 35 min');
  });

  it('treats negative or non-finite input as 0', () => {
    expect(formatDriveTime(-3)).toBe('0 min');
    expect(formatDriveTime(Number.NaN)).toBe('0 min');
  });
});

describe('formatDistance', () => {
  it('writes "1 mile" in the singular', () => {
    expect(formatDistance(1)).toBe('1 mile');
    expect(formatDistance(1.4)).toBe('1 mile');
  });

  it('writes other distances as "42 miles"', () => {
    expect(formatDistance(42)).toBe('42 miles');
    expect(formatDistance(41.6)).toBe('42 miles');
    expect(formatDistance(0)).toBe('0 miles');
    expect(formatDistance(1204)).toBe('1,204 miles');
  });
});
