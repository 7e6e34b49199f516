// The lines as map features (issue 36): one LineString per line through its stops in order, in
// its colour, and each stop as a point; /map draws them under its "Without a car" filter.
import { NETWORK, transitStop } from './network.ts';

/** The network as GeoJSON for MapLibre (straight segments between stops: a diagram, not the track). */
export function transitGeoJson(): GeoJSON.FeatureCollection {
  const lines: GeoJSON.Feature[] = NETWORK.lines.map((line) => ({
    type: 'Feature',
    properties: { kind: 'line', id: line.id, name: line.name, colour: line.colour },
    geometry: { type: 'LineString', coordinates: line.stops.map(([id]) => [transitStop(id)!.lng, transitStop(id)!.lat]) },
  }));
  const stops: GeoJSON.Feature[] = NETWORK.stops.map((s) => ({
    type: 'Feature',
    properties: { kind: 'stop', id: s.id, name: s.name },
    geometry: { type: 'Point', coordinates: [s.lng, s.lat] },
  }));
  return { type: 'FeatureCollection', features: [...lines, ...stops] };
}
