import { describe, expect, it } from 'vitest';
import { closestByRoad, NEARBY_MINUTES, type NearbyCandidate, nearbyByRoad } from './nearby.ts';
import { EVERY_ROAD_OPEN } from './shortestPaths.ts';

const place = (id: string, lat: number, lng: number, driveTimeMinutes?: number): NearbyCandidate => ({ id, coordinates: { lat, lng }, driveTimeMinutes });

// Real coordinates from the catalogue.
const templeSquare = place('temple-square', 40.7705, -111.892, 11);
const beehiveHouse = place('beehive-house', 40.7698, -111.888, 12);
const cityCreek = place('city-creek-center', 40.7681, -111.8912, 11);
const delicateArch = place('delicate-arch', 38.7355, -109.5205, 255);
const sunsetPointBryce = place('sunset-point-bryce', 37.6233, -112.166, 255);
const alta = place('alta-ski-area', 40.589, -111.638, 45);
const brighton = place('brighton-resort', 40.598, -111.5832, 48);
const goldenSpike = place('golden-spike-national-historical-park', 41.6179, -112.5517, 94);
const spiralJetty = place('spiral-jetty', 41.4377, -112.6692, 165);

describe('nearby attractions by road', () => {
  it('finds the places a short drive away, closest first', () => {
    const nearby = nearbyByRoad([templeSquare, beehiveHouse, cityCreek, alta], EVERY_ROAD_OPEN);
    const fromTemple = nearby.get('temple-square')!;
    expect(fromTemple.map((n) => n.destination.id)).toEqual(['city-creek-center', 'beehive-house']);
    // Each comes with its drive from Temple Square: a few minutes downtown, not its drive from the airport.
    for (const n of fromTemple) expect(n.minutes).toBeLessThan(10);
    expect(fromTemple.map((n) => n.minutes)).toEqual([...fromTemple.map((n) => n.minutes)].sort((a, b) => a - b));
  });

  it('does not call two places near because both are four hours from the airport', () => {
    const nearby = nearbyByRoad([delicateArch, sunsetPointBryce], EVERY_ROAD_OPEN);
    expect(nearby.get('delicate-arch')).toEqual([]);
    expect(nearby.get('sunset-point-bryce')).toEqual([]);
  });

  it('goes around a ridge instead of over it: Alta and Brighton are 3 miles apart and an hour by road', () => {
    expect(nearbyByRoad([alta, brighton], EVERY_ROAD_OPEN).get('alta-ski-area')).toEqual([]);
  });

  it('adds the slow unpaved last stretch of a place, known from its own drive time', () => {
    // Golden Spike to Spiral Jetty is ~16 miles, the last 15 of them gravel and dirt.
    expect(nearbyByRoad([goldenSpike, spiralJetty], EVERY_ROAD_OPEN, 30).get('golden-spike-national-historical-park')).toEqual([]);
    const paved = { ...spiralJetty, driveTimeMinutes: undefined };
    expect(
      nearbyByRoad([goldenSpike, paved], EVERY_ROAD_OPEN, 45)
        .get('golden-spike-national-historical-park')!
        .map((n) => n.destination.id),
    ).toEqual(['spiral-jetty']);
  });

  it('lists at most six, and nothing for a place without coordinates', () => {
    const cluster = Array.from({ length: 9 }, (_, i) => place(`block-${i}`, 40.7605 + i * 0.001, -111.891));
    const lost: NearbyCandidate = { id: 'lost', coordinates: null };
    const nearby = nearbyByRoad([...cluster, lost], EVERY_ROAD_OPEN);
    expect(nearby.get('block-0')).toHaveLength(6);
    expect(nearby.get('block-0')!.map((n) => n.destination.id)).toEqual(['block-1', 'block-2', 'block-3', 'block-4', 'block-5', 'block-6']);
    expect(nearby.get('lost')).toEqual([]);
    expect([...nearby.values()].flat().some((n) => n.destination.id === 'lost')).toBe(false);
  });

  it('gives a place with nothing within 30 minutes its three closest by road, with their minutes, closest first', () => {
    const all = [delicateArch, sunsetPointBryce, templeSquare, goldenSpike, alta];
    const closest = closestByRoad(all, new Set(['golden-spike-national-historical-park']), EVERY_ROAD_OPEN);
    expect([...closest.keys()]).toEqual(['golden-spike-national-historical-park']);
    const list = closest.get('golden-spike-national-historical-park')!;
    // Golden Spike is about an hour and a half from Temple Square and farther from Alta; Moab and Bryce are hours on.
    expect(list.map((c) => c.destination.id)).toEqual(['temple-square', 'alta-ski-area', 'delicate-arch']);
    expect(list[0]!.minutes).toBeGreaterThan(NEARBY_MINUTES);
    expect(list[0]!.minutes).toBeLessThan(list[1]!.minutes);
    expect(list[1]!.minutes).toBeLessThan(list[2]!.minutes);
  });
});
