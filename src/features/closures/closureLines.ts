// A closure drawn along the segments it names, for the map of today's closures (issue 40, decision
// 061). Pure and free of the road graph: the lazily loaded map gets the lines from /road-lines.json
// (roadLines.ts, written at build), never the graph itself.
import type { Closure } from './closures.ts';

/** Segment key → its two ends as [lng, lat]. */
export type RoadLines = Record<string, [number, number][]>;

/** Each item as one feature along the segments the lines know; an item on none is left out. */
export function closureFeatures(items: readonly Closure[], lines: RoadLines): GeoJSON.FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: items.flatMap((item) => {
      const segments = item.edgeKeys.flatMap((k) => (lines[k] ? [lines[k]] : []));
      return segments.length
        ? [{ type: 'Feature' as const, properties: { id: item.id, kind: item.kind }, geometry: { type: 'MultiLineString' as const, coordinates: segments } }]
        : [];
    }),
  };
}

/** Where an item's pin stands: the middle of its first known segment, or null. */
export function pinPoint(item: Pick<Closure, 'edgeKeys'>, lines: RoadLines): [number, number] | null {
  const segment = item.edgeKeys.map((k) => lines[k]).find((s) => s !== undefined);
  if (!segment || segment.length < 2) return null;
  const [[lng1, lat1], [lng2, lat2]] = segment as [[number, number], [number, number]];
  return [(lng1 + lng2) / 2, (lat1 + lat2) / 2];
}
