import { describe, expect, it } from 'vitest';
import { haversineMiles } from '../../lib/geo.ts';
import { lineMiles, onLine } from '../planning/byways.ts';
import { catalogueEntrySchema } from './catalogue.ts';
import { readCatalogue } from './destinations.server.ts';
import { driveRouteSchema } from './driveRoute.schema.ts';

const route = {
  kind: 'out-and-back',
  line: [
    [40.6193, -111.7897],
    [40.598, -111.583],
  ],
  miles: 15,
  minutes: 30,
  source: 'https://example.org/big-cottonwood',
  checkedOn: '2026-12-07',
};

describe('a drive’s route in the catalogue (decision 139)', () => {
  it('takes a route with its kind, line, length, time, source and day checked, and refuses one without', () => {
    expect(driveRouteSchema.safeParse(route).success).toBe(true);
    expect(driveRouteSchema.safeParse({ ...route, estimated: true }).success).toBe(true);
    for (const key of ['kind', 'line', 'miles', 'minutes', 'source', 'checkedOn']) {
      const { [key]: _, ...without } = route as Record<string, unknown>;
      expect(driveRouteSchema.safeParse(without).success, key).toBe(false);
    }
    expect(driveRouteSchema.safeParse({ ...route, line: [[40.6, -111.7]] }).success, 'one point is no road').toBe(false);
    expect(
      driveRouteSchema.safeParse({
        ...route,
        line: [
          [47.6, -122.3],
          [40.6, -111.7],
        ],
      }).success,
      'outside Utah',
    ).toBe(false);
    expect(driveRouteSchema.safeParse({ ...route, kind: 'shuttle' }).success).toBe(false);
    expect(driveRouteSchema.safeParse({ ...route, estimated: false }).success, 'estimated is set only where true').toBe(false);
  });

  const entries = readCatalogue('supabase/seed/destinations');
  const drives = entries.filter((e) => e.route);

  it('gives the byways and canyon drives of issue 48’s examples a route', () => {
    for (const id of [
      'nine-mile-canyon-backcountry-byway',
      'sheep-creek-geological-loop',
      'big-cottonwood-canyon',
      'little-cottonwood-canyon',
      'millcreek-canyon',
      'logan-canyon-scenic-byway',
    ])
      expect(
        drives.some((e) => e.id === id),
        id,
      ).toBe(true);
    expect(drives.length).toBeGreaterThanOrEqual(11);
    for (const e of drives) expect(catalogueEntrySchema.safeParse(e).success, e.id).toBe(true);
  });

  it('draws each route through its place and no longer than its published length (a road winds), nor under half of it', () => {
    for (const e of drives) {
      const r = e.route!;
      expect(onLine(e.coordinates.lat, e.coordinates.lng, r.line).off, `${e.id} lies on its road`).toBeLessThan(2);
      const drawn = lineMiles(r.line);
      expect(drawn, `${e.id}: ${drawn.toFixed(1)} of ${r.miles} miles`).toBeLessThanOrEqual(r.miles);
      expect(drawn, `${e.id}: ${drawn.toFixed(1)} of ${r.miles} miles`).toBeGreaterThanOrEqual(r.miles / 2);
      // A loop returns near where it left; a through road or a dead end does not.
      const [a, b] = [r.line[0]!, r.line.at(-1)!];
      if (r.kind === 'loop') expect(haversineMiles(a[0], a[1], b[0], b[1]), e.id).toBeLessThan(r.miles / 2);
      // Driving speed between 10 and 60 mph one way: a slip in the minutes or the miles shows.
      expect(r.miles / (r.minutes / 60), e.id).toBeGreaterThan(10);
      expect(r.miles / (r.minutes / 60), e.id).toBeLessThan(60);
    }
  });
});
