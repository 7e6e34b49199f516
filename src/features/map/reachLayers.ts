/**
 * Drive-time reach from the airport: the areas within 30 min, 1 h, 2 h, 3 h and 5 h, as
 * GeoJSON, drawn from the same model as every drive time (docs/drive-time-model.md, "Reach
 * layers").
 *
 * Method: the drive time of `driveTime.ts` (Dijkstra over `roadNetwork.ts`, its access
 * candidates and its paved local-leg rule) is evaluated on a regular grid of points
 * (`REACH_GRID_STEP` degrees, about 3.5 miles), and d3-contour's marching squares draws the
 * line where that field crosses each threshold, interpolating linearly between grid points.
 *
 * Limits: the field is the paved estimate, so a place whose last stretch is gravel or dirt may
 * lie inside a smaller layer by the extra minutes of that stretch; the line is only as exact as
 * the grid (a place within a few minutes of a threshold may sit on the wrong side of it); and
 * away from the modelled roads the local leg is a straight line, so the layers cover desert and
 * ranges a car could not cross. Build time only: about ten seconds for the whole grid.
 *
 * Areas by car; how one place is reached by public transport is transit/transitAccess.ts (both
 * were once called reach.ts: issue 47, decision 091).
 */
import { contours } from 'd3-contour';
import { AIRPORT_NODE_ID, ROAD_NODES } from '../roads/roadNetwork.ts';
import { explainDriveInSeason } from '../roads/driveTime.ts';
import type { Season } from '../roads/day.ts';
import { REACH_MINUTES, type ReachMinutes, reachLabel } from './map.ts';

export { REACH_MINUTES, reachLabel };

/** Grid spacing in degrees (about 3.5 miles north–south, 2.6 east–west). */
export const REACH_GRID_STEP = 0.05;
/** The grid covers the road network's extent plus this margin, in degrees. */
const MARGIN = 0.3;
/** No car covers more than this in five hours; grid points beyond it are not evaluated. */
const UNREACHABLE_MILES = 5 * 85;
/** Coordinates are rounded to 3 decimals (about 100 m), far finer than the grid. */
const round = (v: number) => Math.round(v * 1000) / 1000;

export interface ReachFeature {
  type: 'Feature';
  /** `season`: summer (every road open) or winter (every usual closure in force, as on 15 January; issue 27). */
  properties: { minutes: ReachMinutes; label: string; season: Season };
  geometry: { type: 'MultiPolygon'; coordinates: number[][][][] };
}
export interface ReachCollection {
  type: 'FeatureCollection';
  features: ReachFeature[];
}

interface Grid {
  lat0: number;
  lng0: number;
  cols: number;
  rows: number;
  /** Minutes at grid point (col, row), row-major from the south-west corner. */
  minutes: Float64Array;
}

const memoGrids = new Map<Season, Grid>();

/** Minutes from the airport to a point in the season (Infinity where winter leaves no open road). */
const drive = (point: { lat: number; lng: number }, season: Season): number =>
  explainDriveInSeason(point, 'paved', season)?.minutes ?? Number.POSITIVE_INFINITY;

/** The drive-time field on the grid in a season, computed once per process. */
export function reachGrid(season: Season): Grid {
  const memo = memoGrids.get(season);
  if (memo) return memo;
  const lats = ROAD_NODES.map((n) => n.lat);
  const lngs = ROAD_NODES.map((n) => n.lng);
  const lat0 = Math.min(...lats) - MARGIN;
  const lng0 = Math.min(...lngs) - MARGIN;
  const rows = Math.ceil((Math.max(...lats) + MARGIN - lat0) / REACH_GRID_STEP) + 1;
  const cols = Math.ceil((Math.max(...lngs) + MARGIN - lng0) / REACH_GRID_STEP) + 1;
  const airport = ROAD_NODES.find((n) => n.id === AIRPORT_NODE_ID)!;
  const minutes = new Float64Array(cols * rows);
  for (let r = 0; r < rows; r++) {
    const lat = lat0 + r * REACH_GRID_STEP;
    for (let c = 0; c < cols; c++) {
      const lng = lng0 + c * REACH_GRID_STEP;
      // A cheap bound first: straight-line miles at 85 mph already exceed five hours.
      const crow = Math.hypot((lat - airport.lat) * 69, (lng - airport.lng) * 69 * Math.cos((lat * Math.PI) / 180));
      minutes[r * cols + c] = crow > UNREACHABLE_MILES ? Number.POSITIVE_INFINITY : drive({ lat, lng }, season);
    }
  }
  const grid = { lat0, lng0, cols, rows, minutes };
  memoGrids.set(season, grid);
  return grid;
}

/**
 * The reach layers as a GeoJSON FeatureCollection, largest first (so smaller layers draw on
 * top), one MultiPolygon per threshold of {@link REACH_MINUTES}.
 */
export function reachLayers(season: Season): ReachCollection {
  const grid = reachGrid(season);
  // d3-contour draws where values ≥ threshold; negated minutes give "at most T minutes".
  // Infinity would poison the interpolation: a large finite value behaves the same.
  const negated = Array.from(grid.minutes, (m) => -Math.min(m, 10_000));
  const generator = contours().size([grid.cols, grid.rows]);
  // Planar ⟨i + 0.5, j + 0.5⟩ is grid point (i, j).
  const toLngLat = ([x, y]: number[]) => [round(grid.lng0 + (x! - 0.5) * REACH_GRID_STEP), round(grid.lat0 + (y! - 0.5) * REACH_GRID_STEP)];
  const features = [...REACH_MINUTES].reverse().map((minutes): ReachFeature => {
    const geometry = generator.contour(negated, -minutes);
    return {
      type: 'Feature',
      properties: { minutes, label: reachLabel(minutes), season },
      geometry: { type: 'MultiPolygon', coordinates: geometry.coordinates.map((polygon) => polygon.map((ring) => ring.map(toLngLat))) },
    };
  });
  return { type: 'FeatureCollection', features };
}

/**
 * The lowest and highest drive time at the four grid points around a place: where a threshold
 * lies between them, the contour line crosses the place's grid cell and may fall on either side
 * of it (the layers are exact to one cell, not to the place), in the season.
 */
export function cellRange(lat: number, lng: number, season: Season): { low: number; high: number } {
  const grid = reachGrid(season);
  const c = Math.floor((lng - grid.lng0) / REACH_GRID_STEP);
  const r = Math.floor((lat - grid.lat0) / REACH_GRID_STEP);
  const corners = [
    grid.minutes[r * grid.cols + c]!,
    grid.minutes[r * grid.cols + c + 1]!,
    grid.minutes[(r + 1) * grid.cols + c]!,
    grid.minutes[(r + 1) * grid.cols + c + 1]!,
  ];
  return { low: Math.min(...corners), high: Math.max(...corners) };
}
